/*
 * castle.c: the castle's eight levels of eight by eight rooms (lines 50,
 * 70), how the listing fills them (lines 90, 140-230, 3200-3210), and
 * where you are (line 3400).
 */
#include "../wizcastle.h"

/* FND(Z) + 512: the cell of room (x, y, z) (line 50). */
int room_index(int x, int y, int z)
{
	return z * 64 + x * 8 + y - 585 + 512;
}

/* PEEK(FND(Z)): what room (x, y, z) holds. */
int room_get(const struct game *g, int x, int y, int z)
{
	return g->map[room_index(x, y, z)];
}

/* POKE FND(Z), what. */
void room_set(struct game *g, int x, int y, int z, int what)
{
	g->map[room_index(x, y, z)] = (unsigned char)what;
}

/* FNB(Q): a coordinate that stepped off an edge comes in at the other
 * (line 70). */
int wrap(int q)
{
	return q == 9 ? 1 : q == 0 ? 8 : q;
}

/* FNE(Q): a room's contents without its unexplored mark (line 50). */
int room_contents(int q)
{
	return q > 99 ? q - 100 : q;
}

/* Lines 3200-3210: put q in a random unused room of level z; the room's
 * row and column are left in g->x, g->y. */
static void place(struct game *g, int q, int z)
{
	do {
		g->x = fna(g, 8);
		g->y = fna(g, 8);
	} while (room_get(g, g->x, g->y, z) != UNSEEN + EMPTY);
	room_set(g, g->x, g->y, z, q);
}

/* ( X , Y ) LEVEL Z, the end of lines 1060, 1150, 1550, 1570 and 3400;
 * line 1060, which no line goes to, is a copy left over. */
void say_position(struct game *g, int x, int y, int z)
{
	put_str(g->tty, "(");
	put_num(g->tty, x);
	put_str(g->tty, ",");
	put_num(g->tty, y);
	put_str(g->tty, ") LEVEL ");
	put_num(g->tty, z);
	put_nl(g->tty);
}

/* Line 3400: YOU ARE AT ( X , Y ) LEVEL Z. */
void say_where(struct game *g)
{
	put_str(g->tty, "YOU ARE AT ");
	say_position(g, g->x, g->y, g->z);
}

/*
 * Lines 90 and 140-230: empty the castle, then place the entrance, the
 * stairs, the monsters, the items, the vendors, the treasures, the
 * curses, the Runestaff's monster and the Orb's warp, printing the
 * progress letters of INITIALIZING CASTLE as the listing reads them.
 */
void castle_build(struct game *g)
{
	static const char *const progress[8] = {
		"T", "I", "A", "L", "I", "Z", "I", "N"
	};
	static const char *const progress2[3] = { " ", "C", "A" };
	int i, z, q, k;

	for (i = 0; i < 512; i++)		/* line 90 */
		g->map[i] = UNSEEN + EMPTY;
	put_nl(g->tty);				/* line 140 */
	put_str(g->tty, "PLEASE BE PATIENT - ");
	g->x = 1;
	g->y = 4;
	room_set(g, 1, 4, 1, ENTRANCE);		/* line 150 */
	put_str(g->tty, "IN");
	for (z = 1; z <= 7; z++)		/* lines 150-160 */
		for (k = 0; k < 2; k++) {
			place(g, UNSEEN + STAIRS_DOWN, z);
			room_set(g, g->x, g->y, z + 1, UNSEEN + STAIRS_UP);
		}
	put_str(g->tty, "I");
	for (z = 1; z <= 8; z++) {		/* lines 170-180 */
		for (q = UNSEEN + KOBOLD; q <= UNSEEN + DRAGON; q++)
			place(g, q, z);
		for (k = 0; k < 3; k++) {
			for (q = UNSEEN + POOL; q <= UNSEEN + BOOK; q++)
				place(g, q, z);
			place(g, UNSEEN + VENDOR, z);
		}
		put_str(g->tty, progress[z - 1]);
	}
	for (q = UNSEEN + RUBY_RED; q <= UNSEEN + SILMARIL; q++)	/* 190 */
		place(g, q, fna(g, 8));
	put_str(g->tty, "G");
	for (i = 1; i <= 3; i++) {		/* lines 200-210: the curses */
		z = fna(g, 8);
		place(g, UNSEEN + EMPTY, z);
		g->curse[i][1] = g->x;
		g->curse[i][2] = g->y;
		g->curse[i][3] = z;
		g->curse[i][4] = 0;
		put_str(g->tty, progress2[i - 1]);
	}
	put_str(g->tty, "S");
	g->answer = 'A';			/* O$, as READ last (line 210) */
	g->o_line = NULL;
	q = UNSEEN + 12 + fna(g, 12);		/* line 220: the Runestaff */
	z = fna(g, 8);
	place(g, q, z);
	g->staff[1] = g->x;
	g->staff[2] = g->y;
	g->staff[3] = z;
	z = fna(g, 8);				/* line 230: the Orb */
	place(g, UNSEEN + WARP, z);
	g->orb[1] = g->x;
	g->orb[2] = g->y;
	g->orb[3] = z;
	put_line(g->tty, "TLE");
}
