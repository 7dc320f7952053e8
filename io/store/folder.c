/*
 * folder.c: the state folder, where journals are kept: where it is, by
 * the XDG spec ($XDG_STATE_HOME/NAME, by default ~/.local/state/NAME,
 * NAME the program's), a player's folder in it, each made 0700 if
 * missing, and each checked as OpenSSH's StrictModes checks the folders
 * of authorized_keys: the user's, and no one else may write it.
 */
#include <sys/stat.h>

#include <errno.h>
#include <pwd.h>
#include <stdlib.h>
#include <unistd.h>

#include "store.h"

/* The names the program handed (folder_named). */
static const struct journal_names *names;

/* The storage's names, handed once by the program before any other
 * call of the storage's. */
void folder_named(const struct journal_names *n)
{
	names = n;
}

const struct journal_names *folder_names(void)
{
	return names;
}

/* mkdir -p, each folder made 0700; 0 or -1 with errno. */
static int make_dirs(char *path)
{
	char *p;

	for (p = path + 1;; p++) {
		if (*p == '/' || *p == '\0') {
			char c = *p;
			int r;

			*p = '\0';
			r = store_mkdir(path, 0);
			*p = c;
			if (r == -1)
				return -1;
			if (c == '\0')
				break;
		}
	}
	return 0;
}

/*
 * The folder at path as OpenSSH's StrictModes wants authorized_keys:
 * the user's, and no one else may write it.  0; or -1, *e saying why
 * (which: the folder's place, for the words).
 */
static int strict(const char *path, int which, struct journal_error *e)
{
	struct stat st;

	if (stat(path, &st) == -1) {
		store_fail(e, path, errno);
		return -1;
	}
	e->folder = which;
	if (!S_ISDIR(st.st_mode))
		store_fail(e, path, ENOTDIR);
	else if (st.st_uid != geteuid())
		store_fail(e, path, JOURNAL_OWNER);
	else if ((st.st_mode & (S_IWGRP | S_IWOTH)) != 0)
		store_fail(e, path, JOURNAL_OPEN);
	else
		return 0;
	return -1;
}

/* path made a folder if missing, and checked (strict); a player's
 * folder never a symbolic link (to another's).  0, or -1 and *e. */
static int strict_dir(const char *path, int which, struct journal_error *e)
{
	if (store_mkdir(path, which == 2) == -1) {
		store_fail(e, path, errno);
		return -1;
	}
	return strict(path, which, e);
}

/* The folder dir (its parents made if missing), or the player's folder
 * in its by_player folder (player not NULL), each made if missing and checked
 * before any is made in it; NULL and *e if it cannot be.  dir is the
 * caller's no more. */
static char *strict_folder(char *dir, const char *player,
    struct journal_error *e)
{
	char *all, *own;
	int r;

	if (make_dirs(dir) == -1) {
		store_fail(e, dir, errno);
		free(dir);
		return NULL;
	}
	if (strict(dir, 0, e) == -1) {
		free(dir);
		return NULL;
	}
	if (player == NULL)
		return dir;
	all = store_join(dir, names->by_player);
	own = store_join(all, player);
	r = strict_dir(all, 1, e) == -1 || strict_dir(own, 2, e) == -1;
	free(all);
	free(dir);
	if (r) {
		free(own);
		return NULL;
	}
	return own;
}

/* The state folder's path, $XDG_STATE_HOME/NAME (a relative
 * XDG_STATE_HOME is ignored, as the XDG spec says), by default
 * $HOME/.local/state/NAME; NULL and *e if there is no home. */
static char *state_path(struct journal_error *e)
{
	const char *base = getenv("XDG_STATE_HOME");
	const char *home = getenv("HOME");
	struct passwd *pw;
	char *tmp, *dir;

	if (base != NULL && base[0] == '/')
		return store_join(base, names->state);
	if ((home == NULL || home[0] != '/') &&
	    (pw = getpwuid(getuid())) != NULL)
		home = pw->pw_dir;
	if (home == NULL || home[0] != '/')
		return store_fail(e, "", JOURNAL_NOHOME);
	tmp = store_join(home, ".local/state");
	dir = store_join(tmp, names->state);
	free(tmp);
	return dir;
}

/*
 * The state folder, or a player's folder in it (a name the caller has
 * checked: no '/', no ".."), made if missing and checked (strict).
 */
char *folder_make(const char *player, struct journal_error *e)
{
	char *dir = state_path(e);

	return dir != NULL ? strict_folder(dir, player, e) : NULL;
}

/* The state folder's path, or (player not NULL) the player's folder's
 * in it, as folder_make has them, but neither made nor checked:
 * to look into, never to write in.  NULL and *e if there is no home. */
char *folder_path(const char *player, struct journal_error *e)
{
	char *dir = state_path(e), *all, *own;

	if (dir == NULL || player == NULL)
		return dir;
	all = store_join(dir, names->by_player);
	own = store_join(all, player);
	free(all);
	free(dir);
	return own;
}

/* The folder of players' folders, the state folder's by_player, made if
 * missing and checked, as folder_make makes them; NULL and *e if it
 * cannot be. */
char *folder_players(struct journal_error *e)
{
	char *dir = state_path(e), *all;

	if (dir == NULL || (dir = strict_folder(dir, NULL, e)) == NULL)
		return NULL;
	all = store_join(dir, names->by_player);
	free(dir);
	if (strict_dir(all, 1, e) == -1) {
		free(all);
		return NULL;
	}
	return all;
}
