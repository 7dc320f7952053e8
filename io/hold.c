/*
 * hold.c: one game at a time keeps its journals in a folder.  It holds a
 * write lock (fcntl) on the folder's .lock for as long as it runs; a
 * game that wants the folder finds the holder by the lock itself
 * (F_GETLK), whatever the disk can take.  The file is emptied when held;
 * a game that wants the folder while another holds it adds a line
 * (journal_ask), so that the holder, hung up, can tell that its game
 * went on elsewhere (journal_taken).
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "store.h"

static int held_fd = -1;	/* .lock, while this process holds it */
static off_t held_len;		/* its length when held: empty, if it
				 * could be emptied */

/*
 * The folder held by this process: 0.  Else -1, and *e says why:
 * JOURNAL_BUSY, e->pid the holder's, as the lock says (0 if it cannot
 * be told: a holder not to signal).
 */
int journal_hold(const char *folder, struct journal_error *e)
{
	char *path = store_join(folder, LOCK_NAME);
	struct stat st;
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
		store_fail(e, path, JOURNAL_BUSY);
		e->pid = pid > 0 ? pid : 0;
		close(fd);
		free(path);
		return -1;
	}
	free(path);
	(void)ftruncate(fd, 0);
	held_len = fstat(fd, &st) == 0 ? st.st_size : 0;
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

	return held_fd >= 0 && fstat(held_fd, &st) == 0 &&
	    st.st_size > held_len;
}
