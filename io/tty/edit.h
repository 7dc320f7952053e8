/*
 * edit.h: line editing with libedit at a terminal (io/tty/edit.c), the
 * terminal's clear-screen sequence and its size; for the teletype
 * (io/tty/tty.c) and its screen that waits (io/tty/pager.c), nothing outside
 * io/.  Built without libedit, editor_open and editor_clear return NULL.
 * At most EDITOR_HISTORY answers are in the history, the last first.
 */
#ifndef IO_EDIT_H
#define IO_EDIT_H

#include <stddef.h>
#include <stdio.h>

#define EDITOR_HISTORY	500

struct editor *editor_open(FILE *in, FILE *out);
const char *editor_gets(struct editor *, const char *prompt, size_t *len,
    int *err);
void editor_push(struct editor *, const char *s);
void editor_history(struct editor *, const char *s, size_t n);
void editor_redraw(struct editor *, void (*fn)(void *), void *arg);
void editor_status(struct editor *, void (*fn)(void *),
    void (*help)(void *));
void editor_close(struct editor *);
char *editor_clear(struct editor *);
void editor_size(struct editor *, int *rows, int *cols);

#endif
