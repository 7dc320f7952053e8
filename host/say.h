/*
 * say.h: the words wizcastle says about files and names (say.c): a name
 * from outside shown escaped and within its room, a line of its own
 * fitted to 64 columns on standard error, and what is wrong with a file
 * or a folder, in words.  No game in it, and of the journal only the
 * words for what went wrong with one (say_why).
 */
#ifndef SAY_H
#define SAY_H

#include <stdarg.h>
#include <stddef.h>

struct journal_error;

/* The program's name, written here alone: its words begin with it
 * (complain, say_fitted), io/'s too (io_name), and its usage names it. */
#define PROGNAME "wizcastle"

/* A blank in a message's words where no line may break: a command. */
#define NB "\001"

const char *say_vis(const char *s, char *buf, size_t cols);
/* A name from outside shown escaped, into the caller's buffer:
 * SHOWN_ROOM bytes for shown, say_shown_within and say_shown_middle (64 columns
 * at most, "..." and the NUL), SHOWN_FULL for say_shown_full (every byte
 * of a path as \ooo); each returns that buffer. */
#define SHOWN_ROOM (64 + 4)
#define SHOWN_FULL (4 * 4096 + 4)
const char *say_shown(const char *, char *buf);
const char *say_shown_middle(const char *, size_t cols, char *buf);
const char *say_shown_full(const char *, char *buf);
const char *say_shown_within(const char *, size_t used, char *buf);
const char *say_base_name(const char *path);
const char *say_plural(size_t n);
size_t say_cols(void);
void say_fit(char *buf);
void say_fitted(char *buf, size_t len, const char *fmt, va_list ap);
void complain(const char *fmt, ...);
const char *say_why(const struct journal_error *);
void say_refuse(const char *path, const char *what);
void say_none(const char *folder);

#endif
