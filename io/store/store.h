/*
 * store.h: what the files of the journal's storage share, for them
 * alone (the program's is io/store/journal.h): a file's path, errors, locks
 * and writes put on disk (io/store/store.c); the names the program handed
 * (io/store/folder.c); a journal, made of a file claimed, and its bytes
 * (io/store/journal.c); its lines kept, on disk or waiting in memory
 * (io/store/keep.c); a new file published on a shelf, the unfinished bounded,
 * and their bytes counted (io/store/shelf.c); the key a player's place is
 * found by (io/store/secret.c).
 */
#ifndef IO_STORE_H
#define IO_STORE_H

#include <sys/types.h>
#include <sys/uio.h>

#include <stddef.h>
#include <stdint.h>

#include "journal.h"

/* A journal's name ends so; finished ones go to the folder's FINISHED. */
#define SUFFIX		".journal"
#define FINISHED	"finished"
/* Unfinished journals moved out of the folder go to its MOVED. */
#define MOVED		"moved"
/* The lock a running game holds on its folder (io/store/hold.c). */
#define LOCK_NAME	".lock"

/* A journal (io/store/journal.c, io/store/keep.c). */
struct journal {
	char *path;		/* where lines go, or the journal read */
	char *folder;		/* the folder it was made or found in, or
				 * NULL: finished/ there at the end */
	int fd;			/* where lines go; -1 if none, or it failed */
	int readonly;		/* opened to go on in, but cannot be written */
	char *buf;		/* the journal as read, or NULL */
	size_t start;		/* where the lines after the format's start */
	size_t end;		/* the end of its last whole line */
	size_t count;		/* lines after the format's */
	char *pend;		/* lines kept that are not on disk yet (a full
				 * disk), in order, each with its newline */
	size_t pendlen, pendcap;
	int failed;		/* why the last write failed (errno), or 0 */
	int unborn;		/* made on a full disk, in a folder: not on
				 * disk yet, its head and lines in pend, path
				 * the folder's until published */
	int bounded;		/* a ceiling is set (keep_ceiling) */
	unsigned long long room;	/* ... and the bytes left under it */
};

/* io/store/store.c */
char *store_dup(const char *s);
char *store_join(const char *dir, const char *name);
int store_is_journal(const char *name);
void *store_fail(struct journal_error *e, const char *path, int why);
int store_holder(int fd, short type, off_t start, off_t len, long *pid);
int store_lock_at(int fd, short type, off_t start, off_t len, long *pid);
int store_lock(int fd, short type, long *pid);
int store_write(int fd, struct iovec *iov, int n);
int store_mkdir(const char *path, int own);
void store_sync(const char *dir);

/* io/store/secret.c: the players' folder's secret key, made if missing, and
 * the keyed hash (SipHash-2-4) of a name by it */
#define SECRET_KEY	16
int secret_read(const char *players, unsigned char key[SECRET_KEY]);
int secret_key(const char *players, unsigned char key[SECRET_KEY],
    struct journal_error *e);
uint64_t secret_hash(const unsigned char key[SECRET_KEY], const void *msg,
    size_t len);

/* io/store/folder.c */
const struct journal_names *folder_names(void);
char *folder_players(struct journal_error *e);

/* io/store/journal.c */
struct journal *journal_new(void);
struct journal *journal_claimed(int fd, const char *path,
    const char *folder, struct journal_error *e);
const char *journal_text(const struct journal *, size_t *len);

/* io/store/keep.c: nothing more kept (-1, *e); bytes after the lines waiting in
 * memory; those lines written (0, or -1 and errno); whether why is a full
 * disk's (io/store/journal.h: keep_full) */
int keep_stop(struct journal *, struct journal_error *e, int why);
void keep_add(struct journal *, const void *s, size_t n);
int keep_flush(struct journal *);

/* io/store/shelf.c: where a new file goes, the folder's unfinished journals or
 * its finished/ */
enum shelf { SHELF_UNFINISHED, SHELF_FINISHED };
int shelf_publish(const char *folder, enum shelf, struct iovec *iov, int n,
    char **name, struct journal_error *e);
unsigned long long shelf_bytes(const char *folder);
void shelf_prune(const char *dir);
void shelf_sweep(const char *folder);

#endif
