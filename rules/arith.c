/*
 * arith.c: the arithmetic of the numbers VAL makes (lines 570-600, 3310,
 * 3350): the gold and the flares, what is paid, found, offered and
 * compared, as each BASIC the listing ran on does it.  A machine is a row
 * of struct arith; the rules call arith_val(), arith_add() ..., which go
 * through g->machine->arith (VAL through the machine's struct basic, its
 * number reader, io/tty/basic.c).  A number is held in a double that is
 * exactly the machine's own value (a single holds fewer bits than a
 * double, on either machine).
 */
#include "rules.h"
#include "../io/tty/mbf.h"

/* Returns VAL(s) on the game's machine (lines 570, 3310, 3350). */
double arith_val(const struct game *g, const char *s)
{
	return g->machine->basic->val(s);
}

/* Returns a + b as the game's machine adds. */
double arith_add(const struct game *g, double a, double b)
{
	return g->machine->arith->add(a, b);
}

/* Returns a - b as the game's machine subtracts. */
double arith_sub(const struct game *g, double a, double b)
{
	return g->machine->arith->sub(a, b);
}

/* Returns INT(a), the floor, as the game's machine takes it. */
double arith_int(const struct game *g, double a)
{
	return g->machine->arith->floor(a);
}

/* Compares a with b: returns -1, 0 or 1 as a <, = or > b. */
int arith_cmp(const struct game *g, double a, double b)
{
	return g->machine->arith->cmp(a, b);
}

/* Compares a with b exactly, as both machines do: -1, 0 or 1. */
static int exact_cmp(double a, double b)
{
	return a < b ? -1 : a > b;
}

/*
 * GW-BASIC: IEEE single precision, as the compiler's float does it (the
 * results of + - * / rounded to nearest, ties to even).
 */

/* Returns a + b in single precision. */
static double gw_add(double a, double b)
{
	return (float)a + (float)b;
}

/* Returns a - b in single precision. */
static double gw_sub(double a, double b)
{
	return (float)a - (float)b;
}

/* Returns INT(a) of a single: a is whole from 2^23 up; below, it goes
 * through a long long, one less for a negative fraction (no libm). */
static double gw_floor(double a)
{
	float f = (float)a, w;

	if (!(f > -8388608.0f && f < 8388608.0f))
		return f;
	w = (float)(long long)f;
	return w > f ? w - 1 : w;
}

const struct arith arith_gwbasic = {
	.add = gw_add, .sub = gw_sub, .floor = gw_floor, .cmp = exact_cmp
};

/*
 * The Exidy Sorcerer: Microsoft Binary Format singles and its BASIC
 * ROM's own FADD, FSUB and INT (io/tty/mbf.h, io/tty/mbf.c).  Where the ROM
 * stopped with ?OV ERROR, which the game never meets after VAL, the
 * largest single.
 */

/* Returns the ROM's result v as the game holds it. */
static double sorc_value(uint32_t v)
{
	if (MBF_ERR(v))
		v = MBF(0xFF, 0xFF, 0x7F, 0xFF);
	return mbf_to_double(v);
}

/* Returns a + b as the ROM's FADD adds. */
static double sorc_add(double a, double b)
{
	return sorc_value(mbf_add(mbf_of_double(a), mbf_of_double(b)));
}

/* Returns a - b as the ROM's FSUB subtracts. */
static double sorc_sub(double a, double b)
{
	return sorc_value(mbf_sub(mbf_of_double(a), mbf_of_double(b)));
}

/* Returns INT(a) as the ROM takes it. */
static double sorc_floor(double a)
{
	return sorc_value(mbf_int(mbf_of_double(a)));
}

const struct arith arith_sorcerer = {
	.add = sorc_add, .sub = sorc_sub, .floor = sorc_floor, .cmp = exact_cmp
};
