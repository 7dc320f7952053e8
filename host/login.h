/*
 * login.h: the menu's terminal and processes (login.c): the program run
 * as a child with the menu's options and a choice's, its output on the
 * terminal or captured; a key at once, within the host's idle limit.
 */
#ifndef LOGIN_H
#define LOGIN_H

#include <stddef.h>

struct menu_ask;

/* What ends a login: q, the terminal's end or a hang-up; the idle
 * limit reached (login_key, said); a game asked to end by another
 * process, or ended by a signal (menu.c); a hang-up or a kill of the
 * menu (login_key). */
#define KEY_END		(-1)
#define KEY_IDLE	(-2)
#define KEY_ASKED	(-3)
#define KEY_KILLED	(-4)
#define KEY_HUNG	(-5)

void login_signals(void);
void login_keys(int on);
int login_run(const struct menu_ask *, const char *const *extra);
void login_capture(const struct menu_ask *, const char *const *extra,
    char *buf, size_t size);
int login_key(unsigned secs);
int login_ended(void);
void login_finish(void);

#endif
