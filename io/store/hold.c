/*
 * hold.c: one game at a time keeps its journals in a folder.  It holds a
 * write lock (fcntl) on the folder's .lock for as long as it runs; a
 * game that wants the folder finds the holder by the lock itself
 * (F_GETLK), whatever the disk can take.  A game that wants the folder
 * while another holds it adds a line (hold_ask), so that the holder,
 * hung up, can tell that its game went on elsewhere (hold_taken): the
 * holder notes the file's length before it takes the lock, since a login
 * that finds it the holder may ask the next instant.  The file is
 * emptied at a game's end if no one asked, and when held if too long.
 *
 * A player's game holds the player's place first, before the player's
 * folder is made or used: a byte of the .lock in the folder of players'
 * folders, at an offset of the name's by a secret key (place_of), far
 * past the file's end.  A lock there needs no space, so a game whose
 * folder a full disk would not make holds its place all the same, and
 * is found by it.  A player's game leaves its folder's .lock as it was
 * when the place was held, asks and all, and empties it at its end.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store.h"

static int held_fd = -1;	/* .lock, while this process holds it */
static int held_try = -1;	/* .lock, while this process takes it */
static off_t held_len;		/* its length when held, asks and all */
static int place_fd = -1;	/* the players' .lock, while this process
				 * holds its player's place in it */
static int place_try = -1;	/* the same, while it takes the place */
static char place_lock[4096];	/* then the player's folder's .lock, made
				 * or not, which a later login asks by */
static off_t place_len;		/* its length when the place was held (0:
				 * none) */
static off_t players_len;	/* the players' .lock's length then */
static int watch_fd = -1;	/* the players' .lock, while this process
				 * holds a watcher's byte of it */

/* The watchers of one player's game counted at most: each holds one of
 * so many bytes of the players' .lock (hold_watch). */
#define WATCH_SLOTS	64

/* A .lock past this many bytes (a line for each login that took a game
 * over, and the game killed) is emptied when held. */
#define ASKED_MAX	65536

/* At a game's end by itself, the .lock it holds emptied, if no other
 * login asked for it meanwhile. */
static void release(void)
{
	struct stat st;

	if (held_fd >= 0 && fstat(held_fd, &st) == 0 &&
	    st.st_size == held_len)
		(void)ftruncate(held_fd, 0);
}

/*
 * The folder held by this process: 0.  Else -1, and *e says why:
 * JOURNAL_BUSY, e->pid the holder's, as the lock says (0 if it cannot
 * be told: a holder not to signal).
 */
int hold_folder(const char *folder, struct journal_error *e)
{
	char *path;
	struct stat st;
	off_t len;
	int fd;
	long pid;

	e->why = 0;
	if (held_fd >= 0)
		return 0;	/* held already: one folder a process */
	path = store_join(folder, LOCK_NAME);
	fd = open(path, O_RDWR | O_CREAT | O_NOCTTY | O_NOFOLLOW, 0600);
	if (fd == -1) {
		store_fail(e, path, errno);
		free(path);
		return -1;
	}
	/* the length before the lock, and the fd the hang-up's handler
	 * reads meanwhile: an ask from a login that finds this game the
	 * holder comes after it, even before the lock's call returns (a
	 * player's game: the asks since its place was held stand) */
	len = fstat(fd, &st) == 0 ? st.st_size : 0;
	held_len = place_fd >= 0 ? place_len : len;
	held_try = fd;
	if (!store_lock(fd, F_WRLCK, &pid)) {
		held_try = -1;
		store_fail(e, path, JOURNAL_BUSY);
		e->pid = pid > 0 ? pid : 0;
		close(fd);
		free(path);
		return -1;
	}
	free(path);
	/* its time this game's taking of it, at this login, after a
	 * resume as after a takeover (struct live's since, io/store/live.c):
	 * no space */
	(void)futimens(fd, NULL);
	/* the file emptied at the end (release), and now if too long */
	if (held_len > ASKED_MAX) {
		(void)ftruncate(fd, 0);
		held_len = fstat(fd, &st) == 0 ? st.st_size : 0;
	}
	(void)atexit(release);
	held_fd = fd;
	held_try = -1;
	shelf_sweep(folder);
	return 0;
}

/*
 * Tell the holder of folder that this process (it names it) wants it:
 * the .lock grows (made, if the holder holds the player's place alone).
 * On a full disk that cannot take the line, the file is made a byte
 * longer all the same, a hole that needs no space.
 */
void hold_ask(const char *folder)
{
	char *path = store_join(folder, LOCK_NAME), line[48];
	int fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOCTTY |
	    O_NOFOLLOW, 0600);
	int n = snprintf(line, sizeof line, "taken by %ld\n", (long)getpid());
	struct stat st;

	if (fd >= 0) {
		if (write(fd, line, (size_t)n) != n &&
		    (fstat(fd, &st) == -1 || ftruncate(fd, st.st_size + 1))) {
			/* the holder will not say why it ends */
		}
		close(fd);
	}
	free(path);
}

/* Whether another process asked for the folder held (hold_ask), or
 * for the player's place held before its folder is.  Async-signal-safe:
 * a hang-up's handler asks it. */
int hold_taken(void)
{
	struct stat st;
	int fd = held_fd >= 0 ? held_fd : held_try;

	if (fd >= 0)
		return fstat(fd, &st) == 0 && st.st_size > held_len;
	if ((fd = place_fd >= 0 ? place_fd : place_try) < 0)
		return 0;
	return (place_lock[0] != '\0' && stat(place_lock, &st) == 0 &&
	    st.st_size > place_len) ||
	    (fstat(fd, &st) == 0 && st.st_size > players_len);
}

/*
 * A holder of a player's place alone told that this process wants it,
 * where the player's folder cannot be made to ask in (a full disk): the
 * players' .lock a byte longer, a hole that needs no space.  Any game
 * that holds a place alone takes it so; one hung up then by its
 * terminal would say its game went on elsewhere, to no one.
 */
void hold_ask_place(void)
{
	struct journal_error e;
	char *all = folder_players(&e), *path;
	struct stat st;
	int fd;

	if (all == NULL)
		return;
	path = store_join(all, LOCK_NAME);
	if ((fd = open(path, O_WRONLY | O_NOCTTY | O_NOFOLLOW)) >= 0) {
		if (fstat(fd, &st) == 0)
			(void)ftruncate(fd, st.st_size + 1);
		close(fd);
	}
	free(path);
	free(all);
}

/*
 * The player's byte of the players' .lock: an offset of the name's,
 * from 1 to a quarter of what off_t takes (2^62 with a 64-bit off_t),
 * by SipHash-2-4 of the name under the players' folder's secret key
 * (io/store/secret.c).  A name that takes another's place must land on its
 * byte: without the key, which no game shows, no offset can be reckoned
 * offline, and each name tried costs a login that tells at most whether
 * it landed (the holder hung up), one chance in 2^62 - 1: 2^62 logins
 * on average; with the key, SipHash being a pseudorandom function, 2^62
 * hashes.  Two players of one offset, among n players: n^2 / 2^63.
 * -1 and *e if the key cannot be had.
 */
static off_t place_of(const char *all, const char *player,
    struct journal_error *e)
{
	const uint64_t span = (uint64_t)1 << (sizeof(off_t) * CHAR_BIT - 2);
	unsigned char key[SECRET_KEY];
	uint64_t h;

	if (secret_key(all, key, e) == -1)
		return -1;
	h = secret_hash(key, player, strlen(player));
	memset(key, 0, sizeof key);
	return (off_t)(1 + h % (span - 1));
}

/* The player's folder's .lock, made or not, by which a later login
 * asks for the place (hold_ask): its path and length noted. */
static void asked_by(const char *player)
{
	struct journal_error e;
	char *own = folder_path(player, &e), *path;
	struct stat st;

	if (own == NULL)
		return;
	path = store_join(own, LOCK_NAME);
	if (strlen(path) < sizeof place_lock) {
		strcpy(place_lock, path);
		place_len = stat(path, &st) == 0 ? st.st_size : 0;
	}
	free(path);
	free(own);
}

/*
 * The player's place held by this process (it holds it till it ends):
 * 0.  Else -1, and *e says why: JOURNAL_BUSY, e->pid the holder's (0 if
 * it cannot be told), or why the players' folder or its .lock cannot be
 * had (the very first player on a full disk).
 */
int hold_place(const char *player, struct journal_error *e)
{
	char *all, *path;
	struct stat st;
	off_t at;
	int fd;

	e->why = 0;
	if (place_fd >= 0)
		return 0;
	if ((all = folder_players(e)) == NULL)
		return -1;
	if ((at = place_of(all, player, e)) == -1) {
		free(all);
		return -1;
	}
	path = store_join(all, LOCK_NAME);
	free(all);
	fd = open(path, O_RDWR | O_CREAT | O_NOCTTY | O_NOFOLLOW, 0600);
	/* the lengths before the lock, and the fd the hang-up's handler
	 * reads meanwhile: an ask from a login that finds this game the
	 * holder comes after them, even before the lock's call returns */
	if (fd >= 0 && fstat(fd, &st) == 0)
		players_len = st.st_size;
	asked_by(player);
	place_try = fd;
	if (fd >= 0 && store_lock_at(fd, F_WRLCK, at, 1, &e->pid) == 0) {
		place_fd = fd;
		place_try = -1;
	} else {
		place_try = -1;
		store_fail(e, path, errno == EAGAIN ? JOURNAL_BUSY : errno);
		if (fd >= 0)
			close(fd);
	}
	free(path);
	return place_fd >= 0 ? 0 : -1;
}

/* Whether this process holds a player's place. */
int hold_placed(void)
{
	return place_fd >= 0;
}

/*
 * The first of the bytes of the players' .lock that the watchers of
 * player's game hold, one each (hold_watch): WATCH_SLOTS of them past
 * every player's place (offsets from 2^62 with a 64-bit off_t), at an
 * offset of the name's as the place's is, by the key read (never made:
 * a player who plays has one); -1 if there is none.
 */
static off_t watch_at(const char *all, const char *player)
{
	const uint64_t span = (uint64_t)1 << (sizeof(off_t) * CHAR_BIT - 2);
	unsigned char key[SECRET_KEY];
	uint64_t h;

	if (secret_read(all, key) == -1)
		return -1;
	h = secret_hash(key, player, strlen(player));
	memset(key, 0, sizeof key);
	return (off_t)(span + h % (span - 1) / WATCH_SLOTS * WATCH_SLOTS);
}

/* The players' .lock opened with flags (never made), and the first of
 * player's watchers' bytes in *at: its descriptor, or -1. */
static int watch_open(const char *player, int flags, off_t *at)
{
	struct journal_error e;
	char *all = folder_players(&e);
	int fd = -1;

	if (all == NULL)
		return -1;
	if ((*at = watch_at(all, player)) != -1) {
		char *path = store_join(all, LOCK_NAME);

		fd = open(path, flags | O_NOCTTY | O_NOFOLLOW);
		free(path);
	}
	free(all);
	return fd;
}

/* This process counted among the watchers of player's game for as long
 * as it runs, by a byte of theirs locked (nothing written): 0, or -1 if
 * it cannot be (all WATCH_SLOTS held, no players' folder or key). */
int hold_watch(const char *player)
{
	off_t at;
	long pid;
	int fd = watch_open(player, O_RDWR, &at), i;

	for (i = 0; fd >= 0 && watch_fd < 0 && i < WATCH_SLOTS; i++)
		if (store_lock_at(fd, F_WRLCK, at + i, 1, &pid) == 0)
			watch_fd = fd;
	if (fd >= 0 && watch_fd != fd)
		close(fd);
	return watch_fd >= 0 ? 0 : -1;
}

/* How many other processes watch player's game now (hold_watch), as
 * their locks say. */
int hold_watchers(const char *player)
{
	off_t at;
	long pid;
	int fd = watch_open(player, O_RDONLY, &at), i, n = 0;

	for (i = 0; fd >= 0 && i < WATCH_SLOTS; i++)
		n += store_holder(fd, F_WRLCK, at + i, 1, &pid);
	if (fd >= 0)
		close(fd);
	return n;
}
