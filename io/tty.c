/*
 * tty.c: the teletype the 1980 program talked to.  PRINT with its column,
 * TAB() and number format; INPUT with its "? ", the echo of a scripted
 * answer, and the end of input.
 */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
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

static void out_write(struct tty *t, const char *s, size_t n)
{
	if (n && fwrite(s, 1, n, t->out) != n)
		out_failed(t);
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

void tty_open(struct tty *t, FILE *in, FILE *out)
{
	memset(t, 0, sizeof *t);
	t->in = in;
	t->out = out;
	t->echo = !isatty(fileno(in));
	if (!t->echo && isatty(fileno(out)))
		t->ed = editor_open(in, out);
}

void tty_close(struct tty *t)
{
	if (t->ed)
		editor_close(t->ed);
	t->ed = NULL;
	free(t->line);
	free(t->answer);
	t->line = t->answer = NULL;
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

/* PRINT a string; CHR$(13) ends the line as a newline does.  A line
 * longer than open[] goes out a full open[] at a time. */
void put_str(struct tty *t, const char *s)
{
	size_t col = t->col;

	for (; *s; s++) {
		if (*s == '\n' || *s == '\r') {
			t->col = col;
			open_end(t);
			col = 0;
			continue;
		}
		if (col > 0 && col % sizeof t->open == 0)
			out_write(t, t->open, sizeof t->open);
		t->open[col % sizeof t->open] = *s;
		col++;
	}
	t->col = col;
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

/* TAB(col): blanks up to 1-based column col. */
void put_tab(struct tty *t, size_t col)
{
	while (t->col + 1 < col)
		put_str(t, " ");
}

/* PRINT CHR$(12); the form feed. */
void put_ff(struct tty *t)
{
	put_str(t, "\f");
}

/*
 * A number as BASIC prints it: a sign or a blank, the digits of a single
 * precision value (at most 7 significant), then a blank.
 */
void basic_num(char *buf, size_t len, double v)
{
	float f = (float)v;
	double a = fabs((double)f);
	char digits[32], out[64], *e;
	int exp10, n, i, k = 0;

	out[k++] = f < 0 ? '-' : ' ';
	if (a < 1e7 && a == (double)(long)a) {
		/* a whole number of at most seven digits, as most are: its
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
	/* seven significant digits, trailing zeros dropped */
	snprintf(digits, sizeof digits, "%.6e", a);
	e = strchr(digits, 'e');
	exp10 = atoi(e + 1);
	*e = '\0';
	memmove(digits + 1, digits + 2, strlen(digits + 2) + 1);
	for (n = (int)strlen(digits); n > 1 && digits[n - 1] == '0'; n--)
		digits[n - 1] = '\0';
	if (exp10 > 6 || (exp10 < 0 && -exp10 - 1 + n > 7)) {
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

	basic_num(buf, sizeof buf, v);
	put_str(t, buf);
}

/*
 * VAL(s): the number at the start of s, as GW-BASIC reads it: blanks
 * anywhere are skipped, a sign, digits with one point, an exponent after
 * E or D; &H and &O (or &) for hexadecimal and octal.  0 if none.
 */
double basic_val(const char *s)
{
	char buf[128];
	size_t k = 0;
	int seen_point = 0, seen_exp = 0, seen_digit = 0;
	double v;

	while (*s == ' ' || *s == '\t' || *s == '\n')
		s++;
	if (*s == '&') {
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
		buf[k++] = *s++;
	for (; *s && k < sizeof buf - 2; s++) {
		char c = *s;

		if (c == ' ' || c == '\t' || c == '\n')
			continue;
		if (isdigit((unsigned char)c)) {
			seen_digit = 1;
			buf[k++] = c;
		} else if (c == '.' && !seen_point && !seen_exp) {
			seen_point = 1;
			buf[k++] = c;
		} else if ((c == 'E' || c == 'e' || c == 'D' || c == 'd')
		    && !seen_exp) {
			seen_exp = 1;
			buf[k++] = 'e';
			if (s[1] == '+' || s[1] == '-')
				buf[k++] = *++s;
		} else
			break;
	}
	buf[k] = '\0';
	if (!seen_digit)
		return 0;
	v = strtod(buf, NULL);	/* a bare "1e" reads as 1 */
	if (v > 1.701411e38)
		v = 1.701411e38;
	if (v < -1.701411e38)
		v = -1.701411e38;
	return v;
}

/* End of input: close the open line and stop (FIDELITY.md, 4). */
static void input_ended(struct tty *t)
{
	out_write(t, "\n", 1);
	out_flush(t);
	tty_close(t);
	exit(0);
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
{	const char *s;
	size_t n, i, k;

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
		s = editor_gets(t->ed, prompt, &n);
		if (s == NULL)
			input_ended(t);
	} else {
		ssize_t r;

		open_flush(t);
		t->col = 0;
		out_flush(t);
		errno = 0;
		r = getline(&t->line, &t->linecap, t->in);
		if (r < 0) {
			if (ferror(t->in)) {
				out_write(t, "\n", 1);
				fflush(t->out);
				fprintf(stderr, "wizcastle: cannot read input: %s\n",
				    strerror(errno ? errno : EIO));
				tty_close(t);
				exit(1);
			}
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
		if (t->answer == NULL) {
			fprintf(stderr, "wizcastle: out of memory\n");
			exit(1);
		}
	}
	if (t->echo) {
		for (i = 0; i < n; i++)
			t->answer[i] = safe((unsigned char)s[i]);
		out_write(t, t->answer, n);
		out_write(t, "\n", 1);
	}
	for (i = 0; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	for (k = 0; i < n; i++)
		t->answer[k++] = (char)toupper((unsigned char)safe((unsigned char)s[i]));
	while (k > 0 && t->answer[k - 1] == ' ')
		k--;
	t->answer[k] = '\0';
	return t->answer;
}
