/*
 * note.h: what ^C, ^D and a hang-up say of a session's game (note.c).
 */
#ifndef NOTE_H
#define NOTE_H

#include <stddef.h>

struct session;

const char *note_of(const struct session *, char *buf, size_t len);

#endif
