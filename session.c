/*
 * session.c: the journal of a session as the player meets it.
 *
 * -r FILE resumes the game kept in FILE: its lines are replayed as the
 * player's (tty_replay), then the player reads on, the lines going on in
 * FILE at a terminal, in -j's file if given, else nowhere.  At a
 * terminal, without -n, -s, -m, -e or -j, the unfinished game last
 * played goes on, from the state folder.  Else a new game is kept in
 * -j's file, or at a terminal in the state folder.  Every sentence said
 * about a journal is said here, as every line wizcastle itself writes:
 * within 64 columns (fitted), every name from outside shown (shown).
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include <signal.h>
#include <time.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "session.h"
#include "wizcastle.h"

/* s shown in buf (cols + 4 bytes): at most cols columns, "..." after it
 * if it is cut. */
static const char *vis(const char *s, char *buf, size_t cols)
{
	size_t i, n = 0;

	for (i = 0; s[i] != '\0'; i++) {
		unsigned char c = (unsigned char)s[i];
		int plain = c >= ' ' && c <= '~' && c != '\\';

		if (n + (plain ? 1 : 4) > cols)
			break;
		if (plain)
			buf[n++] = (char)c;
		else
			n += (size_t)sprintf(buf + n, "\\%03o", c);
	}
	if (s[i] != '\0')
		n += (size_t)sprintf(buf + n, "...");
	buf[n] = '\0';
	return buf;
}

/*
 * A name from outside (an argument, a file, a folder, an environment
 * variable's value) as a message may show it: printable ASCII as it is,
 * any other byte, and the backslash, as \ooo (as vis(1) has it), and at
 * most SHOWN_COLS columns of that, "..." after a name cut, so that no
 * escape sequence or control byte from outside reaches the terminal
 * and the name leaves room on a line of 64.  Four texts last, each
 * until the fourth call after it.
 */
#define SHOWN_COLS 40
const char *shown(const char *s)
{
	static char bufs[4][SHOWN_COLS + 4];
	static int next;

	next = (next + 1) % 4;
	return vis(s, bufs[next], SHOWN_COLS);
}

/* A blank in a message's words where no line may break: a command. */
#define NB "\001"

/* A line of text in buf made lines of 64 columns at most: a blank
 * where a line would grow wider becomes a newline, the last after a
 * mark (:;,) if there is one, else the last (a word wider than 64
 * columns stays whole); an NB is a blank. */
static void fit(char *buf)
{
	char *p, *start = buf, *blank = NULL, *mark = NULL;

	for (p = buf; *p != '\0'; p++) {
		if (*p == '\n') {
			start = p + 1;
			blank = mark = NULL;
			continue;
		}
		if (*p == NB[0])
			*p = ' ';
		else if (*p == ' ' && p > start && strchr(":;,", p[-1]))
			blank = mark = p;
		else if (*p == ' ')
			blank = p;
		if (p - start >= 64 && blank != NULL) {
			p = mark != NULL ? mark : blank;
			*p = '\n';
			start = p + 1;
			blank = mark = NULL;
		}
	}
}

/* "wizcastle: " and the words of fmt, fitted to 64 columns, into buf. */
static void vfitted(char *buf, size_t len, const char *fmt, va_list ap)
{
	int n = snprintf(buf, len, "wizcastle: ");

	vsnprintf(buf + n, len - (size_t)n, fmt, ap);
	fit(buf);
}

/* A line of wizcastle's own on standard error, fitted to 64 columns. */
void complain(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vfitted(buf, sizeof buf, fmt, ap);
	va_end(ap);
	fprintf(stderr, "%s\n", buf);
}

/* "s" after a count other than one. */
static const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

/* The storage's names: the state folder's, the folder of players'
 * folders in it, and the first line of every journal. */
static const struct journal_names names = {
	"wizcastle", "players", "wizcastle journal 1"
};

/* The edition a journal names by no word: Power's, as in the journals
 * of wizcastle before -e. */
#define EDITION_UNNAMED "power"

/* What is wrong with a journal, in words. */
static const char *why(const struct journal_error *e)
{
	static char busy[64];

	switch (e->why) {
	case JOURNAL_BUSY:
		snprintf(busy, sizeof busy, "in use by a running game "
		    "(pid %ld)", e->pid);
		return busy;
	case JOURNAL_EMPTY:
		return "empty, not a wizcastle journal";
	case JOURNAL_FOREIGN:
		return "not a wizcastle journal";
	case JOURNAL_VERSION:
		return "a journal of another version";
	case JOURNAL_NOHOME:
		return "no home folder";
	case JOURNAL_OPEN:
	case JOURNAL_OWNER: {
		static const char *const folder[] = {
			"the state folder", "players/", "the player's folder"
		};
		static char buf[64];

		snprintf(buf, sizeof buf, e->why == JOURNAL_OPEN ?
		    "others can write %s" : "%s is not this user's",
		    folder[e->folder]);
		return buf;
	}
	default:
		return strerror(e->why);
	}
}

/* A journal that cannot be resumed: one line, status 1, the file as it
 * was. */
static void refuse(const char *path, const char *what)
{
	complain("%s: %s", shown(path), what);
	exit(1);
}

/*
 * A line for the player: said before the next question, after the
 * screen before it, so that no clear of the screen takes it away
 * (tty_note); before the teletype is there, kept for it.
 */
static void say_line(struct session *s, const char *line)
{
	size_t n = strlen(s->said);

	if (s->tty != NULL)
		tty_note(s->tty, line);
	else
		snprintf(s->said + n, sizeof s->said - n, "%s%s",
		    n > 0 ? "\n" : "", line);
}

/* say_line: "wizcastle: " and the words of fmt, fitted to 64 columns. */
static void say(struct session *s, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vfitted(buf, sizeof buf, fmt, ap);
	va_end(ap);
	say_line(s, buf);
}

/*
 * The journal cannot be written: one warning naming the file or the
 * folder, and the game goes on.  Where the state folder cannot be made
 * or written in (home: "cannot make ", "cannot write in "), the
 * player's way out after it, but for a player of -u, who has none.
 */
static void warn_unkept(struct session *s, const struct journal_error *e,
    const char *home)
{
	if (e->why == JOURNAL_NOHOME)
		say(s, "game not kept: no home folder for its journal");
	else
		say(s, "game not kept: %s%s: %s", home ? home : "",
		    shown(e->path), why(e));
	if (home != NULL && s->player == NULL)
		say(s, "to keep it: XDG_STATE_HOME=FOLDER, or -j FILE");
	signals_note(NULL);
}

/* Lines not on disk yet (a full disk): said once, until they are. */
static void say_waiting(struct session *s, const struct journal_error *e)
{
	if (s->waiting++)
		return;
	if (e->why == ENOSPC || e->why == EDQUOT)
		say(s, "disk full; the game is not kept until space returns");
	else
		say(s, "the game is not kept for now: %s", why(e));
}

/*
 * Where the game is kept and how to go on with it, for ^C and ^D, in a
 * line of 64 columns, true for the way the game began: the path only
 * for a journal outside the state folder, with the option that named
 * it (-j, or -r); in the state folder, wizcastle alone, or with -u,
 * finds it (not with -n, which a guest's ForceCommand may give).  The
 * path shown whole, escaped; the command on a line of its own if the
 * words and it are longer.
 */
static const char *kept_note(const struct session *s, char *buf, size_t len)
{
	char p[4096 + 4];
	const char *go = s->player != NULL ? "-u " : s->by_j ? "-j " : "-r ";
	const char *arg = s->player != NULL ? s->player :
	    vis(journal_path(s->jn), p, sizeof p - 4);

	if (s->folder != NULL && s->player == NULL)
		snprintf(buf, len, "wizcastle: the game is kept; %s",
		    s->fresh ? "wizcastle with no option goes on" :
		    "wizcastle goes on with it");
	else if (strlen(arg) <= 64 - strlen("wizcastle: the game is kept; "
	    "wizcastle -r  goes on"))
		snprintf(buf, len, "wizcastle: the game is kept; "
		    "wizcastle %s%s goes on", go, arg);
	else
		snprintf(buf, len, "wizcastle: the game is kept; to go on:\n"
		    "wizcastle %s%s", go, arg);
	return buf;
}

/* ^C's note: where the game is kept, or nothing if it is not. */
static void set_note(const struct session *s)
{
	char buf[SIGNALS_NOTE];

	signals_note(journal_kept(s->jn) ? kept_note(s, buf, sizeof buf) :
	    NULL);
}

/* The seed line's number: digits, a minus sign before them, or "none"
 * (SEED_NONE, an edition's listing with no RANDOMIZE); 0 if it is none
 * of these. */
static int read_seed(const char *l, size_t n, long *seed)
{
	char *end;

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

/* The machine line: the machine's name, then, after a blank, the
 * edition's (none: Power's, as in the journals of wizcastle before -e).
 * 0 if it is not so. */
static int read_machine(struct session *s, const char *l, size_t n)
{
	static const char name[] = "abcdefghijklmnopqrstuvwxyz0123456789";
	size_t m;

	if (n < 9 || memcmp(l, "machine ", 8) != 0 ||
	    (m = strspn(l + 8, name)) == 0 || m >= sizeof s->machine)
		return 0;
	memcpy(s->machine, l + 8, m);
	s->machine[m] = '\0';
	strcpy(s->edition, EDITION_UNNAMED);
	if (8 + m == n)
		return 1;
	l += 9 + m;
	n -= 9 + m;
	if (l[-1] != ' ' || n == 0 || n >= sizeof s->edition ||
	    strspn(l, name) != n)
		return 0;
	memcpy(s->edition, l, n);
	s->edition[n] = '\0';
	return 1;
}

/* The head of the journal opened: its seed, machine and edition, which
 * this wizcastle must have, the seed in the edition's range.  NULL, or
 * what is wrong with it. */
static const char *read_head(struct session *s)
{
	static char what[128];
	const struct edition *e;
	const char *l;
	size_t n;

	l = journal_head(s->jn, 0, &n);
	if (l == NULL || memcmp(l, "seed ", 5) != 0 ||
	    !read_seed(l, n, &s->seed))
		return "no seed on its second line";
	l = journal_head(s->jn, 1, &n);
	if (l == NULL || !read_machine(s, l, n))
		return "no machine on its third line";
	if (machine_find(s->machine) == NULL)
		return "a machine this wizcastle has not";
	if ((e = edition_find(s->edition)) == NULL)
		return "an edition this wizcastle has not";
	if (!edition_runs_on(e, machine_find(s->machine))) {
		snprintf(what, sizeof what, "the %s edition, which never ran "
		    "on %s", e->name, s->machine);
		return what;
	}
	if (s->seed == SEED_NONE && e->seeds != SEEDS_BY_RANDOMIZE) {
		snprintf(what, sizeof what, "seed none, where the %s edition "
		    "needs a number", e->name);
		return what;
	}
	if (s->seed != SEED_NONE && (s->seed < e->seed_min ||
	    s->seed > e->seed_max)) {
		snprintf(what, sizeof what, "seed %ld, out of the %s edition's "
		    "%ld to %ld", s->seed, e->name, e->seed_min, e->seed_max);
		return what;
	}
	return NULL;
}

/* The head of the journal opened from path, or path refused. */
static void check_head(struct session *s, const char *path)
{
	const char *what = read_head(s);

	if (what != NULL)
		refuse(path, what);
}

/* The last name of path: a journal of the state folder as the player
 * finds it there. */
static const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

/* The takeover's times: after SIGHUP, how long the game hung up has
 * to go before SIGKILL; how long a login waits for the folder at most
 * (two logins racing: the later takes it from the earlier); and the
 * step of the wait, in milliseconds. */
#define HANGUP_MS	3000
#define TAKEOVER_MS	8000
#define STEP_MS		10

/* Milliseconds from a fixed point, on the monotonic clock. */
static long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/*
 * One game per player at a time: the folder held by this game, its
 * journals this game's alone.  The game that holds it (the same player
 * at another login, the line dropped or not) is told, hung up (SIGHUP:
 * its answers are on disk) and, if still there after HANGUP_MS, killed;
 * its game then goes on here.  1, or 0 with *e if the folder cannot be
 * had within TAKEOVER_MS.
 */
static int take_folder(struct session *s, struct journal_error *e)
{
	long start = now_ms(), hung = 0, pid = 0;
	int killed = 0;
	struct timespec step = { 0, STEP_MS * 1000000L };

	while (journal_hold(s->folder, e) == -1) {
		if (e->why != JOURNAL_BUSY || now_ms() - start > TAKEOVER_MS)
			return 0;
		if (e->pid > 0 && e->pid != pid) {
			pid = e->pid;
			journal_ask(s->folder);
			(void)kill((pid_t)pid, SIGHUP);
			(void)kill((pid_t)pid, SIGCONT);	/* if stopped */
			hung = now_ms();
			killed = 0;
		} else if (pid > 0 && !killed && now_ms() - hung > HANGUP_MS) {
			(void)kill((pid_t)pid, SIGKILL);
			killed = 1;
		}
		nanosleep(&step, NULL);
	}
	if (pid > 0)
		say(s, "your game at another login was hung up");
	signals_hangup(journal_taken, "wizcastle: your game went on at another "
	    "login\n");
	return 1;
}

/* The folder held, once: 1, or 0 with a warning, once (the game goes
 * on, unkept). */
static int hold_folder(struct session *s)
{
	struct journal_error e;

	if (s->hold == 0) {
		s->hold = take_folder(s, &e) ? 1 : -1;
		if (s->hold == -1)
			warn_unkept(s, &e, NULL);
	}
	return s->hold == 1;
}

/* A journal of the state folder that cannot be resumed: set aside in
 * finished/, with a word; if it cannot be moved, refused. */
static void set_aside(struct session *s, const char *path,
    const char *what)
{
	if (journal_retire(s->folder, path) == -1)
		refuse(path, what);
	say(s, "%s: %s; set aside in finished/", shown(base_name(path)),
	    what);
}

/* Whether paths a and b name the same file. */
static int same_path(const char *a, const char *b)
{
	struct stat y;

	return strcmp(a, b) == 0 || (stat(b, &y) == 0 &&
	    journal_same_file(a, &y));
}

/* A journal is a regular file: anything else there (a FIFO, which
 * would block, a device, a folder) is refused, and left as it is. */
static void only_regular(const char *path)
{
	struct stat st;

	if (stat(path, &st) == 0 && !S_ISREG(st.st_mode))
		refuse(path, "not a regular file, as a journal is");
}

/*
 * -r path: the game kept in path, its lines then going on in keep: NULL
 * for nowhere, path itself, or another file, which gets the lines
 * replayed first.  Exits with a word if path cannot be resumed.
 */
static void session_resume(struct session *s, const char *path,
    const char *keep)
{
	struct journal_error e;
	int same = keep != NULL && same_path(keep, path);

	only_regular(path);
	if (keep != NULL)
		only_regular(keep);
	if ((s->jn = journal_open(path, same, &e)) == NULL)
		refuse(path, why(&e));
	s->copy = same ? NULL : keep;
	s->resumed = path;
	check_head(s, path);
}

/*
 * -j path: the journal there, if there is one, opened to go on in it,
 * its head read; 0 if there is none (no file, an empty one, or one a
 * running game holds: a new game then).  Exits with a word if path
 * holds anything else, the file as it was.
 */
static int session_open(struct session *s, const char *path)
{
	struct journal_error e;
	struct stat st;

	only_regular(path);
	if (stat(path, &st) == -1 || st.st_size == 0)
		return 0;
	if ((s->jn = journal_open(path, 1, &e)) == NULL) {
		if (e.why == JOURNAL_BUSY)
			return 0;
		refuse(path, why(&e));
	}
	s->resumed = path;
	check_head(s, path);
	return 1;
}

/* The journal opened is not to be resumed: closed as it is, or (finish)
 * finished, its game over. */
static void session_drop(struct session *s, int finish)
{
	if (finish)
		journal_finish(s->jn);
	else
		journal_close(s->jn);
	s->jn = NULL;
	s->resumed = s->copy = NULL;
	free(s->folder);
	s->folder = NULL;
}

/* -j with -n, -s, -m or -e, and the file holds an unfinished game: it
 * is not emptied.  One line, status 1. */
static void session_unfinished(const struct session *s)
{
	complain("%s: an unfinished game is kept there; wizcastle" NB "-j"
	    NB "%s" NB "goes on with it", shown(s->resumed),
	    shown(s->resumed));
	exit(1);
}

/*
 * At a terminal: the unfinished game last played, if there is one.
 * Journals that cannot be resumed are set aside on the way.
 */
static int session_find(struct session *s)
{
	struct journal_error e;
	const char *what;

	if (s->folder == NULL &&
	    (s->folder = journal_folder(s->player, &e)) == NULL)
		return 0;
	if (!hold_folder(s)) {
		free(s->folder);
		s->folder = NULL;
		return 0;
	}
	for (;;) {
		if ((s->jn = journal_find(s->folder, &e)) == NULL) {
			if (e.why == 0)
				break;
			set_aside(s, e.path, why(&e));
			continue;
		}
		if ((what = read_head(s)) == NULL) {
			s->resumed = journal_path(s->jn);
			return 1;
		}
		set_aside(s, journal_path(s->jn), what);
		journal_close(s->jn);
	}
	free(s->folder);
	s->folder = NULL;
	return 0;
}

/* The game found has ended: its journal finished; fits: with its last
 * answer, else before its answers were used up, which is said. */
static void session_over(struct session *s, int fits)
{
	if (!fits)
		say(s, "%s: its game ends before its answers do; set aside "
		    "in finished/", shown(base_name(journal_path(s->jn))));
	session_drop(s, 1);
}

/* A new game's journal: in path (-j), or in the state folder when path
 * is NULL.  A warning if it cannot be kept. */
static void session_create(struct session *s, const char *path,
    long seed, const char *machine, const char *edition)
{
	struct journal_error e;
	char head[128], num[32];

	if (path == NULL &&
	    (s->folder = journal_folder(s->player, &e)) == NULL) {
		warn_unkept(s, &e, "cannot make ");
		return;
	}
	if (path == NULL && !hold_folder(s)) {
		free(s->folder);
		s->folder = NULL;
		return;
	}
	if (seed == SEED_NONE)
		strcpy(num, "none");
	else
		snprintf(num, sizeof num, "%ld", seed);
	snprintf(head, sizeof head, "seed %s\nmachine %s%s%s\n", num, machine,
	    strcmp(edition, EDITION_UNNAMED) ? " " : "",
	    strcmp(edition, EDITION_UNNAMED) ? edition : "");
	if ((s->jn = journal_create(path, s->folder, head, &e)) == NULL) {
		warn_unkept(s, &e, path == NULL && strcmp(e.path, s->folder) == 0 ?
		    "cannot write in " : NULL);
		free(s->folder);
		s->folder = NULL;
	} else if (e.why != 0)
		say_waiting(s, &e);	/* a full disk: its head waits */
}

/* How the game in a journal stands at the end of its lines. */
enum { GAME_ON, GAME_OVER, GAME_SHORT };
#define OVER_STATUS 10	/* a child's exit: GAME_OVER, + 1 GAME_SHORT */

/* The child's tty_halt: an error stopped the program (a later edition's
 * Overflow), which is its end. */
static void halted(void *arg)
{
	_exit(OVER_STATUS + (tty_replay_left(arg) > 0));
}

/*
 * Whether the game kept in s's journal asks for more after its lines
 * (GAME_ON), ended with them (GAME_OVER) or before (GAME_SHORT): played
 * silently in a child process, as it would be resumed.  GAME_ON if it
 * cannot be told; a resume then says what is wrong.
 */
static int game_state(const struct session *s)
{
	static struct game g;
	static struct tty t;
	int status;
	pid_t pid;

	if ((pid = fork()) == -1)
		return GAME_ON;
	if (pid == 0) {
		const char *lines;
		size_t len, n;
		int null;

		if ((null = open("/dev/null", O_RDWR)) == -1 ||
		    dup2(null, 0) == -1 || dup2(null, 1) == -1 ||
		    dup2(null, 2) == -1)
			_exit(1);
		tty_open(&t, stdin, stdout);
		lines = journal_lines(s->jn, &len, &n);
		tty_replay(&t, lines, len);	/* then the end of input */
		t.hook_arg = &t;
		t.on_halt = halted;
		g.tty = &t;
		game_new(&g, machine_find(s->machine),
		    edition_find(s->edition), s->seed);
		game_play(&g);
		_exit(OVER_STATUS + (tty_replay_left(&t) > 0));
	}
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR)
			return GAME_ON;
	if (!WIFEXITED(status))
		return GAME_ON;
	status = WEXITSTATUS(status);
	return status == OVER_STATUS ? GAME_OVER :
	    status == OVER_STATUS + 1 ? GAME_SHORT : GAME_ON;
}

/* -j FILE of a game that has ended: the game kept first in the state
 * folder's finished/, then the file is a new game's; if it cannot be
 * kept, refused (status 1), the file as it was. */
static void keep_ended(struct session *s)
{
	struct journal_error e;
	char *folder = journal_folder(NULL, &e);

	if (folder == NULL || journal_keep_ended(s->jn, folder, &e) == -1)
		refuse(s->resumed, "its ended game cannot be kept in finished/");
	free(folder);
	say(s, "its ended game kept in finished/; a new game");
	session_drop(s, 0);
}

/* -r: the game in a->resume goes on, unless it has ended: then it is
 * said, and a new game on its machine and edition begins. */
static void resume(struct session *s, struct session_ask *a,
    const char *keep)
{
	session_resume(s, a->resume, keep);
	if (game_state(s) != GAME_OVER)
		return;
	say(s, "that game has ended; it is shown again, to its end");
	s->shown = 1;
}

/* -j: an unfinished game in a->journal goes on there, never emptied:
 * with -n, -s, -m or -e, refused.  A game ended there, or none, and a
 * new game begins in it. */
static void go_on(struct session *s, const struct session_ask *a)
{
	if (!session_open(s, a->journal))
		return;
	if (game_state(s) == GAME_OVER) {
		keep_ended(s);
		return;
	}
	if (a->anew)
		session_unfinished(s);
}

/* A new game's seed, where none was given: none for an edition whose
 * listing has RANDOMIZE (as published), else one of the clock's. */
static long new_seed(const struct edition *e)
{
	if (e->seeds == SEEDS_BY_RANDOMIZE)
		return SEED_NONE;
	return (long)(((unsigned long)time(NULL) ^
	    ((unsigned long)getpid() << 8)) %
	    ((unsigned long)e->seed_max + 1));
}

/*
 * The game a asks for, and its journal: -r resumes from its file, and
 * goes on in it at a terminal (or in -j's); -j goes on with the game in
 * its file; at a terminal, without -n, -s, -m, -e or -j, the unfinished
 * game last played goes on, on its machine and edition (one that has
 * ended, its journal not finished, is finished then).  Else a new game,
 * kept in -j's file or, at a terminal, in the state folder (or -r's
 * file).  Input that is not a terminal, without -j, keeps no journal.
 * The game to play left in a's machine, edition and seed.
 */
void session_choose(struct session *s, struct session_ask *a)
{
	const char *keep = a->journal ? a->journal : a->term ? a->resume :
	    NULL;
	int state;

	journal_name(&names);
	s->player = a->player;
	s->by_j = a->journal != NULL;
	s->fresh = a->anew;
	if (a->resume != NULL)
		resume(s, a, keep);
	else if (a->journal != NULL)
		go_on(s, a);
	else if (a->term && !a->anew)
		while (session_find(s) && (state = game_state(s)) != GAME_ON)
			session_over(s, state == GAME_OVER);
	if (s->jn != NULL) {
		a->machine = machine_find(s->machine);
		a->edition = edition_find(s->edition);
		a->seed = s->seed;
		return;
	}
	if (!a->seeded)
		a->seed = new_seed(a->edition);
	if (a->resume == NULL ? a->journal != NULL || a->term : keep != NULL)
		session_create(s, a->resume ? keep : a->journal, a->seed,
		    a->machine->name, a->edition->name);
}

/* tty's on_line: each line the player types, kept before the game
 * acts; a full disk said once when it comes and once when it goes. */
static void on_line(void *arg, const char *line, size_t n)
{
	struct session *s = arg;
	struct journal_error e;

	switch (journal_keep(s->jn, line, n, &e)) {
	case 0:
		if (s->waiting) {
			say(s, "the game is kept again, every answer");
			set_note(s);
		}
		s->waiting = 0;
		break;
	case 1:
		say_waiting(s, &e);
		break;
	default:
		warn_unkept(s, &e, NULL);
	}
}

/* tty's on_replayed: the lines resumed used up; the player reads on. */
static void on_replayed(void *arg)
{
	struct session *s = arg;
	struct journal_error e;
	char game[64];
	const char *your = s->player != NULL ? "your " : "";

	if (journal_continue(s->jn, s->copy, &e) == -1)
		warn_unkept(s, &e, NULL);
	set_note(s);
	/* Power's castle on the screen by its seed, as wizcastle(6) names
	 * it ("castle 121"; after PLAY AGAIN, the turns of the last game);
	 * a later edition's, which PLAY AGAIN builds from no seed, by the
	 * edition ("the ipco game") */
	if (s->game->edition->seeds != SEEDS_BY_RANDOMIZE)
		snprintf(game, sizeof game, "%scastle %ld", your,
		    s->game->castle);
	else
		snprintf(game, sizeof game, "%s%s game", *your ? your : "the ",
		    s->edition);
	if (s->folder == NULL)
		say(s, "%s goes on after %zu answer%s", game, s->answers,
		    plural(s->answers));
	else if (s->player != NULL)
		say(s, "%s goes on", game);
	else
		say(s, "%s goes on; wizcastle -n starts anew", game);
}

/* tty's on_eof: the end of input; at a terminal (^D), where the game is
 * kept. */
static void on_eof(void *arg)
{
	struct session *s = arg;

	if (journal_kept(s->jn) && isatty(fileno(s->tty->in))) {
		char buf[SIGNALS_NOTE];

		fprintf(stderr, "%s\n", kept_note(s, buf, sizeof buf));
	}
}

/* tty's on_halt: an error stopped the program, which ended so. */
static void on_halt(void *arg)
{
	session_finish(arg);
}

/* What the game reads: in, or the lines of a game that has ended, to
 * show it again to its end (-r), as a script's. */
FILE *session_input(struct session *s, FILE *in)
{
	const char *lines;
	size_t len;
	FILE *f;

	if (!s->shown)
		return in;
	lines = journal_lines(s->jn, &len, &s->answers);
	if (len == 0)	/* no game ends before its first answer */
		return in;
	if ((f = fmemopen((void *)(uintptr_t)lines, len, "r")) == NULL) {
		fprintf(stderr, "wizcastle: %s\n", strerror(errno));
		exit(1);
	}
	return f;
}

/* The journal wired to the teletype: the lines resumed replayed first,
 * each line typed kept. */
void session_attach(struct session *s, struct tty *t)
{
	s->tty = t;
	if (s->said[0] != '\0')	/* said before the teletype was there */
		tty_note(t, s->said);
	if (s->jn == NULL || s->shown)
		return;
	t->hook_arg = s;
	t->on_line = on_line;
	t->on_replayed = on_replayed;
	t->on_eof = on_eof;
	t->on_halt = on_halt;
	if (s->resumed != NULL) {
		size_t len;
		const char *lines = journal_lines(s->jn, &len, &s->answers);

		tty_replay(t, lines, len);
	} else
		set_note(s);
}

/*
 * The game ended by itself: the journal is finished (from the state
 * folder, it moves to finished/).  A game resumed that ended before its
 * lines were used up did not fit them: that is an error, status 1.
 */
void session_finish(struct session *s)
{
	size_t left;

	if (s->jn == NULL)
		return;
	if ((left = tty_replay_left(s->tty)) > 0) {
		complain("%s: the game ends after %zu of its %zu answer%s",
		    shown(s->resumed), s->answers - left, s->answers,
		    plural(s->answers));
		tty_close(s->tty);
		exit(1);
	}
	tty_replay_end(s->tty);
	signals_note(NULL);
	journal_finish(s->jn);
	s->jn = NULL;
	free(s->folder);
	s->folder = NULL;
}
