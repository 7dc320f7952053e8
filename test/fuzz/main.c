/*
 * main.c: the fuzz target.  One run is a whole session: the first three
 * bytes of the input are the seed (mod 2^23) and, in their top bit, the
 * machine (0 the Sorcerer, 1 GW-BASIC); the rest is what is typed.
 * Power's edition only: the later ones are not fuzzed yet.
 * Built by `make fuzz' with AFL++'s compiler in place of wizcastle.c.
 */
#include <stdio.h>

#include "../../wizcastle.h"

int main(void)
{
	static struct game game;
	static struct tty tty;
	long seed = 0;
	int i, c;

	for (i = 0; i < 3 && (c = getchar()) != EOF; i++)
		seed = seed << 8 | c;
	tty_open(&tty, stdin, stdout);
	game.tty = &tty;
	game_new(&game, &machines[seed >> 23 & 1], &editions[0],
	    seed % 8388608);
	game_play(&game);
	tty_close(&tty);
	return 0;
}
