/*
 * cast.h: a journal's game as an asciicast v2 recording (cast.c), for
 * -a -r JOURNAL.
 */
#ifndef CAST_H
#define CAST_H

int cast_journal(const char *path);

#endif
