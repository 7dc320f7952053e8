/*
 * watchers.c: what watchers cost a player (make bench).
 *
 *	watchers [-n runs] [-w count] binary player input args...
 *
 * A player's game, `binary -u player args...`, its input from a pipe
 * and its output read here: its first line of input; then count
 * watchers, each `binary -w player` with its output read here, started
 * (again, if it finds no game yet) until each has said that it watches;
 * then the rest of input at once.  Timed from then: the player's end
 * (its output's end), its CPU time (user and system), and each
 * watcher's end after the player's, its lag.  XDG_STATE_HOME is the
 * caller's (a folder of its own).  Runs with no watcher and with count
 * in turn, runs times each; prints the best of each: the player's wall
 * and CPU seconds with none, then with count, and the watchers' most
 * and mean lag in milliseconds in the run of the best wall: "wall0 cpu0
 * wall cpu lagmax lagmean".  Every wait is bounded (LIMIT_S).
 */
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAXW	64		/* watchers at most */
#define LIMIT_S	60		/* the longest wait for anything */
#define NOTE	"wizcastle: watching"
#define PIPE_ROOM 32768	/* input written at once, read as the player can */

/* A process whose output is read here. */
struct proc {
	pid_t pid;
	int out;		/* its output, -1 once it has ended */
	double end;		/* when its output ended */
	char tail[sizeof NOTE];	/* its output's last bytes */
	int noted;		/* NOTE seen */
};

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void fail(const char *what)
{
	fprintf(stderr, "watchers: %s: %s\n", what, strerror(errno));
	exit(2);
}

/* Start argv, its input in (or /dev/null if -1), its output read here
 * in *p. */
static void start(struct proc *p, int in, char **argv)
{
	int o[2];

	if (pipe(o) == -1 || (p->pid = fork()) == -1)
		fail("fork");
	if (p->pid == 0) {
		if (in == -1)
			in = open("/dev/null", O_RDONLY);
		if (in < 0 || dup2(in, 0) < 0 || dup2(o[1], 1) < 0 ||
		    dup2(o[1], 2) < 0)
			_exit(126);
		execv(argv[0], argv);
		_exit(127);
	}
	close(o[1]);
	p->out = o[0];
	p->noted = 0;
	memset(p->tail, 0, sizeof p->tail);
}

/* Read what p has printed, NOTE looked for; at its end, when. */
static void drain(struct proc *p)
{
	char buf[8192 + sizeof NOTE], *s;
	size_t keep = sizeof NOTE - 1;
	ssize_t r = read(p->out, buf + keep, sizeof buf - keep);

	if (r < 0 && errno == EINTR)
		return;
	if (r <= 0) {
		close(p->out);
		p->out = -1;
		p->end = now();
		return;
	}
	memcpy(buf, p->tail, keep);
	for (s = buf; !p->noted && s + keep <= buf + keep + r; s++)
		p->noted = memcmp(s, NOTE, keep) == 0;
	memcpy(p->tail, buf + r, keep);
}

/* Read every process of ps (n) that has output, for at most ms; the
 * number still running. */
static int step(struct proc *ps, int n, int ms)
{
	struct pollfd f[MAXW + 1];
	int i, left = 0;

	for (i = 0; i < n; i++) {
		f[i].fd = ps[i].out;
		f[i].events = POLLIN;
		f[i].revents = 0;
		left += ps[i].out >= 0;
	}
	if (left == 0 || poll(f, (nfds_t)n, ms) <= 0)
		return left;
	for (i = 0; i < n; i++)
		if (f[i].revents && ps[i].out >= 0)
			drain(&ps[i]);
	return left;
}

/* The watcher w, started until it says it watches: 0, or -1. */
static int watching(struct proc *ps, int w, char **wargv)
{
	struct timespec pause = { 0, 10000000 };
	double limit = now() + LIMIT_S;

	start(&ps[w], -1, wargv);
	while (!ps[w].noted && now() < limit) {
		step(ps, w + 1, 10);
		if (ps[w].out == -1 && !ps[w].noted) {
			waitpid(ps[w].pid, NULL, 0);
			nanosleep(&pause, NULL);
			start(&ps[w], -1, wargv);	/* no game yet */
		}
	}
	return ps[w].noted ? 0 : -1;
}

/* The input's first line, and the rest, from the file at path. */
static void input(const char *path, char **all, size_t *first, size_t *len)
{
	FILE *f = fopen(path, "r");
	size_t cap = 1 << 16;
	char *nl;

	if (f == NULL)
		fail(path);
	*all = malloc(cap);
	*len = 0;
	while (*all != NULL && !feof(f)) {
		if (*len == cap && (*all = realloc(*all, cap *= 2)) == NULL)
			break;
		*len += fread(*all + *len, 1, cap - *len, f);
		if (ferror(f))
			fail(path);
	}
	if (*all == NULL)
		fail("memory");
	fclose(f);
	nl = memchr(*all, '\n', *len);
	*first = nl != NULL ? (size_t)(nl - *all) + 1 : *len;
}

/* Write n bytes of s to fd, all of them. */
static void put(int fd, const char *s, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, s, n);

		if (w < 0 && errno != EINTR)
			fail("write");
		if (w > 0) {
			s += w;
			n -= (size_t)w;
		}
	}
}

/* The results of one run. */
struct run {
	double wall, cpu, lagmax, lagsum;
};

/* CPU seconds, user and system, of the children waited for. */
static double cpu_children(void)
{
	struct rusage ru;

	getrusage(RUSAGE_CHILDREN, &ru);
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6
	    + (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

/* Every process of ps (n) to its end, LIMIT_S at most (then killed);
 * the player's (ps[0], waited for first) CPU time in r. */
static void finish(struct proc *ps, int n, struct run *r)
{
	double limit = now() + LIMIT_S;
	int i;

	while (step(ps, n, 100) > 0 && now() < limit)
		;
	for (i = 0; i < n; i++) {
		if (ps[i].out >= 0) {
			kill(ps[i].pid, SIGKILL);
			close(ps[i].out);
			ps[i].end = limit;
			fprintf(stderr, "watchers: %s %d killed\n",
			    i ? "watcher" : "player", i);
		}
		if (i == 0) {
			double cpu = cpu_children();

			waitpid(ps[0].pid, NULL, 0);
			r->cpu = cpu_children() - cpu;
		} else
			waitpid(ps[i].pid, NULL, 0);
	}
}

/* One run with count watchers, into r. */
static void run(char **pargv, char **wargv, const char *path, int count,
    struct run *r)
{
	static struct proc ps[MAXW + 1];
	char *all;
	size_t first, len;
	double t0;
	int p[2], i;

	input(path, &all, &first, &len);
	if (len > PIPE_ROOM) {
		fprintf(stderr, "watchers: %s: over %d bytes\n", path, PIPE_ROOM);
		exit(2);
	}
	if (pipe(p) == -1)
		fail("pipe");
	start(&ps[0], p[0], pargv);
	close(p[0]);
	put(p[1], all, first);
	for (i = 1; i <= count; i++)
		if (watching(ps, i, wargv) == -1)
			fprintf(stderr, "watchers: watcher %d never watched\n", i);
	t0 = now();
	put(p[1], all + first, len - first);
	close(p[1]);
	finish(ps, count + 1, r);
	r->wall = ps[0].end - t0;
	r->lagmax = r->lagsum = 0;
	for (i = 1; i <= count; i++) {
		double lag = ps[i].end - ps[0].end;

		r->lagmax = lag > r->lagmax ? lag : r->lagmax;
		r->lagsum += lag;
	}
	free(all);
}

int main(int argc, char *argv[])
{
	struct run best[2], r;
	double cpu[2] = { 0, 0 };
	char *wargv[4], **pargv;
	int runs = 5, count = 20, c, i, k;

	while ((c = getopt(argc, argv, "n:w:")) != -1)
		if (c == 'n')
			runs = atoi(optarg);
		else if (c == 'w')
			count = atoi(optarg);
		else
			return 2;
	if (argc - optind < 3 || runs < 1 || count < 1 || count > MAXW) {
		fprintf(stderr, "usage: watchers [-n runs] [-w count] binary "
		    "player input args...\n");
		return 2;
	}
	if ((pargv = calloc((size_t)(argc - optind + 2), sizeof *pargv)) == NULL)
		fail("memory");
	pargv[0] = argv[optind];
	pargv[1] = "-u";
	pargv[2] = argv[optind + 1];
	for (i = optind + 3; i < argc; i++)
		pargv[i - optind] = argv[i];
	wargv[0] = argv[optind];
	wargv[1] = "-w";
	wargv[2] = argv[optind + 1];
	wargv[3] = NULL;
	signal(SIGPIPE, SIG_IGN);
	for (i = 0; i < runs; i++)
		for (k = 0; k < 2; k++) {	/* none, then count, in turn */
			run(pargv, wargv, argv[optind + 2], k ? count : 0, &r);
			cpu[k] = i == 0 || r.cpu < cpu[k] ? r.cpu : cpu[k];
			if (i == 0 || r.wall < best[k].wall)
				best[k] = r;
		}
	printf("%.3f %.3f %.3f %.3f %.1f %.1f\n", best[0].wall, cpu[0],
	    best[1].wall, cpu[1], best[1].lagmax * 1000,
	    best[1].lagsum * 1000 / count);
	return 0;
}
