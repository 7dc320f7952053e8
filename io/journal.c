/*
 * journal.c: the journal of a session, a file on disk.
 *
 * A journal is a file of lines, each ending in a newline:
 *
 *	NAME journal 1			the format and its version, the
 *					program's (journal_name)
 *	seed 121			then the lines: the program's
 *	machine sorcerer		head (what it writes first, and
 *	E				reads), then every line read, as
 *	M				read, one a line, without its
 *	...				newline
 *
 * A line is kept byte for byte as it was read, a carriage return or a
 * NUL byte included (a line cannot hold a newline).  Each is written
 * with one writev() and put on disk with fdatasync() before the game
 * acts on it (io/keep.c).  A last line without its newline (a write cut short) was
 * never acted on: it is not handed out, and it is cut off before the
 * next line is kept.  A journal is made 0600, in a file the caller
 * names or on a folder's shelf (io/shelf.c); a running game holds a
 * write lock (fcntl) on it for as long as it runs.
 */
#include <sys/stat.h>
#include <sys/uio.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "alloc.h"
#include "store.h"

static struct journal *journal_new(void)
{
	struct journal *j = xmalloc(sizeof *j);

	memset(j, 0, sizeof *j);
	j->fd = -1;
	return j;
}

/* The format's line and the head (lines, each with its newline), in
 * iov's 3 parts. */
static void head_parts(struct iovec *iov, const char *head)
{
	const char *format = store_names()->format;

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

/* --- Reading a journal --------------------------------------------- */

/* Read the open file whole into j->buf, its length in *len; 0, or an
 * errno value. */
static int slurp(struct journal *j, int fd, size_t *len)
{
	size_t cap = 4096;

	*len = 0;
	j->buf = xmalloc(cap);
	for (;;) {
		ssize_t r;

		if (*len == cap) {
			char *p;

			cap *= 2;
			if ((p = realloc(j->buf, cap)) == NULL)
				return EFBIG;
			j->buf = p;
		}
		r = read(fd, j->buf + *len, cap - *len);
		if (r == 0)
			return 0;
		if (r < 0 && errno != EINTR)
			return errno;
		if (r > 0)
			*len += (size_t)r;
	}
}

/* Past the next whole line of buf from *pos; 0 if there is none. */
static int skip_line(const char *buf, size_t len, size_t *pos)
{
	const char *nl = memchr(buf + *pos, '\n', len - *pos);

	if (nl == NULL)
		return 0;
	*pos = (size_t)(nl - buf) + 1;
	return 1;
}

/* Read the journal open on fd: its format, its lines.  0, or
 * what is wrong with it (an errno value or a JOURNAL_ value): the
 * format's line of another version is the format's up to its last
 * blank, and another number. */
static int read_journal(struct journal *j, int fd)
{
	const char *format = store_names()->format;
	size_t len, pos = 0, n = strlen(format);
	const size_t vlen = (size_t)(strrchr(format, ' ') - format) + 1;
	struct stat st;
	int why;

	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode))
		return EISDIR;
	if ((why = slurp(j, fd, &len)) != 0)
		return why;
	if (len == 0)
		return JOURNAL_EMPTY;
	if (!skip_line(j->buf, len, &pos) || pos != n + 1 ||
	    memcmp(j->buf, format, n) != 0)
		return pos > vlen + 1 && memcmp(j->buf, format, vlen) == 0 ? JOURNAL_VERSION : JOURNAL_FOREIGN;
	for (j->start = j->end = pos; skip_line(j->buf, len, &pos); j->count++)
		j->end = pos;
	return 0;
}

/*
 * A journal to replay: writable, its lines then go on in it (O_RDWR,
 * write-locked; if it cannot be written, it is read, and
 * journal_continue says so); else read alone.
 */
struct journal *journal_open(const char *path, int writable,
    struct journal_error *e)
{
	struct journal *j = journal_new();
	int fd = -1, why;

	if (writable && (fd = open(path, O_RDWR | O_NOCTTY)) == -1 &&
	    (errno == EACCES || errno == EROFS))
		j->readonly = 1;
	if (fd == -1 && (!writable || j->readonly))
		fd = open(path, O_RDONLY | O_NOCTTY);
	if (fd == -1)
		why = errno;
	else if (!store_lock(fd, writable && !j->readonly ? F_WRLCK : F_RDLCK,
	    &e->pid))
		why = JOURNAL_BUSY;
	else
		why = read_journal(j, fd);
	if (why != 0) {
		if (fd >= 0)
			close(fd);
		j->fd = -1;
		journal_close(j);
		return store_fail(e, path, why);
	}
	if (writable && !j->readonly)
		j->fd = fd;
	else
		close(fd);
	j->path = store_dup(path);
	return j;
}

/* The whole lines after the format's, the head's first, each with its
 * newline: their bytes in *len, their number in *count. */
const char *journal_lines(const struct journal *j, size_t *len,
    size_t *count)
{
	*len = j->end - j->start;
	*count = j->count;
	return j->buf + j->start;
}

const char *journal_path(const struct journal *j)
{
	return j->path;
}

/*
 * The lines replayed are used up: lines go on in the journal read, a
 * last line cut short cut off (it was opened writable); or in copy,
 * which gets the lines read first; or (copy NULL) nowhere.
 */
int journal_continue(struct journal *j, const char *copy,
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
 * when path is NULL published on folder's shelf (io/shelf.c).  NULL and
 * *e if it cannot be.  On a full disk, a journal all the same, e->why
 * saying so: its head waits in memory, as journal_keep's lines do, to go
 * on disk with the first line the disk takes.
 */
struct journal *journal_create(const char *path, const char *folder,
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
 * until journal_home gives it its folder.
 */
struct journal *journal_homeless(const char *place, const char *head,
    int why)
{
	struct journal *j = journal_new();

	j->path = store_dup(place);
	j->unborn = 1;
	head_waits(j, head, why);
	return j;
}

/* The journal of folder at path, claimed (io/shelf.c) and open on fd,
 * read; NULL and *e if it cannot be. */
struct journal *journal_claimed(int fd, const char *path,
    const char *folder, struct journal_error *e)
{
	struct journal *j = journal_new();
	int why;

	j->fd = fd;
	j->path = store_dup(path);
	j->folder = store_dup(folder);
	if ((why = read_journal(j, fd)) != 0) {
		journal_close(j);
		return store_fail(e, path, why);
	}
	return j;
}

/* The journal as read, up to its last whole line (its length in *len);
 * NULL once its lines are used up (journal_continue). */
const char *journal_text(const struct journal *j, size_t *len)
{
	*len = j->end;
	return j->buf;
}

/* The game ended: a journal of a folder moves to its finished/ (unless
 * it is there already, or was never made); closed and freed. */
void journal_finish(struct journal *j)
{
	if (j->fd >= 0 || j->unborn)
		(void)keep_flush(j);
	if (j->folder != NULL && !j->unborn)
		(void)journal_retire(j->folder, j->path);
	journal_close(j);
}

/* Closed (its lock goes with it) and freed. */
void journal_close(struct journal *j)
{
	if (j->fd >= 0)
		close(j->fd);
	free(j->buf);
	free(j->pend);
	free(j->path);
	free(j->folder);
	free(j);
}
