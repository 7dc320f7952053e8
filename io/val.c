/*
 * val.c: VAL, as each BASIC behind the teletype reads a number from a
 * string (struct basic's val, io/tty.h): GW-BASIC's, and the Exidy
 * Sorcerer's, its ROM's number reader (io/mbf.c).
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "mbf.h"
#include "tty.h"

/* The Sorcerer's VAL: its ROM's number reader FIN (io/mbf.c).  Where
 * the ROM stopped with ?OV ERROR, the largest single (wizcastle(6),
 * CAVEATS). */
double val_sorcerer(const char *s)
{
	uint32_t v = mbf_fin(s);

	return mbf_to_double(v == MBF_OV ? MBF(0xFF, 0xFF, 0x7F, 0xFF) : v);
}

/*
 * GW-BASIC's VAL: blanks anywhere are skipped, a sign, digits with one
 * point, an exponent after E or D; &H and &O (or &) for hexadecimal and
 * octal.  0 if none.  Every digit counts, however long the answer: BASIC
 * reads them all (under PC-BASIC 2.0.5, VAL of 250 zeros and a 7 is 7,
 * and of 200 zeros and a 1 is 1).  A BASIC string holds 255 characters;
 * wizcastle reads a line of any length (wizcastle(6), CAVEATS) and reads
 * its number whole.  The first VAL_DIGITS significant digits are kept,
 * and any later nonzero one as a last 1, which rounds as they all would:
 * a single has 7.  The value is a single, the one nearest the number.
 */
#define VAL_DIGITS 40
#define VAL_EXP_MAX 100000L	/* beyond, 10^e overflows or underflows */

/* A blank, as VAL skips it. */
static int val_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

/* &H (hexadecimal), &O or & (octal), s after the '&': a 16-bit integer. */
static double gw_val_amp(const char *s)
{
	int base = 8;
	unsigned long n = 0;

	if (*s == 'H' || *s == 'h') {
		base = 16;
		s++;
	} else if (*s == 'O' || *s == 'o')
		s++;
	for (;; s++) {
		int d;

		if (*s == ' ')
			continue;
		if (isdigit((unsigned char)*s))
			d = *s - '0';
		else if (base == 16 && isxdigit((unsigned char)*s))
			d = toupper((unsigned char)*s) - 'A' + 10;
		else
			break;
		if (d >= base)
			break;
		n = (n * (unsigned long)base + (unsigned long)d) & 0xFFFF;
	}
	return n > 32767 ? (double)n - 65536.0 : (double)n;
}

/* The digits of a number read by GW-BASIC's VAL: the mantissa 0.buf
 * (VAL_DIGITS and a sticky 1 at most, NUL ended) times 10^*dexp, at *s,
 * which is left after them; whether there were any. */
struct val_digits {
	char buf[VAL_DIGITS + 2];
	size_t k;
	long dexp;
};

static int gw_val_digits(const char **sp, struct val_digits *d)
{
	const char *s = *sp;
	int seen_point = 0, seen_digit = 0, sticky = 0;

	d->k = 0;
	d->dexp = 0;
	for (; *s; s++) {
		if (val_blank(*s))
			continue;
		if (*s == '.' && !seen_point) {
			seen_point = 1;
			continue;
		}
		if (!isdigit((unsigned char)*s))
			break;
		seen_digit = 1;
		if (*s == '0' && d->k == 0) {	/* a leading zero */
			if (seen_point && d->dexp > -VAL_EXP_MAX)
				d->dexp--;
			continue;
		}
		if (d->k < VAL_DIGITS)
			d->buf[d->k++] = *s;
		else if (*s != '0')
			sticky = 1;
		if (!seen_point && d->dexp < VAL_EXP_MAX)
			d->dexp++;
	}
	if (sticky)
		d->buf[d->k++] = '1';
	d->buf[d->k] = '\0';
	*sp = s;
	return seen_digit;
}

/* The exponent after E or D: a sign, digits; 0 if none. */
static long gw_val_exp(const char *s)
{
	long exp = 0;
	int neg = 0;

	if (*s != 'E' && *s != 'e' && *s != 'D' && *s != 'd')
		return 0;
	s++;
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	for (; *s; s++) {
		if (val_blank(*s))
			continue;
		if (!isdigit((unsigned char)*s))
			break;
		if (exp < VAL_EXP_MAX)
			exp = exp * 10 + (*s - '0');
	}
	return neg ? -exp : exp;
}

/* GW-BASIC's VAL, as above. */
double val_gwbasic(const char *s)
{
	struct val_digits d;
	long exp;
	int neg = 0;
	double v = 0;

	while (val_blank(*s))
		s++;
	if (*s == '&')
		return gw_val_amp(s + 1);
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	if (!gw_val_digits(&s, &d))
		return 0;
	exp = gw_val_exp(s) + d.dexp;
	if (exp > VAL_EXP_MAX)
		exp = VAL_EXP_MAX;
	if (exp < -VAL_EXP_MAX)
		exp = -VAL_EXP_MAX;
	if (d.k > 0) {
		char num[VAL_DIGITS + 32];

		snprintf(num, sizeof num, "0.%se%ld", d.buf, exp);
		v = strtod(num, NULL);	/* overflow: HUGE_VAL, capped */
	}
	if (v > 1.701411e38)
		v = 1.701411e38;
	return (float)(neg ? -v : v);	/* a single */
}
