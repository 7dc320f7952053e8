/*
 * status.c: the status key's line (^O at a terminal, io/input.c): where
 * the player stands and what they hold, in the words the game prints
 * them in, for the host to show between two keys.  No line of the
 * listing prints it, and nothing of it reaches the journal, the output a
 * script reads, or the game's state: it only reads struct game.
 */
#include "rules.h"

/* Between the parts of the line: the separator of Power's status line
 * 1690 ("NO WEAPON / NO ARMOR / A LAMP"), in every edition: Stetson's
 * status has none between the things held (its lines 3470-3480 put
 * each on its own line), and its ending's " AND " (lines 5060-5100)
 * reads wrong before the first of them. */
#define STATUS_AND " / "

/* The n bytes at s after the len bytes in buf (size bytes), as many as
 * fit, NUL ended; the new length. */
static size_t add(char *buf, size_t size, size_t len, const char *s,
    size_t n)
{
	if (len + 1 >= size)
		return len;
	if (n > size - 1 - len)
		n = size - 1 - len;
	memcpy(buf + len, s, n);
	len += n;
	buf[len] = '\0';
	return len;
}

/* add, of a NUL ended string. */
static size_t adds(char *buf, size_t size, size_t len, const char *s)
{
	return add(buf, size, len, s, strlen(s));
}

/* add, of a number as the machine's PRINT prints it: a sign or a blank
 * and the digits, then its trailing blank if blank. */
static size_t addn(const struct game *g, char *buf, size_t size,
    size_t len, double v, int blank)
{
	char num[64];
	size_t n;

	basic_num(g->machine->basic, num, sizeof num, v);
	n = strlen(num);
	if (!blank && n > 0 && num[n - 1] == ' ')
		n--;
	return add(buf, size, len, num, n);
}

/*
 * Into buf (size bytes, NUL ended): where the player stands and what
 * they hold, one line, e.g. Power's "YOU ARE AT ( 4 , 2 ) LEVEL  3 /
 * TURNS= 57 / THE RUBY RED / THE PALANTIR / THE RUNESTAFF".  The place
 * as line 3400 prints it (Stetson's 5570-5575), the edition's words
 * (say_at), but not to a blind player, whom line 1680 (Stetson's 3440)
 * does not tell it, nor before the character enters the castle (line
 * 610); the turns T with the "=" of line 1690's "ST= "; the treasures
 * as the ending's list names them, line 2970 (Stetson's 5055: C$() of
 * lines 3080-3160), the Runestaff as that list does (lines 2970-3000,
 * Stetson's 5055-5105), the Orb of Zot as leaving with it does (line
 * 2900, Stetson's 4970-5025).  No line of the listing prints it.
 */
void game_status(const struct game *g, char *buf, size_t size)
{
	const struct words *w = g->edition->words;
	size_t len = 0;
	int q;

	if (size == 0)
		return;
	buf[0] = '\0';
	if (g->entered && g->blind == 0) {
		len = adds(buf, size, len, "YOU ARE AT (");
		len = addn(g, buf, size, len, g->x, 1);
		len = adds(buf, size, len, ",");
		len = addn(g, buf, size, len, g->y, 1);
		len = add(buf, size, len, w->level.s, w->level.n);
		len = addn(g, buf, size, len, g->z, w->at_end.n > 0);
		len = add(buf, size, len, w->at_end.s, w->at_end.n);
		len = adds(buf, size, len, STATUS_AND);
	}
	len = adds(buf, size, len, "TURNS=");
	len = addn(g, buf, size, len, (double)g->turns, 0);
	for (q = 1; q <= 8; q++)
		if (g->treasure[q] == 1) {
			len = adds(buf, size, len, STATUS_AND);
			len = adds(buf, size, len, room_name[q + 25]);
		}
	if (g->has_staff == 1) {
		len = adds(buf, size, len, STATUS_AND);
		len = adds(buf, size, len, "THE RUNESTAFF");
	}
	if (g->has_orb == 1) {
		len = adds(buf, size, len, STATUS_AND);
		(void)adds(buf, size, len, "THE ORB OF ZOT");
	}
}
