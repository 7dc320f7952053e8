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
#include "../io/journal.h"
#include "say.h"
#include "session.h"
#include "../wizcastle.h"

/* What a journal's game is: 1 read, 0 played now (locked), -1 none (no
 * answer, or not a journal). */
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

/* The journals of folder (shelf_list's), and how many are games in
 * *count; own's, this game's, neither counted nor opened (to close a
 * file would let go of this process's lock on it). */
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

/* The unfinished games of folder but own's: how many. */
size_t games_count(const char *folder, const char *own)
{
	size_t n, count;
	struct shelf_entry *l = games(folder, own, &n, &count);

	shelf_list_free(l, n);
	return count;
}

/* The journals of folder (held) with no answer that no running game
 * holds, removed: no game is in them. */
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
struct stand {
	long castle, turns;
	int games;
};

/* The pipe the replay below reports on. */
static int stand_fd = -1;

/* tty's hooks in the replay: the answers used up (or the game ended,
 * or BASIC halted it: game_play's return): where the game stands written
 * to stand_fd, and the process (a child's) ends. */
static void stand_report(void *arg)
{
	const struct game *g = arg;
	struct stand st;

	st.castle = g->castle;
	st.turns = g->turns;
	st.games = g->games;
	if (write(stand_fd, &st, sizeof st) != (ssize_t)sizeof st)
		_exit(1);
	_exit(0);
}

/* In a child: the game of head h played from its answers (lines, len
 * bytes), as a resume replays it, nothing shown, to where it stands. */
static void stand_replay(const struct head *h, const char *lines,
    size_t len)
{
	static struct game g;
	struct tty *t = tty_new();
	struct tty_hooks hooks = { &g, NULL, stand_report, stand_report,
	    NULL };
	FILE *in = fopen("/dev/null", "r"), *out = fopen("/dev/null", "w");

	if (in == NULL || out == NULL)
		_exit(1);
	tty_open(t, in, out);
	tty_hooks(t, &hooks);
	replay_start(t, lines, len);
	head_game(&g, h, t);
	game_play(&g);
	stand_report(&g);
}

/* Where the game of the journal at path stands now, replayed in a child
 * (a game may end, or BASIC halt, in its replay: the child's end, not
 * the list's), into *st; 1, or 0 if it cannot be told. */
static int game_stands(const char *path, struct stand *st)
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
			stand_fd = fd[1];
			stand_replay(&h, lines, len);
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

/* One game's line, within 64 columns: as it stands now (game_stands),
 * or as its head has it if that cannot be told. */
static void put_game(size_t k, const char *path, time_t when)
{
	struct head h;
	struct stand st;
	size_t a;
	char name[64], game[96], at[32];
	int r = game_of(path, &h, &a);
	const struct edition *e = edition_find(h.edition);

	if (r == -1)
		return;
	if (r == 0)		/* locked: its head cannot be had */
		snprintf(game, sizeof game, "played now, %zu answer%s", a,
		    plural(a));
	else if (!game_stands(path, &st))
		snprintf(game, sizeof game, "%s %s, %zu answer%s", h.edition,
		    h.machine, a, plural(a));
	else if (e != NULL && e->seeds == SEEDS_BY_RANDOMIZE &&
	    (st.games > 1 || h.seed == SEED_NONE))	/* no number names
							 * its castle */
		snprintf(game, sizeof game, "%s %s, %ld turn%s", h.edition,
		    h.machine, st.turns, plural((size_t)st.turns));
	else
		snprintf(game, sizeof game, "%s %s %ld, %ld turn%s", h.edition,
		    h.machine, e != NULL && e->seeds == SEEDS_BY_RANDOMIZE ?
		    h.seed : st.castle, st.turns, plural((size_t)st.turns));
	strftime(at, sizeof at, "%m-%d %H:%M", localtime(&when));
	printf("%2zu %s %s, %s\n", k, shelf_short(path, name, sizeof name),
	    game, at);
}

/* -g: the player's unfinished games listed on standard output, the
 * newest first; the exit status. */
int games_list(const char *player)
{
	struct journal_error e;
	struct shelf_entry *l;
	char *folder;
	size_t n, i, k, count;

	folder_named(&head_names);
	if ((folder = folder_make(player, &e)) == NULL)
		refuse(e.path, why(&e));
	l = games(folder, NULL, &n, &count);
	if (count == 0)
		printf("no unfinished game\n");
	else
		printf("%zu unfinished game%s; " PROGNAME "%s%s -g N goes on "
		    "with game N\n", count, plural(count), player ? " -u " :
		    "", player ? player : "");
	for (i = k = 0; i < n; i++)
		if (game_of(l[i].path, &(struct head){0}, &(size_t){0}) != -1)
			put_game(++k, l[i].path, l[i].mtime);
	shelf_list_free(l, n);
	free(folder);
	return fflush(stdout) == EOF;
}

/* The path of folder's game name names (its number in the list, its
 * short name, or its journal's name), or NULL if none does. */
char *games_path(const char *folder, const char *name)
{
	struct shelf_entry *l;
	char buf[64], *path = NULL, *end;
	size_t n, i, k, count;
	unsigned long want = strtoul(name, &end, 10);
	struct head h;

	if (*name < '0' || *name > '9' || *end != '\0')
		want = 0;
	l = games(folder, NULL, &n, &count);
	for (i = k = 0; i < n && path == NULL; i++) {
		if (game_of(l[i].path, &h, &(size_t){0}) == -1)
			continue;
		if (++k == want || strcmp(shelf_short(l[i].path, buf,
		    sizeof buf), name) == 0 ||
		    strcmp(base_name(l[i].path), name) == 0) {
			path = l[i].path;
			l[i].path = NULL;
		}
	}
	shelf_list_free(l, n);
	return path;
}
