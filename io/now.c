/*
 * now.c: the time now, in milliseconds from a fixed point, on the
 * monotonic clock: a difference of two is a wait, whatever the date
 * does meanwhile.
 */
#include <time.h>

#include "now.h"

/* Returns the milliseconds since a fixed point, on the monotonic clock. */
long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}
