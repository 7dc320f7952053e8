/*
 * floor.c: the floor beside wizcastle's output (make bench): a program
 * that writes the bytes of a file to standard output in one write, as a
 * program that only printed a session would.
 *
 *	floor file
 *
 * The file is read whole first, in one read where the system allows.
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char *argv[])
{
	struct stat st;
	char *buf;
	size_t n = 0;
	ssize_t r;
	int fd;

	if (argc != 2) {
		fprintf(stderr, "usage: floor file\n");
		return 2;
	}
	if ((fd = open(argv[1], O_RDONLY)) < 0 || fstat(fd, &st) != 0 ||
	    (buf = malloc((size_t)st.st_size + 1)) == NULL) {
		perror("floor");
		return 2;
	}
	while ((r = read(fd, buf + n, (size_t)st.st_size - n)) > 0)
		n += (size_t)r;
	return write(STDOUT_FILENO, buf, n) == (ssize_t)n ? 0 : 1;
}
