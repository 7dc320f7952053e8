/*
 * rules.h: the game's own parts, which call each other: the castle's
 * rooms, where the game goes next (enum step), each BASIC's RND and
 * arithmetic, each edition's texts, and the functions of rules/, one
 * file a topic.  What main and the host need of the game is in
 * wizcastle.h, which this includes.  Line numbers in comments refer to
 * the 1980 listing.
 */
#ifndef RULES_RULES_H
#define RULES_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "../wizcastle.h"

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

/*
 * A BASIC's arithmetic on the numbers VAL makes (VAL itself is struct
 * basic's, io/tty/tty.h; the rest rules/arith.c).  A number is a double that
 * holds exactly the machine's own value (a float's on GW-BASIC, an MBF
 * single's on the Sorcerer), and every result is the machine's.
 */
struct arith {
	double (*add)(double a, double b);	/* a + b */
	double (*sub)(double a, double b);	/* a - b */
	double (*floor)(double a);		/* INT(a) */
	int (*cmp)(double a, double b);		/* -1, 0, 1: a <, =, > b */
};

/*
 * A piece of a line the game prints every move (the status line, the
 * room's place and name): nl line ends, then the n bytes at s, all
 * printable (a blank to '~': test/unit.c, plain-texts, checks every
 * edition's), which PRINT copies in one go (tty_plain).  PLAIN(nl,
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
 * What an edition prints where the listings print differently, as prompt_tell()
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
					 * Orb's (castle_tell_at) */
	const char *no_pool, *feel[6], *become, *male;
	const char *opened[3];		/* the chest, the book, nothing */
	const char *book[6];
	const char *kaboom, *gas, *chest_gold;
	const char *no_orb, *vision[6];	/* a bloody heap ... a soap opera */
	const char *coord[3], *coord_wrong;
	const char *quit_ask, *quit_no, *quit_yes;
	const char *armor_gone;		/* combat_damage */
	enum step (*help)(struct game *);	/* H, or NULL: no such command */
};

/* Stetson's listing as one edition prints it (rules/edition.c). */
struct mbasic {
	int title_clear;		/* ESC E before the title */
	int line[MB_SITES];		/* its numbers for these lines */
};

/* rules/rnd.c */
extern const struct rnd_ops rnd_sorcerer, rnd_gwbasic, rnd_mbasic;
uint32_t rnd_mbf(struct rnd *, uint32_t x);
void rnd_seed(struct game *, long t);
float rnd_next(struct game *);
int rnd_fna(struct game *, int q);

/* rules/arith.c */
extern const struct arith arith_sorcerer, arith_gwbasic;
double arith_val(const struct game *, const char *s);
double arith_add(const struct game *, double a, double b);
double arith_sub(const struct game *, double a, double b);
double arith_int(const struct game *, double a);
int arith_cmp(const struct game *, double a, double b);

/* rules/data.c */
extern const char *const data_room_name[35];
extern const char *const data_room_letter[35];
extern const char *const data_gear_name[9];
extern const char *const data_race_name[5];

/* rules/prompt.c */
const char *prompt_input_o(struct game *);
const char *prompt_line_input_o(struct game *);
char prompt_o_left(struct game *, const char *s);
void prompt_tell(struct game *, const char *fmt, ...);
char prompt_char(struct game *);
char prompt_choice(struct game *);
char prompt_yes_no(struct game *, char (*ask)(struct game *, const void *),
    const void *what, int blank);
void prompt_price_list(struct game *, const char *what);

/* rules/castle.c */
int castle_get(const struct game *, int x, int y, int z);
void castle_set(struct game *, int x, int y, int z, int what);
int castle_wrap(int q);
int castle_contents(int q);
#define CASTLE_MARKS 17
extern const char *const castle_marks[CASTLE_MARKS];
void castle_build(struct game *, const char *const *marks);
void castle_tell_at(struct game *, int x, int y, int z,
    const struct plain *end);
void castle_tell_plain(struct game *, const struct plain *);
void castle_tell_name(struct game *, const char *name);
void castle_tell_where(struct game *);

/* rules/create.c */
int create_cap18(int q);
void create_character(struct game *);

/* rules/turn.c */
enum step turn(struct game *);
enum step turn_walk(struct game *);
enum step turn_enter_room(struct game *);

/* rules/commands.c */
enum step commands_map(struct game *);
enum step commands_flare(struct game *);
enum step commands_lamp(struct game *);
enum step commands_drink(struct game *);
enum step commands_open(struct game *);
enum step commands_gaze(struct game *);
enum step commands_teleport(struct game *);
enum step commands_quit(struct game *);

/* rules/combat.c */
enum step combat(struct game *);
void combat_damage(struct game *, int q);

/* rules/vendor.c */
enum step vendor_visit(struct game *);
void vendor_wares(struct game *);

/* rules/ending.c */
enum step ending_died(struct game *);
enum step ending_left(struct game *);
enum step ending_quit(struct game *);
enum step ending_orb(struct game *);
enum step ending_death(struct game *, enum death);
int ending_play_again(struct game *);
void ending_stars(struct game *);

/* rules/game.c */
extern const struct machine game_machine_sorcerer, game_machine_gwbasic,
    game_machine_mbasic;
void game_open(struct game *);
void game_start(struct game *);

/* rules/data.c: Power's texts */
extern const struct words data_power_words;

/* rules/stetson.c: what only Stetson's listing has */
void stetson_start(struct game *);

#endif
