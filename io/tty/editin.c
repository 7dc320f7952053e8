/*
 * editin.c: what libedit reads (its EL_GETCFN), in the line editor's
 * stead: the player's keys, a byte at a time from the terminal, decoded
 * in the locale's character set; the line's bound, TTY_LINE characters,
 * past which the rest of a line is dropped (editin_rest); between keys,
 * what io/tty/signal.c tells of a stop and a new window, and the window
 * libedit is given (io/tty/stand.c) made the terminal's.  io/tty/edit.c opens
 * libedit and asks it for lines.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

#include "tty.h"

#ifdef HAVE_LIBEDIT
#include "editor.h"

/* Makes libedit's window the terminal's, as far as it can afford it
 * (io/tty/stand.c), and its two arrays anew if the size changed. */
void editin_fit(struct editor *ed)
{
	ed->resized = 0;
	if (stand_fit(&ed->st))
		el_resize(ed->el);
}

/* Reads a byte from the terminal at c; returns 1, 0 at its end, -1 on an
 * error (errno).  Meanwhile, heeds what io/tty/signal.c says (ed->wake):
 * continued after a stop, draws the line again as libedit would (the
 * shell wrote over it); a new size of the screen it learns at the next
 * key, which is when libedit draws on it: a player who resizes the window
 * at any rate costs a byte read a resize, and libedit one new window a
 * key at most.  With no word to wait for, it is a plain read. */
static int editin_byte(struct editor *ed, char *c)
{
	struct pollfd pf[2];
	ssize_t r;
	int what;

	pf[0].fd = ed->fd;
	pf[1].fd = ed->wake;
	pf[0].events = pf[1].events = POLLIN;
	for (;;) {
		signals_check();	/* an end the idle limit rang for */
		if (ed->wake >= 0) {
			if (poll(pf, 2, -1) == -1 && errno != EINTR)
				return -1;
			what = signals_woken();
			if (what & SIGNALS_WINCH)
				ed->resized = 1;
			if (what & SIGNALS_CONT)
				el_set(ed->el, EL_REFRESH);
			if (pf[0].revents == 0)
				continue;
		}
		if ((r = read(ed->fd, c, 1)) != -1 || errno != EINTR)
			break;
	}
	if (r == 1) {
		signals_key();
		if (ed->resized)
			editin_fit(ed);
	}
	return (int)r;
}

/*
 * Drops unseen the rest of a full line, to its end, as a plain read drops
 * it: TTY_LINE characters are all the teletype keeps of a line
 * (io/tty/input.c).  Read a byte at a time, as libedit reads, the
 * rest of a pasted line of 10 MB would take a minute; the kernel drops
 * it instead (io/tty/stand.c, stand_rest), as fast as it comes, and gives
 * its end.  Returns as editin_getc: 1 with the line's end in *wc (the
 * Return that ends libedit's line), 0 at the end of input, -1 on an
 * error (errno).
 */
static int editin_rest(struct editor *ed, wchar_t *wc)
{
	char c = 0;
	int r;

	ed->unshown = 0;
	ed->carry = -1;
	stand_rest(&ed->st, 1);
	while ((r = editin_byte(ed, &c)) == 1 && c != '\n')
		;
	stand_rest(&ed->st, 0);
	*wc = r == 1 ? L'\n' : L'\0';
	return r;
}

/* Returns whether libedit's line is full: TTY_LINE characters or more. */
static int editin_full(struct editor *ed)
{
	const LineInfoW *li = el_wline(ed->el);

	return li->lastchar - li->buffer >= TTY_LINE;
}

/* Returns what signals_wake gives, for a terminal fd that can be read (one
 * opened for writing alone never shows input to poll: a read then fails
 * at once, as it should); else -1. */
int editin_wake(int fd)
{
	int fl = fcntl(fd, F_GETFL);

	return fl != -1 && (fl & O_ACCMODE) != O_WRONLY ? signals_wake() : -1;
}

/*
 * Reads a character for libedit (EL_GETCFN), as its own read does: a
 * byte at a time (what follows the line stays in the kernel, for the
 * next line or a pause, io/tty/pager.c), decoded in the locale's character
 * set.  A byte that is no character of it (é's two bytes under LANG=C)
 * is not dropped unseen: it is a '?', shown on the line and kept so,
 * which is how the game reads any byte past ASCII (io/tty/input.c, safe).
 * Returns 1 with the character in *wc, 0 at the end of input, -1 on an
 * error (errno).
 */
int editin_getc(EditLine *el, wchar_t *wc)
{
	struct editor *ed;
	char buf[MB_LEN_MAX];
	size_t n = 0, k;
	mbstate_t mbs;

	el_get(el, EL_CLIENTDATA, &ed);
	if (editin_full(ed))
		return editin_rest(ed, wc);
	if (ed->unshown > 0) {
		ed->unshown--;
		*wc = L'?';
		return 1;
	}
	if (ed->carry >= 0) {
		buf[n++] = (char)ed->carry;
		ed->carry = -1;
	}
	for (;;) {
		int r;

		if (n > 0) {
			memset(&mbs, 0, sizeof mbs);
			k = mbrtowc(wc, buf, n, &mbs);
			if (k != (size_t)-1 && k != (size_t)-2)
				return 1;
			if (k == (size_t)-1 || n == sizeof buf) {
				/* not a character: the bytes before the
				 * last, each a '?', the last anew */
				if (n > 1)
					ed->carry = (unsigned char)buf[n - 1];
				ed->unshown = n > 1 ? n - 2 : 0;
				*wc = L'?';
				return 1;
			}
		}
		if ((r = editin_byte(ed, buf + n)) <= 0) {
			*wc = L'\0';
			return r;
		}
		n++;
	}
}

#else

/* Built without libedit, nothing reads for it (ISO C wants a
 * declaration all the same). */
typedef int editin_none;

#endif
