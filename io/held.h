/*
 * held.h: what io/tty.c, io/replay.c and io/screen.c share, for them
 * alone: the replay's side of reading a line, the terminal's side of
 * writing, and the teletype's way out.
 */
#ifndef IO_HELD_H
#define IO_HELD_H

#include "tty.h"

/* io/replay.c */
const char *replay_line(struct tty *, size_t *len);
void replay_drop(struct tty *);

/* io/replay.c */
int replay_clears(const struct tty *);

/* io/screen.c */
void screen_open(struct tty *);
void screen_answered(struct tty *);
void screen_write(struct tty *, const char *s, size_t n);

/* io/tty.c */
void out_bytes(struct tty *, const char *s, size_t n);
void out_write(struct tty *, const char *s, size_t n);
void out_lines_only(struct tty *);

#endif
