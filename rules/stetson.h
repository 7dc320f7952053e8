/*
 * stetson.h: the parts of Stetson's listing (castle_mbasic.bas, lines
 * 1000-5580; IPCO's 2039-A.BAS renumbers it) that call each other.
 * Line numbers in rules/stetson*.c are Stetson's; rules/LINES.stetson
 * finds each.
 */
#ifndef RULES_STETSON_H
#define RULES_STETSON_H

#include "rules.h"

/* rules/stetson.c */
extern const struct words stetson_words;

#endif
