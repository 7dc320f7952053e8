/*
 * wizcastle: The Wizard's Castle (Joseph R. Power, 1980), line for line.
 *
 *	wizcastle [-h] [-m machine] [-s seed]
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wizcastle.h"

#define SEED_MAX 8388607L

/* The usage and a line for each option: on standard output for -h,
 * status 0; on standard error after a word on what was wrong, status 1. */
static void usage(FILE *f)
{
	const struct machine *m;

	fprintf(f, "usage: wizcastle [-h] [-m machine] [-s seed]\n"
	    "  -h          print this help and exit\n"
	    "  -m machine  the BASIC to play as:");
	for (m = machines; m->name; m++)
		fprintf(f, "%s %s%s", m == machines ? "" : ",", m->name,
		    m == machines ? " (the default)" : "");
	fprintf(f, "\n"
	    "  -s seed     build the first castle from seed, 0 to %ld\n",
	    SEED_MAX);
	if (f == stdout && fflush(stdout) == EOF) {
		fprintf(stderr, "wizcastle: write error: %s\n", strerror(errno));
		exit(1);
	}
	exit(f == stdout ? 0 : 1);
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
	const struct machine *machine = &machines[0];
	long seed = -1;
	int c;

	opterr = 0;	/* its words here, with the program's name */
	while ((c = getopt(argc, argv, ":hm:s:")) != -1) {
		switch (c) {
		case 'h':
			usage(stdout);
			break;
		case 'm':
			if ((machine = machine_find(optarg)) == NULL) {
				fprintf(stderr, "wizcastle: no machine %s\n",
				    optarg);
				usage(stderr);
			}
			break;
		case 's':
			if ((seed = parse_seed(optarg)) < 0) {
				fprintf(stderr, "wizcastle: seed must be a whole "
				    "number from 0 to %ld: %s\n", SEED_MAX, optarg);
				usage(stderr);
			}
			break;
		case ':':
			fprintf(stderr, "wizcastle: option -%c needs a value\n",
			    optopt);
			usage(stderr);
			break;
		default:
			fprintf(stderr, "wizcastle: unknown option -%c\n", optopt);
			usage(stderr);
		}
	}
	if (optind != argc) {
		fprintf(stderr, "wizcastle: unexpected argument: %s\n",
		    argv[optind]);
		usage(stderr);
	}
	if (seed < 0)
		seed = (long)(((unsigned long)time(NULL) ^
		    ((unsigned long)getpid() << 8)) % (SEED_MAX + 1));
	signals_init(stdin);
	tty_open(&tty, stdin, stdout);
	game.tty = &tty;
	game_new(&game, machine, seed);
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
