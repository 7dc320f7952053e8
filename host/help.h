/*
 * help.h: the help (help.c): the menu's how to play, the help key's
 * screen.
 */
#ifndef HELP_H
#define HELP_H

#include <stddef.h>

/* The screens, each its lines, NULL after the last. */
extern const char *const help_screens[];

/* tty's on_help: the help key's screen into buf (len bytes, NUL ended),
 * for the session at arg; nothing before a game is under way. */
void help_screen(void *, char *buf, size_t len);

#endif
