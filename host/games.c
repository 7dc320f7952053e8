/*
 * games.c: the player's unfinished games, those of the state folder (a
 * player's folder with -u) that hold an answer, newest first as
 * journal_find takes them.  -g lists them, a line each: its number,
 * its short name (the journal's name without its date and .journal:
 * the time its game began and the process), the edition and seed, the
 * answers typed and when it was last played.  -g N or -g NAME goes on
 * with one (choose.c).  A journal with no answer is no game: never
 * listed nor counted.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

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

/* A journal's short name, in buf: its name without the date before
 * the first '-', nor .journal. */
static const char *short_name(const char *path, char *buf, size_t len)
{
	const char *b = base_name(path), *dash = strchr(b, '-');
	size_t n;

	snprintf(buf, len, "%s", dash != NULL ? dash + 1 : b);
	n = strlen(buf);
	if (n > 8 && strcmp(buf + n - 8, ".journal") == 0)
		buf[n - 8] = '\0';
	return buf;
}

/* The journals of folder (journal_list's), and how many are games in
 * *count; own's, this game's, neither counted nor opened (to close a
 * file would let go of this process's lock on it). */
static struct journal_entry *games(const char *folder, const char *own,
    size_t *n, size_t *count)
{
	struct journal_entry *l = journal_list(folder, n);
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
	struct journal_entry *l = games(folder, own, &n, &count);

	journal_list_free(l, n);
	return count;
}

/* The journals of folder (held) with no answer that no running game
 * holds, removed: no game is in them. */
void games_sweep(const char *folder)
{
	struct journal_error e;
	struct journal_entry *l;
	struct head h;
	const char *lines;
	size_t n, i, len, a;

	l = journal_list(folder, &n);
	for (i = 0; i < n; i++) {
		struct journal *j = journal_take(folder, l[i].path, &e);

		if (j == NULL)
			continue;
		lines = journal_lines(j, &len, &a);
		if (head_read(&h, &lines, &len, &a) == NULL && a == 0)
			journal_drop(j);
		else
			journal_close(j);
	}
	journal_list_free(l, n);
}

/* One game's line, within 64 columns. */
static void put_game(size_t k, const char *path, time_t when)
{
	struct head h;
	size_t a;
	char name[64], seed[32], at[32];
	int r = game_of(path, &h, &a);

	if (r == -1)
		return;
	if (r == 0)
		snprintf(h.edition, sizeof h.edition, "played now");
	seed[0] = '\0';
	if (r == 1 && h.seed != SEED_NONE)
		snprintf(seed, sizeof seed, " %ld", h.seed);
	strftime(at, sizeof at, "%m-%d %H:%M", localtime(&when));
	printf("%2zu %s %s%s, %zu answer%s, %s\n", k,
	    short_name(path, name, sizeof name), h.edition, seed, a,
	    plural(a), at);
}

/* -g: the player's unfinished games listed on standard output, the
 * newest first; the exit status. */
int games_list(const char *player)
{
	struct journal_error e;
	struct journal_entry *l;
	char *folder;
	size_t n, i, k, count;

	journal_name(&session_names);
	if ((folder = journal_folder(player, &e)) == NULL)
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
	journal_list_free(l, n);
	free(folder);
	return fflush(stdout) == EOF;
}

/* The path of folder's game name names (its number in the list, its
 * short name, or its journal's name), or NULL if none does. */
char *games_path(const char *folder, const char *name)
{
	struct journal_entry *l;
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
		if (++k == want || strcmp(short_name(l[i].path, buf,
		    sizeof buf), name) == 0 ||
		    strcmp(base_name(l[i].path), name) == 0) {
			path = l[i].path;
			l[i].path = NULL;
		}
	}
	journal_list_free(l, n);
	return path;
}
