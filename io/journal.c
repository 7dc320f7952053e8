/*
 * journal.c: the journal of a session, and resume.
 *
 * The game is a function of its seed, its machine and the lines typed,
 * so those are all a journal keeps.  It is a file of lines, each ending
 * in a newline:
 *
 *	wizcastle journal 1		the format and its version
 *	seed 121			the first castle's seed (-s)
 *	machine sorcerer		the machine (-m)
 *	E				then every line read, as read,
 *	M				one a line, without its newline
 *	...
 *
 * An answer is kept byte for byte as it was read, a carriage return or
 * a NUL byte included (a line cannot hold a newline): what follows the
 * head is the session's input, as a regression test's NAME.in has it.
 * Each answer is written with one writev() and put on disk with
 * fdatasync() before the game acts on it.  A last line without its
 * newline (a write cut short) was never acted on, and is dropped.
 *
 * Resume reads the journal whole and hands its answers to ask_line() in
 * place of the player's, with the output held back: what the game prints
 * goes to a memory stream, of which only the last screen is kept (from
 * the last form feed, at most SCREEN_LINES lines with the prompt's).
 * When the answers are used up, that screen is shown, as a transcript
 * shows it (answers echoed), and the game reads on from its input.
 *
 * Journals at a terminal live in $XDG_STATE_HOME/wizcastle (by default
 * ~/.local/state/wizcastle), folder 0700, files 0600, named by the time
 * the game began and the process: 20261123-192301-4242.journal.  A game
 * that ends by itself moves its journal to finished/, where the last
 * JOURNAL_KEEP are kept.  A running game holds a write lock (fcntl) on
 * its journal for as long as it runs; resume takes the unfinished
 * journal last written that no running game holds.
 */
#include <sys/stat.h>
#include <sys/uio.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "journal.h"
#include "tty.h"

#define SCREEN_LINES	24	/* the last screen: lines with the prompt's */
#define SUFFIX		".journal"

struct journal {
	char *path;		/* the journal kept, or replayed: for messages */
	int fd;			/* where answers go; -1 if none, or it failed */
	int state;		/* in the state folder: finished/ at the end */

	/* resume */
	char *replayed;		/* the journal replayed */
	char *buf;		/* as read */
	size_t pos, end;	/* the next answer; the end of the last line */
	size_t total, done;	/* answers in it, and replayed so far */
	int replaying;
	long seed;
	char machine[32];
	char *copy;		/* -r FILE -j COPY: COPY, written at the end */
	int same;		/* answers go on in the file replayed */
	int readonly;		/* ... which cannot be written */

	const char *(*via)(struct tty *, size_t *);	/* t->via before */

	/* the output held back while replaying */
	FILE *out;		/* the real output */
	int echo;		/* and its echo */
	char *clear;		/* and what a form feed becomes there */
	FILE *held;
	char *mem;
	size_t memlen;
	char *scr;		/* the last screen so far */
	size_t scrlen, scrcap;
};

static void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (p == NULL) {
		fprintf(stderr, "wizcastle: out of memory\n");
		exit(1);
	}
	return p;
}

static char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

/* dir + "/" + name, allocated. */
static char *join(const char *dir, const char *name)
{
	size_t a = strlen(dir), b = strlen(name);
	char *p = xmalloc(a + b + 2);

	memcpy(p, dir, a);
	p[a] = '/';
	memcpy(p + a + 1, name, b + 1);
	return p;
}

/* A journal that cannot be used: one line, status 1, the file as it was. */
static void bad(const char *path, const char *what, int hint)
{
	fprintf(stderr, "wizcastle: %s: %s%s\n", path, what,
	    hint ? " (wizcastle -n starts a new game)" : "");
	exit(1);
}

/* The journal cannot be written: one warning, and the game goes on. */
static void lost(struct journal *j, const char *path, int err)
{
	fprintf(stderr, "wizcastle: %s: %s; the game goes on without a "
	    "journal\n", path, strerror(err));
	if (j != NULL && j->fd >= 0) {
		close(j->fd);
		j->fd = -1;
	}
	signals_note(NULL);
}

/* What ^C and ^D say: where the game is kept and how to go on. */
static void note(struct journal *j)
{
	char buf[4352];
	const char *p = j->copy ? j->copy : j->path;

	if (j->fd < 0) {
		signals_note(NULL);
		return;
	}
	if (j->state)
		snprintf(buf, sizeof buf, "wizcastle: the game is kept in %s;"
		    " wizcastle goes on with it", p);
	else
		snprintf(buf, sizeof buf, "wizcastle: the game is kept in %s;"
		    " wizcastle -r %s goes on with it", p, p);
	signals_note(buf);
}

/*
 * Lock fd (F_WRLCK or F_RDLCK) without waiting.  1 if locked or if locks
 * do not apply (a device), 0 if a running game holds it, its pid in *pid.
 */
static int lock(int fd, short type, long *pid)
{
	struct flock fl;

	memset(&fl, 0, sizeof fl);
	fl.l_type = type;
	fl.l_whence = SEEK_SET;
	if (fcntl(fd, F_SETLK, &fl) == 0)
		return 1;
	if (errno != EAGAIN && errno != EACCES)
		return 1;
	memset(&fl, 0, sizeof fl);
	fl.l_type = type;
	fl.l_whence = SEEK_SET;
	*pid = 0;
	if (fcntl(fd, F_GETLK, &fl) == 0 && fl.l_type != F_UNLCK)
		*pid = (long)fl.l_pid;
	return 0;
}

/* Whether path still names the file open on fd. */
static int same_file(const char *path, int fd)
{
	struct stat a, b;

	return stat(path, &a) == 0 && fstat(fd, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/* mkdir -p, each folder made 0700; 0 or -1 with errno. */
static int make_dirs(char *path)
{
	char *p;

	for (p = path + 1;; p++) {
		if (*p == '/' || *p == '\0') {
			char c = *p;

			*p = '\0';
			if (mkdir(path, 0700) == -1 && errno != EEXIST) {
				*p = c;
				return -1;
			}
			*p = c;
			if (c == '\0')
				break;
		}
	}
	return 0;
}

/*
 * The state folder, $XDG_STATE_HOME/wizcastle (a relative
 * XDG_STATE_HOME is ignored, as the XDG spec says), by default
 * $HOME/.local/state/wizcastle; made if missing.  NULL, after a
 * warning, if there is none.
 */
static char *state_dir(int warn)
{
	const char *base = getenv("XDG_STATE_HOME");
	char *dir;

	if (base != NULL && base[0] == '/')
		dir = join(base, "wizcastle");
	else {
		const char *home = getenv("HOME");
		struct passwd *pw;
		char *tmp;

		if ((home == NULL || home[0] != '/') &&
		    (pw = getpwuid(getuid())) != NULL)
			home = pw->pw_dir;
		if (home == NULL || home[0] != '/') {
			if (warn)
				fprintf(stderr, "wizcastle: no home folder; "
				    "the game goes on without a journal\n");
			return NULL;
		}
		tmp = join(home, ".local/state");
		dir = join(tmp, "wizcastle");
		free(tmp);
	}
	if (make_dirs(dir) == -1) {
		if (warn)
			lost(NULL, dir, errno);
		free(dir);
		return NULL;
	}
	return dir;
}

/* Read the open file whole into j->buf, its length in *len; NULL, or
 * what is wrong. */
static const char *slurp(struct journal *j, int fd, size_t *len)
{
	size_t cap = 4096;

	*len = 0;
	j->buf = xmalloc(cap);
	for (;;) {
		ssize_t r;

		if (*len == cap) {
			char *p;

			cap *= 2;
			if ((p = realloc(j->buf, cap)) == NULL)
				return "too large";
			j->buf = p;
		}
		r = read(fd, j->buf + *len, cap - *len);
		if (r == 0)
			return NULL;
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return strerror(errno);
		}
		*len += (size_t)r;
	}
}

/* The next whole line of buf from *pos: its length without the newline,
 * *pos past it; -1 if there is no newline. */
static long next_line(const char *buf, size_t len, size_t *pos)
{
	const char *s = buf + *pos, *nl = memchr(s, '\n', len - *pos);

	if (nl == NULL)
		return -1;
	*pos += (size_t)(nl - s) + 1;
	return (long)(nl - s);
}

/* Read and check the journal open on fd, its head and its answers: NULL,
 * or what is wrong with it. */
static const char *load(struct journal *j, const char *path, int fd)
{
	size_t len, pos = 0, p;
	long n;
	const char *s, *why;
	char *end;
	struct stat st;

	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode))
		return strerror(EISDIR);
	if ((why = slurp(j, fd, &len)) != NULL)
		return why;
	if (len == 0)
		return "empty, not a wizcastle journal";
	s = j->buf;
	n = next_line(s, len, &pos);
	if (n < 0 || (size_t)n != strlen(JOURNAL_FORMAT) ||
	    memcmp(s, JOURNAL_FORMAT, (size_t)n) != 0) {
		p = strlen("wizcastle journal ");
		if (n > (long)p && memcmp(s, JOURNAL_FORMAT, p) == 0)
			return "a journal of another version, not "
			    JOURNAL_FORMAT;
		return "not a wizcastle journal";
	}
	p = pos;
	n = next_line(s, len, &pos);
	if (n < 6 || n > 15 || memcmp(s + p, "seed ", 5) != 0 ||
	    s[p + 5] < '0' || s[p + 5] > '9')
		return "no seed on its second line";
	errno = 0;
	j->seed = strtol(s + p + 5, &end, 10);
	if (errno != 0 || end != s + p + (size_t)n)
		return "no seed on its second line";
	p = pos;
	n = next_line(s, len, &pos);
	if (n < 9 || (size_t)n - 8 >= sizeof j->machine ||
	    memcmp(s + p, "machine ", 8) != 0)
		return "no machine on its third line";
	memcpy(j->machine, s + p + 8, (size_t)n - 8);
	j->machine[n - 8] = '\0';
	if (strspn(j->machine, "abcdefghijklmnopqrstuvwxyz0123456789") !=
	    (size_t)n - 8)
		return "no machine on its third line";
	j->pos = pos;
	for (p = pos; next_line(s, len, &p) >= 0; j->total++)
		j->end = p;
	if (j->total == 0)
		j->end = pos;
	j->replaying = 1;
	j->replayed = xstrdup(path);
	return NULL;
}

/* A journal not attached: closed and freed. */
static void journal_free(struct journal *j)
{
	if (j->fd >= 0)
		close(j->fd);
	free(j->buf);
	free(j->path);
	free(j->copy);
	free(j->replayed);
	free(j);
}

static struct journal *journal_new(void)
{
	struct journal *j = xmalloc(sizeof *j);

	memset(j, 0, sizeof *j);
	j->fd = -1;
	return j;
}

/* Write all of iov, as write(2) may take less. */
static int write_all(int fd, struct iovec *iov, int n)
{
	while (n > 0) {
		ssize_t r = writev(fd, iov, n);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		while (n > 0 && (size_t)r >= iov->iov_len) {
			r -= (ssize_t)iov->iov_len;
			iov++;
			n--;
		}
		if (n > 0) {
			iov->iov_base = (char *)iov->iov_base + r;
			iov->iov_len -= (size_t)r;
		}
	}
	return 0;
}

/* On disk: fdatasync, where the file can have it (not a device). */
static int sync_fd(int fd)
{
	if (fdatasync(fd) == -1 && errno != EINVAL && errno != EROFS &&
	    errno != ENOTSUP)
		return -1;
	return 0;
}

/* Write s (n bytes) and a newline if it has none, then sync; or warn. */
static void keep(struct journal *j, const char *s, size_t n)
{
	struct iovec iov[2];
	int k = 1;

	iov[0].iov_base = (void *)(uintptr_t)s;
	iov[0].iov_len = n;
	if (n == 0 || s[n - 1] != '\n') {
		iov[1].iov_base = "\n";
		iov[1].iov_len = 1;
		k = 2;
	}
	if (write_all(j->fd, iov, k) == -1 || sync_fd(j->fd) == -1)
		lost(j, j->copy ? j->copy : j->path, errno);
}

/*
 * Open path for a new journal, or one that goes on from a replay: made
 * 0600, locked, emptied.  -1 after a warning if it cannot be.
 */
static int open_new(const char *path)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_NOCTTY, 0600);
	struct stat st;
	long pid;

	if (fd == -1) {
		lost(NULL, path, errno);
		return -1;
	}
	if (!lock(fd, F_WRLCK, &pid)) {
		char what[64];

		snprintf(what, sizeof what, "in use by a running game "
		    "(pid %ld)", pid);
		fprintf(stderr, "wizcastle: %s: %s; the game goes on without "
		    "a journal\n", path, what);
		close(fd);
		return -1;
	}
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	    ftruncate(fd, 0) == -1) {
		lost(NULL, path, errno);
		close(fd);
		return -1;
	}
	return fd;
}

/* The head of a journal. */
static int write_head(int fd, long seed, const char *machine)
{
	char head[128];
	struct iovec iov;
	int n;

	n = snprintf(head, sizeof head, "%s\nseed %ld\nmachine %s\n",
	    JOURNAL_FORMAT, seed, machine);
	iov.iov_base = head;
	iov.iov_len = (size_t)n;
	if (write_all(fd, &iov, 1) == -1 || sync_fd(fd) == -1)
		return -1;
	return 0;
}

/* Sync a folder, so that a file made or renamed in it stays. */
static void sync_dir(const char *dir)
{
	int fd = open(dir, O_RDONLY);

	if (fd >= 0) {
		(void)fsync(fd);
		close(fd);
	}
}

/*
 * A new journal: in path (-j), or in the state folder when path is
 * NULL.  NULL, after one warning, if it cannot be written.
 */
struct journal *journal_create(const char *path, long seed,
    const char *machine)
{
	struct journal *j;
	char name[64], *dir, *tmp, *final;
	struct tm *tm;
	time_t now;
	int fd, k, err;
	long pid;

	if (path != NULL) {
		if ((fd = open_new(path)) == -1)
			return NULL;
		if (write_head(fd, seed, machine) == -1) {
			lost(NULL, path, errno);
			close(fd);
			return NULL;
		}
		j = journal_new();
		j->fd = fd;
		j->path = xstrdup(path);
		return j;
	}

	/* the state folder: made under a hidden name, head and lock
	 * first, so that no other game sees it half made */
	if ((dir = state_dir(1)) == NULL)
		return NULL;
	now = time(NULL);
	tm = localtime(&now);
	k = (int)strftime(name, sizeof name, "%Y%m%d-%H%M%S", tm);
	snprintf(name + k, sizeof name - (size_t)k, "-%ld" SUFFIX,
	    (long)getpid());
	final = join(dir, name);
	memmove(name + 1, name, strlen(name) + 1);
	name[0] = '.';
	tmp = join(dir, name);
	fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY, 0600);
	err = fd == -1 ? errno : 0;
	if (err == 0 && !lock(fd, F_WRLCK, &pid))
		err = EAGAIN;
	else if (err == 0 && access(final, F_OK) == 0)
		err = EEXIST;	/* a game of this process, this second */
	else if (err == 0 && (write_head(fd, seed, machine) == -1 ||
	    rename(tmp, final) == -1))
		err = errno;
	if (err != 0) {
		lost(NULL, fd == -1 ? dir : tmp, err);
		if (fd >= 0) {
			close(fd);
			(void)unlink(tmp);
		}
		free(dir);
		free(tmp);
		free(final);
		return NULL;
	}
	sync_dir(dir);
	free(dir);
	free(tmp);
	j = journal_new();
	j->fd = fd;
	j->path = final;
	j->state = 1;
	return j;
}

/*
 * Resume from path; its answers then go on in keep: NULL for nowhere,
 * path itself, or another file, which gets the journal replayed first.
 * Exits with a word if path is not a journal this game can replay.
 */
struct journal *journal_resume(const char *path, const char *keep,
    long *seed, char *machine, size_t len)
{
	struct journal *j = journal_new();
	struct stat a, b;
	const char *why;
	char what[64];
	long pid;
	int fd;

	j->same = keep != NULL && (strcmp(keep, path) == 0 ||
	    (stat(keep, &a) == 0 && stat(path, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino));
	fd = j->same ? open(path, O_RDWR | O_NOCTTY) : -1;
	if (fd == -1 && j->same && (errno == EACCES || errno == EROFS))
		j->readonly = 1;
	if (fd == -1 && (fd = open(path, O_RDONLY | O_NOCTTY)) == -1)
		why = strerror(errno);
	else if (!lock(fd, j->same && !j->readonly ? F_WRLCK : F_RDLCK,
	    &pid)) {
		snprintf(what, sizeof what, "in use by a running game "
		    "(pid %ld)", pid);
		why = what;
	} else
		why = load(j, path, fd);
	if (why != NULL) {
		if (fd >= 0)
			close(fd);
		journal_free(j);
		bad(path, why, 0);
	}
	if (j->same && !j->readonly) {
		j->fd = fd;
		j->path = xstrdup(path);
	} else {
		close(fd);
		if (keep != NULL && !j->same)
			j->copy = xstrdup(keep);
		j->path = xstrdup(path);
	}
	*seed = j->seed;
	snprintf(machine, len, "%s", j->machine);
	return j;
}

/* The journal replayed cannot be: its seed or machine are not this
 * game's.  One line, status 1. */
void journal_refuse(struct journal *j, const char *what)
{
	char path[4096];
	int hint = j->state;

	snprintf(path, sizeof path, "%s", j->replayed);
	journal_free(j);
	bad(path, what, hint);
}

/* Journals in the folder by name, *.journal, sorted newest first by
 * when last written (then by name); their number in *n. */
struct entry {
	char *name;
	time_t mtime;
};

static int by_time(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;

	if (x->mtime != y->mtime)
		return x->mtime < y->mtime ? 1 : -1;
	return -strcmp(x->name, y->name);
}

static struct entry *list(const char *dir, size_t *n)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	struct entry *v = NULL;
	size_t cap = 0, sl = strlen(SUFFIX);
	struct stat st;

	*n = 0;
	if (d == NULL)
		return NULL;
	while ((e = readdir(d)) != NULL) {
		size_t k = strlen(e->d_name);
		char *p;

		if (e->d_name[0] == '.' || k <= sl ||
		    strcmp(e->d_name + k - sl, SUFFIX) != 0)
			continue;
		p = join(dir, e->d_name);
		if (stat(p, &st) == -1 || !S_ISREG(st.st_mode)) {
			free(p);
			continue;
		}
		if (*n == cap) {
			struct entry *w;

			cap = cap ? 2 * cap : 16;
			if ((w = realloc(v, cap * sizeof *v)) == NULL) {
				fprintf(stderr, "wizcastle: out of memory\n");
				exit(1);
			}
			v = w;
		}
		v[*n].name = p;
		v[*n].mtime = st.st_mtime;
		(*n)++;
	}
	closedir(d);
	if (*n > 1)
		qsort(v, *n, sizeof *v, by_time);
	return v;
}

static void list_free(struct entry *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

/*
 * The unfinished journal last written that no running game holds, in
 * the state folder, locked and loaded; NULL if there is none.
 */
struct journal *journal_find(long *seed, char *machine, size_t len)
{
	struct journal *j = NULL;
	struct entry *v;
	char *dir;
	size_t n, i;
	long pid;

	if ((dir = state_dir(0)) == NULL)
		return NULL;
	v = list(dir, &n);
	free(dir);
	for (i = 0; i < n; i++) {
		int fd;

		const char *why = NULL;

		if ((fd = open(v[i].name, O_RDWR | O_NOCTTY)) == -1) {
			if (errno == ENOENT)
				continue;	/* finished meanwhile */
			why = strerror(errno);
		} else if (!lock(fd, F_WRLCK, &pid) ||
		    !same_file(v[i].name, fd)) {
			/* held by a running game, or finished meanwhile */
			close(fd);
			continue;
		}
		j = journal_new();
		if (why != NULL || (why = load(j, v[i].name, fd)) != NULL) {
			char msg[4352];

			snprintf(msg, sizeof msg, "wizcastle: %s: %s (wizcastle "
			    "-n starts a new game)", v[i].name, why);
			if (fd >= 0)
				close(fd);
			journal_free(j);
			list_free(v, n);
			fprintf(stderr, "%s\n", msg);
			exit(1);
		}
		j->fd = fd;
		j->path = xstrdup(v[i].name);
		j->state = 1;
		j->same = 1;
		*seed = j->seed;
		snprintf(machine, len, "%s", j->machine);
		break;
	}
	list_free(v, n);
	return j;
}

/* Hold the output back while replaying, or note where the game is kept. */
void journal_attach(struct journal *j, struct tty *t)
{
	t->jn = j;
	j->via = t->via;
	t->via = journal_read;
	if (j->replaying) {
		j->held = open_memstream(&j->mem, &j->memlen);
		if (j->held == NULL) {
			fprintf(stderr, "wizcastle: out of memory\n");
			exit(1);
		}
		j->out = t->out;
		j->echo = t->echo;
		j->clear = t->clear;
		t->out = j->held;
		t->echo = 1;
		t->clear = NULL;	/* form feeds kept, and no pause */
	} else
		note(j);
}

/* Add n bytes of output to the last screen: from its last form feed, at
 * most SCREEN_LINES - 1 whole lines (the prompt's comes after). */
static void screen_add(struct journal *j, const char *p, size_t n)
{
	size_t i, lines;

	for (i = n; i > 0; i--)
		if (p[i - 1] == '\f') {
			j->scrlen = 0;
			p += i - 1;
			n -= i - 1;
			break;
		}
	if (j->scrlen + n > j->scrcap) {
		char *s;

		j->scrcap = (j->scrlen + n) * 2;
		if ((s = realloc(j->scr, j->scrcap)) == NULL) {
			fprintf(stderr, "wizcastle: out of memory\n");
			exit(1);
		}
		j->scr = s;
	}
	memcpy(j->scr + j->scrlen, p, n);
	j->scrlen += n;
	for (i = j->scrlen, lines = 0; i > 0; i--)
		if (j->scr[i - 1] == '\n' && ++lines == SCREEN_LINES) {
			memmove(j->scr, j->scr + i, j->scrlen - i);
			j->scrlen -= i;
			break;
		}
}

/* What the game printed since the last call, to the last screen. */
static void collect(struct journal *j)
{
	if (fflush(j->held) == EOF) {
		fprintf(stderr, "wizcastle: out of memory\n");
		exit(1);
	}
	screen_add(j, j->mem, j->memlen);
	rewind(j->held);
}

/* The answers are used up: the output back, the last screen shown, and
 * the journal ready for the answers to come. */
static void replay_end(struct journal *j, struct tty *t)
{
	tty_flush_lines(t);	/* the prompt's line stays in buf[] */
	collect(j);
	fclose(j->held);
	free(j->mem);
	j->held = NULL;
	j->mem = NULL;
	t->out = j->out;
	t->echo = j->echo;
	t->clear = j->clear;
	j->replaying = 0;

	if (j->same && j->fd >= 0) {
		struct stat st;

		/* a last line cut short goes before the next answer */
		if ((fstat(j->fd, &st) == 0 && S_ISREG(st.st_mode) &&
		    (size_t)st.st_size > j->end &&
		    ftruncate(j->fd, (off_t)j->end) == -1) ||
		    lseek(j->fd, 0, SEEK_END) == (off_t)-1)
			lost(j, j->path, errno);
	} else if (j->readonly)
		lost(j, j->path, EACCES);
	else if (j->copy != NULL && (j->fd = open_new(j->copy)) >= 0) {
		struct iovec iov;

		iov.iov_base = j->buf;
		iov.iov_len = j->end;
		if (write_all(j->fd, &iov, 1) == -1 || sync_fd(j->fd) == -1)
			lost(j, j->copy, errno);
	}
	note(j);
	fprintf(stderr, "wizcastle: resumed the game of seed %ld, machine "
	    "%s, after %zu answers from %s; wizcastle -n starts a new "
	    "game\n", j->seed, j->machine, j->done, j->replayed);
	tty_raw(t, j->scr, j->scrlen);
	free(j->scr);
	free(j->buf);
	j->scr = j->buf = NULL;
	j->scrlen = j->scrcap = 0;
}

/*
 * ask_line's line: the next answer of the journal replayed, or the
 * player's, kept before the game sees it.  NULL at the end of input.
 */
const char *journal_read(struct tty *t, size_t *len)
{
	struct journal *j = t->jn;
	const char *s;

	if (j->replaying) {
		if (j->done < j->total) {
			tty_flush(t);	/* the prompt, to the held output */
			collect(j);
			s = j->buf + j->pos;
			*len = (size_t)next_line(j->buf, j->end, &j->pos) + 1;
			j->done++;
			return s;
		}
		replay_end(j, t);
	}
	s = tty_read(t, len);
	if (s != NULL && j->fd >= 0)
		keep(j, s, *len);
	return s;
}

/* The end of input: at a terminal (^D), say where the game is kept. */
void journal_stopped(struct tty *t)
{
	struct journal *j = t->jn;

	if (j->fd >= 0 && isatty(fileno(t->in))) {
		const char *p = j->copy ? j->copy : j->path;

		if (j->state)
			fprintf(stderr, "wizcastle: the game is kept in %s; "
			    "wizcastle goes on with it\n", p);
		else
			fprintf(stderr, "wizcastle: the game is kept in %s; "
			    "wizcastle -r %s goes on with it\n", p, p);
	}
}

/* finished/: the last JOURNAL_KEEP journals, the older ones removed. */
static void prune(const char *dir)
{
	struct entry *v;
	size_t n, i;

	v = list(dir, &n);
	for (i = 0; i < n; i++)
		if (i >= JOURNAL_KEEP)
			(void)unlink(v[i].name);
	list_free(v, n);
}

/*
 * The game ended by itself: the journal is finished (in the state
 * folder, it moves to finished/).  A replay whose game ended before its
 * answers were used up did not fit: that is an error, status 1.
 */
void journal_finish(struct tty *t)
{
	struct journal *j = t->jn;
	char *dir;

	if (j == NULL)
		return;
	if (j->replaying) {
		if (j->done < j->total) {
			fprintf(stderr, "wizcastle: %s: the game ends after %zu "
			    "of its %zu answers\n", j->replayed, j->done,
			    j->total);
			journal_close(t);
			exit(1);
		}
		replay_end(j, t);
	}
	signals_note(NULL);
	if (j->state && j->fd >= 0 && (dir = state_dir(0)) != NULL) {
		char *fin = join(dir, "finished"), *to;
		const char *base = strrchr(j->path, '/');

		to = join(fin, base ? base + 1 : j->path);
		if (make_dirs(fin) == 0 && rename(j->path, to) == 0) {
			sync_dir(dir);
			prune(fin);
		}
		free(to);
		free(fin);
		free(dir);
	}
	journal_close(t);
}

/* Done with the journal: closed (its lock goes with it), freed. */
void journal_close(struct tty *t)
{
	struct journal *j = t->jn;

	if (j == NULL)
		return;
	if (j->held != NULL) {
		fclose(j->held);
		t->out = j->out;
		t->echo = j->echo;
		t->clear = j->clear;
		t->len = 0;	/* the game's output held back stays so */
	}
	t->via = j->via;
	if (j->fd >= 0)
		close(j->fd);
	free(j->mem);
	free(j->scr);
	free(j->buf);
	free(j->path);
	free(j->copy);
	free(j->replayed);
	free(j);
	t->jn = NULL;
}
