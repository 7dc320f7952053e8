/*
 * teletype.h: what the teletype's files (io/tty/tty.c, io/tty/out.c,
 * io/tty/input.c,
 * io/tty/replay.c, io/tty/screen.c, io/tty/raw.c) share, for them alone: struct
 * tty's fields, the output a replay holds back, the replay's side of
 * reading a line, the terminal's side of writing, the raw write, and
 * the output's.  No file outside io/ includes it (test/t_calls.sh).
 */
#ifndef IO_TELETYPE_H
#define IO_TELETYPE_H

#include "tty.h"

/*
 * The teletype: output, its column, input, echo.  Its fields are io/'s
 * alone: defined here, in a header no file outside io/ includes
 * (test/t_calls.sh, tty-private), a file outside has a struct tty * and
 * calls io/tty/tty.h's functions, and the compiler stops one that names a
 * field.  What is printed collects in buf[] and goes out in one write
 * before each read (or when buf[] is full, or at the end): one write a
 * prompt, not one a line.
 */
struct tty {
	FILE *in, *out;
	int echo;		/* echo each answer (input is not a terminal) */
	int escape;		/* what is typed is someone else's to see (a
				 * watcher's): its echo escaped (out_typed),
				 * as a replay's always is */
	int out_stdio;		/* out goes through stdio (libedit shares
				 * it, or it has no descriptor) */
	const struct basic *basic;	/* the machine's ways */
	int end_nl;		/* end of input closes the open line */
	size_t len;		/* bytes in buf[] */
	size_t base;		/* BASIC's column (struct basic) is len -
				 * base, modulo SIZE_MAX + 1: base is where
				 * in buf[] the column was 0, or would have
				 * been */
	size_t stop;		/* where in buf[] a run of printable bytes
				 * must stop: buf[]'s end, or the line's
				 * width */
	size_t width;		/* basic->width, or SIZE_MAX for none */
	float whole;		/* 10^basic->digits: whole numbers below
				 * print whole */
	char *line;		/* the last answer as read */
	size_t linecap;
	char *answer;		/* the answer as the game sees it */
	size_t answercap;
	char *typed;		/* the line as edited and echoed */
	size_t typedcap;
	struct editor *ed;	/* libedit, when playing at a terminal */
	char *clear;		/* what a form feed becomes: the terminal's
				 * clear-screen sequence, or NULL for the
				 * byte itself */
	int glyphs;		/* at a terminal, how the machine's own
				 * characters show (io/tty/screen.c): in
				 * GLYPHS_UTF8 or GLYPHS_ASCII; 0, in a file
				 * or a pipe: the bytes as they are */
	size_t unread;		/* lines shown at the terminal since the
				 * player last answered (or the screen was
				 * cleared), which a clear waits for */
	int inked;		/* ... and something on the open line */
	char *seen;		/* at a terminal (input and output): what it
				 * has shown since its last clear, for ^L
				 * to draw again (io/tty/screen.c); else NULL */
	size_t seenlen;
	char num[64];		/* a number's text on its way */
	char buf[TTY_OUT + 1];	/* printed, not yet out; and room for a NUL */

	/* lines to take before the player's (replay_start) */
	const char *replay;	/* the next, each ending in a newline */
	const char *replay_end;
	size_t replay_left;	/* how many are left */
	struct withheld *withheld;	/* output held back, or NULL */

	struct pager *pager;	/* the screen that waits, or NULL (tty_pager,
				 * io/tty/pager.c) */
	char *note;		/* lines for the player, said before the next
				 * question (out_note_line), or NULL */
	jmp_buf *halt;		/* where an error that stops the program
				 * goes back to (tty_halt_to), or NULL */

	struct tty_hooks hooks;	/* set by tty_hooks */
};

/* The output held back while lines are replayed (replay_start). */
struct withheld {
	FILE *out;		/* the real output */
	int echo;		/* and its echo */
	char *clear;		/* and what a form feed becomes there */
	int glyphs;		/* and how characters show there */
	FILE *mem;		/* where the output goes meanwhile */
	char *text;		/* ... its text */
	size_t textlen;
	char *screen;		/* the last screen so far */
	size_t screenlen, screencap;
};

/* io/tty/replay.c */
const char *replay_line(struct tty *, size_t *len);
int replay_clears(const struct tty *);

/* io/tty/screen.c: what a terminal shows, which writes with raw_write */
void screen_open(struct tty *);
void screen_answered(struct tty *);
long screen_stand(size_t lines);
void screen_write(struct tty *, const char *s, size_t n);
void screen_keeping(struct tty *);
void screen_keep(struct tty *, const char *s, size_t n);
void screen_redraw(struct tty *);
void screen_status(struct tty *, int again, int help);

/* io/tty/raw.c: the bytes written out as they are, the notes said, the
 * teletype's end after its output */
void raw_write(struct tty *, const char *s, size_t n);
void raw_note(struct tty *);
void raw_end(struct tty *);

/* io/tty/out.c */
void out_write(struct tty *, const char *s, size_t n);
void out_stop(struct tty *);
size_t out_lines(struct tty *);
void out_lines_only(struct tty *);
void out_note(struct tty *);
struct withheld *out_release(struct tty *);

/* io/tty/tty.c */
void tty_byte(struct tty *, unsigned char c);
void tty_escaped(struct tty *, unsigned char c);
void tty_stop(struct tty *, void (*hook)(void *));

/*
 * A byte the player typed, echoed as the machine echoes it (the
 * Sorcerer's line editor, every byte: io/tty/input.c); but where the echo
 * is someone else's to see, a replay's (a resume, a takeover, a
 * watcher's start) or a watcher's (t->escape), escaped as a name is
 * (tty_escaped).  A script's echo, the player's own, stays byte for
 * byte.  Inline: a test or two a byte typed, before the call that was.
 */
static inline void out_typed(struct tty *t, unsigned char c)
{
	if (tty_shown(c) || c == '\n' || (!t->escape && t->withheld == NULL))
		tty_byte(t, c);
	else
		tty_escaped(t, c);
}

#endif
