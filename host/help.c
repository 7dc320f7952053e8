/*
 * help.c: the help, two ways.  The menu's how to play (menu.c, h):
 * two screens of 22 lines at most within 64 columns, the commands, how
 * to win, and what a key keeps; wizcastle(6) has it all.  The help
 * key's screen, ^G or F1 where libedit reads the answer (io/
 * edit.c): the game's part (status_help, rules/status.c), then the keys
 * and what keeps a game, in lines of 64 columns, 22 at most with the
 * question after them; no turn is taken, nothing is kept: the question
 * is asked again.  And the word said once of a window too small for
 * the game (HELP_ROWS), where the pauses of -p come by themselves.
 */
#include <stdio.h>
#include <string.h>

#include "help.h"
#include "say.h"
#include "session.h"
#include "../wizcastle.h"

const char *const help_screens[] = {
	"How to play The Wizard's Castle\n"
	"\n"
	"A castle of 8 levels, 8 by 8 rooms each, holds the Orb of Zot.\n"
	"One monster carries the Runestaff: kill it, and the staff is\n"
	"yours.  With it, T teleports you to any room you name; teleport\n"
	"into the warp that holds the Orb, and the Orb is yours.  With\n"
	"the Orb, walk north out of the entrance, row 1, column 4 of\n"
	"level 1: a glorious victory.  Leaving without it, quitting, or\n"
	"strength, intelligence or dexterity below 1, is a defeat.\n"
	"\n"
	"At YOUR MOVE ? each answer takes a turn:\n"
	"  N S E W  walk north, south, east or west\n"
	"  U D      climb the stairs up or down\n"
	"  M        the map of this level\n"
	"  F        light a flare: the nine rooms around you\n"
	"  L        shine the lamp into the next room\n"
	"  O        open a chest or a book\n"
	"  DR       drink from a pool\n"
	"  G        gaze into a crystal orb\n"
	"  T        teleport, with the Runestaff\n"
	"  Q        quit, after a second question\n",
	"In a fight: A attack, R retreat, B bribe, or C cast a spell\n"
	"(W web, F fireball, D deathspell).  With a vendor: T trade,\n"
	"A attack or I ignore.\n"
	"\n"
	"Every answer is kept as it is typed: a dropped line loses at\n"
	"most the answer being typed.  Control-C, or Control-D at an\n"
	"empty answer, keeps the game and brings you back here, where p\n"
	"goes on with it; n starts another, the first kept too.\n"
	"Control-L draws the screen again; Control-O says where you\n"
	"stand.  The game ends at PLAY AGAIN ? answered N.\n"
	"\n"
	"Stetson's edition adds H, the list of its commands.\n"
	"The whole game: man wizcastle, or wizcastle(6).\n",
	NULL
};

/* Writes the help key's screen for the session at arg into buf (len
 * bytes, NUL ended), as tty's on_help; writes nothing before a game is
 * under way. */
void help_screen(void *arg, char *buf, size_t len)
{
	const struct session *s = arg;
	size_t n;

	buf[0] = '\0';
	if (s->game == NULL || len == 0)
		return;
	n = (size_t)snprintf(buf, len, PROGNAME " help (^G): no turn is "
	    "taken; the question again\n");
	if (n >= len)
		return;
	status_help(s->game, buf + n, len - n);
	n += strlen(buf + n);
	snprintf(buf + n, len - n, "^O  where you stand and all you hold    "
	    "^L  the screen again\nEach answer is kept as you type it: ^C, "
	    "^D or a dropped line\nkeep the game%s; Q ends it, lost.\n"
	    "The whole game: man " PROGNAME "\n", s->player != NULL ?
	    ": log in again to go on" : ", and " PROGNAME " goes on with it");
}

/* Returns the word said once of a window of fewer than HELP_ROWS rows,
 * where the pauses of -p come by themselves. */
const char *help_small(void)
{
	return "a small window: -- more -- waits where a screen would "
	    "scroll off, as -p asks; Space or Return goes on";
}
