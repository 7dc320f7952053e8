/*
 * login.c: what the host's menu (menu.c) does with its login's terminal
 * and processes.  Each choice is the program itself, run in a child
 * with the options it would have from a command line: the menu's (-u,
 * -i, -l, -p) and the choice's, and waited for; it has the terminal,
 * its signals as the login found them, and its output is byte for byte
 * that command's.  Meanwhile ^C, ^\ and ^Z are the child's alone; a
 * hang-up or a kill is sent on to it, and ends the menu by the same
 * signal.  After it, the terminal is set back as the login found it,
 * whatever the child left.  Keys are read at once, not echoed, ^C and
 * ^D among them (io/tty/key.c's mode without the signals' keys), within the
 * host's -i: seconds with no key at the terminal, counted from its
 * time of last input, a game's keys too, so that a game that ended for
 * want of a key ends the login at once.
 */
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "../io/tty/key.h"
#include "login.h"
#include "menu.h"
#include "say.h"

/* When the menu last read a key; whether the terminal is in the mode
 * of keys (login_keys). */
static time_t last_key;
static int keys_on;

/* What the handlers need: the game running (0: none), the terminal as
 * found. */
static volatile sig_atomic_t running;
static struct termios found;
static volatile sig_atomic_t have_found;

/* The signals the menu changes, and how they were when it began, as
 * each game is given them. */
static const int changed[] = { SIGINT, SIGQUIT, SIGTSTP, SIGHUP, SIGTERM };
#define NCHANGED (sizeof changed / sizeof changed[0])
static struct sigaction initial[NCHANGED];

/* A hang-up or a kill (SIGHUP, SIGTERM) that came, or 0; and the pipe
 * its handler writes a byte to, for login_key to wake at. */
static volatile sig_atomic_t ended;
static int woke[2] = { -1, -1 };

/* Handles SIGHUP and SIGTERM: sends the same to the game running, and
 * wakes the menu to end in its main flow (login_finish). */
static void login_end(int sig)
{
	int saved = errno;

	if (running > 0)
		(void)kill((pid_t)running, sig);
	ended = sig;
	if (woke[1] >= 0 && write(woke[1], "", 1) < 0) {
		/* full: the menu has a byte to wake at already */
	}
	errno = saved;
}

/* Sets the menu's signals: ^C, ^\ and ^Z are a game's, never the
 * menu's (whose keys come without them); a hang-up or a kill ends it,
 * and the game it runs. */
void login_signals(void)
{
	struct sigaction sa;
	size_t i;

	last_key = time(NULL);	/* the login's start counts as a key */
	have_found = tcgetattr(STDIN_FILENO, &found) == 0;
	if (pipe(woke) == 0)
		for (i = 0; i < 2; i++) {
			(void)fcntl(woke[i], F_SETFL, O_NONBLOCK);
			(void)fcntl(woke[i], F_SETFD, FD_CLOEXEC);
		}
	else
		woke[0] = woke[1] = -1;
	for (i = 0; i < NCHANGED; i++) {
		sa.sa_handler = changed[i] == SIGHUP || changed[i] == SIGTERM ?
		    login_end : SIG_IGN;
		sa.sa_flags = 0;
		sigfillset(&sa.sa_mask);
		(void)sigaction(changed[i], &sa, &initial[i]);
	}
}

/* The options of a child of -w: none. */
static const struct menu_ask bare;

/* Writes the program, the options of the menu's games, then extra's
 * into argv (room for 16). */
static void login_argv(const struct menu_ask *a, const char *const *extra,
    char **argv)
{
	size_t n = 0;

	argv[n++] = (char *)a->prog;
	if (extra != NULL && extra[0] != NULL && strcmp(extra[0], "-w") == 0)
		a = &bare;	/* -w goes with no other option */
	if (a->player != NULL) {
		argv[n++] = "-u";
		argv[n++] = (char *)a->player;
	}
	if (a->idle != NULL) {
		argv[n++] = "-i";
		argv[n++] = (char *)a->idle;
	}
	if (a->ceiling != NULL) {
		argv[n++] = "-l";
		argv[n++] = (char *)a->ceiling;
	}
	if (a->page)
		argv[n++] = "-p";
	while (extra != NULL && *extra != NULL && n < 15)
		argv[n++] = (char *)*extra++;
	argv[n] = NULL;
}

/* Runs the program in the child, with the signals as the menu found
 * them; with out (not -1), its output to out, its input and standard
 * error none (a list, which reads nothing and leaves the terminal
 * alone).  Returns only by _exit(127) if it cannot be run. */
static void login_exec(char **argv, int out)
{
	size_t i;
	int null;

	for (i = 0; i < NCHANGED; i++)
		(void)sigaction(changed[i], &initial[i], NULL);
	if (out >= 0 && (null = open("/dev/null", O_RDWR)) >= 0) {
		(void)dup2(out, STDOUT_FILENO);
		(void)dup2(null, STDIN_FILENO);
		(void)dup2(null, STDERR_FILENO);
	}
	(void)execvp(argv[0], argv);
	(void)execv("/proc/self/exe", argv);
	_exit(127);
}

/* Waits for the child pid and returns its wait status. */
static int login_wait(pid_t pid)
{
	int status = -1;

	running = (sig_atomic_t)pid;
	while (waitpid(pid, &status, 0) == -1 && errno == EINTR)
		;
	running = 0;
	return status;
}

/* Runs the program with the menu's options and extra's at the terminal
 * to its end, the terminal as the login found it before and after, and
 * returns its wait status, or -1 if it could not be started. */
int login_run(const struct menu_ask *a, const char *const *extra)
{
	char *argv[16];
	pid_t pid;
	int status;

	login_argv(a, extra, argv);
	(void)fflush(stdout);
	login_keys(0);
	if ((pid = fork()) == 0)
		login_exec(argv, -1);
	if (pid == -1)
		return -1;
	status = login_wait(pid);
	if (have_found)
		(void)tcsetattr(STDIN_FILENO, TCSANOW, &found);
	return status;
}

/*
 * Runs the program with the menu's options and extra's, its input and
 * standard error none, and stores what it prints in buf (size bytes, NUL
 * ended; the rest read and dropped).
 */
void login_capture(const struct menu_ask *a, const char *const *extra,
    char *buf, size_t size)
{
	static char drop[512];	/* what does not fit, read and dropped */
	char *argv[16];
	size_t n = 0;
	pid_t pid;
	int pfd[2];

	buf[0] = '\0';
	login_argv(a, extra, argv);
	(void)fflush(stdout);
	if (pipe(pfd) == -1)
		return;
	if ((pid = fork()) == 0)
		login_exec(argv, pfd[1]);
	close(pfd[1]);
	while (pid > 0) {
		int keep = n + 1 < size;
		ssize_t r = read(pfd[0], keep ? buf + n : drop, keep ?
		    size - 1 - n : sizeof drop);

		if (r == -1 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		if (keep)
			n += (size_t)r;
	}
	close(pfd[0]);
	buf[n] = '\0';
	if (pid > 0)
		(void)login_wait(pid);
}

/* Returns the seconds the terminal has had no key, as its time of last
 * input says (a game's keys count), or since the menu's last key. */
static long login_quiet(void)
{
	struct stat st;
	time_t last = last_key, now = time(NULL);

	if (fstat(STDIN_FILENO, &st) == 0 && st.st_atime > last &&
	    st.st_atime <= now)
		last = st.st_atime;
	return (long)(now - last);
}

/* Puts the terminal in the mode of keys (on: read at once, not echoed,
 * ^C and ^D keys too, io/tty/key.c's mode), from the menu's first key
 * until a child runs, so that no key typed while the menu is drawn is
 * echoed; or (on 0) back as the login found it. */
void login_keys(int on)
{
	struct termios was;

	if (on && !keys_on)
		keys_on = key_mode(STDIN_FILENO, &was, 0);
	else if (!on && keys_on && have_found) {
		(void)tcsetattr(STDIN_FILENO, TCSANOW, &found);
		keys_on = 0;
	}
}

/* Waits up to ms for a key (or the terminal's end) and returns 1 if one
 * came, 0 if none did, or -1 if a hang-up or a kill came. */
static int login_poll(int ms)
{
	struct pollfd pf[2];
	int r;

	pf[0].fd = STDIN_FILENO;
	pf[1].fd = woke[0];
	pf[0].events = pf[1].events = POLLIN;
	pf[0].revents = 0;
	if (ended)
		return -1;
	r = poll(pf, woke[0] >= 0 ? 2 : 1, ms);
	if (ended)
		return -1;
	return r > 0 && pf[0].revents != 0;
}

/* Returns whether a hang-up or a kill came, which ends the menu. */
int login_ended(void)
{
	return ended != 0;
}

/* Puts the terminal back as the login found it and, if a hang-up or a
 * kill came, ends the program by that signal, as without the menu. */
void login_finish(void)
{
	struct sigaction sa;

	login_keys(0);
	if (!ended)
		return;
	sa.sa_handler = SIG_DFL;
	sa.sa_flags = 0;
	sigemptyset(&sa.sa_mask);
	(void)sigaction(ended, &sa, NULL);
	(void)raise(ended);
}

/* Reads a key at once, not echoed, and returns it: a letter in lower
 * case, a digit, '\n' for Enter, 'q' for ^C or ^D, 0 for another;
 * KEY_END at the terminal's end; KEY_IDLE when secs (0: no limit) passed
 * with no key at the terminal, which is said; KEY_HUNG when a hang-up or
 * a kill came. */
int login_key(unsigned secs)
{
	char key[KEY_MAX];
	size_t len = 0;
	long left = 1;
	int got = 0;

	login_keys(1);
	(void)fflush(stdout);
	for (;;) {
		int w;

		if (secs > 0 && (left = (long)secs - login_quiet()) <= 0)
			break;
		if ((w = login_poll(secs == 0 || left > 60 ? 60000 :
		    (int)left * 1000)) < 0)
			return KEY_HUNG;
		if (w > 0) {
			got = key_get(STDIN_FILENO, key, &len);
			break;
		}
	}
	if (left <= 0) {
		printf(PROGNAME ": no key for %u seconds; goodbye\n", secs);
		return KEY_IDLE;
	}
	if (!got)
		return KEY_END;
	last_key = time(NULL);
	if (len != 1)
		return 0;
	if (key[0] == 3 || key[0] == 4)
		return 'q';
	if (key[0] == '\r' || key[0] == '\n')
		return '\n';
	return isalnum((unsigned char)key[0]) ?
	    tolower((unsigned char)key[0]) : 0;
}
