/*
 * create.c: the character: race, sex, points, armour, weapon, lamp and
 * flares (lines 240-610, 3300-3330); FNC, 18 at most (line 100).
 */
#include <string.h>

#include "../wizcastle.h"

/* Lines 260-290: the race; the complaint until one is named. */
static void choose_race(struct game *g)
{
	for (;;) {
		char c;
		int q;

		put_nl(g->tty);
		put_line(g->tty, "YOU MAY BE AN ELF, DWARF, MAN, OR HOBBIT");
		c = ask_choice(g);
		for (q = 1; q <= 4; q++)
			if (g->race[q][0] == c) {
				g->rc = q;
				g->st += 2 * q;
				g->dx -= 2 * q;
			}
		put_nl(g->tty);
		if (g->rc == 1)
			g->points -= 4;
		if (g->rc > 0) {
			g->race[3] = "HUMAN";
			return;
		}
		put_line(g->tty, "** THAT WAS INCORRECT. PLEASE TYPE E, D, M, OR H.");
	}
}

/* Lines 300-310: the sex. */
static void choose_sex(struct game *g)
{
	for (;;) {
		char c;

		put_nl(g->tty);
		put_str(g->tty, "SEX ");
		c = ask_char(g);
		if (c == 'M') {
			g->male = 1;
			return;
		}
		if (c == 'F')
			return;
		put_nl(g->tty);
		put_str(g->tty, "** CUTE ");
		put_str(g->tty, g->race[g->rc]);
		put_line(g->tty, ", REAL CUTE. TRY M OR F");
	}
}

/* Lines 3300-3330: how many of the points left go to what; returns them.
 * An empty answer, ?FC ERROR at ASC() in 1980, is unusable as a non-number
 * is (wizcastle(6), CAVEATS). */
static int ask_points(struct game *g, const char *what)
{
	for (;;) {
		const char *s;
		double q;

		put_str(g->tty, "HOW MANY POINTS DO YOU ADD TO ");
		put_str(g->tty, what);
		s = input_o(g);
		put_nl(g->tty);
		q = num_val(g, s);
		if (num_cmp(g, q, 0) == 0 && s[0] != '0')
			q = -1;
		if (num_cmp(g, q, 0) < 0 || num_cmp(g, q, g->points) > 0 ||
		    num_cmp(g, q, num_int(g, q)) != 0) {
			put_str(g->tty, "** ");
			continue;
		}
		g->points -= (int)q;
		return (int)q;
	}
}

/* Lines 370-440: the armour; the jibe names a random monster. */
static void choose_armor(struct game *g)
{
	put_ff(g->tty);
	put_nl(g->tty);
	put_str(g->tty, "OK, ");
	put_str(g->tty, g->race[g->rc]);
	put_line(g->tty, ", YOU HAVE 60 GOLD PIECES (GP's)");
	put_nl(g->tty);
	for (;;) {
		char c;

		put_price_list(g, "ARMOR");
		g->armor = g->weapon = g->web = 0;
		g->flares = 0;
		put_line(g->tty, "PLATE<30> CHAINMAIL<20> LEATHER<10> NOTHING<0>");
		c = ask_choice(g);
		if (c == 'N')
			break;
		g->armor = c == 'P' ? 3 : c == 'C' ? 2 : c == 'L' ? 1 : 0;
		if (g->armor > 0)
			break;
		put_nl(g->tty);
		put_str(g->tty, "** ARE YOU A ");
		put_str(g->tty, g->race[g->rc]);
		put_str(g->tty, " OR ");
		put_str(g->tty, room_name[fna(g, 12) + 12]);
		put_line(g->tty, " ? TYPE P,C,L, OR N");
		put_nl(g->tty);
	}
	g->armor_hits = g->armor * 7;		/* line 440 */
	g->gold = num_sub(g, g->gold, g->armor * 10);
	put_ff(g->tty);
	put_nl(g->tty);
}

/* Lines 450-500: the weapon.  The loop is choose_armor's, but not its
 * insides: there the jibe calls FNA(12) for a monster's name and each
 * time round resets AV, WV, WC and FL (line 380); kept apart, each reads
 * as its lines of the listing. */
static void choose_weapon(struct game *g)
{
	put_nl(g->tty);
	put_str(g->tty, "OK, BOLD ");
	put_str(g->tty, g->race[g->rc]);
	put_str(g->tty, ", YOU HAVE ");
	put_num(g->tty, g->gold);
	put_line(g->tty, " GP's LEFT");
	put_nl(g->tty);
	for (;;) {
		char c;

		put_price_list(g, "WEAPONS");
		put_line(g->tty, "SWORD<30> MACE<20> DAGGER<10> NOTHING<0>");
		c = ask_choice(g);
		if (c == 'N')
			break;
		g->weapon = c == 'S' ? 3 : c == 'M' ? 2 : c == 'D' ? 1 : 0;
		if (g->weapon > 0)
			break;
		put_nl(g->tty);
		put_str(g->tty, "** IS YOUR IQ REALLY ");
		put_num(g->tty, g->iq);
		put_line(g->tty, "? TYPE S, M, D, OR N");
		put_nl(g->tty);
	}
	g->gold = num_sub(g, g->gold, g->weapon * 10);	/* line 500 */
	put_ff(g->tty);
	put_nl(g->tty);
}

/* Line 510: the question of the lamp; the answer's letter. */
static char lamp_question(struct game *g, const void *what)
{
	(void)what;
	put_str(g->tty, "WANT TO BUY A LAMP FOR 20 GP's ");
	return ask_char(g);
}

/* Lines 510-530: the lamp, if there is gold for it. */
static void choose_lamp(struct game *g)
{
	if (num_cmp(g, g->gold, 20) < 0)
		return;
	if (ask_yes_no(g, lamp_question, NULL, 1) == 'Y') {
		g->lamp = 1;
		g->gold = num_sub(g, g->gold, 20);
	}
}

/* Lines 540-600: the flares.  VAL() takes fractions; an empty answer gets
 * the complaint, where ASC() stopped the 1980 program (wizcastle(6),
 * CAVEATS). */
static void choose_flares(struct game *g)
{
	double q = 0;

	put_ff(g->tty);
	put_nl(g->tty);
	if (num_cmp(g, g->gold, 1) >= 0) {
		put_nl(g->tty);
		put_str(g->tty, "OK, ");
		put_str(g->tty, g->race[g->rc]);
		put_str(g->tty, ", YOU HAVE ");
		put_num(g->tty, g->gold);
		put_line(g->tty, " GOLD PIECES LEFT");
		put_nl(g->tty);
		for (;;) {
			const char *s;

			put_str(g->tty, "FLARES COST 1 GP EACH. HOW MANY DO YOU WANT ");
			s = input_o(g);
			g->answer = s[0];
			q = num_val(g, s);
			put_nl(g->tty);
			if (!(num_cmp(g, q, 0) > 0 || s[0] == '0')) {
				put_line(g->tty, "** IF YOU DON'T WANT ANY JUST TYPE 0 (ZERO)");
				put_nl(g->tty);
				continue;
			}
			if (num_cmp(g, q, g->gold) > 0) {
				put_str(g->tty, "** YOU CAN ONLY AFFORD ");
				put_num(g->tty, g->gold);
				put_nl(g->tty);
				put_nl(g->tty);
				continue;
			}
			break;
		}
	}
	g->flares = num_add(g, g->flares, q);	/* line 600 */
	g->gold = num_sub(g, g->gold, q);
	put_ff(g->tty);
	put_nl(g->tty);
}

/* FNC(Q) (line 100): a score raised by a drink or a potion, 18 at most. */
int cap18(int q)
{
	return q > 18 ? 18 : q;
}

/* Lines 240-610: a new adventurer at the castle's door. */
void create_character(struct game *g)
{
	g->book_stuck = 0;			/* line 240 */
	g->points = 8;
	g->armor = 0;
	g->turns = 1;
	g->vendors_angry = g->lamp = g->treasure_count = 0;
	g->gold = 60;
	g->has_staff = g->has_orb = g->blind = 0;
	g->iq = 8;				/* line 250 */
	g->male = 0;
	memset(g->treasure, 0, sizeof g->treasure);
	put_ff(g->tty);
	put_line(g->tty, "ALL RIGHT, BOLD ONE");
	choose_race(g);
	choose_sex(g);
	put_ff(g->tty);				/* lines 320-340 */
	put_nl(g->tty);
	put_str(g->tty, "OK ");
	put_str(g->tty, g->race[g->rc]);
	put_line(g->tty, ", YOU HAVE THESE STATISTICS:");
	put_nl(g->tty);
	put_str(g->tty, "STRENGTH= ");
	put_num(g->tty, g->st);
	put_str(g->tty, " INTELLIGENCE= ");
	put_num(g->tty, g->iq);
	put_str(g->tty, " DEXTERITY= ");
	put_num(g->tty, g->dx);
	put_nl(g->tty);
	put_nl(g->tty);
	put_str(g->tty, "AND ");
	put_num(g->tty, g->points);
	put_line(g->tty, " OTHER POINTS TO ALLOCATE AS YOU WISH.");
	put_nl(g->tty);
	g->iq += ask_points(g, "INTELLIGENCE ");	/* lines 350-360 */
	if (g->points != 0) {
		g->st += ask_points(g, "STRENGTH ");
		if (g->points != 0)
			g->dx += ask_points(g, "DEXTERITY ");
	}
	choose_armor(g);
	choose_weapon(g);
	choose_lamp(g);
	choose_flares(g);
	g->x = 1;
	g->y = 4;
	g->z = 1;
	put_str(g->tty, "OK ");
	put_str(g->tty, g->race[g->rc]);
	put_line(g->tty, ", YOU ENTER THE CASTLE AND BEGIN.");
	put_nl(g->tty);
}
