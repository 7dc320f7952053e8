/*
 * combat.c: a fight with a monster or an angry vendor (lines 2300-2830;
 * Stetson's 4185-4905): attack, retreat, bribe, the three spells, and the
 * monster's blows; each edition's texts from its struct words, and its
 * rules where Stetson changed them (struct edition: spell_either,
 * fna8_any_monster).
 */
#include "rules.h"

/* Lines 2800-2830 (Stetson's lines 4860-4905): armour soaks up q points
 * of damage, and wears; the rest comes off strength. */
void combat_damage(struct game *g, int q)
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
			prompt_tell(g, g->edition->words->armor_gone);
		}
	}
	g->st -= q;
}

/* The monster's name without its article: RIGHT$(C$, LEN(C$) - 2), so
 * AN OGRE keeps a blank (lines 2390, 2700), unless the edition drops it
 * (Stetson's lines 4305-4310). */
static const char *bare_name(const struct game *g)
{
	const char *s = data_room_name[g->monster + 12] + 2;

	return *s == ' ' && g->edition->words->trim_name ? s + 1 : s;
}

/* Lines 2420-2470 (Stetson's lines 4360-4400 and 4405-4440): the monster
 * is dead: dinner, perhaps the Runestaff, a vendor's wares, and the
 * hoard. */
static enum step monster_dies(struct game *g)
{
	const struct edition *e = g->edition;
	const char *monster = data_room_name[g->monster + 12];
	int q;

	g->monster_count--;
	prompt_tell(g, e->words->dead, monster);
	if (g->last_meal <= g->turns - 60) {
		prompt_tell(g, e->words->meal, monster,
		    e->words->meals[rnd_fna(g, 8)]);
		g->last_meal = g->turns;
	}
	if (g->x == g->staff[1] && g->y == g->staff[2] && g->z == g->staff[3]) {
		prompt_tell(g, e->words->staff);
		g->staff[1] = 0;
		g->has_staff = 1;
	} else if (g->monster == 13)
		vendor_wares(g);
	q = rnd_fna(g, 1000);			/* line 2460 */
	prompt_tell(g, e->words->hoard, q, e->hoard_end);
	g->gold = e->store(g, arith_add(g, g->gold, q), MB_HOARD_GOLD);
	return STEP_CLEARED;
}

/* Lines 2380-2410 (Stetson's lines 4285-4350): a blow with the weapon; 1
 * if it killed.  Power's AND calls FNA(8) whatever the monster (line
 * 2400); Stetson's only for a gargoyle or a dragon. */
static int attack(struct game *g, int *q2)
{
	const struct words *w = g->edition->words;
	/* a gargoyle's or a dragon's hide breaks the weapon */
	int breaks = g->monster == MONSTER(GARGOYLE) ||
	    g->monster == MONSTER(DRAGON);

	if (g->dx < rnd_fna(g, 20) + g->blind * 3) {
		prompt_tell(g, w->missed);
		return 0;
	}
	prompt_tell(g, w->hit, bare_name(g));
	*q2 -= g->weapon;
	if ((breaks || g->edition->fna8_any_monster) && rnd_fna(g, 8) == 1 &&
	    breaks) {
		prompt_tell(g, w->broke, data_gear_name[g->weapon + 1]);
		g->weapon = 0;
	}
	return *q2 <= 0;
}

/* Lines 2640-2650 (Stetson's lines 4645-4650): the question of the
 * bribe, for treasure *what; the answer's letter. */
static char bribe_question(struct game *g, const void *what)
{
	prompt_tell(g, g->edition->words->bribe_ask,
	    data_room_name[*(const int *)what + 25]);
	return prompt_char(g);
}

/* Lines 2620-2680 (Stetson's lines 4615-4650 and 4655-4695): a treasure
 * for your life; STEP_TURN if it is taken, STEP_COMBAT if the monster
 * fights on. */
static enum step bribe(struct game *g)
{
	const struct words *w = g->edition->words;
	int q;

	if (g->treasure_count == 0) {
		prompt_tell(g, w->no_bribe);
		return STEP_COMBAT;
	}
	do
		q = rnd_fna(g, 8);
	while (g->treasure[q] == 0);
	if (prompt_yes_no(g, bribe_question, &q, 0) == 'N')
		return STEP_COMBAT;
	g->treasure[q] = 0;
	g->treasure_count--;
	prompt_tell(g, w->bribed);
	g->vendors_angry -= castle_get(g, g->x, g->y, g->z) == VENDOR;
	return STEP_TURN;
}

/* Lines 2690-2740 (Stetson's lines 4700-4765 and 4770-4805): the
 * monster's turn; a hit does q1 damage.  1 if it killed you. */
static int monster_attacks(struct game *g, int q1)
{
	const struct words *w = g->edition->words;

	if (g->web > 0) {
		g->web--;
		if (g->web == 0) {
			tty_nl(g->tty);
			tty_line(g->tty, "THE WEB JUST BROKE!");
		}
	}
	if (g->web > 0) {
		prompt_tell(g, w->stuck, bare_name(g));
		return 0;
	}
	prompt_tell(g, w->attacks, bare_name(g));
	if (g->dx < rnd_fna(g, 7) + rnd_fna(g, 7) + rnd_fna(g,
	    7) + g->blind * 3) {
		prompt_tell(g, w->ouch);
		combat_damage(g, q1);
		return g->st < 1;
	}
	prompt_tell(g, w->he_missed);
	return 0;
}

/* Lines 2760-2790 (Stetson's lines 4810-4855): which way to run. */
static enum step retreat(struct game *g)
{
	const struct words *w = g->edition->words;

	prompt_tell(g, w->escaped);
	for (;;) {
		char c;

		prompt_tell(g, w->run_ask);
		c = prompt_char(g);
		if (c == 'N' || c == 'S' || c == 'E' || c == 'W')
			return STEP_WALK;
		prompt_tell(g, w->luck);
	}
}

/* 1 if a spell may be cast now: Power's intelligence 15 and the first
 * round (line 2500), Stetson's either (line 4455).  The menu tests the
 * spell by lines of its own (combat_menu): IQ over 14 and, in Power's,
 * the first round (lines 2320-2340), intelligence alone in Stetson's
 * (lines 4195-4235).  So spell_either turns may_cast's AND into an OR
 * and drops the menu's round: each follows its own line, and a Stetson
 * player of low intelligence may cast in the first round a spell the
 * menu did not offer. */
static int may_cast(const struct game *g)
{
	if (g->edition->spell_either)
		return g->iq >= 15 || g->fight_round <= 1;
	return g->iq >= 15 && g->fight_round <= 1;
}

/* Lines 2320-2340 (Stetson's lines 4195-4235): the monster, your
 * options, and your choice; the spell offered by the menu's own test,
 * not may_cast's (which says why they differ). */
static char combat_menu(struct game *g)
{
	const struct words *w = g->edition->words;

	prompt_tell(g, w->facing, data_room_name[g->monster + 12]);
	if (g->fight_round == 1)
		prompt_tell(g, w->can_bribe);
	if (g->iq > 14 && (g->fight_round == 1 || g->edition->spell_either))
		prompt_tell(g, w->can_cast);
	prompt_tell(g, w->strength, g->st, g->dx);
	return prompt_choice(g);
}

/* Lines 2520-2600 (Stetson's lines 4475-4540 and 4545-4590): which
 * spell, and what it does: STEP_COMBAT (and *again, a wrong spell: choose
 * again), STEP_DIED, or what the monster's death leads to. */
static enum step cast_spell(struct game *g, int *q2, int *again)
{
	const struct words *w = g->edition->words;
	char c;

	prompt_tell(g, w->spell_ask);
	c = prompt_char(g);
	tty_nl(g->tty);
	if (c == 'W') {
		g->st--;
		g->web = rnd_fna(g, 8) + 1;
		return g->st < 1 ? ending_death(g, DEATH_WEB) : STEP_COMBAT;
	}
	if (c == 'F') {
		int q = rnd_fna(g, 7) + rnd_fna(g, 7);

		g->st--;
		g->iq--;
		if (g->iq < 1 || g->st < 1)
			return ending_death(g, DEATH_FIREBALL);
		prompt_tell(g, w->fireball, q);
		*q2 -= q;
		return *q2 <= 0 ? monster_dies(g) : STEP_COMBAT;
	}
	if (c == 'D') {
		prompt_tell(g, w->death[0]);
		if (g->iq < 15 + rnd_fna(g, 4)) {
			prompt_tell(g, w->death[1]);
			g->iq = 0;
			return ending_death(g, DEATH_DEATHSPELL);
		}
		prompt_tell(g, w->death[2]);
		*q2 = 0;
		return monster_dies(g);
	}
	prompt_tell(g, w->no_spell);
	*again = 1;
	return STEP_COMBAT;
}

/*
 * Lines 2350-2610, and of Stetson's listing
 * lines 4240-4280, 4445-4470 and 4595-4610: what the player's choice
 * leads to: STEP_COMBAT for the monster's turn (with *again set, a
 * wrong choice: choose again first), or an end of the fight:
 * STEP_CLEARED (it died), STEP_DIED, or STEP_TURN (a bribe taken).
 */
static enum step combat_choice(struct game *g, char c, int *q2, int *again)
{
	const struct words *w = g->edition->words;

	*again = 0;
	if (c == 'A') {				/* lines 2360-2410 */
		if (g->weapon == 0)
			prompt_tell(g, w->pounding,
			    data_room_name[12 + g->monster]);
		else if (g->book_stuck == 1)
			prompt_tell(g, w->book_beat);
		else if (attack(g, q2))
			return monster_dies(g);
		return STEP_COMBAT;
	}
	if (c == 'R')				/* line 2480 */
		return STEP_COMBAT;
	if (c == 'C') {				/* lines 2500-2600 */
		if (may_cast(g))
			return cast_spell(g, q2, again);
		tty_nl(g->tty);
		tty_line(g->tty, "** YOU CAN'T CAST A SPELL NOW!");
	} else if (c == 'B' && g->fight_round <= 1)	/* line 2610 */
		return bribe(g);
	else
		prompt_tell(g, w->no_option);
	*again = 1;
	return STEP_COMBAT;
}

/*
 * Lines 2300-2750 (Stetson's lines 4185-4190 and 4355): the fight.  The
 * monster may strike first; then you choose and it strikes, until one
 * of you dies, you buy it off, or you run.  Returns where the game goes
 * next.
 */
enum step combat(struct game *g)
{
	int q1, q2, again, first;

	q1 = 1 + g->monster / 2;		/* line 2300 */
	q2 = g->monster + 2;
	g->fight_round = 1;
	/* line 2310: OR calls both FNA(9) whatever the rest */
	first = (g->curse[1][4] > g->treasure[1]) | (g->blind == 1);
	first |= g->dx < rnd_fna(g, 9) + rnd_fna(g, 9);
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
			return ending_death(g, DEATH_MONSTER);
		if (g->answer == 'R')
			return retreat(g);
	}
}
