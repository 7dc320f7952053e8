/*
 * turn.c: a turn (lines 620-1000): the curses, the castle's noises, the
 * Opal Eye and the Blue Flame, the move and its command; walking; and
 * arriving in a room (lines 1670-1790).
 */
#include "../wizcastle.h"

/* Lines 630-680: the curses.  Line 680, the only one that lays a curse,
 * is reached only when the curse of forgetfulness is held already. */
static void curses(struct game *g)
{
	int a, b, c;

	if (g->curse[1][4] > g->treasure[1])	/* lethargy: line 630 */
		g->turns++;
	if (g->curse[2][4] > g->treasure[3]) {	/* the leech: line 640 */
		g->gold = num_sub(g, g->gold, fna(g, 5));
		if (num_cmp(g, g->gold, 0) < 0)
			g->gold = 0;
	}
	if (g->curse[3][4] <= g->treasure[5])	/* forgetfulness: 650 */
		return;
	a = g->x;				/* lines 660-670 */
	b = g->y;
	c = g->z;
	g->x = fna(g, 8);
	g->y = fna(g, 8);
	g->z = fna(g, 8);
	room_set(g, g->x, g->y, g->z,
	    room_contents(room_get(g, g->x, g->y, g->z)) + UNSEEN);
	g->x = a;
	g->y = b;
	g->z = c;
	if (room_get(g, g->x, g->y, g->z) == EMPTY) {	/* line 680 */
		int q;

		for (q = 1; q <= 3; q++)
			g->curse[q][4] = g->curse[q][1] == g->x
			    && g->curse[q][2] == g->y && g->curse[q][3] == g->z;
	}
}

/* Lines 690-780: one time in five, something happens nearby. */
static void noises(struct game *g)
{
	static const char *const heard[4] = {
		"A SCREAM ", "FOOTSTEPS", "A WUMPUS ", "THUNDER"
	};
	int q;

	if (fna(g, 5) > 1)
		return;
	put_nl(g->tty);
	put_str(g->tty, "YOU ");
	q = fna(g, 7) + g->blind;
	if (q > 7)
		q = 4;
	switch (q) {
	case 1:
		put_line(g->tty, "SEE A BAT FLY BY");
		break;
	case 2:
		put_str(g->tty, "HEAR ");
		put_line(g->tty, heard[fna(g, 4) - 1]);
		break;
	case 3:
		put_line(g->tty, "SNEEZED");
		break;
	case 4:
		put_line(g->tty, "STEPPED ON A FROG");
		break;
	case 5:
		put_str(g->tty, "SMELL ");
		put_str(g->tty, room_name[12 + fna(g, 13)]);
		put_line(g->tty, " FRYING");
		break;
	case 6:
		put_line(g->tty, "FEEL LIKE YOU'RE BEING WATCHED");
		break;
	default:
		put_line(g->tty, "ARE PLAYING WIZARD'S CASTLE");
		break;
	}
}

/* Lines 970-1000: the stairs, if the room has them. */
static enum step climb(struct game *g, int up)
{
	if (room_get(g, g->x, g->y, g->z) == (up ? STAIRS_UP : STAIRS_DOWN)) {
		g->z += up ? -1 : 1;
		return STEP_ENTER;
	}
	put_nl(g->tty);
	put_str(g->tty, "** OH ");
	put_str(g->tty, g->race[g->rc]);
	put_str(g->tty, ", NO STAIRS GOING ");
	put_str(g->tty, up ? "UP" : "DOWN");
	put_line(g->tty, " IN HERE");
	return STEP_TURN;
}

/* Lines 620-940: a turn, up to the command; returns what follows it. */
enum step turn(struct game *g)
{
	const char *s;

	g->turns++;				/* line 620 */
	if (g->has_staff + g->has_orb <= 0)
		curses(g);
	noises(g);
	if (g->blind + g->treasure[4] == 2) {	/* line 790 */
		put_nl(g->tty);
		put_str(g->tty, room_name[29]);
		put_line(g->tty, " CURES YOUR BLINDNESS");
		g->blind = 0;
	}
	if (g->book_stuck + g->treasure[6] == 2) {	/* line 800 */
		put_nl(g->tty);
		put_str(g->tty, room_name[31]);
		put_line(g->tty, " DISSOLVES THE BOOK");
		g->book_stuck = 0;
	}
	put_nl(g->tty);				/* line 810 */
	put_nl(g->tty);
	put_nl(g->tty);
	put_str(g->tty, "YOUR MOVE ");
	s = input_o(g);
	if (s[0] == 'D' && s[1] == 'R')
		return cmd_drink(g);
	switch (o_left(g, s)) {			/* lines 820-920 */
	case 'N':
		if (room_get(g, g->x, g->y, g->z) == ENTRANCE)
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
		return cmd_map(g);
	case 'F':
		return g->blind ? cmd_map(g) : cmd_flare(g);
	case 'L':
		return g->blind ? cmd_map(g) : cmd_lamp(g);
	case 'O':
		return cmd_open(g);
	case 'G':
		return g->blind ? cmd_map(g) : cmd_gaze(g);
	case 'T':
		put_nl(g->tty);
		return cmd_teleport(g);
	case 'Q':
		return cmd_quit(g);
	}
	put_nl(g->tty);				/* line 930 */
	put_str(g->tty, "** STUPID ");
	put_str(g->tty, g->race[g->rc]);
	put_line(g->tty, " THAT WASN'T A VALID COMMAND");
	return STEP_TURN;
}

/* Lines 950-960: one room north, south, west or east, as g->answer says;
 * round the edges. */
enum step walk(struct game *g)
{
	g->x = wrap(g->x + (g->answer == 'S') - (g->answer == 'N'));
	g->y = wrap(g->y + (g->answer == 'E') - (g->answer == 'W'));
	return STEP_ENTER;
}

/* Lines 1670-1700: where you are and what you carry. */
static void status(struct game *g)
{
	put_nl(g->tty);
	if (g->blind == 0) {
		say_where(g);
		put_nl(g->tty);
	}
	put_str(g->tty, "ST= ");
	put_num(g->tty, g->st);
	put_str(g->tty, " IQ= ");
	put_num(g->tty, g->iq);
	put_str(g->tty, " DX= ");
	put_num(g->tty, g->dx);
	put_str(g->tty, " FLARES= ");
	put_num(g->tty, g->flares);
	put_str(g->tty, " GP's= ");
	put_num(g->tty, g->gold);
	put_nl(g->tty);
	put_nl(g->tty);
	put_str(g->tty, gear_name[g->weapon + 1]);
	put_str(g->tty, " / ");
	put_str(g->tty, gear_name[g->armor + 5]);
	if (g->lamp == 1)
		put_str(g->tty, " / A LAMP");
	put_nl(g->tty);
	put_nl(g->tty);
}

/* Lines 1720-1730: gold or flares, FNA(most) more of them, and how many
 * you have now (Z$ of line 1700). */
static enum step pick_up(struct game *g, double *what, int most)
{
	*what = num_add(g, *what, fna(g, most));
	put_nl(g->tty);
	put_str(g->tty, "YOU HAVE ");
	put_num(g->tty, *what);
	put_nl(g->tty);
	return STEP_CLEARED;
}

/* Lines 1670-1790: arrive in a room, see it, and meet what is there. */
enum step enter_room(struct game *g)
{
	int q;

	status(g);
	g->web = 0;
	q = room_contents(room_get(g, g->x, g->y, g->z));
	room_set(g, g->x, g->y, g->z, q);
	put_str(g->tty, "HERE YOU FIND ");
	put_line(g->tty, room_name[q]);
	if (q < GOLD || q == ORB || q == BOOK)
		return STEP_TURN;
	if (q == GOLD)				/* line 1720 */
		return pick_up(g, &g->gold, 10);
	if (q == FLARES)			/* line 1730 */
		return pick_up(g, &g->flares, 5);
	if (q == WARP) {			/* lines 1750-1760 */
		put_nl(g->tty);
		if (g->orb[1] == g->x && g->orb[2] == g->y && g->orb[3] == g->z)
			return g->answer == 'T' ? STEP_ORB : STEP_WALK;
		g->x = fna(g, 8);
		g->y = fna(g, 8);
		g->z = fna(g, 8);
		return STEP_ENTER;
	}
	if (q == SINKHOLE) {			/* line 1770 */
		g->z = wrap(g->z + 1);
		return STEP_ENTER;
	}
	if (q >= RUBY_RED && q <= SILMARIL) {	/* line 1780 */
		put_nl(g->tty);
		put_line(g->tty, "ITS NOW YOURS");
		g->treasure[q - 25] = 1;
		g->treasure_count++;
		return STEP_CLEARED;
	}
	g->monster = q - 12;			/* line 1790 */
	g->web = 0;
	if (g->monster < 13 || g->vendors_angry == 1)
		return STEP_COMBAT;
	return vendor_visit(g);
}
