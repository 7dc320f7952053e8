/*
 * args.h: the values of wizcastle's options read from their text
 * (args.c): a seed, a player's name, seconds, bytes, a past game's
 * journal.  Each is 1 and
 * its value if the text is one, else 0; what to say of one that is not
 * is main's (wizcastle.c).
 */
#ifndef ARGS_H
#define ARGS_H

#include <stddef.h>

struct edition;

/* A player's name at most, and the marks it may hold besides letters
 * and digits (not first): it names a folder. */
#define PLAYER_MAX 32
#define PLAYER_MARKS "._-"

int args_seed(const char *s, const struct edition *e, long *seed);
int args_player(const char *s, char *low);
int args_folder(const char *low);
int args_seconds(const char *s, long max, long *secs);
int args_bytes(const char *s, unsigned long long max,
    unsigned long long *bytes);
int args_past_name(const char *s);
const char *args_past_field(const char *s);
const char *args_past_split(const char *s, char *name, size_t size,
    const char **past);

#endif
