/*
 * prompt.c: the listing's questions and texts that many places share:
 * INPUT O$ cut to its first letter, YOUR CHOICE, a question asked until
 * the answer is Y or N, the vendor's price-list heading (lines 60,
 * 3280-3290, 3390).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"

/* Prints fmt, an edition's text (struct words), as PRINT: "%R" the race,
 * "%s" a string, "%d" an int ("%_" one not printed), "%f" a double,
 * numbers as PRINT prints them; a form feed is CHR$(12), a clear. */
void prompt_tell(struct game *g, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	for (;;) {
		/* the text up to the next '%' goes out whole (tty_text ends
		 * a line at "\n" and passes the form feed on) */
		const char *pc = strchr(fmt, '%');
		size_t n = pc != NULL ? (size_t)(pc - fmt) : strlen(fmt);

		if (n > 0)
			tty_text(g->tty, fmt, n);
		if (pc == NULL)
			break;
		switch (pc[1]) {
		case 'R':
			tty_str(g->tty, g->race[g->rc]);
			break;
		case 's':
			tty_str(g->tty, va_arg(ap, const char *));
			break;
		case 'd':
			tty_num(g->tty, va_arg(ap, int));
			break;
		case '_':
			(void)va_arg(ap, int);
			break;
		case 'f':
			tty_num(g->tty, va_arg(ap, double));
			break;
		default:
			/* a conversion prompt_tell() has not: a text's error
			 * (test/unit.c, tell-formats), which stops the
			 * program in every build rather than print what
			 * the stack holds */
			abort();
		}
		fmt = pc + 2;
	}
	va_end(ap);
}

/* Reads INPUT O$ (lines 560, 810, 3290, 3300, 3350) and returns the
 * answer, or O$ as it was where the machine's INPUT assigns nothing for
 * an empty line. */
const char *prompt_input_o(struct game *g)
{
	const char *s = input_line(g->tty);

	if (s != NULL)
		return g->o_line = s;
	if (g->o_line != NULL)
		return g->o_line;
	g->o_letter[0] = g->answer;
	g->o_letter[1] = '\0';
	return g->o_letter;
}

/* Reads LINE INPUT O$ (Stetson's lines 2210 and 2410): the line as typed. */
const char *prompt_line_input_o(struct game *g)
{
	return g->o_line = input_whole_line(g->tty);
}

/* Does O$ = LEFT$(O$, 1) (lines 820, 3290) on s; returns the letter. */
char prompt_o_left(struct game *g, const char *s)
{
	g->o_line = NULL;
	return g->answer = s[0];
}

/* Reads INPUT O$: O$ = LEFT$(O$, 1) (line 3290; Stetson's lines 5415-5425).
 * Returns the letter, or 0. */
char prompt_char(struct game *g)
{
	return prompt_o_left(g, prompt_input_o(g));
}

/* Prints "YOUR CHOICE ", reads O$ (line 3280; Stetson's
 * lines 5405-5410) and returns its first letter. */
char prompt_choice(struct game *g)
{
	prompt_tell(g, g->edition->words->choice);
	return prompt_char(g);
}

/*
 * Asks a question until the answer is Y or N: the lamp (lines 510-530),
 * a treasure to sell (1850-1870), a potion (2140-2240, 3370), the
 * vendor's lamp (2260-2280), a bribe (2640-2660), PLAY AGAIN (3010-3030).
 * ask(g, what) prints the question, reads the answer and returns its
 * letter; after any other answer, PRINT Y$ (line 60; the edition's
 * yes_no), with a blank line
 * before and after it where blank is set: the listing does so at the
 * first lamp only (line 530, PRINT:PRINTY$:PRINT).  Returns 'Y' or 'N'.
 */
char prompt_yes_no(struct game *g, char (*ask)(struct game *, const void *),
    const void *what, int blank)
{
	for (;;) {
		char c = ask(g, what);

		if (c == 'Y' || c == 'N')
			return c;
		if (blank)
			tty_nl(g->tty);
		tty_line(g->tty, g->edition->yes_no);
		if (blank)
			tty_nl(g->tty);
	}
}

/* Prints HERE IS A LIST OF Z$ YOU CAN BUY (WITH COST IN <>) (line 3390;
 * Stetson's lines 5555-5565, THESE ARE THE TYPES OF). */
void prompt_price_list(struct game *g, const char *what)
{
	prompt_tell(g, g->edition->words->price_list, what);
}
