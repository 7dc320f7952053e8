/*
 * follow.c: a file read as it grows, as tail -f reads one, and never
 * written nor locked, so that its writer never waits for its readers.
 * What it holds now is read whole, up to its last whole line; what comes
 * after is handed on by a child process, whole lines as they come, down
 * a pipe the caller reads as a stream.  The child waits for the file to
 * grow by inotify where there is one (Linux), told of one write, then
 * taking those of the next FOLLOW_BATCH_MS with it, else looks every
 * FOLLOW_POLL_MS; it stops, and the stream ends, when the reader goes,
 * when standard output's reader goes, or, input being a terminal (put in
 * a mode of single keys, unechoed, until the program ends), at q, ^C or
 * ^D.  Given the file's folder, it also asks every FOLLOW_LOOK_MS who
 * holds the folder (io/store/live.c, no lock taken), and stops when no process
 * has for the grace given, or when its holder holds another file: the
 * caller learns which (follow_why), after every line written before.
 */
#include <sys/stat.h>
#include <sys/types.h>
#ifdef __linux__
#include <sys/inotify.h>
#endif

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "../io/alloc.h"
#include "../io/atomicio.h"
#include "../io/store/live.h"
#include "follow.h"
#include "../io/tty/key.h"
#include "../io/now.h"

#define FOLLOW_POLL_MS	200	/* a look at the file, without inotify */
#define FOLLOW_LOOK_MS	1000	/* a look at the folder's holder */
#define FOLLOW_BATCH_MS	100	/* the writes to the file taken together */

/* What the follower looks at: the file, and the folder's holder. */
struct follower {
	const char *path;
	int note;		/* inotify's descriptor, or -1 */
	const char *folder;	/* NULL: not asked */
	long grace;		/* ms with no holder before it stops */
	long held;		/* when last held, ms */
	long looked;		/* when last asked, ms */
};

static pid_t child = -1;	/* the follower, while it runs */
static struct termios keys_found;	/* the terminal as found */
static int keys_set;		/* ... and put in the mode of keys */

/* Returns the bytes of buf up to its last newline, 0 if it has none. */
static size_t whole(const char *buf, size_t len)
{
	while (len > 0 && buf[len - 1] != '\n')
		len--;
	return len;
}

/* Reads the file open on fd as it is now and returns it up to its last
 * whole line, in memory the caller frees, its bytes in *len; returns NULL
 * and *err if it cannot be read. */
static char *read_whole(int fd, size_t *len, int *err)
{
	char *buf = NULL;
	size_t cap = 0;

	*len = 0;
	if ((*err = atomicio_rest(fd, 0, &buf, len, &cap)) != 0) {
		free(buf);
		return NULL;
	}
	*len = whole(buf, *len);
	return buf != NULL ? buf : xrealloc(NULL, 1);
}

/* Returns the whole lines of the file at path as it is now (read, never
 * locked), in memory the caller frees, their bytes in *len; returns NULL
 * and *err (an errno value) if it cannot be read. */
char *follow_read(const char *path, size_t *len, int *err)
{
	int fd = open(path, O_RDONLY | O_NOCTTY | O_NOFOLLOW | O_NONBLOCK);
	char *text;

	if (fd == -1) {
		*err = errno;
		return NULL;
	}
	text = read_whole(fd, len, err);
	close(fd);
	return text;
}

/* Writes the whole lines fd holds from *off on to out and moves *off
 * past them; a last line cut short is read again next time.  Returns 0,
 * or -1 when out's reader has gone. */
static int hand_on(int fd, off_t *off, int out)
{
	static char *buf;
	static size_t cap;
	size_t len = 0, n;
	struct stat st;

	if (fstat(fd, &st) == 0 && st.st_size < *off)
		*off = st.st_size;	/* a line cut short, cut off */
	if (atomicio_rest(fd, *off, &buf, &len, &cap) != 0)
		return 0;
	n = whole(buf, len);
	if (n > 0 && atomicio_write(out, buf, n) < n)
		return -1;
	*off += (off_t)n;
	return 0;
}

/* Reads a key from the terminal on fd and returns whether it is one
 * that stops: q, ^C, ^D, or the terminal's end. */
static int stop_key(int fd)
{
	char c;
	ssize_t r = read(fd, &c, 1);

	if (r < 0)
		return errno != EINTR && errno != EAGAIN;
	return r == 0 || c == 'q' || c == 'Q' || c == 3 || c == 4;
}

/* Asks, once in FOLLOW_LOOK_MS, whether the holder of h's folder says to
 * stop following fd, and returns FOLLOW_OTHER, FOLLOW_UNHELD, or -1 to
 * go on. */
static int look(struct follower *h, int fd)
{
	long now = now_ms();
	struct stat st;

	if (h->folder == NULL || now - h->looked < FOLLOW_LOOK_MS ||
	    fstat(fd, &st) != 0)
		return -1;
	h->looked = now;
	switch (live_holder(h->folder, &st)) {
	case LIVE_OTHER:
		return FOLLOW_OTHER;
	case LIVE_NONE:
		return now - h->held >= h->grace ? FOLLOW_UNHELD : -1;
	}
	h->held = now;
	return -1;
}

/* Asks inotify to tell of the file's next write, once (the writes after
 * it cost its writer nothing until this is asked again), and returns 0,
 * or -1 where there is no inotify. */
static int note_arm(const struct follower *h)
{
#ifdef __linux__
	return h->note >= 0 && inotify_add_watch(h->note, h->path,
	    IN_MODIFY | IN_ONESHOT) >= 0 ? 0 : -1;
#else
	(void)h;
	return -1;
#endif
}

/* Hands fd's lines from off on down out, in the child, until a poll or
 * the folder's holder (h) says to stop, and returns why it stopped; keys
 * is the terminal's descriptor, or -1.  A write wakes it (h->note), and
 * those of the next FOLLOW_BATCH_MS are handed on with it. */
static int follow_loop(int fd, off_t off, int out, int keys,
    struct follower *h)
{
	struct pollfd p[4];
	int i, wait = h->note >= 0 ? FOLLOW_LOOK_MS : FOLLOW_POLL_MS;
	struct timespec batch = { 0, FOLLOW_BATCH_MS * 1000000L };
	char drain[4096];

	p[0].fd = out;
	p[1].fd = h->note;
	p[2].fd = keys;
	p[3].fd = isatty(STDOUT_FILENO) ? -1 : STDOUT_FILENO;
	for (i = 0; i < 4; i++)
		p[i].events = i == 1 || i == 2 ? POLLIN : 0;
	h->held = h->looked = now_ms();
	for (;;) {
		int n, why = look(h, fd);	/* then the lines before */

		if (hand_on(fd, &off, out) == -1)
			return FOLLOW_ENDED;
		if (why != -1)
			return why;
		if ((n = poll(p, 4, wait)) < 0 && errno != EINTR)
			return FOLLOW_ENDED;
		if (n <= 0)
			continue;
		if (p[0].revents || p[3].revents ||
		    (p[2].revents && stop_key(keys)))
			return FOLLOW_ENDED;
		if (p[1].revents) {
			nanosleep(&batch, NULL);
			if (read(h->note, drain, sizeof drain) < 0 &&
			    errno != EAGAIN && errno != EINTR)
				return FOLLOW_ENDED;
			(void)note_arm(h);	/* then the lines since */
		}
	}
}

/* Returns an inotify descriptor that tells of a write to path
 * (note_arm), or -1 where there is none. */
static int note_open(const char *path)
{
#ifdef __linux__
	struct follower h = { NULL, -1, NULL, 0, 0, 0 };

	h.path = path;
	h.note = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
	if (h.note >= 0 && note_arm(&h) == -1) {
		close(h.note);
		h.note = -1;
	}
	return h.note;
#else
	(void)path;
	return -1;
#endif
}

/* Stops the follower and puts the terminal back as found, at the
 * program's end.  Async-signal-safe (kill, tcsetattr): an end from
 * outside, the idle limit's, calls it too (follow_stop). */
static void follow_end(void)
{
	if (child > 0)
		(void)kill(child, SIGTERM);
	child = -1;
	if (keys_set)
		(void)tcsetattr(STDIN_FILENO, TCSANOW, &keys_found);
	keys_set = 0;
}

/* Stops the follower and puts the terminal back as found, as the idle
 * limit ends the program (io/tty/signal.c's signals_tell: in the main
 * flow, once the alarm's handler has said its line). */
void follow_stop(const char *line)
{
	(void)line;
	follow_end();
}

/* Puts the terminal on standard input in the mode of single keys,
 * unechoed, ^C a key, and returns 1 if it is a terminal and could be. */
static int keys_open(void)
{
	if (!isatty(STDIN_FILENO) || !key_mode(STDIN_FILENO, &keys_found, 0))
		return 0;
	keys_set = 1;
	return 1;
}

/*
 * Stops the follower, if it still runs, and returns why it stopped: a
 * FOLLOW_ value, its own reason once its stream has ended.
 */
int follow_why(void)
{
	int st = 0;

	if (child <= 0)
		return FOLLOW_ENDED;
	(void)kill(child, SIGTERM);	/* if it has not ended */
	while (waitpid(child, &st, 0) == -1 && errno == EINTR)
		;
	child = -1;
	return WIFEXITED(st) ? WEXITSTATUS(st) : FOLLOW_ENDED;
}

/*
 * Follows the file at path: stores what it holds now, its whole lines,
 * in *text (allocated) and *len, and returns a stream of every whole
 * line written to it after them, as they come, which ends when the
 * follower stops: with folder not NULL, also once no process has held
 * folder for grace_ms, or its holder holds another file
 * (io/store/live.c).  Returns NULL and *err (an errno value) if it
 * cannot be followed.
 */
FILE *follow_open(const char *path, const char *folder, long grace_ms,
    char **text, size_t *len, int *err)
{
	int fd = open(path, O_RDONLY | O_NOCTTY | O_NOFOLLOW | O_NONBLOCK);
	int p[2], note = -1, keys;
	struct follower h = { NULL, -1, NULL, 0, 0, 0 };
	FILE *f;

	if (fd == -1 || (*text = read_whole(fd, len, err)) == NULL ||
	    pipe(p) == -1) {
		*err = fd == -1 || *err == 0 ? errno : *err;
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	note = note_open(path);
	keys = keys_open();
	(void)atexit(follow_end);
	if ((child = fork()) == 0) {
		close(p[0]);
		signal(SIGPIPE, SIG_DFL);
		h.path = path;
		h.note = note;
		h.folder = folder;
		h.grace = grace_ms;
		_exit(follow_loop(fd, (off_t)*len, p[1],
		    keys ? STDIN_FILENO : -1, &h));
	}
	*err = errno;
	close(p[1]);
	close(fd);
	if (note >= 0)
		close(note);
	if (child == -1 || (f = fdopen(p[0], "r")) == NULL) {
		close(p[0]);
		follow_end();
		return NULL;
	}
	return f;
}
