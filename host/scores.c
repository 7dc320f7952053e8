/*
 * scores.c: the games of the state folder's xlogfile (xlog.c writes a
 * line for each that ends), read only.  -S and the menu's scores list
 * them best first, one a line within 64 columns: a victory first, then
 * a walk out of the castle alive without the Orb, a quit, a death;
 * victories by the fewest turns (as the host's page ranks its winners),
 * the others by the most gold, then the fewest turns; the oldest first
 * of equals.  The menu's past games are a player's own, newest first.
 * A line that is not of the file's format is passed over; a file of
 * any size is read in one pass, the best SCORES_KEEP kept.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../io/store/journal.h"
#include "head.h"
#include "say.h"
#include "scores.h"
#include "xlog.h"

/* The games -S lists at most, the best. */
#define SCORES_KEEP	1000

/* A line's bytes at most; a longer one is no line of the file's. */
#define SCORES_LINE	1024

/* The outcomes, best first. */
static const char *const outcomes[] = { "victory", "left", "quit",
    "death", NULL };

/* Returns the place of outcome o among outcomes: 0 for a victory ... */
static int scores_rank(const char *o)
{
	int i;

	for (i = 0; outcomes[i] != NULL && strcmp(outcomes[i], o) != 0; i++)
		;
	return i;
}

/* Compares two games for qsort, the better first. */
static int scores_order(const void *pa, const void *pb)
{
	const struct score *a = pa, *b = pb;
	int ra = scores_rank(a->outcome), rb = scores_rank(b->outcome);

	if (ra != rb)
		return ra - rb;
	if (ra != 0 && a->worth != b->worth)
		return a->worth > b->worth ? -1 : 1;
	if (a->turns != b->turns)
		return a->turns < b->turns ? -1 : 1;
	if (ra == 0 && a->worth != b->worth)
		return a->worth > b->worth ? -1 : 1;
	return a->end < b->end ? -1 : a->end > b->end;
}

/* Stores the value v of field k in s. */
static void scores_field(struct score *s, const char *k, const char *v)
{
	if (strcmp(k, "name") == 0)
		snprintf(s->name, sizeof s->name, "%s", v);
	else if (strcmp(k, "edition") == 0)
		snprintf(s->edition, sizeof s->edition, "%s", v);
	else if (strcmp(k, "machine") == 0)
		snprintf(s->machine, sizeof s->machine, "%s", v);
	else if (strcmp(k, "outcome") == 0)
		snprintf(s->outcome, sizeof s->outcome, "%s", v);
	else if (strcmp(k, "gold") == 0) {
		snprintf(s->gold, sizeof s->gold, "%s", v);
		s->worth = strtod(v, NULL);
	} else if (strcmp(k, "journal") == 0)
		snprintf(s->journal, sizeof s->journal, "%s", v);
	else if (strcmp(k, "turns") == 0)
		s->turns = strtol(v, NULL, 10);
	else if (strcmp(k, "endtime") == 0)
		s->end = strtoll(v, NULL, 10);
}

/* Reads a line of the file (its newline gone), its fields key=value
 * between colons, into s, and returns 1, or 0 if it is not one of
 * version 1 with an edition and an outcome. */
static int scores_parse(char *line, struct score *s)
{
	char *f, *next;
	int version = 0;

	memset(s, 0, sizeof *s);
	for (f = line; f != NULL; f = next) {
		char *eq;

		if ((next = strchr(f, ':')) != NULL)
			*next++ = '\0';
		if ((eq = strchr(f, '=')) == NULL)
			continue;
		*eq = '\0';
		if (strcmp(f, "version") == 0)
			version = strcmp(eq + 1, "1") == 0;
		scores_field(s, f, eq + 1);
	}
	return version && s->edition[0] != '\0' && s->outcome[0] != '\0';
}

/* Opens the state folder's xlogfile to read, if it is a regular file
 * (never a FIFO waited on, nor a link followed), and returns it; returns
 * NULL if there is none. */
static FILE *scores_open(void)
{
	struct journal_error e;
	struct stat st;
	char *state, path[4096 + 16];
	int fd;
	FILE *f;

	folder_named(&head_names);
	if ((state = folder_path(NULL, &e)) == NULL)
		return NULL;
	snprintf(path, sizeof path, "%s/" XLOG_NAME, state);
	free(state);
	fd = open(path, O_RDONLY | O_NOCTTY | O_NOFOLLOW | O_NONBLOCK);
	if (fd == -1)
		return NULL;
	if (fstat(fd, &st) == -1 || !S_ISREG(st.st_mode) ||
	    (f = fdopen(fd, "r")) == NULL) {
		close(fd);
		return NULL;
	}
	return f;
}

/* Reads the next game of f into s and returns 1, or 0 at the file's
 * end.  A line too long, or not the file's, is passed over. */
static int scores_next(FILE *f, struct score *s)
{
	char line[SCORES_LINE];

	while (fgets(line, sizeof line, f) != NULL) {
		size_t n = strlen(line);

		if (n == 0 || line[n - 1] != '\n') {
			int c;

			while ((c = getc(f)) != EOF && c != '\n')
				;
			continue;
		}
		line[n - 1] = '\0';
		if (scores_parse(line, s))
			return 1;
	}
	return 0;
}

/* Returns the best SCORES_KEEP games of the file, best first, in memory
 * the caller frees, their number in *n; NULL and 0 if there is no file
 * or no memory. */
static struct score *scores_best(size_t *n)
{
	FILE *f = scores_open();
	struct score *all;
	size_t cap = 2 * SCORES_KEEP;

	*n = 0;
	if (f == NULL)
		return NULL;
	if ((all = malloc(cap * sizeof *all)) == NULL) {
		fclose(f);
		return NULL;
	}
	while (scores_next(f, &all[*n]))
		if (++*n == cap) {
			qsort(all, *n, sizeof *all, scores_order);
			*n = SCORES_KEEP;
		}
	fclose(f);
	qsort(all, *n, sizeof *all, scores_order);
	if (*n > SCORES_KEEP)
		*n = SCORES_KEEP;
	return all;
}

/*
 * Lists the games best first on out, max at most (0: the best
 * SCORES_KEEP), a line each after a heading: rank, player (- for the
 * state folder's own), edition, outcome, turns, gold; the lines of
 * player (if not NULL) marked with a '*'.  Returns the exit status.
 */
int scores_list(FILE *out, const char *player, size_t max)
{
	size_t n, i;
	struct score *all = scores_best(&n);
	char name[24];

	if (n == 0)
		fprintf(out, "no game has ended yet\n");
	else
		fprintf(out, " %4s %-16s %-7s %-7s %6s %10s\n", "RANK",
		    "PLAYER", "EDITION", "OUTCOME", "TURNS", "GOLD");
	for (i = 0; i < n && (max == 0 || i < max); i++) {
		const struct score *s = &all[i];

		if (strlen(say_vis(s->name[0] ? s->name : "-", name, 16)) > 16)
			say_vis(s->name, name, 13);
		fprintf(out, "%c%4zu %-16s %-7.7s %-7.7s %6ld %10.10s\n",
		    player != NULL && strcmp(s->name, player) == 0 ? '*' :
		    ' ', i + 1, name, s->edition, s->outcome, s->turns,
		    s->gold);
	}
	free(all);
	return fflush(out) == EOF;
}

/* Stores in games the games of player (NULL: the state folder's own)
 * that the file names with a journal, newest first, max at most, and
 * returns their number. */
size_t scores_past(const char *player, struct score *games, size_t max)
{
	FILE *f = scores_open();
	struct score s, *ring = max > 0 ? malloc(max * sizeof *ring) : NULL;
	size_t n = 0, i, k;

	if (f == NULL || ring == NULL) {
		if (f != NULL)
			fclose(f);
		free(ring);
		return 0;
	}
	while (scores_next(f, &s))
		if (strcmp(s.name, player != NULL ? player : "") == 0 &&
		    s.journal[0] != '\0')
			ring[n++ % max] = s;	/* the newest last */
	fclose(f);
	k = n < max ? n : max;
	for (i = 0; i < k; i++)
		games[i] = ring[(n - 1 - i) % max];
	free(ring);
	return k;
}
