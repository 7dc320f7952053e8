/*
 * edit.c: line editing and history with libedit's own API (histedit.h),
 * used only when both standard input and output are terminals: emacs
 * bindings, the answers of this session as history, ~/.editrc.  Built
 * without libedit, the game reads plain lines everywhere.  libedit is
 * given a terminal of the game's own, whose window is bounded (io/
 * stand.c), and reads the keys through io/tty/editin.c, which bounds the
 * line as the teletype does.
 */
#include <errno.h>
#include <locale.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../alloc.h"
#include "edit.h"
#include "tty.h"

#ifdef HAVE_LIBEDIT
#include "editor.h"

/*
 * Returns the prompt, which libedit asks for at every redraw: the line
 * the game has printed since its last newline, so it is shown once and
 * stays on screen while the answer is edited.
 */
static char *editor_prompt(EditLine *el)
{
	struct editor *ed;

	el_get(el, EL_CLIENTDATA, &ed);
	return (char *)(uintptr_t)ed->prompt;
}

/*
 * ^D: ends the input at an empty answer, printing nothing (the game
 * closes the line, as after a plain read); otherwise deletes the
 * character under the cursor, as emacs has it, or rings at the line's
 * end.  libedit's own em-delete-or-list would print "^D" first.
 */
static unsigned char editor_eof(EditLine *el, int c)
{
	const LineInfo *li = el_line(el);

	(void)c;
	if (li->lastchar == li->buffer)
		return CC_EOF;
	if (li->cursor == li->lastchar)
		return CC_ERROR;
	el_cursor(el, 1);
	el_deletestr(el, 1);
	return CC_REFRESH;
}


/* ^L: draws the screen again (editor_redraw's function), then below it
 * the prompt and the line as they were, from where the cursor is, as
 * after a stop (CC_REDISPLAY would first move up over the lines the
 * edited line took, into what was just drawn). */
static unsigned char editor_redraw_key(EditLine *el, int c)
{
	struct editor *ed;

	(void)c;
	el_get(el, EL_CLIENTDATA, &ed);
	if (ed->redraw != NULL)
		ed->redraw(ed->redraw_arg);
	el_set(el, EL_REFRESH);
	return CC_NORM;
}

/* ^O: shows the status line below the line as typed (the status
 * function, with redraw's arg), then the prompt and the line again, as
 * ^L has them; rings if there is no status function. */
static unsigned char editor_status_key(EditLine *el, int c)
{
	struct editor *ed;

	(void)c;
	el_get(el, EL_CLIENTDATA, &ed);
	if (ed->status == NULL)
		return CC_ERROR;
	ed->status(ed->redraw_arg);
	el_set(el, EL_REFRESH);
	return CC_NORM;
}

/* ^G (and F1): shows the help screen below the line typed (the help
 * function, with redraw's arg), then the prompt and the line again, as
 * ^O has them; rings if there is no help function. */
static unsigned char editor_help_key(EditLine *el, int c)
{
	struct editor *ed;

	(void)c;
	el_get(el, EL_CLIENTDATA, &ed);
	if (ed->help == NULL)
		return CC_ERROR;
	ed->help(ed->redraw_arg);
	el_set(el, EL_REFRESH);
	return CC_NORM;
}

/* Adds fn to libedit as NAME-what, named in name (64 bytes), with
 * help, and binds it to key. */
static void editor_bind(struct editor *ed, const char *key, char *name,
    const char *what, const char *help,
    unsigned char (*fn)(EditLine *, int))
{
	snprintf(name, 64, "%s-%s", io_named(), what);
	el_set(ed->el, EL_ADDFN, name, help, fn);
	el_set(ed->el, EL_BIND, key, name, NULL);
}

/* Binds the keys of the screen, each function under the program's
 * name (io_name): ^L to editor_redraw_key as NAME-redraw, ^O to
 * editor_status_key as NAME-status, a key neither of libedit's emacs
 * and vi maps uses (ed-ignore in both), ^G (nano's help key, no
 * editing key of theirs) and F1 (ESC O P) to editor_help_key as
 * NAME-help: no key an answer of the listings' is typed with. */
static void editor_screen_keys(struct editor *ed)
{
	editor_bind(ed, "^L", ed->redraw_name, "redraw",
	    "Draw the screen again, then the line as it was",
	    editor_redraw_key);
	editor_bind(ed, "^O", ed->status_name, "status",
	    "Say where the player stands, then the line as it was",
	    editor_status_key);
	editor_bind(ed, "^G", ed->help_name, "help",
	    "Show the game's help, then the line as it was",
	    editor_help_key);
	el_set(ed->el, EL_BIND, "\\eOP", ed->help_name, NULL);	/* F1 */
}

/*
 * Sets the terminal's modes, so that no key shows twice.  libedit has two:
 * its own (ED: no echo, a key at a time), set by el_gets while it reads,
 * and the normal one (EX: canonical, the kernel echoing), set when it
 * returns.  A key that arrives between two reads, as the game prints
 * the next screen (typeahead: on a serial line, over a slow ssh), would
 * be echoed by the kernel in EX, and again by libedit when the next
 * el_gets read it.  So the player's terminal is in libedit's own mode
 * from the editor's opening to its end: libedit sets its modes on the
 * stand-in it is given (io/tty/stand.c), and its own mode, set there once,
 * is set on the player's terminal (stand_take), where el_gets never
 * changes it: a key typed ahead waits unseen in the kernel, and libedit
 * echoes it, once, at the prompt that takes it.  Output is the same in
 * both modes.  The terminal as found comes back at the end: editor_close,
 * or io/tty/signal.c's restore on a signal, a stop or an exit.
 */
static void editor_modes(struct editor *ed)
{
	el_set(ed->el, EL_PREP_TERM, 1);
	stand_take(&ed->st);
}

/*
 * Returns libedit's EditLine for in and out, or NULL.  What it would say
 * of the terminal type (an unknown TERM: "No entry for terminal type
 * ...") goes nowhere: it then edits as on a dumb terminal, which is all
 * the player needs to know (the program's pages say so).  Its later
 * words, ~/.editrc's errors, go to standard error; its lines for the
 * program, those under its name (io_name).  It reads its modes and its
 * window from fd, the stand-in, and nothing else: editin_getc reads keys.
 */
static EditLine *editor_init(FILE *in, FILE *out, int fd)
{
	FILE *quiet = fopen("/dev/null", "w");
	FILE *err = quiet != NULL ? quiet : stderr;
	EditLine *el = el_init_fd(io_named(), in, out, err, fd, fileno(out),
	    fileno(err));

	if (el != NULL)
		el_set(el, EL_SETFP, 2, stderr);
	if (quiet != NULL)
		fclose(quiet);
	return el;
}

/* Makes ESC and a digit, emacs's count for the next key, ring and do
 * nothing: "ESC 1 0 0 0 0 0 0 0 a" would put ten million a's in the
 * line at one key, past its bound (io/tty/editin.c) before it is looked at.
 * The characters U+00B0 to U+00B9 (the degree sign, the superscripts,
 * µ ...), which libedit's map also takes for meta digits, are typed. */
static void editor_no_count(EditLine *el)
{
	char key[8];
	int d;

	for (d = 0; d < 10; d++) {
		snprintf(key, sizeof key, "\\e%d", d);
		el_set(el, EL_BIND, key, "ed-unassigned", NULL);
		snprintf(key, sizeof key, "\\%o", 0xB0 + d);
		el_set(el, EL_BIND, key, "ed-insert", NULL);
	}
}

struct editor *editor_open(FILE *in, FILE *out)
{
	struct editor *ed = calloc(1, sizeof *ed);
	HistEvent ev;
	int edits = 0;

	if (ed == NULL)
		return NULL;
	/* the typed line is edited in the characters of the locale: a UTF-8
	 * é is one, shown as typed and taken away by one backspace.  Only
	 * here, at a terminal: the game still reads bytes, and takes one past
	 * ASCII as any answer it cannot use (io/tty/tty.c, safe) */
	(void)setlocale(LC_CTYPE, "");
	ed->prompt = "";
	ed->carry = -1;
	ed->fd = fileno(in);
	if (!stand_open(&ed->st, ed->fd)) {
		free(ed);
		return NULL;
	}
	ed->wake = editin_wake(ed->fd);
	ed->el = editor_init(in, out, ed->st.slave);
	ed->hist = history_init();
	if (ed->el == NULL || ed->hist == NULL) {
		editor_close(ed);
		return NULL;
	}
	history(ed->hist, &ev, H_SETSIZE, EDITOR_HISTORY);
	history(ed->hist, &ev, H_SETUNIQUE, 1);
	el_set(ed->el, EL_CLIENTDATA, ed);
	el_set(ed->el, EL_PROMPT, editor_prompt);
	el_set(ed->el, EL_EDITOR, "emacs");
	el_set(ed->el, EL_HIST, history, ed->hist);
	/* libedit handles no signal (io/tty/signal.c does): it reads through
	 * editin_getc, which hears of a stop and a new size */
	el_set(ed->el, EL_GETCFN, editin_getc);
	snprintf(ed->eof_name, sizeof ed->eof_name, "%s-eof", io_named());
	el_set(ed->el, EL_ADDFN, ed->eof_name,
	    "End of input at an empty line, else delete the next character",
	    editor_eof);
	el_set(ed->el, EL_BIND, "^D", ed->eof_name, NULL);
	editor_screen_keys(ed);
	editor_no_count(ed->el);
	el_source(ed->el, NULL);	/* ~/.editrc has the last word */
	/* a terminal type libedit will not edit on (TERM=emacs: a shell
	 * inside emacs, which edits itself), or "edit off" in ~/.editrc:
	 * read as without libedit */
	(void)el_get(ed->el, EL_EDITMODE, &edits);
	if (!edits) {
		editor_close(ed);
		return NULL;
	}
	editor_modes(ed);	/* but on the modes, which only add to it */
	return ed;
}

/*
 * Reads a line with the prompt shown; returns it, its length in *len, or
 * NULL at the end of input (*err 0) or on a failed read (*err the errno
 * value).  el_gets gives NULL with a count of 0 for ^D (editor_eof), and
 * with -1 when its read failed (errno as the read left it) or read
 * nothing, the terminal gone (errno 0 as set here, or what libedit's
 * clean-up met: EIO from a terminal that hung up, told as a failure).
 */
const char *editor_gets(struct editor *ed, const char *prompt, size_t *len,
    int *err)
{
	const char *s;
	int n = 0;

	ed->prompt = prompt;
	editin_fit(ed);		/* the window el_gets reads (io/tty/stand.c) */
	errno = 0;
	s = el_gets(ed->el, &n);
	ed->prompt = "";
	*err = 0;
	if (s == NULL || n <= 0) {
		if (n < 0)
			*err = errno;
		return NULL;
	}
	el_set(ed->el, EL_PREP_TERM, 1);	/* editor_modes */
	editor_history(ed, s, (size_t)n < TTY_LINE ? (size_t)n : TTY_LINE);
	*len = (size_t)n;
	return s;
}

/* Puts the n bytes of the line at s, an answer, into the history: the
 * last the up arrow gives.  Only answers, not blank lines. */
void editor_history(struct editor *ed, const char *s, size_t n)
{
	HistEvent ev;
	size_t i;
	char *line;

	for (i = 0; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (i == n || s[i] == '\n' || s[i] == '\r' || s[i] == '\0')
		return;
	line = xmalloc(n + 1);
	memcpy(line, s, n);
	line[n] = '\0';
	history(ed->hist, &ev, H_ENTER, line);
	free(line);
}

/* Sets what ^L calls to draw the screen again, with arg; then the line
 * is drawn as it was. */
void editor_redraw(struct editor *ed, void (*fn)(void *), void *arg)
{
	if (ed == NULL)
		return;
	ed->redraw = fn;
	ed->redraw_arg = arg;
}

/* Sets what ^O calls to show the status line, and ^G or F1 the
 * help, with editor_redraw's arg; then the line is drawn as it was. */
void editor_status(struct editor *ed, void (*fn)(void *),
    void (*help)(void *))
{
	if (ed != NULL) {
		ed->status = fn;
		ed->help = help;
	}
}

/* Gives keys s to the next editor_gets to take first, as if typed then
 * (a key a pause gave back, io/tty/pager.c). */
void editor_push(struct editor *ed, const char *s)
{
	el_push(ed->el, s);
}

void editor_close(struct editor *ed)
{
	if (ed == NULL)
		return;
	if (ed->el)
		el_end(ed->el);
	stand_close(&ed->st);	/* the terminal as it was found */
	if (ed->hist)
		history_end(ed->hist);
	free(ed);
}

/*
 * Returns a copy of the clear-screen sequence cl without its padding, the
 * "$<50>" of a vt100 (written out it would show), and without an erase
 * of the scrollback (E3, ESC [3J), should an entry hold one: only the
 * screen is cleared, and the player can scroll back to an old map; or
 * NULL if nothing is left, or no memory.
 */
static char *clear_copy(const char *cl)
{
	char *seq = malloc(strlen(cl) + 1), *d = seq;

	if (seq == NULL)
		return NULL;
	while (*cl != '\0') {
		size_t n = cl[0] == '$' && cl[1] == '<' ?
		    strspn(cl + 2, "0123456789.*/") : 0;
		if (n > 0 && cl[2 + n] == '>')
			cl += 2 + n + 1;
		else if (strncmp(cl, "\033[3J", 4) == 0)
			cl += 4;
		else
			*d++ = *cl++;
	}
	*d = '\0';
	if (*seq == '\0') {
		free(seq);
		seq = NULL;
	}
	return seq;
}

/*
 * Returns the terminal's sequence to clear the screen, termcap's "cl" as
 * libedit read it for TERM (clear_copy), or NULL when the type has none
 * (dumb, unknown or unset).  Asked of the editor's EditLine, or, when
 * input is not a terminal and there is no editor, of one made for the
 * question alone, which says nothing of an unknown type, and is given no
 * terminal: it would size its window by it (io/tty/stand.c).
 */
char *editor_clear(struct editor *ed)
{
	EditLine *el = ed != NULL ? ed->el : NULL;
	FILE *quiet = NULL;
	const char *cl = NULL;
	char *seq = NULL;

	if (el == NULL) {
		if ((quiet = fopen("/dev/null", "w")) == NULL)
			return NULL;
		el = el_init_fd(io_named(), quiet, quiet, quiet,
		    fileno(quiet), fileno(quiet), fileno(quiet));
	}
	if (el != NULL && el_get(el, EL_GETTC, "cl", &cl) == 0 && cl != NULL)
		seq = clear_copy(cl);
	if (quiet != NULL) {
		if (el != NULL)
			el_end(el);
		fclose(quiet);
	}
	return seq;
}

/* Sets *rows and *cols to the screen's size as libedit knows it: the
 * terminal's, else its type's; leaves them as they were if it does not. */
void editor_size(struct editor *ed, int *rows, int *cols)
{
	int li = 0, co = 0;

	if (ed == NULL)
		return;
	if (el_get(ed->el, EL_GETTC, "li", &li) == 0 && li > 1)
		*rows = li;
	if (el_get(ed->el, EL_GETTC, "co", &co) == 0 && co > 1)
		*cols = co;
}

#else

struct editor *editor_open(FILE *in, FILE *out)
{
	(void)in;
	(void)out;
	return NULL;
}

const char *editor_gets(struct editor *ed, const char *prompt, size_t *len,
    int *err)
{
	(void)ed;
	(void)prompt;
	(void)len;
	*err = 0;
	return NULL;
}

void editor_push(struct editor *ed, const char *s)
{
	(void)ed;
	(void)s;
}

void editor_close(struct editor *ed)
{
	(void)ed;
}

/* Without libedit, no history, no key of its own draws the screen
 * again or says the status (io/tty/input.c: a line of ^L alone does, of ^O
 * alone), no help key, */
void editor_history(struct editor *ed, const char *s, size_t n)
{
	(void)ed;
	(void)s;
	(void)n;
}

void editor_redraw(struct editor *ed, void (*fn)(void *), void *arg)
{
	(void)ed;
	(void)fn;
	(void)arg;
}

void editor_status(struct editor *ed, void (*fn)(void *),
    void (*help)(void *))
{
	(void)ed;
	(void)fn;
	(void)help;
}

/* no terminal type is known: no size, */
void editor_size(struct editor *ed, int *rows, int *cols)
{
	(void)ed;
	(void)rows;
	(void)cols;
}

/* and a form feed stays one. */
char *editor_clear(struct editor *ed)
{
	(void)ed;
	return NULL;
}

#endif
