/*
 * edition.c: the editions of the game (-e), a row each: Joseph Power's
 * 1980 listing, J. F. Stetson's edition of it "MODIFIED FOR HEATH
 * MICROSOFT BASIC", and IPCO's IBM PC disk of Stetson's (1981, 2039-A).
 * What Stetson's two editions print differently, and the line numbers
 * each shows when the interpreter stops it, are their struct mbasic.
 * Here too DEFINT A-Z, Stetson's integer arithmetic, and the errors that
 * stop a BASIC program.
 */
#include <stdio.h>
#include <string.h>

#include "stetson.h"

/*
 * IPCO's lines 10-250 and 1000-1020: CLS, its banner, in code page 437's
 * box characters (the IBM PC's, struct basic's charset), then PRESS ANY
 * KEY TO CONTINUE, a key read by INKEY$ (input_key), CLS, and CLS again,
 * WIDTH 80, KEY OFF.  CLS prints nothing: at a terminal it clears the
 * screen (tty_clear).
 */
static void ipco_banner(struct game *g)
{
	static const char *const inside[16] = {
		"                                   ",
		"            2039-A.BAS             ",
		"        THE WIZARD'S CASTLE        ",
		"                                   ",
		"                                   ",
		" BROUGHT TO YOU BY THE MEMBERS OF  ",
		"      \xdc\xdc\xdc\xdc\xdc \xdc\xdc\xdc\xdc\xdc \xdc\xdc\xdc\xdc\xdc"
		    " \xdc\xdc\xdc\xdc\xdc      ",
		"        \xdb   \xdb   \xdb \xdb     \xdb   \xdb      ",
		"        \xdb   \xdb\xdc\xdc\xdc\xdb \xdb     \xdb   \xdb      ",
		"        \xdb   \xdb     \xdb     \xdb   \xdb      ",
		"      \xdc\xdc\xdb\xdc\xdc \xdb     \xdb\xdc\xdc\xdc\xdc"
		    " \xdb\xdc\xdc\xdc\xdb      ",
		"                                   ",
		"      International PC Owners      ",
		"                                   ",
		"P.O. Box 10426, Pittsburgh PA 15234",
		"                                   "
	};
	static const char shade[] = "\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0"
	    "\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0"
	    "\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0\xb0";
	static const char rule[] = "\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4"
	    "\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4"
	    "\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4\xc4";
	int i;

	tty_clear(g->tty, "");				/* line 10 */
	tty_line(g->tty, shade);
	tty_str(g->tty, "\xb0\xda");
	tty_str(g->tty, rule);
	tty_line(g->tty, "\xbf\xb0");
	for (i = 0; i < 16; i++) {
		tty_str(g->tty, "\xb0\xb3");
		tty_str(g->tty, inside[i]);
		tty_line(g->tty, "\xb3\xb0");
	}
	tty_str(g->tty, "\xb0\xc0");
	tty_str(g->tty, rule);
	tty_line(g->tty, "\xd9\xb0");
	tty_line(g->tty, shade);
	tty_nl(g->tty);
	tty_line(g->tty, "       PRESS ANY KEY TO CONTINUE");
	input_key(g->tty);
	tty_clear(g->tty, "");				/* line 250 */
	tty_clear(g->tty, "");				/* line 1020 */
}

/* An error stops the program at the line where of the edition's listing:
 * "what in LINE", as the interpreter says it. */
static void basic_error(struct game *g, const char *what, enum mb_site where)
{
	char msg[64];

	snprintf(msg, sizeof msg, "%s in %d", what,
	    g->edition->mbasic->line[where]);
	tty_halt(g->tty, msg);
}

/*
 * DEFINT A-Z (Stetson's line 1040): v stored in an integer variable at
 * the line where: rounded, halves away from zero; Overflow beyond
 * -32768..32767.
 */
static double defint(struct game *g, double v, enum mb_site where)
{
	if (!(v < 32767.5 && v > -32768.5))	/* NaN too */
		basic_error(g, "Overflow", where);
	return v < 0 ? -(int)(0.5 - v) : (int)(v + 0.5);
}

/* A number stored as it is (Power's listing: single precision, which
 * the variable it goes to keeps). */
static double as_is(struct game *g, double v, enum mb_site where)
{
	(void)g;
	(void)where;
	return v;
}

/* Stetson's listing as he numbered it. */
static const struct mbasic mb_stetson = {
	.title_clear = 1,
	.line = {
		[MB_FLARES_VAL] = 1880,
		[MB_CHEST_GOLD] = 3150,
		[MB_ROOM_GOLD] = 3520,
		[MB_SALE_GOLD] = 3690,
		[MB_HOARD_GOLD] = 4435,
		[MB_POINTS_VAL] = 5445,
		[MB_COORD_VAL] = 5500,
		[MB_TURN] = 1950,
		[MB_TURN_LETHARGY] = 1960,
		[MB_TURN_GAS] = 3170,
		[MB_ROOM_FLARES] = 3525,
	}
};

/* IPCO's: renumbered, behind its banner, no ESC E. */
static const struct mbasic mb_ipco = {
	.title_clear = 0,
	.line = {
		[MB_FLARES_VAL] = 2780,
		[MB_CHEST_GOLD] = 5320,
		[MB_ROOM_GOLD] = 6060,
		[MB_SALE_GOLD] = 6400,
		[MB_HOARD_GOLD] = 7890,
		[MB_POINTS_VAL] = 9910,
		[MB_COORD_VAL] = 10020,
		[MB_TURN] = 2920,
		[MB_TURN_LETHARGY] = 2940,
		[MB_TURN_GAS] = 5360,
		[MB_ROOM_FLARES] = 6070,
	}
};

/* The machines each edition runs on, the default first. */
static const struct machine *const power_machines[] = {
	&game_machine_sorcerer, &game_machine_gwbasic, NULL
};
static const struct machine *const stetson_machines[] = {
	&game_machine_mbasic, &game_machine_gwbasic, NULL
};
static const struct machine *const ipco_machines[] = {
	&game_machine_gwbasic, NULL
};

/* What Stetson's two editions share: his listing, with its Y$ (line
 * 1080). */
#define STETSON_ROW \
	.start = stetson_start, \
	.seeds = SEEDS_BY_RANDOMIZE, .seed_min = -32768L, .seed_max = 32767L, \
	.yes_no = "** PLEASE ANSWER YES OR NO", .words = &stetson_words, \
	.store = defint, .spell_either = 1, .fna8_any_monster = 0, \
	.death_pause = 0, .command = prompt_line_input_o, .end_nl = 0

/* The editions, the default first.  Power's runs on the Sorcerer it was
 * written for and on GW-BASIC; Stetson's on the Heath's MBASIC he wrote
 * it for and on GW-BASIC, as PC-BASIC runs it; IPCO's, an IBM PC disk,
 * on GW-BASIC; the later two with no RANDOMIZE unless -s gives one.  Y$ is
 * Power's line 60 and Stetson's line 1080. */
const struct edition editions[] = {
	{
		.name = "power", .machines = power_machines,
		.opening = game_open, .start = game_start,
		.seeds = SEEDS_BY_T,
		.seed_min = 0, .seed_max = 8388607L,
		.yes_no = "\r** ANSWER YES OR NO \r", .words =
		    &data_power_words,
		.store = as_is, .spell_either = 0,
		.fna8_any_monster = 1, .hoard_end = "", .death_pause = 1,
		.command = prompt_input_o, .end_nl = 1, .mbasic = NULL
	}, {
		.name = "stetson", .machines = stetson_machines, STETSON_ROW,
		.opening = NULL, .hoard_end = "!", .mbasic = &mb_stetson
	}, {
		.name = "ipco", .machines = ipco_machines, STETSON_ROW,
		.opening = ipco_banner, .hoard_end = "", .mbasic = &mb_ipco
	},
	{ .name = NULL }
};

/* The edition called name, or NULL. */
const struct edition *edition_find(const char *name)
{
	const struct edition *e;

	for (e = editions; e->name; e++)
		if (strcmp(e->name, name) == 0)
			return e;
	return NULL;
}

/* 1 if edition e runs on machine m: one of its list, with RANDOMIZE if
 * its listing seeds so. */
int edition_runs_on(const struct edition *e, const struct machine *m)
{
	const struct machine *const *p;

	if (m == NULL || (e->seeds == SEEDS_BY_RANDOMIZE &&
	    m->rnd->randomize == NULL))
		return 0;
	for (p = e->machines; *p != NULL; p++)
		if (*p == m)
			return 1;
	return 0;
}
