/*
 * watch.h: the operator's -w (watch.c): who plays now, one game
 * watched as it is played, and a past game played again.
 */
#ifndef WATCH_H
#define WATCH_H

int watch_who(void);
int watch_game(const char *player, unsigned idle);
int watch_past(const char *player, const char *name, unsigned idle);

#endif
