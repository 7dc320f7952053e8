/*
 * follow.h: a file read as it grows, never written nor locked
 * (io/follow.c), and the games running in a folder of journals as their
 * locks say, found without taking any (io/live.c).  No game and no
 * program in it; but not storage alone: at a terminal, follow_open puts
 * input in a mode of single keys, unechoed, and q, ^C or ^D stop it.
 */
#ifndef IO_FOLLOW_H
#define IO_FOLLOW_H

#include <stddef.h>
#include <stdio.h>
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

/* Why a follower stopped (follow_why): its reader or the keys ended
 * it; no process held the folder for the grace given; its holder
 * holds another file. */
#define FOLLOW_ENDED	0
#define FOLLOW_UNHELD	1
#define FOLLOW_OTHER	2

/* io/live.c */
int live_game(const char *folder, struct live *);
int live_holder(const char *folder, const struct stat *file);
int live_open_by(long pid, const char *path);
int live_lock_open_by(const char *folder, long pid);
long long live_asked(const char *folder, int place);
char **live_players(const char *state, size_t *n);
void live_free(char **names, size_t n);

/* io/follow.c */
char *follow_read(const char *path, size_t *len, int *err);
FILE *follow_open(const char *path, const char *folder, long grace_ms,
    char **text, size_t *len, int *err);
int follow_why(void);
void follow_stop(const char *line);

#endif
