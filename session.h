/*
 * session.h: the journal of a session as the player meets it
 * (session.c): which journal a game is kept in or resumed from (-j, -r,
 * the state folder), its wiring to the teletype, and every sentence the
 * player reads about it.  io/journal.c keeps the file, io/replay.c replays
 * its lines.
 */
#ifndef SESSION_H
#define SESSION_H

#include <stddef.h>

struct game;

#include "io/journal.h"
#include "io/tty.h"

struct session {
	struct journal *jn;	/* the journal, or NULL for none */
	char *folder;		/* the state folder, when the game is kept
				 * there */
	const char *player;	/* -u: the player, or NULL */
	const char *copy;	/* -r FILE -j COPY: COPY */
	const char *resumed;	/* the file resumed from, or NULL */
	size_t answers;		/* the lines resumed */
	long seed;		/* a journal resumed: its seed (SEED_NONE:
				 * none) ... */
	char machine[32];	/* ... its machine ... */
	char edition[32];	/* ... and its edition */
	int by_j;		/* -j names the journal */
	int fresh;		/* -n, -s, -m or -e asked for a new game */
	const struct game *game;	/* the game played */
	struct tty *tty;
	char said[512];		/* the lines said before the teletype was
				 * there, for it to say (session_attach) */
};

const char *shown(const char *);
void complain(const char *fmt, ...);

int session_resume(struct session *, const char *path, const char *keep);
int session_open(struct session *, const char *path);
int session_find(struct session *);
void session_drop(struct session *, int finish);
void session_over(struct session *, int fits);
void session_ended(struct session *);
void session_unfinished(const struct session *);
void session_create(struct session *, const char *path, long seed,
    const char *machine, const char *edition);
void session_attach(struct session *, struct tty *);
void session_finish(struct session *);

#endif
