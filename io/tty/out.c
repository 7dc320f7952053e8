/*
 * out.c: the teletype's output: what PRINT has in buf[] goes out
 * (out_flush), through the screen that waits (io/tty/pager.c) and what a
 * terminal shows (io/tty/screen.c) to the raw write (io/tty/raw.c); the
 * player's notes on standard error between the lines; the output a
 * replay held back let go; and the teletype closed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../alloc.h"
#include "teletype.h"
#include "pager.h"
#include "tty.h"

/*
 * Out they go: every byte the game prints leaves through here, from
 * out_flush (before each read, when buf[] is full, at the end), the
 * lines before libedit's prompt (read_edit) and a resumed game's last
 * screen (replay_done); besides, libedit writes the open line as its
 * prompt and what the player types, and ^C a newline (io/tty/signal.c).  At
 * a terminal, each form feed clears the screen where it can (t->clear),
 * where the column still counts it as one, and a machine's characters
 * beyond ASCII show as the terminal can (t->glyphs): io/tty/screen.c.
 */
static void out_screen(struct tty *t, const char *s, size_t n)
{
	if (t->clear == NULL && t->glyphs == 0)
		raw_write(t, s, n);
	else
		screen_write(t, s, n);
}

/* out_screen, with a pause wherever the screen that waits has one;
 * not while the output is held (a journal's replay). */
void out_write(struct tty *t, const char *s, size_t n)
{
	size_t k;

	if (t->seen != NULL && t->withheld == NULL)
		screen_keep(t, s, n);	/* for ^L */
	if (t->pager == NULL || t->withheld != NULL) {
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

/* Where a run of printable bytes must stop and look: buf[]'s end, or
 * the line's width (t->width: beyond buf[] when there is none). */
void out_stop(struct tty *t)
{
	size_t col = t->len - t->base;	/* BASIC's column */
	size_t room = col < t->width ? t->width - col : 0;

	t->stop = room < TTY_OUT - t->len ? t->len + room : TTY_OUT;
}

/* Everything printed goes out; the column stays. */
void out_flush(struct tty *t)
{
	size_t n = t->len;

	t->base -= n;		/* modulo SIZE_MAX + 1: the column stays */
	t->len = 0;
	out_stop(t);
	out_write(t, t->buf, n);
}


/* Out with what is printed up to the open line (after its last newline
 * or form feed); where in buf[] the open line starts. */
size_t out_lines(struct tty *t)
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
void out_note_line(struct tty *t, const char *line)
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
void out_note(struct tty *t)
{
	if (t->note == NULL)
		return;
	out_lines_only(t);
	screen_keep(t, t->note, strlen(t->note));
	raw_note(t);
}


/* What is printed and not yet out dropped: a session refused as its
 * replay ended says only why. */
void out_discard(struct tty *t)
{
	t->len = t->base = 0;
	out_stop(t);
}

/* The output a replay held back (io/tty/replay.c) let go: the real output
 * back, the text held dropped.  The held replay's struct, its last
 * screen the caller's to show or drop, or NULL if none was held. */
struct withheld *out_release(struct tty *t)
{
	struct withheld *h = t->withheld;

	if (h == NULL)
		return NULL;
	fclose(h->mem);
	free(h->text);
	t->out = h->out;
	t->echo = h->echo;
	t->clear = h->clear;
	t->glyphs = h->glyphs;
	t->withheld = NULL;
	return h;
}

/* The end: what is printed goes out (what a replay held back stays
 * so), and the terminal is as found. */
void out_close(struct tty *t)
{
	struct withheld *h = out_release(t);

	if (h != NULL) {
		t->len = 0;
		free(h->screen);
		free(h);
	}
	if (t->len)
		out_flush(t);
	out_note(t);
	raw_end(t);
}

