/*
 * watch.c: the operator's -w.  Who plays now: each game running in the
 * state folder (a player's under players/NAME, as -u keeps them, and
 * the state folder's own), as the locks of running games say (io/
 * live.c), one line each.  And one game watched: its journal read as a
 * resume replays it, the last screen shown, then each answer played as
 * it comes (host/follow.c), read only: nothing written, nothing locked.
 * The game engine runs here as the player's runs, on the same answers,
 * so the watcher sees what the player sees; if the player's game stops
 * unfinished, or another game takes its folder, a line says so.  And a
 * past game, named by its journal in the player's finished/ (an
 * xlogfile line's journal=), played again from its answers to its end.
 */
#include <sys/ioctl.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../io/store/live.h"
#include "follow.h"
#include "../io/store/journal.h"
#include "say.h"
#include "session.h"
#include "watch.h"
#include "../wizcastle.h"

/* Columns of a who line: the player's (at most), the game's, a time's,
 * the process's, the terminal's size's, the watchers': 64 in all at
 * most. */
#define NAME_COLS	13
#define GAME_COLS	15
#define TIME_COLS	6
#define PID_COLS	7
#define SIZE_COLS	9
#define EYES_COLS	2

/* The unnamed game of the state folder, as who lists it and -w takes
 * it. */
#define UNNAMED "-"

/* How long a watched game's folder may be held by no process before
 * the watcher ends, in ms.  A game hung up and resumed, or taken over,
 * is followed on: a takeover holds the folder throughout (the game
 * that takes it over waits up to 8 s, takeover.c, the old one holding
 * it meanwhile); a login again after the line dropped, or a killed
 * game begun again at once, leaves it held by none for a few seconds;
 * 12 s allows either on a loaded machine, where a watcher of a game
 * gone for good ends soon after. */
#define GRACE_MS	12000

/* How often a game with no journal yet is asked for one, in ms. */
#define WAIT_MS		200

/* A past game's answers at most PAST_RATE a second, a tenth of the
 * second a screen stands before a clear (screen_stand: 0 where
 * WIZCASTLE_CLEAR_MS is 0, as in the tests): a player's pace at the
 * keys, so that a game of many answers replayed to a spectator costs
 * the host what a player typing it did, not all of its output at once. */
#define PAST_RATE	10

/*
 * Sets -i for a watcher (seconds 0: none): where its game waits seconds
 * with nothing new (no answer of the player's), or its output as long
 * for the watcher's terminal to take it, watching ends, status 0, with a
 * line that says so, the terminal given back (follow_stop).
 */
static void watch_idle(unsigned seconds)
{
	static char line[96];

	if (seconds == 0)
		return;
	snprintf(line, sizeof line - 1, PROGNAME ": nothing new for %u "
	    "seconds; watching ends", seconds);
	say_fit(line);
	strcat(line, "\n");
	signals_tell(follow_stop);
	signals_idle(seconds, line);
}

/* Waits after each answer of a past game, so that the answers come at
 * the pace of PAST_RATE a second (tty's on_line). */
static void on_past(void *arg, const char *s, size_t n)
{
	long ms = screen_stand(1) / PAST_RATE;
	struct timespec step;

	(void)arg;
	(void)s;
	(void)n;
	step.tv_sec = ms / 1000;
	step.tv_nsec = ms % 1000 * 1000000L;
	if (ms > 0)
		nanosleep(&step, NULL);
}

/* Writes a length of time, secs, into buf in at most TIME_COLS columns
 * (59s, 59m59s, 23h59m, 99d23h, 100d) and returns buf. */
static const char *span(char *buf, size_t len, long secs)
{
	if (secs < 0)
		secs = 0;
	if (secs < 60)
		snprintf(buf, len, "%lds", secs);
	else if (secs < 3600)
		snprintf(buf, len, "%ldm%02lds", secs / 60, secs % 60);
	else if (secs < 86400)
		snprintf(buf, len, "%ldh%02ldm", secs / 3600, secs / 60 % 60);
	else if (secs < 100 * 86400L)
		snprintf(buf, len, "%ldd%02ldh", secs / 86400, secs / 3600 % 24);
	else
		snprintf(buf, len, "%ldd", secs / 86400);
	return buf;
}

/* Writes the game the journal at path keeps into buf, "EDITION
 * MACHINE", or "?" if it cannot be read, and returns buf. */
static const char *game_of(const char *path, char *buf, size_t len)
{
	struct head h;
	const char *t;
	char *text = NULL;
	size_t n;
	int err;

	snprintf(buf, len, "?");
	if (path != NULL && (text = follow_read(path, &n, &err)) != NULL &&
	    (t = text, head_journal(&h, &t, &n) == NULL))
		snprintf(buf, len, "%s %s", h.edition, h.machine);
	free(text);
	return buf;
}

/*
 * Writes the size of the terminal the game of process pid reads,
 * "COLSxROWS", into buf and returns buf: "-" if it reads no terminal,
 * "?" if that cannot be told (the process another user's, or gone).  Its
 * standard input is opened through /proc, never to be the watcher's own
 * terminal (O_NOCTTY), and asked its size (TIOCGWINSZ), as a resize is
 * asked by the game itself: nothing is locked, nothing written; the game
 * publishes nothing.
 */
static const char *term_size(long pid, char *buf, size_t len)
{
	char path[64];
	struct winsize ws;
	int fd;

	snprintf(buf, len, "?");
	snprintf(path, sizeof path, "/proc/%ld/fd/0", pid);
	if (pid <= 0 || (fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK))
	    == -1)
		return buf;
	if (!isatty(fd))
		snprintf(buf, len, "-");
	else if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0 &&
	    ws.ws_row > 0)
		snprintf(buf, len, "%ux%u", (unsigned)ws.ws_col,
		    (unsigned)ws.ws_row);
	close(fd);
	return buf;
}

/* Shows a player's name (a folder's, as it is on disk) in buf, in
 * NAME_COLS columns at most, whole if it fits, else cut; returns buf. */
static const char *who_name(const char *player, char *buf)
{
	if (strlen(say_vis(player, buf, NAME_COLS)) > NAME_COLS)
		say_vis(player, buf, NAME_COLS - 3);
	return buf;
}

/* Prints who's line for the game of player in folder, if one runs, and
 * returns 1 if it was listed, else 0. */
static int who_line(const char *folder, const char *player, time_t now,
    int cols)
{
	struct live g;
	char name[NAME_COLS + 4], game[64], ran[32], idle[32], size[32];
	char eyes[16] = "-";	/* the state folder's own: not counted */

	if (!live_game(folder, &g))
		return 0;
	if (strcmp(player, UNNAMED) != 0)
		snprintf(eyes, sizeof eyes, "%d", hold_watchers(player));
	printf("%-*s %-*s %*s %*s %*ld %*s %*s\n", cols, who_name(player,
	    name), GAME_COLS, game_of(g.journal, game, sizeof game), TIME_COLS,
	    span(ran, sizeof ran, (long)(now - g.since)), TIME_COLS,
	    span(idle, sizeof idle, (long)(now - g.last)), PID_COLS, g.pid,
	    SIZE_COLS, term_size(g.pid, size, sizeof size), EYES_COLS, eyes);
	free(g.journal);
	return 1;
}

/* Returns the columns of the players' names on who's lines, the
 * heading's at least. */
static int name_cols(char **players, size_t n)
{
	char name[NAME_COLS + 4];
	size_t i, w = strlen("PLAYER");

	for (i = 0; i < n; i++)
		if (strlen(who_name(players[i], name)) > w)
			w = strlen(name);
	return (int)w;
}

/* Lists the games running now for -w, one line each within 64 columns:
 * the player, the edition and machine, how long it has run at this
 * login, how long since its last answer, its process, its terminal's
 * size and how many watch it (W).  Returns the exit status. */
int watch_who(void)
{
	struct journal_error e;
	char *state, **players;
	size_t n, i;
	time_t now = time(NULL);
	int cols, listed = 0;

	folder_named(&head_names);
	if ((state = folder_path(NULL, &e)) == NULL) {
		complain("%s", say_why(&e));
		return 1;
	}
	players = live_players(state, &n);
	cols = name_cols(players, n);
	printf("%-*s %-*s %*s %*s %*s %*s %*s\n", cols, "PLAYER", GAME_COLS,
	    "GAME", TIME_COLS, "PLAYED", TIME_COLS, "IDLE", PID_COLS, "PID",
	    SIZE_COLS, "SIZE", EYES_COLS, "W");
	listed += who_line(state, UNNAMED, now, cols);
	for (i = 0; i < n; i++) {
		char *folder = folder_path(players[i], &e);
		listed += who_line(folder, players[i], now, cols);
		free(folder);
	}
	if (listed == 0) {
		printf("no game is being played now\n");
		(void)fflush(stdout);	/* before the line of stderr */
		say_none(state);
	}
	live_free(players, n);
	free(state);
	return fflush(stdout) == EOF ? 1 : 0;
}

/* What is watched, for the note after the replay. */
struct watcher {
	struct tty *tty;	/* while the game is played */
	char who[64];		/* "alice's game", shown */
};

/* Tells the watcher what it watches and, at a terminal, how to leave
 * (tty's on_replayed). */
static void on_watched(void *arg)
{
	struct watcher *w = arg;
	char line[128];

	snprintf(line, sizeof line, PROGNAME ": watching %s%s", w->who,
	    isatty(STDIN_FILENO) ? "; q leaves" : "");
	out_note_line(w->tty, line);
}

/* Says in a line, when the answers end (tty's on_eof) not at the
 * watcher's key but because the player's game stopped, or another game
 * holds its folder, which it was. */
static void on_unfollowed(void *arg)
{
	char line[128];

	(void)arg;
	switch (follow_why()) {
	case FOLLOW_UNHELD:
		snprintf(line, sizeof line, PROGNAME ": the game stopped, "
		    "kept for its player to resume");
		break;
	case FOLLOW_OTHER:
		snprintf(line, sizeof line, PROGNAME ": the player plays "
		    "another game; watch again to see it");
		break;
	default:
		return;
	}
	say_fit(line);
	printf("%s\n", line);
	(void)fflush(stdout);
}

/* Plays on w's teletype the game the journal in text (len bytes) keeps:
 * replays its answers so far, shows the last screen, then reads those
 * from in as they come.  Returns 0 at the game's end, or 1 (said) if
 * text holds no game to play. */
static int play_watched(struct watcher *w, const char *path,
    const char *text, size_t len, FILE *in)
{
	struct game game = { 0 };
	struct tty_hooks hooks = { w, NULL, on_watched, on_unfollowed, NULL,
	    NULL };
	struct head h;
	const char *what;

	if ((what = head_journal(&h, &text, &len)) != NULL) {
		char nb[SHOWN_ROOM];

		complain("%s: %s", say_shown(path, nb), what);
		return 1;
	}
	w->tty = tty_new();
	tty_open(w->tty, in, stdout);
	tty_escape(w->tty);	/* the player's typing, on another's screen */
	tty_hooks(w->tty, &hooks);
	replay_start(w->tty, text, len);
	head_game(&game, &h, w->tty);
	game_play(&game);
	tty_free(w->tty);
	w->tty = NULL;
	return 0;
}

/*
 * Waits for the journal of a game that holds its folder but has none on
 * disk yet (g->journal NULL: a full disk took its folder's lock but not
 * its journal, which waits in the game's memory, session.c), since -w
 * lists it.  Says so once on standard error, then asks the folder again
 * every WAIT_MS; returns 1, with the game in *g, once it has a journal,
 * or 0 once no game holds the folder.  ^C leaves meanwhile, as anywhere
 * before the watching begins.
 */
static int journal_waited(const char *folder, const char *who,
    struct live *g)
{
	struct timespec step = { 0, WAIT_MS * 1000000L };

	complain("%s is not kept for now (a full disk); watching it once "
	    "it is", who);
	do {
		free(g->journal);
		nanosleep(&step, NULL);
		if (!live_game(folder, g))
			return 0;
	} while (g->journal == NULL);
	return 1;
}

/*
 * -w NAME: shows the game player (NULL: the state folder's own) plays
 * now, its last screen, then follows it live to its end, or until the
 * watcher leaves (host/follow.c: q, ^C or ^D at a terminal), or -i's
 * seconds bring nothing new (idle, 0 for no limit).  Returns the exit
 * status.
 */
int watch_game(const char *player, unsigned idle)
{
	char nb[SHOWN_ROOM];
	static struct watcher w;
	struct journal_error e;
	struct live g;
	char *folder, *text;
	size_t len;
	FILE *in;
	int err, r;

	folder_named(&head_names);
	if ((folder = folder_path(player, &e)) == NULL) {
		complain("%s", say_why(&e));
		return 1;
	}
	snprintf(w.who, sizeof w.who, "%s%s", player ? say_shown(player, nb) :
	    "the game", player ? "'s game" : " of the state folder");
	if (!live_game(folder, &g) || (g.journal == NULL &&
	    !journal_waited(folder, w.who, &g))) {
		complain("%s: no game is being played now",
		    player ? say_shown(player, nb) : "the state folder");
		say_none(folder);
		free(folder);
		free(g.journal);
		return 1;
	}
	watch_idle(idle);
	if (player != NULL)	/* counted as one who watches, by -w */
		(void)hold_watch(player);
	in = follow_open(g.journal, folder, GRACE_MS, &text, &len, &err);
	if (in == NULL) {
		complain("%s: %s", say_shown(g.journal, nb), strerror(err));
		free(folder);
		return 1;
	}
	r = play_watched(&w, g.journal, text, len, in);
	free(folder);
	free(text);
	free(g.journal);
	if (fclose(stdout) == EOF && errno != EPIPE) {
		complain("write error: %s", strerror(errno));
		return 1;
	}
	return r;
}

/*
 * -w NAME JOURNAL: plays again the past game of player (NULL: the state
 * folder's own) that JOURNAL, a name in its finished/, keeps, from its
 * answers to its end as a script plays them, each answer echoed after
 * its question, what the player typed escaped, writing and locking
 * nothing, at a player's pace (PAST_RATE); -i's seconds (idle) bound a
 * wait for the watcher's terminal.  Returns the exit status.
 */
int watch_past(const char *player, const char *name, unsigned idle)
{
	char nb[SHOWN_ROOM];
	struct game game = { 0 };
	struct tty_hooks hooks = { NULL, on_past, NULL, NULL, NULL, NULL };
	struct tty *tty;
	struct journal_error e;
	struct head h;
	char *folder, *text, path[4096 + 64];
	const char *t, *what;
	size_t len;
	FILE *in;
	int err;

	folder_named(&head_names);
	if ((folder = folder_path(player, &e)) == NULL) {
		complain("%s", say_why(&e));
		return 1;
	}
	snprintf(path, sizeof path, "%s/finished/%s", folder, name);
	free(folder);
	if ((text = follow_read(path, &len, &err)) == NULL) {
		if (err == ENOENT)
			complain("%s: past game %s not kept", player ?
			    say_shown(player, nb) : "the state folder", name);
		else
			complain("%s: %s", say_shown(path, nb), strerror(err));
		return 1;
	}
	t = text;
	if ((what = head_journal(&h, &t, &len)) != NULL) {
		complain("%s: %s", say_shown(path, nb), what);
		free(text);
		return 1;
	}
	in = len > 0 ? fmemopen((void *)t, len, "r") :
	    fopen("/dev/null", "r");
	if (in == NULL) {
		complain("%s", strerror(errno));
		free(text);
		return 1;
	}
	watch_idle(idle);
	tty = tty_new();
	tty_open(tty, in, stdout);
	tty_escape(tty);	/* the player's typing, on another's screen */
	tty_hooks(tty, &hooks);
	head_game(&game, &h, tty);
	game_play(&game);
	tty_free(tty);
	fclose(in);
	free(text);
	if (fclose(stdout) == EOF && errno != EPIPE) {
		complain("write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}
