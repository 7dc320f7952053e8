/*
 * runner.c: play golden cases back to back, timed (make bench).
 *
 *	runner [-n runs] binary case...
 *
 * Each case is a path without its suffix: binary runs as
 * `binary -m MACHINE -s $(cat case.seed) < case.in > /dev/null`,
 * MACHINE the -m of the args file in the case's folder (golden/README).
 * All the cases are played runs times; prints the best wall time and the best CPU time
 * (user and system, of the children) of one pass, in seconds, and the
 * largest peak resident set of any child, in KiB as getrusage gives it on
 * Linux: "wall cpu maxrss".  A case that exits other than 0 is named on
 * standard error.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double cpu_children(void)
{
	struct rusage ru;

	getrusage(RUSAGE_CHILDREN, &ru);
	return (double)ru.ru_utime.tv_sec + (double)ru.ru_utime.tv_usec / 1e6
	    + (double)ru.ru_stime.tv_sec + (double)ru.ru_stime.tv_usec / 1e6;
}

/* The case's seed, as its .seed file has it. */
static char *read_seed(const char *c, char *buf, size_t len)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof path, "%s.seed", c);
	if ((f = fopen(path, "r")) == NULL || fgets(buf, (int)len, f) == NULL) {
		fprintf(stderr, "runner: cannot read %s\n", path);
		exit(2);
	}
	fclose(f);
	buf[strcspn(buf, "\r\n")] = '\0';
	return buf;
}

/* The machine a golden case was made on: the word after -m in the args
 * file of its folder, as test/run plays it (golden/README); into buf. */
static const char *machine(const char *c, char *buf, size_t len)
{
	char path[4096], line[256], *m;
	const char *slash = strrchr(c, '/');
	FILE *f;

	snprintf(path, sizeof path, "%.*s/args",
	    slash ? (int)(slash - c) : 1, slash ? c : ".");
	if ((f = fopen(path, "r")) == NULL || fgets(line, sizeof line, f) == NULL
	    || (m = strstr(line, "-m ")) == NULL) {
		fprintf(stderr, "runner: no -m in %s\n", path);
		exit(2);
	}
	fclose(f);
	m += 3;
	snprintf(buf, len, "%.*s", (int)strcspn(m, " \t\r\n"), m);
	return buf;
}

/* Play one case; 0 if it exited 0. */
static int play(const char *bin, const char *c, const char *seed)
{
	char path[4096], mbuf[64];
	const char *m = machine(c, mbuf, sizeof mbuf);
	int status;
	pid_t pid;

	snprintf(path, sizeof path, "%s.in", c);
	if ((pid = fork()) < 0) {
		perror("runner: fork");
		exit(2);
	}
	if (pid == 0) {
		int in = open(path, O_RDONLY), out = open("/dev/null", O_WRONLY);

		if (in < 0 || out < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0)
			_exit(126);
		execl(bin, bin, "-m", m, "-s", seed, (char *)NULL);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) < 0)
		return -1;
	return WIFEXITED(status) && WEXITSTATUS(status) == 0 ? 0 : -1;
}

int main(int argc, char *argv[])
{
	double best_wall = -1, best_cpu = -1;
	char **seed;
	struct rusage ru;
	int runs = 1, i, r, first = 1;

	if (argc > 2 && strcmp(argv[1], "-n") == 0) {
		runs = atoi(argv[2]);
		argv += 2;
		argc -= 2;
	}
	if (argc < 3 || runs < 1) {
		fprintf(stderr, "usage: runner [-n runs] binary case...\n");
		return 2;
	}
	if ((seed = calloc((size_t)argc, sizeof *seed)) == NULL)
		return 2;
	for (i = 2; i < argc; i++) {
		char buf[64];

		seed[i] = strdup(read_seed(argv[i], buf, sizeof buf));
	}
	for (r = 0; r < runs; r++) {
		double w = now(), c = cpu_children();

		for (i = 2; i < argc; i++)
			if (play(argv[1], argv[i], seed[i]) != 0 && first)
				fprintf(stderr, "runner: %s failed\n", argv[i]);
		w = now() - w;
		c = cpu_children() - c;
		if (best_wall < 0 || w < best_wall)
			best_wall = w;
		if (best_cpu < 0 || c < best_cpu)
			best_cpu = c;
		first = 0;
	}
	getrusage(RUSAGE_CHILDREN, &ru);
	printf("%.3f %.3f %ld\n", best_wall, best_cpu, (long)ru.ru_maxrss);
	return 0;
}
