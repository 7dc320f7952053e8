/*
 * watch.h: the operator's -w (watch.c): who plays now, and one game
 * watched as it is played.
 */
#ifndef WATCH_H
#define WATCH_H

int watch_who(void);
int watch_game(const char *player);

#endif
