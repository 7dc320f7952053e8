/*
 * secret.c: the players' folder's secret key, and the keyed hash of a
 * name by it (SipHash-2-4, Aumasson and Bernstein's, 128-bit key,
 * 64-bit hash), from which a player's place in the players' .lock is
 * found (io/store/hold.c).
 *
 * The key is 16 bytes of /dev/urandom in the players' folder's .key,
 * mode 0600, made by the first game that needs it and never shown: made
 * whole under a name of its own (.key-PID, O_CREAT | O_EXCL), put on
 * disk, then linked to .key, which link(2) makes only if there is none;
 * two first logins at once agree, the later one reading the earlier's.
 * A .key that is there and cannot be read as one (not a regular file of
 * 16 bytes, the user's, that no one else may read) is no key: no place
 * is had by it, and the error says so (JOURNAL_KEY), for the operator to
 * be told.
 */
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "store.h"

/* The key's file in the players' folder. */
#define KEY_NAME	".key"

/* x rotated left by b bits. */
#define ROTL(x, b)	(uint64_t)(((x) << (b)) | ((x) >> (64 - (b))))

/* 8 bytes of p, little-endian, as a number. */
static uint64_t le64(const unsigned char *p)
{
	uint64_t v = 0;
	int i;

	for (i = 7; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

/* One SipRound of the state v. */
static void sip_round(uint64_t v[4])
{
	v[0] += v[1]; v[1] = ROTL(v[1], 13); v[1] ^= v[0];
	v[0] = ROTL(v[0], 32);
	v[2] += v[3]; v[3] = ROTL(v[3], 16); v[3] ^= v[2];
	v[0] += v[3]; v[3] = ROTL(v[3], 21); v[3] ^= v[0];
	v[2] += v[1]; v[1] = ROTL(v[1], 17); v[1] ^= v[2];
	v[2] = ROTL(v[2], 32);
}

/* The block m taken into the state v: two rounds (SipHash-2-4's 2). */
static void sip_block(uint64_t v[4], uint64_t m)
{
	v[3] ^= m;
	sip_round(v);
	sip_round(v);
	v[0] ^= m;
}

/* SipHash-2-4 of the len bytes of msg under the 16 bytes of key. */
uint64_t secret_hash(const unsigned char key[SECRET_KEY], const void *msg,
    size_t len)
{
	const unsigned char *p = msg;
	uint64_t k0 = le64(key), k1 = le64(key + 8), v[4], last;
	size_t i, left = len % 8;

	v[0] = k0 ^ 0x736f6d6570736575ULL;
	v[1] = k1 ^ 0x646f72616e646f6dULL;
	v[2] = k0 ^ 0x6c7967656e657261ULL;
	v[3] = k1 ^ 0x7465646279746573ULL;
	for (i = 0; i + 8 <= len; i += 8)
		sip_block(v, le64(p + i));
	last = (uint64_t)(len & 0xff) << 56;
	while (left-- > 0)
		last |= (uint64_t)p[i + left] << (8 * left);
	sip_block(v, last);
	v[2] ^= 0xff;
	for (i = 0; i < 4; i++)	/* SipHash-2-4's 4 */
		sip_round(v);
	return v[0] ^ v[1] ^ v[2] ^ v[3];
}

/* The key read from path: 1; 0 if there is no such file (errno
 * ENOENT); else -1, errno saying why (EINVAL: not a key). */
static int read_key(const char *path, unsigned char key[SECRET_KEY])
{
	int fd = open(path, O_RDONLY | O_NOCTTY | O_NOFOLLOW), ok;
	struct stat st;

	if (fd == -1)
		return errno == ENOENT ? 0 : -1;
	ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_uid == geteuid() && (st.st_mode & 077) == 0 &&
	    st.st_size == SECRET_KEY &&
	    read(fd, key, SECRET_KEY) == SECRET_KEY;
	close(fd);
	if (!ok)
		errno = EINVAL;
	return ok ? 1 : -1;
}

/* The players' folder's key read into key, never made: 0, or -1 if
 * there is none, or none to use. */
int secret_read(const char *players, unsigned char key[SECRET_KEY])
{
	char *path = store_join(players, KEY_NAME);
	int r = read_key(path, key);

	free(path);
	return r == 1 ? 0 : -1;
}

/* 16 random bytes into key, from /dev/urandom; 0, or -1 and errno. */
static int random_key(unsigned char key[SECRET_KEY])
{
	int fd = open("/dev/urandom", O_RDONLY | O_NOCTTY);
	ssize_t r = fd >= 0 ? read(fd, key, SECRET_KEY) : -1;

	if (fd >= 0)
		close(fd);
	if (r == SECRET_KEY)
		return 0;
	if (r >= 0)
		errno = EIO;
	return -1;
}

/*
 * A new key made whole at tmp, then linked to path if there is none
 * there yet; tmp removed.  0 (made, or another's there), or -1 and
 * errno.
 */
static int make_key(const char *path, const char *tmp)
{
	unsigned char key[SECRET_KEY];
	int fd, r = -1, saved;

	(void)unlink(tmp);	/* a dead process's: this pid is ours now */
	if (random_key(key) == -1 ||
	    (fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL | O_NOCTTY |
	    O_NOFOLLOW, 0600)) == -1)
		return -1;
	errno = 0;
	if (write(fd, key, SECRET_KEY) == SECRET_KEY && fsync(fd) == 0 &&
	    (link(tmp, path) == 0 || errno == EEXIST))
		r = 0;
	else if (errno == 0)
		errno = ENOSPC;	/* a write cut short: a full disk */
	saved = errno;
	close(fd);
	(void)unlink(tmp);
	memset(key, 0, sizeof key);
	errno = saved;
	return r;
}

/*
 * The key of the players' folder players, made if there is none: 0; or
 * -1 and *e (why it cannot be made: a full disk that never had one; a
 * .key there that is no key, JOURNAL_KEY).
 */
int secret_key(const char *players, unsigned char key[SECRET_KEY],
    struct journal_error *e)
{
	char *path = store_join(players, KEY_NAME);
	int r, made = 1;

	if ((r = read_key(path, key)) == 0) {
		char name[32], *tmp;

		snprintf(name, sizeof name, KEY_NAME "-%ld", (long)getpid());
		tmp = store_join(players, name);
		made = make_key(path, tmp) == 0;
		if (made) {
			store_sync(players);
			r = read_key(path, key);
		} else
			r = -1;
		free(tmp);
	}
	if (r != 1)
		store_fail(e, path, !made ? errno : r == 0 ? ENOENT :
		    JOURNAL_KEY);
	free(path);
	return r == 1 ? 0 : -1;
}
