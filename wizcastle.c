/*
 * wizcastle: The Wizard's Castle (Joseph R. Power, 1980), line for line.
 *
 *	wizcastle [-hnp] [-e edition] [-j journal] [-m machine] [-s seed]
 *	    [-u player]
 *	wizcastle [-hp] [-j journal] -r journal
 *
 * main as Lua's lua.c has it: collectargs reads the options into a
 * struct options, checking each; runargs plays the game they ask for.
 */
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "wizcastle.h"
#include "session.h"

/* What the command line asks for. */
struct options {
	const struct machine *machine;	/* -m, or the edition's first */
	const struct edition *edition;	/* -e, or the default */
	int chosen;		/* -m or -e was given */
	int fresh;		/* -n */
	int page;		/* -p */
	const char *seedarg;	/* -s, or NULL */
	long seed;		/* -s, SEED_NONE, or -1 */
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
	const struct edition *e;
	int i;

	fprintf(f, "usage: wizcastle [-hnp] [-e edition] [-j journal] [-m machine]"
	    " [-s seed] [-u player]\n"
	    "       wizcastle [-hp] [-j journal] -r journal\n"
	    "  -e edition  the listing to play:");
	for (e = editions; e->name; e++)
		fprintf(f, "%s %s%s", e == editions ? "" : ",", e->name,
		    e == editions ? " (the default)" : "");
	fprintf(f, "\n"
	    "  -h          print this help and exit\n"
	    "  -j journal  keep the journal of the game in the file journal\n"
	    "  -m machine  the BASIC to play on, the edition's first the"
	    " default:\n");
	for (e = editions; e->name; e++) {
		fprintf(f, "              %s:", e->name);
		for (i = 0; e->machines[i] != NULL; i++)
			fprintf(f, "%s %s", i ? "," : "", e->machines[i]);
		fprintf(f, "\n");
	}
	fprintf(f, "  -n          a new game, the unfinished one kept for later\n"
	    "  -p          at a terminal, pause where a move fills the screen\n"
	    "  -r journal  resume the game kept in journal, then read on\n"
	    "  -s seed     build the first castle from seed:\n");
	for (e = editions; e->name; e++)
		fprintf(f, "              %s: %ld to %ld\n", e->name,
		    e->seed_min, e->seed_max);
	fprintf(f, "  -u player   the player, as the host names them: their games\n"
	    "              kept apart from every other player's\n");
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
	fprintf(stderr, fmt, shown(what));
	fprintf(stderr, "\n");
	usage(stderr);
}

/* A seed of edition e: a whole number in its range, digits with a minus
 * sign where the range has negative numbers, into *seed; 0 if it is
 * not. */
static int parse_seed(const char *s, const struct edition *e, long *seed)
{
	char *end;
	long v;

	if ((*s < '0' || *s > '9') && !(*s == '-' && e->seed_min < 0 &&
	    s[1] >= '0' && s[1] <= '9'))
		return 0;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end != '\0' || v < e->seed_min || v > e->seed_max)
		return 0;
	*seed = v;
	return 1;
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
	case 'e':
		if ((o->edition = edition_find(optarg)) == NULL)
			bad_usage("no edition %s", optarg);
		o->chosen = 1;
		break;
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
	case 'p':
		o->page = 1;
		break;
	case 'r':
		o->resume = optarg;
		break;
	case 'u':
		if (!player_name(optarg)) {
			fprintf(stderr, "wizcastle: a player's name is 1 to %d "
			    "letters, digits and %s, a letter or a digit "
			    "first: %s\n", PLAYER_MAX, PLAYER_MARKS,
			    shown(optarg));
			usage(stderr);
		}
		o->player = optarg;
		break;
	case 's':
		o->seedarg = optarg;
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
	o->edition = &editions[0];
	o->seed = -1;
	opterr = 0;	/* its words here, with the program's name */
	while ((c = getopt(argc, argv, ":e:hj:m:npr:s:u:")) != -1)
		collectarg(o, c);
	if (optind != argc)
		bad_usage("unexpected argument: %s", argv[optind]);
	if (o->resume != NULL && (o->seedarg != NULL || o->fresh ||
	    o->chosen)) {
		fprintf(stderr, "wizcastle: -r resumes a game: no -%s with it\n",
		    o->fresh ? "n" : o->chosen ? "m or -e" : "s");
		usage(stderr);
	}
	if (o->machine == NULL)
		o->machine = machine_find(o->edition->machines[0]);
	else if (!edition_runs_on(o->edition, o->machine->name)) {
		fprintf(stderr, "wizcastle: the %s edition does not run on "
		    "%s\n", o->edition->name, o->machine->name);
		usage(stderr);
	}
	if (o->seedarg != NULL && !parse_seed(o->seedarg, o->edition,
	    &o->seed)) {
		fprintf(stderr, "wizcastle: seed must be a whole number from "
		    "%ld to %ld: %s\n", o->edition->seed_min,
		    o->edition->seed_max, shown(o->seedarg));
		usage(stderr);
	}
	if (o->player != NULL && (o->journal != NULL || o->resume != NULL)) {
		fprintf(stderr, "wizcastle: -u keeps the player's games in "
		    "the state folder: no -%c with it\n", o->resume ? 'r' : 'j');
		usage(stderr);
	}
}

/* How the game in a journal stands at the end of its lines. */
enum { GAME_ON, GAME_OVER, GAME_SHORT };
#define OVER_STATUS 10	/* a child's exit: GAME_OVER, + 1 GAME_SHORT */

/* The child's tty_halt: an error stopped the program (a later edition's
 * Overflow), which is its end. */
static void halted(void *arg)
{
	_exit(OVER_STATUS + (tty_replay_left(arg) > 0));
}

/*
 * Whether the game kept in s's journal asks for more after its lines
 * (GAME_ON), ended with them (GAME_OVER) or before (GAME_SHORT): played
 * silently in a child process, as it would be resumed.  GAME_ON if it
 * cannot be told; a resume then says what is wrong.
 */
static int game_state(const struct session *s)
{
	static struct game g;
	static struct tty t;
	int status;
	pid_t pid;

	if ((pid = fork()) == -1)
		return GAME_ON;
	if (pid == 0) {
		const char *lines;
		size_t len, n;
		int null;

		if ((null = open("/dev/null", O_RDWR)) == -1 ||
		    dup2(null, 0) == -1 || dup2(null, 1) == -1 ||
		    dup2(null, 2) == -1)
			_exit(1);
		tty_open(&t, stdin, stdout);
		lines = journal_lines(s->jn, &len, &n);
		tty_replay(&t, lines, len);	/* then the end of input */
		t.hook_arg = &t;
		t.on_halt = halted;
		g.tty = &t;
		game_new(&g, machine_find(s->machine),
		    edition_find(s->edition), s->seed);
		game_play(&g);
		_exit(OVER_STATUS + (tty_replay_left(&t) > 0));
	}
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR)
			return GAME_ON;
	if (!WIFEXITED(status))
		return GAME_ON;
	status = WEXITSTATUS(status);
	return status == OVER_STATUS ? GAME_OVER :
	    status == OVER_STATUS + 1 ? GAME_SHORT : GAME_ON;
}

/* -r: the game in o->resume goes on, unless it has ended: then it is
 * said, and a new game on its machine begins. */
static void resume(struct options *o, struct session *s, const char *keep)
{
	session_resume(s, o->resume, keep);
	if (game_state(s) != GAME_OVER)
		return;
	session_ended(s);
	o->machine = machine_find(s->machine);
	o->edition = edition_find(s->edition);
	session_drop(s, 0);
}

/* -j: an unfinished game in o->journal goes on there, never emptied:
 * with -n, -s or -m, refused.  A game ended there, or none, and a new
 * game begins in it. */
static void go_on(struct options *o, struct session *s)
{
	if (!session_open(s, o->journal))
		return;
	if (game_state(s) == GAME_OVER) {
		session_drop(s, 0);
		return;
	}
	if (o->fresh || o->chosen || o->seedarg != NULL)
		session_unfinished(s);
}

/*
 * The game o asks for, and its journal (session.c): -r resumes from its
 * file, and goes on in it at a terminal (or in -j's); -j goes on with
 * the game in its file; at a terminal, without -n, -s, -m, -e or -j, the
 * unfinished game last played goes on, on its machine and edition (one that has
 * ended, its journal not finished, is finished then).  Else a new game,
 * kept in -j's file or, at a terminal, in the state folder (or -r's
 * file).  Input that is not a terminal, without -j, keeps no journal.
 */
static void runargs(struct options *o, struct session *s)
{
	int term = isatty(STDIN_FILENO), state;
	const char *keep = o->journal ? o->journal : term ? o->resume : NULL;

	s->player = o->player;
	s->by_j = o->journal != NULL;
	s->fresh = o->fresh || o->chosen || o->seedarg != NULL;
	if (o->resume != NULL)
		resume(o, s, keep);
	else if (o->journal != NULL)
		go_on(o, s);
	else if (term && !o->fresh && !o->chosen && o->seedarg == NULL)
		while (session_find(s) && (state = game_state(s)) != GAME_ON)
			session_over(s, state == GAME_OVER);
	if (s->jn != NULL) {
		o->machine = machine_find(s->machine);
		o->edition = edition_find(s->edition);
		o->seed = s->seed;
		return;
	}
	if (o->seedarg == NULL && o->edition->seeds == SEEDS_BY_RANDOMIZE)
		o->seed = SEED_NONE;	/* the listing as published */
	else if (o->seedarg == NULL)
		o->seed = (long)(((unsigned long)time(NULL) ^
		    ((unsigned long)getpid() << 8)) %
		    ((unsigned long)o->edition->seed_max + 1));
	if (o->resume == NULL ? o->journal != NULL || term : keep != NULL)
		session_create(s, o->resume ? keep : o->journal, o->seed,
		    o->machine->name, o->edition->name);
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
	if (o.page)
		tty_pager(&tty);	/* before a replay holds the output */
	session.game = &game;
	session_attach(&session, &tty);
	game.tty = &tty;
	game_new(&game, o.machine, o.edition, o.seed);
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
