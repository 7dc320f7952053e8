/*
 * ending.c: how a game ends: death, leaving the castle, the Orb, the
 * list of what you had, and PLAY AGAIN (lines 2840-3070, 3270).
 */
#include "rules.h"

/* Prints a line of 64 stars and a blank line (line 3270; Stetson's
 * lines 5375-5400). */
void ending_stars(struct game *g)
{
	int q;

	for (q = 0; q < 64; q++)
		tty_str(g->tty, "*");
	tty_nl(g->tty);
	tty_nl(g->tty);
}

/* Lists the treasures, the gear, the gold and the turns (lines 2970-3000,
 * Stetson's lines 5055-5105) and returns STEP_OVER. */
static enum step possessions(struct game *g)
{
	const struct words *w = g->edition->words;
	int q;

	for (q = 1; q <= 8; q++)
		if (g->treasure[q] == 1)
			tty_line(g->tty, data_room_name[q + 25]);
	prompt_tell(g, w->had_gear, data_gear_name[g->weapon + 1],
	    data_gear_name[g->armor + 5]);
	if (g->lamp == 1)
		prompt_tell(g, w->had_lamp);
	prompt_tell(g, w->had, g->flares, g->gold);
	if (g->has_staff == 1)
		prompt_tell(g, w->had_staff);
	prompt_tell(g, w->turns_took, (double)g->turns);
	return STEP_OVER;
}

/* Prints the death notice (lines 2840-2890, Stetson's lines 4910-4965),
 * after line 2840's pause where the edition has it, then what you had. */
enum step ending_died(struct game *g)
{
	const struct words *w = g->edition->words;

	if (g->edition->death_pause)
		tty_pause(g->tty);
	prompt_tell(g, w->died[0]);
	ending_stars(g);
	prompt_tell(g, w->died[1]);
	if (g->st < 1)
		prompt_tell(g, w->lack[0]);
	if (g->iq < 1)
		prompt_tell(g, w->lack[1]);
	if (g->dx < 1)
		prompt_tell(g, w->lack[2]);
	g->fight_round = 1;
	prompt_tell(g, w->died[2]);
	return possessions(g);
}

/* Tells of defeat (lines 2940-2960, Stetson's lines 5030-5050) to those
 * who leave without the Orb or quit, YOUR MISERABLE LIFE when Q3, last
 * set in a fight, is 0, then what they had. */
enum step ending_quit(struct game *g)
{
	prompt_tell(g, g->edition->words->defeat);
	if (g->fight_round == 0)
		prompt_tell(g, g->edition->words->life);
	return possessions(g);
}

/* Tells of leaving by the entrance, with or without the Orb (lines 2900-2930;
 * Stetson's lines 4970-5025), then what you had. */
enum step ending_left(struct game *g)
{
	const struct words *w = g->edition->words;

	g->fight_round = 0;
	tty_nl(g->tty);
	tty_str(g->tty, "YOU LEFT THE CASTLE WITH");
	if (g->has_orb == 0)
		tty_str(g->tty, "OUT");
	prompt_tell(g, w->left);
	if (g->has_orb == 0)
		return ending_quit(g);
	prompt_tell(g, w->victory);
	prompt_tell(g, w->life);
	return possessions(g);
}

/* Gives the Orb for the Runestaff (lines 3050-3070;
 * Stetson's lines 5175-5220) and returns STEP_CLEARED. */
enum step ending_orb(struct game *g)
{
	prompt_tell(g, g->edition->words->orb);
	g->has_staff = 0;
	g->has_orb = 1;
	g->orb[1] = 0;
	return STEP_CLEARED;
}

/* Asks PLAY AGAIN (line 3010, Stetson's line 5110) and returns the
 * answer's letter. */
static char again_question(struct game *g, const void *what)
{
	char c;

	(void)what;
	prompt_tell(g, g->edition->words->again[0]);
	c = prompt_char(g);
	tty_nl(g->tty);
	return c;
}

/* Asks PLAY AGAIN until Y or N (lines 3010-3040; Stetson's
 * lines 5110-5170); returns 1 to play again, or 0 at the program's END. */
int ending_play_again(struct game *g)
{
	if (prompt_yes_no(g, again_question, NULL, 0) == 'Y') {
		prompt_tell(g, g->edition->words->again[1]);
		return 1;
	}
	prompt_tell(g, g->edition->words->again[2]);
	tty_end(g->tty);			/* END */
	return 0;
}

/* Notes what killed for the record (ending_record) and returns the step
 * of a death: each of the listing's GOTO 2840s. */
enum step ending_death(struct game *g, enum death how)
{
	g->death = how;
	return STEP_DIED;
}

/*
 * Fills r with the game that has just ended, as a record tells it: how it
 * ended, for a death what killed (the monster as line 3080's DATA names
 * it, in lower case), the turns and gold at its end, and the T its
 * castle was built from.
 */
void ending_record(const struct game *g, struct game_record *r)
{
	static const char *const outcome[] = {
		"", "victory", "death", "quit", "left"
	};
	static const char *const cause[] = {
		"", "a web spell", "a fireball spell", "a deathspell",
		"a magic pool", "an exploding chest", "a crystal orb"
	};
	const char *k = g->death == DEATH_MONSTER ?
	    data_room_name[12 + g->monster] : cause[g->death];
	size_t i;

	r->outcome = outcome[g->outcome];
	r->killer[0] = '\0';
	for (i = 0; g->outcome == OUTCOME_DEATH && k[i] != '\0' &&
	    i < sizeof r->killer - 1; i++)
		r->killer[i] = (char)(k[i] >= 'A' && k[i] <= 'Z' ?
		    k[i] - 'A' + 'a' : k[i]);
	if (g->outcome == OUTCOME_DEATH)
		r->killer[i] = '\0';
	r->turns = g->turns;
	r->gold = g->gold;
	r->castle = g->castle;
}
