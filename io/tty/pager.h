/*
 * pager.h: the screen that waits (io/tty/pager.c), and the terminal's size
 * it waits by, for the teletype's files alone (io/tty/tty.c, io/tty/out.c,
 * io/tty/input.c, io/tty/screen.c).
 */
#ifndef IO_PAGER_H
#define IO_PAGER_H

#include <stddef.h>
#include <stdio.h>

struct editor;

struct pager *pager_open(FILE *in, FILE *out, struct editor *, int clears);
void pager_close(struct pager *);
void pager_below(struct pager *, size_t rows);
int pager_small(const struct pager *);
void pager_answered(struct pager *);
size_t pager_fit(struct pager *, const char *s, size_t n);
void pager_wait(struct pager *);
size_t pager_back(struct pager *, char *key);
int pager_backc(struct pager *);
int pager_ahead(const struct pager *);
int pager_window(int fd, struct editor *, size_t *rows, size_t *cols);

#endif
