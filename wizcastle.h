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
	WARP, SINKHOLE, ORB, BOOK, KOBOLD, DRAGON = 24, VENDOR, RUBY_RED,
	SILMARIL = 33, UNKNOWN, UNSEEN = 100	/* + UNSEEN: not yet explored */
};

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

/* RND's state on either machine (rules/rnd.c). */
struct rnd {
	const struct rnd_ops *ops;	/* the machine's RND and FNA */
	uint32_t s;		/* GW-BASIC: the state, 0 <= s < 2^24 */
	uint32_t x;		/* Sorcerer: X, the last value, MBF bytes b3 b2 b1 b0 */
	unsigned char c, a, m;	/* Sorcerer: call counter, addend, multiplier */
};

/* A BASIC's RND(-(2*T+1)) (line 80), RND(8) and FNA(Q) (line 70). */
struct rnd_ops {
	void (*seed)(struct rnd *, long t);
	float (*next)(struct rnd *);
	int (*fna)(struct rnd *, int q);
};

/*
 * A BASIC's arithmetic on the numbers VAL makes (rules/arith.c).  A
 * number is a double that holds exactly the machine's own value (a
 * float's on GW-BASIC, an MBF single's on the Sorcerer), and every
 * result is the machine's.
 */
struct arith {
	double (*val)(const char *s);		/* VAL(s) */
	double (*add)(double a, double b);	/* a + b */
	double (*sub)(double a, double b);	/* a - b */
	double (*mul)(double a, double b);	/* a * b */
	double (*div)(double a, double b);	/* a / b */
	double (*floor)(double a);		/* INT(a) */
	int (*cmp)(double a, double b);		/* -1, 0, 1: a <, =, > b */
};

/* A BASIC the listing ran on (-m): its random numbers, its arithmetic
 * and its PRINT. */
struct machine {
	const char *name;		/* as -m names it */
	const struct rnd_ops *rnd;	/* RND and FNA (rules/rnd.c) */
	const struct basic *basic;	/* PRINT, INPUT, VAL (io/tty.c) */
	const struct arith *arith;	/* + - * / INT, compare (rules/arith.c) */
};

struct game {
	struct tty *tty;	/* where the game prints and reads (io/) */
	const struct machine *machine;
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
};

/* rules/rnd.c */
extern const struct rnd_ops rnd_sorcerer, rnd_gwbasic;
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
extern const char *const meal_name[9];
extern const char *const race_name[5];

/* rules/prompt.c */
const char *input_o(struct game *);
char o_left(struct game *, const char *s);
char ask_char(struct game *);
char ask_choice(struct game *);
char ask_yes_no(struct game *, char (*ask)(struct game *, const void *),
    const void *what, int blank);
void put_price_list(struct game *, const char *what);

/* rules/castle.c */
int room_index(int x, int y, int z);
int room_get(const struct game *, int x, int y, int z);
void room_set(struct game *, int x, int y, int z, int what);
int wrap(int q);
int room_contents(int q);
void castle_build(struct game *);
void say_position(struct game *, int x, int y, int z);
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
int play_again(struct game *);
void put_stars(struct game *);

/* rules/game.c */
extern const struct machine machines[];
const struct machine *machine_find(const char *name);
void game_new(struct game *, const struct machine *, long seed);
void game_play(struct game *);

#endif
