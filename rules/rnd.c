/*
 * rnd.c: the listing's random numbers, Q = RND(-(2*T+1)) of line 80 and
 * FNA(Q) = 1 + INT(RND(8) * Q) of line 70 (Stetson's RANDOMIZE N and
 * line 1055's FNA), as each BASIC they ran on draws them: the Exidy
 * Sorcerer's Standard BASIC (Microsoft 8K BASIC, 1978) and Microsoft
 * BASIC-80 (MBASIC), whose floating point is Microsoft Binary Format and
 * whose RND is the same table generator, and GW-BASIC, as PC-BASIC
 * implements it.  A machine is a row of struct rnd_ops; the rules call
 * rnd_seed() and rnd_fna(), which go through g->rnd.ops.
 */
#include <math.h>

#include "rules.h"
#include "../io/tty/mbf.h"

/* Q = RND(-(2*T+1)) (line 80): seed from T. */
void rnd_seed(struct game *g, long t)
{
	g->rnd.ops->seed(&g->rnd, t);
}

/* RND(8): the next number, 0 <= RND < 1. */
float rnd_next(struct game *g)
{
	return g->rnd.ops->next(&g->rnd);
}

/* FNA(Q) (line 70): 1 + INT(RND(8) * Q), for Q >= 1; Stetson's line 1055
 * draws RND(1), the same. */
int rnd_fna(struct game *g, int q)
{
	return g->rnd.ops->fna(&g->rnd, q);
}

/*
 * GW-BASIC
 */

#define RND_MOD 0x1000000UL	/* 2^24 */

/* One step of GW-BASIC's linear congruential generator. */
static void gw_step(struct rnd *r)
{
	r->s = (uint32_t)(((uint64_t)r->s * 214013u + 2531011u) % RND_MOD);
}

/* RND(-(2*T+1)): the state becomes the 24-bit mantissa of the single
 * precision 2T+1, then steps once.  Halving and doubling are exact, as
 * frexp() would be, and call nothing in libm (fabs is the compiler's
 * own): the program needs no -lm. */
static void gw_seed(struct rnd *r, long t)
{
	float v = (float)(2.0 * (double)t + 1.0);
	double m = fabs((double)v);

	while (m >= RND_MOD)			/* to 2^23 <= m < 2^24 */
		m /= 2;
	while (m > 0 && m < RND_MOD / 2)
		m *= 2;
	r->s = (uint32_t)m;
	gw_step(r);
}

/* RND(8): steps, then returns the state over 2^24. */
static float gw_next(struct rnd *r)
{
	gw_step(r);
	return (float)r->s / (float)RND_MOD;
}

/* Bit length of v, found by halving. */
static int bits(uint64_t v)
{
	int n = 0, s;

	for (s = 32; s > 0; s /= 2)
		if (v >> s) {
			n += s;
			v >>= s;
		}
	return n + (int)v;
}

/*
 * FNA(Q) on GW-BASIC: the product rounded as GW-BASIC rounds it: keep
 * the top 28 bits of the exact product, truncating; a low nibble of 1001
 * loses its last bit; round to 24 bits, ties to even.
 */
static int gw_fna(struct rnd *r, int q)
{
	uint64_t p, m;
	int shift, n;

	gw_step(r);
	p = (uint64_t)r->s * (uint64_t)q;
	/* The rounding below raises p by at most 2^(bits(p) - 24), at most
	 * 2^10 for q <= 1024, and never lowers it past a multiple of 2^24:
	 * away from just below one, the INT is p's own.  (Checked against
	 * the rounding for every state of RND and every q to 1024.) */
	if (q <= 1024 && (p & 0xFFFFFF) < 0x1000000 - 1024)
		return 1 + (int)(p >> 24);
	if (p == 0)
		return 1;
	n = bits(p);
	shift = n - 28;		/* value = m * 2^shift / 2^24 */
	m = shift >= 0 ? p >> shift : p << -shift;
	if ((m & 0xF) == 0x9)
		m &= ~(uint64_t)1;
	{
		uint64_t k = m >> 4, rem = m & 0xF;

		if (rem > 8 || (rem == 8 && (k & 1)))
			k++;
		m = k;
		shift += 4;
	}
	/* INT(m * 2^shift / 2^24) */
	shift -= 24;
	if (shift >= 0)
		return 1 + (int)(m << shift);
	if (-shift >= 64)
		return 1;
	return 1 + (int)(m >> -shift);
}


/* The state at RUN. */
#define RND_RUN 0x4FC752UL

/* RUN: the state GW-BASIC starts a program with. */
static void gw_run(struct rnd *r)
{
	r->s = RND_RUN;
}

/* The integer RANDOMIZE n adds from, for n < 0: n reaches it as the
 * single precision -|n|, and the 16 bits are read from its MBF bytes:
 * the low one 0x80 (the sign) or the mantissa's top 7 bits, the high one
 * the exponent (0x80 + the bit length of |n|) xor the next 8. */
static long randomize_word(long n)
{
	unsigned long a = (unsigned long)-n, m;
	int e = bits(a);
	unsigned lo, hi;

	m = a << (24 - e);
	lo = 0x80u | (unsigned)((m >> 16) & 0x7F);
	hi = (unsigned)(0x80 + e) ^ (unsigned)((m >> 8) & 0xFF);
	return (long)(hi << 8 | lo) - (hi & 0x80 ? 65536L : 0);
}

/*
 * RANDOMIZE n as GW-BASIC does it: the state keeps its low byte, steps
 * once, then n * 4455680 is added to it, modulo 2^24.
 */
static void gw_randomize(struct rnd *r, long n)
{
	long k;

	k = n < 0 ? randomize_word(n) : n;
	r->s &= 0xFF;
	gw_step(r);
	/* unsigned arithmetic wraps: modulo 2^64, then 2^24 */
	r->s = (uint32_t)(((uint64_t)r->s + (uint64_t)k * 4455680u) &
	    (RND_MOD - 1));
}

const struct rnd_ops rnd_gwbasic = {
	.run = gw_run, .seed = gw_seed, .next = gw_next, .fna = gw_fna,
	.randomize = gw_randomize
};

/*
 * Microsoft's table RND, the Exidy Sorcerer's ROM's and MBASIC's alike:
 * Microsoft Binary Format singles and their multiply and add, from
 * io/tty/mbf.h (which says why it is in io/).  Both round a product or a sum
 * half up on the first bit below the mantissa, as mbf_mul and mbf_add
 * do (checked against MBASIC's own values, test/data/rnd/mbasic/).  The state
 * X (MBASIC's S) and the counters c (c1), a (c2), m (c3).
 */

/* RND's multipliers 0-7 and addends 1-3 (0 is never used), from the ROM
 * (MBASIC's tables are the same). */
static const uint32_t ms_mult[8] = {
	MBF(0x35, 0x4A, 0xCA, 0x99), MBF(0x39, 0x1C, 0x76, 0x98),
	MBF(0x22, 0x95, 0xB3, 0x98), MBF(0x0A, 0xDD, 0x47, 0x98),
	MBF(0x53, 0xD1, 0x99, 0x99), MBF(0x0A, 0x1A, 0x9F, 0x98),
	MBF(0x65, 0xBC, 0xCD, 0x98), MBF(0xD6, 0x77, 0x3E, 0x98)
};
static const uint32_t ms_add[4] = {
	0, MBF(0x68, 0xB1, 0x46, 0x68), MBF(0x99, 0xE9, 0x92, 0x69),
	MBF(0x10, 0xD1, 0x75, 0x68)
};

/* RUN: X is 52 C7 4F 80, the counters 0.  (On the Sorcerer Power's
 * listing seeds, line 80, before it draws, and the seed sets all of
 * RND's state; on MBASIC RUN's state is the one Stetson's listing draws
 * from, once a sitting: PLAY AGAIN does not RUN again.) */
static void ms_run(struct rnd *r)
{
	r->x = MBF(0x52, 0xC7, 0x4F, 0x80);
	r->c = r->a = r->m = 0;
}

#define MS_XOR	0x4F	/* what the scramble XORs into b0 */
#define MS_WRAP	0xAB	/* the call counter's bump */

/*
 * The end of every RND: F's bytes scrambled into the new X.  b0 XOR 4Fh,
 * b1, b2 (sign bit and all) and b3 become a 32-bit mantissa in that order,
 * normalised and rounded at exponent 80h; every ABh-th call the first
 * three are bumped by +1, -1, +1.
 */
static inline void ms_scramble(struct rnd *r, uint32_t f)
{
	uint32_t c = (f & 0xFF) ^ MS_XOR, d = f >> 8 & 0xFF,
	    e = f >> 16 & 0xFF, b3 = f >> 24;

	r->c = (unsigned char)(r->c + 1);
	if (r->c == MS_WRAP) {
		r->c = 0;
		c = (c + 1) & 0xFF;
		d = (d - 1) & 0xFF;
		e = (e + 1) & 0xFF;
	}
	r->x = mbf_norm(0, 0x80, c << 24 | d << 16 | e << 8 | b3);
}

/* RND(-(2*T+1)): RND of a negative argument (rnd_mbf), 2T+1 exact
 * (2T+1 < 2^24). */
static void ms_seed(struct rnd *r, long t)
{
	(void)rnd_mbf(r, mbf_from((uint32_t)(2 * t + 1)) | 0x800000u);
}

/* RND(8): X times the next multiplier, plus the next addend (1, 2, 3),
 * scrambled into the new X. */
static inline void ms_step(struct rnd *r)
{
	uint32_t f;

	r->m = (unsigned char)((r->m + 1) & 7);
	f = mbf_mul(r->x, ms_mult[r->m]);
	r->a = (unsigned char)((r->a + 1) & 3);
	if (r->a == 0)
		r->a = 1;
	ms_scramble(r, mbf_add(f, ms_add[r->a]));
}

/*
 * RND(x), x a single (packed, io/tty/mbf.h), as MBASIC does it (and the
 * Sorcerer's ROM, whose listing calls RND(8) and RND(negative) only):
 * x > 0 steps (ms_step); x = 0 returns X and changes nothing; x < 0 sets
 * the three counters to FFh and scrambles x's own bytes into X (no
 * multiply, no add; the next RND(1) uses the first multiplier and
 * addend).  Returns the new X.
 */
uint32_t rnd_mbf(struct rnd *r, uint32_t x)
{
	if (MBF_E(x) == 0)
		return r->x;
	if (MBF_SIGN(x)) {
		r->m = r->a = r->c = 0xFF;
		ms_scramble(r, x);
	} else
		ms_step(r);
	return r->x;
}

/* RANDOMIZE n as MBASIC does it, n from -32768 to 32767: X's middle
 * bytes b1 and b2 become n's 16 bits, low byte first (b0, b3 and the
 * counters kept), and one RND(1) is drawn and thrown away. */
static void mb_randomize(struct rnd *r, long n)
{
	uint32_t w = (uint32_t)n & 0xFFFFu;

	r->x = (r->x & 0xFF0000FFu) | w << 8;
	ms_step(r);
}

/* RND(8): the new X as a float (exact: 24 bits, below 1). */
static float ms_next(struct rnd *r)
{
	int k;

	ms_step(r);
	k = 152 - MBF_E(r->x);		/* X = m / 2^k, k >= 24 */
	if (MBF_E(r->x) == 0 || k >= 64)
		return 0;
	return (float)((double)MBF_M(r->x) / (double)(1ULL << k));
}

/* FNA(Q), 1 <= Q < 2^24: the product by FMULT (MBASIC's single
 * multiply: the same rule), then the exact floor. */
static int ms_fna(struct rnd *r, int q)
{
	uint64_t p, one;
	uint32_t f;
	int e;

	ms_step(r);
	e = MBF_E(r->x);
	if (e == 0)
		return 1;
	/* X * Q exactly is p / 2^(152 - e).  FMULT's truncation keeps the
	 * bits of its whole part, and its rounding raises it by at most
	 * p / 2^23: away from just below a whole number, the INT is the
	 * exact product's.  Nearer, FMULT itself. */
	p = (uint64_t)MBF_M(r->x) * (uint32_t)q;
	one = (uint64_t)1 << (152 - e);		/* 152 - e >= 24 */
	if (one - (p & (one - 1)) > (p >> 23) + 1)
		return 1 + (int)(p >> (152 - e));
	f = mbf_mul(r->x, mbf_from((uint32_t)q));
	e = MBF_E(f);
	if (e <= 128)
		return 1;
	if (e >= 152)
		return 1 + (int)(MBF_M(f) << (e - 152));
	return 1 + (int)(MBF_M(f) >> (152 - e));
}

/* The Sorcerer's ROM has no RANDOMIZE: the listing seeds at line 80. */
const struct rnd_ops rnd_sorcerer = {
	.run = ms_run, .seed = ms_seed, .next = ms_next,
	.fna = ms_fna, .randomize = NULL
};

/* MBASIC: the same generator, and RANDOMIZE. */
const struct rnd_ops rnd_mbasic = {
	.run = ms_run, .seed = ms_seed, .next = ms_next,
	.fna = ms_fna, .randomize = mb_randomize
};
