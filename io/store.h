/*
 * store.h: what the files of the journal's storage share, for them
 * alone (the program's is io/journal.h): a file's path, errors, locks
 * and writes put on disk (io/store.c); the names the program handed
 * (io/folder.c); a journal made of a file claimed, and its bytes
 * (io/journal.c); a new file published on a shelf, the unfinished
 * bounded, and their bytes counted (io/shelf.c).
 */
#ifndef IO_STORE_H
#define IO_STORE_H

#include <sys/uio.h>

#include <stddef.h>

#include "journal.h"

/* A journal's name ends so; finished ones go to the folder's FINISHED. */
#define SUFFIX		".journal"
#define FINISHED	"finished"
/* The lock a running game holds on its folder (io/hold.c). */
#define LOCK_NAME	".lock"

/* io/store.c */
char *store_dup(const char *s);
char *store_join(const char *dir, const char *name);
int store_is_journal(const char *name);
void *store_fail(struct journal_error *e, const char *path, int why);
int store_lock(int fd, short type, long *pid);
int store_write(int fd, struct iovec *iov, int n);
int store_mkdir(const char *path, int own);
void store_sync(const char *dir);

/* io/folder.c */
const struct journal_names *store_names(void);

/* io/journal.c */
struct journal *journal_claimed(int fd, const char *path,
    const char *folder, struct journal_error *e);
const char *journal_text(const struct journal *, size_t *len);

/* io/shelf.c: where a new file goes, the folder's unfinished journals or
 * its finished/ */
enum shelf { SHELF_UNFINISHED, SHELF_FINISHED };
int shelf_publish(const char *folder, enum shelf, struct iovec *iov, int n,
    char **name, struct journal_error *e);
unsigned long long shelf_bytes(const char *folder);

#endif
