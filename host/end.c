/*
 * end.c: the operator's -k NAME, run as the account the games run as:
 * the game the player plays now ended, kept, as -w lists it (the
 * process that holds the lock on the player's folder, io/store/live.c).  It
 * is asked to end, as a login that takes it over asks (hold_ask: a
 * menu that ran it learns of the ask, and ends its login), then sent
 * SIGUSR1, on which it says on its player's terminal that the
 * host ended it and where it is kept, and exits, status 0 (io/
 * signal.c); every answer is on disk already.  One that is still there
 * after END_MS (stopped hard, or of a version that does not catch the
 * signal) is killed, as a takeover kills (takeover.c): nothing of its
 * journal is lost either way.  The end is logged here, not by the game,
 * whose handler only writes and exits: what its player was told, then
 * the process and whether the game is kept.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "../io/store/live.h"
#include "../io/store/journal.h"
#include "end.h"
#include "log.h"
#include "say.h"
#include "session.h"

/* How long the game has to end after the signal, before SIGKILL, and
 * after that, in steps of STEP_MS; in milliseconds. */
#define END_MS		3000
#define KILL_MS		2000
#define STEP_MS		20

/* Waits up to ms for process pid to let go of folder, and returns
 * whether it still holds it. */
static int holds(const char *folder, long pid, long ms)
{
	struct timespec step = { 0, STEP_MS * 1000000L };
	struct live g;

	for (;;) {
		int held = live_game(folder, &g) && g.pid == pid;

		free(g.journal);
		if (!held || ms <= 0)
			return held;
		nanosleep(&step, NULL);
		ms -= STEP_MS;
	}
}

/* Ends the game player plays now (-k), which keeps it if it has a
 * journal, says so in one line on standard output and returns 0; returns
 * 1 after a line on standard error if no game is played or it cannot be
 * ended. */
int end_game(const char *player)
{
	char nb[SHOWN_ROOM];
	struct journal_error e;
	struct live g;
	char *folder;
	const char *kept;
	long pid;

	folder_named(&head_names);
	if ((folder = folder_path(player, &e)) == NULL) {
		complain("%s", say_why(&e));
		return 1;
	}
	if (!live_game(folder, &g) || g.pid <= 0) {
		complain("%s: no game is being played now", say_shown(player,
		    nb));
		say_none(folder);
		free(g.journal);
		free(folder);
		return 1;
	}
	/* a game with no journal on disk (a full disk) keeps nothing */
	kept = g.journal != NULL ? "it is kept" : "it had no journal on "
	    "disk, not kept";
	free(g.journal);
	pid = g.pid;
	if (live_lock_open_by(folder, pid) == 0) {	/* before any signal */
		complain("%s: process %ld has not the folder's lock open: no "
		    "game of this folder (one shared with another machine?); "
		    "nothing sent", say_shown(player, nb), pid);
		free(folder);
		return 1;
	}
	hold_ask(folder);
	if (kill((pid_t)pid, SIGUSR1) == -1) {
		complain("%s: process %ld: %s", say_shown(player, nb), pid,
		    strerror(errno));
		free(folder);
		return 1;
	}
	(void)kill((pid_t)pid, SIGCONT);	/* if stopped */
	if (holds(folder, pid, END_MS) && live_lock_open_by(folder, pid) != 0) {
		(void)kill((pid_t)pid, SIGKILL);
		(void)holds(folder, pid, KILL_MS);
	}
	free(folder);
	log_player(player);
	log_event("%s", SESSION_ENDED);
	log_event("game ended by the host (-k), process %ld; %s", pid, kept);
	printf(PROGNAME ": %s's game ended (process %ld); %s\n",
	    say_shown(player, nb), pid, kept);
	return fflush(stdout) == EOF ? 1 : 0;
}
