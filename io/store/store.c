/*
 * store.c: what every file of the journal's storage does to a file: its
 * path made, what went wrong noted, a lock taken, bytes written and put
 * on disk, a folder made or synced, a path checked against a file.
 */
#include <sys/stat.h>
#include <sys/uio.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../alloc.h"
#include "../atomicio.h"
#include "store.h"

char *store_dup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

/* Whether a folder's entry name is a journal's: not hidden (a journal
 * on its way is), its name ending in SUFFIX. */
int store_is_journal(const char *name)
{
	size_t k = strlen(name), sl = strlen(SUFFIX);

	return name[0] != '.' && k > sl && strcmp(name + k - sl, SUFFIX) == 0;
}

/* dir + "/" + name, allocated. */
char *store_join(const char *dir, const char *name)
{
	size_t a = strlen(dir), b = strlen(name);
	char *p = xmalloc(a + b + 2);

	memcpy(p, dir, a);
	p[a] = '/';
	memcpy(p + a + 1, name, b + 1);
	return p;
}

/* Note what went wrong with path; returns NULL for the caller's return. */
void *store_fail(struct journal_error *e, const char *path, int why)
{
	e->why = why;
	snprintf(e->path, sizeof e->path, "%s", path);
	return NULL;
}

/* Fills fl for a lock of type on len bytes from start (0 and 0: the
 * whole file), as store_holder and store_lock_at ask it. */
static void store_range(struct flock *fl, short type, off_t start,
    off_t len)
{
	memset(fl, 0, sizeof *fl);
	fl->l_type = type;
	fl->l_whence = SEEK_SET;
	fl->l_start = start;
	fl->l_len = len;
}

/*
 * Who holds a lock on fd that a lock of type (F_WRLCK or F_RDLCK) on
 * len bytes from start (0 and 0: the whole file) would meet: asked
 * (F_GETLK), never taken; the one place io/ asks it.  1 and its pid in
 * *pid (0 if it cannot be told), or 0 and *pid 0 if no process does.
 */
int store_holder(int fd, short type, off_t start, off_t len, long *pid)
{
	struct flock fl;

	store_range(&fl, type, start, len);
	*pid = 0;
	if (fcntl(fd, F_GETLK, &fl) != 0 || fl.l_type == F_UNLCK)
		return 0;
	*pid = (long)fl.l_pid;
	return 1;
}

/*
 * Lock len bytes of fd from start (0 and 0: the whole file), of type
 * (F_WRLCK or F_RDLCK), without waiting: 0; -1 and errno EAGAIN if a
 * process holds a lock it meets, its pid in *pid (0 if it cannot be
 * told); -1 and another errno if locks fail otherwise.
 */
int store_lock_at(int fd, short type, off_t start, off_t len, long *pid)
{
	struct flock fl;

	store_range(&fl, type, start, len);
	if (fcntl(fd, F_SETLK, &fl) == 0)
		return 0;
	if (errno != EAGAIN && errno != EACCES)
		return -1;
	(void)store_holder(fd, type, start, len, pid);
	errno = EAGAIN;
	return -1;
}

/* A wait for a lock goes in steps of this many milliseconds. */
#define STORE_LOCK_STEP_MS	5

/* Locks fd whole (F_WRLCK or F_RDLCK), waiting ms milliseconds at most
 * for another process's lock to go; returns 0, or -1 and errno (EAGAIN:
 * still held). */
int store_lock_wait(int fd, short type, long ms)
{
	struct timespec step = { 0, STORE_LOCK_STEP_MS * 1000000L };
	long pid, waited;

	for (waited = 0;; waited += STORE_LOCK_STEP_MS) {
		if (store_lock_at(fd, type, 0, 0, &pid) == 0)
			return 0;
		if (errno != EAGAIN || waited >= ms)
			return -1;
		(void)nanosleep(&step, NULL);
	}
}

/*
 * Lock fd (F_WRLCK or F_RDLCK) whole without waiting.  1 if locked or if
 * locks do not apply (a device), 0 if a running game holds it, its pid
 * in *pid (0 if it cannot be told).
 */
int store_lock(int fd, short type, long *pid)
{
	return store_lock_at(fd, type, 0, 0, pid) == 0 || errno != EAGAIN;
}

/* Write all of iov (io/atomicio.c), then put it on disk with fdatasync
 * where the file can have it (not a device); 0 or -1. */
int store_write(int fd, struct iovec *iov, int n)
{
	if (atomicio_writev(fd, iov, n) == -1)
		return -1;
	if (fdatasync(fd) == -1 && errno != EINVAL && errno != EROFS &&
	    errno != ENOTSUP)
		return -1;
	return 0;
}

/* The folder path, made if missing: 0700, whatever the umask.  0 if it
 * was made or was there, or -1 with errno; own: a folder of the
 * storage's own, never a symbolic link to another (ENOTDIR). */
int store_mkdir(const char *path, int own)
{
	struct stat st;

	if (mkdir(path, 0700) == 0)
		(void)chmod(path, 0700);
	else if (errno != EEXIST)
		return -1;
	else if (own && (lstat(path, &st) == -1 || !S_ISDIR(st.st_mode))) {
		errno = ENOTDIR;
		return -1;
	}
	return 0;
}

/* Sync a folder, so that a file made or renamed in it stays. */
void store_sync(const char *dir)
{
	int fd = open(dir, O_RDONLY);

	if (fd >= 0) {
		(void)fsync(fd);
		close(fd);
	}
}

/* Whether path names the file st is of. */
int store_same_file(const char *path, const struct stat *st)
{
	struct stat a;

	return stat(path, &a) == 0 && a.st_dev == st->st_dev &&
	    a.st_ino == st->st_ino;
}
