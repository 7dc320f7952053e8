/*
 * keep.c: the lines of a journal kept, each on disk before the game acts
 * on it; or, while a full disk refuses them, in memory, in order, to be
 * written with the next line the disk takes (a journal made on a full
 * disk, its head too, published on its folder's shelf then).
 */
#include <sys/uio.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../alloc.h"
#include "store.h"

/* Lines not on disk kept in memory at most: past this, nothing more is
 * kept (what is on disk stays, a game to resume). */
#define PENDING_MAX	(1024 * 1024)

/* The ceiling of j's folder's unfinished journals (io/store/journal.h): what
 * they hold now, and j's lines not on disk yet, counted. */
void keep_ceiling(struct journal *j, unsigned long long max)
{
	unsigned long long all;

	if (j->folder == NULL)
		return;
	all = shelf_bytes(j->folder) + j->pendlen;
	j->bounded = 1;
	j->room = all < max ? max - all : 0;
}

/* Whether lines are still kept. */
int keep_going(const struct journal *j)
{
	return j->fd >= 0;
}

/*
 * Nothing more can be kept: path and why in *e; -1.  What is on disk
 * stays as it is, whole lines of a game to resume.
 */
int keep_stop(struct journal *j, struct journal_error *e, int why)
{
	store_fail(e, j->path, why);
	if (j->fd >= 0)
		close(j->fd);
	j->fd = -1;
	j->pendlen = 0;
	j->unborn = 0;
	return -1;
}

/* n bytes of s after the lines kept in memory. */
void keep_add(struct journal *j, const void *s, size_t n)
{
	size_t need = j->pendlen + n;

	if (need > j->pendcap) {
		j->pendcap = need > 2 * j->pendcap ? need : 2 * j->pendcap;
		j->pend = xrealloc(j->pend, j->pendcap);
	}
	memcpy(j->pend + j->pendlen, s, n);
	j->pendlen += n;
}

/* An unborn journal published on its folder's shelf, whole, its lines
 * kept in memory with it: 0; or -1, errno saying why. */
static int publish_pending(struct journal *j)
{
	struct journal_error e;
	struct iovec iov;
	char *name;

	iov.iov_base = j->pend;
	iov.iov_len = j->pendlen;
	if ((j->fd = shelf_publish(j->folder, SHELF_UNFINISHED, &iov, 1, &name,
	    &e)) == -1) {
		errno = e.why > 0 ? e.why : EIO;
		return -1;
	}
	free(j->path);
	j->path = name;
	j->unborn = 0;
	j->pendlen = 0;
	return 0;
}

/*
 * Write the lines not yet written, in order, and put them on disk: 0;
 * or -1, errno saying why, what was written of them cut off again (a
 * line cut short would be no line), to be written again from there.
 */
int keep_flush(struct journal *j)
{
	struct iovec iov;
	off_t at;
	int why;

	if (j->pendlen == 0)
		return 0;
	if (j->unborn && j->folder == NULL) {
		errno = j->failed;	/* no folder yet (keep_home) */
		return -1;
	}
	if (j->unborn)
		return publish_pending(j);
	at = lseek(j->fd, 0, SEEK_CUR);
	iov.iov_base = j->pend;
	iov.iov_len = j->pendlen;
	if (store_write(j->fd, &iov, 1) == 0) {
		j->pendlen = 0;
		return 0;
	}
	why = errno;
	if (at != (off_t)-1) {
		(void)ftruncate(j->fd, at);	/* if not, overwritten */
		(void)lseek(j->fd, at, SEEK_SET);
	}
	errno = why;
	return -1;
}

/*
 * Keep a line (n bytes; a newline added if it has none): on disk, 0; or,
 * a write failing (a full disk), in memory, after the lines kept there
 * before it, to be written with them in order when a write succeeds
 * again: 1, and *e says why.  -1 and *e: nothing more is kept (the
 * memory's bound, or the ceiling's: JOURNAL_CEILING).
 */
int keep_line(struct journal *j, const char *s, size_t n,
    struct journal_error *e)
{
	size_t need = n + (n == 0 || s[n - 1] != '\n');

	if (j->fd < 0 && !j->unborn)
		return 0;
	if (j->bounded && need > j->room)
		return keep_stop(j, e, JOURNAL_CEILING);
	j->room -= need;
	if (j->pendlen + n + 1 > PENDING_MAX)
		return keep_stop(j, e, j->failed ? j->failed : ENOMEM);
	keep_add(j, s, n);
	if (n == 0 || s[n - 1] != '\n')
		keep_add(j, "\n", 1);
	if (keep_flush(j) == 0) {
		j->failed = 0;
		return 0;
	}
	j->failed = errno;
	store_fail(e, j->path, errno);
	return 1;
}

/* Whether why is a full disk's, or a full quota's: space may return. */
int keep_full(int why)
{
	return why == ENOSPC || why == EDQUOT;
}

/* A journal of no folder yet (life_homeless) given its folder, made
 * and held, to be published there with its next line; or (NULL) none
 * to be had, and nothing more kept. */
void keep_home(struct journal *j, const char *folder)
{
	if (!j->unborn || j->folder != NULL)
		return;
	if (folder == NULL) {
		j->unborn = 0;
		j->pendlen = 0;
		return;
	}
	j->folder = store_dup(folder);
	free(j->path);
	j->path = store_dup(folder);
}
