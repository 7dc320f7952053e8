/*
 * scores.h: the xlogfile's games (scores.c), best first (-S and the
 * menu's scores), and a player's own, newest first (the menu's past
 * games).
 */
#ifndef SCORES_H
#define SCORES_H

#include <stddef.h>
#include <stdio.h>

/* One game of the xlogfile, as its line has it. */
struct score {
	char name[40];		/* the player, "" for the state folder's */
	char edition[16], machine[16], outcome[16];
	char gold[16];		/* as the line has it */
	char journal[64];	/* its journal's name in finished/ */
	long turns;
	double worth;		/* gold's value */
	long long end;		/* endtime */
};

int scores_list(FILE *out, const char *player, size_t max);
size_t scores_past(const char *player, struct score *games, size_t max);

#endif
