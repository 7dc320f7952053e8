# wizcastle - The Wizard's Castle (1980)
.POSIX:

PREFIX = /usr/local
MANPREFIX = $(PREFIX)/share/man

CC = cc
CFLAGS = -std=c99 -O2 -Wall -Wextra -pedantic
CPPFLAGS = -D_POSIX_C_SOURCE=200809L
LDFLAGS =
LDLIBS = -lm

# libedit, when pkg-config finds it; `make EDIT_CFLAGS= EDIT_LIBS=' builds
# without it.
EDIT_CFLAGS != pkg-config --cflags libedit 2>/dev/null && echo -DHAVE_LIBEDIT || true
EDIT_LIBS != pkg-config --libs libedit 2>/dev/null || true

OBJ = wizcastle.o io/tty.o io/edit.o io/signal.o rules/rnd.o rules/data.o \
	rules/castle.o rules/create.o rules/turn.o rules/commands.o \
	rules/combat.o rules/vendor.o rules/ending.o rules/game.o \
	rules/prompt.o

all: wizcastle

wizcastle: $(OBJ)
	$(CC) $(LDFLAGS) -o $@ $(OBJ) $(EDIT_LIBS) $(LDLIBS)

$(OBJ): io/tty.h
wizcastle.o rules/rnd.o rules/data.o rules/castle.o rules/create.o \
rules/turn.o rules/commands.o rules/combat.o rules/vendor.o \
rules/ending.o rules/game.o rules/prompt.o: wizcastle.h
io/tty.o io/edit.o: io/edit.h

io/edit.o: io/edit.c
	$(CC) $(CPPFLAGS) $(EDIT_CFLAGS) $(CFLAGS) -c -o $@ io/edit.c

.c.o:
	$(CC) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

test/unit: test/unit.c io/tty.o io/edit.o rules/rnd.o wizcastle.h io/tty.h
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ test/unit.c io/tty.o \
		io/edit.o rules/rnd.o $(EDIT_LIBS) $(LDLIBS)

# io/ alone: PRINT and INPUT with no game and no rules
test/unit-io: test/unit-io.c io/tty.o io/edit.o io/tty.h
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ test/unit-io.c io/tty.o \
		io/edit.o $(EDIT_LIBS) $(LDLIBS)

bench/empty: bench/empty.c
	$(CC) $(CPPFLAGS) $(EDIT_CFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ \
		bench/empty.c $(EDIT_LIBS) $(LDLIBS)

bench/runner: bench/runner.c
	$(CC) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ bench/runner.c

run: wizcastle
	./wizcastle

# The fuzz target: AFL++ (Debian's afl++) over whole sessions, with the
# sanitizers; findings in test/fuzz/out (a second run resumes the first).
# FUZZFLAGS go to afl-fuzz, e.g. FUZZFLAGS='-V 1800' for half an hour.
FUZZCC = afl-clang-fast
FUZZSRC = test/fuzz/main.c io/tty.c io/edit.c rules/rnd.c rules/data.c \
	rules/castle.c rules/create.c rules/turn.c rules/commands.c \
	rules/combat.c rules/vendor.c rules/ending.c rules/game.c \
	rules/prompt.c
FUZZFLAGS =

test/fuzz/wizcastle-fuzz: $(FUZZSRC) wizcastle.h io/tty.h io/edit.h
	AFL_USE_ASAN=1 AFL_USE_UBSAN=1 $(FUZZCC) $(CPPFLAGS) -std=c99 -O2 -g \
		-o $@ $(FUZZSRC) $(LDLIBS)

fuzz: test/fuzz/wizcastle-fuzz
	mkdir -p test/fuzz/out
	AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 \
		AFL_AUTORESUME=1 afl-fuzz -i test/fuzz/corpus -o test/fuzz/out \
		-x test/fuzz/dict -m none -t 2000 $(FUZZFLAGS) \
		-- test/fuzz/wizcastle-fuzz

# The same sources with AddressSanitizer and UndefinedBehaviorSanitizer,
# beside the normal build; test/check runs the suite with both.
# float-cast-overflow, which gcc leaves out of undefined, guards the (int)
# of what VAL() read.  `make check SANCC=clang' for clang's.
SANCC = cc
SANFLAGS = -std=c99 -g -O1 -fno-omit-frame-pointer \
	-fsanitize=address,undefined,float-cast-overflow \
	-fno-sanitize-recover=all
SRC = wizcastle.c io/tty.c io/edit.c io/signal.c rules/rnd.c rules/data.c \
	rules/castle.c rules/create.c rules/turn.c rules/commands.c \
	rules/combat.c rules/vendor.c rules/ending.c rules/game.c \
	rules/prompt.c

test/wizcastle-san: $(SRC) wizcastle.h io/tty.h io/edit.h
	$(SANCC) $(CPPFLAGS) $(EDIT_CFLAGS) $(SANFLAGS) -o $@ $(SRC) \
		$(EDIT_LIBS) $(LDLIBS)

test/unit-san: test/unit.c io/tty.c io/edit.c rules/rnd.c wizcastle.h io/tty.h \
		io/edit.h
	$(SANCC) $(CPPFLAGS) $(EDIT_CFLAGS) $(SANFLAGS) -o $@ test/unit.c \
		io/tty.c io/edit.c rules/rnd.c $(EDIT_LIBS) $(LDLIBS)

test/unit-io-san: test/unit-io.c io/tty.c io/edit.c io/tty.h io/edit.h
	$(SANCC) $(CPPFLAGS) $(EDIT_CFLAGS) $(SANFLAGS) -o $@ test/unit-io.c \
		io/tty.c io/edit.c $(EDIT_LIBS) $(LDLIBS)

# check: the suite with the build, again with the sanitizers, and under
# valgrind where installed; one count at the end.  sanitize and valgrind
# run one of those alone.
check: wizcastle test/unit test/unit-io test/wizcastle-san test/unit-san \
		test/unit-io-san
	sh test/check

sanitize: test/wizcastle-san test/unit-san test/unit-io-san
	sh test/check sanitize

valgrind: wizcastle
	sh test/check valgrind

bench: wizcastle bench/empty bench/runner
	sh bench/run

clean:
	rm -f wizcastle $(OBJ) test/unit test/unit-io bench/empty \
		bench/runner test/fuzz/wizcastle-fuzz test/wizcastle-san \
		test/unit-san test/unit-io-san

install: wizcastle
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MANPREFIX)/man6
	cp -f wizcastle $(DESTDIR)$(PREFIX)/bin/wizcastle
	chmod 755 $(DESTDIR)$(PREFIX)/bin/wizcastle
	cp -f man/wizcastle.6 $(DESTDIR)$(MANPREFIX)/man6/wizcastle.6
	chmod 644 $(DESTDIR)$(MANPREFIX)/man6/wizcastle.6

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/wizcastle \
		$(DESTDIR)$(MANPREFIX)/man6/wizcastle.6

.PHONY: all run check sanitize valgrind bench fuzz clean install uninstall
