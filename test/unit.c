/*
 * unit.c: unit tests of the random number generator (against GW-BASIC's
 * own vectors, test/rnd/), VAL() and BASIC's number format.
 * Prints "ok NAME" or "not ok NAME: why" for each test.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../wizcastle.h"

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

/* sequences.txt: T, the state after RND(-(2T+1)), 12 states of RND(8). */
static void test_sequences(const char *dir)
{
	char path[512], line[512], why[256] = "";
	FILE *f;
	int rows = 0, bad = 0;

	snprintf(path, sizeof path, "%s/sequences.txt", dir);
	if ((f = fopen(path, "r")) == NULL) {
		report(0, "rnd-sequences", "cannot open sequences.txt");
		return;
	}
	while (fgets(line, sizeof line, f)) {
		struct game g;
		char *p = line, *end;
		long t;
		int i;

		if (line[0] == '#')
			continue;
		memset(&g, 0, sizeof g);
		t = strtol(p, &end, 10);
		rnd_seed(&g, t);
		p = end;
		for (i = 0; i < 13; i++) {
			unsigned long want = strtoul(p, &end, 10);

			p = end;
			if (i > 0)
				(void)rnd_next(&g);
			if (g.rnd != want && !bad++)
				snprintf(why, sizeof why,
				    "T=%ld step %d: %lu, want %lu", t, i,
				    (unsigned long)g.rnd, want);
		}
		rows++;
	}
	fclose(f);
	report(rows == 6 && !bad, "rnd-sequences", rows == 6 ? why :
	    "wrong number of rows");
}

/* The state one step before s: (s - c) / a mod 2^24, a^-1 found by
 * Newton's iteration for the inverse of an odd number mod 2^k. */
static uint32_t step_back(unsigned long s)
{
	const uint64_t a = 214013, c = 2531011, m = 1u << 24;
	uint64_t inv = a;
	int i;

	for (i = 0; i < 5; i++)
		inv = inv * (2 - a * inv) % m;
	return (uint32_t)((s + m - c % m) % m * inv % m);
}

/* fna.txt: state, Q, FNA(Q) where state is what RND(8) steps to. */
static void test_fna(const char *dir)
{
	char path[512], line[256], why[256] = "";
	FILE *f;
	int rows = 0, bad = 0;

	snprintf(path, sizeof path, "%s/fna.txt", dir);
	if ((f = fopen(path, "r")) == NULL) {
		report(0, "rnd-fna", "cannot open fna.txt");
		return;
	}
	while (fgets(line, sizeof line, f)) {
		struct game g;
		unsigned long state;
		int q, want, got;

		if (line[0] == '#')
			continue;
		if (sscanf(line, "%lu %d %d", &state, &q, &want) != 3)
			continue;
		memset(&g, 0, sizeof g);
		g.rnd = step_back(state);
		got = fna(&g, q);
		if (got != want && !bad++)
			snprintf(why, sizeof why, "state %lu Q %d: %d, want %d",
			    state, q, got, want);
		rows++;
	}
	fclose(f);
	report(rows == 3506 && !bad, "rnd-fna", rows == 3506 ? why :
	    "wrong number of rows");
}

static void test_num(void)
{
	static const struct { double v; const char *want; } cases[] = {
		{ 0, " 0 " }, { 16, " 16 " }, { -3, "-3 " }, { 1e3, " 1000 " },
		{ 9999999, " 9999999 " }, { 0.5, " .5 " }, { -0.25, "-.25 " },
		{ 59.5, " 59.5 " }, { 1e7, " 1E+07 " }, { 123456789, " 1.234568E+08 " },
		{ 0.001, " .001 " }, { 1.5e-10, " 1.5E-10 " },
	};
	char buf[64], why[128];
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		basic_num(buf, sizeof buf, cases[i].v);
		if (strcmp(buf, cases[i].want) != 0) {
			snprintf(why, sizeof why, "%g printed \"%s\", want \"%s\"",
			    cases[i].v, buf, cases[i].want);
			report(0, "basic-num", why);
			return;
		}
	}
	report(1, "basic-num", "");
}

static void test_val(void)
{
	static const struct { const char *s; double want; } cases[] = {
		{ "", 0 }, { "X", 0 }, { "49", 49 }, { "0", 0 }, { "12AB", 12 },
		{ "1 2", 12 }, { "-3", -3 }, { "+4", 4 }, { ".5", 0.5 },
		{ "2.5.1", 2.5 }, { "1E2", 100 }, { "1D2", 100 }, { "1E", 1 },
		{ "&H1F", 31 }, { "&O17", 15 }, { "&17", 15 }, { "E5", 0 },
		{ "1E99", 1.701411e38 },
	};
	char why[128];
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		double v = basic_val(cases[i].s);

		if (v != cases[i].want) {
			snprintf(why, sizeof why, "VAL(\"%s\") = %g, want %g",
			    cases[i].s, v, cases[i].want);
			report(0, "basic-val", why);
			return;
		}
	}
	report(1, "basic-val", "");
}

int main(int argc, char *argv[])
{
	const char *dir = argc > 1 ? argv[1] : "test/rnd";

	test_sequences(dir);
	test_fna(dir);
	test_num();
	test_val();
	return failed;
}
