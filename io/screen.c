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

/*
 * Code page 437, the IBM PC's characters 0x80 to 0xFF: each as Unicode,
 * and a stand-in in ASCII, one character as wide, chosen so that a frame
 * and letters drawn in blocks still read: + at a corner or a joint, - and
 * = along, | across, # for a block, : . and % for the shades.
 */
const struct charset charset_cp437 = {
	.uni = {
		0x00C7, 0x00FC, 0x00E9, 0x00E2, 0x00E4, 0x00E0, 0x00E5, 0x00E7,
		0x00EA, 0x00EB, 0x00E8, 0x00EF, 0x00EE, 0x00EC, 0x00C4, 0x00C5,
		0x00C9, 0x00E6, 0x00C6, 0x00F4, 0x00F6, 0x00F2, 0x00FB, 0x00F9,
		0x00FF, 0x00D6, 0x00DC, 0x00A2, 0x00A3, 0x00A5, 0x20A7, 0x0192,
		0x00E1, 0x00ED, 0x00F3, 0x00FA, 0x00F1, 0x00D1, 0x00AA, 0x00BA,
		0x00BF, 0x2310, 0x00AC, 0x00BD, 0x00BC, 0x00A1, 0x00AB, 0x00BB,
		0x2591, 0x2592, 0x2593, 0x2502, 0x2524, 0x2561, 0x2562, 0x2556,
		0x2555, 0x2563, 0x2551, 0x2557, 0x255D, 0x255C, 0x255B, 0x2510,
		0x2514, 0x2534, 0x252C, 0x251C, 0x2500, 0x253C, 0x255E, 0x255F,
		0x255A, 0x2554, 0x2569, 0x2566, 0x2560, 0x2550, 0x256C, 0x2567,
		0x2568, 0x2564, 0x2565, 0x2559, 0x2558, 0x2552, 0x2553, 0x256B,
		0x256A, 0x2518, 0x250C, 0x2588, 0x2584, 0x258C, 0x2590, 0x2580,
		0x03B1, 0x00DF, 0x0393, 0x03C0, 0x03A3, 0x03C3, 0x00B5, 0x03C4,
		0x03A6, 0x0398, 0x03A9, 0x03B4, 0x221E, 0x03C6, 0x03B5, 0x2229,
		0x2261, 0x00B1, 0x2265, 0x2264, 0x2320, 0x2321, 0x00F7, 0x2248,
		0x00B0, 0x2219, 0x00B7, 0x221A, 0x207F, 0x00B2, 0x25A0, 0x00A0
	},
	.ascii = "CueaaaaceeeiiiAA" "EeEooouuyOUcLYPf" "aiounNao?--%%!<>"
	":%#|++++++|+++++" "++++-++++++++=++" "+++++++++++#####"
	"aBGpSsutFTOd8fen" "=+><()/~o..vn2# "
};

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
