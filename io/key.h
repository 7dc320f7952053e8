/*
 * key.h: a key from the terminal, not echoed (io/key.c), for io/ alone:
 * the pause of the screen that waits (io/pager.c) and INKEY$ (ask_key).
 */
#ifndef IO_KEY_H
#define IO_KEY_H

int key_waiting(int fd, int ms);
int key_get(int fd);

#endif
