/*
 * session.h: the journal of a session as the player meets it: which
 * journal a game is kept in or resumed from (-j, -r, the state folder:
 * choose.c), and its wiring to the teletype (session.c).  io/store/journal.c
 * keeps the file, io/tty/replay.c replays its lines, head.c reads and writes
 * its head, takeover.c holds the state folder, say.c has the words.
 */
#ifndef SESSION_H
#define SESSION_H

#include <stddef.h>
#include <stdio.h>

#include "head.h"

struct game;
struct journal;
struct journal_error;
struct journal_names;
struct machine;
struct edition;
struct tty;

/* What a session's game holds (session_hold, io/store/hold.c's locks): not
 * tried yet; the player's place alone (no folder yet); its folder; or
 * nothing, as it could not be held. */
enum session_held { HELD_UNTRIED, HELD_PLACE, HELD_FOLDER, HELD_NONE };

struct session {
	struct journal *jn;	/* the journal, or NULL for none */
	char *folder;		/* the state folder, when the game is kept
				 * there */
	const char *player;	/* -u: the player, or NULL */
	const char *copy;	/* -r FILE -j COPY: COPY */
	const char *resumed;	/* the file resumed from, or NULL */
	struct head head;	/* a journal resumed: its game */
	const char *lines;	/* ... its answers, each with its newline */
	size_t len;		/* ... their bytes */
	size_t answers;		/* ... and their number */
	int by_j;		/* -j names the journal */
	int by_r;		/* -r names it */
	int fresh;		/* -n, -s, -m or -e asked for a new game */
	int term;		/* input is a terminal */
	int answered;		/* a line typed kept, this session */
	int capped;		/* -l's ceiling reached: what was kept
				 * stays, nothing more is */
	int picked;		/* -g NAME's game taken (once) */
	const struct game *game;	/* the game played */
	enum session_held hold;	/* what this game holds (session_hold) */
	int homeless;		/* a player's game whose folder a full disk
				 * would not make: its journal waits, in no
				 * folder, its place held */
	int shown;		/* -r of a game that has ended: shown again
				 * to its end from its lines, nothing kept */
	int waiting;		/* lines typed not yet on disk (a full
				 * disk): their keep_line failed */
	int next;		/* what choose_session does: CHOOSE_ANY;
				 * CHOOSE_ENDED, a game ended in its replay
				 * (session_finish), left answers before
				 * its end; after it (session_ended),
				 * CHOOSE_SHOWN or CHOOSE_NEW */
	size_t left;		/* CHOOSE_ENDED: its answers left */
	unsigned long long ceiling;	/* -l: the state folder's journals
				 * kept within so many bytes, or 0 */
	struct tty *tty;
	char said[512];		/* the lines said before the teletype was
				 * there, for it to say (session_attach) */
};

/* What the command line asks of the session (wizcastle.c), and the game
 * it is to play. */
struct session_ask {
	const char *journal;	/* -j FILE, or NULL */
	const char *resume;	/* -r FILE, or NULL */
	const char *player;	/* -u NAME, or NULL */
	const char *pick;	/* -g NAME: the unfinished game to go on
				 * with, or NULL */
	int anew;		/* -n, -s, -m or -e: a new game */
	int term;		/* input is a terminal */
	int seeded;		/* -s: seed is given */
	unsigned long long ceiling;	/* -l: bytes, the ceiling of the
				 * unfinished journals of the state folder,
				 * and the bound of its finished/ */
	/* the game asked for; on return, the game to play */
	const struct machine *machine;
	const struct edition *edition;
	long seed;
};

/* What choose_session does next: choose as the options ask; the
 * journal opened, its game shown again to its end (-r); a new game in
 * -j's file, its ended game kept; first, what follows a game that ended
 * in its replay (session_ended). */
enum { CHOOSE_ANY, CHOOSE_SHOWN, CHOOSE_NEW, CHOOSE_ENDED };

/* What a game the host ends (-k) says to its player, and -k logs. */
#define SESSION_ENDED	"the host ended your game"

/* What session_finish says: the session is over; or a game ended as its
 * journal was replayed, never shown, and the session goes on with
 * another, chosen again. */
enum { SESSION_OVER, SESSION_AGAIN };

/* choose.c */
void choose_session(struct session *, struct session_ask *);

/* session.c */
FILE *session_input(struct session *, FILE *in);
void session_refuse_unfinished(const struct session *);
void session_attach(struct session *, struct tty *);
void session_idle(const struct session *, unsigned secs);
int session_finish(struct session *);

/* session.c, for choose.c: a line for the player; the journal cannot be
 * kept, or not yet, for a full disk; the state folder held; forgotten. */
void session_say(struct session *, const char *fmt, ...);
void session_unkept(struct session *, const struct journal_error *,
    const char *home);
void session_waiting(struct session *, const struct journal_error *);
int session_hold(struct session *);
void session_no_folder(struct session *);

#endif
