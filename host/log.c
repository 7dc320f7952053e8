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
 * own game, then a colon.
 *
 * syslog(3) is fire and forget: where no daemon listens on /dev/log (a
 * chroot, a container), the line is dropped and nothing else changes;
 * no option asks for the console (LOG_CONS) or standard error
 * (LOG_PERROR), which are the player's.  The log is opened at the first
 * line (no LOG_NDELAY), so a game with nothing to report opens nothing.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <syslog.h>

#include "log.h"
#include "say.h"

/* The player each line names: -u's name, or "-". */
static char who[64] = "-";

/* The player the lines name from now on (NULL: the state folder's own
 * game, "-"). */
void log_player(const char *player)
{
	snprintf(who, sizeof who, "%s", player != NULL ? player : "-");
}

/* One event, in the words of fmt, after the player's name and a colon:
 * a warning if a game or a record of one is lost ("not kept", "not
 * recorded", "refused"), else a notice; the log opened once. */
void log_event(const char *fmt, ...)
{
	static int opened;
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	if (!opened++)
		openlog(PROGNAME, LOG_PID, LOG_USER);
	syslog(strstr(buf, "not kept") || strstr(buf, "not recorded") ||
	    strstr(buf, "refused") ? LOG_WARNING : LOG_NOTICE, "%s: %s", who,
	    buf);
}

/* A line the program said to its player as it ended from outside (io/
 * signal.c's hook: an idle end, the host's end), logged without the
 * program's name before it nor the line breaks say_fit put in.  Called
 * from the signal's handler, whose end (the alarm of two seconds that
 * on_idle sets; _exit after) bounds it, while the game waits on its
 * terminal, never within syslog or malloc. */
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
