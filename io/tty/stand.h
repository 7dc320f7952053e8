/*
 * stand.h: the terminal libedit is given in the player's stead (io/
 * stand.c), for io/tty/edit.c alone: a window it can afford, and the
 * player's terminal in libedit's mode, or taking the rest of a line that
 * is full.
 */
#ifndef IO_STAND_H
#define IO_STAND_H

#include <termios.h>

/* The largest window libedit is given, lines and columns: a wider or
 * taller one is edited as if it were this size.  libedit keeps two
 * copies of its window, four bytes a cell: 4 MB at this size. */
#define STAND_ROWS	500
#define STAND_COLS	1000

struct stand {
	int fd;			/* the player's terminal */
	int master, slave;	/* the stand-in, a pseudo-terminal pair */
	struct termios found;	/* fd's mode as found */
	struct termios edit;	/* libedit's mode (stand_take) */
	int taken;		/* fd is in it */
	unsigned rows, cols;	/* the stand-in's window */
};

int stand_open(struct stand *, int fd);
int stand_fit(struct stand *);
void stand_take(struct stand *);
void stand_rest(struct stand *, int on);
void stand_close(struct stand *);

#endif
