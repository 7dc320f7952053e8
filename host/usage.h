/*
 * usage.h: wizcastle's usage and its options' help (usage.c).
 */
#ifndef USAGE_H
#define USAGE_H

#include <stddef.h>
#include <stdio.h>

void usage_put(FILE *f);
void usage_choices(char *buf, size_t size, int machines);

#endif
