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
#include "tty.h"

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
	do {
		signals_check();	/* an end the idle limit rang for */
		r = poll(&pf, 1, ms);
	} while (r < 0 && errno == EINTR);
	return r != 0;
}

/* A byte from fd into *c: 1, or 0 if none came (its end, an error). */
static int key_byte(int fd, unsigned char *c)
{
	ssize_t r;

	do {
		signals_check();	/* as key_waiting */
		r = read(fd, c, 1);
	} while (r < 0 && errno == EINTR);
	if (r == 1)
		signals_key();
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

/* The terminal fd put where a key is read at once, not echoed, and with
 * keys_signal 0 ^C and the like read as keys too: the one raw mode of
 * io/ (host/follow.c's keys besides).  Whether it was (fd a terminal),
 * its mode before in *was. */
int key_mode(int fd, struct termios *was, int keys_signal)
{
	struct termios raw;

	if (tcgetattr(fd, was) != 0)
		return 0;
	raw = *was;
	raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	if (!keys_signal)
		raw.c_lflag &= ~(tcflag_t)ISIG;
	raw.c_cc[VMIN] = 1;
	raw.c_cc[VTIME] = 0;
	return tcsetattr(fd, TCSANOW, &raw) == 0;
}

/* One key from the terminal fd, not echoed, its bytes in key[] (KEY_MAX
 * of room: NUL ended) and their count in *len: 1, or 0 if none came
 * (the terminal hung up, or an error). */
int key_get(int fd, char *key, size_t *len)
{
	return key_burst(fd, key, KEY_MAX, len, -1) > 0;
}

/*
 * A key as key_get reads it, and then, in the same mode (none of it is
 * echoed), every byte that follows within ms milliseconds of the one
 * before (none if ms < 0): at most cap - 1 bytes in all (cap >= KEY_MAX)
 * at buf, NUL ended, their count in *len.  The first key's length, or 0
 * if none came.  What the terminal never echoed, whoever shows it must.
 */
size_t key_burst(int fd, char *buf, size_t cap, size_t *len, int ms)
{
	struct termios was;
	unsigned char k[KEY_MAX];
	size_t first = 0;
	int set;

	set = key_mode(fd, &was, 1);
	*len = 0;
	if (key_byte(fd, k))
		first = key_rest(fd, k);
	memcpy(buf, k, first);
	*len = first;
	while (first > 0 && ms >= 0 && *len + 1 < cap &&
	    key_waiting(fd, ms) && key_byte(fd, (unsigned char *)buf + *len))
		++*len;
	buf[*len] = '\0';
	if (set)
		(void)tcsetattr(fd, TCSANOW, &was);
	return first;
}
