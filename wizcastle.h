/*
 * wizcastle: The Wizard's Castle, after Joseph R. Power's 1980 listing
 * (Recreational Computing, July/August 1980).
 *
 * The game as main and the host (host/) see it: one struct holds the
 * whole game, the machines and editions it is played on, and the few
 * functions of rules/ that begin, play and record a game.  rules/'s own
 * types and functions are in rules/rules.h.  Line numbers in comments
 * refer to the 1980 listing.
 */
#ifndef WIZCASTLE_H
#define WIZCASTLE_H

#include <stdint.h>

#include "io/tty/tty.h"

/* RND's state on any machine (rules/rnd.c). */
struct rnd {
	const struct rnd_ops *ops;	/* the machine's RND and FNA */
	uint32_t s;		/* GW-BASIC: the state, 0 <= s < 2^24 */
	uint32_t x;		/* Sorcerer, MBASIC: X, the last value, MBF
				 * bytes b3 b2 b1 b0 */
	unsigned char c, a, m;	/* Sorcerer, MBASIC: call counter, addend,
				 * multiplier */
};

struct game;
struct rnd_ops;		/* a BASIC's RND (rules/rules.h) */
struct arith;		/* its arithmetic (rules/rules.h) */
struct words;		/* an edition's texts (rules/rules.h) */
struct mbasic;		/* Stetson's listing's lines (rules/rules.h) */

/* No -s: the listing as published, with no RANDOMIZE (an edition's
 * seed, which may be any number from -32768 to 32767). */
#define SEED_NONE (-2147483647L - 1)

/* A BASIC the listing ran on (-m): its random numbers, its arithmetic
 * and its PRINT. */
struct machine {
	const char *name;		/* as -m names it */
	const struct rnd_ops *rnd;	/* RND and FNA (rules/rnd.c) */
	const struct basic *basic;	/* PRINT, INPUT, VAL (io/tty/tty.h) */
	const struct arith *arith;	/* + - INT, compare (rules/arith.c) */
};

/* The lines of Stetson's listing where the interpreter may stop the
 * program (DEFINT's Overflow): an index of struct mbasic's line[]. */
enum mb_site {
	MB_FLARES_VAL, MB_CHEST_GOLD, MB_ROOM_GOLD, MB_SALE_GOLD,
	MB_HOARD_GOLD, MB_POINTS_VAL, MB_COORD_VAL, MB_TURN, MB_TURN_LETHARGY,
	MB_TURN_GAS, MB_ROOM_FLARES,
	MB_SITES
};

/* How an edition's listing seeds RND. */
enum seeding {
	SEEDS_BY_T,		/* Power's: RND(-(2*T+1)) at line 80, from the
				 * hardware byte T (-s, or the clock) */
	SEEDS_BY_RANDOMIZE	/* Stetson's and IPCO's: -s N is RANDOMIZE N
				 * before the first line; no -s, none (the
				 * machine must have RANDOMIZE) */
};

/*
 * An edition of the game (-e): the listing it follows, and what of the
 * listing and of the sitting differs from the others.  Power's 1980
 * listing is the first row; Stetson's and IPCO's add struct mbasic.
 */
struct edition {
	const char *name;		/* as -e names it */
	const struct machine *const *machines;	/* the -m it runs on,
					 * the default first; NULL ends */
	void (*opening)(struct game *);	/* before the first game: Power's
					 * "Creating Arrays", IPCO's banner,
					 * or NULL */
	void (*start)(struct game *);	/* a game begins: RND, the title,
					 * the castle */
	enum seeding seeds;		/* how its listing seeds RND */
	long seed_min, seed_max;	/* what -s takes */
	const char *yes_no;		/* Y$, when an answer is not Y or N */
	const struct words *words;	/* its texts */
	double (*store)(struct game *, double v, enum mb_site where);
					/* a number stored in a variable at
					 * the line where: as it is, or
					 * DEFINT's (defint) */
	int spell_either;		/* a spell with intelligence 15 or in
					 * the first round (Power's: both) */
	int fna8_any_monster;		/* the weapon's FNA(8) against any
					 * monster (Stetson's: only those
					 * that break it) */
	const char *hoard_end;		/* after HIS HOARD OF n GP'S */
	int death_pause;		/* a pause before the death notice */
	const char *(*command)(struct game *);	/* INPUT or LINE INPUT O$ */
	int end_nl;			/* end of input closes the line */
	const struct mbasic *mbasic;	/* Stetson's listing and IPCO's */
};

/* How a game ended (set as it ends, rules/game.c), and for a death
 * what killed (rules/ending.c, ending_death). */
enum outcome {
	OUTCOME_NONE, OUTCOME_VICTORY, OUTCOME_DEATH, OUTCOME_QUIT,
	OUTCOME_LEFT
};
enum death {
	DEATH_MONSTER, DEATH_WEB, DEATH_FIREBALL, DEATH_DEATHSPELL,
	DEATH_POOL, DEATH_CHEST, DEATH_ORB
};

/* A game that has ended, as a record of it tells it (ending_record). */
struct game_record {
	const char *outcome;	/* victory, death, quit or left */
	char killer[32];	/* a death's cause, lower case ("a dragon");
				 * "" for any other end */
	long turns;		/* T */
	double gold;		/* GP */
	long castle;		/* the T its castle was built from */
};

struct game {
	struct tty *tty;	/* where the game prints and reads (io/) */
	const struct machine *machine;
	const struct edition *edition;
	struct rnd rnd;

	unsigned char map[512];	/* the castle, index FND(Z) + 512 (line 50) */
	int x, y, z;		/* where you are: row, column, level */

	/* The character.  The BASIC name of each is in the comment. */
	const char *race[5];	/* R$(1..4); R$(3) turns HUMAN (line 280) */
	int rc;			/* RC: race, 1..4, an index of race[] */
	int male;		/* SX: 1 male, 0 female */
	int st, iq, dx;		/* ST, IQ, DX: strength, intelligence,
				 * dexterity, as the game prints them */
	int points;		/* OT: other points still to allocate */
	int armor;		/* AV: armour, 0 none .. 3 plate */
	int armor_hits;		/* AH: what the armour can still take */
	int weapon;		/* WV: weapon, 0 none .. 3 sword */
	double gold, flares;	/* GP, FL: VAL() may make them fractional;
				 * the machine's numbers (struct arith) */
	int lamp;		/* LF: a lamp is held */
	int blind;		/* BL */
	int book_stuck;		/* BF: the book is stuck to your hands */
	int has_staff;		/* RF: the Runestaff is held */
	int has_orb;		/* OF: the Orb of Zot is held */
	int chosen;		/* the character's questions answered: 0
				 * to 7, race, sex, points, armour, weapon,
				 * lamp, flares (status key) */
	int entered;		/* the character is in the castle (line 610
				 * on): its place is the game's, for the
				 * status key (rules/status.c) */
	int vendors_angry;	/* VF */
	int treasure_count;	/* TC: treasures held */
	int treasure[9];	/* T(1..8): each treasure, 1 if held */
	long turns;		/* T: turn count, and the next castle's seed
				 * (line 80) */
	int web;		/* WC: turns the monster stays stuck */
	int monster;		/* A: monster being fought: 1..12, 13 the
				 * vendor */
	char answer;		/* O$: the first letter of the last answer;
				 * also the way to walk (lines 950, 1470) */
	const char *o_line;	/* O$ while it is a whole answer (lines 560,
				 * 810 with DR, 3300, 3350): the last one
				 * input_line returned; NULL when O$ is the
				 * letter in answer alone (LEFT$, MID$) */
	char o_letter[2];	/* O$ then, as a string */

	int curse[4][5];	/* C(1..3, 1..4): x, y, z, held */
	int orb[4];		/* O(1..3): the Orb's warp */
	int staff[4];		/* R(1..3): the monster with the Runestaff */

	/* Never reset by PLAY AGAIN: the listing sets them only in play. */
	long last_meal;		/* H: turn of the last meal (line 2430) */
	int monster_count;	/* MC: decremented, never read (line 2420) */
	int fight_round;	/* Q3: 1 in a fight's first round, 2 after;
				 * read again by the ending (line 2960) */
	int games;		/* NG: games begun (Stetson's line 1105) */
	long castle;		/* the T the castle played was built from
				 * (line 80), which names it */

	enum outcome outcome;	/* how the last game ended, or NONE */
	enum death death;	/* ... a death: what killed */
	/* called as each game ends, before PLAY AGAIN, or NULL: the
	 * caller's hook, for a record of the game (ending_record) */
	void (*on_over)(void *arg, const struct game *);
	void *over_arg;
};

/* rules/ending.c */
void ending_record(const struct game *, struct game_record *);

/* rules/status.c */
void status_text(const struct game *, char *buf, size_t size);
void status_help(const struct game *, char *buf, size_t size);

/* rules/game.c */
const struct machine *game_machine_find(const char *name);
void game_new(struct game *, const struct machine *,
    const struct edition *, long seed);
/* What game_play says: the player played to the end; an error stopped
 * the program (the BASIC's halt). */
enum { GAME_OVER, GAME_HALTED };
int game_play(struct game *);

/* rules/edition.c */
extern const struct edition editions[];
const struct edition *edition_find(const char *name);
int edition_runs_on(const struct edition *, const struct machine *);

#endif
