/*
 * ending.c: how a game ends: death, leaving the castle, the Orb, the
 * list of what you had, and PLAY AGAIN (lines 2840-3070, 3270).
 */
#include "../wizcastle.h"

/* A line of 64 stars and a blank line (line 3270). */
void put_stars(struct game *g)
{
	int q;

	for (q = 0; q < 64; q++)
		put_str(g->tty, "*");
	put_nl(g->tty);
	put_nl(g->tty);
}

/* Lines 2970-3000: the treasures, the gear, the gold, the turns. */
static enum step possessions(struct game *g)
{
	int q;

	for (q = 1; q <= 8; q++)
		if (g->treasure[q] == 1)
			put_line(g->tty, room_name[q + 25]);
	put_line(g->tty, gear_name[g->weapon + 1]);
	put_line(g->tty, gear_name[g->armor + 5]);
	if (g->lamp == 1)
		put_line(g->tty, "A LAMP");
	put_num(g->tty, g->flares);
	put_line(g->tty, " FLARES");
	put_num(g->tty, g->gold);
	put_line(g->tty, " GP's");
	if (g->has_staff == 1)
		put_line(g->tty, "THE RUNESTAFF");
	put_nl(g->tty);
	put_str(g->tty, "AND IT TOOK YOU ");
	put_num(g->tty, (double)g->turns);
	put_line(g->tty, " TURNS!");
	put_nl(g->tty);
	return STEP_OVER;
}

/* Lines 2840-2890: the death notice, after the pause of line 2840. */
enum step game_died(struct game *g)
{
	tty_pause(g->tty);
	put_ff(g->tty);
	put_nl(g->tty);
	put_stars(g);
	put_str(g->tty, "A NOBLE EFFORT, OH FORMERLY LIVING ");
	put_line(g->tty, g->race[g->rc]);
	put_nl(g->tty);
	put_str(g->tty, "YOU DIED FROM A LACK OF ");
	if (g->st < 1)
		put_line(g->tty, "STRENGTH");
	if (g->iq < 1)
		put_line(g->tty, "INTELLIGENCE");
	if (g->dx < 1)
		put_line(g->tty, "DEXTERITY");
	put_nl(g->tty);
	put_nl(g->tty);
	g->fight_round = 1;
	put_line(g->tty, "WHEN YOU DIED YOU HAD:");
	put_nl(g->tty);
	return possessions(g);
}

/* Lines 2940-2960: defeat, for those who leave without the Orb or quit;
 * YOUR MISERABLE LIFE shows when Q3, last set in a fight, is 0. */
enum step game_quit(struct game *g)
{
	put_nl(g->tty);
	put_line(g->tty, "A LESS THAN AWE-INSPIRING DEFEAT.");
	put_nl(g->tty);
	put_line(g->tty, "WHEN YOU LEFT THE CASTLE YOU HAD:");
	put_nl(g->tty);
	if (g->fight_round == 0)
		put_line(g->tty, "YOUR MISERABLE LIFE");
	return possessions(g);
}

/* Lines 2900-2930: out of the entrance, with or without the Orb. */
enum step game_left(struct game *g)
{
	g->fight_round = 0;
	put_nl(g->tty);
	put_str(g->tty, "YOU LEFT THE CASTLE WITH");
	if (g->has_orb == 0)
		put_str(g->tty, "OUT");
	put_line(g->tty, " THE ORB OF ZOT");
	put_nl(g->tty);
	if (g->has_orb == 0)
		return game_quit(g);
	put_nl(g->tty);
	put_line(g->tty, "A GLORIOUS VICTORY!");
	put_nl(g->tty);
	put_line(g->tty, "YOU ALSO GOT OUT WITH THE FOLLOWING:");
	put_nl(g->tty);
	put_line(g->tty, "YOUR MISERABLE LIFE");
	return possessions(g);
}

/* Lines 3050-3070: the Orb, for the Runestaff. */
enum step game_orb(struct game *g)
{
	put_nl(g->tty);
	put_line(g->tty, "GREAT UNMITIGATED ZOT!");
	put_nl(g->tty);
	put_line(g->tty, "YOU JUST FOUND THE ORB OF ZOT!");
	put_nl(g->tty);
	put_line(g->tty, "THE RUNESTAFF IS GONE");
	g->has_staff = 0;
	g->has_orb = 1;
	g->orb[1] = 0;
	return STEP_CLEARED;
}

/* Line 3010: the question of PLAY AGAIN; the answer's letter. */
static char again_question(struct game *g, const void *what)
{
	char c;

	(void)what;
	put_nl(g->tty);
	put_nl(g->tty);
	put_str(g->tty, "PLAY AGAIN ");
	c = ask_char(g);
	put_nl(g->tty);
	return c;
}

/* Lines 3010-3040: 1 to play again, 0 to stop. */
int play_again(struct game *g)
{
	if (ask_yes_no(g, again_question, NULL, 0) == 'Y') {
		put_str(g->tty, "SOME ");
		put_str(g->tty, g->race[g->rc]);
		put_line(g->tty, "S NEVER LEARN");
		put_nl(g->tty);
		put_nl(g->tty);
		return 1;
	}
	put_str(g->tty, "MAYBE DUMB ");
	put_str(g->tty, g->race[g->rc]);
	put_line(g->tty, " NOT SO DUMB AFTER ALL");
	put_nl(g->tty);
	put_end(g->tty);			/* END */
	return 0;
}
