/*
 * args.c: the values of wizcastle's options read from their text, each
 * whole or not at all: a seed in its edition's range, a player's name
 * (folded to lower case, one that names a folder everywhere), seconds,
 * bytes, a past game's journal.  What is said of a value that is not
 * one is main's.
 */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "../wizcastle.h"

/* Reads a seed of edition e from s into *seed, a whole number in its
 * range, digits with a minus sign where the range has negative numbers,
 * and returns 1; returns 0 if it is not. */
int args_seed(const char *s, const struct edition *e, long *seed)
{
	char *end;
	long v;

	if ((*s < '0' || *s > '9') && !(*s == '-' && e->seed_min < 0 &&
	    s[1] >= '0' && s[1] <= '9'))
		return 0;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end != '\0' || v < e->seed_min || v > e->seed_max)
		return 0;
	*seed = v;
	return 1;
}

/*
 * Returns whether s can name a player: 1 to PLAYER_MAX letters, digits and
 * PLAYER_MARKS, the first a letter or a digit; into low, folded to lower
 * case, so that a player has one folder on every file system, those
 * that tell case apart and those that do not.
 */
int args_player(const char *s, char *low)
{
	static const char ok[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" PLAYER_MARKS;
	size_t n = strlen(s), i;

	if (n == 0 || n > PLAYER_MAX || strspn(s, ok) != n ||
	    strchr(PLAYER_MARKS, s[0]) != NULL)
		return 0;
	for (i = 0; i <= n; i++)
		low[i] = (char)tolower((unsigned char)s[i]);
	return 1;
}

/*
 * Returns whether the name (in lower case) names a folder on every file system:
 * not with a dot last, nor, alone or before a dot, a device of DOS and
 * Windows (CON, PRN, AUX, NUL, COM1 to COM9, LPT1 to LPT9), which no
 * folder there can be named.
 */
int args_folder(const char *low)
{
	static const char *const device[] = { "con", "prn", "aux", "nul" };
	size_t n = strcspn(low, "."), i;

	if (low[strlen(low) - 1] == '.')
		return 0;
	for (i = 0; i < sizeof device / sizeof device[0]; i++)
		if (n == 3 && memcmp(low, device[i], 3) == 0)
			return 0;
	return !(n == 4 && (memcmp(low, "com", 3) == 0 ||
	    memcmp(low, "lpt", 3) == 0) && low[3] >= '1' && low[3] <= '9');
}

/* Reads seconds, 1 to max, digits alone, from s into *secs and returns
 * 1; returns 0 if they are not. */
int args_seconds(const char *s, long max, long *secs)
{
	char *end = NULL;
	long v;

	errno = 0;
	v = *s >= '0' && *s <= '9' ? strtol(s, &end, 10) : 0;
	if (v < 1 || v > max || errno || *end != '\0')
		return 0;
	*secs = v;
	return 1;
}

/* Reads bytes, 1 to max, digits with k or m after them for KiB or MiB,
 * from s into *bytes and returns 1; returns 0 if they are not. */
int args_bytes(const char *s, unsigned long long max,
    unsigned long long *bytes)
{
	char *end = NULL;
	unsigned long long v = 0, unit = 1;

	errno = 0;
	if (*s >= '0' && *s <= '9')
		v = strtoull(s, &end, 10);
	if (v > 0 && *end != '\0' && end[1] == '\0' &&
	    strchr("kKmM", *end) != NULL)
		unit = tolower((unsigned char)*end++) == 'k' ? 1024 :
		    1024 * 1024;
	if (v < 1 || errno || *end != '\0' || v > max / unit)
		return 0;
	*bytes = v * unit;
	return 1;
}

/* Returns whether s names a journal as the shelf names one, and an
 * xlogfile line's journal= gives it: DATE-TIME-PID.journal,
 * 20261123-192301-4242.journal, digits and dashes alone before the
 * suffix: never a path.  The field pasted whole, "journal=" before the
 * name, is the name. */
int args_past_name(const char *s)
{
	const char *digits = "0123456789";
	size_t n;

	s = args_past_field(s);
	if (strspn(s, digits) != 8 || s[8] != '-' ||
	    strspn(s + 9, digits) != 6 || s[15] != '-')
		return 0;
	n = strspn(s + 16, digits);
	return n >= 1 && n <= 10 && strcmp(s + 16 + n, ".journal") == 0;
}

/* Returns s without the "journal=" of an xlogfile's field before it. */
const char *args_past_field(const char *s)
{
	return strncmp(s, "journal=", 8) == 0 ? s + 8 : s;
}

/* A spectator's command s: if it is a player's name (at most size - 1
 * bytes), one blank and a past game's journal (args_past_name), the name
 * copied into name, returned, and *past the journal; else s itself,
 * *past as it was. */
const char *args_past_split(const char *s, char *name, size_t size,
    const char **past)
{
	const char *blank = strchr(s, ' ');

	if (blank == NULL || (size_t)(blank - s) >= size ||
	    !args_past_name(blank + 1))
		return s;
	memcpy(name, s, (size_t)(blank - s));
	name[blank - s] = '\0';
	*past = args_past_field(blank + 1);
	return name;
}
