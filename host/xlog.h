/*
 * xlog.h: the record of every game that ends (xlog.c), a line for each
 * in the state folder's xlogfile, as NetHack's hosts keep theirs.
 */
#ifndef XLOG_H
#define XLOG_H

#include <time.h>

struct game;
struct session;

/* The file's name in the state folder. */
#define XLOG_NAME "xlogfile"

/* The bytes of one player's lines (a player's folder, or the state
 * folder's own games) in one xlogfile are bounded by -l's, as their
 * unfinished journals are (1 MiB by default, some 4,000 games); past it
 * no line of theirs is written there until the file is rotated (a new
 * file, a new count).  The count is kept in the game's folder, in
 * XLOG_COUNT: the file's device and inode, and the bytes. */
#define XLOG_COUNT	".xlog"

struct xlog {
	struct session *s;	/* the session the games are kept in */
	long seed;		/* the first game's seed (or SEED_NONE) */
	time_t start;		/* when the next game to end began; 0: when
				 * its journal did */
};

void xlog_attach(struct xlog *, struct game *, struct session *,
    long seed);

#endif
