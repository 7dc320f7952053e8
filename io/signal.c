/*
 * signal.c: ending from outside.  An interrupt (^C) closes the open line
 * and exits with status 130; a hang-up, a quit (^\) or a kill ends the
 * program by its own signal, quietly; a stop (^Z) stops it.  Either way,
 * and at any exit, the terminal is left as it was found: io/edit.c keeps
 * it in libedit's own mode, without echo, for as long as the game runs.
 *
 * While libedit reads a line (EL_SIGNAL, io/edit.c) its handler runs
 * first: it puts the terminal into its normal mode, puts these handlers
 * back and sends the signal again to the whole process group (kill(0,
 * sig)), this program among them, whose handler here then runs.
 *
 * A signal that was ignored when the program started (nohup, a command
 * run with & by a shell without job control) stays ignored.
 *
 * A journal needs nothing done: every answer is on disk before the
 * game acts on it.  ^C says where the game is kept, with the note the
 * program left here (signals_note).
 *
 * A limit on the wait for an answer (signals_idle): an alarm runs while
 * the teletype waits (signals_wait); when it rings and no key has come
 * since the limit began, as the terminal's time of last input says (to
 * the kernel's 8 seconds), the program's line is said and it exits,
 * status 0.
 */
#include <sys/stat.h>

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "tty.h"

/*
 * A handler is handed nothing but the signal's number, so what it needs
 * is kept here, the teletype's only state outside struct tty: the
 * descriptor of the terminal the game reads (-1 if input is not a
 * terminal) and that terminal's settings as found, both set once by
 * signals_init before the handlers are installed; and the note below,
 * which the program changes as the game goes on.
 */
static int found_fd = -1;
static struct termios found;

/*
 * The note ^C writes on standard error, prepared by signals_note: the
 * text first, then its length, which the handler reads once.
 */
static char note[SIGNALS_NOTE];
static volatile sig_atomic_t note_len;

/*
 * What a hang-up says when it came from a game that took this one over
 * (signals_hangup): the test, async-signal-safe, and the line.
 */
static int (*taken)(void);
static const char *taken_line;
static size_t taken_len;

/* The idle limit (signals_idle): its seconds (0: none), and its line. */
static unsigned idle_secs;
static const char *idle_line;
static size_t idle_len;

/* From here to signals_init, only async-signal-safe calls. */
static void restore_terminal(void)
{
	/* not from the background: that would stop us, or change the
	 * terminal under the job that has it */
	if (found_fd >= 0 && tcgetpgrp(found_fd) == getpgrp())
		(void)tcsetattr(found_fd, TCSANOW, &found);
}

/* SIGINT: the line closed, status 130 as a shell reports ^C. */
static void on_interrupt(int sig)
{
	size_t n = (size_t)note_len;

	(void)sig;
	restore_terminal();
	if (write(STDOUT_FILENO, "\n", 1) != 1) {
		/* output gone: nothing more to say */
	}
	if (n > 0 && write(STDERR_FILENO, note, n) < 0) {
		/* nowhere to say it */
	}
	_exit(130);
}

/* At exit: the terminal as found, whatever the way out. */
static void restore_at_exit(void)
{
	restore_terminal();
}

/*
 * SIGTSTP (^Z): the terminal as found for the shell, the stop; when
 * continued, the terminal as it was (libedit's mode), if the game has it
 * in the foreground.  While libedit reads, its own handler runs first
 * and redraws the line on SIGCONT.
 */
static void on_stop(int sig)
{
	struct termios now;
	struct sigaction sa;
	sigset_t set;
	int had = found_fd >= 0 && tcgetpgrp(found_fd) == getpgrp() &&
	    tcgetattr(found_fd, &now) == 0;

	restore_terminal();
	sa.sa_handler = SIG_DFL;
	sa.sa_flags = 0;
	sigemptyset(&sa.sa_mask);
	(void)sigaction(sig, &sa, NULL);
	sigemptyset(&set);
	sigaddset(&set, sig);
	(void)sigprocmask(SIG_UNBLOCK, &set, NULL);
	(void)kill(getpid(), sig);	/* stopped here, until SIGCONT */
	(void)sigprocmask(SIG_BLOCK, &set, NULL);
	sa.sa_handler = on_stop;
	sa.sa_flags = SA_RESTART;
	sigfillset(&sa.sa_mask);
	(void)sigaction(sig, &sa, NULL);
	if (had && tcgetpgrp(found_fd) == getpgrp())
		(void)tcsetattr(found_fd, TCSANOW, &now);
}

/* SIGHUP, SIGQUIT, SIGTERM: the default action again, and the signal
 * sent again (blocked until this returns) ends the program the way it
 * would have. */
static void on_end(int sig)
{
	struct sigaction sa;

	restore_terminal();
	if (sig == SIGHUP && taken != NULL && taken()) {
		if (write(STDOUT_FILENO, "\n", 1) != 1 ||
		    write(STDERR_FILENO, taken_line, taken_len) < 0) {
			/* the terminal is gone: no one to tell */
		}
	}
	sa.sa_handler = SIG_DFL;
	sa.sa_flags = 0;
	sigemptyset(&sa.sa_mask);
	(void)sigaction(sig, &sa, NULL);
	(void)raise(sig);
}

/* SIGALRM, the idle limit's: a key read since it began puts it off (the
 * terminal's st_atime); else the line closed, the program's line, and
 * the end, status 0. */
static void on_idle(int sig)
{
	struct stat st;
	time_t now = time(NULL);

	(void)sig;
	if (found_fd >= 0 && fstat(found_fd, &st) == 0 &&
	    st.st_atime <= now && now - st.st_atime < (time_t)idle_secs) {
		(void)alarm(idle_secs - (unsigned)(now - st.st_atime));
		return;
	}
	restore_terminal();
	if (write(STDOUT_FILENO, "\n", 1) != 1 ||
	    write(STDERR_FILENO, idle_line, idle_len) < 0) {
		/* the terminal is gone: no one to tell */
	}
	_exit(0);
}

static void catch_signal(int sig, void (*handler)(int))
{
	struct sigaction sa, old;

	if (sigaction(sig, NULL, &old) == -1 || old.sa_handler == SIG_IGN)
		return;
	sa.sa_handler = handler;
	/* a stop, an idle limit put off, go on where they were: a read
	 * they broke is made again */
	sa.sa_flags = handler == on_stop || handler == on_idle ?
	    SA_RESTART : 0;
	/* nothing else in between, and no SIGPIPE from the last write */
	sigfillset(&sa.sa_mask);
	(void)sigaction(sig, &sa, NULL);
}

/* Note the terminal as found, if input is one, and catch the signals. */
void signals_init(FILE *in)
{
	int fd = fileno(in);

	if (fd >= 0 && isatty(fd) && tcgetattr(fd, &found) == 0) {
		found_fd = fd;
		(void)atexit(restore_at_exit);
	}
	catch_signal(SIGINT, on_interrupt);
	catch_signal(SIGHUP, on_end);
	catch_signal(SIGQUIT, on_end);
	catch_signal(SIGTERM, on_end);
	catch_signal(SIGTSTP, on_stop);
}

/* What a hang-up says on standard error, a line ending in a newline,
 * when test() says the game went on elsewhere. */
void signals_hangup(int (*test)(void), const char *line)
{
	taken_line = line;
	taken_len = strlen(line);
	taken = test;
}

/* A limit of seconds on the wait for an answer, and the line said on
 * standard error when it is reached (ending in a newline). */
void signals_idle(unsigned seconds, const char *line)
{
	idle_line = line;
	idle_len = strlen(line);
	idle_secs = seconds;
	catch_signal(SIGALRM, on_idle);
}

/* The teletype waits for an answer (on), or has it: the idle limit's
 * alarm set, or put away. */
void signals_wait(int on)
{
	if (idle_secs > 0)
		(void)alarm(on ? idle_secs : 0);
}

/* What ^C says on standard error (a line), or nothing for NULL. */
void signals_note(const char *msg)
{
	size_t n = 0;

	note_len = 0;
	if (msg == NULL)
		return;
	while (n < sizeof note - 1 && msg[n] != '\0') {
		note[n] = msg[n];
		n++;
	}
	if (n > 0 && note[n - 1] != '\n')
		note[n++] = '\n';
	note_len = (sig_atomic_t)n;
}
