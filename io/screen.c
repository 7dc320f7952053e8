/*
 * screen.c: what a terminal shows of what the teletype prints, where a
 * file or a pipe has the bytes as the listing printed them.  A form feed
 * clears the screen (t->clear), but not before what it would wipe, if
 * anything was printed since the player last answered, has stood long
 * enough to be read: on the machines the listings ran on, building a
 * castle took long enough; here it takes no time.  And the characters a
 * machine prints beyond ASCII (struct basic's charset: the IBM PC's code
 * page 437) show as that machine showed them: in UTF-8 where the
 * locale's character set is UTF-8, else as ASCII stand-ins.
 */
#include <langinfo.h>
#include <locale.h>
#include <string.h>
#include <time.h>

#include "held.h"
#include "key.h"
#include "pager.h"

/* How long the lines a clear would wipe stand first: a second, two for
 * more than SCREEN_FEW of them. */
#define SCREEN_FEW	3

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

/* The screen cleared (a form feed's place), after a wait while it holds
 * lines printed since the player last answered. */
static void screen_clear(struct tty *t)
{
	size_t lines = t->unread + (size_t)t->inked;

	if (lines > 0)
		screen_wait(t, lines > SCREEN_FEW ? 2000 : 1000);
	out_bytes(t, t->clear, strlen(t->clear));
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
			out_bytes(t, out, k);
			k = 0;
		}
		if (c == '\f' && t->clear != NULL) {
			out_bytes(t, out, k);
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
	out_bytes(t, out, k);
}
