/*
 * alloc.c: memory for io/, or out with a word, status 1; and the name
 * io/'s words go under, which the program hands it (io_name).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "alloc.h"

static const char *name;	/* the program's, or NULL: none given */

/* io/'s words go under the program's name: set once, first. */
void io_name(const char *program)
{
	name = program;
}

/* The name given (io_name), or "". */
const char *io_named(void)
{
	return name != NULL ? name : "";
}

/* A line on standard error, "NAME: " and fmt as printf's. */
void io_complain(const char *fmt, ...)
{
	va_list ap;

	if (name != NULL)
		fprintf(stderr, "%s: ", name);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

/* No memory: out with a word, the one place that says it. */
void out_of_memory(void)
{
	io_complain("out of memory");
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
