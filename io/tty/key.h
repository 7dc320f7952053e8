/*
 * key.h: a key from the terminal, not echoed (io/tty/key.c), for io/ alone:
 * the pause of the screen that waits (io/tty/pager.c), INKEY$ (input_key), and
 * the mode of keys a follower's terminal is put in (host/follow.c).
 */
#ifndef IO_KEY_H
#define IO_KEY_H

#include <stddef.h>

struct termios;

/* Room for a key: ESC and 16 bytes more at most, and a NUL. */
#define KEY_MAX	18

int key_waiting(int fd, int ms);
int key_mode(int fd, struct termios *was, int keys_signal);
int key_get(int fd, char *key, size_t *len);
size_t key_burst(int fd, char *buf, size_t cap, size_t *len, int ms);

#endif
