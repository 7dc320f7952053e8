/*
 * unit.c: unit tests of the random number generators (against GW-BASIC's
 * own vectors, test/data/rnd/, the Exidy Sorcerer BASIC ROM's,
 * test/data/rnd/sorcerer/, and MBASIC's, test/data/rnd/mbasic/), and of
 * the Sorcerer's numbers (io/tty/mbf.c: VAL, PRINT, + - * /, INT, compare)
 * against every vector its ROM made there.
 * io/'s are in unit-io.c, but for the Sorcerer's printing of the ROM's
 * own values, here with them.
 * Prints "ok NAME" or "not ok NAME: why" for each test.
 */
#include <math.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../rules/rules.h"
#include "lib/report.h"
#include "../io/tty/mbf.h"

/*
 * One file of vectors below test/data/rnd/, read a line at a time by its
 * check, with one game whose generator is the file's: the check says
 * whether the line holds (1), or not (0, and why in why: the first line
 * that fails, since len is 0 after it), or is no row to count (-1: a
 * comment, or a header that sets the generator up).
 */
struct vectors {
	const char *name;		/* the test's name */
	const char *file;		/* below test/data/rnd/ */
	long rows;			/* the rows it must check */
	const struct rnd_ops *ops;	/* the game's generator */
	int (*check)(struct game *, char *line, char *why, size_t len);
	uint32_t (*op)(uint32_t, uint32_t);	/* the file's operation */
};

/* The operation of the file being read, for its check. */
static uint32_t (*arith_op)(uint32_t, uint32_t);

/* Every line of the file v names, each through v's check. */
static void test_vectors(const char *dir, const struct vectors *v)
{
	char path[512], line[512], why[256] = "";
	struct game g;
	FILE *f;
	long rows = 0, bad = 0;

	snprintf(path, sizeof path, "%s/%s", dir, v->file);
	if ((f = fopen(path, "r")) == NULL) {
		snprintf(why, sizeof why, "cannot open %s", v->file);
		report(0, v->name, why);
		return;
	}
	memset(&g, 0, sizeof g);
	g.rnd.ops = v->ops;
	arith_op = v->op;
	while (fgets(line, sizeof line, f)) {
		int k;

		line[strcspn(line, "\n")] = '\0';
		if ((k = v->check(&g, line, why, bad ? 0 : sizeof why)) < 0)
			continue;
		rows++;
		bad += !k;
	}
	fclose(f);
	if (!bad && rows != v->rows)
		snprintf(why, sizeof why, "%ld rows, want %ld", rows, v->rows);
	if (bad > 1)
		snprintf(why + strlen(why), sizeof why - strlen(why),
		    " (and %ld more)", bad - 1);
	report(!bad && rows == v->rows, v->name, why);
}

/* A line of a vector file that cannot be read: 0, and why. */
static int unreadable(const char *line, char *why, size_t len)
{
	snprintf(why, len, "bad line: %.60s", line);
	return 0;
}

/* sequences.txt: T, the state after RND(-(2T+1)), 12 states of RND(8). */
static int check_sequence(struct game *g, char *line, char *why, size_t len)
{
	char *p = line, *end;
	long t;
	int i;

	if (line[0] == '#')
		return -1;
	t = strtol(p, &end, 10);
	rnd_seed(g, t);
	for (i = 0, p = end; i < 13; i++, p = end) {
		unsigned long want = strtoul(p, &end, 10);

		if (end == p) {
			snprintf(why, len, "T=%ld: bad line", t);
			return 0;
		}
		if (i > 0)
			(void)rnd_next(g);
		if (g->rnd.s != want) {
			snprintf(why, len, "T=%ld step %d: %lu, want %lu", t,
			    i, (unsigned long)g->rnd.s, want);
			return 0;
		}
	}
	return 1;
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
static int check_fna(struct game *g, char *line, char *why, size_t len)
{
	unsigned long state;
	int q, want, got;

	if (line[0] == '#')
		return -1;
	if (sscanf(line, "%lu %d %d", &state, &q, &want) != 3)
		return unreadable(line, why, len);
	g->rnd.s = step_back(state);
	got = rnd_fna(g, q);
	snprintf(why, len, "state %lu Q %d: %d, want %d", state, q, got, want);
	return got == want;
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
				int got = rnd_fna(&g, qs[k]);
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

/* A line of sorcerer/rnd_castle.txt, the step of RND it shows. */
struct sorcerer_step {
	long i;			/* the RND(8), 0 for the seed */
	float v;		/* its value */
	uint32_t want;		/* X as the ROM left it */
	char *rest;		/* the line after X: "|text|" */
};

/*
 * sorcerer/rnd_castle.txt: for each T, X after RND(-(2T+1)) ("T<t> seed
 * <bytes>") and after each of 500 RND(8) ("<i> <bytes> |text|"), as the
 * ROM left it: the line's step taken, into *st; 0 if the line cannot be
 * read.
 */
static int sorcerer_step(struct game *g, char *line, struct sorcerer_step *st)
{
	char *p = line;

	st->i = 0;
	st->v = 0;
	if (line[0] == 'T') {
		long t = strtol(line + 1, &p, 10);

		if (strncmp(p, " seed", 5) != 0)
			return 0;
		p += 5;
		rnd_seed(g, t);
		g->turns = t;		/* the T, for the messages */
	} else {
		st->i = strtol(line, &p, 10);
		if (p == line || st->i <= 0)
			return 0;
		st->v = rnd_next(g);
	}
	st->rest = p;
	return read_mbf(&st->rest, &st->want);
}

/* rnd_castle.txt, X: the state the ROM left, and RND(8)'s value is X. */
static int check_sorcerer_rnd(struct game *g, char *line, char *why,
    size_t len)
{
	struct sorcerer_step st;

	if (!sorcerer_step(g, line, &st))
		return unreadable(line, why, len);
	snprintf(why, len, "T=%ld RND %ld: %08lX (%.9g), want %08lX",
	    g->turns, st.i, (unsigned long)g->rnd.x, (double)st.v,
	    (unsigned long)st.want);
	return g->rnd.x == st.want && (st.i == 0 || (double)st.v ==
	    (double)((st.want & 0x7FFFFF) | 0x800000) *
	    ldexp(1.0, (int)(st.want >> 24) - 152));
}

/* rnd_castle.txt, PRINT: RND(8)'s value printed as the ROM did,
 * "|text|" with the blank after it. */
static int check_sorcerer_rnd_print(struct game *g, char *line, char *why,
    size_t len)
{
	struct sorcerer_step st;
	char num[64], *bar, *end;
	size_t n;

	if (!sorcerer_step(g, line, &st))
		return unreadable(line, why, len);
	if (st.i == 0)
		return -1;		/* the seed: nothing printed */
	basic_num(&basic_sorcerer, num, sizeof num, (double)st.v);
	n = strlen(num);
	bar = strchr(st.rest, '|');
	snprintf(why, len, "T=%ld RND %ld: \"%s\", want %.20s", g->turns,
	    st.i, num, bar ? bar : "?");
	return bar != NULL && (end = strchr(bar + 1, '|')) != NULL &&
	    (size_t)(end - bar) == n && num[n - 1] == ' ' &&
	    strncmp(bar + 1, num, n - 1) == 0;
}

/* sorcerer/fna_castle.txt: for each T ("T <t>"), 100 rounds of 15
 * FNA(Q) after RND(-(2T+1)) ("<round> <q>:<FNA(q)> ..."), as the ROM
 * computed them. */
static int check_sorcerer_fna(struct game *g, char *line, char *why,
    size_t len)
{
	char *p = line, *end;
	long round;
	int calls = 0;

	if (line[0] == 'T') {
		g->turns = strtol(line + 1, NULL, 10);
		rnd_seed(g, g->turns);
		return -1;
	}
	round = strtol(p, &end, 10);
	for (p = end; *p == ' '; calls++) {
		int q, want, got;

		q = (int)strtol(p, &end, 10);
		if (*end != ':')
			break;
		want = (int)strtol(end + 1, &p, 10);
		got = rnd_fna(g, q);
		if (got != want) {
			snprintf(why, len, "T=%ld round %ld: FNA(%d) = %d, "
			    "want %d", g->turns, round, q, got, want);
			return 0;
		}
	}
	snprintf(why, len, "T=%ld round %ld: %d calls, want 15", g->turns,
	    round, calls);
	return calls == 15;
}

/*
 * The Sorcerer ROM's own number work, test/data/rnd/sorcerer/ (README.txt
 * there): every line of val.txt, print.txt, add.txt, sub.txt, mul.txt,
 * div.txt, int.txt and cmp.txt against io/tty/mbf.c.
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
static int check_val(struct game *g, char *line, char *why, size_t len)
{
	char *p = line, *s;
	uint32_t want, got;

	(void)g;
	if (!read_result(&p, &want) || (s = bars(p)) == NULL)
		return unreadable(line, why, len);
	got = result(mbf_fin(s));
	snprintf(why, len, "VAL(\"%.60s\") = %08lX, want %08lX", s,
	    (unsigned long)got, (unsigned long)want);
	return got == want;
}

/* print.txt: <bytes> |text|. */
static int check_print(struct game *g, char *line, char *why, size_t len)
{
	char *p = line, *s, got[32];
	uint32_t v;

	(void)g;
	if (!read_mbf(&p, &v) || (s = bars(p)) == NULL)
		return unreadable(line, why, len);
	mbf_fout(got, operand(v));
	snprintf(why, len, "PRINT %08lX: \"%s\", want \"%s\"",
	    (unsigned long)v, got, s);
	return strcmp(got, s) == 0;
}

/* add.txt ... div.txt: a b result, of the file's operation. */
static int check_arith(struct game *g, char *line, char *why, size_t len)
{
	char *p = line;
	uint32_t a, b, want, got;

	(void)g;
	if (!read_mbf(&p, &a) || !read_mbf(&p, &b) || !read_result(&p, &want))
		return unreadable(line, why, len);
	got = result(arith_op(operand(a), operand(b)));
	snprintf(why, len, "%08lX op %08lX = %08lX, want %08lX",
	    (unsigned long)a, (unsigned long)b, (unsigned long)got,
	    (unsigned long)want);
	return got == want;
}

/* int.txt: a INT(a). */
static int check_int(struct game *g, char *line, char *why, size_t len)
{
	char *p = line;
	uint32_t a, want, got;

	(void)g;
	if (!read_mbf(&p, &a) || !read_result(&p, &want))
		return unreadable(line, why, len);
	got = result(mbf_int(operand(a)));
	snprintf(why, len, "INT(%08lX) = %08lX, want %08lX",
	    (unsigned long)a, (unsigned long)got, (unsigned long)want);
	return got == want;
}

/* cmp.txt: a b <, = or >. */
static int check_cmp(struct game *g, char *line, char *why, size_t len)
{
	char *p = line;
	uint32_t a, b;
	int got;

	(void)g;
	if (!read_mbf(&p, &a) || !read_mbf(&p, &b))
		return unreadable(line, why, len);
	while (*p == ' ')
		p++;
	if (*p != '<' && *p != '=' && *p != '>')
		return unreadable(line, why, len);
	got = mbf_cmp(operand(a), operand(b));
	snprintf(why, len, "%08lX cmp %08lX = %d, want %c",
	    (unsigned long)a, (unsigned long)b, got, *p);
	return "<=>"[got + 1] == *p;
}

/*
 * MBASIC (test/data/rnd/mbasic/, README.txt there): every row of run.txt,
 * randomize.txt, negative.txt, products.txt and fna.txt, each value's
 * bytes, and its text as MBASIC's PRINT wrote it.
 */

#define MB_ONE	MBF(0x00, 0x00, 0x00, 0x81)	/* 1: RND(1) */

/* The "|text|" after p is v as MBASIC's PRINT writes it; 1 if so, else
 * why. */
static int mb_text(double v, const char *p, const char *what, char *why,
    size_t len)
{
	char num[64];
	const char *bar, *end;
	size_t n;

	basic_num(&basic_mbasic, num, sizeof num, v);
	n = strlen(num);
	if ((bar = strchr(p, '|')) == NULL ||
	    (end = strchr(bar + 1, '|')) == NULL ||
	    (size_t)(end - bar - 1) != n || strncmp(bar + 1, num, n) != 0) {
		snprintf(why, len, "%s: PRINT \"%s\", want %.20s", what, num,
		    bar ? bar : "?");
		return 0;
	}
	return 1;
}

/* The value at *p (four hex bytes, then "|text|") as RND left it in r
 * and as PRINT writes it; 1 if so, else why. */
static int mb_value(struct rnd *r, char *p, const char *what, char *why,
    size_t len)
{
	uint32_t want;

	if (!read_mbf(&p, &want)) {
		snprintf(why, len, "bad line at %s", what);
		return 0;
	}
	if (r->x != want) {
		snprintf(why, len, "%s: %08lX, want %08lX", what,
		    (unsigned long)r->x, (unsigned long)want);
		return 0;
	}
	return mb_text(mbf_to_double(r->x), p, what, why, len);
}

/* run.txt: "i bytes |text|", the i-th RND(1) after RUN. */
static int mb_check_run(struct game *g, char *line, char *why, size_t len)
{
	struct rnd *r = &g->rnd;
	char *p;
	long i = strtol(line, &p, 10);
	float v;

	if (i == 1)
		rnd_mbasic.run(r);
	v = rnd_mbasic.next(r);
	if ((double)v != mbf_to_double(r->x)) {
		snprintf(why, len, "RND %ld: the float %.9g is not X", i,
		    (double)v);
		return 0;
	}
	return mb_value(r, p, line, why, len);
}

/* randomize.txt: "N n", then 100 lines as run.txt's, after RUN and
 * RANDOMIZE n. */
static int mb_check_randomize(struct game *g, char *line, char *why,
    size_t len)
{
	struct rnd *r = &g->rnd;
	char *p;

	if (line[0] == 'N') {
		rnd_mbasic.run(r);
		rnd_mbasic.randomize(r, strtol(line + 2, NULL, 10));
		return -1;		/* not a row to count */
	}
	(void)strtol(line, &p, 10);
	(void)rnd_mbasic.next(r);
	return mb_value(r, p, line, why, len);
}

/* negative.txt: RND(0) and RND(x), x < 0, through rnd_mbf. */
static int mb_check_negative(struct game *g, char *line, char *why,
    size_t len)
{
	struct rnd *r = &g->rnd;
	static uint32_t x;
	char *p = line;
	int i;

	if (strncmp(line, "RND(0) after RUN", 16) == 0) {
		rnd_mbasic.run(r);
		p += 16;
		(void)rnd_mbf(r, 0);
	} else if (strncmp(line, "RND(0) after 5 steps", 20) == 0) {
		for (i = 0; i < 5; i++)
			(void)rnd_mbf(r, MB_ONE);
		p += 20;
		(void)rnd_mbf(r, 0);
	} else if (strncmp(line, "RND(0) again", 12) == 0) {
		p += 12;
		(void)rnd_mbf(r, 0);
	} else if (strncmp(line, "RND(1), step 6", 14) == 0) {
		p += 14;
		(void)rnd_mbf(r, MB_ONE);
	} else if (strncmp(line, "RND(x)", 6) == 0) {
		p += 6;
		(void)rnd_mbf(r, x);
	} else if (strncmp(line, "RND(0)", 6) == 0) {
		p += 6;
		(void)rnd_mbf(r, 0);
	} else if (strncmp(line, "RND(", 4) == 0) {
		rnd_mbasic.run(r);	/* "RND(<x>)": a program of its own */
		return -1;
	} else if (line[0] == 'x') {
		p++;
		return read_mbf(&p, &x) ? -1 : 0;
	} else {
		(void)strtol(line, &p, 10);
		(void)rnd_mbf(r, MB_ONE);
	}
	return mb_value(r, p, line, why, len);
}

/* The product bytes at *p are X times q by MBASIC's single multiply. */
static int mb_product(struct rnd *r, char *p, int q, const char *line,
    char *why, size_t len)
{
	uint32_t want, got = mbf_mul(r->x, mbf_from((uint32_t)q));

	if (!read_mbf(&p, &want) || got != want) {
		snprintf(why, len, "%.30s: X*Q = %08lX", line,
		    (unsigned long)got);
		return 0;
	}
	return 1;
}

/* products.txt: "i q RND-bytes product-bytes |text|", the text the
 * product as PRINT writes it. */
static int mb_check_products(struct game *g, char *line, char *why,
    size_t len)
{
	struct rnd *r = &g->rnd;
	char *p, *end;
	long i = strtol(line, &p, 10);
	int q = (int)strtol(p, &end, 10);
	uint32_t want;

	if (i == 1)
		rnd_mbasic.run(r);
	(void)rnd_mbf(r, MB_ONE);
	p = end;
	if (!read_mbf(&p, &want) || r->x != want) {
		snprintf(why, len, "%.30s: RND %08lX", line,
		    (unsigned long)r->x);
		return 0;
	}
	return mb_product(r, p, q, line, why, len) &&
	    mb_text(mbf_to_double(mbf_mul(r->x, mbf_from((uint32_t)q))), p,
	    line, why, len);
}

/* fna.txt: "i q RND-bytes product-bytes FNA", the listing's FNA (line
 * 1055) through the machine's row. */
static int mb_check_fna(struct game *g, char *line, char *why, size_t len)
{
	struct rnd *r = &g->rnd;
	char *p, *end;
	long i = strtol(line, &p, 10), want;
	int q = (int)strtol(p, &end, 10), got;
	uint32_t x;

	if (i == 1)
		rnd_mbasic.run(r);
	got = rnd_mbasic.fna(r, q);
	p = end;
	if (!read_mbf(&p, &x) || r->x != x) {
		snprintf(why, len, "%.30s: RND %08lX", line,
		    (unsigned long)r->x);
		return 0;
	}
	end = p;
	if (!mb_product(r, p, q, line, why, len))
		return 0;
	(void)read_mbf(&end, &x);
	want = strtol(end, NULL, 10);
	if (got != want) {
		snprintf(why, len, "%.30s: FNA(%d) = %d", line, q, got);
		return 0;
	}
	return 1;
}

/*
 * The vector files: GW-BASIC's (test/data/rnd/), the Sorcerer ROM's RND
 * and FNA, its own number work (sorcerer/: val.txt, print.txt, add.txt,
 * sub.txt, mul.txt, div.txt, int.txt and cmp.txt, against io/tty/mbf.c), and
 * MBASIC's (mbasic/).
 */
static const struct vectors vector_files[] = {
	{ .name = "rnd-sequences", .file = "sequences.txt", .rows = 6,
	    .ops = &rnd_gwbasic, .check = check_sequence },
	{ .name = "rnd-fna", .file = "fna.txt", .rows = 3506,
	    .ops = &rnd_gwbasic, .check = check_fna },
	{ .name = "sorcerer-rnd", .file = "sorcerer/rnd_castle.txt",
	    .rows = 128 * 501, .ops = &rnd_sorcerer,
	    .check = check_sorcerer_rnd },
	{ .name = "sorcerer-rnd-print", .file = "sorcerer/rnd_castle.txt",
	    .rows = 128 * 500, .ops = &rnd_sorcerer,
	    .check = check_sorcerer_rnd_print },
	{ .name = "sorcerer-fna", .file = "sorcerer/fna_castle.txt",
	    .rows = 128 * 100, .ops = &rnd_sorcerer,
	    .check = check_sorcerer_fna },
	{ .name = "sorcerer-val", .file = "sorcerer/val.txt", .rows = 49277,
	    .check = check_val },
	{ .name = "sorcerer-print", .file = "sorcerer/print.txt",
	    .rows = 100000, .check = check_print },
	{ .name = "sorcerer-add", .file = "sorcerer/add.txt", .rows = 50000,
	    .check = check_arith, .op = mbf_add },
	{ .name = "sorcerer-sub", .file = "sorcerer/sub.txt", .rows = 50000,
	    .check = check_arith, .op = mbf_sub },
	{ .name = "sorcerer-mul", .file = "sorcerer/mul.txt", .rows = 50000,
	    .check = check_arith, .op = mbf_mul },
	{ .name = "sorcerer-div", .file = "sorcerer/div.txt", .rows = 50000,
	    .check = check_arith, .op = mbf_div },
	{ .name = "sorcerer-int", .file = "sorcerer/int.txt", .rows = 20000,
	    .check = check_int },
	{ .name = "sorcerer-cmp", .file = "sorcerer/cmp.txt", .rows = 20000,
	    .check = check_cmp },
	{ .name = "mbasic-run", .file = "mbasic/run.txt", .rows = 3000,
	    .ops = &rnd_mbasic, .check = mb_check_run },
	{ .name = "mbasic-randomize", .file = "mbasic/randomize.txt",
	    .rows = 4000, .ops = &rnd_mbasic, .check = mb_check_randomize },
	{ .name = "mbasic-negative", .file = "mbasic/negative.txt",
	    .rows = 4 + 8 * 22, .ops = &rnd_mbasic,
	    .check = mb_check_negative },
	{ .name = "mbasic-products", .file = "mbasic/products.txt",
	    .rows = 1000, .ops = &rnd_mbasic, .check = mb_check_products },
	{ .name = "mbasic-fna", .file = "mbasic/fna.txt", .rows = 1500,
	    .ops = &rnd_mbasic, .check = mb_check_fna }
};

/*
 * prompt_tell()'s formats (rules/prompt.c), which live in data where no
 * compiler checks them: in every edition's texts each conversion is one
 * prompt_tell() knows (%R, %s, %d, %_, %f), and each text takes the arguments
 * the same field takes in the first edition's texts, which the callers
 * share (%_ takes an int, as %d), or the first of them or more: the
 * callers pass the same to every edition, and a text may leave the last
 * unprinted (Stetson's hoard has "!" after it, Power's nothing).  The
 * golden cases play the first edition's texts whole.  A text that took
 * other arguments would print what the stack holds.
 */

/* The texts of struct words (not order, trim_name, meals, help, nor
 * the plain ones, below): where each is, and how many; one a line, in
 * struct words' order. */
#define TEXT(field, n) { #field, offsetof(struct words, field), n }
static const struct text_field {
	const char *name;
	size_t offset;
	int n;
} text_fields[] = {
	TEXT(bold_one, 1),
	TEXT(race_ask, 1),
	TEXT(sex_ask, 1),
	TEXT(sex_wrong, 1),
	TEXT(scores, 1),
	TEXT(points_ask, 1),
	TEXT(score_name, 3),
	TEXT(armor_head, 1),
	TEXT(armor_wrong, 1),
	TEXT(weapon_head, 1),
	TEXT(weapon_wrong, 1),
	TEXT(gear_end, 1),
	TEXT(lamp_first, 1),
	TEXT(lamp_buy, 1),
	TEXT(flares_head, 1),
	TEXT(flares_gold, 1),
	TEXT(flares_ask, 1),
	TEXT(flares_wrong, 1),
	TEXT(flares_afford, 1),
	TEXT(enter, 1),
	TEXT(choice, 1),
	TEXT(price_list, 1),
	TEXT(noise, 7),
	TEXT(heard, 4),
	TEXT(cured, 1),
	TEXT(dissolved, 1),
	TEXT(no_stairs, 1),
	TEXT(no_command, 1),
	TEXT(now_have, 1),
	TEXT(warp, 1),
	TEXT(yours, 1),
	TEXT(sell_head, 1),
	TEXT(offer, 1),
	TEXT(too_poor, 1),
	TEXT(armor_have, 1),
	TEXT(weapon_have, 1),
	TEXT(armor_no, 3),
	TEXT(weapon_no, 3),
	TEXT(potion_ask, 1),
	TEXT(potion_now, 1),
	TEXT(vlamp_ask, 1),
	TEXT(vlamp_bought, 1),
	TEXT(vendor_ask, 1),
	TEXT(vendor_angry, 1),
	TEXT(nice_shot, 1),
	TEXT(wares, 1),
	TEXT(facing, 1),
	TEXT(can_bribe, 1),
	TEXT(can_cast, 1),
	TEXT(strength, 1),
	TEXT(missed, 1),
	TEXT(hit, 1),
	TEXT(broke, 1),
	TEXT(pounding, 1),
	TEXT(book_beat, 1),
	TEXT(no_option, 1),
	TEXT(dead, 1),
	TEXT(meal, 1),
	TEXT(staff, 1),
	TEXT(hoard, 1),
	TEXT(spell_ask, 1),
	TEXT(fireball, 1),
	TEXT(death, 3),
	TEXT(no_spell, 1),
	TEXT(bribe_ask, 1),
	TEXT(no_bribe, 1),
	TEXT(bribed, 1),
	TEXT(stuck, 1),
	TEXT(attacks, 1),
	TEXT(ouch, 1),
	TEXT(he_missed, 1),
	TEXT(escaped, 1),
	TEXT(run_ask, 1),
	TEXT(luck, 1),
	TEXT(died, 3),
	TEXT(lack, 3),
	TEXT(defeat, 1),
	TEXT(life, 1),
	TEXT(left, 1),
	TEXT(victory, 1),
	TEXT(had_gear, 1),
	TEXT(had_lamp, 1),
	TEXT(had, 1),
	TEXT(had_staff, 1),
	TEXT(turns_took, 1),
	TEXT(orb, 1),
	TEXT(again, 3),
	TEXT(dumb, 1),
	TEXT(map_head, 1),
	TEXT(map_here, 1),
	TEXT(map_cell, 1),
	TEXT(flare_cell, 1),
	TEXT(no_flares, 1),
	TEXT(no_lamp, 1),
	TEXT(lamp_ask, 1),
	TEXT(not_way, 1),
	TEXT(lamp_into, 1),
	TEXT(lamp_finds, 1),
	TEXT(no_pool, 1),
	TEXT(feel, 6),
	TEXT(become, 1),
	TEXT(male, 1),
	TEXT(opened, 3),
	TEXT(book, 6),
	TEXT(kaboom, 1),
	TEXT(gas, 1),
	TEXT(chest_gold, 1),
	TEXT(no_orb, 1),
	TEXT(vision, 6),
	TEXT(coord, 3),
	TEXT(coord_wrong, 1),
	TEXT(quit_ask, 1),
	TEXT(quit_no, 1),
	TEXT(quit_yes, 1),
	TEXT(armor_gone, 1)
};

/* The arguments the text s takes, one letter each (s, d, f) into sig;
 * 0 if it has a conversion prompt_tell() does not know. */
static int text_sig(const char *s, char *sig, size_t len)
{
	size_t k = 0;

	for (; (s = strchr(s, '%')) != NULL; s += 2) {
		char c = s[1];

		if (c == 'R')
			continue;
		if (c != 's' && c != 'd' && c != '_' && c != 'f')
			return 0;
		if (k + 1 < len)
			sig[k++] = c == '_' ? 'd' : c;
	}
	sig[k] = '\0';
	return 1;
}

/* The i-th text of field f in words w, or NULL. */
static const char *text_at(const struct words *w,
    const struct text_field *f, int i)
{
	const char *const *p = (const char *const *)(const void *)
	    ((const char *)w + f->offset);

	return p[i];
}

/* Text i of field f in edition e, against the first edition's; 0 if it
 * is wrong, why in why. */
static int check_text(const struct edition *e, const struct text_field *f,
    int i, char *why, size_t len)
{
	const char *s = text_at(e->words, f, i);
	const char *s0 = text_at(editions[0].words, f, i);
	char sig[32], want[32];

	if (s == NULL)
		return 1;
	if (!text_sig(s, sig, sizeof sig)) {
		snprintf(why, len,
		    "%s: %s[%d]: a conversion prompt_tell() has not",
		    e->name, f->name, i);
		return 0;
	}
	if (s0 != NULL && text_sig(s0, want, sizeof want) &&
	    strncmp(sig, want, strlen(sig) < strlen(want) ? strlen(sig) :
	    strlen(want)) != 0) {
		snprintf(why, len, "%s: %s[%d] takes \"%s\", %s's \"%s\"",
		    e->name, f->name, i, sig, editions[0].name, want);
		return 0;
	}
	return 1;
}

/* Text i of field f in edition e through check: 1 if it holds, else 0
 * and why. */
typedef int text_check(const struct edition *e, const struct text_field *f,
    int i, char *why, size_t len);

/* Every text of the nf fields in every edition through check; 0 at the
 * first that fails, why in why. */
static int every_text(const struct text_field *fields, size_t nf,
    text_check *check, char *why, size_t len)
{
	const struct edition *e;
	size_t k;
	int i;

	for (e = editions; e->name; e++)
		for (k = 0; k < nf; k++)
			for (i = 0; i < fields[k].n; i++)
				if (!check(e, &fields[k], i, why, len))
					return 0;
	return 1;
}

static void test_formats(void)
{
	char why[200] = "";

	report(every_text(text_fields, sizeof text_fields /
	    sizeof text_fields[0], check_text, why, sizeof why),
	    "tell-formats", why);
}

/*
 * The plain texts (struct plain), which PRINT copies whole without
 * looking at their bytes (tty_plain): in every edition each is its
 * length long and every byte of it printable, a blank to '~' (a newline
 * or a control byte copied so would put BASIC's column out of step,
 * and the line would break elsewhere at a width); and so is every name
 * the game prints so (data_room_name, data_gear_name: castle_tell_name).
 */
static const struct text_field plain_fields[] = {
	TEXT(command, 1), TEXT(status, 8), TEXT(status_lamp, 1),
	TEXT(status_end, 1), TEXT(here, 2), TEXT(level, 1), TEXT(at_end, 1),
	TEXT(orb_end, 1)
};

/* s, n bytes long: printable, and as long as it says; 0 if not. */
static int plain_ok(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (s[i] < ' ' || s[i] > '~')
			return 0;
	return s[n] == '\0';
}

/* The plain text i of field f in edition e; 0 if it is wrong, why in
 * why. */
static int check_plain(const struct edition *e,
    const struct text_field *f, int i, char *why, size_t len)
{
	const struct plain *p = (const struct plain *)(const void *)
	    ((const char *)e->words + f->offset) + i;

	if (p->s == NULL || (plain_ok(p->s, p->n) && p->nl >= 0))
		return 1;
	snprintf(why, len, "%s: %s[%d]: not printable, or not %lu long",
	    e->name, f->name, i, (unsigned long)p->n);
	return 0;
}

/* The n names of table what, each printable; 0 if one is not, why in
 * why. */
static int names_ok(const char *const *names, int n, const char *what,
    char *why, size_t len)
{
	int i;

	for (i = 0; i < n; i++)
		if (!plain_ok(names[i], strlen(names[i]))) {
			snprintf(why, len, "%s[%d]: not printable", what, i);
			return 0;
		}
	return 1;
}

static void test_plain(void)
{
	char why[200] = "";
	int ok = every_text(plain_fields, sizeof plain_fields /
	    sizeof plain_fields[0], check_plain, why, sizeof why);

	ok = ok && names_ok(data_room_name, 35, "data_room_name", why,
	    sizeof why);
	ok = ok && names_ok(data_gear_name, 9, "data_gear_name", why,
	    sizeof why);
	report(ok, "plain-texts", why);
}

/* The longest line of s, in columns. */
static size_t widest(const char *s)
{
	size_t most = 0, n;

	for (; *s != '\0'; s += n + (s[n] == '\n')) {
		n = strcspn(s, "\n");
		if (n > most)
			most = n;
	}
	return most;
}

/* The status key's lines (status_text) of a blind player with every
 * treasure, the Runestaff and a book stuck to the hands, in each
 * edition: blindness said, no place; the scores, flares and gold; the
 * gear; each treasure, the staff and the book; lines of 64 columns at
 * most.  And of a character half made: the race and sex chosen, no
 * turns. */
static void test_status(void)
{
	static const char *const want[] = {
	    "YOU ARE BLIND / TURNS= 57\n", "13", "20", "SWORD", "PLATE",
	    "A LAMP", "THE RUBY RED", "THE SILMARIL", "THE RUNESTAFF",
	    "THE BOOK STICKS TO YOUR HANDS"
	};
	const struct edition *e;
	struct game g;
	char buf[512], why[200] = "";
	size_t i;
	int q;

	for (e = editions; e->name != NULL && why[0] == '\0'; e++) {
		memset(&g, 0, sizeof g);
		g.machine = e->machines[0];
		g.edition = e;
		g.race[1] = "ELF";
		g.rc = 1;
		g.st = 7;
		g.iq = 13;
		g.dx = 9;
		g.gold = 20;
		g.flares = 3;
		g.weapon = g.armor = 3;
		g.lamp = g.blind = g.book_stuck = g.has_staff = g.male = 1;
		g.entered = 1;
		g.chosen = 7;
		g.turns = 57;
		for (q = 1; q <= 8; q++)
			g.treasure[q] = 1;
		status_text(&g, buf, sizeof buf);
		for (i = 0; i < sizeof want / sizeof want[0]; i++)
			if (strstr(buf, want[i]) == NULL)
				snprintf(why, sizeof why, "%s: no \"%s\" in "
				    "\"%.80s...\"", e->name, want[i], buf);
		if (why[0] == '\0' && widest(buf) > 64)
			snprintf(why, sizeof why, "%s: a line of %zu columns",
			    e->name, widest(buf));
		g.entered = 0;
		g.chosen = 2;
		status_text(&g, buf, sizeof buf);
		if (why[0] == '\0' && (strncmp(buf, "ELF / MALE\n", 11) != 0 ||
		    strstr(buf, "TURNS") != NULL))
			snprintf(why, sizeof why, "%s: half made: \"%.80s\"",
			    e->name, buf);
	}
	report(why[0] == '\0', "status-all", why);
}

int main(int argc, char *argv[])
{
	const char *dir = argc > 1 ? argv[1] : "test/data/rnd";
	size_t i;

	for (i = 0; i < sizeof vector_files / sizeof vector_files[0]; i++)
		test_vectors(dir, &vector_files[i]);
	test_sorcerer_fna_big();
	test_formats();
	test_plain();
	test_status();
	return failed;
}
