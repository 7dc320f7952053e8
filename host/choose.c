/*
 * choose.c: the game a session plays, and the journal it is kept in.
 *
 * -r FILE resumes the game kept in FILE: its lines are replayed as the
 * player's (replay_start), then the player reads on, the lines going on in
 * FILE at a terminal, in -j's file if given, else nowhere.  At a
 * terminal, or for a player of -u whatever the input, without -n, -s,
 * -m, -e or -j, the unfinished game last played goes on, from the state
 * folder.  Else a new game is kept in -j's file, or (at a terminal, or
 * with -u) in the state folder.
 */
#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "games.h"
#include "../io/store/journal.h"
#include "say.h"
#include "session.h"
#include "../wizcastle.h"

/* Reads the head of the journal opened, and finds its answers after it;
 * returns NULL, or what is wrong with it. */
static const char *read_head(struct session *s)
{
	s->lines = journal_lines(s->jn, &s->len, &s->answers);
	return head_read(&s->head, &s->lines, &s->len, &s->answers);
}

/* Reads the head of the journal opened from path, or refuses path
 * (say_refuse: the program exits). */
static void check_head(struct session *s, const char *path)
{
	const char *what = read_head(s);

	if (what != NULL)
		say_refuse(path, what);
}

/* Returns the finished/ of folder, shown whole, escaped: where a
 * message says a game went.  The next call overwrites it. */
static const char *finished_of(const char *folder)
{
	static char buf[4 * 4096 + 16];

	say_vis(folder, buf, sizeof buf - 16);
	strcat(buf, "/finished/");
	return buf;
}

/* Sets a journal of the state folder that cannot be resumed aside in
 * finished/, and says so; refuses it if it cannot be moved. */
static void set_aside(struct session *s, const char *path,
    const char *what)
{
	char nb[SHOWN_ROOM];

	if (shelf_retire(s->folder, path) == -1)
		say_refuse(path, what);
	session_say(s, "%s: %s; set aside in %s",
	    say_shown(say_base_name(path), nb),
	    what, finished_of(s->folder));
}

/* Returns whether paths a and b name the same file. */
static int same_path(const char *a, const char *b)
{
	struct stat y;

	return strcmp(a, b) == 0 || (stat(b, &y) == 0 &&
	    store_same_file(a, &y));
}

/* Refuses path, leaving it as it is, if it is there and not a regular
 * file, as a journal is (a FIFO, which would block, a device, a
 * folder). */
static void only_regular(const char *path)
{
	struct stat st;

	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
		say_refuse(path, "not a regular file, as a journal is");
}

/*
 * Opens the game kept in path for -r, its lines then going on in dest:
 * NULL for nowhere, path itself, or another file, which gets the lines
 * replayed first.  Exits with a word if path cannot be resumed.
 */
static void open_resumed(struct session *s, const char *path,
    const char *dest)
{
	struct journal_error e;
	int same = dest != NULL && same_path(dest, path);

	only_regular(path);
	if (dest != NULL)
		only_regular(dest);
	if ((s->jn = journal_open(path, same, &e)) == NULL)
		say_refuse(path, say_why(&e));
	s->copy = same ? NULL : dest;
	s->resumed = path;
	check_head(s, path);
}

/*
 * Opens the journal at path for -j, if there is one, to go on in it,
 * reads its head and returns 1; returns 0 if there is none (no file, an
 * empty one, or one a running game holds: a new game then).  Exits with
 * a word if path holds anything else, the file as it was.
 */
static int open_named(struct session *s, const char *path)
{
	struct journal_error e;
	struct stat st;

	only_regular(path);
	if (stat(path, &st) == -1 || st.st_size == 0)
		return 0;
	if ((s->jn = journal_open(path, 1, &e)) == NULL) {
		if (e.why == JOURNAL_BUSY)
			return 0;
		say_refuse(path, say_why(&e));
	}
	s->resumed = path;
	check_head(s, path);
	return 1;
}

/* Lets go of the journal opened, not to be resumed: closes it as it is,
 * or (finish) finishes it, its game over. */
static void drop(struct session *s, int finish)
{
	if (finish)
		life_finish(s->jn);
	else
		journal_close(s->jn);
	s->jn = NULL;
	s->resumed = s->copy = NULL;
	session_no_folder(s);
}

/*
 * Returns the state folder, or the player's folder in it (-u), made if
 * missing (folder_make); the player's place held first (session_hold), so
 * that a game whose folder a full disk would not make holds its place
 * all the same.  NULL and *e if the folder cannot be made.
 */
static char *state_folder(struct session *s, struct journal_error *e)
{
	if (s->player != NULL && s->folder == NULL)
		(void)session_hold(s);
	return folder_make(s->player, e);
}

/*
 * Keeps a player's new game whose folder a full disk would not make (e)
 * in memory, in no folder, its place held, until the disk takes the
 * folder (session.c), and returns 1, or 0 if it is not such a game.
 */
static int homeless(struct session *s, const struct journal_error *e,
    const char *head)
{
	struct journal_error pe;
	char *place;

	if (s->player == NULL || !keep_full(e->why) || s->hold != HELD_PLACE ||
	    !hold_placed())
		return 0;
	place = folder_path(s->player, &pe);
	s->jn = life_homeless(place != NULL ? place : e->path, head,
	    e->why);
	free(place);
	s->homeless = 1;
	session_waiting(s, e);
	return 1;
}

/*
 * Opens the unfinished game last played, at a terminal, and returns 1,
 * or 0 if there is none.  Journals that cannot be resumed are set aside
 * on the way, and those with no answer removed.
 */
static int find(struct session *s)
{
	struct journal_error e;
	const char *what;

	if (s->folder == NULL && (s->folder = state_folder(s, &e)) == NULL)
		return 0;
	if (!session_hold(s)) {
		session_no_folder(s);
		return 0;
	}
	for (;;) {
		if ((s->jn = shelf_find(s->folder, &e)) == NULL) {
			if (e.why == 0)
				break;
			set_aside(s, e.path, say_why(&e));
			continue;
		}
		if ((what = read_head(s)) == NULL && s->answers == 0) {
			shelf_drop(s->jn);	/* no answer: no game */
			continue;
		}
		if (what == NULL) {
			s->resumed = journal_path(s->jn);
			return 1;
		}
		set_aside(s, journal_path(s->jn), what);
		journal_close(s->jn);
	}
	session_no_folder(s);
	return 0;
}

/* Says a line of games_bound's (a game this one moved out). */
static void say_moved(void *arg, const char *line)
{
	session_say(arg, "%s", line);
}

/* Opens the unfinished game name names for -g NAME, as find opens the
 * last played; exits with a word if there is none. */
static void pick(struct session *s, const char *name)
{
	struct journal_error e;
	const char *what;
	char *path = NULL;

	if ((s->folder = state_folder(s, &e)) == NULL)
		say_refuse(e.path, say_why(&e));
	if (!session_hold(s) ||
	    (path = games_path(s->folder, name)) == NULL) {
		char nb[SHOWN_ROOM];

		complain("no unfinished game %s to go on with; " PROGNAME "%s%s"
		    NB "-g lists them", say_shown(name, nb), s->player
		    ? NB "-u" NB :
		    "", s->player ? s->player : "");
		exit(1);
	}
	if (games_moved(s->folder, path)) {	/* back among the unfinished */
		char *in = aside_in(s->folder, path);

		if (in == NULL)
			say_refuse(path,
			    say_why(&(struct journal_error){ .why = errno }));
		free(path);
		path = in;
	}
	if ((s->jn = shelf_take(s->folder, path, &e)) == NULL)
		say_refuse(path, say_why(&e));
	free(path);
	if ((what = read_head(s)) != NULL)
		say_refuse(journal_path(s->jn), what);
	s->resumed = journal_path(s->jn);
	games_bound(s->folder, s->resumed, s->answers, s->player, say_moved,
	    s);
}

/* Finishes the journal of the game found, which has ended: with its
 * last answer (fits), else before its answers were used up, which is
 * said. */
static void over(struct session *s, int fits)
{

	if (!fits) {
		char nb[SHOWN_ROOM];

		session_say(s, "%s: its game ends before its answers do; set "
		    "aside in %s",
		    say_shown(say_base_name(journal_path(s->jn)), nb),
		    finished_of(s->folder));
	}
	drop(s, 1);
}

/* Says in a line, for -n, -s, -m or -e in the state folder, that the n
 * unfinished games there older than the new one are kept, and how to go
 * back to them; one alone is named (games_words).  Says nothing for 0. */
static void kept_too(struct session *s, size_t n)
{
	char words[96] = "", *path;

	if (n == 1 && (path = games_newest(s->folder,
	    journal_path(s->jn))) != NULL) {
		(void)games_words(path, words, sizeof words);
		free(path);
	}
	if (n == 0)
		return;
	if (s->player != NULL)	/* a host's player types no command */
		session_say(s, n == 1 ? "your older game is kept too" :
		    "your %zu older games are kept too", n);
	else if (n == 1)
		session_say(s, "your older game, %s, is kept; " PROGNAME NB
		    "-g lists it", words);
	else
		session_say(s, "your %zu older games are kept; " PROGNAME NB
		    "-g lists them", n);
}

/* Creates a new game's journal in path (-j), or in the state folder
 * when path is NULL; warns if it cannot be kept. */
static void create(struct session *s, const char *path,
    const struct head *h)
{
	struct journal_error e;
	char head[128];

	head_text(h, head, sizeof head);
	if (path == NULL && (s->folder = state_folder(s, &e)) == NULL) {
		if (!homeless(s, &e, head) && s->hold != HELD_NONE)
			session_unkept(s, &e, e.why == JOURNAL_OPEN ||
			    e.why == JOURNAL_OWNER ? "" : "cannot make ");
		return;
	}
	if (path == NULL && !session_hold(s)) {
		session_no_folder(s);
		return;
	}
	if (path == NULL)
		games_sweep(s->folder);	/* before the newest are counted */
	if ((s->jn = life_create(path, s->folder, head, &e)) == NULL) {
		session_unkept(s, &e, path == NULL &&
		    strcmp(e.path, s->folder) == 0 ? "cannot write in " : NULL);
		session_no_folder(s);
	} else if (e.why != 0)
		session_waiting(s, &e);	/* a full disk: its head waits */
	else if (path == NULL) {
		games_bound(s->folder, journal_path(s->jn), 0, s->player,
		    say_moved, s);
		if (s->fresh)
			kept_too(s, games_count(s->folder,
			    journal_path(s->jn)));
	}
}

/* Keeps the ended game of -j FILE in the state folder's finished/ and
 * lets go of the file for a new game; refuses it (status 1), the file as
 * it was, if it cannot be kept. */
static void keep_ended(struct session *s)
{
	struct journal_error e;
	char *folder = folder_make(NULL, &e);

	if (folder == NULL || shelf_ended(s->jn, folder, &e) == -1) {
		free(folder);
		say_refuse(s->resumed, "its ended game cannot be kept in the "
		    "state folder's finished/");
		return;		/* refuse exits */
	}
	session_say(s, "its ended game kept in %s; a new game",
	    finished_of(folder));
	free(folder);
	drop(s, 0);
}

/*
 * Deals with the game of the journal chosen, which ended as its answers
 * were replayed, with the last of them (left 0) or before: never shown.
 * -r shows a game that ended so again, to its end; -j keeps it in
 * finished/ and a new game begins in the file; one of the state
 * folder's is finished, set aside, and the next is found.  A game of -r
 * or -j that ends before its answers do is an error, status 1 (with -n,
 * -s, -m or -e, -j's refusal).
 */
static void session_ended(struct session *s, size_t left)
{

	if ((s->by_r || s->by_j) && left > 0) {
		char nb[SHOWN_ROOM];

		if (s->by_j && s->fresh)
			session_refuse_unfinished(s);
		complain("%s: the game ends after %zu of its %zu answer%s",
		    say_shown(s->resumed, nb), s->answers - left, s->answers,
		    say_plural(s->answers));
		exit(1);
	}
	if (s->by_r) {
		session_say(s, "that game has ended; it is shown again, to "
		    "its end");
		s->shown = 1;
		s->next = CHOOSE_SHOWN;
	} else if (s->by_j) {
		keep_ended(s);
		s->next = CHOOSE_NEW;
	} else
		over(s, left == 0);
}

/* Returns a new game's seed, where none was given: none for an edition
 * whose listing has RANDOMIZE (as published), else one of the clock's. */
static long new_seed(const struct edition *e)
{
	if (e->seeds == SEEDS_BY_RANDOMIZE)
		return SEED_NONE;
	return (long)(((unsigned long)time(NULL) ^
	    ((unsigned long)getpid() << 8)) %
	    ((unsigned long)e->seed_max + 1));
}

/* Begins the journal of the new game a asks for, kept in path (-j,
 * -r's), or in the state folder for NULL. */
static void anew(struct session *s, struct session_ask *a, const char *path)
{
	struct head h;

	h.seed = a->seed;
	snprintf(h.machine, sizeof h.machine, "%s", a->machine->name);
	snprintf(h.edition, sizeof h.edition, "%s", a->edition->name);
	s->head = h;		/* the game, for the notes (session.c) */
	create(s, path, &h);
}

/*
 * Chooses the game a asks for, and its journal: -r resumes from its file, and
 * goes on in it at a terminal (or in -j's); -j goes on with the game in
 * its file; at a terminal or with -u, without -n, -s, -m, -e or -j, the
 * unfinished game last played goes on, on its machine and edition (one
 * whose game ends as it is replayed is finished then: session_ended,
 * and the session chooses again).  Else a new game, kept in -j's file
 * or, at a terminal or with -u, in the state folder (or -r's file).
 * Input that is not a terminal, without -j or -u, keeps no journal.
 * The game to play left in a's machine, edition and seed.
 */
void choose_session(struct session *s, struct session_ask *a)
{
	const char *dest = a->journal ? a->journal : a->term ? a->resume :
	    NULL;
	int kept = a->term || a->player != NULL;	/* in the state folder */

	folder_named(&head_names);
	shelf_bound(a->ceiling);	/* finished/ within -l too */
	s->player = a->player;
	s->by_j = a->journal != NULL;
	s->by_r = a->resume != NULL;
	s->fresh = a->anew;
	s->term = a->term;
	s->ceiling = a->ceiling;
	if (s->next == CHOOSE_ENDED) {	/* in its replay (session_finish) */
		s->next = CHOOSE_ANY;
		session_ended(s, s->left);
	}
	if (s->next == CHOOSE_ANY) {
		if (a->resume != NULL)
			open_resumed(s, a->resume, dest);
		else if (a->journal != NULL)
			(void)open_named(s, a->journal);
		else if (a->pick != NULL && !s->picked++)
			pick(s, a->pick);
		else if (kept && !a->anew)
			(void)find(s);
	}
	s->next = CHOOSE_ANY;
	if (s->jn != NULL) {
		a->machine = game_machine_find(s->head.machine);
		a->edition = edition_find(s->head.edition);
		a->seed = s->head.seed;
		return;
	}
	if (!a->seeded)
		a->seed = new_seed(a->edition);
	if (a->resume == NULL ? a->journal != NULL || kept : dest != NULL)
		anew(s, a, a->resume ? dest : a->journal);
}
