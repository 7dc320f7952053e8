/*
 * wizcastle: The Wizard's Castle (Joseph R. Power, 1980), line for line.
 *
 *	wizcastle [-s seed]
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wizcastle.h"

#define SEED_MAX 8388607L

static void usage(void)
{
	fprintf(stderr, "usage: wizcastle [-s seed]\n");
	exit(1);
}

/* A seed from 0 to SEED_MAX, all digits, or -1. */
static long parse_seed(const char *s)
{
	char *end;
	long v;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end != '\0' || v > SEED_MAX)
		return -1;
	return v;
}

int main(int argc, char *argv[])
{
	static struct game game;
	static struct tty tty;
	long seed = -1;
	int c;

	while ((c = getopt(argc, argv, "s:")) != -1) {
		switch (c) {
		case 's':
			if ((seed = parse_seed(optarg)) < 0)
				usage();
			break;
		default:
			usage();
		}
	}
	if (optind != argc)
		usage();
	if (seed < 0)
		seed = (long)(((unsigned long)time(NULL) ^
		    ((unsigned long)getpid() << 8)) % (SEED_MAX + 1));
	signals_init(stdin);
	tty_open(&tty, stdin, stdout);
	game.tty = &tty;
	game_new(&game, seed);
	game_play(&game);
	tty_close(&tty);
	/* The last of the output goes out here: a full disk says so. */
	if (fclose(stdout) == EOF) {
		if (errno != EPIPE)
			fprintf(stderr, "wizcastle: write error: %s\n",
			    strerror(errno));
		return 1;
	}
	return 0;
}
