/*
 * menu.c: the host's menu at a login (-M), as dgamelaunch's is: at a
 * terminal, a screen of choices, each a key taken without Enter, in
 * lines of 64 columns and 22 at most, so that the last two lines a game
 * said stay on a screen of 24 above it.  Each game, each watching and
 * each list is the program itself, run in a process of its own with
 * the options it would have from a command line (-u NAME, -i, -l, -p,
 * and the choice's: -e and -m, -g N, -w ...; login.c): what it prints
 * is byte for byte what that command prints, and when it ends, however
 * it ends, the menu is back.  A hang-up ends the login, the game's too;
 * the host's -i ends it when no key came for so long, at the menu or
 * in a game.  The operator's notice (motd in the state folder) stands
 * above the choices; while nologin is there, no game starts here.
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../io/store/live.h"
#include "../io/store/journal.h"
#include "head.h"
#include "help.h"
#include "log.h"
#include "login.h"
#include "menu.h"
#include "say.h"
#include "scores.h"
#include "../wizcastle.h"

/* The menu's room: columns, lines, the unfinished games it lists, the
 * lines of the operator's notice, the words of a captured list. */
#define MENU_COLS	64
#define MENU_ROWS	22
#define MENU_GAMES	9
#define MENU_MOTD	8
#define MENU_CAPTURE	8192

struct menu {
	const struct menu_ask *ask;
	char *state;		/* the state folder, or NULL */
	char games[MENU_GAMES][MENU_COLS + 1];	/* -g's lines, the number
						 * off */
	size_t ngames;
	char motd[MENU_MOTD][MENU_COLS + 1];	/* the notice's lines */
	size_t nmotd;
	char closed[MENU_COLS + 1];	/* nologin's first line */
	int shut;		/* nologin is there: no game starts */
};


/* Reads the player's unfinished games from -g into m, each line without
 * its number, the newest first, MENU_GAMES at most. */
static void menu_games(struct menu *m)
{
	static const char *const list[] = { "-g", NULL };
	char buf[MENU_CAPTURE], *line, *next;

	m->ngames = 0;
	login_capture(m->ask, list, buf, sizeof buf);
	line = strchr(buf, '\n');	/* past the heading */
	for (; line != NULL && m->ngames < MENU_GAMES; line = next) {
		size_t blanks, k;

		line++;
		if ((next = strchr(line, '\n')) == NULL)
			break;
		*next = '\0';
		blanks = strspn(line, " ");
		k = blanks + strspn(line + blanks, "0123456789");
		if (k == blanks || line[k] != ' ')	/* " N " first */
			continue;
		snprintf(m->games[m->ngames++], MENU_COLS + 1, "%s",
		    line + k + 1);
	}
}

/* Writes line into buf (MENU_COLS + 4) escaped, cut to MENU_COLS
 * columns. */
static void menu_shown(const char *line, char *buf)
{
	if (strlen(say_vis(line, buf, MENU_COLS)) > MENU_COLS)
		say_vis(line, buf, MENU_COLS - 3);
}

/* Reads the first max lines of the state folder's file name into lines
 * (escaped, within MENU_COLS; 512 bytes of each at most) and returns
 * their number, or -1 if the file cannot be opened. */
static int menu_file(const struct menu *m, const char *name,
    char (*lines)[MENU_COLS + 1], size_t max)
{
	char path[4096 + 16], line[512], buf[MENU_COLS + 4];
	int fd, n = 0;
	FILE *f;

	if (m->state == NULL)
		return -1;
	snprintf(path, sizeof path, "%s/%s", m->state, name);
	if ((fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK)) == -1)
		return -1;
	if ((f = fdopen(fd, "r")) == NULL) {
		close(fd);
		return -1;
	}
	while ((size_t)n < max && fgets(line, sizeof line, f) != NULL) {
		size_t len = strlen(line);

		if (len > 0 && line[len - 1] == '\n')
			line[--len] = '\0';
		else	/* the rest of a long line dropped */
			while (len > 0 && getc(f) != '\n' && !feof(f))
				;
		menu_shown(line, buf);
		memcpy(lines[n++], buf, MENU_COLS + 1);
	}
	fclose(f);
	return n;
}

/* Reads the operator's notice (motd) and pause (nologin) again. */
static void menu_notice(struct menu *m)
{
	char one[1][MENU_COLS + 1];
	int n = menu_file(m, "motd", m->motd, MENU_MOTD);

	m->nmotd = n > 0 ? (size_t)n : 0;
	n = menu_file(m, "nologin", one, 1);
	m->shut = n >= 0;
	snprintf(m->closed, sizeof m->closed, "%s", n > 0 ? one[0] :
	    "no new game for now");
}

/* Draws the menu: the player, the notice, the unfinished games by
 * their numbers, the choices; MENU_ROWS lines at most. */
static void menu_draw(struct menu *m)
{
	size_t i, room;
	const struct edition *e = &editions[0];

	menu_notice(m);
	if (!m->shut)
		menu_games(m);
	printf("The Wizard's Castle%s%s\n", m->ask->player ? ": " : "",
	    m->ask->player ? m->ask->player : "");
	if (m->shut)
		printf("%s\n", m->closed);
	for (i = 0; i < m->nmotd; i++)
		printf("%s\n", m->motd[i]);
	printf("\n");
	room = MENU_ROWS - 2 - m->nmotd - (m->shut ? 1 : 0) - 7;
	for (i = 0; !m->shut && i < m->ngames && i < room; i++)
		printf("%zu) %s\n", i + 1, m->games[i]);
	if (!m->shut && m->ngames > 0)
		printf("p) play: go on with 1\n");
	else if (!m->shut)
		printf("p) play: a new game, %s on %s\n", e->name,
		    e->machines[0]->name);
	if (!m->shut)
		printf("n) a new game: choose its edition and machine\n");
	printf("w) watch a game played now\n"
	    "r) replay a past game of yours\n"
	    "s) the scores\n"
	    "h) how to play\n"
	    "q) quit\n");
}

/* Asks for one of names (NULL ended) by number, Enter for the first,
 * and returns its index, or -1 for q or the login's end (KEY_END ...),
 * which it puts in *end (0 for q). */
static int menu_choose(struct menu *m, const char *what,
    const char *const *names, int *end)
{
	int i;

	printf("\n%s (Enter: %s)\n", what, names[0]);
	for (i = 0; names[i] != NULL; i++)
		printf("%d) %s\n", i + 1, names[i]);
	printf("q) back to the menu\n");
	for (;;) {
		int k = login_key(m->ask->secs);

		if (k < 0 || k == 'q') {
			*end = k < 0 ? k : 0;
			return -1;
		}
		if (k == '\n')
			return 0;
		if (k >= '1' && k - '1' < i)
			return k - '1';
	}
}

/* Plays a game with extra's options (as -u alone, for NULL) and returns
 * 0, or the login's end (KEY_END ...) if the line hung up, the game was
 * killed, or another process asked it to end (io/store/hold.c's ask: a
 * takeover or -k), which ends this login as it would without the menu. */
static int menu_play(struct menu *m, const char *const *extra)
{
	struct journal_error e;
	struct stat st;
	char *folder = folder_path(m->ask->player, &e);
	/* a game with no folder yet holds the player's place alone */
	int place = folder != NULL && m->ask->player != NULL &&
	    stat(folder, &st) == -1;
	long long asked = folder != NULL ? live_asked(folder, place) : 0;
	int r = 0, status;

	status = login_run(m->ask, extra);
	if (login_ended())
		r = KEY_HUNG;
	else if (folder != NULL && live_asked(folder, place) > asked)
		r = KEY_ASKED;
	else if (status != -1 && WIFSIGNALED(status))
		r = KEY_KILLED;
	free(folder);
	return r;
}

/* Plays a new game (n), its edition and machine chosen, and returns 0,
 * or the login's end (KEY_END ...). */
static int menu_new(struct menu *m)
{
	const char *names[16], *extra[5];
	const struct edition *e;
	int n = 0, k, end = 0;

	for (e = editions; e->name != NULL && n < 15; e++)
		names[n++] = e->name;
	names[n] = NULL;
	if ((k = menu_choose(m, "A new game: which edition?", names,
	    &end)) < 0)
		return end;
	e = &editions[k];
	for (n = 0; n < 15 && e->machines[n] != NULL; n++)
		names[n] = e->machines[n]->name;
	names[n] = NULL;
	k = 0;
	if (n > 1 && (k = menu_choose(m, "On which machine?", names,
	    &end)) < 0)
		return end;
	extra[0] = "-e";
	extra[1] = e->name;
	extra[2] = "-m";
	extra[3] = e->machines[k]->name;
	extra[4] = NULL;
	return menu_play(m, extra);
}

/* Goes on with the player's last game (k 0, as -u alone goes on), or
 * unfinished game k of -g's list, and returns 0, or the login's end
 * (KEY_END ...: menu_play). */
static int menu_go_on(struct menu *m, int k)
{
	char num[16];
	const char *extra[3] = { "-g", num, NULL };

	snprintf(num, sizeof num, "%d", k);
	menu_notice(m);
	if (m->shut)	/* nologin came meanwhile */
		return 0;
	return menu_play(m, k == 0 ? NULL : extra);
}

/* Waits for a key after "-- a key for WHAT --"; returns 0 or KEY_END ... */
static int menu_back(struct menu *m, const char *what)
{
	printf("-- a key for %s --", what);
	(void)fflush(stdout);
	int k = login_key(m->ask->secs);

	if (k < 0)
		return k;
	printf("\n");
	return 0;
}

/* The keys of a list's lines: letters, but q, which goes back. */
static const char list_keys[] = "abcdefghijklmnoprs";
#define LIST_MAX (sizeof list_keys - 1)

/* Puts in buf the player a line of -w's list names (its first word; a
 * cut one, "..." after it, found by its start) and returns 1, or 0. */
static int menu_named(const struct menu *m, const char *line, char *buf,
    size_t size)
{
	size_t n = strcspn(line, " "), i, count;
	char **players;
	int found = 0;

	if (n == 0 || n >= size)
		return 0;
	memcpy(buf, line, n);
	buf[n] = '\0';
	if (n < 3 || strcmp(buf + n - 3, "...") != 0 || m->state == NULL)
		return 1;
	players = live_players(m->state, &count);
	for (i = 0; i < count && !found; i++)
		if (strncmp(players[i], buf, n - 3) == 0 &&
		    strlen(players[i]) < size) {
			snprintf(buf, size, "%s", players[i]);
			found = 1;
		}
	live_free(players, count);
	return found;
}

/* Returns whether name ("-": the state folder's own) plays now. */
static int menu_playing(const char *name)
{
	struct journal_error e;
	struct live g;
	char *folder = folder_path(strcmp(name, "-") == 0 ? NULL : name, &e);
	int r = folder != NULL && live_game(folder, &g);

	if (r)
		free(g.journal);
	free(folder);
	return r;
}

/* Shows -w's list, a key for each game played now, puts its player in
 * names[] (LIST_MAX of 64 bytes) and returns their number. */
static size_t menu_who(struct menu *m, char (*names)[64])
{
	static const char *const who[] = { "-w", NULL };
	char buf[MENU_CAPTURE], *line, *next;
	size_t n = 0;

	login_capture(m->ask, who, buf, sizeof buf);
	printf("\n");
	for (line = buf; *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) == NULL)
			next = line + strlen(line);
		else
			*next++ = '\0';
		if (line != buf && n < LIST_MAX && menu_named(m, line,
		    names[n], 64) && menu_playing(names[n]))
			printf("%c) %.*s\n", list_keys[n++], MENU_COLS - 3, line);
		else
			printf("   %.*s\n", MENU_COLS - 3, line);
	}
	return n;
}

/* Offers q, then waits for q or one of n lines' keys, its index into
 * *i: returns 1 for a line, 0 for q, or the login's end (KEY_END). */
static int menu_pick(struct menu *m, size_t n, size_t *i)
{
	printf("q) back to the menu\n");
	for (;;) {
		int k = login_key(m->ask->secs);

		if (k < 0 || k == 'q')
			return k < 0 ? k : 0;
		for (*i = 0; *i < n && list_keys[*i] != k; (*i)++)
			;
		if (*i < n)
			return 1;
	}
}

/* w: lists the games played now as -w does, a key each, and watches
 * the one picked (-w NAME): returns 0, or the login's end (KEY_END). */
static int menu_watch(struct menu *m)
{
	char names[LIST_MAX][64];
	const char *extra[3] = { "-w", NULL, NULL };
	size_t n = menu_who(m, names), i;
	int k = menu_pick(m, n, &i);

	if (k <= 0)
		return k;
	extra[1] = names[i];
	(void)login_run(m->ask, extra);
	printf("\n");	/* q leaves the player's question open */
	return 0;
}

/* r: lists the player's past games in the xlogfile, newest first, a
 * key each, and replays the one picked (-w NAME JOURNAL): returns 0,
 * or the login's end (KEY_END). */
static int menu_past(struct menu *m)
{
	struct score games[LIST_MAX];
	char at[32];
	const char *me = m->ask->player ? m->ask->player : "-";
	const char *extra[4] = { "-w", me, NULL, NULL };
	size_t n = scores_past(m->ask->player, games, LIST_MAX), i;
	int k;

	printf("\n%s\n", n == 0 ? "no past game of yours is kept" :
	    "Your past games, the newest first:");
	for (i = 0; i < n; i++) {
		time_t t = (time_t)games[i].end;

		strftime(at, sizeof at, "%m-%d %H:%M", localtime(&t));
		printf("%c) %s %s %s, %s, %ld turn%s\n", list_keys[i], at,
		    games[i].edition, games[i].machine, games[i].outcome,
		    games[i].turns, say_plural((size_t)games[i].turns));
	}
	if ((k = menu_pick(m, n, &i)) <= 0)
		return k;
	extra[2] = games[i].journal;
	(void)login_run(m->ask, extra);
	return menu_back(m, "the menu");
}

/* s: shows the scores, best first, as -S does, as many as fit, and
 * returns 0, or the login's end (KEY_END ...). */
static int menu_scores(struct menu *m)
{
	printf("\n");
	(void)scores_list(stdout, m->ask->player, MENU_ROWS - 3);
	return menu_back(m, "the menu");
}

/* Shows how to play (h), a screen at a time; returns 0 or KEY_END ... */
static int menu_help(struct menu *m)
{
	size_t i;

	for (i = 0; help_screens[i] != NULL; i++) {
		int k;

		printf("%s", help_screens[i]);
		if ((k = menu_back(m, help_screens[i + 1] != NULL ? "more" :
		    "the menu")) < 0)
			return k;
	}
	return 0;
}

/* Makes the choice of key k and returns 0, or the login's end (KEY_END
 * ...) to end the login (q, or the end of the terminal). */
static int menu_do(struct menu *m, int k)
{
	if (k >= '1' && k <= '9' && !m->shut && (size_t)(k - '0') <=
	    m->ngames)
		return menu_go_on(m, k - '0');
	else if (k == 'p' && !m->shut)
		return menu_go_on(m, 0);
	else if (k == 'n' && !m->shut)
		return menu_new(m);
	else if (k == 'w')
		return menu_watch(m);
	else if (k == 'r')
		return menu_past(m);
	else if (k == 's')
		return menu_scores(m);
	else if (k == 'h')
		return menu_help(m);
	else if (k == 'q')
		return KEY_END;
	else if (k < 0)
		return k;
	return 0;
}

/*
 * Shows the menu for -M at a terminal and makes each choice, until q,
 * the terminal's end or a hang-up, or -i's seconds with no key, and
 * returns the exit status.
 */
int menu_run(const struct menu_ask *a)
{
	static struct menu m;
	struct journal_error e;
	int k;

	m.ask = a;
	folder_named(&head_names);
	m.state = folder_path(NULL, &e);
	login_signals();
	log_event("login");
	do {
		login_keys(1);	/* no key typed meanwhile echoed */
		menu_draw(&m);
		while ((k = login_key(a->secs)) == 0)
			;
	} while ((k = menu_do(&m, k)) >= 0);
	if (login_ended())	/* whatever it broke off */
		k = KEY_HUNG;
	log_event("logout%s", k == KEY_IDLE ? ": no key for the idle limit" :
	    k == KEY_ASKED ? ": the game went on at another login, or the "
	    "host ended it" : k == KEY_KILLED ? ": the game killed" :
	    k == KEY_HUNG ? ": hang-up" : "");
	free(m.state);
	(void)fflush(stdout);
	login_finish();		/* a hang-up's end by its signal */
	return ferror(stdout) != 0;
}
