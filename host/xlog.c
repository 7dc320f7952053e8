/*
 * xlog.c: the record of every game that ends.
 *
 * A game kept in the state folder that ends by itself (won, died, quit,
 * or walked out without the Orb) appends one line to the state folder's
 * xlogfile, in the format of NetHack's: key=value fields separated by
 * ':', no value holding ':' or a line's end.  One write(2) a line on a
 * descriptor opened O_APPEND, so that games ending together leave whole
 * lines, in some order.  A game kept to be resumed has not ended: no
 * line.  A game that ends as its journal is replayed (a resume) was
 * recorded when it was played: no line again.  A game kept nowhere (a
 * script, -j or -r's file) has no state folder to record it in: no
 * line.  Nothing is said of a record that could not be written: the
 * player's screen stays the game's.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../io/journal.h"
#include "../io/tty.h"
#include "session.h"
#include "../wizcastle.h"
#include "xlog.h"

/* The format of the lines, should a field's meaning ever change. */
#define XLOG_VERSION	1

/* A value as the file may hold it: a ':', '=' or any byte that is not
 * printable ASCII becomes '_'. */
static const char *field(const char *s, char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < len - 1 && s[i] != '\0'; i++)
		buf[i] = s[i] < ' ' || s[i] > '~' || s[i] == ':' ||
		    s[i] == '=' ? '_' : s[i];
	buf[i] = '\0';
	return buf;
}

/* The last name of path. */
static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

/* When the journal named name began, as its name tells (the local time,
 * 20261123-192301-4242.journal); now if it does not. */
static time_t began(const char *name)
{
	struct tm tm;
	time_t t;

	memset(&tm, 0, sizeof tm);
	if (sscanf(name, "%4d%2d%2d-%2d%2d%2d", &tm.tm_year, &tm.tm_mon,
	    &tm.tm_mday, &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6)
		return time(NULL);
	tm.tm_year -= 1900;
	tm.tm_mon--;
	tm.tm_isdst = -1;
	return (t = mktime(&tm)) == (time_t)-1 ? time(NULL) : t;
}

/* The seed the game's castle was built from: Power's by its T, a later
 * edition's first game by RANDOMIZE's number, its next by none. */
static void seed_text(const struct xlog *x, const struct game *g,
    const struct game_record *r, char *buf, size_t len)
{
	long seed = g->edition->seeds == SEEDS_BY_T ? r->castle :
	    g->games <= 1 ? x->seed : SEED_NONE;

	if (seed == SEED_NONE)
		snprintf(buf, len, "none");
	else
		snprintf(buf, len, "%ld", seed);
}

/* The line of the game g that has ended, into buf; its length. */
static size_t xlog_line(const struct xlog *x, const struct game *g,
    char *buf, size_t len, time_t end)
{
	const struct session *s = x->s;
	struct game_record r;
	char seed[32], name[64], journal[128], killer[64];
	int n;

	game_record(g, &r);
	seed_text(x, g, &r, seed, sizeof seed);
	n = snprintf(buf, len, "version=%d:name=%s:edition=%s:machine=%s:"
	    "seed=%s:turns=%ld:gold=%.10g:outcome=%s%s%s:starttime=%lld:"
	    "endtime=%lld:journal=%s\n", XLOG_VERSION,
	    field(s->player != NULL ? s->player : "", name, sizeof name),
	    g->edition->name, g->machine->name, seed, r.turns, r.gold,
	    r.outcome, r.killer[0] != '\0' ? ":killer=" : "",
	    field(r.killer, killer, sizeof killer),
	    (long long)(x->start != 0 ? x->start : end), (long long)end,
	    field(base_name(journal_path(s->jn)), journal, sizeof journal));
	return n > 0 && (size_t)n < len ? (size_t)n : 0;
}

/* The game's on_over: its line appended to the state folder's
 * xlogfile, in one write, if it is kept there and was played now. */
static void xlog_over(void *arg, const struct game *g)
{
	struct xlog *x = arg;
	struct journal_error e;
	char line[1024], *top, *path;
	size_t n;
	time_t end = time(NULL);

	if (x->s->jn == NULL || x->s->folder == NULL ||
	    (x->s->tty != NULL && x->s->tty->held != NULL))
		return;		/* kept nowhere, or replayed */
	if (x->start == 0)
		x->start = began(base_name(journal_path(x->s->jn)));
	n = xlog_line(x, g, line, sizeof line, end);
	x->start = end;		/* the next game begins as this one ends */
	if (n == 0 || (top = journal_folder(NULL, &e)) == NULL)
		return;
	if ((path = malloc(strlen(top) + sizeof "/" XLOG_NAME)) != NULL) {
		int fd;

		sprintf(path, "%s/%s", top, XLOG_NAME);
		fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOCTTY |
		    O_NOFOLLOW, 0600);
		if (fd >= 0) {
			if (write(fd, line, n) != (ssize_t)n) {
				/* a full disk: the record is lost, the game
				 * is not */
			}
			close(fd);
		}
		free(path);
	}
	free(top);
}

/* Each game g plays in the session s recorded as it ends; seed: the
 * first game's, as the session chose it. */
void xlog_attach(struct xlog *x, struct game *g, struct session *s,
    long seed)
{
	x->s = s;
	x->seed = seed;
	x->start = 0;
	g->on_over = xlog_over;
	g->over_arg = x;
}
