/*
 * session.c: the journal wired to the teletype.  A game resumed has its
 * journal's answers replayed as the player's (replay_start), each line the
 * player types is kept before the game acts on it, and the journal is
 * finished when the game ends.  What it says to the player about the
 * journal comes before the next question (out_note_line), in lines of 64
 * columns at most, every name from outside shown escaped (say.c).
 * This file alone ties a player's journal to the teletype (its hooks,
 * tty_hooks, and its replay); -w's watch.c and -a's cast.c tie the
 * journal they show to a teletype of their own, reading it only.  No
 * file outside io/ reads a field of the teletype (test/t_calls.sh).
 */
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../io/store/journal.h"
#include "../io/tty/tty.h"
#include "games.h"
#include "help.h"
#include "log.h"
#include "note.h"
#include "say.h"
#include "session.h"
#include "takeover.h"
#include "../wizcastle.h"

static void set_note(struct session *);

/*
 * Says a line to the player before the next question, after the
 * screen before it, so that no clear of the screen takes it away
 * (out_note_line); before the teletype is there, or while a journal is
 * replayed (its game may end in it, never shown), kept for it.
 */
static void say_line(struct session *s, const char *line)
{
	size_t n = strlen(s->said);

	if (s->tty != NULL && !replay_running(s->tty))
		out_note_line(s->tty, line);
	else
		snprintf(s->said + n, sizeof s->said - n, "%s%s",
		    n > 0 ? "\n" : "", line);
}

/* Says "wizcastle: " and the words of fmt, fitted to 64 columns, as
 * say_line says a line. */
void session_say(struct session *s, const char *fmt, ...)
{
	char buf[512];
	va_list ap;

	va_start(ap, fmt);
	say_fitted(buf, sizeof buf, fmt, ap);
	va_end(ap);
	say_line(s, buf);
}

/* Says a line of games_bound's (a game this one moved out). */
static void say_moved(void *arg, const char *line)
{
	session_say(arg, "%s", line);
}

/*
 * Says and logs that the journal cannot be written: one warning naming
 * the file or the folder (or, at the ceiling of -l, one line), and the
 * game goes on; the name whole but for its middle, with home before it
 * and a colon after it, on a line of its own (say_cols).  Where the
 * state folder cannot be made or written in (home: "cannot make ",
 * "cannot write in "), the player's way out after it, but for a player
 * of -u, who has none.
 */
void session_unkept(struct session *s, const struct journal_error *e,
    const char *home)
{
	char nb[SHOWN_ROOM];
	char fb[SHOWN_FULL];
	size_t by = 1 + (home ? strlen(home) : 0);	/* home, the colon */

	if (e->why == JOURNAL_CEILING)
		log_event("journal limit (-l %llu bytes) reached; later "
		    "answers are not kept", s->ceiling);
	else if (home != NULL)
		log_event("state folder refused: %s%s: %s; game not kept",
		    home, say_shown_full(e->path, fb), say_why(e));
	else
		log_event("game not kept: %s: %s", e->why == JOURNAL_NOHOME ?
		    "its journal" : say_shown_full(e->path, fb), say_why(e));
	if (e->why == JOURNAL_CEILING)
		session_say(s, "journal limit reached; later answers are not "
		    "kept");
	else if (e->why == JOURNAL_NOHOME)
		session_say(s, "game not kept: no home folder for its journal");
	else
		session_say(s, "game not kept: %s%s: %s", home ? home : "",
		    say_shown_middle(e->path, say_cols() > by ? say_cols() - by
		    :
		    0, nb), say_why(e));
	if (home != NULL && s->player == NULL)
		session_say(s, "to keep it: XDG_STATE_HOME=FOLDER, or -j FILE");
	s->capped = e->why == JOURNAL_CEILING;
	set_note(s);
}

/* Says and logs, once until they are, that lines are not on disk yet
 * (a full disk). */
void session_waiting(struct session *s, const struct journal_error *e)
{
	if (s->waiting++)
		return;
	log_event("%s; the game waits in memory until space returns",
	    keep_full(e->why) ? "disk full" : say_why(e));
	if (keep_full(e->why))
		session_say(s, "disk full; the game is not kept until space "
		    "returns");
	else
		session_say(s, "the game is not kept for now: %s", say_why(e));
}

/* Lets go of the state folder: the game is kept in none. */
void session_no_folder(struct session *s)
{
	free(s->folder);
	s->folder = NULL;
}

/* Returns the line the host's end (wizcastle -k) says, fitted now, as a
 * signal's handler writes it; where the game is kept follows it (^C's
 * note). */
static const char *ended_line(void)
{
	static char line[64];

	snprintf(line, sizeof line - 1, PROGNAME ": %s", SESSION_ENDED);
	say_fit(line);
	strcat(line, "\n");
	return line;
}

/*
 * Holds the state folder, once (takeover.c), and with -u the player's
 * place first: called before the player's folder is made (s->folder
 * NULL), the place alone, then again for the folder.  Returns 1, or 0
 * with a warning, once (the game goes on, unkept); a players' .key that is no
 * key said once, in the log too.  Once held, a later login's
 * SIGHUP ends this game with a line of its own on standard error
 * (fitted before the hold is taken, as a signal's handler writes it).
 */
int session_hold(struct session *s)
{
	struct journal_error e, place;
	int hung, ok, first = s->hold == HELD_UNTRIED;

	if (s->hold == HELD_NONE || s->hold == HELD_FOLDER ||
	    (s->hold == HELD_PLACE && s->folder == NULL))
		return s->hold != HELD_NONE;
	if (s->hold == HELD_UNTRIED) {
		static char taken[64];	/* the line, for the handler */

		/* before the hold: a login that takes it the next instant
		 * finds the line there (signals_init came first) */
		snprintf(taken, sizeof taken - 1, PROGNAME ": your game "
		    "went on at another login");
		say_fit(taken);
		strcat(taken, "\n");
		signals_hangup(hold_taken, taken);
		signals_ended(ended_line());
	}
	ok = takeover(s->folder, s->player, &hung, &e, &place);
	if (first && place.why == JOURNAL_KEY) {	/* the page's words */
		char nb[SHOWN_ROOM], fb[SHOWN_FULL];

		log_event("%s refused: %s; no player's place is held",
		    say_shown_full(
		    place.path, fb), say_why(&place));
		session_say(s, "%s refused: %s; no player's place is held",
		    say_shown_middle(place.path, 40, nb), say_why(&place));
	}
	if (!ok) {
		s->hold = HELD_NONE;
		session_unkept(s, &e, NULL);
		return 0;
	}
	if (hung) {
		log_event("takeover: the game at another login hung up");
		session_say(s, "your game at another login was hung up");
	}
	s->hold = s->folder != NULL ? HELD_FOLDER : HELD_PLACE;
	return 1;
}

/*
 * Makes the folder of a game whose folder a full disk would not make
 * (s->homeless), at each answer: if the disk takes it now, it is held
 * and given to the journal, which the answer publishes there; while the
 * disk refuses it, the answers wait.  A folder that cannot be had
 * otherwise (not the user's, or held by another game): the game is not
 * kept, said once.
 */
static void make_home(struct session *s)
{
	struct journal_error e;
	char *folder = folder_make(s->player, &e);

	if (folder == NULL && keep_full(e.why))
		return;
	s->homeless = 0;
	if (folder != NULL && hold_folder(folder, &e) == 0) {
		s->folder = folder;
		s->hold = HELD_FOLDER;
		keep_home(s->jn, folder);
		if (s->ceiling > 0)
			keep_ceiling(s->jn, s->ceiling);
		return;
	}
	free(folder);
	keep_home(s->jn, NULL);
	s->waiting = 0;
	session_unkept(s, &e, NULL);
}

/* Sets ^C's note (note_of). */
static void set_note(struct session *s)
{
	char buf[SIGNALS_NOTE];

	signals_note(note_of(s, buf, sizeof buf));
}

/* Keeps each line the player types before the game acts (tty's
 * on_line); says a full disk once when it comes and once when it goes. */
static void on_line(void *arg, const char *line, size_t n)
{
	struct session *s = arg;
	struct journal_error e;

	if (s->homeless)
		make_home(s);
	switch (keep_line(s->jn, line, n, &e)) {
	case 0:
		if (s->waiting) {
			log_event("the game is kept again (space returned)");
			session_say(s, "the game is kept again, every answer");
		}
		if (s->waiting || !s->answered++)
			set_note(s);
		s->waiting = 0;
		if (s->answered == 2 && s->resumed == NULL && s->folder)
			games_bound(s->folder, journal_path(s->jn), 2,
			    s->player, say_moved, s);	/* no longer a try */
		break;
	case 1:
		session_waiting(s, &e);
		break;
	default:	/* nothing more kept: no more waiting */
		session_unkept(s, &e, NULL);
		s->waiting = s->homeless = 0;
	}
}

/* Says what was kept to say before the teletype was there, or in a
 * replay. */
static void say_kept(struct session *s)
{
	if (s->said[0] != '\0')
		out_note_line(s->tty, s->said);
	s->said[0] = '\0';
}

/* Refuses -j with -n, -s, -m or -e where the file holds an unfinished
 * game, which is not emptied: says so in one line and exits, status 1. */
void session_refuse_unfinished(const struct session *s)
{
	char nb[SHOWN_ROOM];

	complain("%s: an unfinished game is kept there; " PROGNAME NB "-j"
	    NB "%s" NB "goes on with it", say_shown(s->resumed, nb),
	    say_shown(s->resumed, nb));
	exit(1);
}

/* Goes on with the journal once the lines resumed are used up, the game
 * not over, and says so; the player reads on (tty's on_replayed).  -j's
 * file with -n, -s, -m or -e is refused, the game not shown. */
static void on_replayed(void *arg)
{
	struct session *s = arg;
	struct journal_error e;
	char game[64];
	const char *your = s->player != NULL ? "your " : "";

	if (s->by_j && s->fresh) {
		out_discard(s->tty);
		out_close(s->tty);
		session_refuse_unfinished(s);
	}
	say_kept(s);
	if (life_continue(s->jn, s->copy, &e) == -1)
		session_unkept(s, &e, NULL);
	set_note(s);
	/* Power's castle on the screen by its seed, as wizcastle(6) names
	 * it ("castle 121"; after PLAY AGAIN, the turns of the last game);
	 * a later edition's, which PLAY AGAIN builds from no seed, by the
	 * edition ("the ipco game") */
	if (s->game->edition->seeds != SEEDS_BY_RANDOMIZE)
		snprintf(game, sizeof game, "%scastle %ld", your,
		    s->game->castle);
	else
		snprintf(game, sizeof game, "%s%s game", *your ? your : "the ",
		    s->head.edition);
	if (s->folder == NULL)
		session_say(s, "%s goes on after %zu answer%s", game,
		    s->answers, say_plural(s->answers));
	else if (s->player != NULL)
		session_say(s, "%s goes on", game);
	else
		session_say(s, "%s goes on; " PROGNAME " -n starts anew", game);
}

/* Says, at the end of input at a terminal (^D), where the game is kept
 * (kept_note: within 64 columns), as tty's on_eof. */
static void on_eof(void *arg)
{
	struct session *s = arg;

	char buf[SIGNALS_NOTE];

	if (tty_at_terminal(s->tty) && note_of(s, buf, sizeof buf) != NULL)
		fprintf(stderr, "%s\n", buf);
}

/* Writes the status key's line into buf, where the player stands
 * (rules/status.c), for a game under way (tty's on_status). */
static void on_status(void *arg, char *buf, size_t len)
{
	const struct session *s = arg;

	if (s->game != NULL)
		status_text(s->game, buf, len);
}

/* What the game reads: in, or the lines of a game that has ended, to
 * show it again to its end (-r), as a script's. */
FILE *session_input(struct session *s, FILE *in)
{
	FILE *f;

	if (!s->shown || s->len == 0)	/* no game ends before its first
					 * answer */
		return in;
	if ((f = fmemopen((void *)(uintptr_t)s->lines, s->len, "r")) == NULL) {
		complain("%s", strerror(errno));
		exit(1);
	}
	return f;
}

/* Wires the journal to the teletype t: the lines resumed replayed
 * first, each line typed kept; and the status and help keys. */
void session_attach(struct session *s, struct tty *t)
{
	struct tty_hooks hooks = { s, on_line, on_replayed, on_eof,
	    on_status, help_screen };

	s->tty = t;
	if (s->jn == NULL || s->shown || s->resumed == NULL)
		say_kept(s);	/* else once replayed, if it goes on */
	if (s->jn == NULL || s->shown) {	/* not kept: ^C and ^D say
						 * so; ^O, with or without */
		hooks.on_line = NULL;
		hooks.on_replayed = NULL;
		if (s->shown)
			hooks.on_eof = NULL;
		tty_hooks(t, &hooks);
		if (s->shown)
			return;
		set_note(s);
		return;
	}
	if (s->ceiling > 0)
		keep_ceiling(s->jn, s->ceiling);
	tty_hooks(t, &hooks);
	if (s->resumed != NULL)
		replay_start(t, s->lines, s->len);
	else
		set_note(s);
}

/*
 * Finishes the journal of the game that ended by itself (from the state
 * folder, it moves to finished/) and returns SESSION_OVER.  One that
 * ended as its journal was replayed was never shown: returns
 * SESSION_AGAIN, and the session
 * goes on with another (choose_session: session_ended), or exits with a
 * word.
 */
int session_finish(struct session *s)
{
	if (s->jn == NULL)
		return SESSION_OVER;
	if (replay_running(s->tty)) {
		size_t left = replay_remaining(s->tty);

		out_close(s->tty);	/* what it printed dropped */
		s->tty = NULL;
		s->left = left;		/* for choose_session to say */
		s->next = CHOOSE_ENDED;
		return SESSION_AGAIN;
	}
	signals_note(NULL);
	life_finish(s->jn);
	s->jn = NULL;
	session_no_folder(s);
	return SESSION_OVER;
}

/* Sets -i's limit: the game that waits secs for a key says so and ends,
 * status 0: kept, for the next login to resume, or (kept nowhere)
 * ended. */
void session_idle(const struct session *s, unsigned secs)
{
	static char line[96];

	snprintf(line, sizeof line - 1, PROGNAME ": no key for %u seconds; %s",
	    secs, s->jn != NULL && keep_going(s->jn) ? "the game is kept" :
	    "the game ends, not kept");
	say_fit(line);		/* the terminal's width, now */
	strcat(line, "\n");
	signals_idle(secs, line);
}
