/*
 * aside.c: unfinished journals moved out of a folder's shelf, to its
 * moved/, where the newest stay within the finished journals' bytes
 * (shelf_prune), and one taken back in to go on with.  Which game moves
 * out, and when, the host says (host/games.c); here are the files.
 */
#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>

#include "store.h"

/* The file name of a journal's path, after its last '/'. */
static const char *last_name(const char *path)
{
	const char *slash = strrchr(path, '/');

	return slash != NULL ? slash + 1 : path;
}

/* The folder's moved/ (free it). */
char *aside_folder(const char *folder)
{
	return store_join(folder, MOVED);
}

/* The journal at path, of folder, claimed (no running game holds it)
 * and moved to folder's moved/, where the newest stay within their
 * bytes; 0, or -1 if it cannot be. */
int aside_out(const char *folder, const char *path)
{
	struct journal_error e;
	struct journal *j = shelf_take(folder, path, &e);
	char *dir, *to;
	int r = -1;

	if (j == NULL)
		return -1;
	dir = store_join(folder, MOVED);
	to = store_join(dir, last_name(path));
	if (store_mkdir(dir, 1) == 0 && rename(path, to) == 0) {
		store_sync(dir);
		store_sync(folder);
		shelf_prune(dir);
		r = 0;
	}
	journal_close(j);
	free(to);
	free(dir);
	return r;
}

/* The journal at path, in folder's moved/, taken back into folder, as
 * written now (the game last played); its new path (free it), or NULL
 * if it cannot be. */
char *aside_in(const char *folder, const char *path)
{
	char *to = store_join(folder, last_name(path)), *dir;

	if (rename(path, to) == -1) {
		free(to);
		return NULL;
	}
	(void)utimensat(AT_FDCWD, to, NULL, 0);
	dir = store_join(folder, MOVED);
	store_sync(dir);
	store_sync(folder);
	free(dir);
	return to;
}
