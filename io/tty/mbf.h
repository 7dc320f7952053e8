/*
 * mbf.h: the Exidy Sorcerer's numbers, Microsoft Binary Format singles,
 * and its BASIC ROM's arithmetic on them: rounding, add, subtract,
 * multiply, divide, INT, compare, VAL's number reader (FIN) and PRINT's
 * number printer (FOUT).
 *
 * Why in io/: PRINT and VAL (io/tty/basic.c) print and read these numbers, and
 * io/ includes nothing of rules/; the rules (RND and FNA in rules/rnd.c,
 * the machine's arithmetic table in rules/arith.c) reach this header as
 * they reach io/tty/tty.h.  It knows nothing of the game.
 *
 * In memory a single is four bytes, b0 b1 b2 b3: low and middle mantissa,
 * the sign bit over the high 7 mantissa bits, the exponent.  The value is
 * 0.1mmm...m (24 bits, the leading 1 implied) times 2^(exponent - 128),
 * m times 2^(exponent - 152); exponent 0 is zero.  Here one is kept packed
 * as the uint32_t b3 b2 b1 b0 (b3 highest); zero is 0.  A nonzero word
 * with exponent byte 0 is never a value: MBF_OV and MBF_DIV0 say that the
 * ROM stopped with ?OV ERROR or ?/0 ERROR.
 */
#ifndef IO_MBF_H
#define IO_MBF_H

#include <stddef.h>
#include <stdint.h>

/* A constant, its bytes in memory order. */
#define MBF(b0, b1, b2, b3) \
	((uint32_t)(b3) << 24 | (uint32_t)(b2) << 16 | (uint32_t)(b1) << 8 | (b0))

#define MBF_OV		((uint32_t)1)	/* ?OV ERROR */
#define MBF_DIV0	((uint32_t)2)	/* ?/0 ERROR */
#define MBF_ERR(v)	((v) != 0 && ((v) >> 24) == 0)

/* A packed single's exponent (0: the value is zero), its sign bit in
 * place, and its 24-bit mantissa with the leading 1 (for e > 0). */
#define MBF_E(v)	((int)((v) >> 24))
#define MBF_SIGN(v)	((uint32_t)((v) & 0x800000u))
#define MBF_M(v)	((uint32_t)(((v) & 0x7FFFFFu) | 0x800000u))

/*
 * Round the 32-bit mantissa m, its top bit set (m / 2^32 * 2^(e - 128)),
 * of sign sign (0 or the sign bit), to 24 bits: add one when bit 7 of the
 * low byte is set (half up, away from zero), a carry out making 0x800000
 * one exponent higher; at or below exponent 0 the value is zero, above
 * 255 it is ?OV ERROR.
 */
static inline uint32_t mbf_pack(uint32_t sign, int e, uint32_t m)
{
	if (e <= 0)
		return 0;
	m = (m >> 8) + (m >> 7 & 1);		/* 0x1000000 on a carry */
	e += (int)(m >> 24);
	if (e > 255)
		return MBF_OV;
	return (uint32_t)e << 24 | sign | (m & 0x7FFFFFu);
}

/* Normalise the 32-bit mantissa m: shift it left until its top bit is
 * set, the exponent going down; then round as mbf_pack. */
static inline uint32_t mbf_norm(uint32_t sign, int e, uint32_t m)
{
	if (m == 0)
		return 0;
	while (!(m & 0xFF000000u)) {		/* a byte at a time, */
		m <<= 8;
		e -= 8;
	}
	while (!(m & 0x80000000u)) {		/* then a bit */
		m <<= 1;
		e--;
	}
	return mbf_pack(sign, e, m);
}

/* FMULT (D4ECh): zero if either is; exponents summing below 128 give 0,
 * from 384 ?OV ERROR; the top 32 bits of the exact 48-bit product,
 * normalised (one shift at most) and rounded. */
static inline uint32_t mbf_mul(uint32_t a, uint32_t b)
{
	int t = MBF_E(a) + MBF_E(b), e = t - 128;
	uint32_t m;

	if (MBF_E(a) == 0 || MBF_E(b) == 0 || e <= 0)
		return 0;
	if (t >= 384)
		return MBF_OV;
	m = (uint32_t)((uint64_t)MBF_M(a) * MBF_M(b) >> 16);
	if (!(m & 0x80000000u)) {
		m <<= 1;
		e--;
	}
	return mbf_pack(MBF_SIGN(a ^ b), e, m);
}

/* FADD (D3AFh): the operand with the smaller exponent shifted right
 * (32-bit mantissas, what falls off lost), added or subtracted,
 * normalised and rounded; 25 or more apart, the larger is the sum. */
static inline uint32_t mbf_add(uint32_t a, uint32_t b)
{
	uint32_t ma, mb;
	int d;

	if (MBF_E(a) < MBF_E(b)) {
		uint32_t t = a;

		a = b;
		b = t;
	}
	if (MBF_E(b) == 0)
		return a;
	d = MBF_E(a) - MBF_E(b);
	if (d >= 25)
		return a;
	ma = MBF_M(a) << 8;
	mb = MBF_M(b) << 8 >> d;
	if (MBF_SIGN(a ^ b) == 0) {	/* the top bit stays set */
		uint64_t s = (uint64_t)ma + mb;

		if (s >> 32)
			return mbf_pack(MBF_SIGN(a), MBF_E(a) + 1,
			    (uint32_t)(s >> 1));
		return mbf_pack(MBF_SIGN(a), MBF_E(a), (uint32_t)s);
	}
	if (ma >= mb)
		return mbf_norm(MBF_SIGN(a), MBF_E(a), ma - mb);
	return mbf_norm(MBF_SIGN(b), MBF_E(a), mb - ma);
}

/* -a (zero stays zero). */
static inline uint32_t mbf_neg(uint32_t a)
{
	return MBF_E(a) == 0 ? a : a ^ 0x800000u;
}

/* A whole number 0 <= v < 2^24, exactly. */
static inline uint32_t mbf_from(uint32_t v)
{
	int e = 128 + 24;

	if (v == 0)
		return 0;
	for (; v < 0x8000; v <<= 8)
		e -= 8;
	for (; v < 0x800000; v <<= 1)
		e--;
	return (uint32_t)e << 24 | (v & 0x7FFFFFu);
}

/* io/tty/mbf.c */
uint32_t mbf_sub(uint32_t a, uint32_t b);
uint32_t mbf_div(uint32_t a, uint32_t b);
uint32_t mbf_int(uint32_t a);
int mbf_cmp(uint32_t a, uint32_t b);
uint32_t mbf_fin(const char *s);
size_t mbf_fout(char *buf, uint32_t v);
double mbf_to_double(uint32_t v);
uint32_t mbf_of_double(double v);

#endif
