/*
 * takeover.h: one game per player at a time (takeover.c): a state
 * folder, and a player's place, held by this game, taken over from the
 * game that holds them at another login.
 */
#ifndef TAKEOVER_H
#define TAKEOVER_H

struct journal_error;

int takeover(const char *folder, const char *player, int *hung,
    struct journal_error *e, struct journal_error *place);

#endif
