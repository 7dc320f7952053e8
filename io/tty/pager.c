/*
 * pager.c: a screen that waits, as more(1) does, for the player who asks
 * for it: when what a move prints would scroll its start
 * off the screen, "-- more --" on the screen's last line, and a key to
 * go on.  The 1980 program never paused: on a glass terminal with no
 * scrollback, a VT100 on a serial line, the start of a long fight was
 * lost.
 *
 * A page starts where the player's answer ended the line, after each
 * pause, and where the screen is cleared; it holds the screen's height
 * less one line (the terminal's size, else its type's, else 24), the last
 * line left for the pause or the next question.  A pause comes at the
 * start of a line that would end the page with a newline: the question's
 * own line, the last of a move, never needs one.  The key is not echoed
 * and does nothing else; the pause is then erased, and the page goes on
 * from that line.
 *
 * Keys typed ahead are the next answers, never a page turn.  With input
 * waiting, the page goes on without a pause; so it does when a key came
 * while the pause was on its way out.  At the pause, a key alone that
 * is no part of an answer (Space, Return, a control key, an arrow) turns
 * the page; any other, or one that comes with more keys at once (a paste,
 * a serial line's typeahead), ends the pause and is given back, the
 * start of the next answer (pager_back): a player who types ahead of a
 * screen never loses a key to it.  Where libedit reads the answer, it is
 * given the key and reads the rest, echoing all; where the answer is a
 * plain line the terminal echoes, the pause takes the whole burst (its
 * echo was off) and gives it back, to be echoed as it is read
 * (pager_backc).
 */
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>
#include <sys/ioctl.h>

#include "../atomicio.h"
#include "edit.h"
#include "key.h"
#include "pager.h"
#include "tty.h"

#define PAUSE	"-- more --"
#define UNPAUSE	"\r          \r"	/* as wide as PAUSE: the line blank */

/* Milliseconds within which a second key makes the first typeahead: no
 * hand types two keys so close, a serial line at 9600 baud sends a byte
 * a millisecond. */
#define BURST	20

/* What a pause takes of a burst at most: a terminal's input queue
 * (Linux's holds 4095 bytes). */
#define BACK_MAX	4096

struct pager {
	int in, out;		/* the terminal's descriptors */
	struct editor *ed;	/* its type's size, or NULL */
	int clears;		/* a form feed clears the screen */
	size_t rows, cols;	/* the screen's size */
	size_t lines;		/* lines ended since the page started */
	size_t col;		/* the cursor's column */
	int gone;		/* the terminal cannot be read: no pauses */
	int burst;		/* a pause takes a burst, not a key */
	size_t below;		/* pauses only in a window of fewer rows
				 * (0: always) */
	char back[BACK_MAX];	/* what the pause gave back, NUL ended */
	size_t backlen;		/* its length */
	size_t backoff;		/* how much of it is taken */
};

/*
 * The size of the terminal at fd, where io/ asks it: the terminal's own
 * (TIOCGWINSZ), else its type's (libedit's terminfo, by ed; NULL:
 * none), else 24 lines of 80.  Whether the terminal told it.
 */
int pager_window(int fd, struct editor *ed, size_t *rows, size_t *cols)
{
	int r = 24, c = 80;
#ifdef TIOCGWINSZ
	struct winsize ws;

	if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 1 &&
	    ws.ws_col > 1) {
		*rows = ws.ws_row;
		*cols = ws.ws_col;
		return 1;
	}
#endif
	editor_size(ed, &r, &c);
	*rows = (size_t)r;
	*cols = (size_t)c;
	return 0;
}

/* The screen's size now (pager_window). */
static void pager_size(struct pager *p)
{
	(void)pager_window(p->out, p->ed, &p->rows, &p->cols);
}

/* A pager for the terminal of in and out, or NULL if either is not one;
 * clears: whether a form feed clears its screen. */
struct pager *pager_open(FILE *in, FILE *out, struct editor *ed, int clears)
{
	struct pager *p;

	if (!isatty(fileno(in)) || !isatty(fileno(out)))
		return NULL;
	if ((p = calloc(1, sizeof *p)) == NULL)
		return NULL;
	p->in = fileno(in);
	p->out = fileno(out);
	p->ed = ed;
	p->burst = ed == NULL;
	p->clears = clears;
	pager_size(p);
	return p;
}

void pager_close(struct pager *p)
{
	free(p);
}

/* The player's answer ended its line: a page starts, at a screen's
 * size that may have changed. */
void pager_answered(struct pager *p)
{
	p->lines = p->col = 0;
	pager_size(p);
}

/* The pauses only where the window has fewer than rows rows, as a
 * window that small needs them (pager_small); 0, always, as pager_open
 * has it. */
void pager_below(struct pager *p, size_t rows)
{
	p->below = rows;
}

/* Whether the pager pauses in the window as it is now. */
int pager_small(const struct pager *p)
{
	return p->below == 0 || p->rows < p->below;
}

/* Whether a newline comes in s[0..n) before the screen is cleared. */
static int ends_line(const struct pager *p, const char *s, size_t n)
{
	for (; n > 0; s++, n--) {
		if (*s == '\n' || (*s == '\f' && !p->clears))
			return 1;
		if (*s == '\f')
			return 0;
	}
	return 0;
}

/*
 * How many of the n bytes at s go out before a pause: n if all.  Counts
 * them: a newline ends a line, a form feed that clears starts a page (one
 * that does not, many terminals show as a new line), a printable byte
 * beyond the last column goes on a new line.
 */
size_t pager_fit(struct pager *p, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '\f' && p->clears) {
			p->lines = p->col = 0;
			continue;
		}
		if (!p->gone && pager_small(p) && p->col == 0 &&
		    p->lines + 1 >= p->rows && ends_line(p, s + i, n - i))
			return i;
		if (c == '\n' || c == '\f') {
			p->lines++;
			p->col = 0;
		} else if (c == '\r') {
			p->col = 0;
		} else if (c >= ' ' && c <= '~') {
			if (p->col >= p->cols) {
				p->lines++;
				p->col = 0;
			}
			p->col++;
		}
	}
	return n;
}

/* Bytes to the terminal; 0 if they could not all go. */
static int pager_put(const struct pager *p, const char *s, size_t n)
{
	return atomicio_write(p->out, s, n) == n;
}

/* Whether the key just read at a pause, its first bytes of back[],
 * turns the page: a key alone, no more input at its heels, that starts
 * no answer. */
static int page_turn(const struct pager *p, size_t keylen)
{
	unsigned char c = (unsigned char)p->back[0];

	if (c > ' ' && c != 0x7f)
		return 0;
	return p->burst ? p->backlen == keylen : !key_waiting(p->in, BURST);
}

/*
 * The pause: "-- more --", a key (io/tty/key.c: not echoed), the line blank
 * again; a new page.  Input already waiting (or given back), or come by
 * the time the pause is out, is left for the next answers, with no wait;
 * a key that does not turn the page is kept for them (page_turn,
 * pager_back).  A terminal that cannot be read (hung up, at its end)
 * stops the pauses: the next answer's read ends the game.
 */
void pager_wait(struct pager *p)
{
	p->lines = p->col = 0;
	signals_wait(1);	/* for the key, and for the output to go */
	if (!pager_ahead(p) && !key_waiting(p->in, 0) &&
	    pager_put(p, PAUSE, strlen(PAUSE))) {
		(void)tcdrain(p->out);
		/* a key come meanwhile was typed before the pause showed */
		if (!key_waiting(p->in, 0)) {
			size_t first;

			first = key_burst(p->in, p->back,
			    p->burst ? sizeof p->back : KEY_MAX, &p->backlen,
			    p->burst ? BURST : -1);
			p->backoff = 0;
			if (first == 0)
				p->gone = 1;
			else if (page_turn(p, first))
				p->backlen = 0;
		}
		(void)pager_put(p, UNPAUSE, strlen(UNPAUSE));
	}
	signals_wait(0);
	pager_size(p);
}

/* The next key a pause gave back, taken: its bytes at key (KEY_MAX of
 * room, NUL ended), their count; 0 if none.  Of a burst, a character
 * (a byte and its UTF-8 continuation bytes); else the key it read. */
size_t pager_back(struct pager *p, char *key)
{
	size_t n = 0;

	if (pager_ahead(p)) {
		const unsigned char *b = (unsigned char *)p->back + p->backoff;
		size_t left = p->backlen - p->backoff;

		n = p->burst ? 1 : left;
		while (p->burst && n < left && n < KEY_MAX - 1 &&
		    (b[n] & 0xc0) == 0x80)
			n++;
		memcpy(key, b, n);
		p->backoff += n;
	}
	key[n] = '\0';
	return n;
}

/* The next byte a pause gave back, taken; EOF if none. */
int pager_backc(struct pager *p)
{
	return pager_ahead(p) ? (unsigned char)p->back[p->backoff++] : EOF;
}

/* Whether a pause gave back what is not yet taken. */
int pager_ahead(const struct pager *p)
{
	return p != NULL && p->backoff < p->backlen;
}
