/*
 * takeover.c: one game per player at a time.  The folder is held by
 * this game (hold_folder), its journals this game's alone, and with -u
 * the player's place first (hold_place), before the folder is
 * made or used: a game whose folder a full disk would not make holds
 * that alone.  The game that holds either (the same player at another
 * login, the line dropped or not) is told, hung up and, if still
 * there, killed; its game then goes on here.  Only a process
 * that has the lock open is signalled (live_open_by): a lock's pid, in
 * a folder another machine shares, may name another process here.
 */
#include <signal.h>
#include <stdlib.h>
#include <time.h>

#include "../io/store/live.h"
#include "../io/store/journal.h"
#include "../io/now.h"
#include "takeover.h"

/* The takeover's times: after SIGHUP, how long the game hung up has
 * to go before SIGKILL; how long a login waits for the folder at most
 * (two logins racing: the later takes it from the earlier); and the
 * step of the wait, in milliseconds. */
#define HANGUP_MS	3000
#define TAKEOVER_MS	8000
#define STEP_MS		10

/*
 * Holds the player's place, if there is a player, then the folder, if
 * there is one, and returns 0, or -1 with *e.  A place that cannot be
 * had but for another's hold (the players' folder not to be made or not
 * the user's, its .key no key) is done without: the folder is held
 * alone, and *place says why.
 */
static int hold(const char *folder, const char *player,
    struct journal_error *e, struct journal_error *place)
{
	if (player != NULL && hold_place(player, e) == -1) {
		if (e->why == JOURNAL_BUSY)
			return -1;
		*place = *e;
	}
	e->why = 0;
	return folder != NULL ? hold_folder(folder, e) : 0;
}

/* Tells the holder that this game wants its folder: through folder, or
 * the player's, made if missing, for a holder of the player's place
 * alone to find the ask there; where the disk will not make it, through
 * the players' .lock (hold_ask_place). */
static void ask(const char *folder, const char *player)
{
	struct journal_error e;
	char *place = folder == NULL ? folder_make(player, &e) : NULL;

	if (folder != NULL || place != NULL)
		hold_ask(folder != NULL ? folder : place);
	else
		hold_ask_place();
	free(place);
}

/*
 * Takes the player's place and the folder for this game (either NULL:
 * not that) and returns 1, or 0 with *e if they cannot be had within
 * TAKEOVER_MS.  The game that holds them is told (hold_ask), hung up
 * (SIGHUP: its answers are on disk) and, if still there after HANGUP_MS,
 * killed; *hung says whether one was.  *place says why the place could
 * not be had but for another's hold (its why 0: it could).
 */
int takeover(const char *folder, const char *player, int *hung,
    struct journal_error *e, struct journal_error *place)
{
	long start = now_ms(), sent = 0, pid = 0;
	int killed = 0;
	struct timespec step = { 0, STEP_MS * 1000000L };

	place->why = 0;
	while (hold(folder, player, e, place) == -1) {
		if (e->why != JOURNAL_BUSY || now_ms() - start > TAKEOVER_MS)
			return 0;
		if (e->pid > 0 && e->pid != pid &&
		    live_open_by(e->pid, e->path) != 0) {
			pid = e->pid;
			ask(folder, player);
			(void)kill((pid_t)pid, SIGHUP);
			(void)kill((pid_t)pid, SIGCONT);	/* if stopped */
			sent = now_ms();
			killed = 0;
		} else if (pid > 0 && !killed && now_ms() - sent > HANGUP_MS &&
		    e->pid == pid && live_open_by(pid, e->path) != 0) {
			(void)kill((pid_t)pid, SIGKILL);
			killed = 1;
		}
		nanosleep(&step, NULL);
	}
	*hung = pid > 0;
	return 1;
}
