/*
 * end.h: the operator's -k (end.c): a player's game ended, kept.
 */
#ifndef END_H
#define END_H

int end_game(const char *player);

#endif
