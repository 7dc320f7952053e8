/*
 * head.h: the head of a journal (head.c), the lines the program writes
 * after the format's and reads back: the game a journal keeps, its seed,
 * machine and edition; and the names the storage is handed, the format's
 * line among them.
 */
#ifndef HEAD_H
#define HEAD_H

#include <stddef.h>

struct game;
struct journal_names;
struct tty;

struct head {
	long seed;		/* SEED_NONE: none */
	char machine[32];
	char edition[32];
};

/* The storage's names (io/store/journal.h): the state folder's, the folder of
 * players' folders in it, and the first line of every journal. */
extern const struct journal_names head_names;

void head_text(const struct head *, char *buf, size_t len);
const char *head_read(struct head *, const char **lines, size_t *len,
    size_t *count);
const char *head_journal(struct head *, const char **text, size_t *len);
void head_game(struct game *, const struct head *, struct tty *);

#endif
