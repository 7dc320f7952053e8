/*
 * say.c: the words wizcastle says about files and names.  A line of
 * its own is "wizcastle: " and its words, within 64 columns, or the
 * terminal's where it is narrower, broken between words (say_fitted),
 * every name from outside in it shown (say_shown, or whole but for its
 * middle: say_shown_middle): no escape sequence or control byte from
 * outside reaches the terminal.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../io/store/journal.h"
#include "../io/tty/tty.h"
#include "say.h"

/* Writes s shown into buf (cols + 4 bytes), at most cols columns,
 * "..." after it if it is cut, and returns buf. */
const char *say_vis(const char *s, char *buf, size_t cols)
{
	size_t i, n = 0;

	for (i = 0; s[i] != '\0'; i++) {
		unsigned char c = (unsigned char)s[i];
		int plain = tty_shown(c);

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
 * Writes into buf (SHOWN_ROOM bytes) a name from outside (an argument,
 * a file, a folder, an environment variable's value) as a message may
 * show it, and returns buf: printable ASCII as it is, any other byte,
 * and the backslash, as \ooo (as vis(1) has it, and as a watcher sees
 * what a player types: tty_shown, io/tty/tty.h), and at most SHOWN_COLS
 * columns of that, "..." after a name cut, so that no escape sequence
 * or control byte from outside reaches the terminal and the name leaves
 * room on a line of 64.
 */
#define SHOWN_COLS 40
const char *say_shown(const char *s, char *buf)
{
	return say_vis(s, buf, SHOWN_COLS);
}

/* Writes into buf (SHOWN_ROOM bytes) a name from outside as shown shows
 * it, within the columns a line of say_cols() has left after used
 * columns of other words (8 at least), "..." after it if it is cut, and
 * returns buf: a usage error's value, so that the reason stays on one
 * line. */
const char *say_shown_within(const char *s, size_t used, char *buf)
{
	size_t cols = say_cols() - strlen(PROGNAME ": ");

	cols = cols > used + 8 ? cols - used : 8;
	return say_vis(s, buf, cols - 3 < 64 ? cols - 3 : 64);
}

/* Returns the columns c takes shown: 1, or 4 as \ooo. */
static size_t vis_cols(unsigned char c)
{
	return tty_shown(c) ? 1 : 4;
}

/* Writes n bytes of s shown at p, a blank as NB, and returns the end of
 * what it wrote. */
static char *put_vis(char *p, const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == ' ')
			*p++ = NB[0];
		else if (vis_cols(c) == 1)
			*p++ = (char)c;
		else
			p += sprintf(p, "\\%03o", c);
	}
	return p;
}

/*
 * Writes into buf (SHOWN_ROOM bytes) a name from outside shown whole in
 * a message's words (say_fitted), as shown escapes it, within cols columns
 * (9 to SHOWN_WHOLE), and returns buf: if it is wider, its start and
 * its end with "..." between, cut in the middle (never inside an
 * escape), so that a path keeps its first folders and its last names; a
 * blank in it a blank where no line breaks (NB).
 */
#define SHOWN_WHOLE 64
const char *say_shown_middle(const char *s, size_t cols, char *buf)
{
	size_t n = strlen(s), head = 0, tail = 0, w = 0, i;
	char *p = buf;

	cols = cols < 9 ? 9 : cols > SHOWN_WHOLE ? SHOWN_WHOLE : cols;
	for (i = 0; i < n; i++)
		w += vis_cols((unsigned char)s[i]);
	if (w <= cols) {
		*put_vis(p, s, n) = '\0';
		return buf;
	}
	for (w = 0; w + vis_cols((unsigned char)s[head]) <= (cols - 3) / 2;
	    head++)
		w += vis_cols((unsigned char)s[head]);
	for (w = 0; w + vis_cols((unsigned char)s[n - tail - 1]) <=
	    cols - 3 - (cols - 3) / 2; tail++)
		w += vis_cols((unsigned char)s[n - tail - 1]);
	p = put_vis(p, s, head);
	memcpy(p, "...", 3);
	*put_vis(p + 3, s + n - tail, tail) = '\0';
	return buf;
}

/* Writes into buf (SHOWN_FULL bytes) a name from outside shown whole,
 * escaped as shown escapes it, for the log, which is not cut as a
 * screen is, and returns buf. */
const char *say_shown_full(const char *s, char *buf)
{
	return say_vis(s, buf, SHOWN_FULL - 4);
}

/* Returns the last name of path: a journal of the state folder as the
 * player finds it there. */
const char *say_base_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

/* Returns "s" for a count other than one, else "". */
const char *say_plural(size_t n)
{
	return n == 1 ? "" : "s";
}

/* Returns the columns of a line of wizcastle's own: 64, or the width of
 * the terminal of standard error where that is narrower. */
size_t say_cols(void)
{
	size_t cols = screen_cols(2);

	return cols > 0 && cols < 64 ? cols : 64;
}

/* Returns whether the text from p to its line's end is one word: no
 * blank in it (an NB is none). */
static int one_word(const char *p)
{
	for (; *p != '\0' && *p != '\n'; p++)
		if (*p == ' ')
			return 0;
	return 1;
}

/*
 * Breaks the line of text in buf into lines of say_cols() columns at
 * most: a blank where a line would grow wider becomes a newline, the last after
 * a mark (:;,) if there is one, else the last (a word wider than the
 * line stays whole); an NB is a blank.  No word is left alone on the
 * last line: where it would be, the line breaks a word sooner (at the
 * blank before), so that a value goes with the words that name it;
 * nor the first word of a line, where the line can hold the next
 * ("wizcastle:" and a newline).
 */
void say_fit(char *buf)
{
	char *p, *q, *start = buf, *first = NULL, *blank = NULL, *mark = NULL;
	ptrdiff_t cols = (ptrdiff_t)say_cols();

	for (p = buf; *p != '\0'; p++) {
		if (*p == '\n') {
			start = p + 1;
			first = blank = mark = NULL;
			continue;
		}
		if (*p == ' ' && first == NULL)
			first = p;	/* the first word stays with the next */
		else if (*p == ' ' && strchr(":;,", p[-1]))
			blank = mark = p;
		else if (*p == ' ')
			blank = p;
		if (p - start >= cols && (blank != NULL || first != NULL)) {
			p = mark != NULL ? mark : blank != NULL ? blank : first;
			for (q = p - 1; one_word(p + 1) && q > first; q--)
				if (*q == ' ') {
					p = q;
					break;
				}
			*p = '\n';
			start = p + 1;
			first = blank = mark = NULL;
		}
	}
	for (p = buf; (p = strchr(p, NB[0])) != NULL; p++)
		*p = ' ';
}

/* Writes PROGNAME ": " and the words of fmt into buf, fitted
 * (say_fit). */
void say_fitted(char *buf, size_t len, const char *fmt, va_list ap)
{
	int n = snprintf(buf, len, PROGNAME ": ");

	vsnprintf(buf + n, len - (size_t)n, fmt, ap);
	say_fit(buf);
}

/* Prints a line of wizcastle's own on standard error, fitted
 * (say_fit). */
void complain(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	say_fitted(buf, sizeof buf, fmt, ap);
	va_end(ap);
	fprintf(stderr, "%s\n", buf);
}

/* Says, when -w or -k found no game, the folder they read, and, run as
 * root, that it was root's own, not the account's whose games run. */
void say_none(const char *folder)
{
	char nb[SHOWN_ROOM];

	complain("the folder read: %s", say_shown_middle(folder, say_cols() -
	    1, nb));
	if (geteuid() == 0)
		complain("run as root, -w and -k read root's own; run them as "
		    "the account the games run as, with su");
}

/* Returns what is wrong with a journal or its folder (e), in words: a
 * constant, or a buffer of its own that the next call overwrites. */
const char *say_why(const struct journal_error *e)
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
		return "empty, not a " PROGNAME " journal";
	case JOURNAL_FOREIGN:
		return "not a " PROGNAME " journal";
	case JOURNAL_VERSION:
		return "a journal of another version";
	case JOURNAL_NOHOME:
		return "no home folder";
	case JOURNAL_CEILING:
		return "its folder's journals at their limit";
	case JOURNAL_KEY:
		return "no key: 16 bytes, this user's, mode 0600";
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

/* Refuses a journal that cannot be resumed: says so in one line and
 * exits, status 1, the file as it was. */
void say_refuse(const char *path, const char *what)
{
	char nb[SHOWN_ROOM];

	complain("%s: %s", say_shown(path, nb), what);
	exit(1);
}
