/*
 * games.c: the player's unfinished games, those of the state folder (a
 * player's folder with -u) that hold an answer, newest first as
 * shelf_find takes them.  -g lists them, a line each, as each stands
 * now: its number, its short name (the journal's name without its date
 * and .journal: the time its game began and the process), the edition
 * and machine, the castle being played (after PLAY AGAIN, the new one)
 * and its turns, and when it was last played.  -g N or -g NAME goes on
 * with one (choose.c), as its line lists it.  A journal with no answer
 * is no game: never listed nor counted.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "games.h"
#include "head.h"
#include "../io/store/journal.h"
#include "say.h"
#include "session.h"
#include "../wizcastle.h"

/* Reads the head and the number of answers of the journal at path into
 * h and *answers, and returns 1, or 0 if its game is played now
 * (locked), or -1 if it holds none (no answer, or not a journal). */
static int game_of(const char *path, struct head *h, size_t *answers)
{
	struct journal_error e;
	struct journal *j = journal_open(path, 0, &e);
	const char *lines;
	size_t len;
	int r;

	*answers = 0;
	if (j == NULL)
		return e.why == JOURNAL_BUSY ? 0 : -1;
	lines = journal_lines(j, &len, answers);
	r = head_read(h, &lines, &len, answers) == NULL && *answers > 0 ?
	    1 : -1;
	journal_close(j);
	return r;
}

/* Returns the journals of folder (shelf_list's), their number in *n and
 * how many are games in *count; own's, this game's, is neither counted
 * nor opened (to close a file would let go of this process's lock on
 * it). */
static struct shelf_entry *games(const char *folder, const char *own,
    size_t *n, size_t *count)
{
	struct shelf_entry *l = shelf_list(folder, n);
	struct head h;
	size_t i, a;

	for (*count = i = 0; i < *n; i++)
		if ((own == NULL || strcmp(l[i].path, own) != 0) &&
		    game_of(l[i].path, &h, &a) != -1)
			(*count)++;
	return l;
}

/* Returns how many unfinished games folder holds but own's. */
size_t games_count(const char *folder, const char *own)
{
	size_t n, count;
	struct shelf_entry *l = games(folder, own, &n, &count);

	shelf_list_free(l, n);
	return count;
}

/* Removes the journals of folder (held) with no answer that no running
 * game holds: no game is in them. */
void games_sweep(const char *folder)
{
	struct journal_error e;
	struct shelf_entry *l;
	struct head h;
	const char *lines;
	size_t n, i, len, a;

	l = shelf_list(folder, &n);
	for (i = 0; i < n; i++) {
		struct journal *j = shelf_take(folder, l[i].path, &e);

		if (j == NULL)
			continue;
		lines = journal_lines(j, &len, &a);
		if (head_read(&h, &lines, &len, &a) == NULL && a == 0)
			shelf_drop(j);
		else
			journal_close(j);
	}
	shelf_list_free(l, n);
}

/* Where a game stands: the castle played (its T), its turns, and the
 * games of the session so far (PLAY AGAIN's). */
struct progress {
	long castle, turns;
	int games;
};

/* The pipe the replay below reports on. */
static int progress_fd = -1;

/* Stops the game of the replay as an error in it would (tty_halt) when
 * its answers are used up, or input ends (tty's hooks), so that
 * game_play returns to progress_replay; the words go to /dev/null. */
static void progress_stop(void *arg)
{
	const struct game *g = arg;

	tty_halt(g->tty, "");
}

/* In a child: plays the game of head h from its answers (lines, len
 * bytes), as a resume replays it, nothing shown, to where it stands,
 * writes that to progress_fd and ends the child, status 0, or 1 if it
 * could not be written. */
static void progress_replay(const struct head *h, const char *lines,
    size_t len)
{
	struct game g = { 0 };
	struct progress st;
	struct tty *t = tty_new();
	struct tty_hooks hooks = { &g, NULL, progress_stop, progress_stop, NULL,
	    NULL };
	FILE *in = fopen("/dev/null", "r"), *out = fopen("/dev/null", "w");

	if (in == NULL || out == NULL)
		_exit(1);
	tty_open(t, in, out);
	tty_hooks(t, &hooks);
	replay_start(t, lines, len);
	head_game(&g, h, t);
	(void)game_play(&g);
	st.castle = g.castle;
	st.turns = g.turns;
	st.games = g.games;
	_exit(write(progress_fd, &st, sizeof st) == (ssize_t)sizeof st ? 0 : 1);
}

/* Replays the game of the journal at path in a child (a game may end,
 * or BASIC halt, in its replay: the child's end, not the list's), stores
 * where it stands now in *st and returns 1, or 0 if it cannot be told. */
static int game_progress(const char *path, struct progress *st)
{
	struct journal_error e;
	struct journal *j = journal_open(path, 0, &e);
	struct head h;
	const char *lines;
	size_t len, count;
	ssize_t n = 0;
	int fd[2], status = 1;
	pid_t pid;

	if (j == NULL)
		return 0;
	lines = journal_lines(j, &len, &count);
	if (head_read(&h, &lines, &len, &count) == NULL && pipe(fd) == 0) {
		fflush(stdout);
		pid = fork();
		if (pid == 0) {
			close(fd[0]);
			progress_fd = fd[1];
			progress_replay(&h, lines, len);
		}
		close(fd[1]);
		if (pid > 0)
			while ((n = read(fd[0], st, sizeof *st)) == -1 &&
			    errno == EINTR)
				;
		close(fd[0]);
		while (pid > 0 && waitpid(pid, &status, 0) == -1 &&
		    errno == EINTR)
			;
	}
	journal_close(j);
	return n == (ssize_t)sizeof *st && status == 0;
}

/*
 * Writes the words of the game at path, as -g lists it and a message
 * names it, into buf and returns 1: the edition, the machine but for the
 * edition's own, "castle N" where a number names it, its turns: "power
 * castle 121, 52 turns", "stetson gwbasic, 3 turns".  Writes "played
 * now" and returns 0 if it is locked (its head cannot be had), or -1 if
 * it holds no game.
 */
int games_words(const char *path, char *buf, size_t len)
{
	struct head h;
	struct progress st;
	size_t a, n;
	int r = game_of(path, &h, &a), stands;
	const struct edition *e = edition_find(h.edition);
	const struct machine *m = game_machine_find(h.machine);
	long castle = h.seed;

	if (r != 1) {
		snprintf(buf, len, "played now");
		return r;
	}
	stands = game_progress(path, &st);
	n = (size_t)snprintf(buf, len, "%s", h.edition);
	if (e == NULL || m != e->machines[0])
		n += (size_t)snprintf(buf + n, len > n ? len - n : 0, " %s",
		    h.machine);
	if (stands && (e == NULL || e->seeds != SEEDS_BY_RANDOMIZE))
		castle = st.castle;
	else if (stands && st.games > 1)	/* no number names it */
		castle = SEED_NONE;
	if (castle != SEED_NONE && n < len)
		n += (size_t)snprintf(buf + n, len - n, " castle %ld", castle);
	if (stands && n < len)
		snprintf(buf + n, len - n, ", %ld turn%s", st.turns,
		    say_plural((size_t)st.turns));
	return 1;
}

/* Prints one game's line, k its number, within 64 columns: its words
 * (games_words), and when it was last played, the time of day left out
 * where the line would be wider. */
static void put_game(size_t k, const char *path, time_t when)
{
	char name[64], game[96], at[32], line[256];
	int n;

	if (games_words(path, game, sizeof game) == -1)
		return;
	strftime(at, sizeof at, "%m-%d %H:%M", localtime(&when));
	n = snprintf(line, sizeof line, "%2zu %s %s, %s", k,
	    shelf_short(path, name, sizeof name), game, at);
	if (n > 64)
		line[n - 6] = '\0';	/* " HH:MM" */
	printf("%s\n", line);
}

/* Lists the games of folder, numbered on from *k. */
static void put_games(const char *folder, size_t *k)
{
	size_t n, i;
	struct shelf_entry *l = shelf_list(folder, &n);

	for (i = 0; i < n; i++)
		if (game_of(l[i].path, &(struct head){0}, &(size_t){0}) != -1)
			put_game(++*k, l[i].path, l[i].mtime);
	shelf_list_free(l, n);
}

/* Lists the player's unfinished games on standard output for -g, the
 * newest first, then those moved out (games_bound), and returns the exit
 * status. */
int games_list(const char *player)
{
	struct journal_error e;
	char *folder, *moved;
	size_t k = 0, count;

	folder_named(&head_names);
	if ((folder = folder_make(player, &e)) == NULL) {
		say_refuse(e.path, say_why(&e));
		return 1;	/* refuse exits */
	}
	moved = aside_folder(folder);
	count = games_count(folder, NULL);
	if (count == 0)
		printf("no unfinished game\n");
	else
		printf("%zu unfinished game%s; " PROGNAME "%s%s -g N goes on "
		    "with game N\n", count, say_plural(count), player ? " -u " :
		    "", player ? player : "");
	put_games(folder, &k);
	if (games_count(moved, NULL) > 0) {
		printf("moved out by newer games (-g N goes on with one):\n");
		put_games(moved, &k);
	}
	free(moved);
	free(folder);
	return fflush(stdout) == EOF;
}

/* Returns the path of the game in dir that name names, its number want
 * counted on from *k, or its short or journal's name; NULL if none does. */
static char *named_in(const char *dir, const char *name,
    unsigned long want, size_t *k)
{
	struct shelf_entry *l;
	char buf[64], *path = NULL;
	size_t n, i;

	l = shelf_list(dir, &n);
	for (i = 0; i < n && path == NULL; i++) {
		if (game_of(l[i].path, &(struct head){0}, &(size_t){0}) == -1)
			continue;
		if (++*k == want || strcmp(shelf_short(l[i].path, buf,
		    sizeof buf), name) == 0 ||
		    strcmp(say_base_name(l[i].path), name) == 0) {
			path = l[i].path;
			l[i].path = NULL;
		}
	}
	shelf_list_free(l, n);
	return path;
}

/* Returns the path of folder's game that name names (its number in the
 * list, its short name, or its journal's name), an unfinished one or one
 * moved out (games_moved), or NULL if none does. */
char *games_path(const char *folder, const char *name)
{
	char *end, *path, *moved;
	size_t k = 0;
	unsigned long want = strtoul(name, &end, 10);

	if (*name < '0' || *name > '9' || *end != '\0')
		want = 0;
	if ((path = named_in(folder, name, want, &k)) != NULL)
		return path;
	moved = aside_folder(folder);
	path = named_in(moved, name, want, &k);
	free(moved);
	return path;
}

/* Returns the path of folder's newest game but own's, which is never
 * opened here (to close it would let go of this process's lock); NULL if
 * there is none. */
char *games_newest(const char *folder, const char *own)
{
	size_t n, i;
	struct shelf_entry *l = shelf_list(folder, &n);
	char *path = NULL;

	for (i = 0; i < n && path == NULL; i++)
		if (strcmp(l[i].path, own) != 0 && game_of(l[i].path,
		    &(struct head){0}, &(size_t){0}) != -1) {
			path = l[i].path;
			l[i].path = NULL;
		}
	shelf_list_free(l, n);
	return path;
}

/* Returns whether path is a game of folder's moved out (in its
 * moved/). */
int games_moved(const char *folder, const char *path)
{
	char *moved = aside_folder(folder);
	size_t n = strlen(moved);
	int r = strncmp(path, moved, n) == 0 && path[n] == '/';

	free(moved);
	return r;
}

/*
 * Moves out the games of folder past its bound: of its unfinished games,
 * JOURNAL_UNFINISHED_MAX stay, own's (the
 * game played, of answers answers, never opened here: to close it would
 * let go of this process's lock) among them, and any a running game
 * holds besides; the others move out to moved/ (aside_out), where -g
 * still lists them and -g N goes on with them: the oldest game of one
 * answer first, a try, and a game of more only for own of more than one:
 * a game of one answer never pushes out a game of more (it stays, one
 * over, until own's second answer).  Each game moved out is told to
 * said in a line: its words (games_words), and -g with its short name
 * (and player's -u) to go on with it.
 */
void games_bound(const char *folder, const char *own, size_t answers,
    const char *player, void (*said)(void *, const char *), void *arg)
{
	char nb[SHOWN_ROOM];
	size_t n, i, v, total = 1;
	struct shelf_entry *l = shelf_list(folder, &n);
	size_t *got = calloc(n + 1, sizeof *got);	/* each one's answers */
	char words[96], name[64], line[256];

	for (i = 0; got != NULL && i < n; i++)
		if (strcmp(l[i].path, own) != 0 &&
		    game_of(l[i].path, &(struct head){0}, &got[i]) == 1)
			total++;
		else
			got[i] = 0;	/* own, held, or no game */
	while (got != NULL && total > JOURNAL_UNFINISHED_MAX) {
		for (v = n; v-- > 0 && got[v] != 1;)	/* the oldest try */
			;
		if (v == (size_t)-1 && answers > 1)	/* else the oldest */
			for (v = n; v-- > 0 && got[v] == 0;)
				;
		if (v == (size_t)-1)
			break;
		(void)games_words(l[v].path, words, sizeof words);
		(void)shelf_short(l[v].path, name, sizeof name);
		snprintf(line, sizeof line, "%s, moved out; " PROGNAME "%s%s"
		    NB "-g" NB "%s goes on with it", words, player ? NB "-u"
		    NB : "", player ? player : "", say_shown(name, nb));
		if (aside_out(folder, l[v].path) == 0)
			said(arg, line);
		got[v] = 0;
		total--;
	}
	free(got);
	shelf_list_free(l, n);
}
