/*
 * follow.h: a file read as it grows, never written nor locked
 * (host/follow.c), its holder asked of the storage (io/store/live.h).
 * No game in it; at a terminal, follow_open puts input in a mode of
 * single keys, unechoed (the teletype's key_mode), and q, ^C or ^D
 * stop it.
 */
#ifndef FOLLOW_H
#define FOLLOW_H

#include <stddef.h>
#include <stdio.h>

/* Why a follower stopped (follow_why): its reader or the keys ended
 * it; no process held the folder for the grace given; its holder
 * holds another file. */
#define FOLLOW_ENDED	0
#define FOLLOW_UNHELD	1
#define FOLLOW_OTHER	2

/* host/follow.c */
char *follow_read(const char *path, size_t *len, int *err);
FILE *follow_open(const char *path, const char *folder, long grace_ms,
    char **text, size_t *len, int *err);
int follow_why(void);
void follow_stop(const char *line);

#endif
