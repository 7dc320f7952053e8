/*
 * key.c: a key from the terminal, as a key goes on past a pause: read at
 * once, not echoed, in whatever mode the terminal is in (libedit's own
 * already is so), which is set back after it.  A key is what one press
 * sends: a byte, a character of UTF-8, or an escape sequence (an arrow,
 * a function key).
 */
#include <errno.h>
#include <poll.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "key.h"

/* The longest escape sequence taken as one key, after its ESC. */
#define KEY_SEQ	(KEY_MAX - 2)

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

/* The rest of the key whose first byte is key[0], after it in key[]:
 * the continuation bytes of a UTF-8 character, or what follows ESC at
 * once (an escape sequence's bytes come together: 30 ms apart at most,
 * as over a slow line); the key's length. */
static size_t key_rest(int fd, unsigned char *key)
{
	unsigned char c = key[0];
	int more = c == 0x1b ? KEY_SEQ :
	    c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
	size_t n = 1;

	while (more-- > 0 && key_waiting(fd, 30) && key_byte(fd, key + n))
		n++;
	return n;
}

/* One key from the terminal fd, not echoed, its bytes in key[] (KEY_MAX
 * of room: NUL ended) and their count in *len: 1, or 0 if none came
 * (the terminal hung up, or an error). */
int key_get(int fd, char *key, size_t *len)
{
	struct termios was, raw;
	unsigned char k[KEY_MAX];
	int set, got;

	set = tcgetattr(fd, &was) == 0;
	if (set) {
		raw = was;
		raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
		raw.c_cc[VMIN] = 1;
		raw.c_cc[VTIME] = 0;
		(void)tcsetattr(fd, TCSANOW, &raw);
	}
	*len = 0;
	got = key_byte(fd, k);
	if (got)
		*len = key_rest(fd, k);
	memcpy(key, k, *len);
	key[*len] = '\0';
	if (set)
		(void)tcsetattr(fd, TCSANOW, &was);
	return got;
}
