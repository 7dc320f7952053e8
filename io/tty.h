/*
 * tty.h: the teletype the 1980 program talked to, and nothing of the
 * game: BASIC's PRINT (the column, TAB, numbers, the form feed) and
 * INPUT (its "? ", the echo of a scripted answer, the end of input),
 * VAL, and the signals that end a session from outside.
 */
#ifndef IO_TTY_H
#define IO_TTY_H

#include <stddef.h>
#include <stdio.h>

struct editor;

/* The teletype: output column and open line, input, echo. */
struct tty {
	FILE *in, *out;
	int echo;		/* echo each answer (input is not a terminal) */
	char open[256];		/* printed since the last newline, not yet out */
	size_t col;		/* the output column: characters since the
				 * last newline */
	char *line;		/* the last answer as read */
	size_t linecap;
	char *answer;		/* the answer as the game sees it */
	size_t answercap;
	struct editor *ed;	/* libedit, when playing at a terminal */
	char *clear;		/* what a form feed becomes: the terminal's
				 * clear-screen sequence, or NULL for the
				 * byte itself */
};

/* io/tty.c: PRINT and INPUT */
void tty_open(struct tty *, FILE *in, FILE *out);
void tty_close(struct tty *);
void put_str(struct tty *, const char *s);
void put_num(struct tty *, double v);
void put_nl(struct tty *);
void put_line(struct tty *, const char *s);
void put_tab(struct tty *, size_t col);
void put_ff(struct tty *);
void tty_pause(struct tty *);
const char *ask_line(struct tty *);
double basic_val(const char *s);
void basic_num(char *buf, size_t len, double v);

/* io/signal.c: ^C, hang-up, kill */
void signals_init(FILE *in);

#endif
