/*
 * end.h: the operator's -k (end.c): a player's game ended, kept.
 */
#ifndef END_H
#define END_H

int watch_end(const char *player);

#endif
