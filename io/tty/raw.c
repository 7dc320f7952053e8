/*
 * raw.c: the teletype's bytes written out as they are, below what a
 * terminal shows (io/tty/screen.c) and the output's path (io/tty/out.c), which
 * both write here; the player's notes on standard error; and the end a
 * write error makes: it cannot write what the teletype holds, so it
 * only says the notes and lets go of the terminal, as out_close would.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../alloc.h"
#include "../atomicio.h"
#include "edit.h"
#include "teletype.h"
#include "pager.h"

/* Stop on a write error: quietly for a closed pipe, else with a word.
 * What is still in buf[] is dropped: it cannot go out either. */
static void raw_failed(struct tty *t)
{
	signals_check();	/* cut short by the idle limit's end */
	if (errno != EPIPE)
		io_complain("write error: %s", strerror(errno));
	t->len = 0;
	raw_note(t);
	raw_end(t);
	exit(1);
}

/* n bytes to out.  stdio holds nothing of out (unbuffered, tty_open),
 * so a write(2) of its descriptor goes in order; through stdio when
 * libedit shares out, or out has no descriptor.  A wait for them to go
 * out (^S, a client that stops reading) is a wait the idle limit ends
 * (signals_wait). */
void raw_write(struct tty *t, const char *s, size_t n)
{
	int fd = t->out_stdio ? -1 : fileno(t->out);

	signals_wait(1);
	if (fd < 0) {
		if ((n && fwrite(s, 1, n, t->out) != n) || fflush(t->out) == EOF)
			raw_failed(t);
	} else if (n > 0 && atomicio_write(fd, s, n) < n)
		raw_failed(t);
	signals_wait(0);
}

/* The note, if there is one, on standard error, and gone. */
void raw_note(struct tty *t)
{
	if (t->note == NULL)
		return;
	signals_wait(1);	/* as raw_write */
	fputs(t->note, stderr);
	signals_wait(0);
	free(t->note);
	t->note = NULL;
}

/* The last of the teletype's end, after its output: the terminal as
 * found (libedit's end), and its memory freed. */
void raw_end(struct tty *t)
{
	if (t->ed)
		editor_close(t->ed);
	t->ed = NULL;
	pager_close(t->pager);
	t->pager = NULL;
	free(t->line);
	free(t->answer);
	free(t->typed);
	free(t->clear);
	free(t->seen);
	t->line = t->answer = t->typed = t->clear = t->seen = NULL;
}
