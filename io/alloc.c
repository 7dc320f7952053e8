/*
 * alloc.c: memory for io/, or out with a word, status 1; and the name
 * io/'s words go under, which the program hands it (io_name).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "alloc.h"

static const char *name;	/* the program's, or NULL: none given */

/* Sets the name io/'s words go under to the program's; called once,
 * first. */
void io_name(const char *program)
{
	name = program;
}

/* Returns the name given to io_name, or "" if none was. */
const char *io_named(void)
{
	return name != NULL ? name : "";
}

/* Writes a line on standard error: "NAME: ", then fmt as printf's. */
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

/* Says there is no memory and exits with status 1; the one place that
 * says it. */
void out_of_memory(void)
{
	io_complain("out of memory");
	exit(1);
}

/* Allocates n bytes (at least one); returns them, or exits if none. */
void *xmalloc(size_t n)
{
	return xrealloc(NULL, n);
}

/* Resizes p to n bytes (at least one); returns it, or exits if none. */
void *xrealloc(void *p, size_t n)
{
	if ((p = realloc(p, n ? n : 1)) == NULL)
		out_of_memory();
	return p;
}
