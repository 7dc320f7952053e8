/*
 * head.c: the head of a journal, written and read here alone.  Two
 * lines, after the journal's format line (io/store/journal.c):
 *
 *	seed 121		the seed: digits, a minus sign before
 *				them, or "none" (SEED_NONE)
 *	machine gwbasic ipco	the machine, then, after a blank, the
 *				edition (none: Power's)
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "head.h"
#include "../io/store/journal.h"
#include "say.h"
#include "../wizcastle.h"

#define HEAD_LINES 2

/* The edition a journal names by no word: Power's, as in the journals
 * of wizcastle before -e. */
#define EDITION_UNNAMED "power"

/* The storage's names: the state folder's, the folder of players'
 * folders in it, and the first line of every journal. */
const struct journal_names head_names = {
	PROGNAME, "players", PROGNAME " journal 1"
};

/* Writes the head's text for h into buf, its two lines each with its
 * newline. */
void head_text(const struct head *h, char *buf, size_t len)
{
	char num[32];
	int named = strcmp(h->edition, EDITION_UNNAMED) != 0;

	if (h->seed == SEED_NONE)
		strcpy(num, "none");
	else
		snprintf(num, sizeof num, "%ld", h->seed);
	snprintf(buf, len, "seed %s\nmachine %s%s%s\n", num, h->machine,
	    named ? " " : "", named ? h->edition : "");
}

/* Reads the seed line, l of n bytes, into *seed and returns 1, or
 * returns 0 if it is not one. */
static int read_seed(const char *l, size_t n, long *seed)
{
	char *end;

	if (n < 5 || memcmp(l, "seed ", 5) != 0)
		return 0;
	if (n == 9 && memcmp(l + 5, "none", 4) == 0) {
		*seed = SEED_NONE;
		return 1;
	}
	if (n < 6 || n > 15 || ((l[5] < '0' || l[5] > '9') &&
	    !(l[5] == '-' && n > 6 && l[6] >= '0' && l[6] <= '9')))
		return 0;
	errno = 0;
	*seed = strtol(l + 5, &end, 10);
	return errno == 0 && end == l + n;
}

/* Reads the machine line, l of n bytes, into h and returns 1, or
 * returns 0 if it is not one. */
static int read_machine(struct head *h, const char *l, size_t n)
{
	static const char name[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	size_t m;

	if (n < 9 || memcmp(l, "machine ", 8) != 0 ||
	    (m = strspn(l + 8, name)) == 0 || m >= sizeof h->machine)
		return 0;
	memcpy(h->machine, l + 8, m);
	h->machine[m] = '\0';
	strcpy(h->edition, EDITION_UNNAMED);
	if (8 + m == n)
		return 1;
	l += 9 + m;
	n -= 9 + m;
	if (l[-1] != ' ' || n == 0 || n >= sizeof h->edition ||
	    strspn(l, name) != n)
		return 0;
	memcpy(h->edition, l, n);
	h->edition[n] = '\0';
	return 1;
}

/* Returns the next line of the *len bytes at *lines, its length without
 * the newline in *n, and moves *lines and *len past it; returns NULL if
 * no whole line is left. */
static const char *next_line(const char **lines, size_t *len, size_t *n)
{
	const char *l = *lines, *nl = memchr(l, '\n', *len);

	if (nl == NULL)
		return NULL;
	*n = (size_t)(nl - l);
	*len -= *n + 1;
	*lines = nl + 1;
	return l;
}

/* Returns what is wrong with the game h names for this wizcastle, or
 * NULL: it must have the machine and the edition, and the seed must be
 * in the edition's range.  The words are overwritten by the next call. */
static const char *check(const struct head *h)
{
	static char what[128];
	const struct edition *e;

	if (game_machine_find(h->machine) == NULL)
		return "a machine this " PROGNAME " has not";
	if ((e = edition_find(h->edition)) == NULL)
		return "an edition this " PROGNAME " has not";
	if (!edition_runs_on(e, game_machine_find(h->machine)))
		snprintf(what, sizeof what, "the %s edition, which never ran "
		    "on %s", e->name, h->machine);
	else if (h->seed == SEED_NONE && e->seeds != SEEDS_BY_RANDOMIZE)
		snprintf(what, sizeof what, "seed none, where the %s edition "
		    "needs a number", e->name);
	else if (h->seed != SEED_NONE && (h->seed < e->seed_min ||
	    h->seed > e->seed_max))
		snprintf(what, sizeof what, "seed %ld, out of the %s edition's "
		    "%ld to %ld", h->seed, e->name, e->seed_min, e->seed_max);
	else
		return NULL;
	return what;
}

/*
 * Reads the head at the start of a journal's *count lines (*len bytes at
 * *lines) into h, leaves those past it in *lines, *len and *count, and
 * returns NULL, or what is wrong with it.
 */
const char *head_read(struct head *h, const char **lines, size_t *len,
    size_t *count)
{
	const char *l;
	size_t n;

	if ((l = next_line(lines, len, &n)) == NULL ||
	    !read_seed(l, n, &h->seed))
		return "no seed on its second line";
	if ((l = next_line(lines, len, &n)) == NULL ||
	    !read_machine(h, l, n))
		return "no machine on its third line";
	*count -= HEAD_LINES;
	return check(h);
}

/*
 * Reads the head of a whole journal's text, *len bytes at *text, its
 * format's line first (io/store/journal.c), into h, moves *text and *len
 * past it to its answers, and returns NULL, or what is wrong with it.  A
 * journal read whole by another means than the storage's (host/follow.c)
 * is read so.
 */
const char *head_journal(struct head *h, const char **text, size_t *len)
{
	const char *format = head_names.format, *p;
	size_t n = strlen(format), count = 0;

	if (*len <= n || memcmp(*text, format, n) != 0 || (*text)[n] != '\n')
		return "not a " PROGNAME " journal";
	*text += n + 1;
	*len -= n + 1;
	for (p = *text; (p = memchr(p, '\n', (size_t)(*text + *len - p)));
	    p++)
		count++;
	return head_read(h, text, len, &count);
}

/* Makes g a new game of the castle h names, on its machine and in its
 * edition, played at t. */
void head_game(struct game *g, const struct head *h, struct tty *t)
{
	g->tty = t;
	game_new(g, game_machine_find(h->machine), edition_find(h->edition),
	    h->seed);
}
