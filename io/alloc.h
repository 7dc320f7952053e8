/*
 * alloc.h: memory for io/, or out with a word (io/alloc.c): the one
 * place that says "out of memory".
 */
#ifndef IO_ALLOC_H
#define IO_ALLOC_H

#include <stddef.h>

void out_of_memory(void);
void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);

#endif
