/*
 * signal.c: ending from outside.  At a terminal, ^C and ^\ (SIGINT,
 * SIGQUIT) leave the game as ^D does: the open line closed, where the
 * game is kept, status 0 (a journal keeps every answer: nothing is lost,
 * and make run adds no "Error 130").  A hang-up or a kill (SIGHUP,
 * SIGTERM) says the same, then ends the program by its own signal, to
 * itself alone: a shell script that started it goes on.  A hang-up from
 * a login that took the game over says so instead, and ends cleanly,
 * status 0: no shell adds "Hangup".  With input from a file or a pipe,
 * as before: SIGINT closes the open line, status 130; the others end the
 * program by their signal, quietly.  A stop (^Z) stops it.  Either way,
 * and at any exit, the terminal is left as it was found: io/tty/edit.c keeps
 * it in libedit's own mode, without echo, for as long as the game runs.
 *
 * libedit handles no signal (its EL_SIGNAL would send each again with
 * kill(0, sig), to the whole process group): what it needs, the line
 * drawn again once continued after a stop and the screen's new size, it
 * is told of through a pipe (signals_wake), read between keys.
 *
 * A signal that was ignored when the program started (nohup, a command
 * run with & by a shell without job control) stays ignored.
 *
 * A journal needs nothing done: every answer is on disk before the game
 * acts on it.  The note the program left here (signals_note) says where
 * it is kept.
 *
 * A limit on the wait for an answer (signals_idle): an alarm runs while
 * the teletype waits (signals_wait), for a key or for its output to go
 * out (^S, or a client that stops reading, keeps a write waiting for
 * ever), set again at each key read at the terminal (signals_key); when
 * it rings, the program's line is said, where the terminal takes it, and
 * it exits, status 0.
 *
 * The handlers only write, send, set a flag and _exit: what they call
 * is on POSIX's list of async-signal-safe functions, and what they say
 * is made beforehand, in the main flow (signals_note, signals_idle,
 * signals_ended).  What must format or take a lock, the idle end's line
 * logged (signals_tell), is done in the main flow: the alarm's handler
 * notes the end and returns, without SA_RESTART, so that the wait it cut
 * short (EINTR) ends the program where it is (signals_check), or the
 * wait's end does.  As OpenSSH learnt (CVE-2024-6387), a handler that
 * called syslog(3) or malloc could land within them, and hang.
 */
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "../atomicio.h"
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
 * The note written on standard error as the game ends from outside,
 * prepared by signals_note: the text first, then its length, which a
 * handler reads once.
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

/* The pipe a continue or a new size is written to, a byte each (the
 * signal's letter), for the editor to read between keys: read end,
 * write end; -1 when there is none. */
static int wake[2] = { -1, -1 };

/* The idle limit (signals_idle): its seconds (0: none), and its line;
 * how many waits are under way, one in another (signals_wait); how many
 * times the alarm rang since the limit was reached, its line said, the
 * end the main flow's to make (on_idle, signals_check), and whether the
 * main flow is making it; who is told the line then (signals_tell). */
static unsigned idle_secs;
static const char *idle_line;
static size_t idle_len;
static int waits;
static volatile sig_atomic_t idle_rings;
static volatile sig_atomic_t idle_told;
static void (*tell)(const char *line);

/* The host's end (SIGUSR1, signals_ended): its line. */
static const char *ended_line;
static size_t ended_len;

/* From here to signals_init, only async-signal-safe calls. */
static void restore_terminal(void)
{
	/* not from the background: that would stop us, or change the
	 * terminal under the job that has it */
	if (found_fd >= 0 && tcgetpgrp(found_fd) == getpgrp())
		(void)tcsetattr(found_fd, TCSANOW, &found);
}

/* The n bytes at s to fd, if it takes them now: a terminal whose output
 * is stopped (^S) or not read would keep the write, and the end, waiting
 * for ever. */
static void say_fd(int fd, const char *s, size_t n)
{
	struct pollfd pf;

	pf.fd = fd;
	pf.events = POLLOUT;
	if (n > 0 && poll(&pf, 1, 0) == 1 && (pf.revents & POLLOUT) &&
	    write(fd, s, n) < 0) {
		/* output gone: nothing more to say */
	}
}

/* The open line closed on standard output, and the n bytes of line
 * (none: nothing) on standard error. */
static void say_end(const char *line, size_t n)
{
	say_fd(STDOUT_FILENO, "\n", 1);
	say_fd(STDERR_FILENO, line, n);
}

/* The end by sig's default action, to this program alone: the signal,
 * blocked until the handler returns, ends it the way it would have. */
static void end_by(int sig)
{
	struct sigaction sa;

	sa.sa_handler = SIG_DFL;
	sa.sa_flags = 0;
	sigemptyset(&sa.sa_mask);
	(void)sigaction(sig, &sa, NULL);
	(void)raise(sig);
}

/* SIGINT, SIGQUIT: the player leaves (^C, ^\). */
static void on_leave(int sig)
{
	restore_terminal();
	if (found_fd >= 0) {
		say_end(note, (size_t)note_len);
		_exit(0);
	}
	if (sig == SIGINT) {
		say_end(NULL, 0);
		_exit(130);	/* as a shell reports ^C */
	}
	end_by(sig);
}

/* At exit: the terminal as found, whatever the way out. */
static void restore_at_exit(void)
{
	restore_terminal();
}

/*
 * SIGTSTP (^Z): the terminal as found for the shell, the stop; when
 * continued, the terminal as it was (libedit's mode), if the game has it
 * in the foreground.  The SIGCONT that continues it tells the editor,
 * which draws its line again (on_wake).
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

/* SIGHUP, SIGTERM: from outside. */
static void on_end(int sig)
{
	restore_terminal();
	if (sig == SIGHUP && taken != NULL && taken()) {
		say_end(taken_line, taken_len);
		_exit(0);
	}
	if (found_fd >= 0)
		say_end(note, (size_t)note_len);
	end_by(sig);
}

/* SIGCONT, SIGWINCH: a byte down the pipe for the editor, the signal's
 * letter (signals_woken). */
static void on_wake(int sig)
{
	char c = sig == SIGCONT ? 'c' : 'w';

	if (wake[1] >= 0 && write(wake[1], &c, 1) < 0) {
		/* full: the editor has enough to read */
	}
}

/* SIGALRM, the idle limit's, no key read for its seconds: the terminal
 * as found, the line closed, the program's line, and the end noted for
 * the main flow (signals_check), which the wait this cut short (EINTR)
 * reaches at once.  The alarm is set again for two seconds: if the main
 * flow has not ended by then (the ring came just before a wait blocked,
 * and cut nothing short), its second ring cuts that wait short, and a
 * third ends the program, status 0, the line not told; so does the
 * second, if the main flow is telling it (a log that hangs). */
static void on_idle(int sig)
{
	(void)sig;
	if (idle_rings++ == 0) {
		restore_terminal();
		say_end(idle_line, idle_len);
	} else if (idle_rings > 2 || idle_told)
		_exit(0);
	(void)alarm(2);
}

/* SIGUSR1, the session ended by another process: its line, where the
 * game is kept, status 0.  The process that sent it logs the end. */
static void on_ended(int sig)
{
	(void)sig;
	restore_terminal();
	say_end(ended_line, ended_len);
	say_fd(STDERR_FILENO, note, (size_t)note_len);
	_exit(0);
}

/* Catch sig with handler, unless it was ignored when the program began
 * (nohup, a shell's background job) and mine is 0. */
static void catch_signal(int sig, void (*handler)(int), int mine)
{
	struct sigaction sa, old;

	if (!mine && (sigaction(sig, NULL, &old) == -1 ||
	    old.sa_handler == SIG_IGN))
		return;
	sa.sa_handler = handler;
	/* a stop, a continue or a new size goes on where it was: a read it
	 * broke is made again; the idle limit's end breaks it (EINTR) */
	sa.sa_flags = handler == on_stop || handler == on_wake ?
	    SA_RESTART : 0;
	/* nothing else in between, and no SIGPIPE from the last write */
	sigfillset(&sa.sa_mask);
	(void)sigaction(sig, &sa, NULL);
}

/* The pipe for the editor, both ends not blocking and closed on exec;
 * none if it cannot be made. */
static void wake_open(void)
{
	int i;

	if (pipe(wake) == -1) {
		wake[0] = wake[1] = -1;
		return;
	}
	for (i = 0; i < 2; i++) {
		(void)fcntl(wake[i], F_SETFL, fcntl(wake[i], F_GETFL) | O_NONBLOCK);
		(void)fcntl(wake[i], F_SETFD, FD_CLOEXEC);
	}
}

/* Note the terminal as found, if input is one, and catch the signals. */
void signals_init(FILE *in)
{
	int fd = fileno(in);

	if (fd >= 0 && isatty(fd) && tcgetattr(fd, &found) == 0) {
		found_fd = fd;
		(void)atexit(restore_at_exit);
		wake_open();
	}
	/* ^C and ^\ typed at the game's own terminal are the player's,
	 * whatever was ignored when it began */
	catch_signal(SIGINT, on_leave, found_fd >= 0);
	catch_signal(SIGQUIT, on_leave, found_fd >= 0);
	catch_signal(SIGHUP, on_end, 0);
	catch_signal(SIGTERM, on_end, 0);
	catch_signal(SIGTSTP, on_stop, 0);
	if (wake[1] >= 0) {
		catch_signal(SIGCONT, on_wake, 0);
		catch_signal(SIGWINCH, on_wake, 0);
	}
}

/* The descriptor the editor reads what came (signals_woken) from, or
 * -1 for none. */
int signals_wake(void)
{
	return wake[0];
}

/* What came since last asked: SIGNALS_CONT, continued after a stop,
 * and SIGNALS_WINCH, a new size of the screen, or'ed. */
int signals_woken(void)
{
	char buf[64];
	ssize_t n, i;
	int what = 0;

	while (wake[0] >= 0 && (n = read(wake[0], buf, sizeof buf)) > 0)
		for (i = 0; i < n; i++)
			what |= buf[i] == 'c' ? SIGNALS_CONT : SIGNALS_WINCH;
	return what;
}

/* What a hang-up says on standard error, a line ending in a newline,
 * when test() says the game went on elsewhere. */
void signals_hangup(int (*test)(void), const char *line)
{
	taken_line = line;
	taken_len = strlen(line);
	taken = test;
}

/* What the end sent by another process (SIGUSR1) says on standard error,
 * a line ending in a newline, before where the game is kept; the
 * signal caught from now on. */
void signals_ended(const char *line)
{
	ended_line = line;
	ended_len = strlen(line);
	catch_signal(SIGUSR1, on_ended, 1);
}

/* Who is told the line said as the game ends by its idle limit (fn,
 * called in the main flow, signals_check, its words bounded by the
 * alarm's two seconds). */
void signals_tell(void (*fn)(const char *line))
{
	tell = fn;
}

/* A limit of seconds on the wait for an answer, and the line said on
 * standard error when it is reached (ending in a newline). */
void signals_idle(unsigned seconds, const char *line)
{
	idle_line = line;
	idle_len = strlen(line);
	idle_secs = seconds;
	atomicio_before(signals_check);
	catch_signal(SIGALRM, on_idle, 0);
}

/* The teletype waits (on), for an answer or for its output to go out,
 * or is done waiting: the idle limit's alarm set, or put away; an end
 * the alarm rang for is made first (signals_check).  A wait within a
 * wait (a redraw's output while a line is read) is the outer one's: its
 * alarm runs on.  With no limit no alarm rings: the count alone. */
void signals_wait(int on)
{
	if (idle_secs == 0) {
		waits += on ? 1 : -1;
		return;
	}
	signals_check();
	if (on ? waits++ > 0 : --waits > 0)
		return;
	(void)alarm(on ? idle_secs : 0);
	signals_check();	/* rung before it was put away */
}

/* A key read at the terminal, within a wait: the idle limit runs again
 * from now (none counts from a file or a pipe, as before). */
void signals_key(void)
{
	signals_check();
	if (idle_secs > 0 && waits > 0 && found_fd >= 0)
		(void)alarm(idle_secs);
}

/* In the main flow, where a wait was cut short by a signal (EINTR), is
 * about to block, or failed: if the idle limit's alarm rang (on_idle,
 * which said its line), the line told (signals_tell), the terminal as
 * found (whatever the flow set since), and the end, status 0, as the
 * handler's _exit would have made it; else nothing. */
void signals_check(void)
{
	if (idle_rings == 0 || idle_told)
		return;
	idle_told = 1;		/* once: the telling's own writes come here */
	if (tell != NULL)
		tell(idle_line);
	restore_terminal();
	_exit(0);
}

/* What ^C, ^\\, a hang-up and a kill say on standard error at a
 * terminal (a line), or nothing for NULL. */
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
