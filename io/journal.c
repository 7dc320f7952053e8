/*
 * journal.c: the journal of a session on disk.
 *
 * A journal is a file of lines, each ending in a newline:
 *
 *	wizcastle journal 1		the format and its version
 *	seed 121			then the lines: the program's
 *	machine sorcerer		head (what it writes first, and
 *	E				reads), then every line read, as
 *	M				read, one a line, without its
 *	...				newline
 *
 * A line is kept byte for byte as it was read, a carriage return or a
 * NUL byte included (a line cannot hold a newline).  Each is written
 * with one writev() and put on disk with fdatasync() before the game
 * acts on it.  A last line without its newline (a write cut short) was
 * never acted on: it is not handed out, and it is cut off before the
 * next line is kept.
 *
 * A folder of journals (the state folder, $XDG_STATE_HOME/wizcastle,
 * by default ~/.local/state/wizcastle) is made 0700, its files 0600,
 * named by the time the game began and the process:
 * 20261123-192301-4242.journal.  A journal finished there moves to
 * finished/, where the last JOURNAL_KEEP are kept.  A running game
 * holds a write lock (fcntl) on its journal for as long as it runs;
 * journal_find takes the unfinished journal last written that no
 * running game holds.
 */
#include <sys/stat.h>
#include <sys/uio.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "alloc.h"
#include "journal.h"

#define SUFFIX		".journal"

struct journal {
	char *path;		/* where lines go, or the journal read */
	char *folder;		/* the folder it was made or found in, or
				 * NULL: finished/ there at the end */
	int fd;			/* where lines go; -1 if none, or it failed */
	int readonly;		/* opened to go on in, but cannot be written */
	char *buf;		/* the journal as read, or NULL */
	size_t start;		/* where the lines after the format's start */
	size_t end;		/* the end of its last whole line */
	size_t count;		/* lines after the format's */
	char *pend;		/* lines kept that are not on disk yet (a full
				 * disk), in order, each with its newline */
	size_t pendlen, pendcap;
	int failed;		/* why the last write failed (errno), or 0 */
};

/* Lines not on disk kept in memory at most: past this, nothing more is
 * kept (what is on disk stays, a game to resume). */
#define PENDING_MAX	(1024 * 1024)

/* The folder's (below) */
static void bound(const char *folder, const char *own);

/* --- Memory, paths and errors ------------------------------------- */

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

/* Note what went wrong with path; returns NULL for the caller's return. */
static void *fail(struct journal_error *e, const char *path, int why)
{
	e->why = why;
	snprintf(e->path, sizeof e->path, "%s", path);
	return NULL;
}

static struct journal *journal_new(void)
{
	struct journal *j = xmalloc(sizeof *j);

	memset(j, 0, sizeof *j);
	j->fd = -1;
	return j;
}

/* --- Locks and writes ---------------------------------------------- */

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
	fl.l_type = type;
	fl.l_whence = SEEK_SET;
	*pid = 0;
	if (fcntl(fd, F_GETLK, &fl) == 0 && fl.l_type != F_UNLCK)
		*pid = (long)fl.l_pid;
	return 0;
}

/* Write all of iov, as write(2) may take less, then put it on disk with
 * fdatasync where the file can have it (not a device); 0 or -1. */
static int write_sync(int fd, struct iovec *iov, int n)
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
	if (fdatasync(fd) == -1 && errno != EINVAL && errno != EROFS &&
	    errno != ENOTSUP)
		return -1;
	return 0;
}

/* The format's line and the head (lines, each with its newline). */
static int write_head(int fd, const char *head)
{
	struct iovec iov[2];

	iov[0].iov_base = JOURNAL_FORMAT "\n";
	iov[0].iov_len = strlen(JOURNAL_FORMAT) + 1;
	iov[1].iov_base = (void *)(uintptr_t)head;
	iov[1].iov_len = strlen(head);
	return write_sync(fd, iov, 2);
}

/*
 * Open path for a journal of its own (-j, or a copy that goes on from a
 * replay): made 0600, locked, emptied.  -1 and *e if it cannot be.
 */
static int open_new(const char *path, struct journal_error *e)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_NOCTTY, 0600);
	struct stat st;

	if (fd == -1) {
		fail(e, path, errno);
		return -1;
	}
	if (!lock(fd, F_WRLCK, &e->pid)) {
		fail(e, path, JOURNAL_BUSY);
		close(fd);
		return -1;
	}
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	    ftruncate(fd, 0) == -1) {
		fail(e, path, errno);
		close(fd);
		return -1;
	}
	return fd;
}

/* --- Reading a journal --------------------------------------------- */

/* Read the open file whole into j->buf, its length in *len; 0, or an
 * errno value. */
static int slurp(struct journal *j, int fd, size_t *len)
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
				return EFBIG;
			j->buf = p;
		}
		r = read(fd, j->buf + *len, cap - *len);
		if (r == 0)
			return 0;
		if (r < 0 && errno != EINTR)
			return errno;
		if (r > 0)
			*len += (size_t)r;
	}
}

/* Past the next whole line of buf from *pos; 0 if there is none. */
static int skip_line(const char *buf, size_t len, size_t *pos)
{
	const char *nl = memchr(buf + *pos, '\n', len - *pos);

	if (nl == NULL)
		return 0;
	*pos = (size_t)(nl - buf) + 1;
	return 1;
}

/* Read the journal open on fd: its format, its lines.  0, or
 * what is wrong with it (an errno value or a JOURNAL_ value). */
static int read_journal(struct journal *j, int fd)
{
	size_t len, pos = 0, n = strlen(JOURNAL_FORMAT);
	const size_t vlen = strlen("wizcastle journal ");
	struct stat st;
	int why;

	if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode))
		return EISDIR;
	if ((why = slurp(j, fd, &len)) != 0)
		return why;
	if (len == 0)
		return JOURNAL_EMPTY;
	if (!skip_line(j->buf, len, &pos) || pos != n + 1 ||
	    memcmp(j->buf, JOURNAL_FORMAT, n) != 0)
		return pos > vlen + 1 && memcmp(j->buf, JOURNAL_FORMAT,
		    vlen) == 0 ? JOURNAL_VERSION : JOURNAL_FOREIGN;
	for (j->start = j->end = pos; skip_line(j->buf, len, &pos); j->count++)
		j->end = pos;
	return 0;
}

/*
 * A journal to replay: writable, its lines then go on in it (O_RDWR,
 * write-locked; if it cannot be written, it is read, and
 * journal_continue says so); else read alone.
 */
struct journal *journal_open(const char *path, int writable,
    struct journal_error *e)
{
	struct journal *j = journal_new();
	int fd = -1, why;

	if (writable && (fd = open(path, O_RDWR | O_NOCTTY)) == -1 &&
	    (errno == EACCES || errno == EROFS))
		j->readonly = 1;
	if (fd == -1 && (!writable || j->readonly))
		fd = open(path, O_RDONLY | O_NOCTTY);
	if (fd == -1)
		why = errno;
	else if (!lock(fd, writable && !j->readonly ? F_WRLCK : F_RDLCK,
	    &e->pid))
		why = JOURNAL_BUSY;
	else
		why = read_journal(j, fd);
	if (why != 0) {
		if (fd >= 0)
			close(fd);
		j->fd = -1;
		journal_close(j);
		return fail(e, path, why);
	}
	if (writable && !j->readonly)
		j->fd = fd;
	else
		close(fd);
	j->path = xstrdup(path);
	return j;
}

/* The whole lines after the format's, the head's first, each with its
 * newline: their bytes in *len, their number in *count. */
const char *journal_lines(const struct journal *j, size_t *len,
    size_t *count)
{
	*len = j->end - j->start;
	*count = j->count;
	return j->buf + j->start;
}

const char *journal_path(const struct journal *j)
{
	return j->path;
}

/* Whether lines are still kept. */
int journal_kept(const struct journal *j)
{
	return j->fd >= 0;
}

/* --- Keeping lines ------------------------------------------------- */


/*
 * Nothing more can be kept: path and why in *e; -1.  What is on disk
 * stays as it is, whole lines of a game to resume.
 */
static int stop_keeping(struct journal *j, struct journal_error *e, int why)
{
	fail(e, j->path, why);
	if (j->fd >= 0)
		close(j->fd);
	j->fd = -1;
	j->pendlen = 0;
	return -1;
}

/*
 * Write the lines not yet written, in order, and put them on disk: 0;
 * or -1, errno saying why, what was written of them cut off again (a
 * line cut short would be no line), to be written again from there.
 */
static int flush_pending(struct journal *j)
{
	struct iovec iov;
	off_t at = lseek(j->fd, 0, SEEK_CUR);
	int why;

	if (j->pendlen == 0)
		return 0;
	iov.iov_base = j->pend;
	iov.iov_len = j->pendlen;
	if (write_sync(j->fd, &iov, 1) == 0) {
		j->pendlen = 0;
		return 0;
	}
	why = errno;
	if (at != (off_t)-1) {
		(void)ftruncate(j->fd, at);	/* if not, overwritten */
		(void)lseek(j->fd, at, SEEK_SET);
	}
	errno = why;
	return -1;
}

/*
 * The lines replayed are used up: lines go on in the journal read, a
 * last line cut short cut off (it was opened writable); or in copy,
 * which gets the lines read first; or (copy NULL) nowhere.
 */
int journal_continue(struct journal *j, const char *copy,
    struct journal_error *e)
{
	struct stat st;
	struct iovec iov;
	int r = 0;

	if (j->readonly)
		r = stop_keeping(j, e, EACCES);
	else if (j->fd >= 0) {
		if ((fstat(j->fd, &st) == 0 && S_ISREG(st.st_mode) &&
		    (size_t)st.st_size > j->end &&
		    ftruncate(j->fd, (off_t)j->end) == -1) ||
		    lseek(j->fd, 0, SEEK_END) == (off_t)-1)
			r = stop_keeping(j, e, errno);
	} else if (copy != NULL) {
		free(j->path);
		j->path = xstrdup(copy);
		if ((j->fd = open_new(copy, e)) == -1)
			r = -1;
		iov.iov_base = j->buf;
		iov.iov_len = j->end;
		if (r == 0 && write_sync(j->fd, &iov, 1) == -1)
			r = stop_keeping(j, e, errno);
	}
	free(j->buf);
	j->buf = NULL;
	return r;
}

/*
 * Keep a line (n bytes; a newline added if it has none): on disk, 0; or,
 * a write failing (a full disk), in memory, after the lines kept there
 * before it, to be written with them in order when a write succeeds
 * again: 1, and *e says why.  -1 and *e: nothing more is kept.
 */
int journal_keep(struct journal *j, const char *s, size_t n,
    struct journal_error *e)
{
	size_t need = j->pendlen + n + 1;

	if (j->fd < 0)
		return 0;
	if (need > PENDING_MAX)
		return stop_keeping(j, e, j->failed ? j->failed : ENOMEM);
	if (need > j->pendcap) {
		j->pendcap = need > 2 * j->pendcap ? need : 2 * j->pendcap;
		j->pend = xrealloc(j->pend, j->pendcap);
	}
	memcpy(j->pend + j->pendlen, s, n);
	j->pendlen += n;
	if (n == 0 || s[n - 1] != '\n')
		j->pend[j->pendlen++] = '\n';
	if (flush_pending(j) == 0) {
		j->failed = 0;
		return 0;
	}
	j->failed = errno;
	fail(e, j->path, errno);
	return 1;
}

/* --- The folder ---------------------------------------------------- */

/* mkdir -p, each folder made 0700; 0 or -1 with errno. */
static int make_dirs(char *path)
{
	char *p;

	for (p = path + 1;; p++) {
		if (*p == '/' || *p == '\0') {
			char c = *p;

			*p = '\0';
			if (mkdir(path, 0700) == 0)
				(void)chmod(path, 0700);	/* whatever the
							 * umask */
			else if (errno != EEXIST) {
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
 * The folder at path as OpenSSH's StrictModes wants authorized_keys:
 * the user's, and no one else may write it.  0; or -1, *e saying why
 * (which: the folder's place, for the words).
 */
static int strict(const char *path, int which, struct journal_error *e)
{
	struct stat st;

	if (stat(path, &st) == -1) {
		fail(e, path, errno);
		return -1;
	}
	e->folder = which;
	if (!S_ISDIR(st.st_mode))
		fail(e, path, ENOTDIR);
	else if (st.st_uid != geteuid())
		fail(e, path, JOURNAL_OWNER);
	else if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0)
		fail(e, path, JOURNAL_OPEN);
	else
		return 0;
	return -1;
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

/* path made a folder if missing (0700, whatever the umask), and
 * checked (strict); 0, or -1 and *e. */
static int strict_dir(const char *path, int which, struct journal_error *e)
{
	if (mkdir(path, 0700) == 0)
		(void)chmod(path, 0700);
	else if (errno != EEXIST) {
		fail(e, path, errno);
		return -1;
	}
	return strict(path, which, e);
}

/* The folder dir (its parents made if missing), or players/player in
 * it (player not NULL), each made if missing and checked before any is
 * made in it; NULL and *e if it cannot be.  dir is the caller's no more. */
static char *strict_folder(char *dir, const char *player,
    struct journal_error *e)
{
	char *players, *own;
	int r;

	if (make_dirs(dir) == -1) {
		fail(e, dir, errno);
		free(dir);
		return NULL;
	}
	if (strict(dir, 0, e) == -1) {
		free(dir);
		return NULL;
	}
	if (player == NULL)
		return dir;
	players = join(dir, "players");
	own = join(players, player);
	r = strict_dir(players, 1, e) == -1 || strict_dir(own, 2, e) == -1;
	free(players);
	free(dir);
	if (r) {
		free(own);
		return NULL;
	}
	return own;
}

/*
 * The state folder, $XDG_STATE_HOME/wizcastle (a relative
 * XDG_STATE_HOME is ignored, as the XDG spec says), by default
 * $HOME/.local/state/wizcastle; or a player's folder in it,
 * players/player (a name the caller has checked: no '/', no "..").
 * Made if missing.
 */
char *journal_folder(const char *player, struct journal_error *e)
{
	const char *base = getenv("XDG_STATE_HOME");
	struct passwd *pw;
	char *dir;

	if (base != NULL && base[0] == '/')
		dir = join(base, "wizcastle");
	else {
		const char *home = getenv("HOME");
		char *tmp;

		if ((home == NULL || home[0] != '/') &&
		    (pw = getpwuid(getuid())) != NULL)
			home = pw->pw_dir;
		if (home == NULL || home[0] != '/')
			return fail(e, "", JOURNAL_NOHOME);
		tmp = join(home, ".local/state");
		dir = join(tmp, "wizcastle");
		free(tmp);
	}
	return strict_folder(dir, player, e);
}

/* --- The folder's holder ------------------------------------------ */

/*
 * One game at a time keeps its journals in a folder: it holds a write
 * lock (fcntl) on the folder's .lock for as long as it runs, its pid
 * written there, one line.  A game that wants the folder while another
 * holds it adds a line (journal_ask), so that the holder, hung up, can
 * tell that its game went on elsewhere (journal_taken).
 */
#define LOCK_NAME ".lock"

static int held_fd = -1;	/* .lock, while this process holds it */
static off_t held_len;		/* the holder's line */

/* The pid written on the first line of the file open on fd; 0 if none. */
static long written_pid(int fd)
{
	char buf[32];
	ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
	char *end;
	long pid;

	if (n <= 0)
		return 0;
	buf[n] = '\0';
	pid = strtol(buf, &end, 10);
	return end > buf && *end == '\n' ? pid : 0;
}

/*
 * The folder held by this process: 0.  Else -1, and *e says why:
 * JOURNAL_BUSY, e->pid the holder's, as the lock and the file both say
 * (0 if they disagree, or it cannot be told: a holder not to signal).
 */
int journal_hold(const char *folder, struct journal_error *e)
{
	char *path = join(folder, LOCK_NAME), line[32];
	int fd;
	long pid;

	e->why = 0;
	fd = open(path, O_RDWR | O_CREAT | O_NOCTTY | O_NOFOLLOW, 0600);
	if (fd == -1) {
		fail(e, path, errno);
		free(path);
		return -1;
	}
	if (!lock(fd, F_WRLCK, &pid)) {
		long w = written_pid(fd);

		fail(e, path, JOURNAL_BUSY);
		e->pid = pid > 0 && w == pid ? pid : 0;
		close(fd);
		free(path);
		return -1;
	}
	free(path);
	held_len = snprintf(line, sizeof line, "%ld\n", (long)getpid());
	if (ftruncate(fd, 0) == -1 || pwrite(fd, line, (size_t)held_len, 0) !=
	    held_len)
		held_len = 0;	/* held all the same; no takeover told */
	held_fd = fd;
	return 0;
}

/* Tell the holder of folder that this process (it names it) wants it. */
void journal_ask(const char *folder)
{
	char *path = join(folder, LOCK_NAME), line[48];
	int fd = open(path, O_WRONLY | O_APPEND | O_NOCTTY | O_NOFOLLOW);
	int n = snprintf(line, sizeof line, "taken by %ld\n", (long)getpid());

	if (fd >= 0) {
		if (write(fd, line, (size_t)n) != n) {
			/* the holder will not say why it ends */
		}
		close(fd);
	}
	free(path);
}

/* Whether another process asked for the folder held (journal_ask).
 * Async-signal-safe: a hang-up's handler asks it. */
int journal_taken(void)
{
	struct stat st;

	return held_fd >= 0 && held_len > 0 && fstat(held_fd, &st) == 0 &&
	    st.st_size > held_len;
}

/* A new journal's name in folder, and the hidden name it is made under
 * (so that no other game sees it half made). */
static void new_names(const char *folder, char **final, char **tmp)
{
	char name[64];
	time_t now = time(NULL);
	size_t k;

	name[0] = '.';
	k = strftime(name + 1, sizeof name - 1, "%Y%m%d-%H%M%S",
	    localtime(&now));
	snprintf(name + 1 + k, sizeof name - 1 - k, "-%ld" SUFFIX,
	    (long)getpid());
	*final = join(folder, name + 1);
	*tmp = join(folder, name);
}

/*
 * A new journal, its head written: in path (-j), or when path is NULL
 * in folder, made under a hidden name, locked, then renamed.
 */
struct journal *journal_create(const char *path, const char *folder,
    const char *head, struct journal_error *e)
{
	struct journal *j;
	char *tmp = NULL, *final;
	int fd;

	e->why = 0;
	if (path != NULL) {
		if ((fd = open_new(path, e)) == -1)
			return NULL;
		final = xstrdup(path);
	} else {
		new_names(folder, &final, &tmp);
		fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY, 0600);
		if (fd == -1)
			fail(e, folder, errno);
		else if (!lock(fd, F_WRLCK, &e->pid))
			fail(e, tmp, JOURNAL_BUSY);
		else if (access(final, F_OK) == 0)
			fail(e, tmp, EEXIST);	/* this process, this second */
	}
	if (fd >= 0 && (tmp == NULL || e->why == 0) &&
	    (write_head(fd, head) == -1 ||
	    (tmp != NULL && rename(tmp, final) == -1)))
		fail(e, tmp ? tmp : path, errno);
	if (fd == -1 || e->why != 0) {
		if (fd >= 0)
			close(fd);
		if (tmp != NULL && fd >= 0)
			(void)unlink(tmp);
		free(tmp);
		free(final);
		return NULL;
	}
	if (tmp != NULL) {
		sync_dir(folder);
		bound(folder, final);
	}
	free(tmp);
	j = journal_new();
	j->fd = fd;
	j->path = final;
	j->folder = path == NULL ? xstrdup(folder) : NULL;
	return j;
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

static struct entry *list_journals(const char *dir, size_t *n)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	struct entry *v = NULL;
	size_t cap = 0, sl = strlen(SUFFIX);
	struct stat st;

	*n = 0;
	if (d == NULL)
		return NULL;
	while ((de = readdir(d)) != NULL) {
		size_t k = strlen(de->d_name);
		char *p;

		if (de->d_name[0] == '.' || k <= sl ||
		    strcmp(de->d_name + k - sl, SUFFIX) != 0)
			continue;
		p = join(dir, de->d_name);
		if (stat(p, &st) == -1 || !S_ISREG(st.st_mode)) {
			free(p);
			continue;
		}
		if (*n == cap) {
			struct entry *w = xmalloc(2 * (cap + 8) * sizeof *v);

			if (*n > 0)
				memcpy(w, v, *n * sizeof *v);
			free(v);
			v = w;
			cap = 2 * (cap + 8);
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

static void free_journals(struct entry *v, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

/* Whether path still names the file open on fd. */
static int path_is_fd(const char *path, int fd)
{
	struct stat a, b;

	return stat(path, &a) == 0 && fstat(fd, &b) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/*
 * The unfinished journal last written in folder that no running game
 * holds, locked and read; NULL if there is none (e->why 0) or it cannot
 * be read.
 */
struct journal *journal_find(const char *folder, struct journal_error *e)
{
	struct journal *j = NULL;
	struct entry *v;
	size_t n, i;
	long pid;

	v = list_journals(folder, &n);
	e->why = 0;
	for (i = 0; i < n && j == NULL && e->why == 0; i++) {
		int fd;

		if ((fd = open(v[i].name, O_RDWR | O_NOCTTY)) == -1) {
			if (errno != ENOENT)	/* not finished meanwhile */
				fail(e, v[i].name, errno);
			continue;
		}
		if (!lock(fd, F_WRLCK, &pid) || !path_is_fd(v[i].name, fd)) {
			/* held by a running game, or finished meanwhile */
			close(fd);
			continue;
		}
		j = journal_new();
		j->fd = fd;
		j->path = xstrdup(v[i].name);
		j->folder = xstrdup(folder);
		if ((e->why = read_journal(j, fd)) != 0) {
			fail(e, v[i].name, e->why);
			journal_close(j);
			j = NULL;
		}
	}
	free_journals(v, n);
	return j;
}

/* Of the journals in dir, the newest keep stay, the older ones go. */
static void prune(const char *dir, size_t keep)
{
	size_t n, i;
	struct entry *v = list_journals(dir, &n);

	for (i = keep; i < n; i++)
		(void)unlink(v[i].name);
	free_journals(v, n);
}

/* Move path, a journal of folder, to its finished/, where the last
 * JOURNAL_KEEP stay; 0, or -1. */
int journal_retire(const char *folder, const char *path)
{
	char *fin = join(folder, "finished"), *to;
	const char *base = strrchr(path, '/');
	int r = -1;

	to = join(fin, base ? base + 1 : path);
	if (make_dirs(fin) == 0 && rename(path, to) == 0) {
		sync_dir(folder);
		prune(fin, JOURNAL_KEEP);
		r = 0;
	}
	free(to);
	free(fin);
	return r;
}

/*
 * A copy of the journal read (a game that has ended) in folder's
 * finished/, where the last JOURNAL_KEEP stay, named as a new journal
 * is: made under a hidden name, on disk, then renamed.  0, or -1 and *e.
 */
int journal_keep_ended(const struct journal *j, const char *folder,
    struct journal_error *e)
{
	char *fin = join(folder, "finished"), *final, *tmp;
	struct iovec iov;
	int fd, r = -1;

	e->why = 0;
	new_names(fin, &final, &tmp);
	iov.iov_base = j->buf;
	iov.iov_len = j->end;
	if (make_dirs(fin) == -1 || (fd = open(tmp, O_WRONLY | O_CREAT |
	    O_EXCL | O_NOCTTY, 0600)) == -1)
		fail(e, fin, errno);
	else {
		if (j->buf == NULL || write_sync(fd, &iov, 1) == -1 ||
		    rename(tmp, final) == -1) {
			fail(e, tmp, j->buf ? errno : EINVAL);
			(void)unlink(tmp);
		} else
			r = 0;
		close(fd);
	}
	if (r == 0) {
		sync_dir(fin);
		prune(fin, JOURNAL_KEEP);
	}
	free(tmp);
	free(final);
	free(fin);
	return r;
}

/* Of the unfinished journals in folder, the newest JOURNAL_UNFINISHED
 * stay, and those a running game holds; the others retire.  own: this
 * game's, which stays. */
static void bound(const char *folder, const char *own)
{
	size_t n, i;
	struct entry *v = list_journals(folder, &n);
	long pid;

	for (i = JOURNAL_UNFINISHED; i < n; i++) {
		int fd;

		if (strcmp(v[i].name, own) == 0 ||
		    (fd = open(v[i].name, O_RDWR | O_NOCTTY)) == -1)
			continue;
		if (lock(fd, F_WRLCK, &pid) && path_is_fd(v[i].name, fd))
			(void)journal_retire(folder, v[i].name);
		close(fd);
	}
	free_journals(v, n);
}

/* The game ended: a journal of a folder moves to its finished/ (unless
 * it is there already); closed and freed. */
void journal_finish(struct journal *j)
{
	if (j->fd >= 0)
		(void)flush_pending(j);
	if (j->folder != NULL)
		(void)journal_retire(j->folder, j->path);
	journal_close(j);
}

/* Closed (its lock goes with it) and freed. */
void journal_close(struct journal *j)
{
	if (j->fd >= 0)
		close(j->fd);
	free(j->buf);
	free(j->pend);
	free(j->path);
	free(j->folder);
	free(j);
}
