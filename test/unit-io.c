/*
 * unit-io.c: unit tests of the teletype, with no game, no rules and no
 * journal: it includes io/tty/tty.h, and io/tty/teletype.h, io/'s own, for
 * struct
 * tty's files (in, out, escape), and links the teletype's objects
 * alone, the Makefile's TTY (io/tty/tty.o, atomicio.o, raw.o, out.o,
 * input.o, replay.o, basic.o, alloc.o, mbf.o, edit.o, editin.o,
 * stand.o, pager.o, key.o, screen.o and signal.o).
 * PRINT (the column, TAB, numbers, CHR$(13), long lines) and INPUT (the
 * "? ", the echo, the answer as the game sees it, the end of input) on
 * temporary files, VAL and BASIC's number format: GW-BASIC's, and where
 * the Exidy Sorcerer's differ (struct basic), the Sorcerer's; MBASIC's 80
 * columns and 255 keys, against a model of their rules.
 * Prints "ok NAME" or "not ok NAME: why" for each test.
 */
#include <fcntl.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../io/tty/teletype.h"	/* struct tty: its files looked at */
#include "../io/tty/tty.h"
#include "lib/report.h"

/* A teletype reading the bytes in (n of them) from a temporary file and
 * writing to another: neither is a terminal, so answers are echoed.  It
 * talks as GW-BASIC; a test of the Sorcerer's sets basic_sorcerer. */
static int open_files(struct tty *t, const char *in, size_t n)
{
	FILE *fin = tmpfile(), *fout = tmpfile();

	if (fin == NULL || fout == NULL || fwrite(in, 1, n, fin) != n ||
	    fseek(fin, 0, SEEK_SET) != 0)
		return 0;
	tty_open(t, fin, fout);
	tty_basic(t, &basic_gwbasic);
	return 1;
}

/* Bytes gone out to t->out so far, or -1. */
static long out_size(struct tty *t)
{
	struct stat st;

	if (fflush(t->out) == EOF || fstat(fileno(t->out), &st) != 0)
		return -1;
	return (long)st.st_size;
}

/* Everything printed to t, out (out_flush), in buf; its length, or -1. */
static long written(struct tty *t, char *buf, size_t len)
{
	size_t n;

	out_flush(t);
	if (fflush(t->out) == EOF || fseek(t->out, 0, SEEK_SET) != 0)
		return -1;
	n = fread(buf, 1, len - 1, t->out);
	buf[n] = '\0';
	return (long)n;
}

static void close_files(struct tty *t)
{
	out_close(t);
	fclose(t->in);
	fclose(t->out);
}

/* Shows the first difference of got and want in why. */
static int same(const char *got, long n, const char *want, char *why,
    size_t len)
{
	long i;

	if (n == (long)strlen(want) && memcmp(got, want, (size_t)n) == 0)
		return 1;
	for (i = 0; i < n && got[i] == want[i]; i++)
		;
	snprintf(why, len, "%ld bytes, want %ld; first difference at %ld",
	    n, (long)strlen(want), i);
	return 0;
}

/* PRINT: the column TAB counts from, a number's blanks, CHR$(13) as a
 * newline, and nothing out before a read (or out_flush): not a write a
 * line. */
static void test_print(void)
{
	struct tty t;
	char got[1024], why[128];
	long n;

	if (!open_files(&t, "", 0)) {
		report(0, "io-print", "no temporary file");
		return;
	}
	tty_str(&t, "ABC");
	tty_tab(&t, 10);		/* PRINT"ABC";TAB(10);5 */
	tty_num(&t, 5);
	tty_nl(&t);
	if (out_size(&t) != 0) {
		report(0, "io-print", "a line went out before a read");
		close_files(&t);
		return;
	}
	tty_tab(&t, 3);			/* PRINTTAB(3);-2.5 */
	tty_num(&t, -2.5);
	tty_line(&t, "X\rY");		/* PRINT"X"+CHR$(13)+"Y" */
	tty_str(&t, "ZZ");
	tty_tab(&t, 2);			/* already past column 2: nothing */
	tty_nl(&t);
	n = written(&t, got, sizeof got);
	if (same(got, n, "ABC       5 \n  -2.5 X\nY\nZZ\n", why, sizeof why))
		report(1, "io-print", "");
	else
		report(0, "io-print", why);
	close_files(&t);
}

/* Lines longer than the output buffer (TTY_OUT) go out whole, a byte at
 * a time or in one string, and the column counts on past it. */
static void test_long_line(void)
{
	enum { LONG = 2 * TTY_OUT + 1000 };
	static char got[3 * LONG + 16], want[3 * LONG + 16], line[LONG + 1];
	struct tty t;
	char why[128];
	long n;
	int i;

	if (!open_files(&t, "", 0)) {
		report(0, "io-long-line", "no temporary file");
		return;
	}
	for (i = 0; i < LONG; i++)
		line[i] = (char)('A' + i % 26);
	line[LONG] = '\0';
	for (i = 0; i < LONG; i++) {
		char c[2] = { line[i], '\0' };

		tty_str(&t, c);
	}
	tty_tab(&t, LONG + 2);		/* one blank: column LONG + 1 */
	tty_nl(&t);
	tty_line(&t, line);
	tty_str(&t, line);
	tty_tab(&t, LONG + 3);		/* two */
	tty_nl(&t);
	snprintf(want, sizeof want, "%s \n%s\n%s  \n", line, line, line);
	n = written(&t, got, sizeof got);
	if (same(got, n, want, why, sizeof why))
		report(1, "io-long-line", "");
	else
		report(0, "io-long-line", why);
	close_files(&t);
}

/* got (n bytes, or -1) is want: reported as test name. */
static void report_same(const char *name, const char *got, long n,
    const char *want)
{
	char why[128];

	if (same(got, n, want, why, sizeof why))
		report(1, name, "");
	else
		report(0, name, why);
}

/* What t wrote is want: test name; the files closed. */
static void written_as(struct tty *t, const char *want, const char *name)
{
	char got[1024];
	long n = written(t, got, sizeof got);

	report_same(name, got, n, want);
	close_files(t);
}

/* tty_plain, n printable bytes copied whole: on the Sorcerer a text
 * that would cross the width breaks before its 65th character, as any
 * string (struct basic's width), and the column counts on from there
 * (TAB); on GW-BASIC a text past the output buffer's end (TTY_OUT) goes
 * out whole. */
static void test_plain(void)
{
	static char got[TTY_OUT + 256], want[TTY_OUT + 256], a[TTY_OUT];
	struct tty t;
	long n;

	memset(a, 'A', sizeof a);
	if (!open_files(&t, "", 0)) {
		report(0, "io-plain", "no temporary file");
		return;
	}
	tty_basic(&t, &basic_sorcerer);
	tty_plain(&t, a, 60);
	tty_plain(&t, "BCDEFGH", 7);
	tty_tab(&t, 10);		/* column 3: 7 blanks */
	tty_plain(&t, "X", 1);
	tty_nl(&t);
	tty_basic(&t, &basic_gwbasic);
	tty_plain(&t, a, TTY_OUT - 80);	/* 3 bytes short of the end */
	tty_plain(&t, "0123456789", 10);
	tty_nl(&t);
	snprintf(want, sizeof want, "%.60sBCDE\nFGH       X\n%.*s0123456789\n",
	    a, TTY_OUT - 80, a);
	n = written(&t, got, sizeof got);
	report_same("io-plain", got, n, want);
	close_files(&t);
}

/* INPUT: "? " after the open line, the line echoed as typed (a CR before
 * the newline dropped, other unprintable bytes as '?'), and the answer
 * without its leading and trailing blanks, in capitals. */
static void test_input(void)
{
	static const char in[] = "  n \r\ne\001x\n\n  12.5";
	struct tty t;
	const char *a;
	int ok = 1;

	if (!open_files(&t, in, sizeof in - 1)) {
		report(0, "io-input", "no temporary file");
		return;
	}
	tty_str(&t, "YOUR MOVE ");
	if (strcmp(a = input_line(&t), "N") != 0)
		ok = 0;
	tty_nl(&t);
	if (ok && strcmp(a = input_line(&t), "E?X") != 0)
		ok = 0;
	if (ok && strcmp(a = input_line(&t), "") != 0)
		ok = 0;
	tty_str(&t, "HOW MANY ");
	if (ok && strcmp(a = input_line(&t), "12.5") != 0)
		ok = 0;
	if (!ok) {
		char why[128];

		snprintf(why, sizeof why, "answer \"%s\"", a);
		report(0, "io-input", why);
		close_files(&t);
		return;
	}
	written_as(&t, "YOUR MOVE ?   n \n\n? e?x\n? \nHOW MANY ?   12.5\n",
	    "io-input");
}

/* INPUT on the Sorcerer (line_edit), by its ROM's rules: DEL takes back
 * the Z (echo: one BS); an empty line assigns nothing (NULL); '@'
 * cancels AB (echo: '@', a new line); a tab first is no blank; ^U
 * cancels X (echo: a new line); BS on the empty line echoes two BS and a
 * new line. */
static void test_input_sorcerer(void)
{
	static const char in[] = "Z\177y\n\nAB@C\n\tQ\nX\025  R\n\010W\n";
	static const char *const want[] = { "Y", NULL, "C", "?Q", "R", "W" };
	struct tty t;
	char why[128];
	size_t i;

	if (!open_files(&t, in, sizeof in - 1)) {
		report(0, "sorcerer-input", "no temporary file");
		return;
	}
	tty_basic(&t, &basic_sorcerer);
	for (i = 0; i < sizeof want / sizeof want[0]; i++) {
		const char *a = input_line(&t);

		if (a == want[i] || (a && want[i] && strcmp(a, want[i]) == 0))
			continue;
		snprintf(why, sizeof why, "answer %zu \"%s\", want \"%s\"", i + 1,
		    a ? a : "(none)", want[i] ? want[i] : "(none)");
		report(0, "sorcerer-input", why);
		close_files(&t);
		return;
	}
	written_as(&t, "? Z\by\n? \n? AB@\nC\n? \tQ\n? X\n  R\n? \b\b\nW\n",
	    "sorcerer-input");
}

/* INPUT on the Sorcerer echoed to other eyes (t->escape, a watcher's):
 * each byte typed that tty_shown does not show as it is (ESC, the
 * backslash, CR, bytes past ASCII) as \ooo, DEL still taking back a
 * character, its BS escaped too (\010); the column as the bytes' own
 * left it, so that the line breaks where the player's did: none for ESC (the 64th
 * column's B goes on a new line), back to 0 after CR (the C after 64
 * A's does). */
static void test_input_escaped(void)
{
	static char in[256], want[512], a[65];
	struct tty t;
	int i;

	memset(a, 'A', 64);
	snprintf(in, sizeof in, "\033[31m\nA\\B\n\303\251Z\177\n%.62s\033B\n"
	    "X\r%sC\n", a, a);
	snprintf(want, sizeof want, "? \\033[31m\n? A\\134B\n"
	    "? \\303\\251Z\\010\n? %.62s\\033\nB\n? X\\015%s\nC\n", a, a);
	if (!open_files(&t, in, strlen(in))) {
		report(0, "sorcerer-escaped", "no temporary file");
		return;
	}
	tty_basic(&t, &basic_sorcerer);
	tty_escape(&t);
	for (i = 0; i < 5; i++)
		(void)input_line(&t);
	written_as(&t, want, "sorcerer-escaped");
}

/* The end of input at a prompt: the line closed, status 0. */
static void test_input_end(void)
{
	struct tty t;
	char got[256], why[128];
	pid_t pid;
	int status;
	long n;

	if (!open_files(&t, "Y\n", 2)) {
		report(0, "io-input-end", "no temporary file");
		return;
	}
	tty_str(&t, "PLAY AGAIN ");
	(void)input_line(&t);
	tty_line(&t, "SOME");
	tty_str(&t, "PLAY AGAIN ");
	out_flush(&t);		/* out once, not again from the child */
	fflush(stdout);
	if ((pid = fork()) == -1) {
		report(0, "io-input-end", "cannot fork");
		close_files(&t);
		return;
	}
	if (pid == 0) {
		(void)input_line(&t);
		_exit(99);		/* input_line came back */
	}
	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status) ||
	    WEXITSTATUS(status) != 0) {
		report(0, "io-input-end", "not exit status 0 at the end of input");
		close_files(&t);
		return;
	}
	n = written(&t, got, sizeof got);
	if (same(got, n, "PLAY AGAIN ? Y\nSOME\nPLAY AGAIN ? \n", why,
	    sizeof why))
		report(1, "io-input-end", "");
	else
		report(0, "io-input-end", why);
	close_files(&t);
}

/* A number and how a BASIC prints it. */
struct num_case {
	double v;
	const char *want;
};

/* Each case printed by b as it wants: test name. */
static void num_cases(const struct basic *b, const char *name,
    const struct num_case *cases, size_t n)
{
	char buf[64], why[128];
	size_t i;

	for (i = 0; i < n; i++) {
		basic_num(b, buf, sizeof buf, cases[i].v);
		if (strcmp(buf, cases[i].want) != 0) {
			snprintf(why, sizeof why, "%g printed \"%s\", want \"%s\"",
			    cases[i].v, buf, cases[i].want);
			report(0, name, why);
			return;
		}
	}
	report(1, name, "");
}

/* An answer and the number VAL reads in it. */
struct val_case {
	const char *s;
	double want;
};

/* VAL of each case as b reads it, as it wants: test name. */
static void val_cases(const struct basic *b, const char *name,
    const struct val_case *cases, size_t n)
{
	char why[128];
	size_t i;

	for (i = 0; i < n; i++) {
		double v = b->val(cases[i].s);

		if (v != cases[i].want) {
			snprintf(why, sizeof why, "VAL(\"%s\") = %g, want %g",
			    cases[i].s, v, cases[i].want);
			report(0, name, why);
			return;
		}
	}
	report(1, name, "");
}

static void test_num(void)
{
	static const struct num_case cases[] = {
		{ 0, " 0 " }, { 16, " 16 " }, { -3, "-3 " }, { 1e3, " 1000 " },
		{ 9999999, " 9999999 " }, { 0.5, " .5 " }, { -0.25, "-.25 " },
		{ 59.5, " 59.5 " }, { 1e7, " 1E+07 " }, { 123456789, " 1.234568E+08 " },
		{ 0.001, " .001 " }, { 1.5e-10, " 1.5E-10 " },
		{ 1.701411e38, " 1.701411E+38 " },
	};
	num_cases(&basic_gwbasic, "basic-num", cases, sizeof cases / sizeof cases[0]);
}

/* basic_num of a value no BASIC number has stops the program (abort)
 * rather than print something else. */
static void test_num_inf(void)
{
	static const double bad[] = { HUGE_VAL, -HUGE_VAL, 1e39 };
	char buf[64];
	size_t i;

	for (i = 0; i < sizeof bad / sizeof bad[0] + 1; i++) {
		pid_t pid;
		int status;

		fflush(stdout);
		if ((pid = fork()) == -1) {
			report(0, "basic-num-inf", "cannot fork");
			return;
		}
		if (pid == 0) {
			/* assert's words, and a sanitizer's, go nowhere */
			int fd = open("/dev/null", O_WRONLY);

			if (fd >= 0)
				(void)dup2(fd, STDERR_FILENO);
			basic_num(&basic_gwbasic, buf, sizeof buf,
			    i < sizeof bad / sizeof bad[0] ? bad[i] : NAN);
			_exit(0);
		}
		if (waitpid(pid, &status, 0) != pid || !WIFSIGNALED(status) ||
		    WTERMSIG(status) != SIGABRT) {
			report(0, "basic-num-inf", "printed without an abort");
			return;
		}
	}
	report(1, "basic-num-inf", "");
}

static void test_val(void)
{
	static const struct val_case cases[] = {
		{ "", 0 }, { "X", 0 }, { "49", 49 }, { "0", 0 }, { "12AB", 12 },
		{ "1 2", 12 }, { "-3", -3 }, { "+4", 4 }, { ".5", 0.5 },
		{ "2.5.1", 2.5 }, { "1E2", 100 }, { "1D2", 100 }, { "1E", 1 },
		{ "&H1F", 31 }, { "&O17", 15 }, { "&17", 15 }, { "E5", 0 },
		{ "1E99", 1.701411e38f }, { "-1E99", -1.701411e38f },
		{ "1 E 2", 100 }, { "1E -2", 1 }, { "1E-2", 0.01f },
		{ "1E9999999999999999999999", 1.701411e38f },
		{ "1E-9999999999999999999999", 0 },
	};
	val_cases(&basic_gwbasic, "basic-val", cases, sizeof cases / sizeof cases[0]);
}

/* Long answers: every digit counts, past any buffer. */
static void test_val_long(void)
{
	static char s[1000];
	char why[128];
	double v;

	memset(s, '0', 300);		/* 300 zeros and a 7 */
	strcpy(s + 300, "7");
	if ((v = basic_gwbasic.val(s)) != 7) {
		snprintf(why, sizeof why, "300 zeros and 7: %g", v);
		report(0, "basic-val-long", why);
		return;
	}
	memset(s, ' ', 300);		/* 300 blanks, 2, 200 zeros */
	s[300] = '2';
	memset(s + 301, '0', 200);
	s[501] = '\0';
	if ((v = basic_gwbasic.val(s)) != 1.701411e38f) {
		snprintf(why, sizeof why, "2 and 200 zeros: %g", v);
		report(0, "basic-val-long", why);
		return;
	}
	strcpy(s, "0.");		/* 0.000...0003 E 301: 3 */
	memset(s + 2, '0', 300);
	strcpy(s + 302, "3E301");
	if ((v = basic_gwbasic.val(s)) != 3) {
		snprintf(why, sizeof why, "0.(300 zeros)3E301: %g", v);
		report(0, "basic-val-long", why);
		return;
	}
	memset(s, '9', 60);		/* 1.0 less a digit far down */
	s[0] = '.';
	strcpy(s + 60, "1");
	if ((float)basic_gwbasic.val(s) != 1.0f) {
		report(0, "basic-val-long", ".(59 nines)1 is not 1 as a single");
		return;
	}
	report(1, "basic-val-long", "");
}

/* The Sorcerer's numbers: six digits, E notation from 1E6 up and below
 * .01. */
static void test_num_sorcerer(void)
{
	static const struct num_case cases[] = {
		{ 0, " 0 " }, { 16, " 16 " }, { -3, "-3 " }, { 1e3, " 1000 " },
		{ 999999, " 999999 " }, { 1e6, " 1E+06 " }, { 0.5, " .5 " },
		{ 59.5, " 59.5 " }, { 1234567, " 1.23457E+06 " },
		{ 0.01, " .01 " }, { 0.001, " 1E-03 " }, { -0.0025, "-2.5E-03 " },
	};
	num_cases(&basic_sorcerer, "sorcerer-num", cases, sizeof cases / sizeof cases[0]);
}

/* The Sorcerer's VAL: no &H, &O or &, no D before an exponent. */
static void test_val_sorcerer(void)
{
	static const struct val_case cases[] = {
		{ "", 0 }, { "X", 0 }, { "49", 49 }, { "1 2", 12 }, { "-3", -3 },
		{ "2.5.1", 2.5 }, { "1E2", 100 }, { "1D2", 1 }, { "&H1F", 0 },
		{ "&17", 0 }, { "E5", 0 },
	};
	val_cases(&basic_sorcerer, "sorcerer-val", cases, sizeof cases / sizeof cases[0]);
}

/* 70 A and 50 P, to cut from */
#define AS "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
#define PS "PPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPP"

/* PRINT n P's, then the number v, on BASIC b; the bytes out in got. */
static long print_num_after(const struct basic *b, int n, double v,
    char *got, size_t len)
{
	struct tty t;
	long k;

	if (!open_files(&t, "", 0))
		return -1;
	tty_basic(&t, b);
	for (; n > 0; n--)
		tty_str(&t, "P");
	tty_num(&t, v);
	tty_nl(&t);
	k = written(&t, got, len);
	close_files(&t);
	return k;
}

/* A number's line break on the Sorcerer: before PRINT writes a number,
 * a new line if the column plus the length of its text (sign or blank
 * and digits, not the blank after) is 64 or more; so after 59
 * characters PRINT 123 stays on the line, after 60 it goes to the next.
 * GW-BASIC has no width. */
static void test_num_break(void)
{
	static const struct { int after; double v; const char *num; int nl; }
	    cases[] = {
		{ 59, 123, " 123 ", 0 }, { 60, 123, " 123 ", 1 },
		{ 55, 123456, " 123456 ", 0 }, { 56, 123456, " 123456 ", 0 },
		{ 57, 123456, " 123456 ", 1 }, { 59, 1.5, " 1.5 ", 0 },
		{ 60, 1.5, " 1.5 ", 1 }, { 64, 7, " 7 ", 1 },
		{ 59, -0.25, "-.25 ", 0 }, { 60, -0.25, "-.25 ", 1 },
	};
	char got[256], want[256], why[128];
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		long n = print_num_after(&basic_sorcerer, cases[i].after,
		    cases[i].v, got, sizeof got);

		snprintf(want, sizeof want, "%.*s%s%s\n", cases[i].after, PS PS,
		    cases[i].nl ? "\n" : "", cases[i].num);
		if (!same(got, n, want, why, sizeof why)) {
			report(0, "sorcerer-num-break", why);
			return;
		}
	}
	snprintf(want, sizeof want, "%.70s 123 \n", PS PS);
	if (!same(got, print_num_after(&basic_gwbasic, 70, 123, got,
	    sizeof got), want, why, sizeof why)) {
		report(0, "sorcerer-num-break", why);
		return;
	}
	report(1, "sorcerer-num-break", "");
}

/* TAB(21), 70 characters on a line, 64 stars, Y$ (line 60), a prompt of
 * 52 with an answer of 20 typed, END: through a teletype that talks as
 * b; the bytes out in got, their number returned (-1: no file). */
static long print_as(const struct basic *b, char *got, size_t len)
{
	static const char in[] = "0123456789ABCDEFGHIJ\n";
	struct tty t;
	long n;
	int i;

	if (!open_files(&t, in, sizeof in - 1))
		return -1;
	tty_basic(&t, b);
	tty_tab(&t, 21);
	tty_line(&t, "T");
	for (i = 0; i < 70; i++)
		tty_str(&t, "A");
	tty_nl(&t);
	for (i = 0; i < 64; i++)
		tty_str(&t, "*");
	tty_nl(&t);
	tty_line(&t, "\r** ANSWER YES OR NO \r");
	for (i = 0; i < 50; i++)
		tty_str(&t, "P");
	(void)input_line(&t);
	tty_end(&t);
	n = written(&t, got, len);
	close_files(&t);
	return n;
}

/* What print_as prints as b is want: test name. */
static void print_case(const struct basic *b, const char *want,
    const char *name)
{
	char got[1024];
	long n = print_as(b, got, sizeof got);

	report_same(name, got, n, want);
}

/* PRINT on each machine: TAB's first column, the line width (the echo
 * too), CHR$(13), what END says. */
static void test_machines(void)
{
	char want[1024], *w;
	int i;

	/* the Sorcerer: TAB from column 0; 64 columns, a newline before the
	 * 65th printable character, the echo's too; CHR$(13) a CR byte;
	 * READY at the end */
	w = want;
	w += sprintf(w, "%21sT\n", "");
	w += sprintf(w, "%.64s\n%.6s\n", AS, AS);
	for (i = 0; i < 64; i++)
		*w++ = '*';
	w += sprintf(w, "\n\r** ANSWER YES OR NO \r\n");
	sprintf(w, "%.50s? 0123456789AB\nCDEFGHIJ\nREADY\n", PS);
	print_case(&basic_sorcerer, want, "sorcerer-print");

	/* GW-BASIC: TAB from column 1, no width, CHR$(13) a newline,
	 * nothing at the end */
	w = want;
	w += sprintf(w, "%20sT\n", "");
	w += sprintf(w, "%.70s\n", AS);
	for (i = 0; i < 64; i++)
		*w++ = '*';
	w += sprintf(w, "\n\n** ANSWER YES OR NO \n\n");
	sprintf(w, "%.50s? 0123456789ABCDEFGHIJ\n", PS);
	print_case(&basic_gwbasic, want, "gwbasic-print");
}

/*
 * MBASIC's 80 columns, as wizcastle-fidelity(7) (MACHINES) states its rules, a
 * model of its own, a character at a time: a printable character (blank
 * to '~') to be written with the count at 80 writes a newline first, then
 * moves the count on; a newline (CR LF) sets it to 0; BEL and ESC leave it.
 * Of a typed line the first 255 keys are kept and echoed, each further
 * key is echoed as BEL; the Enter writes one newline.
 */
struct mb_model {
	char out[2048];
	size_t len;
	int col;
};

/* What MBASIC writes for the n bytes at s. */
static void mb_model_put(struct mb_model *m, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c >= 0x20 && c <= 0x7e) {
			if (m->col == 80) {
				m->out[m->len++] = '\n';
				m->col = 0;
			}
			m->col++;
		} else if (c == '\n')
			m->col = 0;
		m->out[m->len++] = (char)c;
	}
	m->out[m->len] = '\0';
}

/* What MBASIC writes as it reads the typed line s. */
static void mb_model_typed(struct mb_model *m, const char *s)
{
	size_t n = strlen(s), k = n > 255 ? 255 : n;

	mb_model_put(m, s, k);
	for (; k < n; k++)
		mb_model_put(m, "\a", 1);
	mb_model_put(m, "\n", 1);
}

/* One wrap case: what is printed before the line is typed, the line,
 * whether it is INPUT's (a "? " first, blanks trimmed) or LINE INPUT's,
 * and what is printed after. */
struct mb_case {
	const char *name;
	const char *before, *typed;
	int input;
	const char *after;
};

/* A case through a teletype that talks as MBASIC, against the model:
 * the bytes out, and the answer as INPUT or LINE INPUT keeps it. */
static void mb_wrap_case(const struct mb_case *c)
{
	static char in[400];
	struct mb_model m;
	struct tty t;
	char got[2048], want[300];
	const char *a;
	size_t n = strlen(c->typed), k = n > 255 ? 255 : n;
	long len;

	snprintf(in, sizeof in, "%s\n", c->typed);
	if (!open_files(&t, in, strlen(in))) {
		report(0, c->name, "no temporary file");
		return;
	}
	tty_basic(&t, &basic_mbasic);
	memset(&m, 0, sizeof m);
	tty_str(&t, c->before);
	mb_model_put(&m, c->before, strlen(c->before));
	if (c->input)
		mb_model_put(&m, "? ", 2);
	mb_model_typed(&m, c->typed);
	a = c->input ? input_line(&t) : input_whole_line(&t);
	memcpy(want, c->typed, k);	/* INPUT drops blanks at the ends */
	while (c->input && k > 0 && want[k - 1] == ' ')
		k--;
	want[k] = '\0';
	if (strcmp(a, want + (c->input ? strspn(want, " ") : 0)) != 0) {
		char why[160];

		snprintf(why, sizeof why, "answer of %zu bytes", strlen(a));
		report(0, c->name, why);
		close_files(&t);
		return;
	}
	tty_str(&t, c->after);
	mb_model_put(&m, c->after, strlen(c->after));
	len = written(&t, got, sizeof got);
	report_same(c->name, got, len, m.out);
	close_files(&t);
}

/* A line of n keys: letters, digits and blanks, at buf (n < size). */
static const char *keys(char *buf, size_t n, const char *first)
{
	static const char abc[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789";
	size_t i, f = strlen(first);

	for (i = 0; i < n; i++)
		buf[i] = i < f ? first[i] : abc[i % (sizeof abc - 1)];
	buf[n] = '\0';
	return buf;
}

/* MBASIC's 80 columns and 255 keys: a prompt and a typed line of
 * exactly 80 columns, of 81, of 161; blanks; 300 keys; BEL and ESC,
 * which do not move the column. */
static void test_mbasic_wrap(void)
{
	static char k59[60], k60[61], k104[105], k300[301], k9[10];
	static char esc[80] = "\x1b" "E\a";
	static char bl1[120], bl2[120];
	static const char cmd[] = "ENTER YOUR COMMAND : ";	/* 21 */
	static const char pts[] = "HOW MANY POINTS DO YOU WISH TO ADD TO "
	    "YOUR INTELLIGENCE";				/* 55 + "? " */
	struct mb_case cases[7];
	size_t i;

	memset(esc + 3, 'P', 70);	/* ESC E BEL: 1 column */
	snprintf(bl1, sizeof bl1, "Y%79s", "");
	snprintf(bl2, sizeof bl2, "  N%100s", "");
	cases[0] = (struct mb_case){ "mbasic-wrap-80", cmd,
	    keys(k59, 59, "DR"), 0, "YOUR CHOICE" };
	cases[1] = (struct mb_case){ "mbasic-wrap-81", cmd,
	    keys(k60, 60, "N"), 0, "\n" };
	cases[2] = (struct mb_case){ "mbasic-wrap-161", pts,
	    keys(k104, 104, "3 "), 1, "" };
	cases[3] = (struct mb_case){ "mbasic-wrap-blanks", "YOUR CHOICE",
	    bl1, 1, "" };
	cases[4] = (struct mb_case){ "mbasic-wrap-blanks-line", cmd, bl2, 0,
	    "" };
	cases[5] = (struct mb_case){ "mbasic-wrap-300", "", keys(k300, 300,
	    ""), 1, "" };
	cases[6] = (struct mb_case){ "mbasic-wrap-bel-esc", esc,
	    keys(k9, 9, ""), 0, "\a\x1b" "E" };
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		mb_wrap_case(&cases[i]);
}

int main(void)
{
	alarm(60);		/* a loop that never ends fails, by SIGALRM */
	test_print();
	test_long_line();
	test_plain();
	test_input();
	test_input_end();
	test_input_sorcerer();
	test_input_escaped();
	test_num();
	test_num_inf();
	test_val();
	test_val_long();
	test_num_sorcerer();
	test_val_sorcerer();
	test_machines();
	test_num_break();
	test_mbasic_wrap();
	return failed;
}
