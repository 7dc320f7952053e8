/*
 * life.c: a journal's life beside its game: created, its head first, in
 * a file the caller names or on a folder's shelf (io/store/shelf.c), or
 * unborn where a full disk would not make its folder; its lines going
 * on after a replay; and finished as its game ends, moved to the
 * folder's finished/.  The file and its reading are io/store/journal.c's, its
 * lines kept io/store/keep.c's.
 */
#include <sys/stat.h>
#include <sys/uio.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../alloc.h"
#include "store.h"

/* The format's line and the head (lines, each with its newline), in
 * iov's 3 parts. */
static void head_parts(struct iovec *iov, const char *head)
{
	const char *format = folder_names()->format;

	iov[0].iov_base = (void *)(uintptr_t)format;
	iov[0].iov_len = strlen(format);
	iov[1].iov_base = "\n";
	iov[1].iov_len = 1;
	iov[2].iov_base = (void *)(uintptr_t)head;
	iov[2].iov_len = strlen(head);
}

/*
 * Open path, a file the caller names, for a journal of its own (or a
 * copy that goes on from a replay): made 0600, locked, emptied.  -1 and *e if it cannot be.
 */
static int open_new(const char *path, struct journal_error *e)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_NOCTTY, 0600);
	struct stat st;

	if (fd == -1) {
		store_fail(e, path, errno);
		return -1;
	}
	if (!store_lock(fd, F_WRLCK, &e->pid)) {
		store_fail(e, path, JOURNAL_BUSY);
		close(fd);
		return -1;
	}
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	    ftruncate(fd, 0) == -1) {
		store_fail(e, path, errno);
		close(fd);
		return -1;
	}
	return fd;
}

/*
 * The lines replayed are used up: lines go on in the journal read, a
 * last line cut short cut off (it was opened writable); or in copy,
 * which gets the lines read first; or (copy NULL) nowhere.
 */
int life_continue(struct journal *j, const char *copy,
    struct journal_error *e)
{
	struct stat st;
	struct iovec iov;
	int r = 0;

	if (j->readonly)
		r = keep_stop(j, e, EACCES);
	else if (j->fd >= 0) {
		if ((fstat(j->fd, &st) == 0 && S_ISREG(st.st_mode) &&
		    (size_t)st.st_size > j->end &&
		    ftruncate(j->fd, (off_t)j->end) == -1) ||
		    lseek(j->fd, 0, SEEK_END) == (off_t)-1)
			r = keep_stop(j, e, errno);
	} else if (copy != NULL) {
		free(j->path);
		j->path = store_dup(copy);
		if ((j->fd = open_new(copy, e)) == -1)
			r = -1;
		iov.iov_base = j->buf;
		iov.iov_len = j->end;
		if (r == 0 && store_write(j->fd, &iov, 1) == -1)
			r = keep_stop(j, e, errno);
	}
	free(j->buf);
	j->buf = NULL;
	return r;
}

/* The head, kept in memory for a full disk (why), to go on disk with
 * the first line the disk takes. */
static void head_waits(struct journal *j, const char *head, int why)
{
	struct iovec iov[3];
	int i;

	j->failed = why;
	head_parts(iov, head);
	for (i = 0; i < 3; i++)
		keep_add(j, iov[i].iov_base, iov[i].iov_len);
}

/*
 * A new journal, its head written: in path, a file the caller names, or
 * when path is NULL published on folder's shelf (io/store/shelf.c).  NULL and
 * *e if it cannot be.  On a full disk, a journal all the same, e->why
 * saying so: its head waits in memory, as keep_line's lines do, to go
 * on disk with the first line the disk takes.
 */
struct journal *life_create(const char *path, const char *folder,
    const char *head, struct journal_error *e)
{
	struct journal *j;
	struct iovec iov[3];
	char *final = NULL;
	int fd;

	e->why = 0;
	head_parts(iov, head);
	if (path == NULL)
		fd = shelf_publish(folder, SHELF_UNFINISHED, iov, 3, &final, e);
	else if ((fd = open_new(path, e)) >= 0 && store_write(fd, iov, 3) == -1)
		store_fail(e, path, errno);
	if (e->why != 0 && !(keep_full(e->why) && (path == NULL ||
	    (fd >= 0 && ftruncate(fd, 0) == 0 && lseek(fd, 0, SEEK_SET) == 0)))) {
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	j = journal_new();
	j->fd = fd;
	j->path = store_dup(path ? path : final ? final : folder);
	j->folder = path == NULL ? store_dup(folder) : NULL;
	free(final);
	if (e->why != 0) {
		j->unborn = path == NULL;
		head_waits(j, head, e->why);
	}
	return j;
}

/*
 * A journal whose folder, at place, a full disk would not make (why):
 * unborn, in no folder yet, its head waiting in memory with its lines
 * until keep_home gives it its folder.
 */
struct journal *life_homeless(const char *place, const char *head,
    int why)
{
	struct journal *j = journal_new();

	j->path = store_dup(place);
	j->unborn = 1;
	head_waits(j, head, why);
	return j;
}

/* The game ended: a journal of a folder moves to its finished/ (unless
 * it is there already, or was never made); closed and freed. */
void life_finish(struct journal *j)
{
	if (j->fd >= 0 || j->unborn)
		(void)keep_flush(j);
	if (j->folder != NULL && !j->unborn)
		(void)shelf_retire(j->folder, j->path);
	journal_close(j);
}
