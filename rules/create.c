/*
 * create.c: the character: race, sex, points, armour, weapon, lamp and
 * flares (lines 240-610, 3300-3330); FNC, 18 at most (line 100).
 */
#include <string.h>

#include "rules.h"

/* Lines 260-290 (Stetson's lines 1525-1580): the race; the complaint
 * until one is named. */
static void choose_race(struct game *g)
{
	prompt_tell(g, g->edition->words->bold_one);
	for (;;) {
		char c;
		int q;

		prompt_tell(g, g->edition->words->race_ask);
		c = prompt_choice(g);
		for (q = 1; q <= 4; q++)
			if (g->race[q][0] == c) {
				g->rc = q;
				g->st += 2 * q;
				g->dx -= 2 * q;
			}
		tty_nl(g->tty);
		if (g->rc == 1)
			g->points -= 4;
		if (g->rc > 0) {
			g->race[3] = "HUMAN";
			return;
		}
		tty_line(g->tty, "** THAT WAS INCORRECT. PLEASE TYPE E, D, M, OR H.");
	}
}

/* Lines 300-310 (Stetson's lines 1585-1610): the sex. */
static void choose_sex(struct game *g)
{
	for (;;) {
		char c;

		prompt_tell(g, g->edition->words->sex_ask);
		c = prompt_char(g);
		if (c == 'M') {
			g->male = 1;
			return;
		}
		if (c == 'F')
			return;
		prompt_tell(g, g->edition->words->sex_wrong);
	}
}

/* Lines 3300-3330 (Stetson's lines 5430-5465): how many of the points
 * left go to what; returns them.  An empty answer, ?FC ERROR at ASC() in
 * 1980, is unusable as a non-number is (wizcastle-fidelity(7)). */
static int ask_points(struct game *g, const char *what)
{
	const struct edition *e = g->edition;

	for (;;) {
		const char *s;
		double q;

		prompt_tell(g, e->words->points_ask, what);
		s = prompt_input_o(g);
		tty_nl(g->tty);
		q = e->store(g, arith_val(g, s), MB_POINTS_VAL);
		if (arith_cmp(g, q, 0) == 0 && s[0] != '0')
			q = -1;
		if (arith_cmp(g, q, 0) < 0 || arith_cmp(g, q, g->points) > 0 ||
		    arith_cmp(g, q, arith_int(g, q)) != 0) {
			tty_str(g->tty, "** ");
			continue;
		}
		g->points -= (int)q;
		return (int)q;
	}
}

/* Lines 320-360 (Stetson's lines 1615-1650 and 1655-1690): the scores,
 * and the points to add to each, in the edition's order, while any are
 * left. */
static void choose_points(struct game *g)
{
	const struct words *w = g->edition->words;
	int *score[3];
	int i;

	score[0] = &g->st;
	score[1] = &g->iq;
	score[2] = &g->dx;
	prompt_tell(g, w->scores, g->st, g->iq, g->dx, g->points);
	for (i = 0; i < 3 && (i == 0 || g->points != 0); i++)
		*score[w->order[i]] += ask_points(g, w->score_name[w->order[i]]);
}

/* Lines 370-440 (Stetson's lines 1695-1765): the armour; the jibe names
 * a random monster. */
static void choose_armor(struct game *g)
{
	const struct words *w = g->edition->words;

	prompt_tell(g, w->armor_head);
	for (;;) {
		char c;

		prompt_price_list(g, "ARMOR");
		g->armor = g->weapon = g->web = 0;
		g->flares = 0;
		tty_line(g->tty, "PLATE<30> CHAINMAIL<20> LEATHER<10> NOTHING<0>");
		c = prompt_choice(g);
		if (c == 'N')
			break;
		g->armor = c == 'P' ? 3 : c == 'C' ? 2 : c == 'L' ? 1 : 0;
		if (g->armor > 0)
			break;
		prompt_tell(g, w->armor_wrong, data_room_name[rnd_fna(g,
		    12) + 12]);
	}
	g->armor_hits = g->armor * 7;		/* line 440 */
	g->gold = arith_sub(g, g->gold, g->armor * 10);
	prompt_tell(g, w->weapon_head, (double)g->gold);
}

/* Lines 450-500 (Stetson's lines 1770-1820): the weapon.  The loop is
 * choose_armor's, but not its insides: there the jibe calls FNA(12) for
 * a monster's name and each time round resets AV, WV, WC and FL (line
 * 380); kept apart, each reads as its lines of the listing. */
static void choose_weapon(struct game *g)
{
	const struct words *w = g->edition->words;

	for (;;) {
		char c;

		prompt_price_list(g, "WEAPONS");
		tty_line(g->tty, "SWORD<30> MACE<20> DAGGER<10> NOTHING<0>");
		c = prompt_choice(g);
		if (c == 'N')
			break;
		g->weapon = c == 'S' ? 3 : c == 'M' ? 2 : c == 'D' ? 1 : 0;
		if (g->weapon > 0)
			break;
		prompt_tell(g, w->weapon_wrong, g->iq);
	}
	g->gold = arith_sub(g, g->gold, g->weapon * 10);	/* line 500 */
	prompt_tell(g, w->gear_end);
}

/* Line 510 (Stetson's line 1835): the question of the lamp; the
 * answer's letter. */
static char lamp_question(struct game *g, const void *what)
{
	(void)what;
	prompt_tell(g, g->edition->words->lamp_buy);
	return prompt_char(g);
}

/* Lines 510-530 (Stetson's lines 1825-1850): the lamp, if there is gold
 * for it. */
static void choose_lamp(struct game *g)
{
	if (arith_cmp(g, g->gold, 20) < 0)
		return;
	prompt_tell(g, g->edition->words->lamp_first);
	if (prompt_yes_no(g, lamp_question, NULL, 1) == 'Y') {
		g->lamp = 1;
		g->gold = arith_sub(g, g->gold, 20);
	}
}

/* Lines 540-600 (Stetson's lines 1855-1915): the flares.  VAL() takes
 * fractions (in Stetson's, rounded into an integer); an empty answer gets
 * the complaint, where ASC() stopped the 1980 program
 * (wizcastle-fidelity(7)). */
static void choose_flares(struct game *g)
{
	const struct edition *e = g->edition;
	const struct words *w = e->words;
	double q = 0;

	prompt_tell(g, w->flares_head);
	if (arith_cmp(g, g->gold, 1) >= 0)
		prompt_tell(g, w->flares_gold, g->gold);
	while (arith_cmp(g, g->gold, 1) >= 0) {
		const char *s;

		prompt_tell(g, w->flares_ask);
		s = prompt_input_o(g);
		g->answer = s[0];
		q = e->store(g, arith_val(g, s), MB_FLARES_VAL);
		tty_nl(g->tty);
		if (!(arith_cmp(g, q, 0) > 0 || s[0] == '0')) {
			prompt_tell(g, w->flares_wrong);
			continue;
		}
		if (arith_cmp(g, q, g->gold) > 0) {
			prompt_tell(g, w->flares_afford, g->gold);
			continue;
		}
		break;
	}
	g->flares = arith_add(g, g->flares, q);	/* line 600 */
	g->gold = arith_sub(g, g->gold, q);
	prompt_tell(g, w->gear_end);
}

/* FNC(Q) (line 100; Stetson's line 1065): a score raised by a drink or a
 * potion, 18 at most. */
int create_cap18(int q)
{
	return q > 18 ? 18 : q;
}

/* Lines 240-610, and of Stetson's listing
 * lines 1500-1520 and 1920-1930 (with 1525-1915): a new adventurer at
 * the castle's door. */
void create_character(struct game *g)
{
	g->book_stuck = 0;			/* line 240 */
	g->points = 8;
	g->armor = 0;
	g->turns = 1;
	g->vendors_angry = g->lamp = g->treasure_count = 0;
	g->gold = 60;
	g->has_staff = g->has_orb = g->blind = 0;
	g->entered = 0;				/* not yet (status key) */
	g->iq = 8;				/* line 250 */
	g->male = 0;
	memset(g->treasure, 0, sizeof g->treasure);
	g->chosen = 0;				/* so far (status key) */
	choose_race(g);
	g->chosen = 1;
	choose_sex(g);
	g->chosen = 2;
	choose_points(g);
	g->chosen = 3;
	choose_armor(g);
	g->chosen = 4;
	choose_weapon(g);
	g->chosen = 5;
	choose_lamp(g);
	g->chosen = 6;
	choose_flares(g);
	g->chosen = 7;
	g->x = 1;
	g->y = 4;
	g->z = 1;
	g->entered = 1;
	prompt_tell(g, g->edition->words->enter);
}
