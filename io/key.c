/*
 * key.c: a key from the terminal, as a key goes on past a pause: read at
 * once, not echoed, in whatever mode the terminal is in (libedit's own
 * already is so), which is set back after it.  A key is what one press
 * sends: a byte, a character of UTF-8, or an escape sequence (an arrow,
 * a function key).
 */
#include <errno.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include "key.h"

/* The longest escape sequence taken as one key. */
#define KEY_SEQ	16

/* Whether input from fd is waiting, or comes within ms milliseconds
 * (0: now); nothing is read.  A descriptor in error or at its end has
 * "input": a read there does not wait either. */
int key_waiting(int fd, int ms)
{
	struct pollfd pf;
	int r;

	pf.fd = fd;
	pf.events = POLLIN;
	do
		r = poll(&pf, 1, ms);
	while (r < 0 && errno == EINTR);
	return r != 0;
}

/* A byte from fd into *c: 1, or 0 if none came (its end, an error). */
static int key_byte(int fd, unsigned char *c)
{
	ssize_t r;

	do
		r = read(fd, c, 1);
	while (r < 0 && errno == EINTR);
	return r == 1;
}

/* The rest of the key whose first byte is c: the continuation bytes of
 * a UTF-8 character, or what follows ESC at once (an escape sequence's
 * bytes come together: 30 ms apart at most, as over a slow line). */
static void key_rest(int fd, unsigned char c)
{
	int more = c == 0x1b ? KEY_SEQ :
	    c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;

	while (more-- > 0 && key_waiting(fd, 30) && key_byte(fd, &c))
		;
}

/* One key from the terminal fd, not echoed: 1, or 0 if none came (the
 * terminal hung up, or an error). */
int key_get(int fd)
{
	struct termios was, key;
	unsigned char c;
	int set, got;

	set = tcgetattr(fd, &was) == 0;
	if (set) {
		key = was;
		key.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
		key.c_cc[VMIN] = 1;
		key.c_cc[VTIME] = 0;
		(void)tcsetattr(fd, TCSANOW, &key);
	}
	got = key_byte(fd, &c);
	if (got)
		key_rest(fd, c);
	if (set)
		(void)tcsetattr(fd, TCSANOW, &was);
	return got;
}
