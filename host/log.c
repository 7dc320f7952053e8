/*
 * log.c: the operator's record of what players are not told alone: a
 * game not kept, a state folder refused, a full disk met and left, the
 * ceiling of -l, a takeover, an idle end, a game the host ended (-k), a
 * name refused, an xlogfile line not written.  One line each to the
 * system log, through syslog(3): ident "wizcastle", the process's pid
 * with it, facility LOG_USER, the facility of a user's program (the
 * LOG_LOCALn facilities are the site's to give out, and a program that
 * took one would meet what the site gave it to), priority LOG_NOTICE,
 * LOG_WARNING where a game or its record is lost.  Each line begins
 * with the player's name, as -u gave it, or "-" for the state folder's
 * own game, then the account the game runs as, in brackets, and a
 * colon: "alice (castle): ", so that two accounts' games on one host
 * are told apart.  The paths in them are whole (say.c's say_shown_full):
 * the log is not cut to a screen's width.
 *
 * syslog(3) is fire and forget: where no daemon listens on /dev/log (a
 * chroot, a container), the line is dropped and nothing else changes;
 * no option asks for the console (LOG_CONS) or standard error
 * (LOG_PERROR), which are the player's.  The log is opened at the first
 * line (no LOG_NDELAY), so a game with nothing to report opens nothing.
 *
 * The environment's WIZCASTLE_LOG, an absolute path, takes the lines
 * instead (wizcastle-host(7)): appended to that file, made if need be
 * (mode 0600), each line as syslog(3) hands it to the daemon, "<PRI>"
 * and the local time first, in one write(2), so that games side by side
 * never cut one another's lines; syslog(3) is not called.  The tests set
 * it: no test writes to the system log of the machine it runs on.  A
 * file that cannot be opened or written drops the line, as syslog does.
 *
 * Every line is logged in the program's main flow, never in a signal's
 * handler (io/tty/signal.c): an idle end's where the wait ends, a -k's by
 * the process that sends it (host/end.c).
 */
#include <fcntl.h>
#include <pwd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <syslog.h>
#include <time.h>
#include <unistd.h>

#include "log.h"
#include "say.h"

/* The player each line names, -u's name or "-" (empty: "-"), and,
 * from the first line on, "NAME (ACCOUNT)" as the lines begin. */
static char player[64];
static char who[64 + 64 + 4];	/* player, account, " ()" and NUL */

/* Sets the player the lines name from now on (NULL, the state folder's
 * own game, names "-").  The account is looked up at the first line
 * (log_who): a game that logs nothing reads no password database. */
void log_player(const char *name)
{
	snprintf(player, sizeof player, "%s", name != NULL ? name : "-");
	who[0] = '\0';
}

/* Returns "NAME (ACCOUNT)", as each line begins: the player and the
 * account the game runs as, its user's name or its number, looked up
 * once.  Called in the main flow, as every function here is: no signal's
 * handler logs (getpwuid, as syslog, is none of the calls a handler may
 * make). */
static const char *log_who(void)
{
	struct passwd *pw;
	char account[64];

	if (who[0] != '\0')
		return who;
	pw = getpwuid(geteuid());
	if (pw != NULL && pw->pw_name != NULL)
		snprintf(account, sizeof account, "%s", pw->pw_name);
	else
		snprintf(account, sizeof account, "%ld", (long)geteuid());
	snprintf(who, sizeof who, "%s (%s)", player[0] != '\0' ? player : "-",
	    account);
	return who;
}

/* A line's bytes at most: a path of 4096 bytes whole, and its words. */
#define LOG_LINE 4608

/* The descriptor of WIZCASTLE_LOG's file, opened at the first line; -1
 * for syslog(3), -2 before the first line, -3 for none (the file could
 * not be opened: the lines are dropped). */
static int log_fd = -2;

/* Opens the log once and returns its descriptor: WIZCASTLE_LOG's file
 * when it names an absolute path, -3 if that file cannot be opened, else
 * -1 for syslog(3), which it opens. */
static int log_open(void)
{
	const char *path = getenv("WIZCASTLE_LOG");

	if (log_fd != -2)
		return log_fd;
	log_fd = -1;
	if (path != NULL && path[0] == '/') {
		log_fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOCTTY,
		    0600);
		if (log_fd >= 0)
			(void)fcntl(log_fd, F_SETFD, FD_CLOEXEC);
		else
			log_fd = -3;
	} else
		openlog(PROGNAME, LOG_PID, LOG_USER);
	return log_fd;
}

/* Writes the line to WIZCASTLE_LOG's file, fd, at priority pri as
 * syslog(3) sends it, "<PRI>Mmm dd hh:mm:ss wizcastle[PID]: " first (the
 * month's name in English, whatever the locale), in one write. */
static void log_file(int fd, int pri, const char *line)
{
	static const char month[12][4] = { "Jan", "Feb", "Mar", "Apr", "May",
	    "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec" };
	char buf[LOG_LINE + 256];
	time_t now = time(NULL);
	struct tm tm;
	int n;

	if (localtime_r(&now, &tm) == NULL)
		memset(&tm, 0, sizeof tm);
	n = snprintf(buf, sizeof buf - 1, "<%d>%s %2d %02d:%02d:%02d "
	    PROGNAME "[%ld]: %s", LOG_USER | pri, month[tm.tm_mon % 12],
	    tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, (long)getpid(),
	    line);
	if (n < 0)
		return;
	if ((size_t)n > sizeof buf - 2)
		n = sizeof buf - 2;
	buf[n++] = '\n';
	if (write(fd, buf, (size_t)n) < 0) {
		/* dropped, as syslog(3) drops it */
	}
}

/* Logs one event in the words of fmt after the player's name and a
 * colon: a warning if a game or a record of one is lost ("not kept",
 * "not recorded", "refused"), else a notice. */
void log_event(const char *fmt, ...)
{
	char buf[LOG_LINE], line[LOG_LINE + 160];
	va_list ap;
	int pri, fd;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	pri = strstr(buf, "not kept") || strstr(buf, "not recorded") ||
	    strstr(buf, "refused") ? LOG_WARNING : LOG_NOTICE;
	snprintf(line, sizeof line, "%s: %s", log_who(), buf);
	if ((fd = log_open()) >= 0)
		log_file(fd, pri, line);
	else if (fd == -1)
		syslog(pri, "%s", line);
}

/* Logs the line the program said to its player as its idle limit ended
 * it (io/tty/signal.c's hook, signals_tell), without the program's name
 * before it nor the line breaks say_fit put in.  Called in the main
 * flow, where the wait the alarm cut short ends (signals_check), never
 * in a signal's handler: it formats, and syslog(3) takes locks. */
void log_said(const char *line)
{
	char buf[256];
	size_t n = strlen(PROGNAME ": "), i;

	if (strncmp(line, PROGNAME ": ", n) == 0)
		line += n;
	snprintf(buf, sizeof buf, "%s", line);
	for (i = 0; buf[i] != '\0'; i++)
		if (buf[i] == '\n')
			buf[i] = buf[i + 1] != '\0' ? ' ' : '\0';
	log_event("%s", buf);
}
