/*
 * main.c: the fuzz target.  One run is a whole session: the first byte
 * of the input chooses the edition and the machine, the next three the
 * seed, the rest is what is typed.  The byte, modulo the count of the
 * pairs, is an index into every edition's machines in the tables' order
 * (editions[], and each one's machines: Power's on the Sorcerer 0 and on
 * GW-BASIC 1, and so on), so a new edition or machine is fuzzed as soon
 * as it is a row.  The seed, modulo the edition's range of -s, from its
 * least.  Built by `make fuzz' with AFL++'s compiler in place of
 * wizcastle.c.
 */
#include <stdio.h>

#include "../../wizcastle.h"

/* The pair of index k (modulo their count): its edition in *e, its
 * machine returned. */
static const struct machine *pair(unsigned k, const struct edition **e)
{
	unsigned n = 0, i;
	const struct edition *p;

	for (p = editions; p->name; p++)
		for (i = 0; p->machines[i]; i++)
			n++;
	k %= n;
	for (p = editions; p->name; p++)
		for (i = 0; p->machines[i]; i++)
			if (k-- == 0) {
				*e = p;
				return p->machines[i];
			}
	return NULL;
}

/* The seed the three bytes v give edition e: v modulo the count of its -s
 * values, from its least; where its listing seeds by RANDOMIZE, one value
 * more, the last, is no seed (SEED_NONE: no -s, the listing as
 * published). */
static long seed_of(unsigned long v, const struct edition *e)
{
	unsigned long n = (unsigned long)(e->seed_max - e->seed_min + 1);
	unsigned long none = e->seeds == SEEDS_BY_RANDOMIZE, k = v % (n + none);

	return k == n ? SEED_NONE : e->seed_min + (long)k;
}

int main(void)
{
	static struct game game;
	struct tty *tty = tty_new();
	const struct edition *e = editions;
	const struct machine *m;
	unsigned long v = 0;
	int i, c, k = getchar();

	for (i = 0; i < 3 && (c = getchar()) != EOF; i++)
		v = v << 8 | (unsigned long)c;
	m = pair(k == EOF ? 0 : (unsigned)k, &e);
	tty_open(tty, stdin, stdout);
	game.tty = tty;
	game_new(&game, m, e, seed_of(v, e));
	game_play(&game);
	tty_free(tty);
	return 0;
}
