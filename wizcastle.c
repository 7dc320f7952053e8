/*
 * wizcastle: The Wizard's Castle (Joseph R. Power, 1980), line for line.
 *
 *	wizcastle [-hn] [-j journal] [-m machine] [-s seed] [-u player]
 *	wizcastle [-h] [-j journal] -r journal
 *
 * main as Lua's lua.c has it: collectargs reads the options into a
 * struct options, checking each; runargs plays the game they ask for.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wizcastle.h"
#include "session.h"

/* What the command line asks for. */
struct options {
	const struct machine *machine;	/* -m, or the default */
	int chosen;		/* -m was given */
	int fresh;		/* -n */
	long seed;		/* -s, or -1 */
	const char *journal;	/* -j, or NULL */
	const char *resume;	/* -r, or NULL */
	const char *player;	/* -u, or NULL */
};

/* A player's name at most, and the marks it may hold besides letters
 * and digits (not first): it names a folder. */
#define PLAYER_MAX 32
#define PLAYER_MARKS "._-"

/* The usage and a line for each option: on standard output for -h,
 * status 0; on standard error after a word on what was wrong, status 1. */
static void usage(FILE *f)
{
	const struct machine *m;

	fprintf(f, "usage: wizcastle [-hn] [-j journal] [-m machine] [-s seed] "
	    "[-u player]\n"
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
	    "  -s seed     build the first castle from seed, 0 to %ld\n"
	    "  -u player   the player, as the host names them: their games\n"
	    "              kept apart from every other player's\n",
	    SEED_MAX);
	if (f == stdout && fflush(stdout) == EOF) {
		fprintf(stderr, "wizcastle: write error: %s\n", strerror(errno));
		exit(1);
	}
	exit(f == stdout ? 0 : 1);
}

/* A word on what was wrong, then the usage, status 1. */
static void bad_usage(const char *fmt, const char *what)
{
	fprintf(stderr, "wizcastle: ");
	fprintf(stderr, fmt, what);
	fprintf(stderr, "\n");
	usage(stderr);
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

/* Whether s can name a player: 1 to PLAYER_MAX letters, digits and
 * PLAYER_MARKS, the first a letter or a digit. */
static int player_name(const char *s)
{
	static const char ok[] = "abcdefghijklmnopqrstuvwxyz"
	    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" PLAYER_MARKS;
	size_t n = strlen(s);

	return n > 0 && n <= PLAYER_MAX && strspn(s, ok) == n &&
	    strchr(PLAYER_MARKS, s[0]) == NULL;
}

/* One option with its value, if it takes one, into o. */
static void collectarg(struct options *o, int c)
{
	char opt[3] = { '-', (char)optopt, '\0' };

	switch (c) {
	case 'h':
		usage(stdout);
		break;
	case 'j':
		o->journal = optarg;
		break;
	case 'm':
		if ((o->machine = machine_find(optarg)) == NULL)
			bad_usage("no machine %s", optarg);
		o->chosen = 1;
		break;
	case 'n':
		o->fresh = 1;
		break;
	case 'r':
		o->resume = optarg;
		break;
	case 'u':
		if (!player_name(optarg)) {
			fprintf(stderr, "wizcastle: a player's name is 1 to %d "
			    "letters, digits and %s, a letter or a digit "
			    "first: %s\n", PLAYER_MAX, PLAYER_MARKS, optarg);
			usage(stderr);
		}
		o->player = optarg;
		break;
	case 's':
		if ((o->seed = parse_seed(optarg)) < 0) {
			fprintf(stderr, "wizcastle: seed must be a whole number "
			    "from 0 to %ld: %s\n", SEED_MAX, optarg);
			usage(stderr);
		}
		break;
	case ':':
		bad_usage("option %s needs a value", opt);
		break;
	default:
		bad_usage("unknown option %s", opt);
	}
}

/* The command line into o, checked; a usage error exits. */
static void collectargs(struct options *o, int argc, char *argv[])
{
	int c;

	memset(o, 0, sizeof *o);
	o->machine = &machines[0];
	o->seed = -1;
	opterr = 0;	/* its words here, with the program's name */
	while ((c = getopt(argc, argv, ":hj:m:nr:s:u:")) != -1)
		collectarg(o, c);
	if (optind != argc)
		bad_usage("unexpected argument: %s", argv[optind]);
	if (o->resume != NULL && (o->seed >= 0 || o->fresh || o->chosen)) {
		fprintf(stderr, "wizcastle: -r resumes a game: no -%c with it\n",
		    o->fresh ? 'n' : o->chosen ? 'm' : 's');
		usage(stderr);
	}
	if (o->player != NULL && (o->journal != NULL || o->resume != NULL)) {
		fprintf(stderr, "wizcastle: -u keeps the player's games in "
		    "the state folder: no -%c with it\n", o->resume ? 'r' : 'j');
		usage(stderr);
	}
}

/*
 * The game o asks for, and its journal (session.c): -r resumes from its
 * file, and goes on in it at a terminal (or in -j's); at a terminal,
 * without -n, -s, -m or -j, the unfinished game last played goes on, on
 * its machine.  Else a new game, kept in -j's file or, at a terminal, in
 * the state folder.  Input that is not a terminal, without -j, keeps no
 * journal.
 */
static void runargs(struct options *o, struct session *s)
{
	int term = isatty(STDIN_FILENO);

	s->player = o->player;
	if (o->resume != NULL)
		session_resume(s, o->resume,
		    o->journal ? o->journal : term ? o->resume : NULL);
	else if (term && !o->fresh && !o->chosen && o->seed < 0 &&
	    o->journal == NULL)
		session_find(s);
	if (s->jn != NULL) {
		o->machine = machine_find(s->machine);
		o->seed = s->seed;
		return;
	}
	if (o->seed < 0)
		o->seed = (long)(((unsigned long)time(NULL) ^
		    ((unsigned long)getpid() << 8)) % (SEED_MAX + 1));
	if (o->journal != NULL || term)
		session_create(s, o->journal, o->seed, o->machine->name);
}

int main(int argc, char *argv[])
{
	static struct game game;
	static struct tty tty;
	static struct session session;
	struct options o;

	collectargs(&o, argc, argv);
	runargs(&o, &session);
	signals_init(stdin);
	tty_open(&tty, stdin, stdout);
	session_attach(&session, &tty);
	game.tty = &tty;
	game_new(&game, o.machine, o.seed);
	game_play(&game);
	session_finish(&session);	/* the game ended by itself */
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
