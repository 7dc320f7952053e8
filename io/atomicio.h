/*
 * atomicio.h: all of a buffer read or written, as OpenSSH's atomicio
 * and atomiciov (io/atomicio.c), whatever part read(2) or write(2)
 * takes and whatever signal comes between (EINTR); and a file read to
 * its end.  For io/ and the host's files that write alone (host/
 * follow.c, host/xlog.c).
 */
#ifndef IO_ATOMICIO_H
#define IO_ATOMICIO_H

#include <sys/types.h>
#include <sys/uio.h>

#include <stddef.h>

void atomicio_before(void (*fn)(void));
size_t atomicio_read(int fd, void *s, size_t n);
size_t atomicio_write(int fd, const void *s, size_t n);
int atomicio_writev(int fd, struct iovec *iov, int n);
int atomicio_rest(int fd, off_t off, char **buf, size_t *len, size_t *cap);

#endif
