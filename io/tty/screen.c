/*
 * screen.c: what a terminal shows of what the teletype prints, where a
 * file or a pipe has the bytes as the listing printed them.  A form feed
 * clears the screen (t->clear), but not before what it would wipe, if
 * anything was printed since the player last answered, has stood long
 * enough to be read: on the machines the listings ran on, building a
 * castle took long enough; here it takes no time.  And the characters a
 * machine prints beyond ASCII (struct basic's charset: the IBM PC's code
 * page 437) show as that machine showed them: in UTF-8 where the
 * locale's character set is UTF-8, else as ASCII stand-ins.  What it
 * has shown since its last clear is kept, for ^L to draw it again; ^O
 * shows the status line below the question.
 */
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../alloc.h"
#include "edit.h"
#include "teletype.h"
#include "key.h"
#include "pager.h"

/* How long the lines a clear would wipe stand first: a second, two for
 * more than SCREEN_FEW of them; WIZCASTLE_CLEAR_MS, if set, the
 * milliseconds for a few (at most SCREEN_MOST), twice that for more:
 * the tests set 0, where the wait is not what they try. */
#define SCREEN_FEW	3
#define SCREEN_MOST	60000L

/* The character set of the locale (LC_CTYPE): UTF-8, or none. */
static int locale_utf8(void)
{
	const char *cs;

	(void)setlocale(LC_CTYPE, "");
	cs = nl_langinfo(CODESET);
	return cs != NULL && (strcmp(cs, "UTF-8") == 0 ||
	    strcmp(cs, "utf-8") == 0 || strcmp(cs, "utf8") == 0);
}

/* At a terminal: how the machines' characters beyond ASCII show. */
void screen_open(struct tty *t)
{
	t->glyphs = locale_utf8() ? GLYPHS_UTF8 : GLYPHS_ASCII;
}

/* The player answered, or waited at a pause: what is on the screen has
 * been read. */
void screen_answered(struct tty *t)
{
	t->unread = 0;
	t->inked = 0;
}

/* Wait ms milliseconds, or less if a key comes (it is left to be read)
 * or a pause gave one back; not when input is not a terminal (a script
 * does not read). */
static void screen_wait(const struct tty *t, long ms)
{
	struct timespec now, end;

	if (t->echo || clock_gettime(CLOCK_MONOTONIC, &end) != 0)
		return;
	end.tv_sec += ms / 1000;
	end.tv_nsec += ms % 1000 * 1000000L;
	for (;;) {
		long left;

		if (clock_gettime(CLOCK_MONOTONIC, &now) != 0)
			return;
		left = (end.tv_sec - now.tv_sec) * 1000L +
		    (end.tv_nsec - now.tv_nsec) / 1000000L;
		if (left <= 0 || pager_ahead(t->pager) ||
		    key_waiting(fileno(t->in), (int)left))
			return;
	}
}

/* How long the lines a clear would wipe stand, in ms: a few, more. */
long screen_stand(size_t lines)
{
	const char *s = getenv("WIZCASTLE_CLEAR_MS");
	char *end;
	long ms = 1000;

	if (s != NULL && *s >= '0' && *s <= '9') {
		long v = strtol(s, &end, 10);

		if (*end == '\0' && v <= SCREEN_MOST)
			ms = v;
	}
	return lines > SCREEN_FEW ? 2 * ms : ms;
}

/* The screen cleared (a form feed's place), after a wait while it holds
 * lines printed since the player last answered. */
static void screen_clear(struct tty *t)
{
	size_t lines = t->unread + (size_t)t->inked;

	if (lines > 0)
		screen_wait(t, screen_stand(lines));
	raw_write(t, t->clear, strlen(t->clear));
	screen_answered(t);
}

/* Character c of the machine's set, as the terminal shows it: at d;
 * its length. */
static size_t screen_glyph(const struct tty *t, unsigned char c, char *d)
{
	const struct charset *cs = t->basic->charset;
	unsigned u = cs->uni[c - 0x80];

	if (t->glyphs == GLYPHS_ASCII) {
		d[0] = cs->ascii[c - 0x80];
		return 1;
	}
	if (u < 0x800) {
		d[0] = (char)(0xC0 | u >> 6);
		d[1] = (char)(0x80 | (u & 0x3F));
		return 2;
	}
	d[0] = (char)(0xE0 | u >> 12);
	d[1] = (char)(0x80 | (u >> 6 & 0x3F));
	d[2] = (char)(0x80 | (u & 0x3F));
	return 3;
}

/*
 * The n bytes at s to a terminal (out_screen's, where t->clear or
 * t->glyphs says it shows them otherwise): each form feed a clear, where
 * it can (screen_clear); each character beyond ASCII of a machine that
 * has a set of its own as the terminal can show it; the lines with
 * something in them counted, for the next clear.
 */
void screen_write(struct tty *t, const char *s, size_t n)
{
	char out[512];
	size_t i, k = 0;
	int glyphs = t->glyphs != 0 && t->basic->charset != NULL;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (k + 3 > sizeof out) {
			raw_write(t, out, k);
			k = 0;
		}
		if (c == '\f' && t->clear != NULL) {
			raw_write(t, out, k);
			k = 0;
			screen_clear(t);
		} else if (c >= 0x80 && glyphs) {
			k += screen_glyph(t, c, out + k);
			t->inked = 1;
		} else {
			out[k++] = (char)c;
			if (c == '\n') {
				t->unread += (size_t)t->inked;
				t->inked = 0;
			} else if (c > ' ' && c < 0x7f) {
				t->inked = 1;
			}
		}
	}
	raw_write(t, out, k);
}

/* What the terminal shows since its last clear: its last SEEN_KEEP
 * bytes at least, more than a screen of 50 lines of 132 columns holds;
 * 2 * SEEN_KEEP at most. */
#define SEEN_KEEP	8192

/* At a terminal: what it shows is kept from now on (screen_keep). */
void screen_keeping(struct tty *t)
{
	if (t->seen == NULL)
		t->seen = xmalloc(2 * SEEN_KEEP);
	t->seenlen = 0;
}

/* The n bytes at s, as the game printed them, have been shown (or
 * echoed): kept from the last form feed in them, if any. */
void screen_keep(struct tty *t, const char *s, size_t n)
{
	const char *p, *ff = NULL;

	if (t->seen == NULL)
		return;
	for (p = s; (p = memchr(p, '\f', n - (size_t)(p - s))) != NULL; p++)
		ff = p;
	if (ff != NULL) {
		t->seenlen = 0;
		n -= (size_t)(ff + 1 - s);
		s = ff + 1;
	}
	if (n > SEEN_KEEP) {
		s += n - SEEN_KEEP;
		n = SEEN_KEEP;
	}
	if (t->seenlen + n > 2 * SEEN_KEEP) {
		memmove(t->seen, t->seen + t->seenlen - SEEN_KEEP, SEEN_KEEP);
		t->seenlen = SEEN_KEEP;
	}
	memcpy(t->seen + t->seenlen, s, n);
	t->seenlen += n;
}

/* Where in t->seen the last screen's worth of it starts: whole lines
 * that fill the screen but for the question's line, which is the last
 * (a prompt kept, or the line libedit draws after them). */
static size_t seen_from(const struct tty *t)
{
	size_t rows, cols, i = t->seenlen, used = 1;

	(void)pager_window(fileno(t->out), t->ed, &rows, &cols);
	while (i > 0 && t->seen[i - 1] != '\n')
		i--;			/* the question's line */
	while (i > 0) {
		size_t start = i - 1, len;

		while (start > 0 && t->seen[start - 1] != '\n')
			start--;
		len = i - 1 - start;
		used += len > cols ? (len + cols - 1) / cols : 1;
		if (used > rows)
			break;
		i = start;
	}
	return i;
}

/*
 * ^L: the screen drawn again, as a resume draws it: cleared (or, where
 * the terminal cannot clear, a new line), then what it showed since its
 * last clear, a screen's worth at most.  What the player has read stays
 * read.
 */
void screen_redraw(struct tty *t)
{
	size_t from, unread = t->unread;
	int inked = t->inked;

	if (t->seen == NULL)
		return;
	from = seen_from(t);
	if (t->clear != NULL)
		raw_write(t, t->clear, strlen(t->clear));
	else
		raw_write(t, "\n", 1);
	screen_write(t, t->seen + from, t->seenlen - from);
	t->unread = unread;
	t->inked = inked;
}

/* The status's or the help's bytes at most, its newlines besides. */
#define STATUS_MAX	2048

/*
 * ^O: the status's lines (on_status), or the help key's screen (help:
 * on_help), below the question, for the player alone: written as they
 * are, not kept for ^L, not counted for a clear's wait, never in the
 * journal; again, if again, the question's line as shown (t->seen's
 * last), for a line read plainly (io/tty/input.c).  libedit draws its
 * prompt and the line again itself (io/tty/edit.c).
 */
void screen_status(struct tty *t, int again, int help)
{
	char line[STATUS_MAX + 2];
	size_t n, from;
	void (*fill)(void *, char *, size_t) = help ? t->hooks.on_help :
	    t->hooks.on_status;

	if (fill == NULL || t->seen == NULL)
		return;
	line[1] = '\0';
	fill(t->hooks.arg, line + 1, STATUS_MAX);
	line[0] = '\n';
	n = strlen(line);
	if (line[n - 1] != '\n')
		line[n++] = '\n';
	/* read plainly, the kernel's echo has ended the line: no newline
	 * first */
	raw_write(t, again ? line + 1 : line, again ? n - 1 : n);
	if (!again)
		return;
	for (from = t->seenlen; from > 0 && t->seen[from - 1] != '\n'; from--)
		;
	raw_write(t, t->seen + from, t->seenlen - from);
}

/* The columns of the terminal at fd, or 0 if it is none or cannot
 * tell. */
size_t screen_cols(int fd)
{
	size_t rows, cols;

	return pager_window(fd, NULL, &rows, &cols) ? cols : 0;
}
