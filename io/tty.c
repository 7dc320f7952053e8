/*
 * tty.c: the teletype the 1980 program talked to.  PRINT with its column
 * and TAB(); INPUT with its "? ", the echo of a scripted answer, and the
 * end of input.  Each BASIC's numbers (their text, VAL) are io/basic.c's,
 * the lines replayed before the player's io/replay.c's.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "edit.h"
#include "held.h"
#include "key.h"
#include "pager.h"
#include "tty.h"

/* Stop on a write error: quietly for a closed pipe, else with a word.
 * What is still in buf[] is dropped: it cannot go out either. */
static void out_failed(struct tty *t)
{
	if (errno != EPIPE)
		fprintf(stderr, "wizcastle: write error: %s\n", strerror(errno));
	t->len = 0;
	tty_close(t);
	exit(1);
}

/* n bytes to out.  stdio holds nothing of out (unbuffered, tty_open),
 * so a write(2) of its descriptor goes in order; through stdio when
 * libedit shares out, or out has no descriptor. */
void out_bytes(struct tty *t, const char *s, size_t n)
{
	int fd = t->out_stdio ? -1 : fileno(t->out);

	if (fd < 0) {
		if ((n && fwrite(s, 1, n, t->out) != n) || fflush(t->out) == EOF)
			out_failed(t);
		return;
	}
	while (n > 0) {
		ssize_t w = write(fd, s, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			out_failed(t);
		s += w;
		n -= (size_t)w;
	}
}

/*
 * Out they go: every byte the game prints leaves through here, from
 * tty_flush (before each read, when buf[] is full, at the end), the
 * lines before libedit's prompt (read_edit) and a resumed game's last
 * screen (tty_replay_end); besides, libedit writes the open line as its
 * prompt and what the player types, and ^C a newline (io/signal.c).  At
 * a terminal, each form feed clears the screen where it can (t->clear),
 * where the column still counts it as one, and a machine's characters
 * beyond ASCII show as the terminal can (t->glyphs): io/screen.c.
 */
static void out_screen(struct tty *t, const char *s, size_t n)
{
	if (t->clear == NULL && t->glyphs == 0)
		out_bytes(t, s, n);
	else
		screen_write(t, s, n);
}

/* out_screen, with a pause wherever the screen that waits has one;
 * not while the output is held (a journal's replay). */
void out_write(struct tty *t, const char *s, size_t n)
{
	size_t k;

	if (t->pager == NULL || t->held != NULL) {
		out_screen(t, s, n);
		return;
	}
	while ((k = pager_fit(t->pager, s, n)) < n) {
		out_screen(t, s, k);
		pager_wait(t->pager);
		screen_answered(t);	/* the page has been read */
		s += k;
		n -= k;
	}
	out_screen(t, s, n);
}

/* BASIC's column (struct basic). */
static size_t out_col(const struct tty *t)
{
	return t->len - t->base;
}

/* Where a run of printable bytes must stop and look: buf[]'s end, or
 * the line's width (t->width: beyond buf[] when there is none). */
static void out_stop(struct tty *t)
{
	size_t col = out_col(t), room = col < t->width ? t->width - col : 0;

	t->stop = room < TTY_OUT - t->len ? t->len + room : TTY_OUT;
}

/* Everything printed goes out; the column stays. */
void tty_flush(struct tty *t)
{
	size_t n = t->len;

	t->base -= n;		/* modulo SIZE_MAX + 1: the column stays */
	t->len = 0;
	out_stop(t);
	out_write(t, t->buf, n);
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
		t->clear = editor_clear(t->ed, in, out);
		screen_open(t);
	}
	/* buf[] is the buffer; stdio's would be a second copy.  libedit
	 * writes to out through stdio, a byte at a time: not then */
	t->out_stdio = t->ed != NULL || setvbuf(out, NULL, _IONBF, 0) != 0;
	tty_basic(t, &basic_sorcerer);
	tty_input(t, 1, 1);
}

/* Talk as BASIC b does from now on. */
void tty_basic(struct tty *t, const struct basic *b)
{
	t->basic = b;
	t->width = b->width > 0 ? b->width : (size_t)-1;
	t->whole = basic_bound(b);
	out_stop(t);
}

static void say_note(struct tty *);

/* A screen that waits (io/pager.c), at a terminal only. */
void tty_pager(struct tty *t)
{
	if (t->pager == NULL)
		t->pager = pager_open(t->in, t->out, t->ed, t->clear != NULL);
}

/* Read as the players of an edition typed: fold, answers in upper case;
 * end_nl, the open line closed at the end of input. */
void tty_input(struct tty *t, int fold, int end_nl)
{
	t->fold = fold;
	t->end_nl = end_nl;
}

/* The end: what is printed goes out, and the terminal is as found. */
void tty_close(struct tty *t)
{
	replay_drop(t);
	if (t->len)
		tty_flush(t);
	say_note(t);
	if (t->ed)
		editor_close(t->ed);
	t->ed = NULL;
	pager_close(t->pager);
	t->pager = NULL;
	free(t->line);
	free(t->answer);
	free(t->typed);
	free(t->clear);
	t->line = t->answer = t->typed = t->clear = NULL;
}

/* End the line, buf[] full. */
static void out_nl_full(struct tty *t)
{
	tty_flush(t);
	t->buf[t->len++] = '\n';
	t->base = t->len;
	out_stop(t);
}

/* End the line.  Inline: with a newline a few bytes apart, the call
 * was some 178,000 instructions of the longest session, 0.37 a byte
 * (bench/README). */
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
static void out_byte(struct tty *t, unsigned char c)
{
	const struct basic *b = t->basic;

	if (c == '\n' || (c == '\r' && b->cr_newline)) {
		out_nl(t);
		return;
	}
	if (PRINTABLE(c) && out_col(t) >= t->width)
		out_nl(t);
	if (t->len == TTY_OUT)
		tty_flush(t);
	t->buf[t->len++] = (char)c;
	if (c == '\r')
		t->base = t->len;
	else if (!PRINTABLE(c))
		t->base++;
	out_stop(t);
}

/*
 * Copy to d the printable bytes that begin s, at most room of them; a
 * string's NUL is not printable, so a string stops there.  Returns how
 * many.  Four bytes a step, so that the bound is tested once in four:
 * the game prints a few bytes a call, and this way the longest sessions
 * cost fewer instructions (the Sorcerer's some 107,000, 5%; Stetson's
 * under GW-BASIC 140,000, 6%: bench/README).  Inline, as put_str's call
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
 * (CHR$(13), the form feed, the stop) is out_byte's; the printable
 * bytes between go a run at a time.  put_str's call is then its last
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
			out_byte(t, (unsigned char)s[k]);
		s += k + 1;
		n -= k + 1;
	}
}

/*
 * PRINT n bytes: a run of printable bytes short of the stop, as most
 * strings are, is copied into buf[] in one go, and that is all;
 * anything else is put_rest's.
 */
void put_text(struct tty *t, const char *s, size_t n)
{
	size_t room = t->stop - t->len;
	size_t k = copy_run(t->buf + t->len, s, n < room ? n : room);

	t->len += k;
	if (k < n)
		put_rest(t, s + k, n - k);
}

/* PRINT n bytes that are all printable (a blank to '~'), as the
 * caller knows them to be: copied in one go where they fit short of the
 * stop, as a line's pieces do; else put_text's, as any n bytes. */
void put_plain(struct tty *t, const char *s, size_t n)
{
	if (n > t->stop - t->len) {
		put_text(t, s, n);
		return;
	}
	memcpy(t->buf + t->len, s, n);
	t->len += n;
}

/* PRINT a string: its printable bytes short of the stop, as most of the
 * game's strings are all of them, copied as they are read, so that the
 * string is scanned once; put_rest does the rest. */
void put_str(struct tty *t, const char *s)
{
	size_t k = copy_run(t->buf + t->len, s, t->stop - t->len);

	t->len += k;
	if (s[k] != '\0')
		put_rest(t, s + k, SIZE_MAX);
}

/* PRINT with nothing after it: end the line. */
void put_nl(struct tty *t)
{
	out_nl(t);
}

/* TAB(n): blanks up to column n - tab_base (struct basic). */
void put_tab(struct tty *t, size_t n)
{
	while (out_col(t) + t->basic->tab_base < n)
		put_text(t, " ", 1);
}

/* PRINT CHR$(12); the form feed, or the screen cleared (out_write). */
void put_ff(struct tty *t)
{
	put_rest(t, "\f", 1);
}

/*
 * PRINT seq, the bytes that cleared the screen of the listing's own
 * terminal: Stetson's ESC E, the Heath H19's, or IPCO's CLS, which
 * prints none.  Where a form feed clears the screen, at a terminal that
 * can (held back too, in a replay), it is one; elsewhere the bytes.
 */
void put_clear(struct tty *t, const char *seq)
{
	if (t->clear != NULL || replay_clears(t))
		put_rest(t, "\f", 1);
	else
		put_text(t, seq, strlen(seq));
}

/* END: the BASIC's closing word, if it has one, on a line of its
 * own. */
void put_end(struct tty *t)
{
	if (t->basic->ready == NULL)
		return;
	if (out_col(t) > 0)
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
	tty_flush(t);
	while (nanosleep(&ts, &ts) == -1 && errno == EINTR)
		;
	screen_answered(t);	/* the next clear need not wait */
}

/* PRINT a number that put_num does not: its text; a new line first if
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
	put_text(t, t->num, n);
}

/* PRINT a number: a whole one (as most are) straight into buf[], when
 * nine bytes fit before the stop (a whole number's text, its blank
 * included, is nine bytes at most: no new line is due). */
void put_num(struct tty *t, double v)
{
	size_t n;

	if (t->stop - t->len >= 9 &&
	    (n = basic_whole(t->buf + t->len, (float)v, t->whole)) > 0) {
		t->len += n;
		return;
	}
	put_num_slow(t, v);
}

/* The program's end, status 0: what is printed goes out, hook (on_eof
 * or on_halt) is told, the teletype is closed. */
static void stop(struct tty *t, void (*hook)(void *))
{
	tty_flush(t);
	if (hook != NULL)
		hook(t->hook_arg);
	tty_close(t);
	exit(0);
}

/* End of input: close the open line (where t->end_nl says so: PC-BASIC
 * running a later edition prints nothing) and stop, status 0
 * (wizcastle(6), CAVEATS: the 1980 program could not end so). */
static void input_ended(struct tty *t)
{
	if (t->end_nl)
		out_nl(t);
	stop(t, t->on_eof);
}

/* Input that failed (err, an errno value): not the end of input.  Close
 * the open line, say why, status 1. */
static void input_failed(struct tty *t, int err)
{
	out_nl(t);
	tty_flush(t);
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

/* Out with what is printed up to the open line (after its last newline
 * or form feed); where in buf[] the open line starts. */
static size_t out_lines(struct tty *t)
{
	size_t f = t->len;

	while (f > 0 && t->buf[f - 1] != '\n' && t->buf[f - 1] != '\f')
		f--;
	out_write(t, t->buf, f);
	return f;
}

/*
 * A line for the player, on standard error: said just before the next
 * question is read, after all that is printed before it, so that no
 * clear of the screen takes it away; or at the end, if none comes.
 */
void tty_note(struct tty *t, const char *line)
{
	size_t old = t->note != NULL ? strlen(t->note) : 0;
	size_t n = strlen(line);

	t->note = xrealloc(t->note, old + n + 2);
	memcpy(t->note + old, line, n);
	memcpy(t->note + old + n, "\n", 2);
}

/* Out with the lines printed before the open line, which alone stays
 * in buf[]. */
void out_lines_only(struct tty *t)
{
	size_t f = out_lines(t);

	memmove(t->buf, t->buf + f, t->len - f);
	t->len -= f;
	t->base -= f;		/* modulo SIZE_MAX + 1: the column stays */
	out_stop(t);
}

/* The note, if there is one, after the lines printed before the open
 * line. */
static void say_note(struct tty *t)
{
	if (t->note == NULL)
		return;
	out_lines_only(t);
	fputs(t->note, stderr);
	free(t->note);
	t->note = NULL;
}

/* libedit's line, the open line its prompt; NULL at end of input. */
static const char *read_edit(struct tty *t, size_t *len)
{
	/* libedit shows the open line as its prompt, and would show a form
	 * feed in it as "^L": the rest goes out as it is.  The prompt stays
	 * in buf[] while libedit reads */
	size_t f;
	const char *s;
	int err;

	say_note(t);
	f = out_lines(t);
	t->buf[t->len] = '\0';
	t->len = t->base = 0;
	out_stop(t);
	s = editor_gets(t->ed, t->buf + f, len, &err);
	if (s == NULL && err)
		input_failed(t, err);
	return s;
}

/*
 * A plain line, after all that is printed; NULL at end of input.  At
 * most TTY_LINE bytes of it are kept, and its newline: the rest is read
 * and dropped.
 */
static inline const char *read_plain(struct tty *t, size_t *len)
{
	size_t n = 0;
	int c;

	say_note(t);
	tty_flush(t);
	if (t->linecap < TTY_LINE + 2) {
		t->line = xrealloc(t->line, TTY_LINE + 2);
		t->linecap = TTY_LINE + 2;
	}
	errno = 0;
	while ((c = getc_unlocked(t->in)) != EOF) {
		if (c == '\n') {
			t->line[n++] = '\n';
			break;
		}
		if (n < TTY_LINE)
			t->line[n++] = (char)c;
	}
	if (c == EOF && ferror(t->in))
		input_failed(t, errno);
	if (n == 0)
		return NULL;
	t->line[n] = '\0';
	*len = n;
	return t->line;
}

/* libedit's line, at most TTY_LINE bytes of it and its newline, as
 * read_plain keeps a line. */
static const char *cap_line(struct tty *t, const char *s, size_t *len)
{
	if (*len <= TTY_LINE || (*len == TTY_LINE + 1 && s[TTY_LINE] == '\n'))
		return s;
	if (t->linecap < TTY_LINE + 2) {
		t->line = xrealloc(t->line, TTY_LINE + 2);
		t->linecap = TTY_LINE + 2;
	}
	memcpy(t->line, s, TTY_LINE);
	if (s[*len - 1] == '\n')
		t->line[TTY_LINE] = '\n';
	*len = TTY_LINE + (s[*len - 1] == '\n');
	t->line[*len] = '\0';
	return t->line;
}

/*
 * The next line, its newline included if it had one, its length in
 * *len: a line replayed, or else the player's (by libedit, or plainly),
 * handed to on_line before the game sees it.  NULL at the end of input.
 */
static const char *next_line(struct tty *t, size_t *len)
{
	const char *s;

	if (t->held != NULL && (s = replay_line(t, len)) != NULL)
		return s;
	s = t->ed ? read_edit(t, len) : read_plain(t, len);
	if (s != NULL && t->ed != NULL)
		s = cap_line(t, s, len);
	if (s != NULL && t->on_line != NULL)
		t->on_line(t->hook_arg, s, *len);
	return s;
}

/* Room for n bytes at *buf (*cap of them now). */
static inline void need(struct tty *t, char **buf, size_t *cap, size_t n)
{
	if (*cap >= n)
		return;
	free(*buf);
	*cap = n > 256 ? n : 256;
	if ((*buf = malloc(*cap)) == NULL)
		input_failed(t, ENOMEM);	/* read, but no room */
}

/*
 * The Sorcerer ROM's line editor (struct basic's line_edit), a key at a
 * time over the n bytes typed at s: DEL or BS takes back the last
 * character and echoes one BS (control bytes never move the column), or
 * on an empty line echoes two and a new line; '@' and ^U forget the line
 * and echo '@' and a new line, or the new line alone; then the line
 * starts again, with no new "? ".  Every other byte is kept and echoed
 * as typed.  Echoed in a script (t->echo); at a terminal libedit has
 * shown the typing.  The line kept goes to t->typed; its length.
 */
static size_t rom_edit(struct tty *t, const char *s, size_t n)
{
	size_t i, k = 0;

	need(t, &t->typed, &t->typedcap, n + 1);
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == 0x7F || c == '\b') {
			if (t->echo)
				out_byte(t, '\b');
			if (k > 0)
				k--;
			else if (t->echo) {
				out_byte(t, '\b');
				out_nl(t);
			}
		} else if (c == '@' || c == 0x15) {
			k = 0;
			if (t->echo && c == '@')
				out_byte(t, '@');
			if (t->echo)
				out_nl(t);
		} else {
			t->typed[k++] = (char)c;
			if (t->echo)
				out_byte(t, c);
		}
	}
	return k;
}

/* c in upper case, if a letter of ASCII: as the keyboard with CAPS LOCK
 * down typed it, whatever the locale says (its toupper might not). */
static char upper(char c)
{
	return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

/* The answer as the game sees it, from the n bytes at s: leading blanks
 * gone (and tabs, if tabs), upper case where t->fold says so,
 * unprintable bytes as '?'. */
static inline const char *set_answer(struct tty *t, const char *s,
    size_t n, int tabs)
{
	size_t i, k;

	for (i = 0; i < n && (s[i] == ' ' || (tabs && s[i] == '\t')); i++)
		;
	for (k = 0; i < n; i++) {
		char c = safe((unsigned char)s[i]);

		t->answer[k++] = t->fold ? upper(c) : c;
	}
	while (k > 0 && t->answer[k - 1] == ' ')
		k--;
	t->answer[k] = '\0';
	return t->answer;
}

/* ask_line on a BASIC with line_edit: the n bytes at s edited and echoed
 * (rom_edit), the line ended; the answer, tabs not blanks, or NULL for an
 * empty line. */
static const char *ask_edited(struct tty *t, const char *s, size_t n)
{
	n = rom_edit(t, s, n);
	if (t->echo)
		out_nl(t);
	t->base = t->len;	/* the typed line ended the line */
	out_stop(t);
	if (n == 0)
		return NULL;
	need(t, &t->answer, &t->answercap, n + 1);
	return set_answer(t, t->typed, n, 0);
}

/* The player's line (next_line) without its line end, n bytes; the end
 * of input ends the program. */
static const char *typed_line(struct tty *t, size_t *n)
{
	const char *s;

	if ((s = next_line(t, n)) == NULL)
		input_ended(t);
	if (t->pager != NULL)
		pager_answered(t->pager);
	screen_answered(t);
	if (*n && s[*n - 1] == '\n')
		(*n)--;
	if (*n && s[*n - 1] == '\r')
		(*n)--;
	return s;
}

/* The n bytes at s into t->answer, printable (any other byte as '?'),
 * at most the BASIC's line_max of them, echoed where input is not a
 * terminal (BASIC's own output: it counts in the line's width, from the
 * prompt's column), each key past line_max as BEL; the line ended.
 * Returns how many were kept. */
static size_t echo_line(struct tty *t, const char *s, size_t n)
{
	size_t i, kept = n, max = t->basic->line_max;

	if (max > 0 && n > max)
		kept = max;
	need(t, &t->answer, &t->answercap, kept + 1);
	for (i = 0; i < kept; i++)
		t->answer[i] = safe((unsigned char)s[i]);
	t->answer[kept] = '\0';
	if (t->echo) {
		put_text(t, t->answer, kept);
		for (i = kept; i < n; i++)
			out_byte(t, '\a');	/* BEL: the column stays */
		out_nl(t);
	}
	t->base = t->len;	/* the typed line ended the line */
	out_stop(t);
	return kept;
}

/*
 * INPUT: "? ", then a line (next_line).  Returns the answer as the game
 * sees it: leading blanks and tabs gone, upper case (where t->fold says
 * so), unprintable bytes as '?'.  On a BASIC with line_edit, the line as
 * that ROM edited it, tabs not blanks, and NULL for an empty one
 * (ask_edited): INPUT then assigns nothing, and the last answer returned
 * stands.
 */
const char *ask_line(struct tty *t)
{
	const char *s;
	size_t n;

	put_str(t, "? ");
	s = typed_line(t, &n);
	if (t->basic->line_edit)
		return ask_edited(t, s, n);
	n = echo_line(t, s, n);
	return set_answer(t, s, n, 1);
}

/* LINE INPUT: no "? ", the line whole, as typed (unprintable bytes as
 * '?'; upper case where t->fold says so), echoed as INPUT's is. */
const char *ask_whole_line(struct tty *t)
{
	const char *s;
	size_t n, i;

	s = typed_line(t, &n);
	echo_line(t, s, n);
	for (i = 0; t->fold && i < n; i++)
		t->answer[i] = upper(t->answer[i]);
	return t->answer;
}

/*
 * A key for INKEY$, not echoed (INKEY$ shows nothing): at a terminal one
 * key (io/key.c), kept as an empty line (on_line), as the lines of a
 * replay or a script are read here, a line each.
 */
void ask_key(struct tty *t)
{
	size_t n;

	if (t->held != NULL && replay_line(t, &n) != NULL)
		return;
	if (t->echo) {
		if (next_line(t, &n) == NULL)
			input_ended(t);
		return;
	}
	say_note(t);
	tty_flush(t);
	if (!key_get(fileno(t->in)))
		input_ended(t);
	if (t->on_line != NULL)
		t->on_line(t->hook_arg, "\n", 1);
	if (t->pager != NULL)
		pager_answered(t->pager);
	screen_answered(t);
}

/*
 * An error stops the BASIC program: msg on a line of its own, then what
 * the BASIC prints after it (struct basic's halted); the session ends,
 * status 0, as the program's own end does.
 */
void tty_halt(struct tty *t, const char *msg)
{
	if (out_col(t) != 0)
		out_nl(t);
	put_str(t, msg);
	put_str(t, t->basic->halted);
	stop(t, t->on_halt);
}
