/*
 * hold.c: one game at a time keeps its journals in a folder.  It holds a
 * write lock (fcntl) on the folder's .lock for as long as it runs, its
 * pid written there, one line.  A game that wants the folder while
 * another holds it adds a line (journal_ask), so that the holder, hung
 * up, can tell that its game went on elsewhere (journal_taken).
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "store.h"

#define LOCK_NAME ".lock"

static int held_fd = -1;	/* .lock, while this process holds it */
static off_t held_len;		/* the holder's line */

/* The pid written on the first line of the file open on fd; 0 if none. */
static long written_pid(int fd)
{
	char buf[32];
	ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
	char *end;
	long pid;

	if (n <= 0)
		return 0;
	buf[n] = '\0';
	pid = strtol(buf, &end, 10);
	return end > buf && *end == '\n' ? pid : 0;
}

/*
 * The folder held by this process: 0.  Else -1, and *e says why:
 * JOURNAL_BUSY, e->pid the holder's, as the lock and the file both say
 * (0 if they disagree, or it cannot be told: a holder not to signal).
 */
int journal_hold(const char *folder, struct journal_error *e)
{
	char *path = store_join(folder, LOCK_NAME), line[32];
	int fd;
	long pid;

	e->why = 0;
	fd = open(path, O_RDWR | O_CREAT | O_NOCTTY | O_NOFOLLOW, 0600);
	if (fd == -1) {
		store_fail(e, path, errno);
		free(path);
		return -1;
	}
	if (!store_lock(fd, F_WRLCK, &pid)) {
		long w = written_pid(fd);

		store_fail(e, path, JOURNAL_BUSY);
		e->pid = pid > 0 && w == pid ? pid : 0;
		close(fd);
		free(path);
		return -1;
	}
	free(path);
	held_len = snprintf(line, sizeof line, "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) == -1 || pwrite(fd, line, (size_t)held_len, 0) !=
	    held_len)
		held_len = 0;	/* held all the same; no takeover told */
	held_fd = fd;
	return 0;
}

/* Tell the holder of folder that this process (it names it) wants it. */
void journal_ask(const char *folder)
{
	char *path = store_join(folder, LOCK_NAME), line[48];
	int fd = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_NOFOLLOW);
	int n = snprintf(line, sizeof line, "taken by %ld\n", (long)getpid());

	if (fd >= 0) {
		if (write(fd, line, (size_t)n) != n) {
			/* the holder will not say why it ends */
		}
		close(fd);
	}
	free(path);
}

/* Whether another process asked for the folder held (journal_ask).
 * Async-signal-safe: a hang-up's handler asks it. */
int journal_taken(void)
{
	struct stat st;

	return held_fd >= 0 && held_len > 0 && fstat(held_fd, &st) == 0 &&
	    st.st_size > held_len;
}
