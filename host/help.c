/*
 * help.c: the help key's screen, ? at an empty answer where libedit
 * reads it (io/edit.c): the game's part (game_help, rules/status.c),
 * then the keys and what keeps a game, in lines of 64 columns, 22 at
 * most with the question after them.  No turn is taken, nothing is
 * kept: the question is asked again.
 */
#include <stdio.h>
#include <string.h>

#include "say.h"
#include "session.h"
#include "../wizcastle.h"

/* tty's on_help: the screen into buf (len bytes, NUL ended), for the
 * session at arg; nothing before a game is under way. */
void help_screen(void *arg, char *buf, size_t len)
{
	const struct session *s = arg;
	size_t n;

	buf[0] = '\0';
	if (s->game == NULL || len == 0)
		return;
	n = (size_t)snprintf(buf, len, PROGNAME " help: no turn is taken, "
	    "and the question comes again\n");
	if (n >= len)
		return;
	game_help(s->game, buf + n, len - n);
	n += strlen(buf + n);
	snprintf(buf + n, len - n, "^O  where you stand and all you hold    "
	    "^L  the screen again\nEach answer is kept as you type it: ^C, "
	    "^D or a dropped line\nkeep the game%s; Q ends it, lost.\n"
	    "The whole game: man " PROGNAME "\n", s->player != NULL ?
	    ": log in again to go on" : ", and " PROGNAME " goes on with it");
}
