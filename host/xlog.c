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
 * line.  A line is written whole or not at all (append), and one that
 * could not be is said to the player, before the next question, as what
 * the game's folder cannot take is said.  One player's lines in one
 * xlogfile are bounded, by -l's bytes, as the player's unfinished
 * journals are (counted in the game's folder, record): past it, the
 * game's line is not written, and that is said.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../io/atomicio.h"
#include "../io/store/journal.h"
#include "../io/tty/tty.h"
#include "log.h"
#include "say.h"
#include "session.h"
#include "../wizcastle.h"
#include "xlog.h"

/* The format of the lines, should a field's meaning ever change. */
#define XLOG_VERSION	1

/* Copies s into buf of len bytes as the file may hold it, a ':', '='
 * or any byte that is not printable ASCII made '_', and returns buf. */
static const char *field(const char *s, char *buf, size_t len)
{
	size_t i;

	for (i = 0; i < len - 1 && s[i] != '\0'; i++)
		buf[i] = s[i] < ' ' || s[i] > '~' || s[i] == ':' ||
		    s[i] == '=' ? '_' : s[i];
	buf[i] = '\0';
	return buf;
}

/* Returns dir/name in memory the caller frees, or NULL if there is no
 * memory. */
static char *path_of(const char *dir, const char *name)
{
	char *p = malloc(strlen(dir) + strlen(name) + 2);

	if (p != NULL)
		sprintf(p, "%s/%s", dir, name);
	return p;
}

/* Returns when the journal named name began, as its name tells
 * (shelf_began), or now if it does not. */
static time_t began(const char *name)
{
	time_t t = shelf_began(name);

	return t == (time_t)-1 ? time(NULL) : t;
}

/* Writes into buf the seed the game's castle was built from: Power's
 * by its T, a later edition's first game by RANDOMIZE's number, its next
 * by none. */
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

/* Writes the line of the game g that has ended into buf and returns its
 * length, or 0 if it does not fit. */
static size_t xlog_line(const struct xlog *x, const struct game *g,
    char *buf, size_t len, time_t end)
{
	const struct session *s = x->s;
	struct game_record r;
	char seed[32], name[64], journal[128], killer[64];
	int n;

	ending_record(g, &r);
	seed_text(x, g, &r, seed, sizeof seed);
	n = snprintf(buf, len, "version=%d:name=%s:edition=%s:machine=%s:"
	    "seed=%s:turns=%ld:gold=%.10g:outcome=%s%s%s:starttime=%lld:"
	    "endtime=%lld:journal=%s\n", XLOG_VERSION,
	    field(s->player != NULL ? s->player : "", name, sizeof name),
	    g->edition->name, g->machine->name, seed, r.turns, r.gold,
	    r.outcome, r.killer[0] != '\0' ? ":killer=" : "",
	    field(r.killer, killer, sizeof killer),
	    (long long)(x->start != 0 ? x->start : end), (long long)end,
	    field(say_base_name(journal_path(s->jn)), journal, sizeof journal));
	return n > 0 && (size_t)n < len ? (size_t)n : 0;
}

/* How long a game waits at most for the lock of the xlogfile, which
 * another game holds for one write, in milliseconds. */
#define LOCK_MS		2000

/*
 * Appends the n bytes of line to the xlogfile at path, whole or not at
 * all: opened anew (a file renamed away, to rotate it, is written no
 * more: the next game makes a new one), refused at once if it is not a
 * regular file (a FIFO opened without waiting for a reader, a device),
 * locked for the write, and a write cut short (a full disk, a file size
 * limit) undone, the file cut back to its length before it, so that
 * the next line starts on a line of its own.  Returns 0, its dev and
 * inode in *st, or an errno value.
 */
static int append(const char *path, const char *line, size_t n,
    struct stat *st)
{
	int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOCTTY |
	    O_NOFOLLOW | O_NONBLOCK, 0600), err = 0;
	size_t done = 0;

	if (fd == -1)
		return errno == ENXIO ? EINVAL : errno;	/* a FIFO, no reader */
	if (fstat(fd, st) == -1)
		err = errno;
	else if (!S_ISREG(st->st_mode))
		err = EINVAL;
	else if (store_lock_wait(fd, F_WRLCK, LOCK_MS) == -1 ||
	    fstat(fd, st) == -1)
		err = errno;
	if (err != 0) {
		close(fd);
		return err;
	}
	if ((done = atomicio_write(fd, line, n)) < n)
		err = errno != 0 ? errno : ENOSPC;
	if (err != 0 && done > 0 && ftruncate(fd, st->st_size) == -1) {
		/* cannot be undone: the next line cuts it off (as below) */
	}
	close(fd);	/* the lock with it */
	return err;
}

/* Returns the bytes of the player's lines in the xlogfile x, as the
 * folder's XLOG_COUNT says for its dev and inode (0 for another file: a
 * new xlogfile, after a rotation, starts the count again). */
static unsigned long long counted(const char *folder, const struct stat *x)
{
	char *path = path_of(folder, XLOG_COUNT);
	unsigned long long bytes = 0;
	FILE *f = path != NULL ? fopen(path, "r") : NULL;

	if (f != NULL) {
		unsigned long long dev, ino;

		if (fscanf(f, "%llu %llu %llu", &dev, &ino, &bytes) != 3 ||
		    dev != (unsigned long long)x->st_dev ||
		    ino != (unsigned long long)x->st_ino)
			bytes = 0;
		fclose(f);
	}
	free(path);
	return bytes;
}

/* Notes bytes, those of the player's lines in the xlogfile x, in the
 * folder's XLOG_COUNT (the folder this game holds). */
static void count(const char *folder, const struct stat *x,
    unsigned long long bytes)
{
	char *path = path_of(folder, XLOG_COUNT);
	int fd = path != NULL ? open(path, O_WRONLY | O_CREAT | O_TRUNC |
	    O_NOCTTY | O_NOFOLLOW, 0600) : -1;	/* as the folder's files */
	FILE *f = fd != -1 ? fdopen(fd, "w") : NULL;

	if (f == NULL && fd != -1)
		close(fd);
	if (f != NULL) {
		fprintf(f, "%llu %llu %llu\n", (unsigned long long)x->st_dev,
		    (unsigned long long)x->st_ino, bytes);
		if (fclose(f) == EOF) {
			/* a full disk: the xlogfile takes no more either */
		}
	}
	free(path);
}

/*
 * Appends the line of n bytes to the xlogfile of the state folder top,
 * within the player's bound (as many bytes of lines in one file as -l
 * lets the player's unfinished journals keep, the game's folder's
 * count); a line not written is logged and said (where the game says
 * what its folder cannot take), never lost without a word.
 */
static void record(struct xlog *x, const char *top, const char *line,
    size_t n)
{
	char nb[SHOWN_ROOM];
	char fb[SHOWN_FULL];
	char *path = path_of(top, XLOG_NAME);
	struct stat st;
	unsigned long long had = 0;
	int err;

	if (path == NULL)
		return;
	if (lstat(path, &st) == 0 && S_ISREG(st.st_mode))
		had = counted(x->s->folder, &st);
	if (x->s->ceiling > 0 && had + n > x->s->ceiling) {
		log_event("xlogfile line not recorded: the player's lines at "
		    "-l's %llu bytes", x->s->ceiling);
		session_say(x->s, "game not recorded: the limit of your lines "
		    "reached");
	} else if ((err = append(path, line, n, &st)) != 0) {
		log_event("xlogfile line not recorded: %s: %s",
		    say_shown_full(path, fb),
		    err == EINVAL ? "not a regular file" : strerror(err));
		session_say(x->s, "game not recorded: %s: %s",
		    say_shown_middle(path,
		    say_cols() > 1 ? say_cols() - 1 : 0, nb), err == EINVAL ?
		    "not a regular file" : strerror(err));
	} else
		count(x->s->folder, &st, counted(x->s->folder, &st) + n);
	free(path);
}

/* Logs the game g that ended: its outcome (and what killed), turns,
 * edition and machine. */
static void xlog_ended(const struct game *g)
{
	struct game_record r;

	ending_record(g, &r);
	log_event("game ended: %s%s%s, %ld turn%s, %s on %s", r.outcome,
	    r.killer[0] ? " by " : "", r.killer, r.turns,
	    say_plural((size_t)r.turns), g->edition->name, g->machine->name);
}

/* Logs the game that ended and appends its line to the state folder's
 * xlogfile (record), if it is kept there and was played now (the game's
 * on_over). */
static void xlog_over(void *arg, const struct game *g)
{
	struct xlog *x = arg;
	struct journal_error e;
	char line[1024], *top;
	size_t n;
	time_t end = time(NULL);

	if (x->s->jn == NULL || x->s->folder == NULL ||
	    replay_running(x->s->tty))
		return;		/* kept nowhere, or replayed */
	if (x->start == 0)
		x->start = began(say_base_name(journal_path(x->s->jn)));
	n = xlog_line(x, g, line, sizeof line, end);
	xlog_ended(g);
	x->start = end;		/* the next game begins as this one ends */
	if (n == 0)
		return;
	if ((top = folder_make(NULL, &e)) == NULL) {
		log_event("xlogfile line not recorded: %s", say_why(&e));
		session_say(x->s, "game not recorded: %s", say_why(&e));
	} else
		record(x, top, line, n);
	free(top);
}

/* Logs the game of session s begun, or resumed, if it is kept in the
 * state folder: its castle (its seed), edition and machine. */
static void xlog_begun(const struct session *s, const struct game *g,
    long seed)
{
	char castle[32];

	if (s->jn == NULL || s->folder == NULL)
		return;
	if (seed == SEED_NONE)
		snprintf(castle, sizeof castle, "the listing's castle");
	else
		snprintf(castle, sizeof castle, "castle %ld", seed);
	if (s->resumed != NULL)
		log_event("game resumed: %s, %s on %s, %zu answer%s", castle,
		    g->edition->name, g->machine->name, s->answers,
		    say_plural(s->answers));
	else
		log_event("game begun: %s, %s on %s", castle, g->edition->name,
		    g->machine->name);
}

/* Logs the beginning of the game g of the session s, and has each game
 * it plays recorded as it ends; seed is the first game's, as the session
 * chose it. */
void xlog_attach(struct xlog *x, struct game *g, struct session *s,
    long seed)
{
	xlog_begun(s, g, seed);
	x->s = s;
	x->seed = seed;
	x->start = 0;
	g->on_over = xlog_over;
	g->over_arg = x;
}
