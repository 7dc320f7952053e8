/*
 * head.h: the head of a journal (head.c), the lines the program writes
 * after the format's and reads back: the game a journal keeps, its seed,
 * machine and edition.
 */
#ifndef HEAD_H
#define HEAD_H

#include <stddef.h>

struct head {
	long seed;		/* SEED_NONE: none */
	char machine[32];
	char edition[32];
};

void head_text(const struct head *, char *buf, size_t len);
const char *head_read(struct head *, const char **lines, size_t *len,
    size_t *count);

#endif
