/*
 * alloc.c: memory for io/, or out with a word, status 1.
 */
#include <stdio.h>
#include <stdlib.h>

#include "alloc.h"

/* No memory: out with a word, the one place that says it. */
void out_of_memory(void)
{
	fprintf(stderr, "wizcastle: out of memory\n");
	exit(1);
}

/* n bytes (at least one), or out. */
void *xmalloc(size_t n)
{
	return xrealloc(NULL, n);
}

/* p resized to n bytes (at least one), or out. */
void *xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n ? n : 1)) == NULL)
		out_of_memory();
	return p;
}
