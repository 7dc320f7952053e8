/*
 * live.h: the games running in the folders of journals, as their locks
 * say, found without taking any (io/store/live.c).
 */
#ifndef IO_LIVE_H
#define IO_LIVE_H

#include <stddef.h>
#include <time.h>

struct stat;

/* A game running in a folder (live_game). */
struct live {
	long pid;		/* the holder of the folder's lock (0 if it
				 * cannot be told) */
	time_t since;		/* when it took the folder */
	time_t last;		/* its journal last written */
	char *journal;		/* the journal it holds, allocated; NULL if
				 * none is held */
};

/* Who holds a folder now, as to a file of it (live_holder). */
#define LIVE_NONE	0	/* no process */
#define LIVE_HELD	1	/* a process, holding that file or none */
#define LIVE_OTHER	2	/* a process holding another */

/* io/store/live.c */
int live_game(const char *folder, struct live *);
int live_holder(const char *folder, const struct stat *file);
int live_open_by(long pid, const char *path);
int live_lock_open_by(const char *folder, long pid);
long long live_asked(const char *folder, int place);
char **live_players(const char *state, size_t *n);
void live_free(char **names, size_t n);

#endif
