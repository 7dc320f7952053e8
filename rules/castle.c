/*
 * castle.c: the castle's eight levels of eight by eight rooms (lines 50,
 * 70), how the listing fills them (lines 90, 140-230, 3200-3210), and
 * where you are (line 3400).
 */
#include "rules.h"

/* FND(Z) + 512: the cell of room (x, y, z) (line 50; Stetson's
 * line 1070). */
static int room_index(int x, int y, int z)
{
	return z * 64 + x * 8 + y - 585 + 512;
}

/* PEEK(FND(Z)): what room (x, y, z) holds. */
int castle_get(const struct game *g, int x, int y, int z)
{
	return g->map[room_index(x, y, z)];
}

/* POKE FND(Z), what. */
void castle_set(struct game *g, int x, int y, int z, int what)
{
	g->map[room_index(x, y, z)] = (unsigned char)what;
}

/* FNB(Q): a coordinate that stepped off an edge comes in at the other
 * (line 70; Stetson's line 1060). */
int castle_wrap(int q)
{
	return q == 9 ? 1 : q == 0 ? 8 : q;
}

/* FNE(Q): a room's contents without its unexplored mark (line 50;
 * Stetson's line 1075). */
int castle_contents(int q)
{
	return q > 99 ? q - 100 : q;
}

/* Lines 3200-3210 (Stetson's lines 5285-5300): put q in a random unused
 * room of level z; the room's row and column are left in g->x, g->y. */
static void place(struct game *g, int q, int z)
{
	do {
		g->x = rnd_fna(g, 8);
		g->y = rnd_fna(g, 8);
	} while (castle_get(g, g->x, g->y, z) != UNSEEN + EMPTY);
	castle_set(g, g->x, g->y, z, q);
}

/* PRINT a plain text (struct plain): its line ends, then its bytes. */
void castle_tell_plain(struct game *g, const struct plain *p)
{
	int i;

	for (i = 0; i < p->nl; i++)
		tty_nl(g->tty);
	tty_plain(g->tty, p->s, p->n);
}

/* PRINT a name of data_room_name or data_gear_name, which are printable each
 * (test/unit.c, plain-texts): in one go, as castle_tell_plain. */
void castle_tell_name(struct game *g, const char *name)
{
	tty_plain(g->tty, name, strlen(name));
}

/* ( X , Y ) LEVEL Z, then end and the line ended: the room's place as
 * lines 1150, 1550, 1570 and 3400 print it, the edition's words; put_
 * calls, not prompt_tell(), as it is printed every move. */
void castle_tell_at(struct game *g, int x, int y, int z,
    const struct plain *end)
{
	tty_plain(g->tty, "(", 1);
	tty_num(g->tty, x);
	tty_plain(g->tty, ",", 1);
	tty_num(g->tty, y);
	castle_tell_plain(g, &g->edition->words->level);
	tty_num(g->tty, z);
	castle_tell_plain(g, end);
	tty_nl(g->tty);
}

/* Line 3400 (Stetson's lines 5570-5575): YOU ARE AT ( X , Y ) LEVEL Z;
 * line 1060, which no line goes to, is its end left over. */
void castle_tell_where(struct game *g)
{
	static const struct plain you_are_at = PLAIN(0, "YOU ARE AT ");

	castle_tell_plain(g, &you_are_at);
	castle_tell_at(g, g->x, g->y, g->z, &g->edition->words->at_end);
}

/* The progress letters of Power's INITIALIZING CASTLE (lines 140-230), in
 * the order castle_build prints them; "\n" is a PRINT. */
const char *const castle_marks[CASTLE_MARKS] = {
	"\nPLEASE BE PATIENT - ", "IN", "I", "T", "I", "A", "L", "I", "Z",
	"I", "N", "G", " ", "C", "A", "S", "TLE\n"
};

/* Print the progress mark k of marks, if the edition has them. */
static void mark(struct game *g, const char *const *marks, int k)
{
	const char *s;

	if (marks == NULL)
		return;
	for (s = marks[k]; *s; s++)
		if (*s == '\n')
			tty_nl(g->tty);
		else
			tty_text(g->tty, s, 1);
}

/*
 * Lines 90 and 140-230, and of Stetson's listing
 * lines 1135-1145, 1250-1415 and 1440-1495: empty the castle, then
 * place the entrance, the stairs, the monsters, the items, the vendors,
 * the treasures, the curses, the Runestaff's monster and the Orb's warp,
 * printing the progress marks (castle_marks, or NULL for none) as the
 * listing reads them.
 */
void castle_build(struct game *g, const char *const *marks)
{
	int i, z, q, k;

	for (i = 0; i < 512; i++)		/* line 90 */
		g->map[i] = UNSEEN + EMPTY;
	mark(g, marks, 0);			/* line 140 */
	g->x = 1;
	g->y = 4;
	castle_set(g, 1, 4, 1, ENTRANCE);		/* line 150 */
	mark(g, marks, 1);
	for (z = 1; z <= 7; z++)		/* lines 150-160 */
		for (k = 0; k < 2; k++) {
			place(g, UNSEEN + STAIRS_DOWN, z);
			castle_set(g, g->x, g->y, z + 1, UNSEEN + STAIRS_UP);
		}
	mark(g, marks, 2);
	for (z = 1; z <= 8; z++) {		/* lines 170-180 */
		for (q = UNSEEN + KOBOLD; q <= UNSEEN + DRAGON; q++)
			place(g, q, z);
		for (k = 0; k < 3; k++) {
			for (q = UNSEEN + POOL; q <= UNSEEN + BOOK; q++)
				place(g, q, z);
			place(g, UNSEEN + VENDOR, z);
		}
		mark(g, marks, 2 + z);
	}
	for (q = UNSEEN + RUBY_RED; q <= UNSEEN + SILMARIL; q++)	/* 190 */
		place(g, q, rnd_fna(g, 8));
	mark(g, marks, 11);
	for (i = 1; i <= 3; i++) {		/* lines 200-210: the curses */
		z = rnd_fna(g, 8);
		place(g, UNSEEN + EMPTY, z);
		g->curse[i][1] = g->x;
		g->curse[i][2] = g->y;
		g->curse[i][3] = z;
		g->curse[i][4] = 0;
		mark(g, marks, 11 + i);
	}
	mark(g, marks, 15);
	g->answer = 'A';			/* O$, as READ last (line 210) */
	g->o_line = NULL;
	q = UNSEEN + 12 + rnd_fna(g,
	    12);		/* line 220: the Runestaff */
	z = rnd_fna(g, 8);
	place(g, q, z);
	g->staff[1] = g->x;
	g->staff[2] = g->y;
	g->staff[3] = z;
	z = rnd_fna(g, 8);				/* line 230: the Orb */
	place(g, UNSEEN + WARP, z);
	g->orb[1] = g->x;
	g->orb[2] = g->y;
	g->orb[3] = z;
	mark(g, marks, 16);
}
