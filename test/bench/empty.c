/*
 * empty.c: a C program that does nothing, linked as wizcastle is (make
 * bench), to set wizcastle's start-up beside.
 *
 * A linker that leaves out unused libraries (--as-needed) would drop
 * libedit from a truly empty program, so it keeps one symbol of libedit,
 * as wizcastle does; nothing is called.
 */
#include <stdio.h>

#ifdef HAVE_LIBEDIT
#include <histedit.h>

EditLine *(*volatile keep_libedit)(const char *, FILE *, FILE *, FILE *) =
    el_init;
#endif

int main(void)
{
	return 0;
}
