/*
 * unit.c: unit tests of the random number generator (against GW-BASIC's
 * own vectors, test/rnd/).  io/'s are in unit-io.c.
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

int main(int argc, char *argv[])
{
	const char *dir = argc > 1 ? argv[1] : "test/rnd";

	test_sequences(dir);
	test_fna(dir);
	return failed;
}
