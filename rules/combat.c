/*
 * combat.c: a fight with a monster or an angry vendor (lines 2300-2830):
 * attack, retreat, bribe, the three spells, and the monster's blows.
 */
#include <string.h>

#include "../wizcastle.h"

/* Lines 2800-2830: armour soaks up q points of damage, and wears;
 * the rest comes off strength. */
void take_damage(struct game *g, int q)
{
	if (g->armor != 0) {
		q -= g->armor;
		g->armor_hits -= g->armor;
		if (q < 0) {
			g->armor_hits -= q;
			q = 0;
		}
		if (g->armor_hits < 0) {
			g->armor_hits = 0;
			g->armor = 0;
			put_nl(g->tty);
			put_line(g->tty, "YOUR ARMOR IS DESTROYED - GOOD LUCK");
		}
	}
	g->st -= q;
}

/* The monster's name without its article: RIGHT$(C$, LEN(C$) - 2), so
 * AN OGRE keeps a blank (lines 2390, 2700). */
static const char *bare_name(const struct game *g)
{
	return room_name[g->monster + 12] + 2;
}

/* Lines 2420-2470: the monster is dead: dinner, perhaps the Runestaff,
 * a vendor's wares, and the hoard. */
static enum step monster_dies(struct game *g)
{
	int q;

	put_nl(g->tty);
	g->monster_count--;
	put_str(g->tty, room_name[g->monster + 12]);
	put_line(g->tty, " LIES DEAD AT YOUR FEET");
	if (g->last_meal <= g->turns - 60) {
		put_nl(g->tty);
		put_str(g->tty, "YOU SPEND AN HOUR EATING ");
		put_str(g->tty, room_name[g->monster + 12]);
		put_line(g->tty, meal_name[fna(g, 8)]);
		g->last_meal = g->turns;
	}
	if (g->x == g->staff[1] && g->y == g->staff[2] && g->z == g->staff[3]) {
		put_nl(g->tty);
		put_line(g->tty, "GREAT ZOT! YOU'VE FOUND THE RUNESTAFF");
		g->staff[1] = 0;
		g->has_staff = 1;
	} else if (g->monster == 13)
		vendor_wares(g);
	q = fna(g, 1000);			/* line 2460 */
	put_nl(g->tty);
	put_str(g->tty, "YOU NOW GET HIS HOARD OF ");
	put_num(g->tty, q);
	put_line(g->tty, " GP's");
	g->gold = num_add(g, g->gold, q);
	return STEP_CLEARED;
}

/* Lines 2380-2410: a blow with the weapon; 1 if it killed. */
static int attack(struct game *g, int *q2)
{
	if (g->dx < fna(g, 20) + g->blind * 3) {
		put_nl(g->tty);
		put_line(g->tty, "  DRAT! MISSED");
		return 0;
	}
	put_nl(g->tty);
	put_str(g->tty, "  YOU HIT THE LOUSY ");
	put_line(g->tty, bare_name(g));
	*q2 -= g->weapon;
	/* line 2400: AND calls FNA(8) whatever the monster */
	if ((fna(g, 8) == 1) & (g->monster == 9 || g->monster == 12)) {
		put_nl(g->tty);
		put_str(g->tty, "OH NO! YOUR ");
		put_str(g->tty, gear_name[g->weapon + 1]);
		put_line(g->tty, " BROKE");
		g->weapon = 0;
	}
	return *q2 <= 0;
}

/* Lines 2640-2650: the question of the bribe, for treasure *what; the
 * answer's letter. */
static char bribe_question(struct game *g, const void *what)
{
	put_nl(g->tty);
	put_str(g->tty, "I WANT ");
	put_str(g->tty, room_name[*(const int *)what + 25]);
	put_str(g->tty, ", WILL YOU GIVE IT TO ME ");
	return ask_char(g);
}

/* Lines 2620-2680: a treasure for your life; STEP_TURN if it is taken,
 * STEP_COMBAT if the monster fights on. */
static enum step bribe(struct game *g)
{
	int q;

	if (g->treasure_count == 0) {
		put_nl(g->tty);
		put_line(g->tty, "'ALL I WANT IS YOUR LIFE!'");
		return STEP_COMBAT;
	}
	do
		q = fna(g, 8);
	while (g->treasure[q] == 0);
	if (ask_yes_no(g, bribe_question, &q, 0) == 'N')
		return STEP_COMBAT;
	g->treasure[q] = 0;
	g->treasure_count--;
	put_nl(g->tty);
	put_line(g->tty, "OK, JUST DON'T TELL ANYONE");
	g->vendors_angry -= room_get(g, g->x, g->y, g->z) == VENDOR;
	return STEP_TURN;
}

/* Lines 2690-2740: the monster's turn; a hit does q1 damage.  1 if it
 * killed you. */
static int monster_attacks(struct game *g, int q1)
{
	if (g->web > 0) {
		g->web--;
		if (g->web == 0) {
			put_nl(g->tty);
			put_line(g->tty, "THE WEB JUST BROKE!");
		}
	}
	if (g->web > 0) {
		put_nl(g->tty);
		put_str(g->tty, "THE ");
		put_str(g->tty, bare_name(g));
		put_line(g->tty, " IS STUCK AND CAN'T ATTACK");
		return 0;
	}
	put_nl(g->tty);
	put_str(g->tty, "THE ");
	put_str(g->tty, bare_name(g));
	put_line(g->tty, " ATTACKS");
	if (g->dx < fna(g, 7) + fna(g, 7) + fna(g, 7) + g->blind * 3) {
		put_nl(g->tty);
		put_line(g->tty, "  OUCH! HE HIT YOU");
		take_damage(g, q1);
		return g->st < 1;
	}
	put_nl(g->tty);
	put_line(g->tty, "  HAH! HE MISSED YOU");
	return 0;
}

/* Lines 2760-2790: which way to run. */
static enum step retreat(struct game *g)
{
	put_nl(g->tty);
	put_line(g->tty, "YOU HAVE ESCAPED");
	put_nl(g->tty);
	for (;;) {
		char c;

		put_str(g->tty, "DO YOU GO NORTH, SOUTH, EAST, OR WEST ");
		c = ask_char(g);
		if (c == 'N' || c == 'S' || c == 'E' || c == 'W')
			return STEP_WALK;
		put_nl(g->tty);
		put_str(g->tty, "** DON'T PRESS YOUR LUCK ");
		put_line(g->tty, g->race[g->rc]);
		put_nl(g->tty);
	}
}

/* Lines 2320-2340: the monster, your options, and your choice. */
static char combat_menu(struct game *g)
{
	put_nl(g->tty);
	put_nl(g->tty);
	put_str(g->tty, "YOU'RE FACING ");
	put_line(g->tty, room_name[g->monster + 12]);
	put_nl(g->tty);
	put_str(g->tty, "YOU MAY ATTACK OR RETREAT");
	if (g->fight_round == 1) {
		put_str(g->tty, ", OR BRIBE");
		if (g->iq > 14)
			put_str(g->tty, ", OR CAST A SPELL");
	}
	put_nl(g->tty);
	put_nl(g->tty);
	put_str(g->tty, "YOUR STRENGTH IS ");
	put_num(g->tty, g->st);
	put_str(g->tty, " AND DEXTERITY IS ");
	put_num(g->tty, g->dx);
	put_nl(g->tty);
	put_nl(g->tty);
	return ask_choice(g);
}

/*
 * What the player's choice leads to (lines 2350-2610): STEP_COMBAT for
 * the monster's turn (with *again set, a wrong choice: choose again
 * first), or an end of the fight: STEP_CLEARED (it died), STEP_DIED, or
 * STEP_TURN (a bribe taken).
 */
static enum step combat_choice(struct game *g, char c, int *q2, int *again)
{
	*again = 0;
	switch (c) {
	case 'A':				/* lines 2360-2410 */
		if (g->weapon == 0) {
			put_nl(g->tty);
			put_str(g->tty, "** POUNDING ON ");
			put_str(g->tty, room_name[12 + g->monster]);
			put_line(g->tty, " WON'T HURT IT");
			return STEP_COMBAT;
		}
		if (g->book_stuck == 1) {
			put_nl(g->tty);
			put_line(g->tty, "** YOU CAN'T BEAT IT TO DEATH WITH A BOOK");
			return STEP_COMBAT;
		}
		return attack(g, q2) ? monster_dies(g) : STEP_COMBAT;
	case 'R':				/* line 2480 */
		return STEP_COMBAT;
	case 'C':				/* lines 2500-2600 */
		if (g->iq < 15 || g->fight_round > 1) {
			put_nl(g->tty);
			put_line(g->tty, "** YOU CAN'T CAST A SPELL NOW!");
			*again = 1;
			return STEP_COMBAT;
		}
		put_nl(g->tty);
		put_str(g->tty, "WHICH SPELL (WEB, FIREBALL, OR DEATHSPELL) ");
		c = ask_char(g);
		put_nl(g->tty);
		if (c == 'W') {
			g->st--;
			g->web = fna(g, 8) + 1;
			return g->st < 1 ? STEP_DIED : STEP_COMBAT;
		}
		if (c == 'F') {
			int q = fna(g, 7) + fna(g, 7);

			g->st--;
			g->iq--;
			if (g->iq < 1 || g->st < 1)
				return STEP_DIED;
			put_str(g->tty, "  IT DOES ");
			put_num(g->tty, q);
			put_line(g->tty, " POINTS OF DAMAGE.");
			put_nl(g->tty);
			*q2 -= q;
			return *q2 <= 0 ? monster_dies(g) : STEP_COMBAT;
		}
		if (c == 'D') {
			put_str(g->tty, "DEATH - - - ");
			if (g->iq < 15 + fna(g, 4)) {
				put_line(g->tty, "YOURS");
				g->iq = 0;
				return STEP_DIED;
			}
			put_line(g->tty, "HIS");
			put_nl(g->tty);
			*q2 = 0;
			return monster_dies(g);
		}
		put_nl(g->tty);
		put_line(g->tty, "** TRY ONE OF THE OPTIONS GIVEN");
		*again = 1;
		return STEP_COMBAT;
	case 'B':				/* line 2610 */
		if (g->fight_round <= 1)
			return bribe(g);
		break;
	}
	put_nl(g->tty);
	put_line(g->tty, "** CHOOSE ONE OF THE LISTED OPTIONS");
	*again = 1;
	return STEP_COMBAT;
}

/*
 * Lines 2300-2750: the fight.  The monster may strike first; then you
 * choose and it strikes, until one of you dies, you buy it off, or you
 * run.  Returns where the game goes next.
 */
enum step combat(struct game *g)
{
	int q1, q2, again, first;

	q1 = 1 + g->monster / 2;		/* line 2300 */
	q2 = g->monster + 2;
	g->fight_round = 1;
	/* line 2310: OR calls both FNA(9) whatever the rest */
	first = (g->curse[1][4] > g->treasure[1]) | (g->blind == 1);
	first |= g->dx < fna(g, 9) + fna(g, 9);
	for (;;) {
		if (!first) {
			enum step next = combat_choice(g, combat_menu(g), &q2,
			    &again);

			if (next != STEP_COMBAT)
				return next;
			if (again)
				continue;
		}
		first = 0;
		g->fight_round = 2;		/* lines 2690-2750 */
		if (monster_attacks(g, q1))
			return STEP_DIED;
		if (g->answer == 'R')
			return retreat(g);
	}
}
