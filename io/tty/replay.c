/*
 * replay.c: lines taken as the player's before the player's own (a
 * journal's, say), echoed as a script's are, while what is printed is
 * held back and only its last screen kept, to show when they are used
 * up (replay_start ... replay_done, io/tty/tty.h); at a terminal, the last
 * of them the editor's history.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../alloc.h"
#include "edit.h"
#include "teletype.h"
#include "tty.h"

#define SCREEN_LINES	24	/* a resumed game's last screen: lines,
				 * the prompt's and a note's among them */

/*
 * Lines to take as the player's before the player's own: len bytes of
 * lines, each ending in a newline, echoed as a script's are.  What the
 * game prints meanwhile is held back, and only its last screen kept
 * (from its last form feed, at most SCREEN_LINES lines with a note's and
 * the prompt's); when they are used up, on_replayed is called and that
 * screen shown (replay_done), and the player reads on.
 */
void replay_start(struct tty *t, const char *lines, size_t len)
{
	struct withheld *h = xrealloc(NULL, sizeof *h);
	const char *p;

	memset(h, 0, sizeof *h);
	if ((h->mem = open_memstream(&h->text, &h->textlen)) == NULL)
		out_of_memory();
	h->out = t->out;
	h->echo = t->echo;
	h->clear = t->clear;
	h->glyphs = t->glyphs;
	t->out = h->mem;
	t->echo = 1;
	t->clear = NULL;	/* form feeds kept, and no pause */
	t->glyphs = 0;		/* the bytes kept */
	t->withheld = h;
	t->replay = lines;
	t->replay_end = lines + len;
	t->replay_left = 0;
	for (p = lines; (p = memchr(p, '\n', (size_t)(t->replay_end - p)));
	    p++)
		t->replay_left++;
}

/* Whether lines are being replayed: the game has not asked past them
 * (nor were they used up as it ended). */
int replay_running(const struct tty *t)
{
	return t != NULL && t->withheld != NULL;
}

/* The lines replayed not yet taken. */
size_t replay_remaining(const struct tty *t)
{
	return t->withheld != NULL ? t->replay_left : 0;
}

/* The screen's last SCREEN_LINES - 2 whole lines kept, with what
 * follows them (a note, as on_replayed leaves, and the prompt's come
 * after). */
static void withheld_trim(struct withheld *h)
{
	size_t i, lines;

	for (i = h->screenlen, lines = 0; i > 0; i--)
		if (h->screen[i - 1] == '\n' && ++lines == SCREEN_LINES - 1) {
			memmove(h->screen, h->screen + i, h->screenlen - i);
			h->screenlen -= i;
			break;
		}
}

/*
 * Add what the game printed since the last call to the last screen,
 * from its last form feed; once a replayed answer, so each byte is
 * looked at once, by memchr: the screen is cut to its last lines only
 * when it has grown past SCREEN_ROOM, and at the end (withheld_trim), which
 * leaves what cutting it each time would.
 */
#define SCREEN_ROOM 16384
static void withheld_collect(struct withheld *h)
{
	const char *p = h->text, *end, *ff, *last = NULL;
	size_t n;

	if (fflush(h->mem) == EOF)
		out_of_memory();
	end = p + h->textlen;
	for (ff = memchr(p, '\f', h->textlen); ff != NULL;
	    ff = memchr(ff + 1, '\f', (size_t)(end - ff - 1)))
		last = ff;
	if (last != NULL) {
		h->screenlen = 0;
		p = last;
	}
	n = (size_t)(end - p);
	if (h->screenlen + n > h->screencap) {
		h->screencap = (h->screenlen + n) * 2;
		h->screen = xrealloc(h->screen, h->screencap);
	}
	memcpy(h->screen + h->screenlen, p, n);
	h->screenlen += n;
	if (h->screenlen > SCREEN_ROOM)
		withheld_trim(h);
	rewind(h->mem);
}

/* The lines replayed are done with: the output back, on_replayed
 * called, the last screen shown; the prompt's line stays in buf[]. */
void replay_done(struct tty *t)
{
	struct withheld *h = t->withheld;

	if (h == NULL)
		return;
	out_lines_only(t);
	withheld_collect(h);
	withheld_trim(h);
	out_release(t);
	t->replay_left = 0;
	if (t->hooks.on_replayed != NULL)
		t->hooks.on_replayed(t->hooks.arg);
	out_write(t, h->screen, h->screenlen);
	free(h->screen);
	free(h);
}

/* The next line replayed, its length in *len; NULL when none is left,
 * the replay ended (replay_done). */
const char *replay_line(struct tty *t, size_t *len)
{
	const char *s;

	if (t->replay_left == 0) {
		replay_done(t);
		return NULL;
	}
	out_flush(t);	/* the prompt, to the held output */
	withheld_collect(t->withheld);
	s = t->replay;
	t->replay = (const char *)memchr(s, '\n',
	    (size_t)(t->replay_end - s)) + 1;
	*len = (size_t)(t->replay - s);
	if (t->ed != NULL && t->replay_left <= EDITOR_HISTORY)
		editor_history(t->ed, s, *len);	/* the up arrow's */
	t->replay_left--;
	return s;
}

/* Whether the output held back (a replay's) goes to a terminal whose
 * screen a form feed clears. */
int replay_clears(const struct tty *t)
{
	return t->withheld != NULL && t->withheld->clear != NULL;
}
