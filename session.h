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
#include <stdio.h>

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
	int hold;		/* the folder held (journal_hold): 1, or -1
				 * if it could not be; 0 not yet tried */
	int shown;		/* -r of a game that has ended: shown again
				 * to its end from its lines, nothing kept */
	int waiting;		/* lines typed not yet on disk (a full
				 * disk): their journal_keep failed */
	struct tty *tty;
	char said[512];		/* the lines said before the teletype was
				 * there, for it to say (session_attach) */
};

const char *shown(const char *);
void complain(const char *fmt, ...);

/* What the command line asks of the session (wizcastle.c), and the game
 * it is to play. */
struct session_ask {
	const char *journal;	/* -j FILE, or NULL */
	const char *resume;	/* -r FILE, or NULL */
	const char *player;	/* -u NAME, or NULL */
	int anew;		/* -n, -s, -m or -e: a new game */
	int term;		/* input is a terminal */
	int seeded;		/* -s: seed is given */
	/* the game asked for; on return, the game to play */
	const struct machine *machine;
	const struct edition *edition;
	long seed;
};

void session_choose(struct session *, struct session_ask *);
FILE *session_input(struct session *, FILE *in);
void session_attach(struct session *, struct tty *);
void session_finish(struct session *);

#endif
