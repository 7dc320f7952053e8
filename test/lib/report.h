/*
 * report.h: the one way the unit tests (unit.c, unit-io.c) say how a
 * test went, a line each as test/run counts them: "ok NAME", or
 * "not ok NAME: why"; failed is set by the first that fails.
 */
#ifndef TEST_REPORT_H
#define TEST_REPORT_H

#include <stdio.h>

static int failed;

static void report(int ok, const char *name, const char *why)
{
	if (ok)
		printf("ok %s\n", name);
	else {
		printf("not ok %s: %s\n", name, why);
		failed = 1;
	}
}

#endif
