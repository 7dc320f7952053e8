/*
 * help.h: the help (help.c): the menu's how to play, the help key's
 * screen, the word of a small window.
 */
#ifndef HELP_H
#define HELP_H

#include <stddef.h>

/* The screens, each its lines, NULL after the last. */
extern const char *const help_screens[];

/* tty's on_help: the help key's screen into buf (len bytes, NUL ended),
 * for the session at arg; nothing before a game is under way. */
void help_screen(void *, char *buf, size_t len);

/* A window of fewer rows than what one answer prints needs, the map's
 * 22 lines and the question: the pauses of -p come by themselves, and
 * help_small's word says so once. */
#define HELP_ROWS 23
const char *help_small(void);

#endif
