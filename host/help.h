/*
 * help.h: how to play, the menu's screens of it (help.c).
 */
#ifndef HELP_H
#define HELP_H

/* The screens, each its lines, NULL after the last. */
extern const char *const help_screens[];

#endif
