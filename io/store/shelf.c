/*
 * shelf.c: the journals of a folder, as a shelf.  Each is named by the
 * time its game began and the process, 20261123-192301-4242.journal,
 * and published whole: made under a hidden name, then renamed.  A game
 * that ends retires to the folder's finished/, where the newest stay
 * within a number of bytes in all (shelf_bound); which unfinished ones
 * stay, the host says (io/store/aside.c: the others moved out).  A game
 * takes the unfinished journal last written that no running game holds
 * (shelf_find), and claims it as it does: a write lock (fcntl) held
 * for as long as it runs.
 */
#include <sys/stat.h>
#include <sys/uio.h>

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../alloc.h"
#include "store.h"

/* Journals in a folder by name, *.journal, sorted newest first by when
 * last written (then by name), as list_journals makes them. */
struct entry {
	char *name;
	time_t mtime;
	off_t size;
};

static int by_time(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;

	if (x->mtime != y->mtime)
		return x->mtime < y->mtime ? 1 : -1;
	return -strcmp(x->name, y->name);
}

/* The journals in dir, newest first, regular files (never a symbolic
 * link, to another's); their number in *n. */
static struct entry *list_journals(const char *dir, size_t *n)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	struct entry *v = NULL;
	size_t cap = 0;
	struct stat st;

	*n = 0;
	if (d == NULL)
		return NULL;
	while ((de = readdir(d)) != NULL) {
		char *p;

		if (!store_is_journal(de->d_name))
			continue;
		p = store_join(dir, de->d_name);
		if (lstat(p, &st) == -1 || !S_ISREG(st.st_mode)) {
			free(p);
			continue;
		}
		if (*n == cap) {
			cap = 2 * (cap + 8);
			v = xrealloc(v, cap * sizeof *v);
		}
		v[*n].name = p;
		v[*n].mtime = st.st_mtime;
		v[*n].size = st.st_size;
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

/*
 * The journal at path claimed by this game: opened to read and write,
 * write-locked, and named so still once locked (not retired meanwhile).
 * 1, its descriptor in *fd; 0 if a running game holds it or it is gone;
 * -1 and errno if it cannot be opened.
 */
static int claim(const char *path, int *fd)
{
	struct stat st;
	long pid;

	if ((*fd = open(path, O_RDWR | O_NOCTTY | O_NOFOLLOW)) == -1)
		return errno == ENOENT || errno == ELOOP ? 0 : -1;
	if (store_lock(*fd, F_WRLCK, &pid) && fstat(*fd, &st) == 0 &&
	    store_same_file(path, &st))
		return 1;
	close(*fd);
	return 0;
}

/*
 * The unfinished journal last written in folder that no running game
 * holds, claimed and read; NULL if there is none (e->why 0) or it cannot
 * be read.
 */
struct journal *shelf_find(const char *folder, struct journal_error *e)
{
	struct journal *j = NULL;
	struct entry *v;
	size_t n, i;
	int fd;

	v = list_journals(folder, &n);
	e->why = 0;
	for (i = 0; i < n && j == NULL && e->why == 0; i++) {
		int r = claim(v[i].name, &fd);

		if (r == -1)
			store_fail(e, v[i].name, errno);
		else if (r == 1)
			j = journal_claimed(fd, v[i].name, folder, e);
	}
	free_journals(v, n);
	return j;
}

/*
 * The journal at path, of folder, claimed and read (shelf_find's
 * way); NULL and *e if it cannot be, JOURNAL_BUSY if a running game
 * holds it.
 */
struct journal *shelf_take(const char *folder, const char *path,
    struct journal_error *e)
{
	int fd, r = claim(path, &fd);

	e->why = 0;
	if (r == 1)
		return journal_claimed(fd, path, folder, e);
	return store_fail(e, path, r == 0 ? JOURNAL_BUSY : errno);
}

/* A journal claimed that holds no game worth keeping: removed from its
 * folder, closed and freed. */
void shelf_drop(struct journal *j)
{
	(void)unlink(journal_path(j));
	journal_close(j);
}

/* The paths of the unfinished journals in folder, newest first, with
 * when each was last written; their number in *n (shelf_list_free). */
struct shelf_entry *shelf_list(const char *folder, size_t *n)
{
	struct entry *v = list_journals(folder, n);
	struct shelf_entry *l = xrealloc(NULL, (*n + 1) * sizeof *l);
	size_t i;

	for (i = 0; i < *n; i++) {
		l[i].path = v[i].name;
		l[i].mtime = v[i].mtime;
	}
	free(v);
	return l;
}

void shelf_list_free(struct shelf_entry *l, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(l[i].path);
	free(l);
}

/* The process that made the hidden journal name (.DATE-TIME-PID.journal,
 * new_names), or 0 if name is none. */
static long hidden_pid(const char *name)
{
	size_t k = strlen(name), sl = strlen(SUFFIX);
	const char *dash;
	long pid;

	if (name[0] != '.' || k <= sl + 1 ||
	    strcmp(name + k - sl, SUFFIX) != 0 ||
	    (dash = strrchr(name, '-')) == NULL ||
	    sscanf(dash + 1, "%ld", &pid) != 1 || pid <= 0)
		return 0;
	return pid;
}

/*
 * Of the hidden journals in dir (a journal on its way, shelf_publish),
 * those that no running process makes, left by one that died as it
 * made them (kill -9): removed, if sweep; their bytes, all told, if
 * not, and of those still made too.
 */
static unsigned long long hidden(const char *dir, int sweep)
{
	DIR *d = opendir(dir);
	struct dirent *de;
	unsigned long long all = 0;
	while (d != NULL && (de = readdir(d)) != NULL) {
		long pid = hidden_pid(de->d_name), holder;
		struct stat st;
		char *p;
		int fd;

		if (pid == 0)
			continue;
		p = store_join(dir, de->d_name);
		if (lstat(p, &st) == 0 && S_ISREG(st.st_mode))
			all += (unsigned long long)st.st_size;
		if (sweep && (kill((pid_t)pid, 0) == -1 && errno == ESRCH) &&
		    (fd = open(p, O_RDWR | O_NOCTTY | O_NOFOLLOW)) >= 0) {
			if (store_lock(fd, F_WRLCK, &holder))
				(void)unlink(p);
			close(fd);
		}
		free(p);
	}
	if (d != NULL)
		closedir(d);
	return all;
}

/* The hidden journals of a folder and of its finished/ that their
 * makers left as they died, removed (hidden): a game that holds the
 * folder, at its start. */
void shelf_sweep(const char *folder)
{
	char *fin = store_join(folder, FINISHED);

	(void)hidden(folder, 1);
	(void)hidden(fin, 1);
	free(fin);
}

/* The bytes of the unfinished journals in folder, all told, and of the
 * hidden ones a game that died left (until swept: shelf_sweep). */
unsigned long long shelf_bytes(const char *folder)
{
	unsigned long long all = hidden(folder, 0);
	size_t n, i;
	struct entry *v = list_journals(folder, &n);

	for (i = 0; i < n; i++)
		all += (unsigned long long)v[i].size;
	free_journals(v, n);
	return all;
}

/* The bytes the finished journals of a folder are kept within (as
 * shelf_bound sets them): one process, one player's folder. */
static unsigned long long finished_bytes = JOURNAL_FINISHED_BYTES;

/* The finished journals kept within bytes in all from now on (0: the
 * default, JOURNAL_FINISHED_BYTES). */
void shelf_bound(unsigned long long bytes)
{
	finished_bytes = bytes > 0 ? bytes : JOURNAL_FINISHED_BYTES;
}

/* Of the finished journals in dir, the newest stay while they fit in
 * finished_bytes, the newest always; from the first that does not fit,
 * every older one goes, the oldest first gone so. */
void shelf_prune(const char *dir)
{
	size_t n, i;
	struct entry *v = list_journals(dir, &n);
	unsigned long long all = 0;

	for (i = 0; i < n; i++) {
		all += (unsigned long long)v[i].size;
		if (i > 0 && all > finished_bytes)
			break;
	}
	for (; i < n; i++)
		(void)unlink(v[i].name);
	free_journals(v, n);
}

/* The file name of a journal's path, after its last '/'. */
static const char *file_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

/* Move path, a journal of folder, to its finished/, where the newest
 * stay within their bytes (prune); 0, or -1. */
int shelf_retire(const char *folder, const char *path)
{
	char *fin = store_join(folder, FINISHED), *to;
	int r = -1;

	to = store_join(fin, file_name(path));
	if (store_mkdir(fin, 1) == 0 && rename(path, to) == 0) {
		store_sync(folder);
		shelf_prune(fin);
		r = 0;
	}
	free(to);
	free(fin);
	return r;
}

/* A new file's name in dir, and the hidden name it is made under. */
static void new_names(const char *dir, char **final, char **tmp)
{
	char name[64];
	time_t now = time(NULL);
	size_t k;

	name[0] = '.';
	k = strftime(name + 1, sizeof name - 1, "%Y%m%d-%H%M%S",
	    localtime(&now));
	snprintf(name + 1 + k, sizeof name - 1 - k, "-%ld" SUFFIX,
	    (long)getpid());
	*final = store_join(dir, name + 1);
	*tmp = store_join(dir, name);
}

/* When the game of the journal at path began, as its name tells
 * (new_names: the local time); -1 if it does not. */
time_t shelf_began(const char *path)
{
	struct tm tm;

	memset(&tm, 0, sizeof tm);
	if (sscanf(file_name(path), "%4d%2d%2d-%2d%2d%2d", &tm.tm_year,
	    &tm.tm_mon, &tm.tm_mday, &tm.tm_hour, &tm.tm_min,
	    &tm.tm_sec) != 6)
		return (time_t)-1;
	tm.tm_year -= 1900;
	tm.tm_mon--;
	tm.tm_isdst = -1;
	return mktime(&tm);
}

/* The short name of the journal at path, in buf: its name (new_names)
 * without the date before the first '-', nor SUFFIX. */
const char *shelf_short(const char *path, char *buf, size_t len)
{
	const char *b = file_name(path), *dash = strchr(b, '-');
	size_t n, sl = strlen(SUFFIX);

	snprintf(buf, len, "%s", dash != NULL ? dash + 1 : b);
	n = strlen(buf);
	if (n > sl && strcmp(buf + n - sl, SUFFIX) == 0)
		buf[n - sl] = '\0';
	return buf;
}

/*
 * A new file published on a shelf of folder (its unfinished journals,
 * or its finished/, made if missing), whole: made under a hidden name
 * (no other game sees it half made), locked, iov's n parts written and
 * on disk, renamed to its name, the folder synced; then the shelf
 * bounded or pruned.  Its descriptor, still locked, and its name in
 * *name; or -1 and *e, nothing left of it.
 */
int shelf_publish(const char *folder, enum shelf which, struct iovec *iov,
    int n, char **name, struct journal_error *e)
{
	char *dir = which == SHELF_FINISHED ? store_join(folder, FINISHED) :
	    store_dup(folder), *tmp;
	sigset_t block, was;
	int fd = -1;

	e->why = 0;
	/* a hang-up, a kill or ^C waits till the hidden file is named or
	 * gone: none outlives this process but by kill -9 (shelf_sweep) */
	sigemptyset(&block);
	sigaddset(&block, SIGHUP);
	sigaddset(&block, SIGTERM);
	sigaddset(&block, SIGINT);
	sigaddset(&block, SIGQUIT);
	(void)sigprocmask(SIG_BLOCK, &block, &was);
	new_names(dir, name, &tmp);
	if ((which == SHELF_FINISHED && store_mkdir(dir, 1) == -1) ||
	    (fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY,
	    0600)) == -1)
		store_fail(e, dir, errno);
	else if (!store_lock(fd, F_WRLCK, &e->pid))
		store_fail(e, tmp, JOURNAL_BUSY);
	else if (access(*name, F_OK) == 0)
		store_fail(e, tmp, EEXIST);	/* this process, this second */
	else if (store_write(fd, iov, n) == -1 || rename(tmp, *name) == -1)
		store_fail(e, tmp, errno);
	if (e->why != 0 && fd >= 0) {
		close(fd);
		(void)unlink(tmp);
	}
	(void)sigprocmask(SIG_SETMASK, &was, NULL);
	if (e->why == 0) {
		store_sync(dir);
		if (which == SHELF_FINISHED)
			shelf_prune(dir);
	} else {
		free(*name);
		*name = NULL;
		fd = -1;
	}
	free(tmp);
	free(dir);
	return fd;
}

/*
 * A copy of the journal read (a game that has ended) in folder's
 * finished/, where the newest stay within their bytes, published as a
 * new journal is.  0, or -1 and *e.
 */
int shelf_ended(const struct journal *j, const char *folder,
    struct journal_error *e)
{
	struct iovec iov;
	const char *text = journal_text(j, &iov.iov_len);
	char *name;
	int fd;

	if (text == NULL) {
		store_fail(e, folder, EINVAL);
		return -1;
	}
	iov.iov_base = (void *)(uintptr_t)text;
	if ((fd = shelf_publish(folder, SHELF_FINISHED, &iov, 1, &name,
	    e)) == -1)
		return -1;
	close(fd);
	free(name);
	return 0;
}
