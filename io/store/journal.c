/*
 * journal.c: the journal of a session, a file on disk.
 *
 * A journal is a file of lines, each ending in a newline:
 *
 *	NAME journal 1			the format and its version, the
 *					program's (folder_named)
 *	seed 121			then the lines: the program's
 *	machine sorcerer		head (what it writes first, and
 *	E				reads), then every line read, as
 *	M				read, one a line, without its
 *	...				newline
 *
 * A line is kept byte for byte as it was read, a carriage return or a
 * NUL byte included (a line cannot hold a newline).  Each is written
 * with one writev() and put on disk with fdatasync() before the game
 * acts on it (io/store/keep.c).  A last line without its newline (a write cut
 * short) was
 * never acted on: it is not handed out, and it is cut off before the
 * next line is kept.  A journal is made 0600, in a file the caller
 * names or on a folder's shelf (io/store/shelf.c); a running game holds a
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

#include "../alloc.h"
#include "../atomicio.h"
#include "store.h"

/* A journal, empty: no file, nothing read. */
struct journal *journal_new(void)
{
	struct journal *j = xmalloc(sizeof *j);

	memset(j, 0, sizeof *j);
	j->fd = -1;
	return j;
}

/* --- Reading a journal --------------------------------------------- */

/* Read the open file whole into j->buf, its length in *len; 0, or an
 * errno value. */
static int slurp(struct journal *j, int fd, size_t *len)
{
	size_t cap = 0;

	*len = 0;
	return atomicio_rest(fd, -1, &j->buf, len, &cap);
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
	const char *format = folder_names()->format;
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
 * life_continue says so); else read alone.
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

/* The journal's file. */
const char *journal_path(const struct journal *j)
{
	return j->path;
}

/* The journal of folder at path, claimed (io/store/shelf.c) and open on fd,
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
 * NULL once its lines are used up (life_continue). */
const char *journal_text(const struct journal *j, size_t *len)
{
	*len = j->end;
	return j->buf;
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
