/*
 * mbf.c: the Exidy Sorcerer BASIC ROM's number work that is not in
 * mbf.h: subtract, divide, INT, compare, VAL's number reader FIN (D716h)
 * and PRINT's number printer FOUT (D7C6h), each step rounded as the ROM
 * rounds it, and the exact conversions to and from a double.
 */
#include <string.h>

#include "mbf.h"

#define TEN	MBF(0x00, 0x00, 0x20, 0x84)	/* 10 */
#define HALF	MBF(0x00, 0x00, 0x00, 0x80)	/* .5 */
#define FOUT_HI	MBF(0xF7, 0x23, 0x74, 0x94)	/* 999999.4375 */
#define FOUT_LO	MBF(0xF8, 0x4F, 0x43, 0x91)	/* 99999.9375 */

/* a - b (D3ACh): the accumulator negated, then added. */
uint32_t mbf_sub(uint32_t a, uint32_t b)
{
	return mbf_add(a, mbf_neg(b));
}

/*
 * a / b (D54Dh): ?/0 ERROR for b = 0, 0 for a = 0.  The exponent from
 * t = e(a) - e(b) + 255 as the ROM works it out in a byte (so that at the
 * ends of the range a result can come out 0, or wrapped); the mantissa
 * the first 24 significant bits of the quotient, plus one if the 25th
 * is set.
 */
uint32_t mbf_div(uint32_t a, uint32_t b)
{
	int t, e;
	uint64_t q;
	uint32_t m;

	if (MBF_E(b) == 0)
		return MBF_DIV0;
	if (MBF_E(a) == 0)
		return 0;
	t = MBF_E(a) - MBF_E(b) + 255;
	if (t < 128)
		return 0;
	if (t >= 384)
		return MBF_OV;
	if (t == 128)
		return 0;
	e = (t - 128 + 2) & 0xFF;
	if (MBF_M(a) < MBF_M(b)) {
		e = (e - 1) & 0xFF;
		if (e == 0)
			return MBF_OV;
		q = ((uint64_t)MBF_M(a) << 25) / MBF_M(b);
	} else
		q = ((uint64_t)MBF_M(a) << 24) / MBF_M(b);
	m = (uint32_t)(q >> 1) + (uint32_t)(q & 1);
	if (m >> 24) {
		m >>= 1;
		if (++e > 255)
			return MBF_OV;
	}
	if (e == 0)
		return 0;
	return (uint32_t)e << 24 | MBF_SIGN(a ^ b) | (m & 0x7FFFFFu);
}

/* INT(a) (D6CAh): the exact floor; from exponent 98h already whole. */
uint32_t mbf_int(uint32_t a)
{
	int e = MBF_E(a), sh;
	uint32_t m = MBF_M(a), w;

	if (e == 0 || e >= 0x98)
		return a;
	if (e <= 128)
		return MBF_SIGN(a) ? MBF(0, 0, 0x80, 0x81) : 0;	/* -1 : 0 */
	sh = 152 - e;
	w = m >> sh;
	if (MBF_SIGN(a) && (m & ((1u << sh) - 1)))
		w++;
	return mbf_from(w) | MBF_SIGN(a);
}

/* Compare a with b (D672h), exactly: -1, 0 or 1 as a <, = or > b. */
int mbf_cmp(uint32_t a, uint32_t b)
{
	int neg;

	if (MBF_E(a) == 0)
		a = 0;
	if (MBF_E(b) == 0)
		b = 0;
	if (a == b)
		return 0;
	if (a == 0)
		return MBF_SIGN(b) ? 1 : -1;
	if (b == 0 || MBF_SIGN(a ^ b))
		return MBF_SIGN(a) ? -1 : 1;
	neg = MBF_SIGN(a) != 0;
	/* the same sign: exponent, then mantissa, as a whole word */
	if ((a & 0xFF7FFFFFu) > (b & 0xFF7FFFFFu))
		return neg ? -1 : 1;
	return neg ? 1 : -1;
}

/* x * 10 inside FIN and FOUT: 4x (exponent + 2) plus x, rounded once,
 * then exponent + 1. */
static uint32_t times10(uint32_t x)
{
	uint32_t s;

	if (MBF_E(x) == 0)
		return x;
	if (MBF_E(x) + 2 > 255)
		return MBF_OV;
	s = mbf_add(x + (2u << 24), x);
	if (MBF_ERR(s) || MBF_E(s) + 1 > 255)
		return MBF_OV;
	return s + (1u << 24);
}

/* An 8-bit rotate left. */
static unsigned rol8(unsigned a)
{
	return ((a << 1) | (a >> 7)) & 0xFF;
}

/* FIN's exponent after 'E': an optional sign (also BASIC's tokens for -
 * and +, A6h and A5h), then digits into a byte as the ROM's code builds
 * it; the signed exponent, modulo 256. */
static int fin_exp(const unsigned char *s)
{
	unsigned e = 0;
	int neg = 0;

	while (*s == ' ')
		s++;
	if (*s == '-' || *s == 0xA6 || *s == '+' || *s == 0xA5)
		neg = *s == '-' || *s == 0xA6, s++;
	for (;; s++) {
		unsigned a;

		if (*s == ' ')
			continue;
		if (*s < '0' || *s > '9')
			break;
		a = rol8(rol8(e));
		a = (a + e) & 0xFF;
		a = rol8(a);
		e = (a + (unsigned)(*s - '0')) & 0xFF;
	}
	return neg ? -(int)e : (int)e;
}

/*
 * VAL(s) (FIN, D716h): a sign first only; then digits, one point and an
 * exponent after E, blanks skipped everywhere.  Each digit is x*10 + d,
 * rounded; then x*10 or x/10 once for each power of ten, rounded each
 * time; then the sign.  MBF_OV for ?OV ERROR.
 */
uint32_t mbf_fin(const char *str)
{
	const unsigned char *s = (const unsigned char *)str;
	uint32_t x = 0;
	int neg = 0, point = 0, n = 0;
	unsigned decimals = 0;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	for (;; s++) {
		if (*s == ' ')
			continue;
		if (*s == '.' && !point) {
			point = 1;
			continue;
		}
		if (*s == 'E')
			n = fin_exp(s + 1);
		if (*s < '0' || *s > '9')
			break;
		x = times10(x);
		if (x == MBF_OV)
			return MBF_OV;
		x = mbf_add(x, mbf_from((uint32_t)(*s - '0')));
		if (x == MBF_OV)
			return MBF_OV;
		decimals = (decimals + (unsigned)point) & 0xFF;
	}
	n = (n - (int)decimals) & 0xFF;		/* a signed byte */
	if (n > 127)
		n -= 256;
	for (; n > 0 && x != MBF_OV; n--)
		x = times10(x);
	for (; n < 0 && x != MBF_OV; n++)
		x = mbf_div(x, TEN);
	if (x == MBF_OV)
		return x;
	return neg ? mbf_neg(x) : x;
}

/*
 * PRINT's text of v (FOUT, D7C6h), without the blank PRINT adds after
 * it, at buf (16 bytes at most, NUL ended); its length.  '-' or a blank;
 * |v| scaled by tens into 99999.9375 < x <= 999999.4375, each step
 * rounded, k counting them; the six digits of INT(x + .5); E notation
 * below .01 and from 1E6 up; no 0 before the point, trailing zeros after
 * it dropped, and a bare point.
 */
size_t mbf_fout(char *buf, uint32_t v)
{
	char d[8], *o = buf;
	uint32_t x = v & ~0x800000u, n;
	int k = 0, p, i, last, sh;

	*o++ = MBF_E(v) != 0 && MBF_SIGN(v) ? '-' : ' ';
	if (MBF_E(v) == 0) {
		memcpy(o, "0", 2);
		return 2;
	}
	if (mbf_cmp(x, FOUT_HI) > 0)
		for (; mbf_cmp(x, FOUT_HI) > 0; k++)
			x = mbf_div(x, TEN);
	else
		for (; mbf_cmp(x, FOUT_LO) <= 0; k--)
			x = times10(x);
	sh = 152 - MBF_E(x);		/* 4..7: x is 2^16 to 2^20 */
	n = (2 * MBF_M(x) + (1u << sh)) >> (sh + 1);
	for (i = 5; i >= 0; i--, n /= 10)
		d[i] = (char)('0' + n % 10);
	for (last = 6; last > 1 && d[last - 1] == '0'; last--)
		;
	p = k + 6;			/* digits before the point */
	if (k + 7 < 0 || k + 7 >= 8) {
		*o++ = d[0];
		if (last > 1)
			*o++ = '.';
		memcpy(o, d + 1, (size_t)(last - 1));
		o += last - 1;
		*o++ = 'E';
		*o++ = k + 5 < 0 ? '-' : '+';
		i = k + 5 < 0 ? -(k + 5) : k + 5;
		*o++ = (char)('0' + i / 10);
		*o++ = (char)('0' + i % 10);
	} else if (p == 6) {
		memcpy(o, d, 6);
		o += 6;
	} else {
		for (i = 0; i < p; i++)
			*o++ = d[i];
		if (last > p || p < 0)
			*o++ = '.';
		if (p < 0)
			*o++ = '0';
		for (i = p > 0 ? p : 0; i < last; i++)
			*o++ = d[i];
	}
	*o = '\0';
	return (size_t)(o - buf);
}

/* 2^k as a double, -1022 <= k <= 1023: its bits, as no libm is linked. */
static double pow2(int k)
{
	uint64_t bits = (uint64_t)(k + 1023) << 52;
	double d;

	memcpy(&d, &bits, sizeof d);
	return d;
}

/* v's value, exactly (a double holds every single).  An error is 0. */
double mbf_to_double(uint32_t v)
{
	double d;

	if (MBF_E(v) == 0)
		return 0;
	d = (double)MBF_M(v) * pow2(MBF_E(v) - 152);
	return MBF_SIGN(v) ? -d : d;
}

/* The single nearest to v (ties away from zero): exact for a value a
 * single holds.  Beyond the range, the largest single; below it, 0. */
uint32_t mbf_of_double(double v)
{
	uint64_t bits, m;
	uint32_t sign;
	int e;

	memcpy(&bits, &v, sizeof bits);
	sign = (uint32_t)(bits >> 63) << 23;
	e = (int)(bits >> 52 & 0x7FF);
	if (e == 0)
		return 0;		/* zero, or far below the range */
	m = (bits & ((UINT64_C(1) << 52) - 1)) | UINT64_C(1) << 52;
	e = e - 1023 + 129;		/* v = 0.1m... * 2^(e - 128) */
	m = (m >> 29) + (m >> 28 & 1);	/* 53 bits to 24, rounded */
	if (m >> 24) {
		m >>= 1;
		e++;
	}
	if (e <= 0)
		return 0;
	if (e > 255)
		return MBF(0xFF, 0xFF, 0x7F, 0xFF) | sign;
	return (uint32_t)e << 24 | sign | ((uint32_t)m & 0x7FFFFFu);
}
