/*
 * now.h: the time now on the monotonic clock, in milliseconds
 * (io/now.c), for waits that a change of the date must not stretch:
 * the follower's (host/follow.c), the takeover's (host/takeover.c).
 */
#ifndef IO_NOW_H
#define IO_NOW_H

long now_ms(void);

#endif
