/*
 * cast.c: -a -r JOURNAL, a journal's game as an asciicast v2 recording
 * on standard output, for asciinema(1) to play anywhere: its header, a
 * line of JSON, then an event a line, [time, "o", text].  The game is
 * played from the journal's answers as a script plays it, each answer
 * echoed; what it prints up to the first question is the event at time
 * 0, and each answer and what follows it, to the next question, the
 * event CAST_PACE seconds after the one before: the journal keeps no
 * times, so the answers come at an even pace.  What the player typed is
 * echoed as a watcher sees it (tty_escape): every byte of it that is not
 * printable ASCII, a form feed, an ESC, a CR, a BS or a BEL too, as
 * \ooo, so that only the game's own output moves or clears the screen.
 * That output is a terminal's: a newline a CR LF, a form feed (or
 * Stetson's ESC E, the Heath's) the screen cleared, a machine's own
 * characters (IPCO's code page 437) in UTF-8, and any other control
 * byte escaped as \ooo, as names are: a recording shown to anyone plays
 * no typed escape.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cast.h"
#include "head.h"
#include "../io/store/journal.h"
#include "say.h"
#include "session.h"
#include "../wizcastle.h"

/* Seconds between two answers. */
#define CAST_PACE 1

/* The recording under way: the game's output since the last event. */
struct cast {
	struct tty *tty;
	struct game game;
	FILE *out;		/* the output, in a file of its own (a
				 * memory stream cannot be unbuffered, as
				 * the teletype makes its output), emptied
				 * at each event: it holds one event's
				 * bytes at most, read in blocks, so that
				 * a recording's cost is linear in the game's
				 * output, whatever its length */
	unsigned long events;	/* events written */
	int esc;		/* the last byte an ESC */
};

/* Writes one byte of the game's output to standard output as JSON and
 * a terminal take it; an ESC waits for the byte after it. */
static void put_byte(struct cast *c, unsigned char b)
{
	const struct charset *cs = c->game.machine->basic->charset;

	if (c->esc) {
		c->esc = 0;
		if (b == 'E') {		/* the Heath's clear */
			fputs("\\u001b[H\\u001b[2J", stdout);
			return;
		}
		fputs("\\\\033", stdout);
	}
	if (b == '\x1b') {
		c->esc = 1;
		return;
	}
	switch (b) {
	case '\n':
		fputs("\\r\\n", stdout);
		return;
	case '\f':
		fputs("\\u001b[H\\u001b[2J", stdout);
		return;
	case '\r':
		fputs("\\r", stdout);
		return;
	case '\t':
		fputs("\\t", stdout);
		return;
	case '\b':
	case '\a':
		printf("\\u%04x", b);
		return;
	case '"':
	case '\\':
		printf("\\%c", b);
		return;
	}
	if (b >= 0x80 && cs != NULL) {
		unsigned u = cs->uni[b - 0x80];	/* UTF-8, 2 or 3 bytes */
		if (u < 0x800)
			printf("%c%c", 0xc0 | u >> 6, 0x80 | (u & 0x3f));
		else
			printf("%c%c%c", 0xe0 | u >> 12, 0x80 | (u >> 6 & 0x3f),
			    0x80 | (u & 0x3f));
	} else if (b < 0x20 || b >= 0x7f)
		printf("\\\\%03o", b);
	else
		putchar(b);
}

/* Writes what the game printed since the last event (to the file's
 * descriptor, the teletype's raw_write) as the next event, if it printed
 * anything, and empties the file for the one after. */
static void put_event(struct cast *c)
{
	int fd = fileno(c->out);
	off_t end = lseek(fd, 0, SEEK_CUR), at = 0;
	unsigned char buf[8192];
	ssize_t n, i;

	if (end <= 0)
		return;
	printf("[%lu.0, \"o\", \"", c->events * CAST_PACE);
	while (at < end && (n = pread(fd, buf, sizeof buf, at)) > 0) {
		for (i = 0; i < n && at + i < end; i++)
			put_byte(c, buf[i]);
		at += n;
	}
	if (c->esc) {		/* an ESC last: shown, not kept */
		fputs("\\\\033", stdout);
		c->esc = 0;
	}
	printf("\"]\n");
	(void)ftruncate(fd, 0);
	(void)lseek(fd, 0, SEEK_SET);
	c->events++;
}

/* Writes what came before the answer just read as an event (tty's
 * on_line). */
static void on_answer(void *arg, const char *s, size_t n)
{
	(void)s;
	(void)n;
	put_event(arg);
}

/* Writes the game's last output as the last event and flushes the
 * recording before the program ends (tty's on_eof, and a halt's end). */
static void on_end(void *arg)
{
	put_event(arg);
	if (fflush(stdout) == EOF && errno != EPIPE)
		complain("write error: %s", strerror(errno));
}

/* Writes the game of the journal at path as a recording on standard
 * output and returns the exit status: 1 if the journal cannot be read
 * or, the game not halted, the output had an error, else 0. */
int cast_journal(const char *path)
{
	char nb[SHOWN_ROOM];
	struct cast c = { 0 };
	struct journal_error e;
	struct journal *j;
	struct head h;
	const char *lines, *what;
	size_t len, count;
	FILE *in;
	int halted;
	struct tty_hooks hooks = { &c, on_answer, NULL, on_end, NULL,
	    NULL };

	folder_named(&head_names);
	if ((j = journal_open(path, 0, &e)) == NULL) {
		complain("%s: %s", say_shown(path, nb), say_why(&e));
		return 1;
	}
	lines = journal_lines(j, &len, &count);
	if ((what = head_read(&h, &lines, &len, &count)) != NULL) {
		complain("%s: %s", say_shown(path, nb), what);
		return 1;
	}
	in = len > 0 ? fmemopen((void *)lines, len, "r") :
	    fopen("/dev/null", "r");
	c.out = tmpfile();
	if (in == NULL || c.out == NULL) {
		complain("%s", strerror(errno));
		if (in != NULL)
			fclose(in);
		if (c.out != NULL)
			fclose(c.out);
		journal_close(j);
		return 1;
	}
	printf("{\"version\": 2, \"width\": 80, \"height\": 24, "
	    "\"title\": \"" PROGNAME ": %s on %s\"}\n", h.edition, h.machine);
	c.tty = tty_new();
	tty_open(c.tty, in, c.out);
	tty_escape(c.tty);	/* what was typed shown, never acted on */
	tty_hooks(c.tty, &hooks);
	head_game(&c.game, &h, c.tty);
	halted = game_play(&c.game) == GAME_HALTED;
	tty_free(c.tty);	/* the last of the output out */
	on_end(&c);
	journal_close(j);
	/* a halt ends as the end of input does (tty_stop): status 0 */
	return !halted && ferror(stdout) != 0;
}
