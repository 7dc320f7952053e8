/*
 * wizcastle: The Wizard's Castle (Joseph R. Power, 1980), line for line.
 *
 *	wizcastle [-hn] [-j journal] [-m machine] [-s seed]
 *	wizcastle [-h] [-j journal] -r journal
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wizcastle.h"
#include "io/journal.h"

#define SEED_MAX 8388607L

/* The usage and a line for each option: on standard output for -h,
 * status 0; on standard error after a word on what was wrong, status 1. */
static void usage(FILE *f)
{
	const struct machine *m;

	fprintf(f, "usage: wizcastle [-hn] [-j journal] [-m machine] [-s seed]\n"
	    "       wizcastle [-h] [-j journal] -r journal\n"
	    "  -h          print this help and exit\n"
	    "  -j journal  keep the journal of the game in the file journal\n"
	    "  -m machine  the BASIC to play as:");
	for (m = machines; m->name; m++)
		fprintf(f, "%s %s%s", m == machines ? "" : ",", m->name,
		    m == machines ? " (the default)" : "");
	fprintf(f, "\n"
	    "  -n          a new game, the unfinished one kept for later\n"
	    "  -r journal  resume the game kept in journal, then read on\n"
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
	struct journal *jn = NULL;
	const char *jfile = NULL, *rfile = NULL;
	char name[32];		/* the machine a journal names */
	long seed = -1;
	int c, fresh = 0, term, chosen = 0;

	opterr = 0;	/* its words here, with the program's name */
	while ((c = getopt(argc, argv, ":hj:m:nr:s:")) != -1) {
		switch (c) {
		case 'h':
			usage(stdout);
			break;
		case 'j':
			jfile = optarg;
			break;
		case 'n':
			fresh = 1;
			break;
		case 'r':
			rfile = optarg;
			break;
		case 'm':
			if ((machine = machine_find(optarg)) == NULL) {
				fprintf(stderr, "wizcastle: no machine %s\n",
				    optarg);
				usage(stderr);
			}
			chosen = 1;
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
	if (rfile != NULL && (seed >= 0 || fresh || chosen)) {
		fprintf(stderr, "wizcastle: -r resumes a game: no -%c with it\n",
		    fresh ? 'n' : chosen ? 'm' : 's');
		usage(stderr);
	}

	/*
	 * The journal (io/journal.c): -r resumes from its file, and goes on
	 * in it at a terminal (or in -j's); at a terminal, without -n, -s,
	 * -m or -j, the unfinished game last played goes on, on its
	 * machine.  Else a new game, kept in -j's file or, at a terminal, in
	 * the state folder.  Input that is not a terminal, without -j,
	 * keeps no journal.
	 */
	term = isatty(STDIN_FILENO);
	if (rfile != NULL)
		jn = journal_resume(rfile, jfile ? jfile : term ? rfile : NULL,
		    &seed, name, sizeof name);
	else if (term && !fresh && !chosen && seed < 0 && jfile == NULL)
		jn = journal_find(&seed, name, sizeof name);
	if (jn != NULL) {
		if ((machine = machine_find(name)) == NULL)
			journal_refuse(jn, "a machine this wizcastle has not");
		if (seed > SEED_MAX)
			journal_refuse(jn, "a seed out of range");
	} else {
		if (seed < 0)
			seed = (long)(((unsigned long)time(NULL) ^
			    ((unsigned long)getpid() << 8)) % (SEED_MAX + 1));
		if (jfile != NULL || term)
			jn = journal_create(jfile, seed, machine->name);
	}

	signals_init(stdin);
	tty_open(&tty, stdin, stdout);
	if (jn != NULL)
		journal_attach(jn, &tty);
	game.tty = &tty;
	game_new(&game, machine, seed);
	game_play(&game);
	if (jn != NULL)
		journal_finish(&tty);	/* the game ended by itself */
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
