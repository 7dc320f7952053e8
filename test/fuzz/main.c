/*
 * main.c: the fuzz target.  One run is a whole session: the first three
 * bytes of the input are the seed (mod 2^23), the rest is what is typed.
 * Built by `make fuzz' with AFL++'s compiler in place of wizcastle.c.
 */
#include <stdio.h>

#include "../../wizcastle.h"

int main(void)
{
	static struct game game;
	long seed = 0;
	int i, c;

	for (i = 0; i < 3 && (c = getchar()) != EOF; i++)
		seed = seed << 8 | c;
	tty_open(&game.tty, stdin, stdout);
	game_new(&game, seed % 8388608);
	game_play(&game);
	tty_close(&game.tty);
	return 0;
}
