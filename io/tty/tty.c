/*
 * tty.c: the teletype the 1980 program talked to: PRINT, with its column
 * and TAB(), the echo of a byte typed (escaped where another sees it),
 * the screen cleared, the pause, and the program's end.
 * What is printed goes out through io/tty/out.c; INPUT is io/tty/input.c's,
 * each
 * BASIC's numbers (their text, VAL) io/tty/basic.c's, the lines replayed
 * before the player's io/tty/replay.c's.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../alloc.h"
#include "edit.h"
#include "teletype.h"
#include "pager.h"
#include "tty.h"

/* ^L's function (io/tty/edit.c): the screen drawn again. */
static void tty_redraw(void *t)
{
	screen_redraw(t);
}

/* A teletype, not yet open (tty_open): the caller's to tty_free. */
struct tty *tty_new(void)
{
	struct tty *t = xmalloc(sizeof *t);

	memset(t, 0, sizeof *t);
	return t;
}

/* A teletype of tty_new's closed, if it is open, and freed. */
void tty_free(struct tty *t)
{
	if (t == NULL)
		return;
	out_close(t);
	free(t);
}

/* ^O's function (io/tty/edit.c): the status below the line typed. */
static void tty_status(void *t)
{
	screen_status(t, 0, 0);
}

/* The help key's (io/tty/edit.c): the help screen below the line. */
static void tty_help(void *t)
{
	screen_status(t, 0, 1);
}

void tty_open(struct tty *t, FILE *in, FILE *out)
{
	memset(t, 0, sizeof *t);
	t->in = in;
	t->out = out;
	t->echo = !isatty(fileno(in));
	if (!t->echo && isatty(fileno(out)))
		t->ed = editor_open(in, out);
	/* the terminal's type says whether and how it clears: a terminal
	 * only, whatever input is; never a file or a pipe */
	if (isatty(fileno(out))) {
		t->clear = editor_clear(t->ed);
		screen_open(t);
	}
	/* what a terminal shows is kept, for ^L (io/tty/screen.c) */
	if (!t->echo && isatty(fileno(out))) {
		screen_keeping(t);
		editor_redraw(t->ed, tty_redraw, t);
		editor_status(t->ed, tty_status, tty_help);
	}
	/* buf[] is the buffer; stdio's would be a second copy.  libedit
	 * writes to out through stdio, a byte at a time: not then */
	t->out_stdio = t->ed != NULL || setvbuf(out, NULL, _IONBF, 0) != 0;
	tty_basic(t, &basic_sorcerer);
	tty_input(t, 1);
}

/* Talk as BASIC b does from now on. */
void tty_basic(struct tty *t, const struct basic *b)
{
	t->basic = b;
	t->width = b->width > 0 ? b->width : (size_t)-1;
	t->whole = basic_bound(b);
	out_stop(t);
}


/* A screen that waits (io/tty/pager.c), at a terminal only. */
void tty_pager(struct tty *t)
{
	if (t->pager == NULL)
		t->pager = pager_open(t->in, t->out, t->ed, t->clear != NULL);
}

/* At a terminal, the screen that waits only in a window of fewer than
 * rows rows (too small for what one answer prints), where tty_pager has
 * not made it wait always; whether the window is that small now. */
int tty_pager_below(struct tty *t, size_t rows)
{
	if (t->pager != NULL)
		return 0;
	if ((t->pager = pager_open(t->in, t->out, t->ed,
	    t->clear != NULL)) == NULL)
		return 0;
	pager_below(t->pager, rows);
	return pager_small(t->pager);
}

/* Read as the players of an edition typed: end_nl, the open line closed
 * at the end of input. */
void tty_input(struct tty *t, int end_nl)
{
	t->end_nl = end_nl;
}

/* BASIC's column (struct basic). */
static size_t out_col(const struct tty *t)
{
	return t->len - t->base;
}

/* End the line, buf[] full. */
static void out_nl_full(struct tty *t)
{
	out_flush(t);
	t->buf[t->len++] = '\n';
	t->base = t->len;
	out_stop(t);
}

/* End the line.  Inline: with a newline a few bytes apart, the call
 * was some 178,000 instructions of the longest session, 0.37 a byte
 * (test/bench/README). */
static inline void out_nl(struct tty *t)
{
	size_t n = t->len;

	if (n == TTY_OUT) {
		out_nl_full(t);
		return;
	}
	t->buf[n++] = '\n';
	t->len = t->base = n;
	/* out_stop, at column 0: with no width (GW-BASIC) the stop is
	 * buf[]'s end, as it was */
	if (t->width < TTY_OUT)
		t->stop = t->width < TTY_OUT - n ? n + t->width : TTY_OUT;
}

/* Printable: a blank to '~'.  A table, as it is a test a byte. */
static const unsigned char printable[256] = {
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
	1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0
};
#define PRINTABLE(c) printable[(unsigned char)(c)]

/*
 * One byte as struct basic has it, where a run stops: "\n" ends the
 * line, and CHR$(13) where it is a newline (cr_newline), else it is the
 * CR byte, the column back to 0; a printable character that would stand
 * in column width goes on a new line; another byte (the form feed) goes
 * out as it is and does not move the column.
 */
void tty_byte(struct tty *t, unsigned char c)
{
	const struct basic *b = t->basic;

	if (c == '\n' || (c == '\r' && b->cr_newline)) {
		out_nl(t);
		return;
	}
	if (PRINTABLE(c) && out_col(t) >= t->width)
		out_nl(t);
	if (t->len == TTY_OUT)
		out_flush(t);
	t->buf[t->len++] = (char)c;
	if (c == '\r')
		t->base = t->len;
	else if (!PRINTABLE(c))
		t->base++;
	out_stop(t);
}

/* A byte into buf[] that does not move the column (out_stop after). */
static void out_unmoved(struct tty *t, char c)
{
	if (t->len == TTY_OUT)
		out_flush(t);
	t->buf[t->len++] = c;
	t->base++;
}

/*
 * A byte the player typed, echoed where someone else sees it (out_typed,
 * io/tty/teletype.h), that tty_shown does not show as it is: as \ooo, as a name
 * would be shown, so that nothing typed works on another's terminal;
 * the column moves as the byte's own would have moved it (a control
 * byte's not at all, CR's back to 0), so that the lines break where the
 * player's did.
 */
void tty_escaped(struct tty *t, unsigned char c)
{
	if (c == '\\')
		tty_byte(t, c);	/* printable: it moves the column */
	else
		out_unmoved(t, '\\');
	out_unmoved(t, (char)('0' + (c >> 6)));
	out_unmoved(t, (char)('0' + (c >> 3 & 7)));
	out_unmoved(t, (char)('0' + (c & 7)));
	if (c == '\r' && t->basic->cr_newline)
		out_nl(t);
	else if (c == '\r')
		t->base = t->len;
	out_stop(t);
}

/*
 * Copy to d the printable bytes that begin s, at most room of them; a
 * string's NUL is not printable, so a string stops there.  Returns how
 * many.  Four bytes a step, so that the bound is tested once in four:
 * the game prints a few bytes a call, and this way the longest sessions
 * cost fewer instructions (the Sorcerer's some 107,000, 5%; Stetson's
 * under GW-BASIC 140,000, 6%: test/bench/README).  Inline, as tty_str's call
 * to it is most of PRINT's calls: some 45,000 of GW-BASIC's longest.
 */
static inline size_t copy_run(char *d, const char *s, size_t room)
{
	size_t k;

	for (k = 0; k + 4 <= room; k += 4) {
		if (!PRINTABLE(s[k]))
			return k;
		d[k] = s[k];
		if (!PRINTABLE(s[k + 1]))
			return k + 1;
		d[k + 1] = s[k + 1];
		if (!PRINTABLE(s[k + 2]))
			return k + 2;
		d[k + 2] = s[k + 2];
		if (!PRINTABLE(s[k + 3]))
			return k + 3;
		d[k + 3] = s[k + 3];
	}
	for (; k < room && PRINTABLE(s[k]); k++)
		d[k] = s[k];
	return k;
}

/* PRINT the n bytes at s (SIZE_MAX: the string s, to its NUL), from the
 * first that a run of printable bytes did not take: a newline ends the
 * line there and then (out_nl), any other byte where a run stops
 * (CHR$(13), the form feed, the stop) is tty_byte's; the printable
 * bytes between go a run at a time.  tty_str's call is then its last
 * act, with nothing to keep across it. */
static void put_rest(struct tty *t, const char *s, size_t n)
{
	if (n == SIZE_MAX) {		/* the newlines that end most */
		while (*s == '\n') {
			out_nl(t);
			s++;
		}
		if (*s == '\0')
			return;
		n = strlen(s);
	}
	while (n > 0) {
		size_t room = t->stop - t->len;
		size_t k;

		if (*s == '\n') {
			out_nl(t);
			s++;
			n--;
			continue;
		}
		k = copy_run(t->buf + t->len, s, n < room ? n : room);
		t->len += k;
		if (k == n)
			return;
		if (s[k] == '\n')
			out_nl(t);
		else
			tty_byte(t, (unsigned char)s[k]);
		s += k + 1;
		n -= k + 1;
	}
}

/*
 * PRINT n bytes: a run of printable bytes short of the stop, as most
 * strings are, is copied into buf[] in one go, and that is all;
 * anything else is put_rest's.
 */
void tty_text(struct tty *t, const char *s, size_t n)
{
	size_t room = t->stop - t->len;
	size_t k = copy_run(t->buf + t->len, s, n < room ? n : room);

	t->len += k;
	if (k < n)
		put_rest(t, s + k, n - k);
}

/* PRINT n bytes that are all printable (a blank to '~'), as the
 * caller knows them to be: copied in one go where they fit short of the
 * stop, as a line's pieces do; else tty_text's, as any n bytes. */
void tty_plain(struct tty *t, const char *s, size_t n)
{
	if (n > t->stop - t->len) {
		tty_text(t, s, n);
		return;
	}
	memcpy(t->buf + t->len, s, n);
	t->len += n;
}

/* PRINT a string: its printable bytes short of the stop, as most of the
 * game's strings are all of them, copied as they are read, so that the
 * string is scanned once; put_rest does the rest. */
void tty_str(struct tty *t, const char *s)
{
	size_t k = copy_run(t->buf + t->len, s, t->stop - t->len);

	t->len += k;
	if (s[k] != '\0')
		put_rest(t, s + k, SIZE_MAX);
}

/* PRINT with nothing after it: end the line. */
void tty_nl(struct tty *t)
{
	out_nl(t);
}

/* TAB(n): blanks up to column n - tab_base (struct basic). */
void tty_tab(struct tty *t, size_t n)
{
	while (out_col(t) + t->basic->tab_base < n)
		tty_text(t, " ", 1);
}

/* PRINT CHR$(12); the form feed, or the screen cleared (out_write). */
void tty_ff(struct tty *t)
{
	put_rest(t, "\f", 1);
}

/*
 * PRINT seq, the bytes that cleared the screen of the listing's own
 * terminal: Stetson's ESC E, the Heath H19's, or IPCO's CLS, which
 * prints none.  Where a form feed clears the screen, at a terminal that
 * can (held back too, in a replay), it is one; elsewhere the bytes.
 */
void tty_clear(struct tty *t, const char *seq)
{
	if (t->clear != NULL || replay_clears(t))
		put_rest(t, "\f", 1);
	else
		tty_text(t, seq, strlen(seq));
}

/* END: the BASIC's closing word, if it has one, on a line of its
 * own. */
void tty_end(struct tty *t)
{
	if (t->basic->ready == NULL)
		return;
	if (out_col(t) > 0)
		tty_nl(t);
	tty_line(t, t->basic->ready);
}

/*
 * The delay loop before the screen is cleared for the death notice (line
 * 2840, FOR Q=1 TO 750: about a second on the Sorcerer), so that the
 * last blow can be read: a second's pause where a form feed clears the
 * screen, nothing where it stays a byte in a file, a pipe or a terminal
 * that does not clear (WIZCASTLE_CLEAR_MS, io/tty/screen.c, sets it too).
 */
void tty_pause(struct tty *t)
{
	long ms = screen_stand(1);	/* a second; WIZCASTLE_CLEAR_MS's */
	struct timespec ts;

	if (t->clear == NULL)
		return;
	ts.tv_sec = ms / 1000;
	ts.tv_nsec = ms % 1000 * 1000000L;
	out_flush(t);
	while (nanosleep(&ts, &ts) == -1 && errno == EINTR)
		;
	screen_answered(t);	/* the next clear need not wait */
}

/* PRINT a number that tty_num does not: its text; a new line first if
 * the column plus the text (without its blank) reaches the width (a
 * number and its blank always fit on a line, where a string breaks only
 * before the width+1th character); then the text and the blank. */
static void put_num_slow(struct tty *t, double v)
{
	size_t n;

	basic_num(t->basic, t->num, sizeof t->num, v);
	n = strlen(t->num);
	if (t->width != (size_t)-1 && out_col(t) + n - 1 >= t->width)
		out_nl(t);
	tty_text(t, t->num, n);
}

/* PRINT a number: a whole one (as most are) straight into buf[], when
 * nine bytes fit before the stop (a whole number's text, its blank
 * included, is nine bytes at most: no new line is due). */
void tty_num(struct tty *t, double v)
{
	size_t n;

	if (t->stop - t->len >= 9 &&
	    (n = basic_whole(t->buf + t->len, (float)v, t->whole)) > 0) {
		t->len += n;
		return;
	}
	put_num_slow(t, v);
}

/* The program's end, status 0: what is printed goes out, hook (on_eof)
 * is told, the teletype is closed. */
void tty_stop(struct tty *t, void (*hook)(void *))
{
	out_flush(t);
	if (hook != NULL)
		hook(t->hooks.arg);
	out_close(t);
	exit(0);
}

/*
 * An error stops the BASIC program: msg on a line of its own, then what
 * the BASIC prints after it (struct basic's halted), out; then back to
 * the halt's target (tty_halt_to), whose caller goes on.  With none, the
 * program ends, status 0, as at the end of input.
 */
void tty_halt(struct tty *t, const char *msg)
{
	if (out_col(t) != 0)
		out_nl(t);
	tty_str(t, msg);
	tty_str(t, t->basic->halted);
	if (t->halt == NULL)
		tty_stop(t, NULL);
	out_flush(t);
	longjmp(*t->halt, 1);
}

/* Whoever keeps the session is told through h's hooks (copied). */
void tty_hooks(struct tty *t, const struct tty_hooks *h)
{
	t->hooks = *h;
}

/* What is typed is someone else's to see (a watcher's): its echo
 * escaped (out_typed), as a replay's always is. */
void tty_escape(struct tty *t)
{
	t->escape = 1;
}

/* Whether the teletype's input is a terminal (^D ends it there). */
int tty_at_terminal(const struct tty *t)
{
	return isatty(fileno(t->in));
}

/* Where tty_halt goes back to: to (set with setjmp), or NULL, none. */
void tty_halt_to(struct tty *t, jmp_buf *to)
{
	t->halt = to;
}
