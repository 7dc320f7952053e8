/*
 * alloc.h: memory for io/, or out with a word (io/alloc.c): the one
 * place that says "out of memory"; and the program's name, which io/'s
 * words on standard error and libedit's ~/.editrc go under.
 */
#ifndef IO_ALLOC_H
#define IO_ALLOC_H

#include <stddef.h>

/* The program's name, which io/'s words on standard error
 * and ~/.editrc's lines for it go under: handed once, first */
void io_name(const char *program);
const char *io_named(void);
void io_complain(const char *fmt, ...);
void out_of_memory(void);
void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);

#endif
