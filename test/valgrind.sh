#!/bin/sh
# valgrind.sh: ./wizcastle under valgrind's memcheck, for test/run as
# WIZCASTLE: any memory error or leak makes the exit status 99.
exec valgrind -q --error-exitcode=99 --leak-check=full \
    --errors-for-leak-kinds=definite,indirect ./wizcastle "$@"
