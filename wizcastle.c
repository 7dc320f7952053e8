/*
 * wizcastle: The Wizard's Castle (Joseph R. Power, 1980), line for line.
 *
 *	wizcastle [-hnp] [-e edition] [-i seconds] [-j journal] [-l bytes]
 *	    [-m machine] [-s seed] [-u player]
 *	wizcastle [-hp] [-j journal] -r journal
 *	wizcastle -a -r journal
 *	wizcastle [-p] [-u player] -g [game]
 *	wizcastle -M [-p] [-i seconds] [-l bytes] [-u player]
 *	wizcastle [-u player] -S
 *	wizcastle -w [-i seconds] [player [journal]]
 *	wizcastle -k player
 *
 * main as Lua's lua.c has it: collectargs reads the options into a
 * struct options, checking each; checkargs checks them together; where
 * one was wrong, or -h asks, main prints the usage (usage, the one place
 * it is printed, its words host/usage.c's); otherwise main has -k end a
 * player's game (host/end.c), -w list the games played now or watch one
 * (host/watch.c), -g list the unfinished games (host/games.c), -S the
 * scores (host/scores.c), -M at a terminal the host's menu (host/
 * menu.c), or -a write a journal's game as an asciicast (host/cast.c);
 * or runargs
 * has the session choose the game (host/choose.c), wire its journal to
 * the teletype (host/session.c) and play it, and the next, in play's
 * one loop.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "host/args.h"
#include "host/cast.h"
#include "host/end.h"
#include "host/games.h"
#include "host/help.h"
#include "host/log.h"
#include "host/menu.h"
#include "host/scores.h"
#include "wizcastle.h"
#include "host/say.h"
#include "host/session.h"
#include "host/usage.h"
#include "host/watch.h"
#include "host/xlog.h"
#include "io/alloc.h"

/* -i: the longest wait for an answer a host may set, a week. */
#define IDLE_MAX 604800L

/* -l: the ceiling of the unfinished journals of the state folder (a
 * player's folder with -u) by default, 1 MiB, 200 times the longest
 * game of the reference sessions; and the highest a host may set. */
#define CEILING_DEFAULT	(1024ULL * 1024)
#define CEILING_MAX	(1024ULL * 1024 * 1024 * 1024)


/* What the command line asks for. */
struct options {
	struct session_ask ask;	/* -j, -r, -u, and the game: -m (or the
				 * edition's first), -e (or the default),
				 * -s; -n, -m, -e, -s make ask.anew */
	char chosen;		/* 'm' or 'e' if -m or -e was given */
	int fresh, games;	/* -n; -g: list the games, or go on with pick */
	int page;		/* -p */
	int cast;		/* -a */
	int help;		/* -h */
	int menu;		/* -M */
	int scores;		/* -S */
	const char *idlearg, *ceilarg;	/* -i's and -l's, as given */
	const char *seedarg;	/* -s, or NULL */
	unsigned idle;		/* -i, or 0 */
	int watch;		/* -w: 1 who, 2 watch watched's game */
	const char *watched;	/* -w's player, folded, or NULL: the
				 * state folder's own game */
	const char *past;	/* -w NAME's past game, in finished/ */
	char other;		/* an option other than -w, -h and -a, or 0 */
	int others;		/* ... how many were given */
	int spectator;		/* -w's player from SSH_ORIGINAL_COMMAND */
	int end;		/* -k: end the game of player, ask.player
				 * NULL */
	char error[256];	/* what was wrong, or "" */
	const char *refused;	/* -u's name refused, for the log, or NULL */
	char player[PLAYER_MAX + 1];	/* -u, folded to lower case */
};

/* Prints the usage on standard output for -h and returns 0, or 1 if it
 * could not be written (said, but for a reader gone: EPIPE, SIGPIPE
 * ignored).  After what was wrong (o->error), it prints the reason and
 * one line pointing at -h on standard error, as OpenBSD's games do, so
 * that the reason stays on a screen of 24 lines, and returns 1; to a
 * spectator (-w of an ssh command) the reason alone, for -h is not
 * theirs to type. */
static int usage(const struct options *o)
{
	if (o->error[0] != '\0') {
		complain("%s", o->error);
		if (!o->spectator)
			fprintf(stderr, "usage: " PROGNAME " [option ...]; "
			    PROGNAME " -h lists them\n");
		return 1;
	}
	usage_put(stdout);
	if (fflush(stdout) == EOF) {
		if (errno != EPIPE)
			complain("write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}

/* Writes what was wrong into o->error, as printf's fmt says it (a name
 * from outside passed through say_shown_within, so that the reason is
 * one line), and returns 0, for the caller's return. */
static int bad_usage(struct options *o, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(o->error, sizeof o->error, fmt, ap);
	va_end(ap);
	return 0;
}

/* Writes into o->error that no edition or machine (what) is called
 * name, and those there are, and returns 0. */
static int no_such(struct options *o, const char *what, const char *name)
{
	char nb[SHOWN_ROOM];
	char choices[128];

	usage_choices(choices, sizeof choices, what[0] == 'm');
	return bad_usage(o, "no %s %s: %s", what, say_shown_within(name,
	    strlen(what) + strlen(choices) + 6, nb), choices);
}

/* Reads -i's seconds, 1 to IDLE_MAX, into o and returns 1; returns 0
 * if they are not (o->error says why). */
static int idle_limit(struct options *o, const char *s)
{
	long v;

	if (!args_seconds(s, IDLE_MAX, &v)) {
		char nb[SHOWN_ROOM];

		return bad_usage(o, "-i takes seconds, 1 to %ld: %s", IDLE_MAX,
		    say_shown_within(s, 30, nb));
	}
	o->idle = (unsigned)v;
	return 1;
}

/* Reads a player's name from s into o->player, checked, and returns 1;
 * returns 0 if it cannot name one (o->error says why, o->refused keeps
 * it for the log). */
static int player_arg(struct options *o, const char *s)
{
	char nb[SHOWN_ROOM];

	if (args_player(s, o->player) && args_folder(o->player))
		return 1;
	o->refused = s;
	return bad_usage(o, "not a player's name: %s", say_shown_within(s, 21,
	    nb));
}

/* Reads -w's player from s, the argument after the options ("-", the
 * state folder's own game), or (ssh) a spectator's command, which names
 * a player and nothing else, or a player and a past game of theirs
 * (host/args.c: args_past_split), and returns 1; returns 0 if it does
 * not (o->error says why). */
static int watched(struct options *o, const char *s, int ssh)
{
	o->watch = 2;
	if (!ssh && strcmp(s, "-") == 0)
		return 1;
	if (ssh) {
		static char name[PLAYER_MAX + 2];	/* o->player's */

		s = args_past_split(s, name, sizeof name, &o->past);
	}
	o->watched = o->player;
	return player_arg(o, s);
}

/* Reads -l's bytes, 1 to CEILING_MAX, k or m after them for KiB or
 * MiB, into o and returns 1; returns 0 if they are not. */
static int ceiling(struct options *o, const char *s)
{

	if (!args_bytes(s, CEILING_MAX, &o->ask.ceiling)) {
		char nb[SHOWN_ROOM];

		return bad_usage(o, "-l takes bytes, 1 to %llum: %s",
		    CEILING_MAX >> 20, say_shown_within(s, 30, nb));
	}
	return 1;
}

/* Sets the flag of o that option c sets alone and returns 1; returns 0
 * if c sets none. */
static int flag(struct options *o, int c)
{
	int *f = c == 'a' ? &o->cast : c == 'h' ? &o->help : c == 'n' ?
	    &o->fresh : c == 'p' ? &o->page : c == 'M' ? &o->menu : c == 'S' ?
	    &o->scores : c == 'g' ? &o->games : c == 'w' ? &o->watch : NULL;

	if (f != NULL)
		*f = 1;
	return f != NULL;
}

/* Reads option c with its value, if it takes one, into o and returns
 * 1; returns 0 if it is wrong (o->error says why). */
static int collectarg(struct options *o, int c)
{
	char nb[SHOWN_ROOM];
	char opt[3] = { '-', (char)(c == '?' || c == ':' ? optopt : c),
	    '\0' };

	if (strchr("eijklmrs", c) != NULL && *optarg == '\0')
		return bad_usage(o, "option %s needs a value, not an empty one",
		    say_shown(opt, nb));
	if (flag(o, c))
		return 1;
	switch (c) {
	case 'e':
		if ((o->ask.edition = edition_find(optarg)) == NULL)
			return no_such(o, "edition", optarg);
		o->chosen = 'e';
		return 1;
	case 'i':
		o->idlearg = optarg;
		return idle_limit(o, optarg);
	case 'j':
		o->ask.journal = optarg;
		return 1;
	case 'l':
		o->ceilarg = optarg;
		return ceiling(o, optarg);
	case 'm':
		if ((o->ask.machine = game_machine_find(optarg)) == NULL)
			return no_such(o, "machine", optarg);
		o->chosen = 'm';
		return 1;
	case 'r':
		o->ask.resume = optarg;
		return 1;
	case 'u':
		o->ask.player = o->player;
		return player_arg(o, optarg);
	case 'k':
		o->end = 1;
		return player_arg(o, optarg);
	case 's':
		o->seedarg = optarg;
		return 1;
	case ':':
		return bad_usage(o, "option %s needs a value", say_shown(opt,
		    nb));
	default:
		return bad_usage(o, "unknown option %s", say_shown_within(opt,
		    15, nb));
	}
}

/* Checks the options together (those that go with no other, the
 * machine against the edition, the seed against its range) and returns
 * 1; returns 0 if they do not hold (o->error says why). */
static int checkargs(struct options *o)
{
	struct session_ask *a = &o->ask;

	if (o->watch && o->others > (o->idle > 0))
		return bad_usage(o, "-w goes with no other option but -i: -%c",
		    o->other ? o->other : 'i');
	if (o->end && o->others > 1)
		return bad_usage(o, "-k goes with no other option");
	if (o->menu && (a->journal || a->resume || o->games || o->fresh ||
	    o->chosen || o->seedarg || o->end || o->cast || o->scores))
		return bad_usage(o, "-M goes with -u, -i, -l and -p alone");
	if (o->scores && o->others > (a->player != NULL) + 1)
		return bad_usage(o, "-S goes with -u alone");
	if ((a->resume != NULL || o->games) && (o->seedarg != NULL ||
	    o->fresh || o->chosen))
		return bad_usage(o, "-%c resumes a game: no -%c with it",
		    o->games ? 'g' : 'r', o->fresh ? 'n' : o->chosen ?
		    o->chosen : 's');
	if (a->machine == NULL)
		a->machine = a->edition->machines[0];
	else if (!edition_runs_on(a->edition, a->machine))
		return bad_usage(o, "the %s edition does not run on %s",
		    a->edition->name, a->machine->name);
	if (o->seedarg != NULL && !args_seed(o->seedarg, a->edition,
	    &a->seed)) {
		char nb[SHOWN_ROOM];

		return bad_usage(o, "-s %s: %s's seeds are %ld to %ld",
		    say_shown_within(o->seedarg, 40, nb), a->edition->name,
		    a->edition->seed_min, a->edition->seed_max);
	}
	if (o->cast && (a->resume == NULL || o->others != 1 || o->watch))
		return bad_usage(o, "-a records -r's journal: -r alone with "
		    "it");
	if ((a->player != NULL || o->games) && (a->journal || a->resume))
		return bad_usage(o, "-%c keeps games in the state folder: no "
		    "-%c with it", o->games ? 'g' : 'u', a->resume ? 'r' : 'j');
	a->seeded = o->seedarg != NULL;
	a->anew = o->fresh || o->chosen || a->seeded;
	a->term = isatty(STDIN_FILENO);
	return 1;
}

/* Reads the command line into o, each option checked, up to -h if it
 * is there, and returns 1; returns 0 if one is wrong (o->error says
 * why), as Lua's collectargs returns has_error. */
static int collectargs(struct options *o, int argc, char *argv[])
{
	char nb[SHOWN_ROOM];
	int c;

	memset(o, 0, sizeof *o);
	o->ask.edition = &editions[0];
	o->ask.ceiling = CEILING_DEFAULT;
	opterr = 0;	/* its words here, with the program's name */
	while ((c = getopt(argc, argv, ":ae:ghi:j:k:l:m:MnpSr:s:u:w")) != -1)
		if (c == '?' && optopt == '-')	/* --help, say */
			return bad_usage(o, "unknown option %s",
			    say_shown_within(argv[
			    optind < argc &&
			    argv[optind][0] == '-' && argv[optind][1] == '-' ?
			    optind : optind - 1], 15, nb));
		else if (!collectarg(o, c))
			return 0;
		else if (c != 'w' && c != 'h' && c != 'a') {
			if (c != 'i')	/* -w's own: the one it names */
				o->other = (char)c;
			o->others++;
		}
		else if (o->help)
			return 1;
	if (o->watch && optind < argc && !watched(o, argv[optind++], 0))
		return 0;
	if (o->watch == 2 && optind < argc && args_past_name(argv[optind]))
		o->past = args_past_field(argv[optind++]);	/* else
		    unexpected */
	o->ask.pick = o->games && optind < argc ? argv[optind++] : NULL;
	if (optind != argc)
		return bad_usage(o, "unexpected argument: %s",
		    say_shown_within(argv[optind], 21, nb));
	if (o->watch == 1 && getenv("SSH_ORIGINAL_COMMAND") != NULL &&
	    getenv("SSH_ORIGINAL_COMMAND")[0] != '\0') {
		o->spectator = 1;
		return watched(o, getenv("SSH_ORIGINAL_COMMAND"), 1);
	}
	return 1;
}

/* A session's parts, for play. */
struct run {
	const struct options *o;
	struct session_ask ask;	/* what the options ask, as chosen */
	struct game game;
	struct tty *tty;	/* the teletype, one for all the games */
	struct session session;
	struct xlog xlog;
	int begun;		/* the signals are set */
	int small;		/* a small window's pauses said */
};

/*
 * Plays the game the options ask for to its end, or to an error that
 * stops the BASIC program (GAME_HALTED, its words out), and returns the
 * exit status: the session chooses it (a journal resumed, or a new
 * game) and keeps it.  A game that ends, either way, as its journal is
 * replayed was never shown: the session chooses again
 * (session_finish), and this plays what it chooses.  The one loop of
 * games.
 */
static int play(struct run *r)
{

	r->tty = tty_new();
	do {
		r->ask = r->o->ask;
		/* the handlers first: a login that takes the game over as
		 * the session holds it hangs up a game that can say so */
		if (!r->begun++) {
			signals_init(stdin);
			signals_tell(log_said);
		}
		choose_session(&r->session, &r->ask);
		tty_open(r->tty, session_input(&r->session, stdin), stdout);
		if (r->o->page)
			tty_pager(r->tty);	/* before a replay holds the
						 * output */
		else if (tty_pager_below(r->tty, HELP_ROWS) && !r->small++)
			session_say(&r->session, "%s", help_small());
		r->session.game = &r->game;
		session_attach(&r->session, r->tty);
		if (r->o->idle > 0)
			session_idle(&r->session, r->o->idle);
		r->game.tty = r->tty;
		game_new(&r->game, r->ask.machine, r->ask.edition, r->ask.seed);
		xlog_attach(&r->xlog, &r->game, &r->session, r->ask.seed);
		(void)game_play(&r->game);
	} while (session_finish(&r->session) == SESSION_AGAIN);
	tty_free(r->tty);
	r->tty = NULL;
	/* The last of the output goes out here: a full disk says so. */
	if (fclose(stdout) == EOF) {
		if (errno != EPIPE)
			complain("write error: %s", strerror(errno));
		return 1;
	}
	return 0;
}

/* Plays the game the options ask for, and what follows it (play), and
 * returns the exit status. */
static int runargs(struct options *o)
{
	struct run r = { 0 };

	r.o = o;
	log_player(o->ask.player);
	return play(&r);
}

/* Runs the host's menu at a terminal (-M), its games with the options
 * given, and returns the exit status. */
static int menu(const struct options *o, const char *prog)
{
	struct menu_ask a;

	a.prog = prog;
	a.player = o->ask.player;
	a.idle = o->idlearg;
	a.secs = o->idle;
	a.ceiling = o->ceilarg;
	a.page = o->page;
	log_player(o->ask.player);
	return menu_run(&a);
}

int main(int argc, char *argv[])
{
	struct options o;

	if (!collectargs(&o, argc, argv) || o.help || !checkargs(&o)) {
		if (o.refused != NULL) {
			char fb[SHOWN_FULL];

			log_event("name refused: %s", say_shown_full(o.refused,
			    fb));
		}
		return usage(&o);
	}
	io_name(PROGNAME);
	if (o.end)
		return end_game(o.player);
	if (o.watch)
		return o.watch == 1 ? watch_who() : o.past != NULL ?
		    watch_past(o.watched, o.past, o.idle) :
		    watch_game(o.watched, o.idle);
	if (o.games && o.ask.pick == NULL)
		return games_list(o.ask.player);
	if (o.cast)
		return cast_journal(o.ask.resume);
	if (o.scores)
		return scores_list(stdout, o.ask.player, 0);
	if (o.menu && o.ask.term)
		return menu(&o, argv[0]);
	return runargs(&o);
}
