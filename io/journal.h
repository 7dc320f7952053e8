/*
 * journal.h: the journal of a session (io/journal.c): its seed, its
 * machine and every answer as read, kept on disk before the game acts on
 * it; and resume, which replays a journal as input with the output held
 * back, then shows the last screen and reads on.  Nothing of the game:
 * the teletype's lines only.
 */
#ifndef IO_JOURNAL_H
#define IO_JOURNAL_H

#include <stddef.h>

#include "tty.h"

/* The first line of every journal: the format, and its version. */
#define JOURNAL_FORMAT	"wizcastle journal 1"

/* Finished journals kept in the state folder's finished/. */
#define JOURNAL_KEEP	10

struct journal;

/* What the program asks for (wizcastle.c). */
struct journal *journal_find(long *seed, char *machine, size_t len);
struct journal *journal_resume(const char *path, const char *keep,
    long *seed, char *machine, size_t len);
struct journal *journal_create(const char *path, long seed,
    const char *machine);
void journal_refuse(struct journal *, const char *what);
void journal_attach(struct journal *, struct tty *);
void journal_finish(struct tty *);

/* The hooks of io/tty.c. */
const char *journal_read(struct tty *, size_t *len);
void journal_stopped(struct tty *);
void journal_close(struct tty *);

#endif
