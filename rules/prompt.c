/*
 * prompt.c: the listing's questions and texts that many places share:
 * INPUT O$ cut to its first letter, YOUR CHOICE, the YES OR NO
 * complaint, the vendor's price-list heading.
 */
#include "../wizcastle.h"

/* INPUT O$: O$ = LEFT$(O$, 1) (line 3290).  Returns the letter, or 0. */
char ask_char(struct game *g)
{
	g->answer = ask_line(g->tty)[0];
	return g->answer;
}

/* PRINT: PRINT "YOUR CHOICE "; then INPUT O$ (line 3280). */
char ask_choice(struct game *g)
{
	put_nl(g->tty);
	put_str(g->tty, "YOUR CHOICE ");
	return ask_char(g);
}

/* PRINT Y$ (line 60): the complaint for an answer that is not Y or N. */
void put_yes_or_no(struct game *g)
{
	put_line(g->tty, "\r** ANSWER YES OR NO \r");
}

/* HERE IS A LIST OF Z$ YOU CAN BUY (WITH COST IN <>) (line 3390). */
void put_price_list(struct game *g, const char *what)
{
	put_str(g->tty, "HERE IS A LIST OF ");
	put_str(g->tty, what);
	put_line(g->tty, " YOU CAN BUY (WITH COST IN <>)");
	put_nl(g->tty);
}
