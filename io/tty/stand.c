/*
 * stand.c: the terminal libedit is given in the player's stead.
 *
 * libedit keeps its window, the screen it draws the edited line on, as
 * two arrays of lines by columns, sized by the window's size as the
 * terminal it reads reports it (TIOCGWINSZ), read at its start and
 * again at every line it reads; nothing bounds it.  Any ssh client may
 * report a window of 65535 by 65535: libedit then takes 9 GB and 90
 * seconds of CPU before the first question, and again at the first
 * line after a resize to it.  No call of its API keeps it from reading
 * the size (EL_SETTC sets one, which its next line reads anew), so it
 * is not given the player's terminal to read it from: it is given a
 * pseudo-terminal pair of the game's own (its descriptor of input, the
 * one it sets its modes on and asks the size of), whose window is the
 * player's bounded to STAND_ROWS by STAND_COLS, set here when the game
 * asks (stand_fit), never by the player.  Keys are read from the
 * player's terminal all the same (io/tty/edit.c reads them for libedit),
 * and libedit writes to it; the mode libedit sets on the stand-in for
 * editing is set on the player's terminal once (stand_take), which
 * stays in it until the game ends, as io/tty/edit.c wants, and is left as
 * found then (stand_close).  Nothing is ever written to the stand-in.
 *
 * A game that cannot have a pseudo-terminal (none left, none in a
 * chroot) reads plain lines, as a build without libedit does.
 *
 * The player's terminal takes the rest of a line that is full, in
 * canonical mode without echo (stand_rest): the kernel keeps a line of
 * at most 4,095 bytes, drops what comes past it, and gives nothing to
 * read until the line's end, so that a line with no end costs the game
 * nothing, however long.
 */
#define _XOPEN_SOURCE 700	/* posix_openpt, grantpt, unlockpt, ptsname */

#include <sys/ioctl.h>

#include <fcntl.h>
#include <stdlib.h>
#include <termios.h>
#include <unistd.h>

#include "stand.h"

/* A descriptor closed on exec: the game's children never have it. */
static int stand_cloexec(int fd)
{
	if (fd >= 0)
		(void)fcntl(fd, F_SETFD, FD_CLOEXEC);
	return fd;
}

/* The stand-in for the terminal fd: a pseudo-terminal pair in fd's
 * mode, its window fd's, bounded.  0 if fd is no terminal, or there is
 * no pair to be had. */
int stand_open(struct stand *s, int fd)
{
	const char *name;

	s->fd = fd;
	s->master = s->slave = -1;
	s->taken = 0;
	s->rows = s->cols = 0;
	if (tcgetattr(fd, &s->found) != 0)
		return 0;
	s->master = stand_cloexec(posix_openpt(O_RDWR | O_NOCTTY));
	if (s->master < 0 || grantpt(s->master) != 0 ||
	    unlockpt(s->master) != 0 || (name = ptsname(s->master)) == NULL ||
	    (s->slave = stand_cloexec(open(name, O_RDWR | O_NOCTTY))) < 0 ||
	    tcsetattr(s->slave, TCSANOW, &s->found) != 0) {
		stand_close(s);
		return 0;
	}
	(void)stand_fit(s);
	return 1;
}

/* The stand-in's window the player's now, at most STAND_ROWS by
 * STAND_COLS (0 by 0, none, if the player's terminal cannot tell:
 * libedit then goes by the terminal's type).  1 if it changed. */
int stand_fit(struct stand *s)
{
	struct winsize ws = { 0, 0, 0, 0 };

	if (ioctl(s->fd, TIOCGWINSZ, &ws) != 0)
		ws.ws_row = ws.ws_col = 0;
	if (ws.ws_row > STAND_ROWS)
		ws.ws_row = STAND_ROWS;
	if (ws.ws_col > STAND_COLS)
		ws.ws_col = STAND_COLS;
	ws.ws_xpixel = ws.ws_ypixel = 0;
	if (ws.ws_row == s->rows && ws.ws_col == s->cols)
		return 0;
	if (ioctl(s->slave, TIOCSWINSZ, &ws) != 0)
		return 0;
	s->rows = ws.ws_row;
	s->cols = ws.ws_col;
	return 1;
}

/* The mode libedit has set on the stand-in, to edit in, set on the
 * player's terminal.  At once, not once its output is out, as libedit
 * would (TCSADRAIN): output stopped by ^S would keep the game waiting
 * here, where no idle limit runs (io/tty/signal.c); and output is the same
 * in both modes. */
void stand_take(struct stand *s)
{
	if (tcgetattr(s->slave, &s->edit) != 0)
		return;
	if (tcsetattr(s->fd, TCSANOW, &s->edit) == 0)
		s->taken = 1;
}

/* The player's terminal takes the rest of a full line (on): canonical,
 * no echo, the line ended by Return or a line feed, both read as '\n'
 * (libedit's mode reads each as the other), ^D no end of input (a byte
 * like any other); or back in libedit's mode (0).  At once, output or
 * not: typing is what it is about. */
void stand_rest(struct stand *s, int on)
{
	struct termios t = s->edit;

	if (!s->taken)
		return;
	if (on) {
		t.c_lflag |= ICANON;
		t.c_lflag &= ~(tcflag_t)(ECHO | ECHONL);
		t.c_iflag &= ~(tcflag_t)(INLCR | IGNCR);
		t.c_iflag |= ICRNL;
		t.c_cc[VEOF] = _POSIX_VDISABLE;
	}
	(void)tcsetattr(s->fd, TCSANOW, &t);
}

/* The player's terminal as found, its unread input dropped, as libedit
 * left it (but at once, as stand_take sets it), the stand-in closed. */
void stand_close(struct stand *s)
{
	if (s->taken) {
		(void)tcflush(s->fd, TCIFLUSH);
		(void)tcsetattr(s->fd, TCSANOW, &s->found);
	}
	s->taken = 0;
	if (s->slave >= 0)
		(void)close(s->slave);
	if (s->master >= 0)
		(void)close(s->master);
	s->master = s->slave = -1;
}
