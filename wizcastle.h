/*
 * wizcastle: The Wizard's Castle, after Joseph R. Power's 1980 listing
 * (Recreational Computing, July/August 1980).
 *
 * One struct holds the whole game; every rules function takes it by
 * pointer.  Line numbers in comments refer to that listing.
 */
#ifndef WIZCASTLE_H
#define WIZCASTLE_H

#include <stdint.h>

#include "io/tty.h"

/* Room contents, as the listing's C$() / I$() codes (lines 3080-3160). */
enum {
	EMPTY = 1, ENTRANCE, STAIRS_UP, STAIRS_DOWN, POOL, CHEST, GOLD, FLARES,
	WARP, SINKHOLE, ORB, BOOK, KOBOLD, GARGOYLE = 21, DRAGON = 24, VENDOR,
	RUBY_RED, OPAL_EYE = 29, BLUE_FLAME = 31, SILMARIL = 33, UNKNOWN,
	UNSEEN = 100	/* + UNSEEN: not yet explored */
};

/* The listing's index of a monster's room code (struct game's monster,
 * 1 a kobold), and of a treasure's (T(), 1 the Ruby Red). */
#define MONSTER(code)	((code) - KOBOLD + 1)
#define TREASURE(code)	((code) - RUBY_RED + 1)

/*
 * Where the game goes next: the listing's GOTO targets that more than one
 * place jumps to, made explicit values.
 */
enum step {
	STEP_TURN,	/* line 620: a new turn */
	STEP_WALK,	/* line 950: walk one room in direction g->answer */
	STEP_ENTER,	/* line 1670: arrive in a room */
	STEP_CLEARED,	/* line 1420: the room is now empty; a new turn */
	STEP_COMBAT,	/* line 2300: fight monster g->monster */
	STEP_DIED,	/* line 2840 */
	STEP_LEFT,	/* line 2900: walked out of the entrance */
	STEP_QUIT,	/* line 2940: gave up */
	STEP_ORB,	/* line 3050: found the Orb of Zot */
	STEP_OVER	/* the game has ended (line 3010) */
};

/* RND's state on any machine (rules/rnd.c). */
struct rnd {
	const struct rnd_ops *ops;	/* the machine's RND and FNA */
	uint32_t s;		/* GW-BASIC: the state, 0 <= s < 2^24 */
	uint32_t x;		/* Sorcerer, MBASIC: X, the last value, MBF
				 * bytes b3 b2 b1 b0 */
	unsigned char c, a, m;	/* Sorcerer, MBASIC: call counter, addend,
				 * multiplier */
};

/* A BASIC's RND: the state RUN leaves, RND(-(2*T+1)) (Power's line 80),
 * RND(8) or RND(1), FNA(Q) (line 70), and RANDOMIZE N. */
struct rnd_ops {
	void (*run)(struct rnd *);		/* RUN */
	void (*seed)(struct rnd *, long t);	/* RND(-(2*T+1)) */
	float (*next)(struct rnd *);		/* RND(1) */
	int (*fna)(struct rnd *, int q);	/* 1 + INT(RND(1) * Q) */
	void (*randomize)(struct rnd *, long n);	/* RANDOMIZE n, or
					 * NULL: the BASIC has none */
};

struct game;

/* No -s: the listing as published, with no RANDOMIZE (an edition's
 * seed, which may be any number from -32768 to 32767). */
#define SEED_NONE (-2147483647L - 1)

/*
 * A BASIC's arithmetic on the numbers VAL makes (VAL itself is struct
 * basic's, io/tty.h; the rest rules/arith.c).  A number is a double that
 * holds exactly the machine's own value (a float's on GW-BASIC, an MBF
 * single's on the Sorcerer), and every result is the machine's.
 */
struct arith {
	double (*add)(double a, double b);	/* a + b */
	double (*sub)(double a, double b);	/* a - b */
	double (*floor)(double a);		/* INT(a) */
	int (*cmp)(double a, double b);		/* -1, 0, 1: a <, =, > b */
};

/* A BASIC the listing ran on (-m): its random numbers, its arithmetic
 * and its PRINT. */
struct machine {
	const char *name;		/* as -m names it */
	const struct rnd_ops *rnd;	/* RND and FNA (rules/rnd.c) */
	const struct basic *basic;	/* PRINT, INPUT, VAL (io/tty.h) */
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

/*
 * A piece of a line the game prints every move (the status line, the
 * room's place and name): nl line ends, then the n bytes at s, all
 * printable (a blank to '~': test/unit.c, plain-texts, checks every
 * edition's), which PRINT copies in one go (put_plain).  PLAIN(nl,
 * "text") gives it its length; NO_PLAIN, s NULL, where an edition
 * prints nothing there.
 */
struct plain {
	int nl;
	const char *s;
	size_t n;
};
#define PLAIN(lines, text) { .nl = (lines), .s = (text), .n = sizeof text - 1 }
#define NO_PLAIN { .s = NULL }

/*
 * What an edition prints where the listings print differently, as tell()
 * formats (rules/prompt.c): "%R" the race, "%s" a string, "%d" an int,
 * "%f" a double, each number as PRINT prints it ("%_" an int
 * not printed); "\n" ends a line, so a
 * blank line before or after is part of the text.
 */
struct words {
	/* the character (rules/create.c) */
	const char *bold_one, *race_ask, *sex_ask, *sex_wrong;
	const char *scores;		/* ST, IQ, DX, the points left */
	const char *points_ask, *score_name[3];	/* ST, IQ, DX */
	int order[3];			/* the points go to: 0 ST, 1 IQ, 2 DX */
	const char *armor_head, *armor_wrong, *weapon_head, *weapon_wrong;
	const char *gear_end;		/* after the weapon, after the flares */
	const char *lamp_first, *lamp_buy;
	const char *flares_head, *flares_gold, *flares_ask, *flares_wrong;
	const char *flares_afford, *enter;
	const char *choice;		/* YOUR CHOICE */
	const char *price_list;		/* the list of Z$ to buy */
	/* a turn (rules/turn.c) */
	const char *noise[7], *heard[4], *cured, *dissolved;
	struct plain command;		/* before the command is read */
	const char *no_stairs, *no_command;
	struct plain status[8];		/* before ST, IQ, DX, TC (s NULL:
					 * not shown), FL, GP, weapon, armour */
	struct plain status_lamp, status_end;
	struct plain here[2];		/* before and after the room's name,
					 * which ends the line */
	const char *now_have, *warp, *yours;
	/* the vendor (rules/vendor.c) */
	const char *sell_head, *offer, *too_poor, *armor_have, *weapon_have;
	const char *armor_no[3], *weapon_no[3];	/* too poor for the 2nd,
					 * the 3rd grade; another letter */
	const char *potion_ask, *potion_now, *vlamp_ask, *vlamp_bought;
	const char *vendor_ask, *vendor_angry, *nice_shot, *wares;
	/* a fight (rules/combat.c) */
	const char *facing, *can_bribe, *can_cast, *strength;
	const char *missed, *hit, *broke, *pounding, *book_beat, *no_option;
	const char *dead, *meal, *const *meals, *staff, *hoard;
	const char *spell_ask, *fireball, *death[3], *no_spell;
	const char *bribe_ask, *no_bribe, *bribed;
	const char *stuck, *attacks, *ouch, *he_missed;
	const char *escaped, *run_ask, *luck;
	int trim_name;			/* Z$ without the blank of AN */
	/* the end (rules/ending.c) */
	const char *died[3], *lack[3], *defeat, *life, *left, *victory;
	const char *had_gear, *had_lamp, *had, *had_staff, *turns_took;
	const char *orb, *again[3];	/* the question, yes, no */
	/* commands (rules/commands.c) */
	const char *dumb;		/* M, blind */
	const char *map_head;		/* before the map and the flare's */
	const char *map_here, *map_cell;	/* after a room's letter */
	const char *flare_cell;		/* a room the flare lights */
	const char *no_flares, *no_lamp, *lamp_ask, *not_way, *lamp_into;
	const char *lamp_finds;
	struct plain level, at_end, orb_end;	/* ( X , Y ) LEVEL Z and
					 * what ends the line: a room's, the
					 * Orb's (say_at) */
	const char *no_pool, *feel[6], *become, *male;
	const char *opened[3];		/* the chest, the book, nothing */
	const char *book[6];
	const char *kaboom, *gas, *chest_gold;
	const char *no_orb, *vision[6];	/* a bloody heap ... a soap opera */
	const char *coord[3], *coord_wrong;
	const char *quit_ask, *quit_no, *quit_yes;
	const char *armor_gone;		/* take_damage */
	enum step (*help)(struct game *);	/* H, or NULL: no such command */
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
 * listing and of the session differs from the others.  Power's 1980
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

/* Stetson's listing as one edition prints it (rules/edition.c). */
struct mbasic {
	int title_clear;		/* ESC E before the title */
	int line[MB_SITES];		/* its numbers for these lines */
};

/* How a game ended (set as it ends, rules/game.c), and for a death
 * what killed (rules/ending.c, died). */
enum outcome {
	OUTCOME_NONE, OUTCOME_VICTORY, OUTCOME_DEATH, OUTCOME_QUIT,
	OUTCOME_LEFT
};
enum death {
	DEATH_MONSTER, DEATH_WEB, DEATH_FIREBALL, DEATH_DEATHSPELL,
	DEATH_POOL, DEATH_CHEST, DEATH_ORB
};

/* A game that has ended, as a record of it tells it (game_record). */
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
				 * ask_line returned; NULL when O$ is the
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
	 * caller's hook, for a record of the game (game_record) */
	void (*on_over)(void *arg, const struct game *);
	void *over_arg;
};

/* rules/rnd.c */
extern const struct rnd_ops rnd_sorcerer, rnd_gwbasic, rnd_mbasic;
uint32_t rnd_mbf(struct rnd *, uint32_t x);
void rnd_seed(struct game *, long t);
float rnd_next(struct game *);
int fna(struct game *, int q);

/* rules/arith.c */
extern const struct arith arith_sorcerer, arith_gwbasic;
double num_val(const struct game *, const char *s);
double num_add(const struct game *, double a, double b);
double num_sub(const struct game *, double a, double b);
double num_int(const struct game *, double a);
int num_cmp(const struct game *, double a, double b);

/* rules/data.c */
extern const char *const room_name[35];
extern const char *const room_letter[35];
extern const char *const gear_name[9];
extern const char *const race_name[5];

/* rules/prompt.c */
const char *input_o(struct game *);
const char *line_input_o(struct game *);
char o_left(struct game *, const char *s);
void tell(struct game *, const char *fmt, ...);
char ask_char(struct game *);
char ask_choice(struct game *);
char ask_yes_no(struct game *, char (*ask)(struct game *, const void *),
    const void *what, int blank);
void put_price_list(struct game *, const char *what);

/* rules/castle.c */
int room_get(const struct game *, int x, int y, int z);
void room_set(struct game *, int x, int y, int z, int what);
int wrap(int q);
int room_contents(int q);
#define CASTLE_MARKS 17
extern const char *const castle_marks[CASTLE_MARKS];
void castle_build(struct game *, const char *const *marks);
void say_at(struct game *, int x, int y, int z, const struct plain *end);
void say_plain(struct game *, const struct plain *);
void say_name(struct game *, const char *name);
void say_where(struct game *);

/* rules/create.c */
int cap18(int q);
void create_character(struct game *);

/* rules/turn.c */
enum step turn(struct game *);
enum step walk(struct game *);
enum step enter_room(struct game *);

/* rules/commands.c */
enum step cmd_map(struct game *);
enum step cmd_flare(struct game *);
enum step cmd_lamp(struct game *);
enum step cmd_drink(struct game *);
enum step cmd_open(struct game *);
enum step cmd_gaze(struct game *);
enum step cmd_teleport(struct game *);
enum step cmd_quit(struct game *);

/* rules/combat.c */
enum step combat(struct game *);
void take_damage(struct game *, int q);

/* rules/vendor.c */
enum step vendor_visit(struct game *);
void vendor_wares(struct game *);

/* rules/ending.c */
enum step game_died(struct game *);
enum step game_left(struct game *);
enum step game_quit(struct game *);
enum step game_orb(struct game *);
enum step died(struct game *, enum death);
void game_record(const struct game *, struct game_record *);
int play_again(struct game *);
void put_stars(struct game *);

/* rules/game.c */
extern const struct machine machine_sorcerer, machine_gwbasic,
    machine_mbasic;
const struct machine *machine_find(const char *name);
void game_new(struct game *, const struct machine *,
    const struct edition *, long seed);
void game_open(struct game *);
void game_start(struct game *);
void game_play(struct game *);

/* rules/edition.c */
extern const struct edition editions[];
const struct edition *edition_find(const char *name);
int edition_runs_on(const struct edition *, const struct machine *);

/* rules/data.c: Power's texts */
extern const struct words power_words;

/* rules/stetson.c: what only Stetson's listing has */
void stetson_start(struct game *);

#endif
