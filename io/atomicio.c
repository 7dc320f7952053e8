/*
 * atomicio.c: all of a buffer read or written, as OpenSSH's atomicio:
 * read(2) and write(2) may take a part, or be cut short by a signal
 * (EINTR); here each is called again until all is done, the end of the
 * file is met, or an error (which is not waited out: EAGAIN is one).
 * A write(2) or writev(2) that takes none of what is left is an error,
 * EPIPE, as OpenSSH has it: a descriptor that takes no more is not asked
 * for ever.  Before each call, the hook atomicio_before set is called:
 * the teletype's end, where its idle limit rang (io/tty/signal.c), so
 * that a write that waits on a stopped terminal, cut short by its
 * alarm, goes no further.  The one loop of each for io/: the
 * teletype's output (io/tty/raw.c, io/tty/pager.c), the journal's
 * (io/store/store.c)
 * and its reading (io/store/journal.c, host/follow.c).
 */
#include <sys/types.h>
#include <sys/uio.h>

#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "atomicio.h"

/* A file's rest is read in parts of this size at first, then twice the
 * last. */
#define ATOMICIO_BUF	4096

/* Called before each read and write, or NULL: the teletype's check for
 * an end its idle limit rang for (atomicio_before). */
static void (*before)(void);

/* Sets what is called before each read and write from now on: fn, or
 * NULL for nothing. */
void atomicio_before(void (*fn)(void))
{
	before = fn;
}

/* Reads n bytes of fd into in or, if in is NULL, writes the n bytes of
 * out to fd: the loop of both; returns the bytes done. */
static size_t atomicio(int fd, char *in, const char *out, size_t n)
{
	size_t done = 0;

	while (done < n) {
		ssize_t r;

		if (before != NULL)
			before();
		r = in != NULL ? read(fd, in + done, n - done) :
		    write(fd, out + done, n - done);
		if (r == 0) {
			errno = in != NULL ? 0 : EPIPE;
			break;
		}
		if (r < 0) {
			if (errno == EINTR)
				continue;
			break;
		}
		done += (size_t)r;
	}
	return done;
}

/* Reads n bytes of fd into s; returns how many, fewer at the end of the
 * file (errno 0) or on an error (errno set). */
size_t atomicio_read(int fd, void *s, size_t n)
{
	return atomicio(fd, s, NULL, n);
}

/* Writes the n bytes of s to fd; returns n, or fewer on an error (errno
 * set; EPIPE if write(2) took none). */
size_t atomicio_write(int fd, const void *s, size_t n)
{
	return atomicio(fd, NULL, s, n);
}

/* Writes all of iov's n parts to fd, as atomiciov, using iov up as it
 * goes; returns 0, or -1 and errno (EPIPE if writev(2) took none of what
 * was left). */
int atomicio_writev(int fd, struct iovec *iov, int n)
{
	while (n > 0) {
		ssize_t r;
		int taken;

		if (before != NULL)
			before();
		r = writev(fd, iov, n);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		taken = r > 0;
		while (n > 0 && (size_t)r >= iov->iov_len) {
			r -= (ssize_t)iov->iov_len;
			iov++;
			n--;
		}
		if (n > 0 && !taken) {	/* bytes left, none taken */
			errno = EPIPE;
			return -1;
		}
		if (n > 0) {
			iov->iov_base = (char *)iov->iov_base + r;
			iov->iov_len -= (size_t)r;
		}
	}
	return 0;
}

/* Reads fd to its end from off plus the *len bytes already at *buf
 * (off < 0: from where it is), growing *buf and its room *cap as needed;
 * returns 0, or an errno value (EFBIG: no memory for more). */
int atomicio_rest(int fd, off_t off, char **buf, size_t *len, size_t *cap)
{
	if (off >= 0 && lseek(fd, off + (off_t)*len, SEEK_SET) == -1)
		return errno;
	for (;;) {
		size_t r;

		if (*len == *cap) {
			size_t c = *cap ? 2 * *cap : ATOMICIO_BUF;
			char *p = realloc(*buf, c);

			if (p == NULL)
				return EFBIG;
			*buf = p;
			*cap = c;
		}
		r = atomicio_read(fd, *buf + *len, *cap - *len);
		*len += r;
		if (*len < *cap)
			return errno;
	}
}
