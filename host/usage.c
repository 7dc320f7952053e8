/*
 * usage.c: wizcastle's usage, and what each option does (-h), in lines
 * of 64 columns, each edition's machines and seeds read from their
 * table; and the editions and machines there are, for a wrong -e or -m.
 */
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "say.h"
#include "usage.h"
#include "../wizcastle.h"

/* Prints on f a line of the help's second column: label (NULL for
 * none), then names, "NAME, NAME", the first marked "(the default)" if
 * first is set. */
static void usage_names(FILE *f, const char *label,
    const char *const *names, int first)
{
	int i;

	fprintf(f, "              %s%s", label ? label : "", label ? ": " : "");
	for (i = 0; names[i] != NULL; i++)
		fprintf(f, "%s%s%s", i ? ", " : "", names[i],
		    i == 0 && first ? " (the default)" : "");
	fprintf(f, "\n");
}

/* Writes the names there are of editions (machines 0) or of machines,
 * each once, as "A, B or C" into buf of size bytes: what a wrong -e or
 * -m is told. */
void usage_choices(char *buf, size_t size, int machines)
{
	const char *names[16];
	const struct edition *e;
	size_t i, k, n = 0, len = 0;

	for (e = editions; e->name != NULL; e++)
		for (i = 0; machines ? e->machines[i] != NULL : i < 1; i++) {
			const char *name = machines ? e->machines[i]->name :
			    e->name;

			for (k = 0; k < n && strcmp(names[k], name) != 0; k++)
				;
			if (k == n && n < 16)
				names[n++] = name;
		}
	buf[0] = '\0';
	for (k = 0; k < n && len < size; k++)
		len += (size_t)snprintf(buf + len, size - len, "%s%s", k == 0 ?
		    "" : k + 1 == n ? " or " : ", ", names[k]);
}

/* Prints the usage and what each option does on f, in lines of 64
 * columns, then where to read more. */
void usage_put(FILE *f)
{
	const char *names[16];
	const struct edition *e;
	size_t n = 0;

	fprintf(f, "usage: " PROGNAME " [-hnp] [-e edition] [-i seconds] [-j journal]\n"
	    "                 [-l bytes] [-m machine] [-s seed] [-u player]\n"
	    "       " PROGNAME " [-hp] [-j journal] -r journal\n"
	    "       " PROGNAME " -a -r journal\n"
	    "       " PROGNAME " [-p] [-u player] -g [game]\n"
	    "       " PROGNAME " -M [-p] [-i seconds] [-l bytes] [-u player]\n"
	    "       " PROGNAME " [-u player] -S\n"
	    "       " PROGNAME " -w [-i seconds] [player [journal]]\n"
	    "       " PROGNAME " -k player\n"
	    "  -a          with -r, the game as an asciicast recording, on\n"
	    "              standard output, for asciinema to play\n"
	    "  -e edition  the listing to play:\n");
	for (e = editions; e->name != NULL && n < 15; e++)
		names[n++] = e->name;
	names[n] = NULL;
	usage_names(f, NULL, names, 1);
	fprintf(f, "  -g          list the unfinished games; -g N goes on with N\n"
	    "  -h          print this help and exit\n"
	    "  -i seconds  end a game that waits this long for a key, kept\n"
	    "  -j journal  keep the journal of the game in the file journal\n"
	    "  -k player   end the player's game played now, kept\n"
	    "  -l bytes    keep the unfinished games within bytes in all\n"
	    "              (k or m after it: KiB or MiB), 1m by default\n"
	    "  -M          at a terminal, the host's menu: go on, a new game,\n"
	    "              watch, past games, scores, how to play\n"
	    "  -m machine  the BASIC to play on (by default, the first):\n");
	for (e = editions; e->name != NULL; e++) {
		for (n = 0; n < 15 && e->machines[n] != NULL; n++)
			names[n] = e->machines[n]->name;
		names[n] = NULL;
		usage_names(f, e->name, names, 0);
	}
	fprintf(f, "  -n          a new game, the unfinished one kept for later\n"
	    "  -p          at a terminal, pause where what one answer prints\n"
	    "              would scroll its start off the screen\n"
	    "  -r journal  resume the game kept in journal, then read on\n"
	    "  -S          the scores: the xlogfile's games, best first\n"
	    "  -s seed     build the first castle from seed:\n");
	for (e = editions; e->name != NULL; e++)
		fprintf(f, "              %s: %ld to %ld\n", e->name,
		    e->seed_min, e->seed_max);
	fprintf(f, "  -u player   the player, as the host names them: their games\n"
	    "              kept apart from every other player's (a name: 1\n"
	    "              to %d letters, digits and %s, a letter or a digit\n"
	    "              first, no dot last, no device of DOS)\n"
	    "  -w          list the games played now; with a player (- for\n"
	    "              the state folder's own), watch that game live;\n"
	    "              and a journal= of the xlogfile, that past game\n"
	    "See " PROGNAME "(6).\n", PLAYER_MAX, PLAYER_MARKS);
}
