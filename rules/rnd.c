/*
 * rnd.c: GW-BASIC's RND, as PC-BASIC implements it, and the listing's
 * FNA(Q) = 1 + INT(RND(8) * Q) in single precision (line 70).
 */
#include <math.h>

#include "../wizcastle.h"

#define RND_MOD 0x1000000UL	/* 2^24 */

/* One step of the linear congruential generator. */
static void rnd_step(struct game *g)
{
	g->rnd = (uint32_t)(((uint64_t)g->rnd * 214013u + 2531011u) % RND_MOD);
}

/* Q = RND(-(2*T+1)) (line 80): the state becomes the 24-bit mantissa of
 * the single-precision 2T+1, then steps once.  Halving and doubling are
 * exact, as frexp() would be, and call nothing in libm (fabs is the
 * compiler's own): the program needs no -lm. */
void rnd_seed(struct game *g, long t)
{
	float v = (float)(2.0 * (double)t + 1.0);
	double m = fabs((double)v);

	while (m >= RND_MOD)			/* to 2^23 <= m < 2^24 */
		m /= 2;
	while (m > 0 && m < RND_MOD / 2)
		m *= 2;
	g->rnd = (uint32_t)m;
	rnd_step(g);
}

/* RND(8): steps, then returns the state over 2^24. */
float rnd_next(struct game *g)
{
	rnd_step(g);
	return (float)g->rnd / (float)RND_MOD;
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
 * FNA(Q) (line 70): 1 + INT(RND(8) * Q), with the product rounded as
 * GW-BASIC rounds it: keep the top 28 bits of the exact product,
 * truncating; a low nibble of 1001 loses its last bit; round to 24 bits,
 * ties to even.
 */
int fna(struct game *g, int q)
{
	uint64_t p, m;
	int shift, n;

	rnd_step(g);
	p = (uint64_t)g->rnd * (uint64_t)q;
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
		uint64_t r = m >> 4, rem = m & 0xF;

		if (rem > 8 || (rem == 8 && (r & 1)))
			r++;
		m = r;
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
