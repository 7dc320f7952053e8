/*
 * game.c: a sitting: the castle, the character, and the turns, game
 * after game while the player will (lines 10-40, 80-130, 1420).
 */
#include <setjmp.h>
#include <string.h>

#include "rules.h"

/* The machines: the Exidy Sorcerer, which Power's listing was written
 * for, GW-BASIC, and Microsoft BASIC-80 (MBASIC) 5.21 on CP/M, which
 * Stetson's was.  Each edition lists those it runs on (rules/edition.c). */
const struct machine game_machine_sorcerer = {
	.name = "sorcerer", .rnd = &rnd_sorcerer,
	.basic = &basic_sorcerer, .arith = &arith_sorcerer
};
const struct machine game_machine_gwbasic = {
	.name = "gwbasic", .rnd = &rnd_gwbasic,
	.basic = &basic_gwbasic, .arith = &arith_gwbasic
};
/* Stetson's listing stores every number VAL makes in an integer (DEFINT
 * A-Z): whole numbers far inside 2^24, where MBASIC's + - INT are
 * GW-BASIC's, exactly. */
const struct machine game_machine_mbasic = {
	.name = "mbasic", .rnd = &rnd_mbasic,
	.basic = &basic_mbasic, .arith = &arith_gwbasic
};

/* Returns the machine called name, or NULL. */
const struct machine *game_machine_find(const char *name)
{
	static const struct machine *const machines[] = {
		&game_machine_sorcerer, &game_machine_gwbasic,
		    &game_machine_mbasic
	};
	size_t i;

	for (i = 0; i < sizeof machines / sizeof machines[0]; i++)
		if (strcmp(machines[i]->name, name) == 0)
			return machines[i];
	return NULL;
}

/* Sets up a new sitting of edition e on machine m, first castle from
 * seed t: in Power's listing the hardware byte T that line 40 reads, with
 * the machine code that line 10 keeps in a REM, and wizcastle takes from
 * -s or the clock; in an edition that has RANDOMIZE, its number.  The
 * teletype talks as m's BASIC, and reads as e's players typed. */
void game_new(struct game *g, const struct machine *m,
    const struct edition *e, long t)
{
	struct tty *tty = g->tty;

	memset(g, 0, sizeof *g);
	g->tty = tty;
	g->machine = m;
	g->edition = e;
	g->rnd.ops = m->rnd;
	m->rnd->run(&g->rnd);			/* RUN */
	tty_basic(tty, m->basic);
	tty_input(tty, e->end_nl);
	if (e->seeds == SEEDS_BY_T)
		g->turns = t;			/* for line 80 */
	else if (t != SEED_NONE)
		m->rnd->randomize(&g->rnd, t);	/* before the first line */
}

/* Seeds from T, reads the DATA again, prints the title and builds the
 * castle (lines 80-230). */
void game_start(struct game *g)
{
	int q;

	g->castle = g->turns;
	rnd_seed(g, g->turns);			/* line 80 */
	for (q = 0; q < 5; q++)
		g->race[q] = data_race_name[q];
	tty_ff(g->tty);				/* lines 110-130 */
	tty_nl(g->tty);
	ending_stars(g);
	tty_tab(g->tty, 21);
	tty_line(g->tty, "THE WIZARD'S CASTLE");
	tty_nl(g->tty);
	ending_stars(g);
	tty_line(g->tty, "Copyright (C) 1980 by Joseph R Power");
	tty_nl(g->tty);
	tty_line(g->tty, "Last Revised - 04/12/80  11:10 PM");
	tty_nl(g->tty);
	g->rc = 0;				/* line 210 */
	g->st = 2;
	g->dx = 14;
	castle_build(g, castle_marks);
}

/* Does one step of the game, what step names, and returns the next.  The
 * room cleared is line 1420's POKE FND(Z),1:GOTO620, Stetson's
 * lines 3105-3110. */
static enum step game_step(struct game *g, enum step step)
{
	switch (step) {
	case STEP_TURN:
		return turn(g);
	case STEP_WALK:
		return turn_walk(g);
	case STEP_ENTER:
		return turn_enter_room(g);
	case STEP_CLEARED:
		castle_set(g, g->x, g->y, g->z, EMPTY);
		return STEP_TURN;
	case STEP_COMBAT:
		return combat(g);
	case STEP_DIED:
		g->outcome = OUTCOME_DEATH;
		return ending_died(g);
	case STEP_LEFT:
		g->outcome = g->has_orb ? OUTCOME_VICTORY : OUTCOME_LEFT;
		return ending_left(g);
	case STEP_QUIT:
		g->outcome = OUTCOME_QUIT;
		return ending_quit(g);
	case STEP_ORB:
		return ending_orb(g);
	case STEP_OVER:
		break;
	}
	return STEP_OVER;
}

/* Prints "Creating Arrays", Power's opening (line 30; line 20 sizes them:
 * struct game and rules/data.c hold them). */
void game_open(struct game *g)
{
	tty_ff(g->tty);
	tty_line(g->tty, "Creating Arrays");
}

/* Plays the whole sitting, to the last PLAY AGAIN, after the edition's
 * opening; of Stetson's listing
 * lines 1000-1035, 1045-1050, 1085-1100 and 5580 (REM, DIM, END).  As
 * each game ends, before PLAY AGAIN, on_over is told.  Returns GAME_OVER,
 * or GAME_HALTED if an error stopped the program (tty_halt said it). */
int game_play(struct game *g)
{
	jmp_buf halt;

	if (setjmp(halt) != 0) {
		tty_halt_to(g->tty, NULL);
		return GAME_HALTED;
	}
	tty_halt_to(g->tty, &halt);
	if (g->edition->opening != NULL)
		g->edition->opening(g);
	do {
		enum step step = STEP_ENTER;

		g->edition->start(g);
		create_character(g);
		g->outcome = OUTCOME_NONE;
		while (step != STEP_OVER)
			step = game_step(g, step);
		if (g->on_over != NULL)
			g->on_over(g->over_arg, g);
	} while (ending_play_again(g));
	tty_halt_to(g->tty, NULL);
	return GAME_OVER;
}
