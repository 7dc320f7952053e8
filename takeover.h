/*
 * takeover.h: one game per player at a time (takeover.c): a state
 * folder held by this game, taken over from the game that holds it at
 * another login.
 */
#ifndef TAKEOVER_H
#define TAKEOVER_H

struct journal_error;

int takeover(const char *folder, int *hung, struct journal_error *e);

#endif
