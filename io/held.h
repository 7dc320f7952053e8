/*
 * held.h: what the teletype's files (io/tty.c, io/out.c, io/input.c,
 * io/replay.c, io/screen.c, io/raw.c) share, for them alone: the output
 * a replay holds back, the replay's side of reading a line, the
 * terminal's side of writing, the raw write, and the output's.
 */
#ifndef IO_HELD_H
#define IO_HELD_H

#include "tty.h"

/* The output held back while lines are replayed (tty_replay). */
struct held {
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

/* io/replay.c */
const char *replay_line(struct tty *, size_t *len);
int replay_clears(const struct tty *);

/* io/screen.c: what a terminal shows, which writes with raw_write */
void screen_open(struct tty *);
void screen_answered(struct tty *);
long screen_stand(size_t lines);
void screen_write(struct tty *, const char *s, size_t n);
void screen_keeping(struct tty *);
void screen_keep(struct tty *, const char *s, size_t n);
void screen_redraw(struct tty *);
void screen_status(struct tty *, int again);

/* io/raw.c: the bytes written out as they are, the notes said, the
 * teletype's end after its output */
void raw_write(struct tty *, const char *s, size_t n);
void raw_note(struct tty *);
void raw_end(struct tty *);

/* io/out.c */
void out_write(struct tty *, const char *s, size_t n);
void out_stop(struct tty *);
size_t out_lines(struct tty *);
void out_lines_only(struct tty *);
void say_note(struct tty *);
struct held *out_unhold(struct tty *);

/* io/tty.c */
void out_byte(struct tty *, unsigned char c);
void out_escaped(struct tty *, unsigned char c);
void tty_stop(struct tty *, void (*hook)(void *));

/*
 * A byte the player typed, echoed as the machine echoes it (the
 * Sorcerer's line editor, every byte: io/input.c); but where the echo
 * is someone else's to see, a replay's (-r, -g, a resume, a takeover, a
 * watcher's start) or a watcher's (t->escape), escaped as a name is
 * (out_escaped).  A script's echo, the player's own, stays byte for
 * byte.  Inline: a test or two a byte typed, before the call that was.
 */
static inline void out_typed(struct tty *t, unsigned char c)
{
	if (tty_shown(c) || c == '\n' || (!t->escape && t->held == NULL))
		out_byte(t, c);
	else
		out_escaped(t, c);
}

#endif
