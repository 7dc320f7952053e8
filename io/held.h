/*
 * held.h: what io/tty.c and io/replay.c share, for them alone: the
 * replay's side of reading a line, and the teletype's way out.
 */
#ifndef IO_HELD_H
#define IO_HELD_H

#include "tty.h"

/* io/replay.c */
const char *replay_line(struct tty *, size_t *len);
void replay_drop(struct tty *);

/* io/tty.c */
void out_write(struct tty *, const char *s, size_t n);
void out_lines_only(struct tty *);

#endif
