/*
 * say.c: the words wizcastle says about files and names.  A line of
 * its own is "wizcastle: " and its words, within 64 columns, or the
 * terminal's where it is narrower, broken between words (fitted),
 * every name from outside in it shown (shown): no escape sequence or
 * control byte from outside reaches the terminal.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "io/journal.h"
#include "io/tty.h"
#include "say.h"

/* s shown in buf (cols + 4 bytes): at most cols columns, "..." after it
 * if it is cut. */
const char *vis(const char *s, char *buf, size_t cols)
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

/* The last name of path: a journal of the state folder as the player
 * finds it there. */
const char *base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

/* "s" after a count other than one. */
const char *plural(size_t n)
{
	return n == 1 ? "" : "s";
}

/* The columns of a line of wizcastle's own: 64, or the width of the
 * terminal of standard error where that is narrower. */
size_t say_cols(void)
{
	size_t cols = tty_cols(2);

	return cols > 0 && cols < 64 ? cols : 64;
}

/* A line of text in buf made lines of say_cols() columns at most: a
 * blank where a line would grow wider becomes a newline, the last after
 * a mark (:;,) if there is one, else the last (a word wider than the
 * line stays whole); an NB is a blank. */
void say_fit(char *buf)
{
	char *p, *start = buf, *blank = NULL, *mark = NULL;
	ptrdiff_t cols = (ptrdiff_t)say_cols();

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
		if (p - start >= cols && blank != NULL) {
			p = mark != NULL ? mark : blank;
			*p = '\n';
			start = p + 1;
			blank = mark = NULL;
		}
	}
}

/* "wizcastle: " and the words of fmt, fitted (say_fit), into buf. */
void fitted(char *buf, size_t len, const char *fmt, va_list ap)
{
	int n = snprintf(buf, len, "wizcastle: ");

	vsnprintf(buf + n, len - (size_t)n, fmt, ap);
	say_fit(buf);
}

/* A line of wizcastle's own on standard error, fitted (say_fit). */
void complain(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	fitted(buf, sizeof buf, fmt, ap);
	va_end(ap);
	fprintf(stderr, "%s\n", buf);
}

/* What is wrong with a journal or its folder, in words. */
const char *why(const struct journal_error *e)
{
	static const char *const folder[] = {
		"the state folder", "players/", "the player's folder"
	};
	static char buf[64];

	switch (e->why) {
	case JOURNAL_BUSY:
		snprintf(buf, sizeof buf, "in use by a running game (pid %ld)",
		    e->pid);
		return buf;
	case JOURNAL_EMPTY:
		return "empty, not a wizcastle journal";
	case JOURNAL_FOREIGN:
		return "not a wizcastle journal";
	case JOURNAL_VERSION:
		return "a journal of another version";
	case JOURNAL_NOHOME:
		return "no home folder";
	case JOURNAL_CEILING:
		return "its folder's journals at their limit";
	case JOURNAL_OPEN:
	case JOURNAL_OWNER:
		snprintf(buf, sizeof buf, e->why == JOURNAL_OPEN ?
		    "others can write %s" : "%s is not this user's",
		    folder[e->folder]);
		return buf;
	default:
		return strerror(e->why);
	}
}

/* A journal that cannot be resumed: one line, status 1, the file as it
 * was. */
void refuse(const char *path, const char *what)
{
	complain("%s: %s", shown(path), what);
	exit(1);
}
