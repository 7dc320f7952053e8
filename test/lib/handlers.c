/*
 * handlers.c: a library t_handlers.sh builds and preloads into the game,
 * to note what its signal handlers call.  Every handler the game sets
 * with sigaction(2) or signal(3) is called through a trampoline, which
 * notes "entered SIG" and counts the handlers running; while one runs, a
 * call of the game's to syslog, openlog, vsnprintf, snprintf, malloc (and
 * its kin) or a stdio function is noted "FUNCTION in SIG".  A call of
 * syslog(3) or openlog(3) at any time is noted "FUNCTION called", and
 * goes no further: nothing reaches the machine's log.  The notes go to
 * the file HANDLERS_NOTE names, a line each, in one write(2).
 *
 * With HANDLERS_WRITEV0 set, writev(2) writes nothing and returns 0, as
 * on a descriptor that takes no more: the caller must not call it for
 * ever.  With HANDLERS_RETRY set, the first poll(2) or read(2) of the
 * game's that a signal cuts short (EINTR) is made again, as if the
 * signal had come just before it: the game learns nothing of that one.
 *
 * glibc's: the real functions found with dlsym(RTLD_NEXT), malloc's as
 * __libc_malloc and the like (dlsym itself allocates); the _chk forms
 * that _FORTIFY_SOURCE calls are noted too.
 */
#define _GNU_SOURCE
#include <sys/uio.h>

#include <poll.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <syslog.h>
#include <unistd.h>

static volatile sig_atomic_t running;	/* handlers running now */
static volatile sig_atomic_t which;	/* the signal of the last */
static void (*handler[NSIG])(int);	/* the game's own */
static int note_fd = -1;
static int writev0;
static int retry;	/* HANDLERS_RETRY: 1 until an EINTR is hidden */

static int (*real_sigaction)(int, const struct sigaction *,
    struct sigaction *);
static int (*real_vsnprintf)(char *, size_t, const char *, va_list);
static int (*real_vfprintf)(FILE *, const char *, va_list);
static int (*real_fputs)(const char *, FILE *);
static int (*real_fputc)(int, FILE *);
static int (*real_puts)(const char *);
static size_t (*real_fwrite)(const void *, size_t, size_t, FILE *);
static int (*real_fflush)(FILE *);
static FILE *(*real_fopen)(const char *, const char *);
static int (*real_fclose)(FILE *);
static int (*real_getc)(FILE *);
static char *(*real_fgets)(char *, int, FILE *);

extern void *__libc_malloc(size_t);
extern void *__libc_calloc(size_t, size_t);
extern void *__libc_realloc(void *, size_t);
extern void __libc_free(void *);

/* The line "WHAT SIG\n" (or "WHAT\n" for sig 0) to the notes, in one
 * write: async-signal-safe. */
static void note(const char *what, const char *how, int sig)
{
	char buf[128];
	size_t n = 0, i;
	char digits[8];
	int k = 0;

	if (note_fd < 0)
		return;
	for (i = 0; what[i] != '\0' && n < 80; i++)
		buf[n++] = what[i];
	for (i = 0; how[i] != '\0' && n < 100; i++)
		buf[n++] = how[i];
	if (sig > 0) {
		while (sig > 0 && k < 7) {
			digits[k++] = (char)('0' + sig % 10);
			sig /= 10;
		}
		while (k > 0)
			buf[n++] = digits[--k];
	}
	buf[n++] = '\n';
	if (write(note_fd, buf, n) < 0) {
		/* nothing to do */
	}
}

/* A call of the game's to name: noted if a handler runs. */
static void called(const char *name)
{
	if (running > 0)
		note(name, " in SIG", which);
}

/* The real function name, found once (before this library's
 * constructor too, as another library's may call it). */
static void *find(void **slot, const char *name)
{
	if (*slot == NULL)
		*slot = dlsym(RTLD_NEXT, name);
	return *slot;
}
#define REAL(name) ((__typeof__(real_##name))find((void **)&real_##name, #name))

__attribute__((constructor)) static void handlers_init(void)
{
	const char *path = getenv("HANDLERS_NOTE");
	int fd;

	(void)REAL(sigaction);
	(void)REAL(vsnprintf);
	(void)REAL(vfprintf);
	(void)REAL(fputs);
	(void)REAL(fputc);
	(void)REAL(puts);
	(void)REAL(fwrite);
	(void)REAL(fflush);
	(void)REAL(fopen);
	(void)REAL(fclose);
	(void)REAL(getc);
	(void)REAL(fgets);
	writev0 = getenv("HANDLERS_WRITEV0") != NULL;
	retry = getenv("HANDLERS_RETRY") != NULL;
	if (path != NULL &&
	    (fd = open(path, O_WRONLY | O_APPEND | O_CREAT, 0600)) >= 0) {
		note_fd = fcntl(fd, F_DUPFD_CLOEXEC, 100);
		close(fd);
	}
}

/* Every handler of the game's: noted, counted, then called. */
static void trampoline(int sig)
{
	int saved = errno;

	running++;
	which = sig;
	note("entered", " SIG", sig);
	errno = saved;
	handler[sig](sig);
	running--;
}

int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
{
	struct sigaction mine;
	void (*was)(int) = sig > 0 && sig < NSIG ? handler[sig] : NULL;
	int r;

	if (act != NULL && sig > 0 && sig < NSIG &&
	    !(act->sa_flags & SA_SIGINFO) && act->sa_handler != SIG_DFL &&
	    act->sa_handler != SIG_IGN) {
		mine = *act;
		handler[sig] = act->sa_handler;
		mine.sa_handler = trampoline;
		act = &mine;
	}
	r = REAL(sigaction)(sig, act, old);
	if (r == 0 && old != NULL && old->sa_handler == trampoline)
		old->sa_handler = was;
	return r;
}

void (*signal(int sig, void (*fn)(int)))(int)
{
	struct sigaction sa, old;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = fn;
	sa.sa_flags = SA_RESTART;
	sigemptyset(&sa.sa_mask);
	if (sigaction(sig, &sa, &old) == -1)
		return SIG_ERR;
	return old.sa_handler;
}

/* The log: noted, and dropped. */
void openlog(const char *ident, int opt, int fac)
{
	(void)ident, (void)opt, (void)fac;
	called("openlog");
	note("openlog called", "", 0);
}

void vsyslog(int pri, const char *fmt, va_list ap)
{
	(void)pri, (void)fmt, (void)ap;
	called("syslog");
	note("syslog called", "", 0);
}

void syslog(int pri, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsyslog(pri, fmt, ap);
	va_end(ap);
}

void __vsyslog_chk(int pri, int flag, const char *fmt, va_list ap)
{
	(void)flag;
	vsyslog(pri, fmt, ap);
}

void __syslog_chk(int pri, int flag, const char *fmt, ...)
{
	va_list ap;

	(void)flag;
	va_start(ap, fmt);
	vsyslog(pri, fmt, ap);
	va_end(ap);
}

/* Formatting. */
int vsnprintf(char *s, size_t n, const char *fmt, va_list ap)
{
	called("vsnprintf");
	return REAL(vsnprintf)(s, n, fmt, ap);
}

int snprintf(char *s, size_t n, const char *fmt, ...)
{
	va_list ap;
	int r;

	called("snprintf");
	va_start(ap, fmt);
	r = REAL(vsnprintf)(s, n, fmt, ap);
	va_end(ap);
	return r;
}

int __vsnprintf_chk(char *s, size_t n, int flag, size_t len, const char *fmt,
    va_list ap)
{
	(void)flag, (void)len;
	called("vsnprintf");
	return REAL(vsnprintf)(s, n, fmt, ap);
}

int __snprintf_chk(char *s, size_t n, int flag, size_t len, const char *fmt,
    ...)
{
	va_list ap;
	int r;

	(void)flag, (void)len;
	called("snprintf");
	va_start(ap, fmt);
	r = REAL(vsnprintf)(s, n, fmt, ap);
	va_end(ap);
	return r;
}

/* Memory. */
void *malloc(size_t n)
{
	called("malloc");
	return __libc_malloc(n);
}

void *calloc(size_t k, size_t n)
{
	called("calloc");
	return __libc_calloc(k, n);
}

void *realloc(void *p, size_t n)
{
	called("realloc");
	return __libc_realloc(p, n);
}

void free(void *p)
{
	called("free");
	__libc_free(p);
}

/* stdio. */
int vfprintf(FILE *f, const char *fmt, va_list ap)
{
	called("vfprintf");
	return REAL(vfprintf)(f, fmt, ap);
}

int fprintf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	int r;

	called("fprintf");
	va_start(ap, fmt);
	r = REAL(vfprintf)(f, fmt, ap);
	va_end(ap);
	return r;
}

int __fprintf_chk(FILE *f, int flag, const char *fmt, ...)
{
	va_list ap;
	int r;

	(void)flag;
	called("fprintf");
	va_start(ap, fmt);
	r = REAL(vfprintf)(f, fmt, ap);
	va_end(ap);
	return r;
}

int printf(const char *fmt, ...)
{
	va_list ap;
	int r;

	called("printf");
	va_start(ap, fmt);
	r = REAL(vfprintf)(stdout, fmt, ap);
	va_end(ap);
	return r;
}

int __printf_chk(int flag, const char *fmt, ...)
{
	va_list ap;
	int r;

	(void)flag;
	called("printf");
	va_start(ap, fmt);
	r = REAL(vfprintf)(stdout, fmt, ap);
	va_end(ap);
	return r;
}

int fputs(const char *s, FILE *f)
{
	called("fputs");
	return REAL(fputs)(s, f);
}

int fputc(int c, FILE *f)
{
	called("fputc");
	return REAL(fputc)(c, f);
}

int putc(int c, FILE *f)
{
	called("putc");
	return REAL(fputc)(c, f);
}

int puts(const char *s)
{
	called("puts");
	return REAL(puts)(s);
}

size_t fwrite(const void *p, size_t k, size_t n, FILE *f)
{
	called("fwrite");
	return REAL(fwrite)(p, k, n, f);
}

int fflush(FILE *f)
{
	called("fflush");
	return REAL(fflush)(f);
}

FILE *fopen(const char *path, const char *mode)
{
	called("fopen");
	return REAL(fopen)(path, mode);
}

int fclose(FILE *f)
{
	called("fclose");
	return REAL(fclose)(f);
}

int getc(FILE *f)
{
	called("getc");
	return REAL(getc)(f);
}

char *fgets(char *s, int n, FILE *f)
{
	called("fgets");
	return REAL(fgets)(s, n, f);
}

/* writev, which takes nothing with HANDLERS_WRITEV0. */
ssize_t writev(int fd, const struct iovec *iov, int n)
{
	static ssize_t (*real)(int, const struct iovec *, int);

	if (writev0)
		return 0;
	if (real == NULL)
		real = (ssize_t (*)(int, const struct iovec *, int))dlsym(
		    RTLD_NEXT, "writev");
	return real(fd, iov, n);
}

/* poll and read: with HANDLERS_RETRY, the first cut short by a signal
 * made again. */
int poll(struct pollfd *fds, nfds_t n, int ms)
{
	static int (*real)(struct pollfd *, nfds_t, int);
	int r;

	if (real == NULL)
		real = (int (*)(struct pollfd *, nfds_t, int))dlsym(RTLD_NEXT,
		    "poll");
	r = real(fds, n, ms);
	if (r == -1 && errno == EINTR && retry) {
		retry = 0;
		note("hidden", " EINTR of poll", 0);
		r = real(fds, n, ms);
	}
	return r;
}

ssize_t read(int fd, void *buf, size_t n)
{
	static ssize_t (*real)(int, void *, size_t);
	ssize_t r;

	if (real == NULL)
		real = (ssize_t (*)(int, void *, size_t))dlsym(RTLD_NEXT,
		    "read");
	r = real(fd, buf, n);
	if (r == -1 && errno == EINTR && retry) {
		retry = 0;
		note("hidden", " EINTR of read", 0);
		r = real(fd, buf, n);
	}
	return r;
}
