/*
 * menu.h: the host's menu at a login (menu.c, -M), as dgamelaunch's:
 * each choice a key, each game a process of the program's own, run as
 * its options would run it, and the menu again when it ends.
 */
#ifndef MENU_H
#define MENU_H

/* What the menu's games are run with: the program (argv[0]), and the
 * options the menu was given for them, as given (NULL: none). */
struct menu_ask {
	const char *prog;	/* argv[0] */
	const char *player;	/* -u, folded, or NULL */
	const char *idle;	/* -i's seconds, or NULL */
	unsigned secs;		/* ... their value, or 0 */
	const char *ceiling;	/* -l's bytes, or NULL */
	int page;		/* -p */
};

int menu_run(const struct menu_ask *);

#endif
