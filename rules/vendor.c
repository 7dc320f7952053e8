/*
 * vendor.c: the vendor (lines 1800-2290; Stetson's 3595-4180): buying
 * your treasures, selling armour, weapons, potions and a lamp (lines
 * 3370-3380); and what a dead vendor leaves (lines 3220-3260); each
 * edition's texts from its struct words.
 */
#include "rules.h"

/* The vendor's offer for a treasure. */
struct offer {
	int treasure;			/* Q: 1..8 */
	int price;			/* A */
};

/* Line 1850 (Stetson's line 3680): the question of an offer; the
 * answer's letter. */
static char offer_question(struct game *g, const void *what)
{
	const struct offer *o = what;

	prompt_tell(g, g->edition->words->offer,
	    data_room_name[o->treasure + 25], o->price);
	return prompt_char(g);
}

/* Lines 1840-1880 (Stetson's lines 3660-3700): an offer for each
 * treasure, all eight priced afresh. */
static void sell_treasures(struct game *g)
{
	struct offer o;

	prompt_tell(g, g->edition->words->sell_head);
	for (o.treasure = 1; o.treasure <= 8; o.treasure++) {
		o.price = rnd_fna(g, o.treasure * 1500);
		if (g->treasure[o.treasure] == 0)
			continue;
		if (prompt_yes_no(g, offer_question, &o, 0) == 'Y') {
			g->treasure_count--;
			g->treasure[o.treasure] = 0;
			g->gold = g->edition->store(g,
			    arith_add(g, g->gold, o.price), MB_SALE_GOLD);
		}
	}
}

/* One of the vendor's two lists: armour or weapons. */
struct wares {
	const char *kind;		/* Z$ of line 3390 */
	const char *item[3];		/* the three grades, as listed */
	char letter[3];			/* their answers */
	int silly_nl;			/* a blank line before silly */
};

static const struct wares armor_wares = {	/* lines 1920-2000 */
	.kind = "ARMOR",
	.item = { "LEATHER<1250> ", "CHAINMAIL<1500> ", "PLATE<2000>" },
	.letter = { 'L', 'C', 'P' },
	.silly_nl = 1
};

static const struct wares weapon_wares = {	/* lines 2030-2120 */
	.kind = "WEAPON",
	.item = { "DAGGER<1250> ", "MACE<1500> ", "SWORD<2000>" },
	.letter = { 'D', 'M', 'S' },
	.silly_nl = 0
};

/* Lines 1920-2120 (Stetson's lines 3740-3845 and 3865-3970): the list,
 * and the choice until one is made; returns the grade bought, 1 to 3, or
 * 0 for nothing.  no[] are the complaints: too poor for the second grade,
 * for the third, another letter.  The first grade needs no check: the
 * list is shown only to those who have 1250. */
static int buy_gear(struct game *g, const struct wares *w,
    const char *const *no)
{
	static const double price[3] = { 1250, 1500, 2000 };

	for (;;) {
		tty_nl(g->tty);
		prompt_price_list(g, w->kind);
		tty_str(g->tty, "NOTHING<0> ");
		tty_str(g->tty, w->item[0]);
		if (arith_cmp(g, g->gold, 1499) > 0) {
			tty_str(g->tty, w->item[1]);
			if (arith_cmp(g, g->gold, 1999) > 0)
				tty_str(g->tty, w->item[2]);
		}
		for (;;) {
			char c;
			int i;

			tty_nl(g->tty);
			c = prompt_choice(g);
			tty_nl(g->tty);
			if (c == 'N')
				return 0;
			for (i = 0; i < 3 && w->letter[i] != c; i++)
				;
			if (i == 3) {
				if (w->silly_nl)
					tty_nl(g->tty);
				prompt_tell(g, no[2]);
				continue;
			}
			if (i > 0 && arith_cmp(g, g->gold, price[i]) < 0) {
				prompt_tell(g, no[i - 1]);
				break;		/* back to the list */
			}
			g->gold = arith_sub(g, g->gold, price[i]);
			return i + 1;
		}
	}
}

/* Lines 1910-2020, and of Stetson's listing lines 3725-3735 and 3850-3860:
 * armour, its hits seven a grade; then a weapon, while the gold lasts. */
static void buy_armor(struct game *g)
{
	const struct words *w = g->edition->words;
	int grade;

	prompt_tell(g, w->armor_have, g->gold, data_gear_name[g->armor + 5]);
	if ((grade = buy_gear(g, &armor_wares, w->armor_no)) > 0) {
		g->armor = grade;
		g->armor_hits = 7 * grade;
	}
	if (arith_cmp(g, g->gold, 1250) < 0)	/* line 2010 */
		return;
	prompt_tell(g, w->weapon_have, g->gold, data_gear_name[g->weapon + 1]);
	if ((grade = buy_gear(g, &weapon_wares, w->weapon_no)) > 0)
		g->weapon = grade;
}

/* Line 3370 (Stetson's lines 5525-5535): the question of a potion of Z$
 * (what); the answer's letter. */
static char potion_question(struct game *g, const void *what)
{
	prompt_tell(g, g->edition->words->potion_ask, what);
	return prompt_char(g);
}

/* Line 2260 (Stetson's line 4135): the question of the vendor's lamp;
 * the answer's letter. */
static char lamp_question(struct game *g, const void *what)
{
	(void)what;
	prompt_tell(g, g->edition->words->vlamp_ask);
	return prompt_char(g);
}

/* Lines 2130-2240 and 3380 (Stetson's lines 3975-4120 and 5540-5550):
 * potions at 1000 each while the gold lasts and the answer is Y; 0 if
 * the gold ran short, which ends the trade. */
static int buy_potions(struct game *g, const char *what, int *score)
{
	for (;;) {
		if (arith_cmp(g, g->gold, 1000) < 0)
			return 0;
		if (prompt_yes_no(g, potion_question, what, 0) == 'N')
			return 1;
		g->gold = arith_sub(g, g->gold, 1000);
		*score = create_cap18(*score + rnd_fna(g, 6));
		prompt_tell(g, g->edition->words->potion_now, what, *score);
	}
}

/* Lines 1840-2290, and of Stetson's listing lines 3705-3720 and 4125-4180:
 * the trade, as far as the gold goes. */
static enum step vendor_trade(struct game *g)
{
	const struct words *w = g->edition->words;

	sell_treasures(g);
	if (arith_cmp(g, g->gold, 1000) < 0) {	/* line 1890 */
		prompt_tell(g, w->too_poor);
		return STEP_TURN;
	}
	if (arith_cmp(g, g->gold, 1250) >= 0)	/* line 1900 */
		buy_armor(g);
	if (!buy_potions(g, "STRENGTH", &g->st)
	    || !buy_potions(g, "INTELLIGENCE", &g->iq)
	    || !buy_potions(g, "DEXTERITY", &g->dx))
		return STEP_TURN;
	if (arith_cmp(g, g->gold, 1000) < 0 || g->lamp == 1) /* line 2250 */
		return STEP_TURN;
	if (prompt_yes_no(g, lamp_question, NULL, 0) == 'Y') {
		g->gold = arith_sub(g, g->gold, 1000);
		g->lamp = 1;
		prompt_tell(g, w->vlamp_bought);
	}
	return STEP_TURN;
}

/* Lines 1800-1830 (Stetson's lines 3595-3655): trade, attack or ignore a
 * vendor who is not angry. */
enum step vendor_visit(struct game *g)
{
	const struct words *w = g->edition->words;

	for (;;) {
		char c;

		prompt_tell(g, w->vendor_ask);
		c = prompt_choice(g);
		if (c == 'I')
			return STEP_TURN;
		if (c == 'A') {
			g->vendors_angry = 1;
			prompt_tell(g, w->vendor_angry);
			return STEP_COMBAT;
		}
		if (c == 'T')
			return vendor_trade(g);
		prompt_tell(g, w->nice_shot);
	}
}

/* Lines 3220-3260 (Stetson's lines 5305-5370): a dead vendor's wares;
 * then, as line 3260 goes back to 2460, the hoard. */
void vendor_wares(struct game *g)
{
	prompt_tell(g, g->edition->words->wares);
	tty_line(g->tty, "PLATE ARMOR");
	g->armor = 3;
	g->armor_hits = 21;
	tty_line(g->tty, "A SWORD");
	g->weapon = 3;
	tty_line(g->tty, "A STRENGTH POTION");
	g->st = create_cap18(g->st + rnd_fna(g, 6));
	tty_line(g->tty, "AN INTELLIGENCE POTION");
	g->iq = create_cap18(g->iq + rnd_fna(g, 6));
	tty_line(g->tty, "A DEXTERITY POTION");
	g->dx = create_cap18(g->dx + rnd_fna(g, 6));
	if (g->lamp == 0) {
		tty_line(g->tty, "A LAMP");
		g->lamp = 1;
	}
}
