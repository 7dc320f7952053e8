/*
 * status.c: the status key's lines (^O at a terminal, io/tty/input.c): where
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

/* The columns of a line of the status, as of the program's words. */
#define STATUS_COLS 64

/* A part of the status: a new line where the one at buf's end has
 * something and would grow past STATUS_COLS, else sep first; the new
 * length. */
static size_t part(char *buf, size_t size, size_t len, const char *sep,
    const char *s)
{
	const char *nl = strrchr(buf, '\n');
	size_t col = len - (nl != NULL ? (size_t)(nl + 1 - buf) : 0);

	if (col > 0 && col + strlen(sep) + strlen(s) > STATUS_COLS)
		len = adds(buf, size, len, "\n");
	else if (col > 0)
		len = adds(buf, size, len, sep);
	return adds(buf, size, len, s);
}

/* A score's words and the number, "ST= 16", into buf (64 bytes): the
 * words as the edition's status line prints them (line 1690, Stetson's
 * 3470: w->status), its number without PRINT's blank after it. */
static const char *score(const struct game *g, const struct plain *p,
    double v, char *buf)
{
	size_t n = add(buf, 64, 0, p->s + (p->s[0] == ' '), p->n -
	    (p->s[0] == ' '));

	buf[n] = '\0';
	(void)addn(g, buf, 64, n, v, 0);
	return buf;
}

/* The scores, flares and gold, as line 1690 (Stetson's 3470-3475) names
 * them, each line begun afresh. */
static size_t scores(const struct game *g, char *buf, size_t size,
    size_t len)
{
	const struct words *w = g->edition->words;
	const double v[6] = { g->st, g->iq, g->dx, 0, g->flares, g->gold };
	char one[64];
	int i;

	if (len > 0)
		len = adds(buf, size, len, "\n");
	for (i = 0; i < 6; i++)
		if (i != 3 && w->status[i].s != NULL && (i > 3 ||
		    g->rc > 0) && (i != 4 || g->chosen == 7 || g->entered))
			len = part(buf, size, len, "  ", score(g,
			    &w->status[i], v[i], one));
	return len;
}

/* The weapon, the armour and the lamp as line 1690 names them (W$ of
 * lines 3160-3180), those chosen so far. */
static size_t gear(const struct game *g, char *buf, size_t size,
    size_t len)
{
	if (g->chosen < 4 && !g->entered)
		return len;
	len = adds(buf, size, len, "\n");
	if (g->chosen >= 5 || g->entered)
		len = part(buf, size, len, STATUS_AND,
		    data_gear_name[g->weapon + 1]);
	len = part(buf, size, len, STATUS_AND, data_gear_name[g->armor + 5]);
	if (g->lamp == 1)
		len = part(buf, size, len, STATUS_AND, "A LAMP");
	return len;
}

/*
 * Into buf (size bytes, NUL ended): where the player stands and what
 * they hold, all a player can know from the listing's own screens, in
 * lines of 64 columns at most.  First the place as line 3400 prints it
 * (Stetson's 5570-5575), the edition's words (castle_tell_at), but not to a
 * blind player, whom line 1680 (Stetson's 3440) does not tell it ("YOU
 * ARE BLIND", the BLIND of the book's flash, lines 1340-1410), nor before
 * the character enters the castle (line 610), and the turns T with the
 * "=" of line 1690's "ST= "; then the scores, flares and gold (line
 * 1690), the weapon, the armour and the lamp; the treasures as the
 * ending's list names them, line 2970 (Stetson's 5055: C$() of lines
 * 3080-3160), the Runestaff as that list does (lines 2970-3000,
 * Stetson's 5055-5105), the Orb of Zot as leaving with it does (line
 * 2900, Stetson's 4970-5025), a book stuck as the book says it (lines
 * 1340-1410).  Before the castle, what the character's questions have
 * chosen so far: the race and sex, the scores, the gold, the gear.
 * No line of the listing prints it.
 */
void status_text(const struct game *g, char *buf, size_t size)
{
	const struct words *w = g->edition->words;
	size_t len = 0;
	int q, held;

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
	} else if (g->entered)
		len = adds(buf, size, len, "YOU ARE BLIND" STATUS_AND);
	if (g->entered) {
		len = adds(buf, size, len, "TURNS=");
		len = addn(g, buf, size, len, (double)g->turns, 0);
	} else if (g->rc > 0) {
		len = adds(buf, size, len, g->race[g->rc]);
		if (g->chosen >= 2)
			len = part(buf, size, len, STATUS_AND, g->male ?
			    "MALE" : "FEMALE");
	}
	len = scores(g, buf, size, len);
	len = gear(g, buf, size, len);
	for (held = 0, q = 1; q <= 8; q++)
		held |= g->treasure[q] == 1;
	if (held || g->has_staff || g->has_orb || g->book_stuck)
		len = adds(buf, size, len, "\n");
	for (q = 1; q <= 8; q++)
		if (g->treasure[q] == 1)
			len = part(buf, size, len, STATUS_AND,
			    data_room_name[q + 25]);
	if (g->has_staff == 1)
		len = part(buf, size, len, STATUS_AND, "THE RUNESTAFF");
	if (g->has_orb == 1)
		len = part(buf, size, len, STATUS_AND, "THE ORB OF ZOT");
	if (g->book_stuck == 1)
		(void)part(buf, size, len, STATUS_AND,
		    "THE BOOK STICKS TO YOUR HANDS");
}

/* The help key's text, the game's part: the commands at YOUR MOVE and
 * in a fight and with a vendor (lines 820-940, 2320-2340, 1800-1830;
 * Stetson's H of lines 2285-2415 where the edition has it), and how to
 * win (lines 1590-1630, 3050-3070, 2900-2930), in lines of 64 columns at
 * most.  No line of the listing prints it. */
static const char *const help_lines[] = {
	"At YOUR MOVE, an answer's first letter counts:",
	"  N S E W  walk              U D  stairs up, down",
	"  M  the map of the level    F    a flare: the rooms around",
	"  L  the lamp: a next room   O    open a chest or a book",
	"  DR drink from a pool       G    gaze into a crystal orb",
	"  T  teleport, with the Runestaff     Q  quit",
	"In a fight: A attack, R retreat, B bribe, C cast (W web, F",
	"fireball, D deathspell); a vendor: T trade, A attack, I ignore.",
	"To win: kill the monster that has the Runestaff; with it, T",
	"into the warp that holds the Orb of Zot; with the Orb, walk",
	"north out of the entrance, ( 1 , 4 ) on level 1.",
	NULL
};

/* status_help: the text above into buf (size bytes, NUL ended), with the
 * edition's own H (Stetson's lines 2285-2415) where it has one. */
void status_help(const struct game *g, char *buf, size_t size)
{
	size_t len = 0;
	int i;

	if (size == 0)
		return;
	buf[0] = '\0';
	for (i = 0; help_lines[i] != NULL; i++) {
		len = adds(buf, size, len, help_lines[i]);
		len = adds(buf, size, len, "\n");
		if (i == 5 && g->edition->words->help != NULL)
			len = adds(buf, size, len, "  H  the listing's own "
			    "summary of commands and rooms\n");
	}
}
