/*
 * games.h: the player's unfinished games in the state folder (games.c):
 * counted, listed (-g) and one of them named to go on with (-g N).
 */
#ifndef GAMES_H
#define GAMES_H

#include <stddef.h>

size_t games_count(const char *folder, const char *own);
void games_sweep(const char *folder);
int games_list(const char *player);
char *games_path(const char *folder, const char *name);

#endif
