# wizcastle - The Wizard's Castle (1980)
.POSIX:

# Where make install puts the game and its page: BINDIR=/usr/games for
# the games' own folder, as BSD and Debian have it.  INSTALLED lists the
# folders install had to make, for uninstall (make clean keeps it).
PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man
INSTALLED = .installed-dirs
STRIP = strip

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

# install: the binary as built (a packager's tools strip it and keep its
# debugging symbols apart) and the page, making the folders they need,
# one at a time, and noting each in $(INSTALLED).  install-strip: the
# same, the binary stripped.  uninstall: the two files, and of the
# folders noted, those left empty, deepest first; a folder that was there
# before, such as Debian's empty /usr/local/games, is never noted and
# stays.
install: wizcastle
	@for d in "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man6"; do \
		set --; p=$$d; \
		while [ ! -d "$$p" ]; do set -- "$$p" "$$@"; p=$$(dirname "$$p"); done; \
		for p; do \
			echo "mkdir $$p"; \
			mkdir "$$p" && echo "$$p" >>"$(INSTALLED)" || exit 1; \
		done; \
	done
	cp -f wizcastle "$(DESTDIR)$(BINDIR)/wizcastle"
	chmod 755 "$(DESTDIR)$(BINDIR)/wizcastle"
	cp -f man/wizcastle.6 "$(DESTDIR)$(MANDIR)/man6/wizcastle.6"
	chmod 644 "$(DESTDIR)$(MANDIR)/man6/wizcastle.6"

install-strip: install
	$(STRIP) "$(DESTDIR)$(BINDIR)/wizcastle"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/wizcastle" \
		"$(DESTDIR)$(MANDIR)/man6/wizcastle.6"
	@if [ -f "$(INSTALLED)" ]; then \
		LC_ALL=C sort -r -u "$(INSTALLED)" | while IFS= read -r d; do \
			if [ -d "$$d" ] && rmdir "$$d" 2>/dev/null; then \
				echo "rmdir $$d"; \
			fi; \
		done; \
		while IFS= read -r d; do \
			if [ -d "$$d" ]; then echo "$$d"; fi; \
		done <"$(INSTALLED)" >"$(INSTALLED).new"; \
		if [ -s "$(INSTALLED).new" ]; then \
			mv -f "$(INSTALLED).new" "$(INSTALLED)"; \
		else \
			rm -f "$(INSTALLED).new" "$(INSTALLED)"; \
		fi; \
	fi

.PHONY: all run check sanitize valgrind bench fuzz clean install \
	install-strip uninstall
