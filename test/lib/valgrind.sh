#!/bin/sh
# valgrind.sh: the build's wizcastle, two folders above this script,
# under valgrind's memcheck, for test/run as WIZCASTLE: any memory error
# or leak of the program's own makes the exit status 99.
exec valgrind -q --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect \
    "$(dirname "$0")/../../wizcastle" "$@"
