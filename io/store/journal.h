/*
 * journal.h: the journal of a session, kept on disk: a file of lines,
 * its head then every line the player typed, each kept durably as it
 * comes.  The storage's header for the program, in io/store/, each
 * function named by its file: the journal file and its reading
 * (journal.c), its life beside the game, created, going on and finished
 * (life.c), its lines kept (keep.c), the state folder (folder.c), the
 * folder's hold (hold.c), its shelf of journals (shelf.c), those moved
 * out of it (aside.c), the players' secret key (secret.c), the games
 * running (live.c, io/store/live.h), and what they share (store.c,
 * store.h; all of a write, io/atomicio.c).  It finds, creates, opens,
 * keeps and finishes journals, and says what went wrong in a struct
 * journal_error; its names, what the head's lines mean, and every
 * sentence the player reads about a journal, are the program's.
 */
#ifndef IO_JOURNAL_H
#define IO_JOURNAL_H

#include <stddef.h>
#include <time.h>

struct stat;

/* The names the program hands the storage, once, before any other
 * call (folder_named). */
struct journal_names {
	const char *state;	/* the state folder's, in $XDG_STATE_HOME */
	const char *by_player;	/* the folder in it of one folder a player */
	const char *format;	/* the first line of every journal: the
				 * format, a blank, and its version */
};

void folder_named(const struct journal_names *);

/* Finished journals kept in a folder's finished/, the newest, within
 * JOURNAL_FINISHED_BYTES in all (or the bytes shelf_bound says), the
 * newest always, and so those moved out to its moved/;
 * unfinished ones kept in the folder, JOURNAL_UNFINISHED_MAX but for
 * one a game of one answer could not move out (host/games.c). */
#define JOURNAL_FINISHED_BYTES (1024ULL * 1024)
#define JOURNAL_UNFINISHED_MAX 5

void shelf_bound(unsigned long long bytes);

struct journal;

/* What went wrong, and with which file: why is an errno value, or one
 * of the JOURNAL_ values below. */
struct journal_error {
	int why;
	long pid;		/* JOURNAL_BUSY: the running game's */
	int folder;		/* JOURNAL_OPEN, JOURNAL_OWNER: which folder,
				 * 0 the state folder, 1 by_player's, 2 the
				 * player's */
	char path[4096];
};

#define JOURNAL_BUSY	(-1)	/* locked by a running game */
#define JOURNAL_EMPTY	(-2)	/* an empty file */
#define JOURNAL_FOREIGN	(-3)	/* not a journal */
#define JOURNAL_VERSION	(-4)	/* a journal of another version */
#define JOURNAL_NOHOME	(-5)	/* no home folder for the state folder */
#define JOURNAL_OPEN	(-6)	/* a folder others can write */
#define JOURNAL_OWNER	(-7)	/* a folder that is not the user's */
#define JOURNAL_CEILING	(-8)	/* its folder's journals at their ceiling */
#define JOURNAL_KEY	(-9)	/* the players' .key there, no key */

/* The folder of journals, made if missing (0700): the state folder,
 * or (player not NULL) the player's folder in its by_player folder;
 * refused, as OpenSSH's StrictModes refuses authorized_keys, if it or
 * by_player is not the user's, or group or others can write it. */
char *folder_make(const char *player, struct journal_error *);
char *folder_path(const char *player, struct journal_error *);

/* One game at a time in a folder: held by this process (0), or -1 and
 * *e (JOURNAL_BUSY: e->pid the holder's as its lock says, 0 if
 * unknown); a holder told that another wants it; whether this one was.
 * hold_place: the player's place, held the same way before the
 * player's folder is made or used, and held where a full disk would not
 * make the folder (a byte's lock in by_player's .lock, which needs no
 * space); hold_placed: whether this process holds one;
 * hold_ask_place: a holder of the place alone told, where its
 * folder cannot be made to tell it in (a full disk); hold_watch: this
 * process counted among the watchers of a player's game (a byte of
 * by_player's .lock past the places), hold_watchers: how many are. */
int hold_folder(const char *folder, struct journal_error *e);
void hold_ask(const char *folder);
int hold_taken(void);
int hold_place(const char *player, struct journal_error *e);
int hold_placed(void);
void hold_ask_place(void);
int hold_watch(const char *player);
int hold_watchers(const char *player);

/* Journals: NULL, and *e says why, when they cannot be.  life_create
 * on a full disk: a journal all the same, e->why saying so (ENOSPC,
 * EDQUOT), its head in memory until the disk takes it, as keep_line's
 * lines. */
struct journal *life_create(const char *path, const char *folder,
    const char *head, struct journal_error *e);

/* life_homeless: a journal whose folder, at place, a full disk would
 * not make (why: ENOSPC, EDQUOT), its head and lines in memory (keep_line: 1,
 * and why) until keep_home gives it its folder, made and held, where
 * it is published with the next line the disk takes; keep_home of
 * NULL: the folder cannot be had, nothing more is kept. */
struct journal *life_homeless(const char *place, const char *head,
    int why);
void keep_home(struct journal *, const char *folder);
struct journal *journal_open(const char *path, int writable,
    struct journal_error *e);
struct journal *shelf_find(const char *folder, struct journal_error *e);

/* shelf_take: the journal at path of folder, claimed as shelf_find
 * claims; shelf_drop: one claimed removed; shelf_list: the folder's
 * unfinished journals, newest first (io/store/shelf.c). */
struct shelf_entry {
	char *path;
	time_t mtime;		/* last written */
};
struct journal *shelf_take(const char *folder, const char *path,
    struct journal_error *e);
void shelf_drop(struct journal *);
struct shelf_entry *shelf_list(const char *folder, size_t *n);
void shelf_list_free(struct shelf_entry *, size_t n);

/* Unfinished journals moved out of a folder's shelf, to its moved/, and
 * one taken back (io/store/aside.c). */
char *aside_folder(const char *folder);
int aside_out(const char *folder, const char *path);
char *aside_in(const char *folder, const char *path);

/* A journal's file name, made and read in io/store/shelf.c alone (the date
 * and time its game began, the process that made it, .journal): that
 * time (-1 if the name does not tell), and the short name the player
 * calls it by, in buf: the name without its date nor .journal. */
time_t shelf_began(const char *path);
const char *shelf_short(const char *path, char *buf, size_t len);

/* What a journal holds. */
const char *journal_path(const struct journal *);
const char *journal_lines(const struct journal *, size_t *len,
    size_t *count);

/* Keeping lines: 0, or -1 and *e; after a failure nothing more is kept,
 * and what is on disk stays, whole lines, a game to resume.
 * keep_line: 1 and *e when a line is kept in memory, not on disk (a
 * full disk), to be written with the next line that can be.
 * keep_ceiling: lines kept while the unfinished journals of the
 * journal's folder (their bytes on disk now, and its lines after) stay
 * within max bytes in all; a line past it stops the keeping, -1 and
 * JOURNAL_CEILING.  A journal of no folder has no ceiling. */
int life_continue(struct journal *, const char *copy,
    struct journal_error *e);
int keep_line(struct journal *, const char *s, size_t n,
    struct journal_error *e);
int keep_going(const struct journal *);
void keep_ceiling(struct journal *, unsigned long long max);

/* The end: finished (made or found in a folder, it moves to the
 * folder's finished/, where the newest stay within their bytes (see
 * shelf_bound), even when it
 * could not be written), or closed as it is; either way freed. */
void life_finish(struct journal *);
void journal_close(struct journal *);
int shelf_retire(const char *folder, const char *path);
int shelf_ended(const struct journal *, const char *folder,
    struct journal_error *e);

/* io/store/store.c: locks fd whole (F_WRLCK or F_RDLCK), waiting ms
 * milliseconds at most for another process's lock to go; returns 0, or
 * -1 and errno (EAGAIN: still held). */
int store_lock_wait(int fd, short type, long ms);

/* Whether path names the file st is of (stat, fstat). */
int store_same_file(const char *path, const struct stat *st);

/* io/store/keep.c: whether an error's why (errno) is a full disk's or a full
 * quota's (ENOSPC, EDQUOT): space may return.  The one test of it. */
int keep_full(int why);

#endif
