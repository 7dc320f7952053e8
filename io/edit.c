/*
 * edit.c: line editing and history with libedit's own API (histedit.h),
 * used only when both standard input and output are terminals.  Built
 * without libedit, the game reads plain lines everywhere.
 */
#include <stdlib.h>

#include "../wizcastle.h"

#ifdef HAVE_LIBEDIT
#include <histedit.h>

struct editor {
	EditLine *el;
	History *hist;
	const char *prompt;
};

/* libedit asks for the prompt at every redraw: the game's open line. */
static char *editor_prompt(EditLine *el)
{
	struct editor *ed;

	el_get(el, EL_CLIENTDATA, &ed);
	return (char *)ed->prompt;
}

struct editor *editor_open(FILE *in, FILE *out)
{
	struct editor *ed = calloc(1, sizeof *ed);
	HistEvent ev;

	if (ed == NULL)
		return NULL;
	ed->prompt = "";
	ed->el = el_init("wizcastle", in, out, stderr);
	ed->hist = history_init();
	if (ed->el == NULL || ed->hist == NULL) {
		editor_close(ed);
		return NULL;
	}
	history(ed->hist, &ev, H_SETSIZE, 500);
	history(ed->hist, &ev, H_SETUNIQUE, 1);
	el_set(ed->el, EL_CLIENTDATA, ed);
	el_set(ed->el, EL_PROMPT, editor_prompt);
	el_set(ed->el, EL_EDITOR, "emacs");
	el_set(ed->el, EL_HIST, history, ed->hist);
	el_set(ed->el, EL_SIGNAL, 1);
	el_source(ed->el, NULL);
	return ed;
}

/* Read a line with the prompt shown; NULL at end of input. */
const char *editor_gets(struct editor *ed, const char *prompt, size_t *len)
{
	const char *s;
	int n = 0;
	HistEvent ev;

	ed->prompt = prompt;
	s = el_gets(ed->el, &n);
	if (s == NULL || n <= 0)
		return NULL;
	if (n > 1 || s[0] != '\n')
		history(ed->hist, &ev, H_ENTER, s);
	*len = (size_t)n;
	return s;
}

void editor_close(struct editor *ed)
{
	if (ed == NULL)
		return;
	if (ed->el)
		el_end(ed->el);
	if (ed->hist)
		history_end(ed->hist);
	free(ed);
}

#else

struct editor *editor_open(FILE *in, FILE *out)
{
	(void)in;
	(void)out;
	return NULL;
}

const char *editor_gets(struct editor *ed, const char *prompt, size_t *len)
{
	(void)ed;
	(void)prompt;
	(void)len;
	return NULL;
}

void editor_close(struct editor *ed)
{
	(void)ed;
}

#endif
