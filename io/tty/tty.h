/*
 * tty.h: the teletype the 1980 program talked to, and nothing of the
 * game or of the program: BASIC's PRINT (the column, TAB, numbers, the
 * form feed) and INPUT (its "? ", the echo of a scripted answer, the end
 * of input), VAL, and the signals that end a session from outside.
 * Besides, for whoever keeps a session: lines to take before the
 * player's, with the output held back to its last screen (replay_start),
 * and hooks called with each line the player types and at the end of
 * input.
 */
#ifndef IO_TTY_H
#define IO_TTY_H

#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

struct editor;
struct withheld;
struct pager;
struct tty;

/*
 * The BASIC behind the teletype: what PRINT, INPUT and VAL do that
 * differs between the machines the listing ran on.  One constant a
 * machine, below; tty_open() takes basic_sorcerer, tty_basic() another.
 * A column is counted from 0 at a line's start ("\n" ends a line) and
 * advanced by each printable character (blank to '~'); the form feed
 * does not move it, CHR$(13) as cr_newline says.
 */
struct basic {
	size_t tab_base;	/* TAB(n) prints blanks until the column is
				 * n - tab_base (none if it is already):
				 * Sorcerer 0, so TAB(21) at a line's start
				 * prints 21; GW-BASIC 1 (20 blanks) */
	size_t width;		/* a printable character that would stand in
				 * column width (the width+1th of its line)
				 * goes on a new line: "\n" (BASIC's CR LF)
				 * first, the column back to 0.  A scripted
				 * answer's echo is printed by the same rule,
				 * from the prompt's column.  Sorcerer 64;
				 * 0: never (GW-BASIC) */
	int cr_newline;		/* PRINT CHR$(13): 1, a newline (GW-BASIC);
				 * 0, the CR byte itself, the column back to
				 * 0 on the same line (Sorcerer) */
	int digits;		/* significant digits of a number, at most
				 * (whole numbers below 10^digits print
				 * whole): GW-BASIC 7, Sorcerer 6 */
	size_t (*num)(char *buf, double v);
				/* PRINT's text of a number v (within a
				 * single's range): a sign or a blank and the
				 * digits, NUL ended, 32 bytes at most; its
				 * length.  Numbers below 10^digits that are
				 * whole print whole (io/tty/basic.c) */
	double (*val)(const char *s);
				/* VAL(s), exactly the value of the BASIC's
				 * number: GW-BASIC reads &H, &O, & (hex,
				 * octal) and a D before the exponent;
				 * Sorcerer neither, its ROM's own steps
				 * (io/tty/basic.c) */
	int line_edit;		/* INPUT as the Sorcerer's ROM reads a line:
				 * DEL and BS take back a character, '@' and
				 * ^U cancel the line, each with its echo;
				 * tabs before the answer are not blanks; an
				 * empty line assigns nothing (input_line's
				 * NULL).  Sorcerer 1, GW-BASIC 0 */
	const char *ready;	/* said on a line of its own when the
				 * program ends (tty_end): "READY"
				 * (Sorcerer), "Ok" (MBASIC), or NULL:
				 * nothing (GW-BASIC) */
	const char *halted;	/* printed after an error's "<message> in
				 * <line>" (tty_halt): GW-BASIC a byte FF
				 * and a newline, MBASIC a newline and
				 * "Ok" on a line of its own */
	size_t line_max;	/* the characters a typed line keeps: each
				 * key after them is not kept, and echoed
				 * as BEL.  MBASIC 255; 0: any (the
				 * program's own cap, wizcastle-fidelity(7)) */
	const struct charset *charset;
				/* the characters it printed as bytes 0x80
				 * to 0xFF, for a terminal to show (io/
				 * screen.c): GW-BASIC the IBM PC's code
				 * page 437; NULL: the bytes as they are */
};

/* A machine's characters 0x80 to 0xFF, as a terminal of today shows
 * them: each as Unicode, and as an ASCII stand-in as wide. */
struct charset {
	unsigned short uni[128];
	char ascii[129];
};

extern const struct basic basic_sorcerer, basic_gwbasic, basic_mbasic;

/* io/tty/basic.c: each BASIC's numbers */
void basic_num(const struct basic *, char *buf, size_t len, double v);
float basic_bound(const struct basic *);
size_t basic_whole(char *d, float f, float bound);

enum { GLYPHS_UTF8 = 1, GLYPHS_ASCII };

/* Bytes printed and not yet out: a move's output, and more. */
#define TTY_OUT 4096

/* Bytes of a line read that are kept, its newline besides: the rest of
 * a longer line is read and dropped, so that no input, however long its
 * lines, takes more memory than this (a machine's own limit, below it,
 * is the machine's). */
#define TTY_LINE 4096

/* What whoever keeps a session is told (tty_hooks): each hook called
 * with arg, or NULL for none. */
struct tty_hooks {
	void *arg;
	/* each line the player typed, as read, before the game sees it */
	void (*on_line)(void *arg, const char *s, size_t n);
	/* the lines replayed are used up: just before the last screen */
	void (*on_replayed)(void *arg);
	/* input ended (^D at a terminal), just before the exit */
	void (*on_eof)(void *arg);
	/* the status key (^O) at a terminal: one line, no newline, into
	 * buf (len bytes, NUL ended), shown below the question, which is
	 * asked again; nothing of it kept (io/tty/input.c, io/tty/edit.c) */
	void (*on_status)(void *arg, char *buf, size_t len);
	/* the help key (^G or F1, where libedit reads the answer): a
	 * screen of lines into buf, as on_status (io/tty/edit.c) */
	void (*on_help)(void *arg, char *buf, size_t len);
};

/* The teletype (struct tty): output, its column, input, echo; its fields
 * are io/'s alone (io/tty/teletype.h).  tty_new: one, not yet open (tty_open),
 * the caller's to tty_free, which closes it (out_close) if it is open. */
struct tty *tty_new(void);
void tty_free(struct tty *);

/*
 * Whether byte c shows as it is where text from outside is shown
 * escaped, a name (say.c) or what a player typed, to other eyes
 * (out_typed): printable ASCII, but the backslash.  Any other byte
 * shows as \ooo, as vis(1) has it, so that no escape sequence or control
 * byte from outside reaches a terminal, whatever its character set, and
 * the text shown says which bytes were there.
 */
static inline int tty_shown(unsigned char c)
{
	return c >= ' ' && c <= '~' && c != '\\';
}

/* io/tty/tty.c: the teletype opened, and PRINT */
void tty_open(struct tty *, FILE *in, FILE *out);
void tty_basic(struct tty *, const struct basic *);
void tty_input(struct tty *, int end_nl);
void tty_halt(struct tty *, const char *msg);
void tty_halt_to(struct tty *, jmp_buf *to);
void tty_hooks(struct tty *, const struct tty_hooks *);
void tty_escape(struct tty *);
int tty_at_terminal(const struct tty *);
void tty_pager(struct tty *);
int tty_pager_below(struct tty *, size_t rows);
void tty_text(struct tty *, const char *s, size_t n);
void tty_str(struct tty *, const char *s);
void tty_plain(struct tty *, const char *s, size_t n);
void tty_num(struct tty *, double v);
void tty_nl(struct tty *);
void tty_tab(struct tty *, size_t col);
void tty_ff(struct tty *);
void tty_clear(struct tty *, const char *seq);
void tty_pause(struct tty *);
void tty_end(struct tty *);

/* io/tty/out.c: the output, the notes, the teletype closed */
void out_flush(struct tty *);
void out_note_line(struct tty *, const char *line);
void out_close(struct tty *);
void out_discard(struct tty *);

/* io/tty/input.c: INPUT, and INKEY$'s key */
const char *input_line(struct tty *);	/* NULL: nothing assigned */
const char *input_whole_line(struct tty *);
void input_key(struct tty *);

/* io/tty/screen.c: a terminal's width; how long lines a clear would wipe
 * stand, in ms (WIZCASTLE_CLEAR_MS) */
size_t screen_cols(int fd);
long screen_stand(size_t lines);

/* io/tty/replay.c: lines before the player's */
void replay_start(struct tty *, const char *lines, size_t len);
size_t replay_remaining(const struct tty *);
int replay_running(const struct tty *);
void replay_done(struct tty *);

/* PRINT a string and end the line. */
static inline void tty_line(struct tty *t, const char *s)
{
	tty_str(t, s);
	tty_nl(t);
}

/* io/tty/signal.c: ^C, hang-up, kill; and for the editor (io/tty/edit.c), a
 * continue after a stop and a new size */
#define SIGNALS_NOTE 4352	/* ^C's note, NUL included, at most: a
				 * path of 4096 bytes and the words */
enum { SIGNALS_CONT = 1, SIGNALS_WINCH = 2 };
void signals_init(FILE *in);
void signals_note(const char *msg);
void signals_hangup(int (*test)(void), const char *line);
int signals_wake(void);
int signals_woken(void);
void signals_idle(unsigned seconds, const char *line);
void signals_ended(const char *line);
void signals_tell(void (*fn)(const char *line));
void signals_wait(int on);
void signals_key(void);
void signals_check(void);

#endif
