/*
 * games.h: the player's unfinished games in the state folder (games.c):
 * counted, listed (-g) and one of them named to go on with (-g N); a
 * game's words; the unfinished bounded, the others moved out.
 */
#ifndef GAMES_H
#define GAMES_H

#include <stddef.h>

size_t games_count(const char *folder, const char *own);
void games_sweep(const char *folder);
int games_list(const char *player);
char *games_path(const char *folder, const char *name);
int games_words(const char *path, char *buf, size_t len);
char *games_newest(const char *folder, const char *own);
int games_moved(const char *folder, const char *path);
void games_bound(const char *folder, const char *own, size_t answers,
    const char *player, void (*said)(void *, const char *line), void *arg);

#endif
