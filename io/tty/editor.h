/*
 * editor.h: the line editor's parts, for io/tty/edit.c, which opens libedit
 * and asks it for lines, and io/tty/editin.c, which reads the keys it edits;
 * nothing else sees them.  Built with libedit alone.
 */
#ifndef IO_EDITOR_H
#define IO_EDITOR_H

#include <stddef.h>
#include <wchar.h>

#include <histedit.h>

#include "stand.h"

struct editor {
	EditLine *el;
	int fd;			/* the terminal it reads */
	struct stand st;	/* the terminal libedit is given
	    (io/tty/stand.c) */
	int resized;		/* the window changed since the last key */
	int wake;		/* what io/tty/signal.c says is read from here
				 * (signals_wake), or -1 */
	History *hist;
	const char *prompt;
	char eof_name[64];	/* ^D's function, NAME-eof (io_name) */
	char redraw_name[64];	/* ^L's, NAME-redraw */
	void (*redraw)(void *);	/* what draws the screen again, or NULL */
	void *redraw_arg;
	char status_name[64];	/* ^O's, NAME-status */
	void (*status)(void *);	/* what shows the status line, or NULL */
	char help_name[64];	/* ^G's and F1's, NAME-help */
	void (*help)(void *);	/* what shows the help screen, or NULL */
	size_t unshown;		/* bytes taken as '?' still to give */
	int carry;		/* a byte to decode anew, or -1 */
};

/* io/tty/editin.c: the keys libedit reads (EL_GETCFN), the window it is
 * given made the terminal's, and what tells of a stop and a resize */
int editin_getc(EditLine *el, wchar_t *wc);
void editin_fit(struct editor *);
int editin_wake(int fd);

#endif
