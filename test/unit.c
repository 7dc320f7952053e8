/*
 * unit.c: unit tests of the random number generators (against GW-BASIC's
 * own vectors, test/data/rnd/, and the Exidy Sorcerer BASIC ROM's,
 * test/data/rnd/sorcerer/), and of the Sorcerer's numbers (io/mbf.c: VAL,
 * PRINT, + - * /, INT, compare) against every vector its ROM made there.
 * io/'s are in unit-io.c, but for the Sorcerer's printing of the ROM's
 * own values, here with them.
 * Prints "ok NAME" or "not ok NAME: why" for each test.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../wizcastle.h"
#include "lib/report.h"
#include "../io/mbf.h"

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
		g.rnd.ops = &rnd_gwbasic;
		t = strtol(p, &end, 10);
		rnd_seed(&g, t);
		p = end;
		for (i = 0; i < 13; i++) {
			unsigned long want = strtoul(p, &end, 10);

			p = end;
			if (i > 0)
				(void)rnd_next(&g);
			if (g.rnd.s != want && !bad++)
				snprintf(why, sizeof why,
				    "T=%ld step %d: %lu, want %lu", t, i,
				    (unsigned long)g.rnd.s, want);
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
		g.rnd.ops = &rnd_gwbasic;
		g.rnd.s = step_back(state);
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

/* The ROM's FMULT and INT written out again, plainly: 1 + INT(X * Q)
 * for X the MBF single x (packed b3 b2 b1 b0) and a whole Q. */
static int model_fna(uint32_t x, int q)
{
	uint32_t mx = (x & 0x7FFFFF) | 0x800000, mq = (uint32_t)q, m;
	int ex = (int)(x >> 24), e = (int)(x >> 24) + 24;

	if (ex == 0)
		return 1;
	while (mq < 0x800000) {		/* Q normalised: exponent 128 + bits */
		mq <<= 1;
		e--;
	}
	m = (uint32_t)((uint64_t)mx * mq >> 16);	/* the top 32 of 48 */
	if (!(m >> 31)) {
		m <<= 1;
		e--;
	}
	m = (m >> 8) + (m >> 7 & 1);		/* rounded on the next bit */
	if (m >> 24) {
		m >>= 1;
		e++;
	}
	/* the value is m * 2^(e - 152) */
	if (e <= 128)
		return 1;
	return 1 + (int)(e >= 152 ? m << (e - 152) : m >> (152 - e));
}

/*
 * FNA with the game's large Q (FNA(1000) of gold, the vendor's
 * FNA(Q*1500) to 12000), where FMULT's rounding now and then lifts the
 * product to the next whole number: against model_fna() over 8 seeds
 * and 30000 rounds; some of the draws must be such liftings.
 */
static void test_sorcerer_fna_big(void)
{
	static const int qs[] = { 1000, 1500, 3000, 4500, 6000, 7500, 9000,
	    10500, 12000, 8, 20, 64 };
	char why[256] = "";
	struct game g;
	long t;
	int i, k, bad = 0, lifted = 0;

	memset(&g, 0, sizeof g);
	g.rnd.ops = &rnd_sorcerer;
	for (t = 0; t < 8; t++) {
		rnd_seed(&g, t * 1000003 % 8388608);
		for (i = 0; i < 30000; i++)
			for (k = 0; k < (int)(sizeof qs / sizeof qs[0]); k++) {
				int got = fna(&g, qs[k]);
				int want = model_fna(g.rnd.x, qs[k]);
				uint64_t p = (uint64_t)((g.rnd.x & 0x7FFFFF) |
				    0x800000) * (uint64_t)qs[k];

				if (want != 1 + (int)(p >> (152 -
				    (int)(g.rnd.x >> 24))))
					lifted++;
				if (got != want && !bad++)
					snprintf(why, sizeof why, "X %08lX: "
					    "FNA(%d) = %d, want %d",
					    (unsigned long)g.rnd.x, qs[k], got,
					    want);
			}
	}
	if (!bad && lifted == 0)
		snprintf(why, sizeof why, "no product lifted by the rounding");
	report(!bad && lifted > 0, "sorcerer-fna-big", why);
}

/* Four hex bytes, memory order, as the packed MBF b3 b2 b1 b0; 0 on a
 * bad field. */
static int read_mbf(char **p, uint32_t *v)
{
	int i;

	*v = 0;
	for (i = 0; i < 4; i++) {
		char *end;
		unsigned long b = strtoul(*p, &end, 16);

		if (end == *p || b > 0xFF)
			return 0;
		*v |= (uint32_t)b << (8 * i);
		*p = end;
	}
	return 1;
}

/*
 * sorcerer/rnd_castle.txt: for each T, X after RND(-(2T+1)) and after
 * each of 500 RND(8), as the ROM left it; RND(8)'s value must be X too.
 */
static void test_sorcerer_rnd(const char *dir)
{
	char path[512], line[256], why[256] = "";
	FILE *f;
	struct game g;
	char pwhy[256] = "";
	long t = -1;
	int rows = 0, bad = 0, printbad = 0;

	snprintf(path, sizeof path, "%s/sorcerer/rnd_castle.txt", dir);
	if ((f = fopen(path, "r")) == NULL) {
		report(0, "sorcerer-rnd", "cannot open sorcerer/rnd_castle.txt");
		return;
	}
	memset(&g, 0, sizeof g);
	g.rnd.ops = &rnd_sorcerer;
	while (fgets(line, sizeof line, f)) {
		char *p = line;
		uint32_t want;
		long i;
		float v = 0;

		line[strcspn(line, "\n")] = '\0';
		if (line[0] == 'T') {
			t = strtol(line + 1, &p, 10);
			if (strncmp(p, " seed", 5) != 0)
				break;
			p += 5;
			rnd_seed(&g, t);
			i = 0;
		} else {
			i = strtol(line, &p, 10);
			v = rnd_next(&g);
		}
		if (t < 0 || !read_mbf(&p, &want)) {
			snprintf(why, sizeof why, "bad line: %.60s", line);
			bad = -1;
			break;
		}
		if ((g.rnd.x != want || (i > 0 && (double)v !=
		    (double)((want & 0x7FFFFF) | 0x800000) *
		    ldexp(1.0, (int)(want >> 24) - 152))) && !bad++)
			snprintf(why, sizeof why,
			    "T=%ld RND %ld: %08lX (%.9g), want %08lX", t, i,
			    (unsigned long)g.rnd.x, (double)v,
			    (unsigned long)want);
		/* and PRINT prints it as the ROM did: "|text|", then a
		 * blank */
		if (i > 0) {
			char num[64], *bar = strchr(p, '|'), *end;
			size_t n;

			basic_num(&basic_sorcerer, num, sizeof num, (double)v);
			n = strlen(num);
			if (bar == NULL || (end = strchr(bar + 1, '|')) == NULL ||
			    (size_t)(end - bar) != n || num[n - 1] != ' ' ||
			    strncmp(bar + 1, num, n - 1) != 0)
				if (!printbad++)
					snprintf(pwhy, sizeof pwhy,
					    "T=%ld RND %ld: \"%s\", want %.20s",
					    t, i, num, bar ? bar : "?");
		}
		rows++;
	}
	fclose(f);
	if (bad < 0)
		report(0, "sorcerer-rnd", why);
	else
		report(rows == 128 * 501 && !bad, "sorcerer-rnd",
		    rows == 128 * 501 ? why : "wrong number of rows");
	if (bad >= 0) {
		report(rows == 128 * 501 && !printbad,
		    "sorcerer-rnd-print", pwhy);
	}
}

/* sorcerer/fna_castle.txt: for each T, 100 rounds of 15 FNA(Q) after
 * RND(-(2T+1)), as the ROM computed them. */
static void test_sorcerer_fna(const char *dir)
{
	char path[512], line[512], why[256] = "";
	FILE *f;
	struct game g;
	long t = -1;
	int calls = 0, bad = 0;

	snprintf(path, sizeof path, "%s/sorcerer/fna_castle.txt", dir);
	if ((f = fopen(path, "r")) == NULL) {
		report(0, "sorcerer-fna", "cannot open sorcerer/fna_castle.txt");
		return;
	}
	memset(&g, 0, sizeof g);
	g.rnd.ops = &rnd_sorcerer;
	while (fgets(line, sizeof line, f)) {
		char *p = line, *end;
		long round;

		if (line[0] == 'T') {
			t = strtol(line + 1, NULL, 10);
			rnd_seed(&g, t);
			continue;
		}
		round = strtol(p, &end, 10);
		for (p = end; *p == ' '; ) {
			int q, want, got;

			q = (int)strtol(p, &end, 10);
			if (*end != ':')
				break;
			want = (int)strtol(end + 1, &p, 10);
			got = fna(&g, q);
			if (got != want && !bad++)
				snprintf(why, sizeof why,
				    "T=%ld round %ld: FNA(%d) = %d, want %d",
				    t, round, q, got, want);
			calls++;
		}
	}
	fclose(f);
	report(calls == 128 * 100 * 15 && !bad, "sorcerer-fna",
	    calls == 128 * 100 * 15 ? why : "wrong number of calls");
}

/*
 * The Sorcerer ROM's own number work, test/data/rnd/sorcerer/ (README.txt
 * there): every line of val.txt, print.txt, add.txt, sub.txt, mul.txt,
 * div.txt, int.txt and cmp.txt against io/mbf.c.
 */

/* An operand as the files write it: a zero's other bytes are whatever
 * the ROM left, only its exponent byte counts. */
static uint32_t operand(uint32_t v)
{
	return MBF_E(v) == 0 ? 0 : v;
}

/* A result as the files write it: a zero as 0, an error as it is. */
static uint32_t result(uint32_t v)
{
	return MBF_ERR(v) ? v : operand(v);
}

/* A result word: four bytes, OV or /0, read at *p. */
static int read_result(char **p, uint32_t *v)
{
	while (**p == ' ')
		(*p)++;
	if (strncmp(*p, "OV", 2) == 0 || strncmp(*p, "/0", 2) == 0) {
		*v = **p == 'O' ? MBF_OV : MBF_DIV0;
		*p += 2;
		return 1;
	}
	if (!read_mbf(p, v))
		return 0;
	*v = operand(*v);
	return 1;
}

/* One vector file: each line through check(), which says whether the
 * line is right (1), wrong (0) or unreadable (-1), and why. */
static void test_vectors(const char *dir, const char *file, long rows,
    int (*check)(char *line, char *why, size_t len))
{
	char path[512], line[512], why[256] = "", name[64];
	FILE *f;
	long n = 0, bad = 0;

	snprintf(name, sizeof name, "sorcerer-%.*s", (int)strcspn(file, "."),
	    file);
	snprintf(path, sizeof path, "%s/sorcerer/%s", dir, file);
	if ((f = fopen(path, "r")) == NULL) {
		report(0, name, "cannot open its file");
		return;
	}
	while (fgets(line, sizeof line, f)) {
		char w[200];
		int r;

		line[strcspn(line, "\n")] = '\0';
		r = check(line, w, sizeof w);
		if (r <= 0 && !bad++)
			snprintf(why, sizeof why, "%s: %s", r < 0 ?
			    "bad line" : "line", w);
		n++;
	}
	fclose(f);
	if (!bad && n != rows)
		snprintf(why, sizeof why, "%ld lines, want %ld", n, rows);
	if (bad > 1)
		snprintf(why + strlen(why), sizeof why - strlen(why),
		    " (and %ld more)", bad - 1);
	report(!bad && n == rows, name, why);
}

/* The text between the first and the last '|' of line, NUL ended in
 * place; NULL if none. */
static char *bars(char *line)
{
	char *a = strchr(line, '|'), *b = strrchr(line, '|');

	if (a == NULL || b == a)
		return NULL;
	*b = '\0';
	return a + 1;
}

/* val.txt: <bytes> or OV, then |string|. */
static int check_val(char *line, char *why, size_t len)
{
	char *p = line, *s;
	uint32_t want, got;

	if (!read_result(&p, &want) || (s = bars(p)) == NULL)
		return -1;
	got = result(mbf_fin(s));
	snprintf(why, len, "VAL(\"%.60s\") = %08lX, want %08lX", s,
	    (unsigned long)got, (unsigned long)want);
	return got == want;
}

/* print.txt: <bytes> |text|. */
static int check_print(char *line, char *why, size_t len)
{
	char *p = line, *s, got[32];
	uint32_t v;

	if (!read_mbf(&p, &v) || (s = bars(p)) == NULL)
		return -1;
	mbf_fout(got, operand(v));
	snprintf(why, len, "PRINT %08lX: \"%s\", want \"%s\"",
	    (unsigned long)v, got, s);
	return strcmp(got, s) == 0;
}

/* add.txt ... div.txt: a b result; the operation by the file's name. */
static uint32_t (*arith_op)(uint32_t, uint32_t);

static int check_arith(char *line, char *why, size_t len)
{
	char *p = line;
	uint32_t a, b, want, got;

	if (!read_mbf(&p, &a) || !read_mbf(&p, &b) || !read_result(&p, &want))
		return -1;
	got = result(arith_op(operand(a), operand(b)));
	snprintf(why, len, "%08lX op %08lX = %08lX, want %08lX",
	    (unsigned long)a, (unsigned long)b, (unsigned long)got,
	    (unsigned long)want);
	return got == want;
}

/* int.txt: a INT(a). */
static int check_int(char *line, char *why, size_t len)
{
	char *p = line;
	uint32_t a, want, got;

	if (!read_mbf(&p, &a) || !read_result(&p, &want))
		return -1;
	got = result(mbf_int(operand(a)));
	snprintf(why, len, "INT(%08lX) = %08lX, want %08lX",
	    (unsigned long)a, (unsigned long)got, (unsigned long)want);
	return got == want;
}

/* cmp.txt: a b <, = or >. */
static int check_cmp(char *line, char *why, size_t len)
{
	char *p = line;
	uint32_t a, b;
	int got;

	if (!read_mbf(&p, &a) || !read_mbf(&p, &b))
		return -1;
	while (*p == ' ')
		p++;
	if (*p != '<' && *p != '=' && *p != '>')
		return -1;
	got = mbf_cmp(operand(a), operand(b));
	snprintf(why, len, "%08lX cmp %08lX = %d, want %c",
	    (unsigned long)a, (unsigned long)b, got, *p);
	return "<=>"[got + 1] == *p;
}

static void test_sorcerer_numbers(const char *dir)
{
	test_vectors(dir, "val.txt", 49277, check_val);
	test_vectors(dir, "print.txt", 100000, check_print);
	arith_op = mbf_add;
	test_vectors(dir, "add.txt", 50000, check_arith);
	arith_op = mbf_sub;
	test_vectors(dir, "sub.txt", 50000, check_arith);
	arith_op = mbf_mul;
	test_vectors(dir, "mul.txt", 50000, check_arith);
	arith_op = mbf_div;
	test_vectors(dir, "div.txt", 50000, check_arith);
	test_vectors(dir, "int.txt", 20000, check_int);
	test_vectors(dir, "cmp.txt", 20000, check_cmp);
}

int main(int argc, char *argv[])
{
	const char *dir = argc > 1 ? argv[1] : "test/data/rnd";

	test_sequences(dir);
	test_fna(dir);
	test_sorcerer_rnd(dir);
	test_sorcerer_fna(dir);
	test_sorcerer_fna_big();
	test_sorcerer_numbers(dir);
	return failed;
}
