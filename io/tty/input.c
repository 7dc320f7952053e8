/*
 * input.c: the teletype's INPUT.  The line read (replayed, by libedit,
 * or plainly) and kept to TTY_LINE bytes, the Sorcerer ROM's line
 * editor, the echo of a scripted answer, the answer as the program sees
 * it, INKEY$'s one key, the end of input; before each question, the
 * player's notes said (io/tty/out.c).  PRINT is io/tty/tty.c's.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../alloc.h"
#include "edit.h"
#include "teletype.h"
#include "key.h"
#include "pager.h"
#include "tty.h"

/* End of input: close the open line (where t->end_nl says so: PC-BASIC
 * running a later edition prints nothing) and stop, status 0
 * (wizcastle-fidelity(7): the 1980 program could not end so). */
static void input_ended(struct tty *t)
{
	if (t->end_nl)
		tty_nl(t);
	tty_stop(t, t->hooks.on_eof);
}

/* Input that failed (err, an errno value): not the end of input.  Close
 * the open line, say why, status 1. */
static void input_failed(struct tty *t, int err)
{
	signals_check();	/* cut short by the idle limit's end */
	tty_nl(t);
	out_flush(t);
	io_complain("cannot read input: %s", strerror(err ? err : EIO));
	out_close(t);
	exit(1);
}

/* Printable ASCII passes; any other byte reads as '?'. */
static char safe(unsigned char c)
{
	return c >= 0x20 && c < 0x7f ? (char)c : '?';
}

/* libedit's line, the open line its prompt; NULL at end of input. */
static const char *read_edit(struct tty *t, size_t *len)
{
	/* libedit shows the open line as its prompt, and would show a form
	 * feed in it as "^L": the rest goes out as it is.  The prompt stays
	 * in buf[] while libedit reads */
	size_t f;
	const char *s, *prompt;
	int err;
	char key[KEY_MAX];

	out_note(t);
	f = out_lines(t);
	if (pager_back(t->pager, key) > 0)
		editor_push(t->ed, key);	/* typed ahead of a pause */
	t->buf[t->len] = '\0';
	t->len = t->base = 0;
	out_stop(t);
	signals_wait(1);
	prompt = t->buf + f;
	s = editor_gets(t->ed, prompt, len, &err);
	signals_wait(0);
	if (s == NULL && err)
		input_failed(t, err);
	if (s != NULL) {		/* on the screen now, for ^L */
		screen_keep(t, prompt, strlen(prompt));
		screen_keep(t, s, *len);
	}
	return s;
}

/* Room in t->line for a line as it is kept: TTY_LINE bytes, its newline
 * and a NUL. */
static void line_room(struct tty *t)
{
	if (t->linecap < TTY_LINE + 2) {
		t->line = xrealloc(t->line, TTY_LINE + 2);
		t->linecap = TTY_LINE + 2;
	}
}

/*
 * The next byte of plain input, or EOF (errno set if it failed).  At a
 * terminal a byte at a time from its descriptor, never more: keys typed
 * ahead of the line stay in the kernel, where a pause and a clear look
 * for them (key_waiting), not in stdio's buffer.
 */
static int plain_getc(struct tty *t)
{
	unsigned char c;
	ssize_t r;

	if (t->echo)
		return getc_unlocked(t->in);
	do {
		signals_check();	/* an end the idle limit rang for */
		r = read(fileno(t->in), &c, 1);
	} while (r < 0 && errno == EINTR);
	if (r == 0)
		errno = 0;	/* its end, no error */
	if (r == 1)
		signals_key();
	return r == 1 ? c : EOF;
}

/*
 * What a pause gave back (io/tty/pager.c) of the next plain line, into
 * t->line: up to its newline, which is kept; the line's length so far.
 * The terminal's echo was off as it came: it is echoed here.
 */
static size_t plain_back(struct tty *t)
{
	size_t n = 0;
	int c;

	while ((c = pager_backc(t->pager)) != EOF) {
		if (n < TTY_LINE || c == '\n')
			t->line[n++] = (char)c;
		if (c == '\n')
			break;
	}
	if (n > 0) {
		(void)fwrite(t->line, 1, n, t->out);
		(void)fflush(t->out);
	}
	return n;
}

/*
 * A plain line, after all that is printed; NULL at end of input.  At
 * most TTY_LINE bytes of it are kept, and its newline: the rest is read
 * and dropped.  What a pause gave back comes first (plain_back).
 */
static inline const char *read_plain(struct tty *t, size_t *len)
{
	size_t n;
	int c;

	out_note(t);
	out_flush(t);
	line_room(t);
	signals_wait(1);	/* the echo below too */
	n = plain_back(t);
	c = n > 0 && t->line[n - 1] == '\n' ? '\n' : 0;
	errno = 0;
	while (c != '\n' && (c = plain_getc(t)) != EOF) {
		if (c == '\n')
			t->line[n++] = '\n';
		else if (n < TTY_LINE)
			t->line[n++] = (char)c;
	}
	signals_wait(0);
	if (c == EOF && (t->echo ? ferror(t->in) : errno != 0))
		input_failed(t, errno);
	if (n == 0)
		return NULL;
	t->line[n] = '\0';
	*len = n;
	return t->line;
}

/* Whether the line s, *len bytes, is the key c alone and its end. */
static int key_line(const char *s, size_t len, char c)
{
	return s[0] == c && (len == 2 || (len == 3 && s[1] == '\r')) &&
	    s[len - 1] == '\n';
}

/*
 * read_plain at a terminal that keeps what it shows (t->seen): a line
 * that is ^L alone (the terminal's own editing has no key for it) draws
 * the screen again, one of ^O alone shows the status line and the
 * question again (io/tty/screen.c); neither is an answer, nor handed to
 * on_line: the next line is read.  Any other line is kept as shown, the
 * kernel's echo.
 */
static const char *read_seen(struct tty *t, size_t *len)
{
	const char *s;

	while ((s = read_plain(t, len)) != NULL && t->seen != NULL) {
		if (key_line(s, *len, '\f'))
			screen_redraw(t);
		else if (key_line(s, *len, '\017'))
			screen_status(t, 1, 0);
		else {
			screen_keep(t, s, *len);
			break;
		}
	}
	return s;
}

/* libedit's line, at most TTY_LINE bytes of it and its newline, as
 * read_plain keeps a line. */
static const char *cap_line(struct tty *t, const char *s, size_t *len)
{
	if (*len <= TTY_LINE || (*len == TTY_LINE + 1 && s[TTY_LINE] == '\n'))
		return s;
	line_room(t);
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

	if (t->withheld != NULL && (s = replay_line(t, len)) != NULL)
		return s;
	s = t->ed ? read_edit(t, len) : read_seen(t, len);
	if (s != NULL && t->ed != NULL)
		s = cap_line(t, s, len);
	if (s != NULL && t->hooks.on_line != NULL)
		t->hooks.on_line(t->hooks.arg, s, *len);
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
 * character and echoes one BS (control bytes never move the column;
 * escaped, out_typed, where another sees it), or
 * on an empty line echoes two and a new line; '@' and ^U forget the line
 * and echo '@' and a new line, or the new line alone; then the line
 * starts again, with no new "? ".  Every other byte is kept and echoed
 * as typed (out_typed: escaped where another sees it).  Echoed in a
 * script (t->echo); at a terminal libedit has shown the typing.  The
 * line kept goes to t->typed; its length.
 */
static size_t rom_edit(struct tty *t, const char *s, size_t n)
{
	size_t i, k = 0;

	need(t, &t->typed, &t->typedcap, n + 1);
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == 0x7F || c == '\b') {
			if (t->echo)
				out_typed(t, '\b');
			if (k > 0)
				k--;
			else if (t->echo) {
				out_typed(t, '\b');
				tty_nl(t);
			}
		} else if (c == '@' || c == 0x15) {
			k = 0;
			if (t->echo && c == '@')
				tty_byte(t, '@');
			if (t->echo)
				tty_nl(t);
		} else {
			t->typed[k++] = (char)c;
			if (t->echo)
				out_typed(t, c);
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
 * gone (and tabs, if tabs), upper case, unprintable bytes as '?'. */
static inline const char *set_answer(struct tty *t, const char *s,
    size_t n, int tabs)
{
	size_t i, k;

	for (i = 0; i < n && (s[i] == ' ' || (tabs && s[i] == '\t')); i++)
		;
	for (k = 0; i < n; i++) {
		char c = safe((unsigned char)s[i]);

		t->answer[k++] = upper(c);
	}
	while (k > 0 && t->answer[k - 1] == ' ')
		k--;
	t->answer[k] = '\0';
	return t->answer;
}

/* input_line on a BASIC with line_edit: the n bytes at s edited and echoed
 * (rom_edit), the line ended; the answer, tabs not blanks, or NULL for an
 * empty line. */
static const char *ask_edited(struct tty *t, const char *s, size_t n)
{
	n = rom_edit(t, s, n);
	if (t->echo)
		tty_nl(t);
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
		tty_text(t, t->answer, kept);
		for (i = kept; i < n; i++)
			tty_byte(t, '\a');	/* BEL: the column stays */
		tty_nl(t);
	}
	t->base = t->len;	/* the typed line ended the line */
	out_stop(t);
	return kept;
}

/*
 * INPUT: "? ", then a line (next_line).  Returns the answer as the game
 * sees it: leading blanks and tabs gone, upper case, unprintable bytes
 * as '?'.  On a BASIC with line_edit, the line as that ROM edited it,
 * tabs not blanks, and NULL for an empty one (ask_edited): INPUT then
 * assigns nothing, and the last answer returned stands.
 */
const char *input_line(struct tty *t)
{
	const char *s;
	size_t n;

	tty_str(t, "? ");
	s = typed_line(t, &n);
	if (t->basic->line_edit)
		return ask_edited(t, s, n);
	n = echo_line(t, s, n);
	return set_answer(t, s, n, 1);
}

/* LINE INPUT: no "? ", the line whole, as typed (unprintable bytes as
 * '?'; upper case), echoed as INPUT's is. */
const char *input_whole_line(struct tty *t)
{
	const char *s;
	size_t n, i;

	s = typed_line(t, &n);
	echo_line(t, s, n);
	for (i = 0; i < n; i++)
		t->answer[i] = upper(t->answer[i]);
	return t->answer;
}

/*
 * A key for INKEY$, not echoed (INKEY$ shows nothing): at a terminal one
 * key (io/tty/key.c), kept as an empty line (on_line), as the lines of a
 * replay or a script are read here, a line each.
 */
void input_key(struct tty *t)
{
	size_t n;
	char key[KEY_MAX];

	if (t->withheld != NULL && replay_line(t, &n) != NULL)
		return;
	if (t->echo) {
		if (next_line(t, &n) == NULL)
			input_ended(t);
		return;
	}
	out_note(t);
	out_flush(t);
	/* a key a pause gave back (io/tty/pager.c) is the key */
	signals_wait(1);
	if (pager_back(t->pager, key) == 0 &&
	    !key_get(fileno(t->in), key, &n))
		input_ended(t);
	signals_wait(0);
	if (t->hooks.on_line != NULL)
		t->hooks.on_line(t->hooks.arg, "\n", 1);
	if (t->pager != NULL)
		pager_answered(t->pager);
	screen_answered(t);
}

