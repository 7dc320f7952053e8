/*
 * vendor.c: the vendor (lines 1800-2290): buying your treasures, selling
 * armour, weapons, potions and a lamp; and what a dead vendor leaves
 * (lines 3220-3250).
 */
#include "../wizcastle.h"

/* HERE IS A LIST OF Z$ YOU CAN BUY (WITH COST IN <>) (line 3390). */
static void price_list(struct game *g, const char *what)
{
	put_str(g, "HERE IS A LIST OF ");
	put_str(g, what);
	put_line(g, " YOU CAN BUY (WITH COST IN <>)");
	put_nl(g);
}

/* Lines 1840-1880: an offer for each treasure, all eight priced afresh. */
static void sell_treasures(struct game *g)
{
	int q;

	put_nl(g);
	for (q = 1; q <= 8; q++) {
		int a = fna(g, q * 1500);

		if (g->treasure[q] == 0)
			continue;
		for (;;) {
			char c;

			put_nl(g);
			put_str(g, "DO YOU WANT TO SELL ");
			put_str(g, room_name[q + 25]);
			put_str(g, " FOR ");
			put_num(g, a);
			put_str(g, " GP's ");
			c = ask_char(g);
			if (c == 'Y') {
				g->tc--;
				g->treasure[q] = 0;
				g->gp += (float)a;
				break;
			}
			if (c == 'N')
				break;
			put_yes_or_no(g);
		}
	}
}

/* Lines 1910-2000: armour for 1250, 1500 or 2000. */
static void buy_armor(struct game *g)
{
	put_nl(g);
	put_str(g, "OK, ");
	put_str(g, g->race[g->rc]);
	put_str(g, ", YOU HAVE ");
	put_num(g, g->gp);
	put_str(g, " GOLD PIECES AND ");
	put_line(g, gear_name[g->av + 5]);
	for (;;) {				/* line 1920 */
		put_nl(g);
		price_list(g, "ARMOR");
		put_str(g, "NOTHING<0> LEATHER<1250> ");
		if (g->gp > 1499) {
			put_str(g, "CHAINMAIL<1500> ");
			if (g->gp > 1999)
				put_str(g, "PLATE<2000>");
		}
		for (;;) {			/* line 1940 */
			char c;

			put_nl(g);
			c = ask_choice(g);
			put_nl(g);
			switch (c) {
			case 'N':
				return;
			case 'L':
				g->gp -= 1250;
				g->av = 1;
				g->ah = 7;
				return;
			case 'C':
				if (g->gp < 1500) {
					put_line(g, "** YOU HAVEN'T GOT THAT MUCH CASH");
					break;
				}
				g->gp -= 1500;
				g->av = 2;
				g->ah = 14;
				return;
			case 'P':
				if (g->gp < 2000) {
					put_line(g, "** YOU CAN'T AFFORD PLATE");
					break;
				}
				g->gp -= 2000;
				g->av = 3;
				g->ah = 21;
				return;
			default:
				put_nl(g);
				put_line(g, "** DON'T BE SILLY. CHOOSE A SELECTION");
				continue;
			}
			break;		/* back to the list */
		}
	}
}

/* Lines 2020-2120: a weapon for 1250, 1500 or 2000. */
static void buy_weapon(struct game *g)
{
	put_nl(g);
	put_str(g, "YOU HAVE ");
	put_num(g, g->gp);
	put_str(g, " GP's LEFT WITH ");
	put_str(g, gear_name[g->wv + 1]);
	put_line(g, " IN HAND");
	put_nl(g);
	for (;;) {				/* line 2030 */
		put_nl(g);
		price_list(g, "WEAPON");
		put_str(g, "NOTHING<0> DAGGER<1250> ");
		if (g->gp > 1499) {
			put_str(g, "MACE<1500> ");
			if (g->gp > 1999)
				put_str(g, "SWORD<2000>");
		}
		for (;;) {			/* line 2050 */
			char c;

			put_nl(g);
			c = ask_choice(g);
			put_nl(g);
			switch (c) {
			case 'N':
				return;
			case 'D':
				g->gp -= 1250;
				g->wv = 1;
				return;
			case 'M':
				if (g->gp < 1500) {
					put_line(g, "** SORRY SIR, I DON'T GIVE CREDIT");
					break;
				}
				g->gp -= 1500;
				g->wv = 2;
				return;
			case 'S':
				if (g->gp < 2000) {
					put_str(g, "** DUNGEON EXPRESS CARD - ");
					put_line(g, "YOU LEFT HOME WITHOUT IT!");
					break;
				}
				g->gp -= 2000;
				g->wv = 3;
				return;
			default:
				put_line(g, "** TRY CHOOSING A SELECTION");
				continue;
			}
			break;		/* back to the list */
		}
	}
}

/* Lines 3370 and 2260: ask the question until the answer is Y
 * or N, with Y$ between; returns it. */
static char ask_yes_no(struct game *g, const char *q1, const char *q2,
    const char *q3)
{
	for (;;) {
		char c;

		put_nl(g);
		put_str(g, q1);
		put_str(g, q2);
		put_str(g, q3);
		c = ask_char(g);
		if (c == 'Y' || c == 'N')
			return c;
		put_yes_or_no(g);
	}
}

/* Lines 2130-2240: potions at 1000 each while the gold lasts and the
 * answer is Y; 0 if the gold ran short, which ends the trade. */
static int buy_potions(struct game *g, const char *what, int *score)
{
	for (;;) {
		if (g->gp < 1000)
			return 0;
		if (ask_yes_no(g, "WANT TO BUY A POTION OF ", what,
		    " FOR 1000 GP's ") == 'N')
			return 1;
		g->gp -= 1000;
		*score += fna(g, 6);
		if (*score > 18)
			*score = 18;
		put_nl(g);			/* line 3380 */
		put_str(g, "YOUR ");
		put_str(g, what);
		put_str(g, " IS NOW ");
		put_num(g, *score);
		put_nl(g);
	}
}

/* Lines 1840-2290: the trade, as far as the gold goes. */
static enum step vendor_trade(struct game *g)
{
	sell_treasures(g);
	if (g->gp < 1000) {			/* line 1890 */
		put_nl(g);
		put_str(g, "YOU'RE TOO POOR TO TRADE, ");
		put_line(g, g->race[g->rc]);
		return STEP_TURN;
	}
	if (g->gp >= 1250) {			/* line 1900 */
		buy_armor(g);
		if (g->gp >= 1250)		/* line 2010 */
			buy_weapon(g);
	}
	if (!buy_potions(g, "STRENGTH", &g->st)
	    || !buy_potions(g, "INTELLIGENCE", &g->iq)
	    || !buy_potions(g, "DEXTERITY", &g->dx))
		return STEP_TURN;
	if (g->gp < 1000 || g->lf == 1)		/* line 2250 */
		return STEP_TURN;
	if (ask_yes_no(g, "WANT A LAMP FOR 1000 GP's ", "", "") == 'Y') {
		g->gp -= 1000;
		g->lf = 1;
		put_nl(g);
		put_line(g, "ITS GUARANTEED TO OUTLIVE YOU!");
	}
	return STEP_TURN;
}

/* Lines 1800-1830: trade, attack or ignore a vendor who is not angry. */
enum step vendor_visit(struct game *g)
{
	for (;;) {
		char c;

		put_nl(g);
		put_line(g, "YOU MAY TRADE WITH, ATTACK, OR IGNORE THE VENDOR");
		c = ask_choice(g);
		if (c == 'I')
			return STEP_TURN;
		if (c == 'A') {
			g->vf = 1;
			put_nl(g);
			put_line(g, "YOU'LL BE SORRY YOU DID THAT");
			return STEP_COMBAT;
		}
		if (c == 'T')
			return vendor_trade(g);
		put_nl(g);
		put_str(g, "** NICE SHOT, ");
		put_line(g, g->race[g->rc]);
	}
}

/* Lines 3220-3250: a dead vendor's wares. */
void vendor_wares(struct game *g)
{
	put_nl(g);
	put_line(g, "YOU GET ALL HIS WARES:");
	put_nl(g);
	put_line(g, "PLATE ARMOR");
	g->av = 3;
	g->ah = 21;
	put_line(g, "A SWORD");
	g->wv = 3;
	put_line(g, "A STRENGTH POTION");
	g->st += fna(g, 6);
	if (g->st > 18)
		g->st = 18;
	put_line(g, "AN INTELLIGENCE POTION");
	g->iq += fna(g, 6);
	if (g->iq > 18)
		g->iq = 18;
	put_line(g, "A DEXTERITY POTION");
	g->dx += fna(g, 6);
	if (g->dx > 18)
		g->dx = 18;
	if (g->lf == 0) {
		put_line(g, "A LAMP");
		g->lf = 1;
	}
}
