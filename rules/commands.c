/*
 * commands.c: the commands that do not walk: map, flare, lamp, drink,
 * open, gaze, teleport and quit (lines 1010-1660).
 */
#include "../wizcastle.h"

/* Lines 1010-1050 and 1100: the map of this level, or a jibe if blind. */
enum step cmd_map(struct game *g)
{
	int x, y;

	if (g->blind == 1) {
		put_nl(g->tty);
		put_str(g->tty, "** YOU CAN'T SEE ANYTHING, DUMB ");
		put_line(g->tty, g->race[g->rc]);
		return STEP_TURN;
	}
	put_nl(g->tty);
	put_nl(g->tty);
	for (x = 1; x <= 8; x++) {
		for (y = 1; y <= 8; y++) {
			int q = room_get(g, x, y, g->z);

			if (q > 99)
				q = UNKNOWN;
			put_str(g->tty, x == g->x && y == g->y ? "<" : " ");
			put_str(g->tty, room_letter[q]);
			put_str(g->tty, x == g->x && y == g->y ? ">" : " ");
		}
		put_nl(g->tty);
		put_nl(g->tty);
	}
	say_where(g);
	return STEP_TURN;
}

/* Lines 1070-1100: a flare lights the nine rooms around you. */
enum step cmd_flare(struct game *g)
{
	int q1, q2;

	if (num_cmp(g, g->flares, 0) == 0) {
		put_nl(g->tty);
		put_line(g->tty, "** HEY BRIGHT ONE, YOU'RE OUT OF FLARES");
		return STEP_TURN;
	}
	put_nl(g->tty);
	put_nl(g->tty);
	g->flares = num_sub(g, g->flares, 1);
	for (q1 = g->x - 1; q1 <= g->x + 1; q1++) {
		for (q2 = g->y - 1; q2 <= g->y + 1; q2++) {
			int x = wrap(q1), y = wrap(q2);
			int q = room_contents(room_get(g, x, y, g->z));

			room_set(g, x, y, g->z, q);
			put_str(g->tty, room_letter[q]);
			put_str(g->tty, "  ");
		}
		put_nl(g->tty);
		put_nl(g->tty);
	}
	say_where(g);
	return STEP_TURN;
}

/* Lines 1110-1170: the lamp shows one room next door. */
enum step cmd_lamp(struct game *g)
{
	int x, y, q;
	char c;

	if (g->lamp == 0) {
		put_nl(g->tty);
		put_str(g->tty, "** YOU DON'T HAVE A LAMP, ");
		put_line(g->tty, g->race[g->rc]);
		return STEP_TURN;
	}
	put_nl(g->tty);
	put_str(g->tty, "WHERE DO YOU SHINE THE LAMP (N,S,E, OR W) ");
	c = ask_char(g);
	x = wrap(g->x + (c == 'S') - (c == 'N'));
	y = wrap(g->y + (c == 'E') - (c == 'W'));
	if (g->x - x + g->y - y == 0) {
		put_nl(g->tty);
		put_line(g->tty, "** TURKEY! THAT'S NOT A DIRECTION");
		return STEP_TURN;
	}
	put_nl(g->tty);
	put_str(g->tty, "THE LAMP SHINES INTO ");
	say_position(g, x, y, g->z);
	put_nl(g->tty);
	q = room_contents(room_get(g, x, y, g->z));
	room_set(g, x, y, g->z, q);
	put_str(g->tty, "THERE YOU WILL FIND ");
	put_line(g->tty, room_name[q]);
	return STEP_TURN;
}

/* Lowers a score by FNA(3); STEP_DIED if it falls below 1. */
static enum step weaken(struct game *g, int *score, const char *word)
{
	*score -= fna(g, 3);
	put_line(g->tty, word);
	return *score < 1 ? STEP_DIED : STEP_TURN;
}

/* Raises a score by FNA(3), to 18 at most (FNC, line 100). */
static enum step strengthen(struct game *g, int *score, const char *word)
{
	*score = cap18(*score + fna(g, 3));
	put_line(g->tty, word);
	return STEP_TURN;
}

/* Lines 1180-1300: a drink from the pool. */
enum step cmd_drink(struct game *g)
{
	int q;

	if (room_get(g, g->x, g->y, g->z) != POOL) {
		put_nl(g->tty);
		put_line(g->tty, "** IF YOU WANT A DRINK, FIND A POOL");
		return STEP_TURN;
	}
	q = fna(g, 8);
	put_nl(g->tty);
	put_str(g->tty, "YOU TAKE A DRINK AND ");
	if (q < 7)
		put_str(g->tty, "FEEL ");
	switch (q) {
	case 1:
		return strengthen(g, &g->st, "STRONGER");
	case 2:
		return weaken(g, &g->st, "WEAKER");
	case 3:
		return strengthen(g, &g->iq, "SMARTER");
	case 4:
		return weaken(g, &g->iq, "DUMBER");
	case 5:
		return strengthen(g, &g->dx, "NIMBLER");
	case 6:
		return weaken(g, &g->dx, "CLUMSIER");
	case 7:
		do
			q = fna(g, 4);
		while (q == g->rc);
		g->rc = q;
		put_str(g->tty, "BECOME A ");
		put_line(g->tty, g->race[g->rc]);
		return STEP_TURN;
	default:
		g->male = 1 - g->male;
		put_str(g->tty, "TURN INTO A ");
		if (g->male == 0)
			put_str(g->tty, "FE");
		put_str(g->tty, "MALE ");
		put_line(g->tty, g->race[g->rc]);
		return STEP_TURN;
	}
}

/* Lines 1340-1410: what the book does. */
static void open_book(struct game *g)
{
	switch (fna(g, 6)) {
	case 1:
		put_str(g->tty, "FLASH! OH NO! YOU ARE NOW A BLIND ");
		put_line(g->tty, g->race[g->rc]);
		g->blind = 1;
		break;
	case 2:
		put_line(g->tty, "ITS ANOTHER VOLUME OF ZOT'S POETRY! - YEECH!");
		break;
	case 3:
		put_str(g->tty, "ITS AN OLD COPY OF PLAY");
		put_line(g->tty, g->race[fna(g, 4)]);
		break;
	case 4:
		put_line(g->tty, "ITS A MANUAL OF DEXTERITY!");
		g->dx = 18;
		break;
	case 5:
		put_line(g->tty, "ITS A MANUAL OF STRENGTH !");
		g->st = 18;
		break;
	default:
		put_line(g->tty, "THE BOOK STICKS TO YOUR HANDS -");
		put_nl(g->tty);
		put_line(g->tty, "NOW YOU CAN'T DRAW YOUR WEAPON!");
		g->book_stuck = 1;
		break;
	}
}

/* Lines 1430-1470: what the chest does. */
static enum step open_chest(struct game *g)
{
	int q;

	switch (fna(g, 4)) {
	case 1:
		put_line(g->tty, "KABOOM! IT EXPLODES");
		take_damage(g, fna(g, 6));
		return g->st < 1 ? STEP_DIED : STEP_CLEARED;
	case 3:
		put_line(g->tty, "GAS! YOU STAGGER FROM THE ROOM");
		room_set(g, g->x, g->y, g->z, EMPTY);
		g->turns += 20;
		g->answer = "NSEW"[fna(g, 4) - 1];
		g->o_line = NULL;
		return STEP_WALK;
	default:
		q = fna(g, 1000);
		put_str(g->tty, "FIND ");
		put_num(g->tty, q);
		put_line(g->tty, " GOLD PIECES");
		g->gold = num_add(g, g->gold, q);
		return STEP_CLEARED;
	}
}

/* Lines 1310-1330: open the chest or the book, if there is one. */
enum step cmd_open(struct game *g)
{
	int q = room_get(g, g->x, g->y, g->z);

	if (q == CHEST) {
		put_nl(g->tty);
		put_line(g->tty, "YOU OPEN THE CHEST AND");
		put_nl(g->tty);
		return open_chest(g);
	}
	if (q == BOOK) {
		put_nl(g->tty);
		put_line(g->tty, "YOU OPEN THE BOOK AND");
		put_nl(g->tty);
		open_book(g);
		return STEP_CLEARED;
	}
	put_nl(g->tty);
	put_line(g->tty, "** THE ONLY THING YOU OPENED WAS YOUR BIG MOUTH");
	return STEP_TURN;
}

/* Lines 1480-1580: a vision in the crystal orb. */
enum step cmd_gaze(struct game *g)
{
	int x, y, z, q;

	if (room_get(g, g->x, g->y, g->z) != ORB) {
		put_nl(g->tty);
		put_line(g->tty, "** NO ORB - NO GAZE");
		return STEP_TURN;
	}
	put_nl(g->tty);
	put_str(g->tty, "YOU SEE ");
	switch (fna(g, 6)) {
	case 1:
		put_line(g->tty, "YOURSELF IN A BLOODY HEAP");
		g->st -= fna(g, 2);
		return g->st < 1 ? STEP_DIED : STEP_TURN;
	case 2:
		put_str(g->tty, "YOURSELF DRINKING FROM A POOL AND BECOMING ");
		put_line(g->tty, room_name[12 + fna(g, 13)]);
		break;
	case 3:
		put_str(g->tty, room_name[12 + fna(g, 13)]);
		put_line(g->tty, " GAZING BACK AT YOU");
		break;
	case 4:
		x = fna(g, 8);
		y = fna(g, 8);
		z = fna(g, 8);
		q = room_contents(room_get(g, x, y, z));
		room_set(g, x, y, z, q);
		put_str(g->tty, room_name[q]);
		put_str(g->tty, " AT ");
		say_position(g, x, y, z);
		break;
	case 5:
		x = fna(g, 8);
		y = fna(g, 8);
		z = fna(g, 8);
		if (fna(g, 8) < 4) {
			x = g->orb[1];
			y = g->orb[2];
			z = g->orb[3];
		}
		put_str(g->tty, "THE ORB OF ZOT AT ");
		say_position(g, x, y, z);
		break;
	default:
		put_line(g->tty, "A SOAP OPERA RERUN");
		break;
	}
	return STEP_TURN;
}

/* Lines 3350-3360: a coordinate from 1 to 8, asked until one is given.
 * Line 3340, which no line calls, is the same INPUT and INT(VAL()). */
static int ask_coordinate(struct game *g, const char *what)
{
	for (;;) {
		double q;

		put_nl(g->tty);
		put_str(g->tty, what);
		q = num_int(g, num_val(g, input_o(g)));
		if (num_cmp(g, q, 0) > 0 && num_cmp(g, q, 9) < 0)
			return (int)q;
		put_nl(g->tty);
		put_line(g->tty, "** TRY A NUMBER FROM 1 TO 8");
	}
}

/* Lines 1590-1630: with the Runestaff, go anywhere. */
enum step cmd_teleport(struct game *g)
{
	if (g->has_staff == 0) {
		put_nl(g->tty);
		put_line(g->tty, "** YOU CAN'T TELEPORT WITHOUT THE RUNESTAFF!");
		return STEP_TURN;
	}
	g->x = ask_coordinate(g, "X-COORD (1=FAR NORTH 8=FAR SOUTH) ");
	g->y = ask_coordinate(g, "Y-COORD (1=FAR WEST  8=FAR EAST ) ");
	g->z = ask_coordinate(g, "LEVEL   (1=TOP       8=BOTTOM   ) ");
	g->answer = 'T';
	g->o_line = NULL;
	return STEP_ENTER;
}

/* Lines 1640-1660: quit, if you mean it. */
enum step cmd_quit(struct game *g)
{
	char c;

	put_nl(g->tty);
	put_str(g->tty, "DO YOU REALLY WANT TO QUIT ");
	c = ask_char(g);
	put_nl(g->tty);
	if (c != 'Y') {
		put_line(g->tty, "** THEN DON'T SAY YOU DO");
		return STEP_TURN;
	}
	put_nl(g->tty);
	put_nl(g->tty);
	return STEP_QUIT;
}
