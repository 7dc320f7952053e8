/*
 * note.c: what ^C, ^D and a hang-up say of a session's game, a line of
 * 64 columns at most: where it is kept and how to go on with it, that
 * nothing is kept before its first answer, or that it is not kept.
 * host/session.c sets it (signals_note) and says it at the end of input.
 */
#include <stdio.h>
#include <string.h>

#include "../io/store/journal.h"
#include "note.h"
#include "say.h"
#include "session.h"
#include "../wizcastle.h"

/*
 * Writes into buf, and returns it, where the game is kept and how to go
 * on with it, for ^C and ^D, in a line of 64 columns, true for the way
 * the game began: the path only for a journal outside the state folder,
 * with the option that named it (-j, or -r); in the state folder,
 * wizcastle alone finds it (not with -n, which a guest's ForceCommand
 * may give); a player of -u, whom a host names at a login, types no
 * command: logging in again goes on.  The path is shown whole, escaped;
 * the command on a line of its own if the words and it are longer.
 */
static const char *note_kept(const struct session *s, char *buf, size_t len)
{
	char p[4096 + 4];
	const char *go = s->player != NULL ? "-u" : s->by_j ? "-j" : "-r";
	const char *arg = s->player != NULL ? s->player :
	    say_vis(journal_path(s->jn), p, sizeof p - 4);
	size_t one = strlen(PROGNAME ": the game is kept; " PROGNAME
	    " -r  goes on");

	if (s->player != NULL)	/* a host's player: a login, no command */
		snprintf(buf, len, PROGNAME ": the game is kept; log in again "
		    "to go on");
	else if (s->folder != NULL)	/* after -n too: wizcastle alone */
		snprintf(buf, len, PROGNAME ": the game is kept; " PROGNAME
		    " goes on with it");
	else if (one + strlen(arg) <= say_cols())
		snprintf(buf, len, PROGNAME ": the game is kept; "
		    PROGNAME NB "%s" NB "%s goes on", go, arg);
	else
		snprintf(buf, len, PROGNAME ": the game is kept; to go on:\n"
		    PROGNAME NB "%s" NB "%s", go, arg);
	say_fit(buf);
	return buf;
}

/*
 * Writes into buf, and returns it, a new game's note before its first
 * answer is kept: that nothing is (a journal with no answer is no game,
 * and is swept away), and how to build its castle again, for a player
 * at their own terminal: the options of its edition, machine and seed
 * that are not the defaults.
 */
static const char *note_unanswered(const struct session *s, char *buf,
    size_t len)
{
	const struct edition *e = edition_find(s->head.edition);
	const struct machine *m = game_machine_find(s->head.machine);
	char opts[96] = "";
	size_t n = 0;

	if (e != NULL && e != &editions[0])
		n += (size_t)snprintf(opts + n, sizeof opts - n,
		    NB "-e" NB "%s",
		    e->name);
	if (e != NULL && m != NULL && m != e->machines[0] && n < sizeof opts)
		n += (size_t)snprintf(opts + n, sizeof opts - n,
		    NB "-m" NB "%s",
		    m->name);
	if (s->head.seed != SEED_NONE && n < sizeof opts)
		snprintf(opts + n, sizeof opts - n, NB "-s" NB "%ld",
		    s->head.seed);
	if (s->player != NULL)
		snprintf(buf, len, PROGNAME ": no answer yet, nothing kept");
	else
		snprintf(buf, len, PROGNAME ": no answer yet, nothing kept; "
		    PROGNAME "%s plays this castle again", opts);
	say_fit(buf);
	return buf;
}

/* Writes into buf what ^C, ^D and a hang-up say of the game and returns
 * buf: where it is kept; nothing kept yet, before its first answer; at
 * a terminal, a game that could not be kept, not kept; or returns NULL
 * for nothing to say. */
const char *note_of(const struct session *s, char *buf, size_t len)
{
	if (s->jn != NULL && (keep_going(s->jn) || s->capped)) {
		if (s->resumed == NULL && !s->answered && !s->capped)
			return note_unanswered(s, buf, len);
		return note_kept(s, buf, len);
	}
	if (!s->term || s->shown)
		return NULL;
	snprintf(buf, len, PROGNAME ": the game is not kept");
	say_fit(buf);
	return buf;
}
