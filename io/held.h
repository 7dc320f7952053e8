/*
 * held.h: what the teletype's files (io/tty.c, io/input.c, io/replay.c,
 * io/screen.c) share, for them alone: the replay's side of reading a
 * line, the terminal's side of writing, the column, the note, and the
 * teletype's way out.
 */
#ifndef IO_HELD_H
#define IO_HELD_H

#include "tty.h"

/* io/replay.c */
const char *replay_line(struct tty *, size_t *len);
void replay_drop(struct tty *);
int replay_clears(const struct tty *);

/* io/screen.c */
void screen_open(struct tty *);
void screen_answered(struct tty *);
void screen_write(struct tty *, const char *s, size_t n);

/* io/tty.c */
void out_bytes(struct tty *, const char *s, size_t n);
void out_write(struct tty *, const char *s, size_t n);
void out_byte(struct tty *, unsigned char c);
void out_stop(struct tty *);
void tty_stop(struct tty *, void (*hook)(void *));

/* io/input.c */
void out_lines_only(struct tty *);
void say_note(struct tty *);

#endif
