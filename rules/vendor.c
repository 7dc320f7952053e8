/*
 * vendor.c: the vendor (lines 1800-2290): buying your treasures, selling
 * armour, weapons, potions and a lamp (lines 3370-3380); and what a dead
 * vendor leaves (lines 3220-3260).
 */
#include "../wizcastle.h"

/* The vendor's offer for a treasure. */
struct offer {
	int treasure;			/* Q: 1..8 */
	int price;			/* A */
};

/* Line 1850: the question of an offer; the answer's letter. */
static char offer_question(struct game *g, const void *what)
{
	const struct offer *o = what;

	put_nl(g->tty);
	put_str(g->tty, "DO YOU WANT TO SELL ");
	put_str(g->tty, room_name[o->treasure + 25]);
	put_str(g->tty, " FOR ");
	put_num(g->tty, o->price);
	put_str(g->tty, " GP's ");
	return ask_char(g);
}

/* Lines 1840-1880: an offer for each treasure, all eight priced afresh. */
static void sell_treasures(struct game *g)
{
	struct offer o;

	put_nl(g->tty);
	for (o.treasure = 1; o.treasure <= 8; o.treasure++) {
		o.price = fna(g, o.treasure * 1500);
		if (g->treasure[o.treasure] == 0)
			continue;
		if (ask_yes_no(g, offer_question, &o, 0) == 'Y') {
			g->treasure_count--;
			g->treasure[o.treasure] = 0;
			g->gold = num_add(g, g->gold, o.price);
		}
	}
}

/* One of the vendor's two lists: armour or weapons. */
struct wares {
	const char *kind;		/* Z$ of line 3390 */
	const char *item[3];		/* the three grades, as listed */
	char letter[3];			/* their answers */
	const char *too_poor[3];	/* each grade's complaint */
	int silly_nl;			/* a blank line before silly */
	const char *silly;		/* the complaint for another letter */
};

static const struct wares armor_wares = {	/* lines 1920-2000 */
	"ARMOR", { "LEATHER<1250> ", "CHAINMAIL<1500> ", "PLATE<2000>" },
	{ 'L', 'C', 'P' },
	{ "", "** YOU HAVEN'T GOT THAT MUCH CASH", "** YOU CAN'T AFFORD PLATE" },
	1, "** DON'T BE SILLY. CHOOSE A SELECTION"
};

static const struct wares weapon_wares = {	/* lines 2030-2120 */
	"WEAPON", { "DAGGER<1250> ", "MACE<1500> ", "SWORD<2000>" },
	{ 'D', 'M', 'S' },
	{ "", "** SORRY SIR, I DON'T GIVE CREDIT",
	    "** DUNGEON EXPRESS CARD - YOU LEFT HOME WITHOUT IT!" },
	0, "** TRY CHOOSING A SELECTION"
};

/* Lines 1920-2120: the list, and the choice until one is made; returns
 * the grade bought, 1 to 3, or 0 for nothing.  The first grade needs no
 * check: the list is shown only to those who have 1250. */
static int buy_gear(struct game *g, const struct wares *w)
{
	static const double price[3] = { 1250, 1500, 2000 };

	for (;;) {
		put_nl(g->tty);
		put_price_list(g, w->kind);
		put_str(g->tty, "NOTHING<0> ");
		put_str(g->tty, w->item[0]);
		if (num_cmp(g, g->gold, 1499) > 0) {
			put_str(g->tty, w->item[1]);
			if (num_cmp(g, g->gold, 1999) > 0)
				put_str(g->tty, w->item[2]);
		}
		for (;;) {
			char c;
			int i;

			put_nl(g->tty);
			c = ask_choice(g);
			put_nl(g->tty);
			if (c == 'N')
				return 0;
			for (i = 0; i < 3 && w->letter[i] != c; i++)
				;
			if (i == 3) {
				if (w->silly_nl)
					put_nl(g->tty);
				put_line(g->tty, w->silly);
				continue;
			}
			if (i > 0 && num_cmp(g, g->gold, price[i]) < 0) {
				put_line(g->tty, w->too_poor[i]);
				break;		/* back to the list */
			}
			g->gold = num_sub(g, g->gold, price[i]);
			return i + 1;
		}
	}
}

/* Lines 1910-2000: armour; its hits are seven a grade. */
static void buy_armor(struct game *g)
{
	int grade;

	put_nl(g->tty);
	put_str(g->tty, "OK, ");
	put_str(g->tty, g->race[g->rc]);
	put_str(g->tty, ", YOU HAVE ");
	put_num(g->tty, g->gold);
	put_str(g->tty, " GOLD PIECES AND ");
	put_line(g->tty, gear_name[g->armor + 5]);
	if ((grade = buy_gear(g, &armor_wares)) > 0) {
		g->armor = grade;
		g->armor_hits = 7 * grade;
	}
}

/* Lines 2020-2120: a weapon. */
static void buy_weapon(struct game *g)
{
	int grade;

	put_nl(g->tty);
	put_str(g->tty, "YOU HAVE ");
	put_num(g->tty, g->gold);
	put_str(g->tty, " GP's LEFT WITH ");
	put_str(g->tty, gear_name[g->weapon + 1]);
	put_line(g->tty, " IN HAND");
	put_nl(g->tty);
	if ((grade = buy_gear(g, &weapon_wares)) > 0)
		g->weapon = grade;
}

/* Line 3370: the question of a potion of Z$ (what); the answer's
 * letter. */
static char potion_question(struct game *g, const void *what)
{
	put_nl(g->tty);
	put_str(g->tty, "WANT TO BUY A POTION OF ");
	put_str(g->tty, what);
	put_str(g->tty, " FOR 1000 GP's ");
	return ask_char(g);
}

/* Line 2260: the question of the vendor's lamp; the answer's letter. */
static char lamp_question(struct game *g, const void *what)
{
	(void)what;
	put_nl(g->tty);
	put_str(g->tty, "WANT A LAMP FOR 1000 GP's ");
	return ask_char(g);
}

/* Lines 2130-2240 and 3380: potions at 1000 each while the gold lasts
 * and the answer is Y; 0 if the gold ran short, which ends the trade. */
static int buy_potions(struct game *g, const char *what, int *score)
{
	for (;;) {
		if (num_cmp(g, g->gold, 1000) < 0)
			return 0;
		if (ask_yes_no(g, potion_question, what, 0) == 'N')
			return 1;
		g->gold = num_sub(g, g->gold, 1000);
		*score = cap18(*score + fna(g, 6));
		put_nl(g->tty);			/* line 3380 */
		put_str(g->tty, "YOUR ");
		put_str(g->tty, what);
		put_str(g->tty, " IS NOW ");
		put_num(g->tty, *score);
		put_nl(g->tty);
	}
}

/* Lines 1840-2290: the trade, as far as the gold goes. */
static enum step vendor_trade(struct game *g)
{
	sell_treasures(g);
	if (num_cmp(g, g->gold, 1000) < 0) {	/* line 1890 */
		put_nl(g->tty);
		put_str(g->tty, "YOU'RE TOO POOR TO TRADE, ");
		put_line(g->tty, g->race[g->rc]);
		return STEP_TURN;
	}
	if (num_cmp(g, g->gold, 1250) >= 0) {	/* line 1900 */
		buy_armor(g);
		if (num_cmp(g, g->gold, 1250) >= 0)	/* line 2010 */
			buy_weapon(g);
	}
	if (!buy_potions(g, "STRENGTH", &g->st)
	    || !buy_potions(g, "INTELLIGENCE", &g->iq)
	    || !buy_potions(g, "DEXTERITY", &g->dx))
		return STEP_TURN;
	if (num_cmp(g, g->gold, 1000) < 0 || g->lamp == 1) /* line 2250 */
		return STEP_TURN;
	if (ask_yes_no(g, lamp_question, NULL, 0) == 'Y') {
		g->gold = num_sub(g, g->gold, 1000);
		g->lamp = 1;
		put_nl(g->tty);
		put_line(g->tty, "ITS GUARANTEED TO OUTLIVE YOU!");
	}
	return STEP_TURN;
}

/* Lines 1800-1830: trade, attack or ignore a vendor who is not angry. */
enum step vendor_visit(struct game *g)
{
	for (;;) {
		char c;

		put_nl(g->tty);
		put_line(g->tty, "YOU MAY TRADE WITH, ATTACK, OR IGNORE THE VENDOR");
		c = ask_choice(g);
		if (c == 'I')
			return STEP_TURN;
		if (c == 'A') {
			g->vendors_angry = 1;
			put_nl(g->tty);
			put_line(g->tty, "YOU'LL BE SORRY YOU DID THAT");
			return STEP_COMBAT;
		}
		if (c == 'T')
			return vendor_trade(g);
		put_nl(g->tty);
		put_str(g->tty, "** NICE SHOT, ");
		put_line(g->tty, g->race[g->rc]);
	}
}

/* Lines 3220-3260: a dead vendor's wares; then, as line 3260 goes back
 * to 2460, the hoard. */
void vendor_wares(struct game *g)
{
	put_nl(g->tty);
	put_line(g->tty, "YOU GET ALL HIS WARES:");
	put_nl(g->tty);
	put_line(g->tty, "PLATE ARMOR");
	g->armor = 3;
	g->armor_hits = 21;
	put_line(g->tty, "A SWORD");
	g->weapon = 3;
	put_line(g->tty, "A STRENGTH POTION");
	g->st = cap18(g->st + fna(g, 6));
	put_line(g->tty, "AN INTELLIGENCE POTION");
	g->iq = cap18(g->iq + fna(g, 6));
	put_line(g->tty, "A DEXTERITY POTION");
	g->dx = cap18(g->dx + fna(g, 6));
	if (g->lamp == 0) {
		put_line(g->tty, "A LAMP");
		g->lamp = 1;
	}
}
