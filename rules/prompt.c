/*
 * prompt.c: the listing's questions and texts that many places share:
 * INPUT O$ cut to its first letter, YOUR CHOICE, a question asked until
 * the answer is Y or N, the vendor's price-list heading (lines 60,
 * 3280-3290, 3390).
 */
#include "../wizcastle.h"

/* INPUT O$ (lines 560, 810, 3290, 3300, 3350): the answer; or, where
 * the machine's INPUT assigns nothing for an empty line, O$ as it was. */
const char *input_o(struct game *g)
{
	const char *s = ask_line(g->tty);

	if (s != NULL)
		return g->o_line = s;
	if (g->o_line != NULL)
		return g->o_line;
	g->o_letter[0] = g->answer;
	g->o_letter[1] = '\0';
	return g->o_letter;
}

/* O$ = LEFT$(O$, 1) (lines 820, 3290), O$ being s: its letter, or 0. */
char o_left(struct game *g, const char *s)
{
	g->o_line = NULL;
	return g->answer = s[0];
}

/* INPUT O$: O$ = LEFT$(O$, 1) (line 3290).  Returns the letter, or 0. */
char ask_char(struct game *g)
{
	return o_left(g, input_o(g));
}

/* PRINT: PRINT "YOUR CHOICE "; then INPUT O$ (line 3280). */
char ask_choice(struct game *g)
{
	put_nl(g->tty);
	put_str(g->tty, "YOUR CHOICE ");
	return ask_char(g);
}

/*
 * A question asked until the answer is Y or N: the lamp (lines 510-530),
 * a treasure to sell (1850-1870), a potion (2140-2240, 3370), the
 * vendor's lamp (2260-2280), a bribe (2640-2660), PLAY AGAIN (3010-3030).
 * ask(g, what) prints the question, reads the answer and returns its
 * letter; after any other answer, PRINT Y$ (line 60), with a blank line
 * before and after it where blank is set: the listing does so at the
 * first lamp only (line 530, PRINT:PRINTY$:PRINT).  Returns 'Y' or 'N'.
 */
char ask_yes_no(struct game *g, char (*ask)(struct game *, const void *),
    const void *what, int blank)
{
	for (;;) {
		char c = ask(g, what);

		if (c == 'Y' || c == 'N')
			return c;
		if (blank)
			put_nl(g->tty);
		put_line(g->tty, "\r** ANSWER YES OR NO \r");
		if (blank)
			put_nl(g->tty);
	}
}

/* HERE IS A LIST OF Z$ YOU CAN BUY (WITH COST IN <>) (line 3390). */
void put_price_list(struct game *g, const char *what)
{
	put_str(g->tty, "HERE IS A LIST OF ");
	put_str(g->tty, what);
	put_line(g->tty, " YOU CAN BUY (WITH COST IN <>)");
	put_nl(g->tty);
}
