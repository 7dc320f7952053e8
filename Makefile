# wizcastle - The Wizard's Castle (1980)
.POSIX:

# Where make install puts the game and its pages: BINDIR=/usr/games for
# the games' own folder, as BSD and Debian have it.  The player's page is
# wizcastle(6); the host's, wizcastle-host(7), and the fidelity notes,
# wizcastle-fidelity(7), go in man7 (MAN7).  INSTALLED lists the folders
# install had to make, for uninstall (make clean keeps it).
PREFIX = /usr/local
BINDIR = $(PREFIX)/bin
MANDIR = $(PREFIX)/share/man
INSTALLED = .installed-dirs
MAN7 = wizcastle-host.7 wizcastle-fidelity.7
STRIP = strip

# Yours to set: make CC=clang CFLAGS=-O0 CPPFLAGS=-DNDEBUG.  No -lm: the
# <math.h> functions called, fabs and fabsf, are the compiler's own in gcc
# and clang (nm finds no libm symbol); one that calls libm needs LDLIBS=-lm.
# test/unit.c calls ldexp: it links with -lm.
CC = cc
CFLAGS = -O2 -Wall -Wextra -pedantic
CPPFLAGS =
LDFLAGS =
LDLIBS =
PKG_CONFIG = pkg-config

# The sanitizers' compiler and flags (test/wizcastle-san ...):
# AddressSanitizer and UndefinedBehaviorSanitizer; float-cast-overflow,
# which gcc leaves out of undefined, guards the (int) of what VAL() read.
# `make check SANCC=clang' for clang's.
SANCC = cc
SANFLAGS = -g -O1 -fno-omit-frame-pointer \
	-fsanitize=address,undefined,float-cast-overflow \
	-fno-sanitize-recover=all

# What the program needs, whatever CFLAGS and CPPFLAGS say.
STDFLAGS = -std=c99 -D_POSIX_C_SOURCE=200809L

# libedit, for line editing at a terminal, when pkg-config finds it;
# make EDIT_CFLAGS= EDIT_LIBS= builds without it.  (!= is POSIX 2024,
# GNU make 4 and bmake.)
EDIT_CFLAGS != $(PKG_CONFIG) --cflags libedit 2>/dev/null && echo -DHAVE_LIBEDIT || :
EDIT_LIBS != $(PKG_CONFIG) --libs libedit 2>/dev/null || :

# The Debian packages the build needs beyond a C compiler and make, and
# those the tests need besides: make run installs what is missing of the
# first, make check and make deps of both (.ci/deps.sh).  openssh-server and
# openssh-client: test/t_ssh.sh's own sshd and its players; deps.sh lets
# no install start a service, so no system sshd comes up on port 22.
# asciinema: test/t_cast.sh plays the recordings -a makes.  util-linux
# (essential, but named): su and setpriv, t_operator.sh's account.
BUILDDEPS = pkgconf libedit-dev
TESTDEPS = asciinema clang cppcheck groff-base man-db mandoc openssh-client \
	openssh-server python3 tmux util-linux valgrind

# The sources, one a line, by folder: io/, what knows no game and no
# program, in two rooms: the teletype (io/tty/, io/tty/tty.h) and the
# journal's storage (io/store/, io/store/journal.h), and what both use
# (io/); rules/, the game (rules/rules.h; wizcastle.h, what main and the
# host see of it); host/, the journal as the player meets it, the choice
# of game, -g, -w, the xlogfile and the words (host/session.h ...);
# wizcastle.c, main.
IO = \
	io/alloc.c \
	io/atomicio.c \
	io/now.c \
	io/store/aside.c \
	io/store/folder.c \
	io/store/hold.c \
	io/store/journal.c \
	io/store/keep.c \
	io/store/life.c \
	io/store/live.c \
	io/store/secret.c \
	io/store/shelf.c \
	io/store/store.c \
	io/tty/basic.c \
	io/tty/edit.c \
	io/tty/editin.c \
	io/tty/input.c \
	io/tty/key.c \
	io/tty/mbf.c \
	io/tty/out.c \
	io/tty/pager.c \
	io/tty/raw.c \
	io/tty/replay.c \
	io/tty/screen.c \
	io/tty/signal.c \
	io/tty/stand.c \
	io/tty/tty.c
RULES = \
	rules/arith.c \
	rules/castle.c \
	rules/combat.c \
	rules/commands.c \
	rules/create.c \
	rules/data.c \
	rules/edition.c \
	rules/ending.c \
	rules/game.c \
	rules/prompt.c \
	rules/rnd.c \
	rules/stetson.c \
	rules/status.c \
	rules/turn.c \
	rules/vendor.c
HOST = wizcastle.c host/args.c host/cast.c host/say.c host/session.c \
	host/choose.c host/games.c host/head.c host/takeover.c host/xlog.c \
	host/watch.c host/log.c host/end.c host/menu.c host/login.c \
	host/scores.c host/usage.c host/help.c host/note.c \
	host/follow.c
SRC = $(HOST) $(IO) $(RULES)
LIB = $(IO:.c=.o) $(RULES:.c=.o)
OBJ = $(HOST:.c=.o) $(LIB)

# Every header of the program, one a line: each object is built again
# when any of them changes (sbase's rule), which no #include added or
# taken away can make wrong; a header missing here is one test/t_build.sh
# (build-deps) finds, as it finds any object not built again when a
# header its source includes changes.
HDR = \
	wizcastle.h \
	host/args.h \
	host/cast.h \
	host/end.h \
	host/follow.h \
	host/games.h \
	host/head.h \
	host/help.h \
	host/log.h \
	host/login.h \
	host/menu.h \
	host/note.h \
	host/say.h \
	host/scores.h \
	host/session.h \
	host/takeover.h \
	host/usage.h \
	host/watch.h \
	host/xlog.h \
	io/alloc.h \
	io/atomicio.h \
	io/tty/edit.h \
	io/tty/editor.h \
	host/follow.h \
	io/tty/teletype.h \
	io/store/journal.h \
	io/tty/key.h \
	io/tty/mbf.h \
	io/now.h \
	io/tty/pager.h \
	io/tty/stand.h \
	io/store/live.h \
	io/store/store.h \
	io/tty/tty.h \
	rules/rules.h \
	rules/stetson.h
TESTHDR = $(HDR) test/lib/report.h

all: wizcastle

wizcastle: $(OBJ) .flags
	$(CC) $(LDFLAGS) -o $@ $(OBJ) $(EDIT_LIBS) $(LDLIBS)
	@[ -n '$(EDIT_LIBS)' ] || echo 'wizcastle: built without libedit: no line editing at a terminal. To have it: make run, or make deps (Debian: libedit-dev), then make.'

$(OBJ): $(HDR) .flags
test/unit.o test/unit-io.o: $(TESTHDR) .flags

.c.o:
	$(CC) $(STDFLAGS) $(EDIT_CFLAGS) $(CPPFLAGS) $(CFLAGS) -c -o $@ $<

# The configuration of the last build, in .flags, which all that is
# built depends on: with libedit or without, another CC, CFLAGS ... builds
# it all again.  make rewrites .flags as it reads this file, before it
# looks at a date, when the configuration differs from the one the file
# holds (!=, as EDIT_CFLAGS's), and leaves it as it is otherwise: so make
# -q is true after a build, as it is not with a rule that runs every
# time.  The rule is for a .flags that make clean took away meanwhile.
FLAGS = $(CC) $(STDFLAGS) $(EDIT_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) \
	$(EDIT_LIBS) $(LDLIBS) $(SANCC) $(SANFLAGS)
FLAGS_SET != echo '$(FLAGS)' >.flags.new && \
	{ cmp -s .flags.new .flags && rm -f .flags.new || mv -f .flags.new .flags; }
.flags:
	echo '$(FLAGS)' >.flags

# make run and make check install what they need first (.ci/deps.sh), then
# build in a new make, which finds libedit.
run:
	@sh .ci/deps.sh $(BUILDDEPS)
	@$(MAKE) wizcastle
	./wizcastle

check:
	@sh .ci/deps.sh $(BUILDDEPS) $(TESTDEPS)
	@$(MAKE) wizcastle test/unit test/unit-io test/wizcastle-san \
		test/unit-san test/unit-io-san
	@sh test/check

deps:
	@sh .ci/deps.sh $(BUILDDEPS) $(TESTDEPS)

# The quick loop: the golden cases and the unit tests with the build.
test: wizcastle test/unit test/unit-io
	@TESTS= sh test/run

test/unit: test/unit.o $(LIB)
	$(CC) $(LDFLAGS) -o $@ test/unit.o $(LIB) $(EDIT_LIBS) $(LDLIBS) -lm

# PRINT and INPUT alone: the teletype (and each BASIC's numbers, which
# its PRINT and VAL use), with no game and no journal
TTY = io/tty/tty.c io/atomicio.c io/tty/raw.c io/tty/out.c io/tty/input.c io/tty/replay.c io/tty/basic.c io/alloc.c io/tty/mbf.c \
	io/tty/edit.c io/tty/editin.c io/tty/stand.c io/tty/pager.c io/tty/key.c io/tty/screen.c \
	io/tty/signal.c
test/unit-io: test/unit-io.o $(TTY:.c=.o)
	$(CC) $(LDFLAGS) -o $@ test/unit-io.o $(TTY:.c=.o) $(EDIT_LIBS) $(LDLIBS)

# The same sources with AddressSanitizer and UndefinedBehaviorSanitizer
# (SANCC, SANFLAGS), beside the normal build; test/check runs the suite
# with both.
test/wizcastle-san: $(SRC) $(HDR) .flags
	$(SANCC) $(STDFLAGS) $(EDIT_CFLAGS) $(CPPFLAGS) $(SANFLAGS) -o $@ \
		$(SRC) $(EDIT_LIBS) $(LDLIBS)

test/unit-san: test/unit.c $(IO) $(RULES) $(TESTHDR) .flags
	$(SANCC) $(STDFLAGS) $(EDIT_CFLAGS) $(CPPFLAGS) $(SANFLAGS) -o $@ \
		test/unit.c $(IO) $(RULES) $(EDIT_LIBS) $(LDLIBS) -lm

test/unit-io-san: test/unit-io.c $(TTY) $(TESTHDR) .flags
	$(SANCC) $(STDFLAGS) $(EDIT_CFLAGS) $(CPPFLAGS) $(SANFLAGS) -o $@ \
		test/unit-io.c $(TTY) $(EDIT_LIBS) $(LDLIBS)

sanitize: test/wizcastle-san test/unit-san test/unit-io-san
	sh test/check sanitize

valgrind: wizcastle
	sh test/check valgrind

test/bench/empty: test/bench/empty.c .flags
	$(CC) $(STDFLAGS) $(EDIT_CFLAGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) \
		-o $@ test/bench/empty.c $(EDIT_LIBS) $(LDLIBS)

test/bench/runner: test/bench/runner.c .flags
	$(CC) $(STDFLAGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ test/bench/runner.c

test/bench/floor: test/bench/floor.c .flags
	$(CC) $(STDFLAGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ test/bench/floor.c

test/bench/watchers: test/bench/watchers.c .flags
	$(CC) $(STDFLAGS) $(CPPFLAGS) $(CFLAGS) $(LDFLAGS) -o $@ test/bench/watchers.c

bench: wizcastle test/bench/empty test/bench/runner test/bench/floor \
	test/bench/watchers
	sh test/bench/run

# The fuzz target: AFL++ (Debian's afl++) over whole sessions, with the
# sanitizers; findings in test/fuzz/out (a second run resumes the first).
# FUZZFLAGS go to afl-fuzz, e.g. FUZZFLAGS='-V 1800' for half an hour.
FUZZCC = afl-clang-fast
FUZZFLAGS =

test/fuzz/wizcastle-fuzz: test/fuzz/main.c $(IO) $(RULES) $(HDR)
	AFL_USE_ASAN=1 AFL_USE_UBSAN=1 $(FUZZCC) $(STDFLAGS) $(CPPFLAGS) -O2 -g \
		-o $@ test/fuzz/main.c $(IO) $(RULES) $(LDLIBS)

fuzz: test/fuzz/wizcastle-fuzz
	mkdir -p test/fuzz/out
	AFL_SKIP_CPUFREQ=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 \
		AFL_AUTORESUME=1 afl-fuzz -i test/fuzz/corpus -o test/fuzz/out \
		-x test/fuzz/dict -m none -t 2000 $(FUZZFLAGS) \
		-- test/fuzz/wizcastle-fuzz

clean:
	rm -rf wizcastle $(OBJ) .flags test/out test/unit test/unit.o \
		test/unit-io test/unit-io.o test/wizcastle-san test/unit-san \
		test/unit-io-san test/fuzz/wizcastle-fuzz test/bench/empty \
		test/bench/runner test/bench/floor test/bench/watchers

# install: the binary as built (a packager's tools strip it and keep its
# debugging symbols apart), wizcastle-addplayer (the host's, which
# writes a player's key line: its game the one installed) and the
# pages, making the folders they need,
# one at a time, and noting each in $(INSTALLED).  install-strip: the
# same, the binary stripped.  uninstall: the five files, and of the
# folders noted, those left empty, deepest first; a folder that was there
# before, such as Debian's empty /usr/local/games, is never noted and
# stays.
install: wizcastle
	@for d in "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man6" \
	    "$(DESTDIR)$(MANDIR)/man7"; do \
		set --; p=$$d; \
		while [ ! -d "$$p" ]; do set -- "$$p" "$$@"; p=$$(dirname "$$p"); done; \
		for p; do \
			echo "mkdir $$p"; \
			mkdir "$$p" && echo "$$p" >>"$(INSTALLED)" || exit 1; \
		done; \
	done
	cp -f wizcastle "$(DESTDIR)$(BINDIR)/wizcastle"
	chmod 755 "$(DESTDIR)$(BINDIR)/wizcastle"
	sed 's|^game=.*|game=$(BINDIR)/wizcastle|' host/wizcastle-addplayer \
		>"$(DESTDIR)$(BINDIR)/wizcastle-addplayer"
	chmod 755 "$(DESTDIR)$(BINDIR)/wizcastle-addplayer"
	cp -f man/wizcastle.6 "$(DESTDIR)$(MANDIR)/man6/wizcastle.6"
	chmod 644 "$(DESTDIR)$(MANDIR)/man6/wizcastle.6"
	for p in $(MAN7); do \
		cp -f "man/$$p" "$(DESTDIR)$(MANDIR)/man7/$$p" && \
		chmod 644 "$(DESTDIR)$(MANDIR)/man7/$$p" || exit 1; \
	done

install-strip: install
	$(STRIP) "$(DESTDIR)$(BINDIR)/wizcastle"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/wizcastle" \
		"$(DESTDIR)$(BINDIR)/wizcastle-addplayer" \
		"$(DESTDIR)$(MANDIR)/man6/wizcastle.6"
	for p in $(MAN7); do rm -f "$(DESTDIR)$(MANDIR)/man7/$$p"; done
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

.PHONY: all run check deps test sanitize valgrind bench fuzz clean install \
	install-strip uninstall
