/*
 * commands.c: the commands that do not walk: map, flare, lamp, drink,
 * open, gaze, teleport and quit (lines 1010-1660; Stetson's 2505-3430),
 * each edition's texts from its struct words.
 */
#include "rules.h"

/* Lines 1010-1050 and 1100, and Stetson's
 * lines 2505-2570 and 2575-2615 (2610-2615 never run): the map of
 * this level, or a jibe if blind. */
enum step commands_map(struct game *g)
{
	const struct words *w = g->edition->words;
	int x, y;

	if (g->blind == 1) {
		prompt_tell(g, w->dumb);
		return STEP_TURN;
	}
	prompt_tell(g, w->map_head);
	for (x = 1; x <= 8; x++) {
		for (y = 1; y <= 8; y++) {
			int q = castle_get(g, x, y, g->z);

			if (q > 99)
				q = UNKNOWN;
			tty_str(g->tty, x == g->x && y == g->y ? "<" : " ");
			tty_str(g->tty, data_room_letter[q]);
			prompt_tell(g, x == g->x && y == g->y ? w->map_here
			    : w->map_cell);
		}
		tty_nl(g->tty);
		tty_nl(g->tty);
	}
	castle_tell_where(g);
	return STEP_TURN;
}

/* Lines 1070-1100, and Stetson's
 * lines 2620-2685 and 2690-2730: a flare lights the nine rooms around. */
enum step commands_flare(struct game *g)
{
	const struct words *w = g->edition->words;
	int q1, q2;

	if (arith_cmp(g, g->flares, 0) == 0) {
		prompt_tell(g, w->no_flares);
		return STEP_TURN;
	}
	prompt_tell(g, w->map_head);
	g->flares = arith_sub(g, g->flares, 1);
	for (q1 = g->x - 1; q1 <= g->x + 1; q1++) {
		for (q2 = g->y - 1; q2 <= g->y + 1; q2++) {
			int x = castle_wrap(q1), y = castle_wrap(q2);
			int q = castle_contents(castle_get(g, x, y, g->z));

			castle_set(g, x, y, g->z, q);
			prompt_tell(g, w->flare_cell, data_room_letter[q]);
		}
		tty_nl(g->tty);
		tty_nl(g->tty);
	}
	castle_tell_where(g);
	return STEP_TURN;
}

/* Lines 1110-1170, and Stetson's
 * lines 2735-2800 and 2805-2850: the lamp shows one room next door. */
enum step commands_lamp(struct game *g)
{
	const struct words *w = g->edition->words;
	int x, y, q;
	char c;

	if (g->lamp == 0) {
		prompt_tell(g, w->no_lamp);
		return STEP_TURN;
	}
	prompt_tell(g, w->lamp_ask);
	c = prompt_char(g);
	x = castle_wrap(g->x + (c == 'S') - (c == 'N'));
	y = castle_wrap(g->y + (c == 'E') - (c == 'W'));
	if (g->x - x + g->y - y == 0) {
		prompt_tell(g, w->not_way);
		return STEP_TURN;
	}
	prompt_tell(g, w->lamp_into);
	castle_tell_at(g, x, y, g->z, &w->at_end);
	q = castle_contents(castle_get(g, x, y, g->z));
	castle_set(g, x, y, g->z, q);
	prompt_tell(g, w->lamp_finds, data_room_name[q]);
	return STEP_TURN;
}

/* Lines 1190-1250 (Stetson's lines 2915-2940): a score up (FNC, 18 at
 * most) or down by FNA(3); STEP_DIED if it falls below 1. */
static enum step drink_score(struct game *g, int *score, int up,
    const char *word)
{
	if (up)
		*score = create_cap18(*score + rnd_fna(g, 3));
	else
		*score -= rnd_fna(g, 3);
	prompt_tell(g, word);
	return *score < 1 ? ending_death(g, DEATH_POOL) : STEP_TURN;
}

/* Lines 1180-1300, and Stetson's
 * lines 2855-2910 and 2945-2960: a drink from the pool. */
enum step commands_drink(struct game *g)
{
	const struct words *w = g->edition->words;
	int q;

	if (castle_get(g, g->x, g->y, g->z) != POOL) {
		prompt_tell(g, w->no_pool);
		return STEP_TURN;
	}
	q = rnd_fna(g, 8);
	tty_nl(g->tty);
	tty_str(g->tty, "YOU TAKE A DRINK AND ");
	if (q < 7)
		tty_str(g->tty, "FEEL ");
	switch (q) {
	case 1: case 2:
		return drink_score(g, &g->st, q == 1, w->feel[q - 1]);
	case 3: case 4:
		return drink_score(g, &g->iq, q == 3, w->feel[q - 1]);
	case 5: case 6:
		return drink_score(g, &g->dx, q == 5, w->feel[q - 1]);
	case 7:
		do
			q = rnd_fna(g, 4);
		while (q == g->rc);
		g->rc = q;
		prompt_tell(g, w->become);
		return STEP_TURN;
	default:
		g->male = 1 - g->male;
		tty_str(g->tty, "TURN INTO A ");
		if (g->male == 0)
			tty_str(g->tty, "FE");
		prompt_tell(g, w->male);
		return STEP_TURN;
	}
}

/* Lines 1340-1410, and Stetson's
 * lines 3020-3085 and 3090-3100: what the book does. */
static void open_book(struct game *g)
{
	const char *const *says = g->edition->words->book;
	int q = rnd_fna(g, 6);

	if (q == 3)
		prompt_tell(g, says[2], g->race[rnd_fna(g, 4)]);
	else
		prompt_tell(g, says[q - 1]);
	if (q == 1)
		g->blind = 1;
	else if (q == 4)
		g->dx = 18;
	else if (q == 5)
		g->st = 18;
	else if (q == 6)
		g->book_stuck = 1;
}

/* Lines 1430-1470 (Stetson's lines 3115-3180): what the chest does. */
static enum step open_chest(struct game *g)
{
	const struct edition *e = g->edition;
	int q;

	switch (rnd_fna(g, 4)) {
	case 1:
		prompt_tell(g, e->words->kaboom);
		combat_damage(g, rnd_fna(g, 6));
		return g->st < 1 ? ending_death(g, DEATH_CHEST) : STEP_CLEARED;
	case 3:
		prompt_tell(g, e->words->gas);
		castle_set(g, g->x, g->y, g->z, EMPTY);
		g->turns = (long)e->store(g, (double)g->turns + 20,
		    MB_TURN_GAS);
		g->answer = "NSEW"[rnd_fna(g, 4) - 1];
		g->o_line = NULL;
		return STEP_WALK;
	default:
		q = rnd_fna(g, 1000);
		prompt_tell(g, e->words->chest_gold, q);
		g->gold = e->store(g, arith_add(g, g->gold, q), MB_CHEST_GOLD);
		return STEP_CLEARED;
	}
}

/* Lines 1310-1330 (Stetson's lines 2965-3015): open the chest or the
 * book, if there is one. */
enum step commands_open(struct game *g)
{
	const struct words *w = g->edition->words;
	int q = castle_get(g, g->x, g->y, g->z);

	if (q == CHEST) {
		prompt_tell(g, w->opened[0]);
		return open_chest(g);
	}
	if (q == BOOK) {
		prompt_tell(g, w->opened[1]);
		open_book(g);
		return STEP_CLEARED;
	}
	prompt_tell(g, w->opened[2]);
	return STEP_TURN;
}

/* Lines 1520-1570 (Stetson's lines 3250-3300): a room somewhere, or
 * where the Orb may be. */
static void vision(struct game *g, int orb)
{
	const struct words *w = g->edition->words;
	int x = rnd_fna(g, 8), y = rnd_fna(g, 8), z = rnd_fna(g, 8);

	if (!orb) {
		int q = castle_contents(castle_get(g, x, y, z));

		castle_set(g, x, y, z, q);
		prompt_tell(g, w->vision[3], data_room_name[q]);
		castle_tell_at(g, x, y, z, &w->at_end);
		return;
	}
	if (rnd_fna(g, 8) < 4) {
		x = g->orb[1];
		y = g->orb[2];
		z = g->orb[3];
	}
	prompt_tell(g, w->vision[4]);
	castle_tell_at(g, x, y, z, &w->orb_end);
}

/* Lines 1480-1580, and Stetson's
 * lines 3185-3245 and 3305-3310: a vision in the crystal orb. */
enum step commands_gaze(struct game *g)
{
	const struct words *w = g->edition->words;
	int q;

	if (castle_get(g, g->x, g->y, g->z) != ORB) {
		prompt_tell(g, w->no_orb);
		return STEP_TURN;
	}
	tty_nl(g->tty);
	tty_str(g->tty, "YOU SEE ");
	q = rnd_fna(g, 6);
	if (q == 1) {
		prompt_tell(g, w->vision[0]);
		g->st -= rnd_fna(g, 2);
		return g->st < 1 ? ending_death(g, DEATH_ORB) : STEP_TURN;
	}
	if (q == 2 || q == 3)
		prompt_tell(g, w->vision[q - 1], data_room_name[12 + rnd_fna(g,
		    13)]);
	else if (q == 4 || q == 5)
		vision(g, q == 5);
	else
		prompt_tell(g, w->vision[5]);
	return STEP_TURN;
}

/* Lines 3350-3360 (Stetson's lines 5485-5520): a coordinate from 1 to 8,
 * INT(VAL()), asked until one is given.  Line 3340, which no line calls,
 * is the same INPUT and INT(VAL()); Stetson's lines 5470-5480 too. */
static int ask_coordinate(struct game *g, int which)
{
	const struct words *w = g->edition->words;

	for (;;) {
		double q;

		tty_nl(g->tty);
		prompt_tell(g, w->coord[which]);
		q = g->edition->store(g, arith_int(g, arith_val(g,
		    prompt_input_o(g))),
		    MB_COORD_VAL);
		if (arith_cmp(g, q, 0) > 0 && arith_cmp(g, q, 9) < 0)
			return (int)q;
		prompt_tell(g, w->coord_wrong);
	}
}

/* Lines 1590-1630 (Stetson's lines 3315-3385): with the Runestaff, go
 * anywhere. */
enum step commands_teleport(struct game *g)
{
	if (g->has_staff == 0) {
		tty_nl(g->tty);
		tty_line(g->tty, "** YOU CAN'T TELEPORT WITHOUT THE RUNESTAFF!");
		return STEP_TURN;
	}
	g->x = ask_coordinate(g, 0);
	g->y = ask_coordinate(g, 1);
	g->z = ask_coordinate(g, 2);
	g->answer = 'T';
	g->o_line = NULL;
	return STEP_ENTER;
}

/* Lines 1640-1660 (Stetson's lines 3390-3430): quit, if you mean it. */
enum step commands_quit(struct game *g)
{
	const struct words *w = g->edition->words;
	char c;

	prompt_tell(g, w->quit_ask);
	c = prompt_char(g);
	tty_nl(g->tty);
	if (c != 'Y') {
		prompt_tell(g, w->quit_no);
		return STEP_TURN;
	}
	prompt_tell(g, w->quit_yes);
	return STEP_QUIT;
}
