/*
 * basic.c: each BASIC behind the teletype, and its whole way with
 * numbers: its row (struct basic, io/tty/tty.h), the text PRINT gives a
 * number, and VAL, how it reads one from a string.  GW-BASIC's, and the
 * Exidy Sorcerer's, its ROM's number printer and reader (io/tty/mbf.c); and
 * the characters beyond ASCII a BASIC prints (the IBM PC's code page
 * 437), for a terminal to show (io/tty/screen.c).
 */
#include <ctype.h>
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mbf.h"
#include "tty.h"

/* Returns the Sorcerer's VAL of s, read by its ROM's FIN (io/tty/mbf.c);
 * where the ROM stopped with ?OV ERROR, the largest single
 * (wizcastle-fidelity(7)). */
static double val_sorcerer(const char *s)
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
 * wizcastle reads a line of any length (wizcastle-fidelity(7)) and reads
 * its number whole.  The first VAL_DIGITS significant digits are kept,
 * and any later nonzero one as a last 1, which rounds as they all would:
 * a single has 7.  The value is a single, the one nearest the number.
 */
#define VAL_DIGITS 40
#define VAL_EXP_MAX 100000L	/* beyond, 10^e overflows or underflows */

/* Returns whether c is a blank, as VAL skips it. */
static int val_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n';
}

/* Reads &H (hexadecimal), &O or & (octal), s after the '&'; returns the
 * 16-bit integer. */
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

/* Returns the exponent after E or D at s (a sign, digits), or 0 if none. */
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

/* Returns GW-BASIC's VAL of s, as above. */
static double val_gwbasic(const char *s)
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

/* 10^digits, for struct basic's digits. */
static const float pow10f[] = { 1, 10, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f };

/* Returns 10^b->digits: whole numbers below it print whole. */
float basic_bound(const struct basic *b)
{
	return pow10f[b->digits];
}

/* Two digits at a time: "00" to "99".  A number's digits a pair a step,
 * kept as make bench shows it worth its lines (test/bench/README). */
static const char digit_pairs[] =
    "00010203040506070809" "10111213141516171819"
    "20212223242526272829" "30313233343536373839"
    "40414243444546474849" "50515253545556575859"
    "60616263646566676869" "70717273747576777879"
    "80818283848586878889" "90919293949596979899";

/*
 * Writes f at d (nine bytes at most, no NUL) as BASIC prints a whole
 * number below bound (10^digits, 10^7 at most), as most are: a sign or a
 * blank, the digits, a blank.  Returns its length, or 0 if f is not one.
 */
size_t basic_whole(char *d, float f, float bound)
{
	float a = fabsf(f);
	unsigned w;
	size_t n;
	char *p;

	if (!(a < bound) || a != (float)(int)a)
		return 0;
	w = (unsigned)(int)a;
	n = w < 10 ? 1 : w < 100 ? 2 : w < 1000 ? 3 : w < 10000 ? 4 :
	    w < 100000 ? 5 : w < 1000000 ? 6 : 7;
	d[0] = f < 0 ? '-' : ' ';
	d[n + 1] = ' ';
	p = d + n + 1;
	for (; w >= 100; w /= 100) {
		p -= 2;
		memcpy(p, digit_pairs + 2 * (w % 100), 2);
	}
	if (w >= 10)
		memcpy(p - 2, digit_pairs + 2 * w, 2);
	else
		p[-1] = (char)('0' + w);
	return n + 2;
}

/* Writes a number's text at o in E notation, GW-BASIC's way: the first
 * of the digits, a point and the rest if there are more, E, the sign and
 * two digits of the exponent; returns its end. */
static char *gw_num_e(char *o, const char *digits, int n, int exp10)
{
	int i;

	*o++ = digits[0];
	if (n > 1)
		*o++ = '.';
	for (i = 1; i < n; i++)
		*o++ = digits[i];
	*o++ = 'E';
	*o++ = exp10 < 0 ? '-' : '+';
	if (exp10 < 0)
		exp10 = -exp10;
	*o++ = (char)('0' + exp10 / 10 % 10);
	*o++ = (char)('0' + exp10 % 10);
	return o;
}

/* Writes the same without E: digits (n of them) times 10^exp10, with the
 * zeros it needs before or after them and a point where it falls inside;
 * returns its end. */
static char *gw_num_plain(char *o, const char *digits, int n, int exp10)
{
	int i;

	if (exp10 < 0) {
		*o++ = '.';
		for (i = -1; i > exp10; i--)
			*o++ = '0';
		for (i = 0; i < n; i++)
			*o++ = digits[i];
		return o;
	}
	for (i = 0; i < n || i <= exp10; i++) {
		if (i == exp10 + 1)
			*o++ = '.';
		*o++ = i < n ? digits[i] : '0';
	}
	return o;
}

/*
 * Writes GW-BASIC's text of v at buf (struct basic's num); returns its
 * length.  A sign or a blank, at most 7 significant digits of the single
 * precision value (printf's rounding), trailing zeros dropped; E notation
 * from 10^7 up, and below where the zeros after the point and the digits
 * would pass 7.
 */
static size_t gw_num(char *buf, double v)
{
	float f = (float)v;
	char digits[32], *e, *o = buf;
	int exp10, n;

	*o++ = f < 0 ? '-' : ' ';
	snprintf(digits, sizeof digits, "%.6e", fabs((double)f));
	e = strchr(digits, 'e');
	exp10 = atoi(e + 1);
	*e = '\0';
	memmove(digits + 1, digits + 2, strlen(digits + 2) + 1);
	for (n = (int)strlen(digits); n > 1 && digits[n - 1] == '0'; n--)
		digits[n - 1] = '\0';
	if (exp10 >= 7 || (exp10 < 0 && -exp10 - 1 + n > 7))
		o = gw_num_e(o, digits, n, exp10);
	else
		o = gw_num_plain(o, digits, n, exp10);
	*o = '\0';
	return (size_t)(o - buf);
}

/* Writes the Sorcerer's text of v at buf (struct basic's num): its ROM's
 * FOUT (io/tty/mbf.c) of the single v holds; returns its length. */
static size_t sorc_num(char *buf, double v)
{
	return mbf_fout(buf, mbf_of_double(v));
}

/*
 * Writes MBASIC's text of v at buf (struct basic's num); returns its
 * length.  The Sorcerer's, the same Microsoft printer (6 digits, E
 * notation from 1E6 up), but below .01 fixed notation while it needs no
 * more than 7 digits after the point: .0017514, but 8.42331E-03.
 */
static size_t mb_num(char *buf, double v)
{
	char digits[8], *e, *o;
	size_t n = mbf_fout(buf, mbf_of_double(v)), k = 0;
	int zeros, i;

	if ((e = strchr(buf, 'E')) == NULL || e[1] != '-')
		return n;
	zeros = (e[2] - '0') * 10 + (e[3] - '0') - 1;
	for (o = buf + 1; o < e; o++)	/* d, or d.ddddd */
		if (*o != '.')
			digits[k++] = *o;
	if (zeros + (int)k > 7)
		return n;
	o = buf + 1;
	*o++ = '.';
	for (i = 0; i < zeros; i++)
		*o++ = '0';
	memcpy(o, digits, k);
	o[k] = '\0';
	return (size_t)(o + k - buf);
}

/*
 * Writes v as BASIC b prints it, its text (b->num) then a blank, at buf:
 * at most len - 1 bytes of it, NUL ended.
 *
 * v is finite and within a single's range: BASIC has no infinity or NaN,
 * so a program never hands one.  One that does is a caller's error: the
 * program stops (abort, in every build, NDEBUG or not) rather than print
 * a number no BASIC could.
 */
void basic_num(const struct basic *b, char *buf, size_t len, double v)
{
	char out[64];
	size_t k;

	if (!isfinite(v) || fabs(v) > FLT_MAX)
		abort();
	/* a whole number, as most are: without the cost of the rest */
	if ((k = basic_whole(out, (float)v, basic_bound(b))) == 0) {
		k = b->num(out, v);
		out[k++] = ' ';
	}
	if (len > 0) {
		if (k >= len)
			k = len - 1;
		memcpy(buf, out, k);
		buf[k] = '\0';
	}
}

/*
 * Code page 437, the IBM PC's characters 0x80 to 0xFF: each as Unicode,
 * and a stand-in in ASCII, one character as wide, chosen so that a frame
 * and letters drawn in blocks still read: + at a corner or a joint, - and
 * = along, | across, # for a block, : . and % for the shades.
 */
static const struct charset charset_cp437 = {
	.uni = {
		0x00C7, 0x00FC, 0x00E9, 0x00E2, 0x00E4, 0x00E0, 0x00E5, 0x00E7,
		0x00EA, 0x00EB, 0x00E8, 0x00EF, 0x00EE, 0x00EC, 0x00C4, 0x00C5,
		0x00C9, 0x00E6, 0x00C6, 0x00F4, 0x00F6, 0x00F2, 0x00FB, 0x00F9,
		0x00FF, 0x00D6, 0x00DC, 0x00A2, 0x00A3, 0x00A5, 0x20A7, 0x0192,
		0x00E1, 0x00ED, 0x00F3, 0x00FA, 0x00F1, 0x00D1, 0x00AA, 0x00BA,
		0x00BF, 0x2310, 0x00AC, 0x00BD, 0x00BC, 0x00A1, 0x00AB, 0x00BB,
		0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562, 0x2556,
		0x2555, 0x2563, 0x2551, 0x2557, 0x255D, 0x255C, 0x255B, 0x2510,
		0x2514, 0x2534, 0x252C, 0x251C, 0x2500, 0x253C, 0x255E, 0x255F,
		0x255A, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256C, 0x2567,
		0x2568, 0x2564, 0x2565, 0x2559, 0x2558, 0x2552, 0x2553, 0x256B,
		0x256A, 0x2518, 0x250C, 0x2588, 0x2584, 0x258C, 0x2590, 0x2580,
		0x03B1, 0x00DF, 0x0393, 0x03C0, 0x03A3, 0x03C3, 0x00B5, 0x03C4,
		0x03A6, 0x0398, 0x03A9, 0x03B4, 0x221E, 0x03C6, 0x03B5, 0x2229,
		0x2261, 0x00B1, 0x2265, 0x2264, 0x2320, 0x2321, 0x00F7, 0x2248,
		0x00B0, 0x2219, 0x00B7, 0x221A, 0x207F, 0x00B2, 0x25A0, 0x00A0
	},
	.ascii = "CueaaaaceeeiiiAA" "EeEooouuyOUcLYPf" "aiounNao?--%%!<>"
	":%#|++++++|+++++" "++++-++++++++=++" "+++++++++++#####"
	"aBGpSsutFTOd8fen" "=+><()/~o..vn2# "
};

/* The Exidy Sorcerer's Standard BASIC (Microsoft 8K BASIC, 1978). */
const struct basic basic_sorcerer = {
	.tab_base = 0,
	.width = 64,
	.cr_newline = 0,
	.digits = 6,
	.num = sorc_num,
	.val = val_sorcerer,
	.line_edit = 1,
	.ready = "READY",
	.halted = "\nREADY\n",	/* never met: Power's listing has no
				 * line where BASIC stops it */
	.line_max = 0
};

/* GW-BASIC, as PC-BASIC runs it. */
const struct basic basic_gwbasic = {
	.tab_base = 1,
	.width = 0,
	.cr_newline = 1,
	.digits = 7,
	.num = gw_num,
	.val = val_gwbasic,
	.charset = &charset_cp437,
	.line_edit = 0,
	.ready = NULL,
	.halted = "\xff\n",
	.line_max = 0
};

/*
 * Microsoft BASIC-80 (MBASIC) 5.21 on CP/M, the Heath H89's: VAL, TAB and
 * the whole numbers that DEFINT A-Z makes the listing print, as
 * GW-BASIC's; a single printed with 6 digits (never met under DEFINT);
 * the 80-column line,
 * its echo included; CHR$(13) a CR, the column back to 0; "Ok" at the
 * end and after an error's line; 255 keys a line.
 */
const struct basic basic_mbasic = {
	.tab_base = 1,
	.width = 80,
	.cr_newline = 0,
	.digits = 6,
	.num = mb_num,
	.val = val_gwbasic,
	.line_edit = 0,
	.ready = "Ok",
	.halted = "\nOk\n",
	.line_max = 255
};
