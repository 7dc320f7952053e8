/*
 * tty.c: the teletype the 1980 program talked to.  PRINT with its column,
 * TAB() and number format; INPUT with its "? ", the echo of a scripted
 * answer, and the end of input.
 */
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "edit.h"
#include "tty.h"

/* Stop on a write error: quietly for a closed pipe, else with a word. */
static void out_failed(struct tty *t)
{
	if (errno != EPIPE)
		fprintf(stderr, "wizcastle: write error: %s\n", strerror(errno));
	tty_close(t);
	exit(1);
}

static void out_bytes(struct tty *t, const char *s, size_t n)
{
	if (n && fwrite(s, 1, n, t->out) != n)
		out_failed(t);
}

/* Write s; at a terminal that can clear its screen, each form feed
 * does that (t->clear), where the column still counts it as one. */
static void out_write(struct tty *t, const char *s, size_t n)
{
	const char *ff;

	while (t->clear != NULL && n > 0 &&
	    (ff = memchr(s, '\f', n)) != NULL) {
		out_bytes(t, s, (size_t)(ff - s));
		out_bytes(t, t->clear, strlen(t->clear));
		n -= (size_t)(ff - s) + 1;
		s = ff + 1;
	}
	out_bytes(t, s, n);
}

static void out_flush(struct tty *t)
{
	if (fflush(t->out) == EOF)
		out_failed(t);
}

/* How much of the open line is still in open[]: a longer line has had
 * its start written already. */
static size_t open_len(const struct tty *t)
{
	return t->col == 0 ? 0 : (t->col - 1) % sizeof t->open + 1;
}

/* Write out the open line, keeping the column. */
static void open_flush(struct tty *t)
{
	out_write(t, t->open, open_len(t));
}

/* The Exidy Sorcerer's Standard BASIC (Microsoft 8K BASIC, 1978). */
const struct basic basic_sorcerer = { 0, 64, 0, 6, -2, 0, "READY" };

/* GW-BASIC, as PC-BASIC runs it. */
const struct basic basic_gwbasic = { 1, 0, 1, 7, 0, 1, NULL };

void tty_open(struct tty *t, FILE *in, FILE *out)
{
	memset(t, 0, sizeof *t);
	t->basic = &basic_sorcerer;
	t->in = in;
	t->out = out;
	t->echo = !isatty(fileno(in));
	if (!t->echo && isatty(fileno(out)))
		t->ed = editor_open(in, out);
	/* the terminal's type says whether and how it clears: a terminal
	 * only, whatever input is; never a file or a pipe */
	if (isatty(fileno(out)))
		t->clear = editor_clear(t->ed, in, out);
}

/* Talk as BASIC b does from now on. */
void tty_basic(struct tty *t, const struct basic *b)
{
	t->basic = b;
}

void tty_close(struct tty *t)
{
	if (t->ed)
		editor_close(t->ed);
	t->ed = NULL;
	free(t->line);
	free(t->answer);
	free(t->clear);
	t->line = t->answer = t->clear = NULL;
}

/* End the open line: out with it and its newline, in one write. */
static void open_end(struct tty *t)
{
	size_t n = open_len(t);

	if (n < sizeof t->open) {
		t->open[n] = '\n';
		out_write(t, t->open, n + 1);
	} else {
		open_flush(t);
		out_write(t, "\n", 1);
	}
	t->col = 0;
}

/* PRINT a string: "\n" ends the line; CHR$(13), a line too long, as
 * struct basic says.  A line longer than open[] goes out a full open[]
 * at a time. */
void put_str(struct tty *t, const char *s)
{
	const struct basic *b = t->basic;
	size_t col = t->col, pos = t->pos;
	size_t width = b->width ? b->width : (size_t)-1;

	for (; *s; s++) {
		if ((unsigned char)(*s - ' ') < 95) {	/* ' ' to '~' */
			if (pos >= width) {
				t->col = col;
				open_end(t);
				col = pos = 0;
			}
			pos++;
		} else if (*s == '\n' || (*s == '\r' && b->cr_newline)) {
			t->col = col;
			open_end(t);
			col = pos = 0;
			continue;
		} else if (*s == '\r')
			pos = 0;
		if (col > 0 && col % sizeof t->open == 0)
			out_write(t, t->open, sizeof t->open);
		t->open[col % sizeof t->open] = *s;
		col++;
	}
	t->col = col;
	t->pos = pos;
}

/* PRINT with nothing after it: end the line. */
void put_nl(struct tty *t)
{
	put_str(t, "\n");
}

void put_line(struct tty *t, const char *s)
{
	put_str(t, s);
	put_nl(t);
}

/* TAB(n): blanks up to column n - tab_base (struct basic). */
void put_tab(struct tty *t, size_t n)
{
	while (t->pos + t->basic->tab_base < n)
		put_str(t, " ");
}

/* PRINT CHR$(12); the form feed, or the screen cleared (out_write). */
void put_ff(struct tty *t)
{
	put_str(t, "\f");
}

/* END (line 3040): the BASIC's closing word, if it has one, on a line
 * of its own. */
void put_end(struct tty *t)
{
	if (t->basic->ready == NULL)
		return;
	if (t->pos > 0)
		put_nl(t);
	put_line(t, t->basic->ready);
}

/*
 * The delay loop before the screen is cleared for the death notice (line
 * 2840, FOR Q=1 TO 750: about a second on the Sorcerer), so that the
 * last blow can be read: a second's pause where a form feed clears the
 * screen, nothing where it stays a byte in a file, a pipe or a terminal
 * that does not clear.
 */
void tty_pause(struct tty *t)
{
	struct timespec ts = { 1, 0 };

	if (t->clear == NULL)
		return;
	out_flush(t);
	while (nanosleep(&ts, &ts) == -1 && errno == EINTR)
		;
}

/*
 * A number as BASIC b prints it: a sign or a blank, the digits of a
 * single precision value (at most b->digits significant), then a blank.
 *
 * v is finite and within a single's range: BASIC has no infinity or NaN,
 * and none reaches here.  The listing prints whole counts and scores
 * (lines 330-340, 1150, 1680, 2340 ...), the turn count, and the gold and
 * flares, the only values VAL() feeds (lines 570-600): a count of flares
 * is taken only when it is 0 or more and no more than the gold, and the
 * gold only grows by FNA() or falls by what it can pay; basic_val() caps
 * what it reads at BASIC's largest single.
 */
void basic_num(const struct basic *b, char *buf, size_t len, double v)
{
	static const double pow10[] = { 1, 10, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7 };
	float f;
	double a;
	char digits[32], out[64], *e;
	int exp10, n, i, k = 0;

	assert(isfinite(v) && fabs(v) <= FLT_MAX);
	f = (float)v;
	a = fabs((double)f);
	out[k++] = f < 0 ? '-' : ' ';
	if (a < pow10[b->digits] && a == (double)(long)a) {
		/* a whole number of at most b->digits, as most are: its
		 * digits, without the cost of printf's %e */
		long w = (long)a;

		n = 0;
		do
			digits[n++] = (char)('0' + w % 10);
		while ((w /= 10) > 0);
		while (n > 0)
			out[k++] = digits[--n];
		goto done;
	}
	/* b->digits significant digits, trailing zeros dropped */
	snprintf(digits, sizeof digits, "%.*e", b->digits - 1, a);
	e = strchr(digits, 'e');
	exp10 = atoi(e + 1);
	*e = '\0';
	memmove(digits + 1, digits + 2, strlen(digits + 2) + 1);
	for (n = (int)strlen(digits); n > 1 && digits[n - 1] == '0'; n--)
		digits[n - 1] = '\0';
	if (exp10 >= b->digits || (b->e_below ? exp10 < b->e_below :
	    exp10 < 0 && -exp10 - 1 + n > b->digits)) {
		out[k++] = digits[0];
		if (n > 1)
			out[k++] = '.';
		for (i = 1; i < n; i++)
			out[k++] = digits[i];
		k += snprintf(out + k, sizeof out - (size_t)k, "E%c%02d",
		    exp10 < 0 ? '-' : '+', exp10 < 0 ? -exp10 : exp10);
	} else if (exp10 < 0) {
		out[k++] = '.';
		for (i = -1; i > exp10; i--)
			out[k++] = '0';
		for (i = 0; i < n; i++)
			out[k++] = digits[i];
	} else {
		for (i = 0; i < n || i <= exp10; i++) {
			if (i == exp10 + 1)
				out[k++] = '.';
			out[k++] = i < n ? digits[i] : '0';
		}
	}
done:
	out[k++] = ' ';
	if (len > 0) {
		if ((size_t)k >= len)
			k = (int)len - 1;
		memcpy(buf, out, (size_t)k);
		buf[k] = '\0';
	}
}

void put_num(struct tty *t, double v)
{
	char buf[64];

	basic_num(t->basic, buf, sizeof buf, v);
	put_str(t, buf);
}

/*
 * VAL(s): the number at the start of s, as BASIC b reads it: blanks
 * anywhere are skipped, a sign, digits with one point, an exponent after
 * E; on GW-BASIC (val_amp_d) after D too, and &H and &O (or &) for
 * hexadecimal and octal.  0 if none.
 *
 * VAL reads the points (line 3310), the coordinates to teleport to (line
 * 3350) and the flares to buy (line 570); the gold is never typed, and
 * line 3340 is never called.  Every digit counts, however long the
 * answer: BASIC reads them all (under PC-BASIC 2.0.5, VAL of 250 zeros
 * and a 7 is 7, and of 200 zeros and a 1 is 1).  A BASIC string holds 255
 * characters, and the Sorcerer's 60 bytes of strings (line 20) held
 * fewer; wizcastle reads a line of any length (wizcastle(6), CAVEATS)
 * and reads its number whole.  The first VAL_DIGITS significant digits
 * are kept, and any later nonzero one as a last 1, which rounds as they
 * all would: a single has 7.
 */
#define VAL_DIGITS 40
#define VAL_EXP_MAX 100000L	/* beyond, 10^e overflows or underflows */

double basic_val(const struct basic *b, const char *s)
{
	char buf[VAL_DIGITS + 2];	/* the digits, a sticky 1, '\0' */
	size_t k = 0;
	long dexp = 0, exp = 0;
	int neg = 0, seen_point = 0, seen_digit = 0, sticky = 0, exp_neg = 0;
	double v;

	while (*s == ' ' || *s == '\t' || *s == '\n')
		s++;
	if (*s == '&' && b->val_amp_d) {
		int base = 8;
		unsigned long n = 0;

		s++;
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
	if (*s == '+' || *s == '-')
		neg = *s++ == '-';
	/* the mantissa: 0.buf times 10^dexp */
	for (; *s; s++) {
		char c = *s;

		if (c == ' ' || c == '\t' || c == '\n')
			continue;
		if (c == '.' && !seen_point) {
			seen_point = 1;
			continue;
		}
		if (!isdigit((unsigned char)c))
			break;
		seen_digit = 1;
		if (c == '0' && k == 0) {	/* a leading zero */
			if (seen_point && dexp > -VAL_EXP_MAX)
				dexp--;
			continue;
		}
		if (k < VAL_DIGITS)
			buf[k++] = c;
		else if (c != '0')
			sticky = 1;
		if (!seen_point && dexp < VAL_EXP_MAX)
			dexp++;
	}
	/* the exponent: E (or D on GW-BASIC), a sign, digits */
	if (*s == 'E' || *s == 'e' ||
	    ((*s == 'D' || *s == 'd') && b->val_amp_d)) {
		s++;
		if (*s == '+' || *s == '-')
			exp_neg = *s++ == '-';
		for (; *s; s++) {
			if (*s == ' ' || *s == '\t' || *s == '\n')
				continue;
			if (!isdigit((unsigned char)*s))
				break;
			if (exp < VAL_EXP_MAX)
				exp = exp * 10 + (*s - '0');
		}
	}
	if (!seen_digit)
		return 0;
	if (sticky)
		buf[k++] = '1';
	buf[k] = '\0';
	exp = (exp_neg ? -exp : exp) + dexp;
	if (exp > VAL_EXP_MAX)
		exp = VAL_EXP_MAX;
	if (exp < -VAL_EXP_MAX)
		exp = -VAL_EXP_MAX;
	v = 0;
	if (k > 0) {
		char num[VAL_DIGITS + 32];

		snprintf(num, sizeof num, "0.%se%ld", buf, exp);
		v = strtod(num, NULL);	/* overflow: HUGE_VAL, capped */
	}
	if (v > 1.701411e38)
		v = 1.701411e38;
	return neg ? -v : v;
}

/* End of input: close the open line and stop, status 0 (wizcastle(6),
 * CAVEATS: the 1980 program could not end so). */
static void input_ended(struct tty *t)
{
	out_write(t, "\n", 1);
	out_flush(t);
	tty_close(t);
	exit(0);
}

/* Input that failed (err, an errno value): not the end of input.  Close
 * the open line, say why, status 1. */
static void input_failed(struct tty *t, int err)
{
	out_write(t, "\n", 1);
	fflush(t->out);
	fprintf(stderr, "wizcastle: cannot read input: %s\n",
	    strerror(err ? err : EIO));
	tty_close(t);
	exit(1);
}

/* Printable ASCII passes; any other byte reads as '?'. */
static char safe(unsigned char c)
{
	return c >= 0x20 && c < 0x7f ? (char)c : '?';
}

/*
 * INPUT: "? ", then a line.  Returns the answer as the game sees it:
 * leading blanks gone, upper case, unprintable bytes as '?'.
 */
const char *ask_line(struct tty *t)
{
	const char *s;
	size_t n, i, k;
	int err;

	put_str(t, "? ");
	if (t->ed) {
		/* libedit shows the open line as its prompt, and would show a
		 * form feed in it as "^L": that goes out as it is */
		char prompt[sizeof t->open + 1];
		size_t m = open_len(t), f = m;

		while (f > 0 && t->open[f - 1] != '\f')
			f--;
		out_write(t, t->open, f);
		memcpy(prompt, t->open + f, m - f);
		prompt[m - f] = '\0';
		t->col = 0;
		out_flush(t);
		s = editor_gets(t->ed, prompt, &n, &err);
		if (s == NULL) {
			if (err)
				input_failed(t, err);
			input_ended(t);
		}
	} else {
		ssize_t r;

		open_flush(t);
		t->col = 0;
		out_flush(t);
		errno = 0;
		r = getline(&t->line, &t->linecap, t->in);
		if (r < 0) {
			/* not the end: a read error, or no memory for a
			 * line this long (ENOMEM, the stream's error flag
			 * not set) */
			if (!feof(t->in))
				input_failed(t, errno);
			input_ended(t);
		}
		s = t->line;
		n = (size_t)r;
	}
	t->col = 0;
	if (n && s[n - 1] == '\n')
		n--;
	if (n && s[n - 1] == '\r')
		n--;
	if (t->answercap < n + 1) {
		free(t->answer);
		t->answercap = n + 1 > 256 ? n + 1 : 256;
		t->answer = malloc(t->answercap);
		if (t->answer == NULL)
			input_failed(t, ENOMEM);	/* read, but no room */
	}
	if (t->echo) {
		/* BASIC's own output: it counts in the line's width */
		size_t w = t->basic->width, from = 0, room;

		for (i = 0; i < n; i++)
			t->answer[i] = safe((unsigned char)s[i]);
		room = t->pos < w ? w - t->pos : 0;
		while (w && n - from > room) {
			out_write(t, t->answer + from, room);
			out_write(t, "\n", 1);
			from += room;
			room = w;
		}
		out_write(t, t->answer + from, n - from);
		out_write(t, "\n", 1);
	}
	t->pos = 0;
	for (i = 0; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	for (k = 0; i < n; i++)
		t->answer[k++] = (char)toupper((unsigned char)safe((unsigned char)s[i]));
	while (k > 0 && t->answer[k - 1] == ' ')
		k--;
	t->answer[k] = '\0';
	return t->answer;
}
