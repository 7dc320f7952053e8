/*
 * live.c: the games running in the folders of journals, as their locks
 * say.  A running game holds a write lock on its folder's .lock
 * (io/store/hold.c) and one on its journal (io/store/journal.c,
 * io/store/shelf.c); here
 * each is only asked for (F_GETLK), never taken, and nothing is made or
 * written: a lock whose process is gone is no lock, so a stale .lock is
 * no game.  A follower (host/follow.c) asks so who holds a folder now.
 */
#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../alloc.h"
#include "live.h"
#include "store.h"

/* The process that holds a write lock on the file at path: 1, its pid
 * in *pid (0 if it cannot be told), and the file's times in *st; 0 if
 * none does or the file cannot be opened. */
static int held_by(const char *path, long *pid, struct stat *st)
{
	int fd = open(path, O_RDONLY | O_NOCTTY | O_NOFOLLOW | O_NONBLOCK);
	int held;

	*pid = 0;
	if (fd == -1)
		return 0;
	held = fstat(fd, st) == 0 && S_ISREG(st->st_mode) &&
	    store_holder(fd, F_WRLCK, 0, 0, pid);
	close(fd);
	return held;
}

/* The journal in folder a running game holds (pid's, if more are held),
 * allocated, its last write in *last; NULL if none is. */
static char *held_journal(const char *folder, long pid, time_t *last)
{
	DIR *d = opendir(folder);
	struct dirent *de;
	struct stat st;
	char *found = NULL;
	long by;

	if (d == NULL)
		return NULL;
	while ((de = readdir(d)) != NULL) {
		char *p;

		if (!store_is_journal(de->d_name))
			continue;
		p = store_join(folder, de->d_name);
		if (held_by(p, &by, &st) && (found == NULL || by == pid)) {
			free(found);
			found = p;
			*last = st.st_mtime;
		} else
			free(p);
	}
	closedir(d);
	return found;
}

/*
 * Whether a game runs in folder (its .lock held): 1, and *g says which
 * (g->journal allocated, the caller's to free); 0 if none does.
 */
int live_game(const char *folder, struct live *g)
{
	char *lock = store_join(folder, LOCK_NAME);
	struct stat st;
	int held = held_by(lock, &g->pid, &st);

	free(lock);
	g->journal = NULL;
	if (!held)
		return 0;
	g->since = g->last = st.st_mtime;
	g->journal = held_journal(folder, g->pid, &g->last);
	return 1;
}

/*
 * Whether process pid has the file at path open, as a game has the lock
 * it holds: 1; 0 if it has not, or there is no such process; -1 if it
 * cannot be told (no /proc, as off Linux, or another user's process).
 * A lock's pid is the holder's on this machine only: a folder shared
 * with another machine (NFS) may name a pid that is some other process
 * here, which no caller must ever signal.  Asked of /proc/PID/
 * fd, each descriptor's file by its device and inode.
 */
int live_open_by(long pid, const char *path)
{
	char dir[64];
	struct stat want, st;
	struct dirent *de;
	DIR *d;
	int found = 0;

	if (pid <= 0 || stat(path, &want) != 0 || stat("/proc/self/fd",
	    &st) != 0)
		return -1;
	snprintf(dir, sizeof dir, "/proc/%ld/fd", pid);
	if ((d = opendir(dir)) == NULL)
		return errno == ENOENT ? 0 : -1;
	while (!found && (de = readdir(d)) != NULL) {
		char *p;

		if (de->d_name[0] == '.')
			continue;
		p = store_join(dir, de->d_name);
		found = stat(p, &st) == 0 && st.st_dev == want.st_dev &&
		    st.st_ino == want.st_ino;
		free(p);
	}
	closedir(d);
	return found;
}

/* Whether process pid has folder's .lock open (live_open_by). */
int live_lock_open_by(const char *folder, long pid)
{
	char *lock = store_join(folder, LOCK_NAME);
	int r = live_open_by(pid, lock);

	free(lock);
	return r;
}

/* Who holds folder now, as to the file st is of: LIVE_NONE, no process;
 * LIVE_OTHER, one that holds another journal of it; else LIVE_HELD (it
 * holds that file, or no journal yet). */
int live_holder(const char *folder, const struct stat *st)
{
	struct live g;
	struct stat js;
	int r = LIVE_HELD;

	if (!live_game(folder, &g))
		return LIVE_NONE;
	if (g.journal != NULL && stat(g.journal, &js) == 0 &&
	    (js.st_dev != st->st_dev || js.st_ino != st->st_ino))
		r = LIVE_OTHER;
	free(g.journal);
	return r;
}

/* The bytes of the .lock in folder: a line for each process that asked
 * its holder to end since it took it (hold_ask), when it does not end
 * by itself; 0 for none, or no such file. */
static long long asked_in(const char *folder)
{
	char *lock = store_join(folder, LOCK_NAME);
	struct stat st;
	long long n = lstat(lock, &st) == 0 && S_ISREG(st.st_mode) ?
	    (long long)st.st_size : 0;

	free(lock);
	return n;
}

/* The asks of folder's holder (asked_in), and with place those of the
 * players' .lock too, where a game that holds a player's place alone
 * is asked (hold_ask_place): a count that grows with each ask. */
long long live_asked(const char *folder, int place)
{
	struct journal_error e;
	char *all = place ? folder_players(&e) : NULL;
	long long n = asked_in(folder) + (all != NULL ? asked_in(all) : 0);

	free(all);
	return n;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The names of the folders in state's players' folder (a folder a
 * player, never a symbolic link), sorted; their number in *n. */
char **live_players(const char *state, size_t *n)
{
	char *all = store_join(state, folder_names()->by_player), *p;
	DIR *d = opendir(all);
	struct dirent *de;
	struct stat st;
	char **v = NULL;
	size_t cap = 0;

	*n = 0;
	while (d != NULL && (de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		p = store_join(all, de->d_name);
		if (lstat(p, &st) == 0 && S_ISDIR(st.st_mode)) {
			if (*n == cap) {
				cap = 2 * (cap + 8);
				v = xrealloc(v, cap * sizeof *v);
			}
			v[(*n)++] = store_dup(de->d_name);
		}
		free(p);
	}
	if (d != NULL)
		closedir(d);
	free(all);
	if (*n > 1)
		qsort(v, *n, sizeof *v, by_name);
	return v;
}

void live_free(char **names, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(names[i]);
	free(names);
}
