/*
 * turn.c: a turn (lines 620-1000; Stetson's 1935-2500): the curses, the
 * castle's noises, the Opal Eye and the Blue Flame, the move and its
 * command; walking; and arriving in a room (lines 1670-1790; Stetson's
 * 3435-3590).
 */
#include "rules.h"

/* Lines 630-680 (Stetson's lines 1960-2015): the curses.  Line 680, the only
 * one that lays a curse, is reached only when the curse of forgetfulness
 * is held already. */
static void curses(struct game *g)
{
	int a, b, c;

	if (g->curse[1][4] > g->treasure[1])	/* lethargy: line 630 */
		g->turns++;
	if (g->curse[2][4] > g->treasure[3]) {	/* the leech: line 640 */
		g->gold = arith_sub(g, g->gold, rnd_fna(g, 5));
		if (arith_cmp(g, g->gold, 0) < 0)
			g->gold = 0;
	}
	if (g->curse[3][4] <= g->treasure[5])	/* forgetfulness: 650 */
		return;
	a = g->x;				/* lines 660-670 */
	b = g->y;
	c = g->z;
	g->x = rnd_fna(g, 8);
	g->y = rnd_fna(g, 8);
	g->z = rnd_fna(g, 8);
	castle_set(g, g->x, g->y, g->z,
	    castle_contents(castle_get(g, g->x, g->y, g->z)) + UNSEEN);
	g->x = a;
	g->y = b;
	g->z = c;
	if (castle_get(g, g->x, g->y, g->z) == EMPTY) {	/* line 680 */
		int q;

		for (q = 1; q <= 3; q++)
			g->curse[q][4] = g->curse[q][1] == g->x
			    && g->curse[q][2] == g->y && g->curse[q][3] == g->z;
	}
}

/* Lines 690-780 (Stetson's lines 2020-2090 and 2095-2160): one time in
 * five, something happens nearby. */
static void noises(struct game *g)
{
	const struct words *w = g->edition->words;
	int q;

	if (rnd_fna(g, 5) > 1)
		return;
	tty_nl(g->tty);
	tty_str(g->tty, "YOU ");
	q = rnd_fna(g, 7) + g->blind;
	if (q > 7)
		q = 4;
	if (q == 2)
		prompt_tell(g, w->noise[1], w->heard[rnd_fna(g, 4) - 1]);
	else if (q == 5)
		prompt_tell(g, w->noise[4], data_room_name[12 + rnd_fna(g,
		    13)]);
	else
		prompt_tell(g, w->noise[q - 1]);
}

/* Lines 970-1000 (Stetson's lines 2465-2500): the stairs, if the room
 * has them. */
static enum step climb(struct game *g, int up)
{
	if (castle_get(g, g->x, g->y, g->z) == (up ? STAIRS_UP : STAIRS_DOWN)) {
		g->z += up ? -1 : 1;
		return STEP_ENTER;
	}
	prompt_tell(g, g->edition->words->no_stairs, up ? "UP" : "DOWN");
	return STEP_TURN;
}

/* Lines 820-940, and Stetson's lines 2215-2280 and 2420-2435: the
 * command's step, its letter as typed (H, help, where the edition has
 * it). */
static enum step command(struct game *g, char c)
{
	switch (c) {
	case 'N':
		if (castle_get(g, g->x, g->y, g->z) == ENTRANCE)
			return STEP_LEFT;
		return STEP_WALK;
	case 'S':
	case 'W':
	case 'E':
		return STEP_WALK;
	case 'U':
		return climb(g, 1);
	case 'D':
		return climb(g, 0);
	case 'M':
		return commands_map(g);
	case 'F':
		return g->blind ? commands_map(g) : commands_flare(g);
	case 'L':
		return g->blind ? commands_map(g) : commands_lamp(g);
	case 'O':
		return commands_open(g);
	case 'G':
		return g->blind ? commands_map(g) : commands_gaze(g);
	case 'T':
		tty_nl(g->tty);
		return commands_teleport(g);
	case 'Q':
		return commands_quit(g);
	case 'H':
		if (g->edition->words->help != NULL)
			return g->edition->words->help(g);
		break;
	}
	prompt_tell(g, g->edition->words->no_command);
	return STEP_TURN;
}

/* Lines 620-810, and Stetson's lines 1935-1955 and 2165-2210: a turn, up
 * to the command (read by the edition's INPUT or LINE INPUT); returns
 * what follows it. */
enum step turn(struct game *g)
{
	const struct edition *e = g->edition;
	const char *s;

	g->turns = (long)e->store(g, (double)g->turns + 1, MB_TURN);
	if (g->has_staff + g->has_orb <= 0)
		curses(g);
	noises(g);
	if (g->blind + g->treasure[TREASURE(OPAL_EYE)] == 2) {	/* line 790 */
		prompt_tell(g, e->words->cured, data_room_name[OPAL_EYE]);
		g->blind = 0;
	}
	if (g->book_stuck + g->treasure[TREASURE(BLUE_FLAME)] == 2) {	/* line 800 */
		prompt_tell(g, e->words->dissolved, data_room_name[BLUE_FLAME]);
		g->book_stuck = 0;
	}
	castle_tell_plain(g, &e->words->command);	/* line 810 */
	s = e->command(g);
	if (s[0] == 'D' && s[1] == 'R')
		return commands_drink(g);
	return command(g, prompt_o_left(g, s));
}

/* Lines 950-960 (Stetson's lines 2440-2460): one room north, south, west
 * or east, as g->answer says; round the edges. */
enum step turn_walk(struct game *g)
{
	g->x = castle_wrap(g->x + (g->answer == 'S') - (g->answer == 'N'));
	g->y = castle_wrap(g->y + (g->answer == 'E') - (g->answer == 'W'));
	return STEP_ENTER;
}

/* Lines 1670-1700 (Stetson's lines 3435-3480): where you are and what
 * you carry. */
static void status(struct game *g)
{
	const struct words *w = g->edition->words;
	const int score[4] = { g->st, g->iq, g->dx, g->treasure_count };
	int i;

	tty_nl(g->tty);
	if (g->blind == 0) {
		castle_tell_where(g);
		tty_nl(g->tty);
	}
	for (i = 0; i < 4; i++)
		if (w->status[i].s != NULL) {
			castle_tell_plain(g, &w->status[i]);
			tty_num(g->tty, score[i]);
		}
	castle_tell_plain(g, &w->status[4]);
	tty_num(g->tty, g->flares);
	castle_tell_plain(g, &w->status[5]);
	tty_num(g->tty, g->gold);
	castle_tell_plain(g, &w->status[6]);
	castle_tell_name(g, data_gear_name[g->weapon + 1]);
	castle_tell_plain(g, &w->status[7]);
	castle_tell_name(g, data_gear_name[g->armor + 5]);
	if (g->lamp == 1)
		castle_tell_plain(g, &w->status_lamp);
	castle_tell_plain(g, &w->status_end);
}

/* Lines 1720-1730 (Stetson's lines 3520-3525): gold or flares, FNA(most)
 * more of them, and how many you have now (Z$ of line 1700). */
static enum step pick_up(struct game *g, double *what, int most,
    enum mb_site where)
{
	*what = g->edition->store(g, arith_add(g, *what, rnd_fna(g, most)),
	    where);
	prompt_tell(g, g->edition->words->now_have, *what);
	return STEP_CLEARED;
}

/* Lines 1670-1790 (Stetson's lines 3485-3545 and 3550-3590): arrive in a
 * room, see it, and meet what is there. */
enum step turn_enter_room(struct game *g)
{
	const struct words *w = g->edition->words;
	int q;

	status(g);
	g->web = 0;
	q = castle_contents(castle_get(g, g->x, g->y, g->z));
	castle_set(g, g->x, g->y, g->z, q);
	castle_tell_plain(g, &w->here[0]);		/* line 1700 */
	castle_tell_name(g, data_room_name[q]);
	castle_tell_plain(g, &w->here[1]);
	tty_nl(g->tty);
	if (q < GOLD || q == ORB || q == BOOK)
		return STEP_TURN;
	if (q == GOLD)				/* line 1720 */
		return pick_up(g, &g->gold, 10, MB_ROOM_GOLD);
	if (q == FLARES)			/* line 1730 */
		return pick_up(g, &g->flares, 5, MB_ROOM_FLARES);
	if (q == WARP) {			/* lines 1750-1760 */
		prompt_tell(g, w->warp);
		if (g->orb[1] == g->x && g->orb[2] == g->y && g->orb[3] == g->z)
			return g->answer == 'T' ? STEP_ORB : STEP_WALK;
		g->x = rnd_fna(g, 8);
		g->y = rnd_fna(g, 8);
		g->z = rnd_fna(g, 8);
		return STEP_ENTER;
	}
	if (q == SINKHOLE) {			/* line 1770 */
		g->z = castle_wrap(g->z + 1);
		return STEP_ENTER;
	}
	if (q >= RUBY_RED && q <= SILMARIL) {	/* line 1780 */
		prompt_tell(g, w->yours);
		g->treasure[TREASURE(q)] = 1;
		g->treasure_count++;
		return STEP_CLEARED;
	}
	g->monster = q - 12;			/* line 1790 */
	g->web = 0;
	if (g->monster < 13 || g->vendors_angry == 1)
		return STEP_COMBAT;
	return vendor_visit(g);
}
