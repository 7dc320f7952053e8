#!/bin/sh
# t_place.sh: a player's place (-u) among the players, that no other
# name can take (io/store/hold.c, io/store/secret.c), with input from a pipe: the
# games of a test's own state folder, no terminal needed.
#
#   place-forged   a game holds the byte of players/.lock that FNV-1a
#                  gives alice's name (as a name made to collide with
#                  hers, under the old scheme, would): alice logs in and
#                  plays; the other is neither told, hung up nor killed,
#                  and alice's own place is the byte SipHash-2-4 gives
#                  her name under the folder's key, players/.key: 16
#                  bytes, mode 0600
#   place-key      eight first logins at once in a new state folder: one
#                  key, 0600, no key half made left; another state
#                  folder's key is another
#   place-race     ten logins of rita at once (from pipes): one game left
#                  running; each of the nine others ends, status 0, with
#                  a line: its game went on at another login
#   place-taking   a login of rita's asks while the other is still taking
#                  her place (its lock's call has taken the lock and not
#                  yet returned: a library of the test's own, preloaded,
#                  holds it there): that one ends, status 0, its game
#                  went on at another login, not killed by the hang-up
#                  as a dropped line is; the same for the folder's lock
#   place-hidden   a hidden journal on its way (.DATE-TIME-PID.journal),
#                  left in rita's folder and its finished/ by a process
#                  that died (kill -9): her next login removes both; one
#                  of a process alive stays
#   place-foreign  rita's place and folder held by a process whose pid,
#                  as the locks say it, is another's here (a library of
#                  the test's own, preloaded, makes F_GETLK name a sleep
#                  of the test's, as a folder another machine shares
#                  would name a pid of that machine): her login takes
#                  nothing over and -k rita ends nothing, status 1,
#                  saying the process has not the lock open; the sleep,
#                  no game of that folder, is never signalled
. "$(dirname "$0")/lib/tap.sh"	# one test alone: want NAME
W=${WIZCASTLE:-./wizcastle}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
echo 1..6	# its tests (test/run counts those not run as failed)
py=$PYTHON3

# forged.py WIZCASTLE STATE: the scenario of place-forged; nothing, or
# what is wrong (status 1)
cat >"$tmp/forged.py" <<'EOF2'
import fcntl, os, select, signal, struct, subprocess, sys, time
W, state = sys.argv[1:3]
players = os.path.join(state, 'wizcastle', 'players')
lock = os.path.join(players, '.lock')
span = 1 << 62

def fnv(name):
    h = 14695981039346656037
    for c in name.encode():
        h = ((h ^ c) * 1099511628211) % (1 << 64)
    return 1 + h % (span - 1)

def rotl(x, b):
    return ((x << b) | (x >> (64 - b))) & (2**64 - 1)

def siphash(key, msg):
    k0, k1 = struct.unpack('<QQ', key)
    v = [k0 ^ 0x736f6d6570736575, k1 ^ 0x646f72616e646f6d,
         k0 ^ 0x6c7967656e657261, k1 ^ 0x7465646279746573]
    M = 2**64 - 1
    def rnd():
        v[0] = (v[0] + v[1]) & M; v[1] = rotl(v[1], 13) ^ v[0]
        v[0] = rotl(v[0], 32)
        v[2] = (v[2] + v[3]) & M; v[3] = rotl(v[3], 16) ^ v[2]
        v[0] = (v[0] + v[3]) & M; v[3] = rotl(v[3], 21) ^ v[0]
        v[2] = (v[2] + v[1]) & M; v[1] = rotl(v[1], 17) ^ v[2]
        v[2] = rotl(v[2], 32)
    b = msg + b'\0' * (7 - len(msg) % 8) + bytes([len(msg) & 0xff])
    for i in range(0, len(b), 8):
        m, = struct.unpack('<Q', b[i:i + 8])
        v[3] ^= m; rnd(); rnd(); v[0] ^= m
    v[2] ^= 0xff
    for i in range(4):
        rnd()
    return v[0] ^ v[1] ^ v[2] ^ v[3]

def holder_of(at):
    with open(lock, 'rb') as f:
        fl = struct.pack('hhqqii', fcntl.F_WRLCK, 0, at, 1, 0, 0)
        r = struct.unpack('hhqqii', fcntl.fcntl(f, fcntl.F_GETLK, fl))
    return r[4] if r[0] != fcntl.F_UNLCK else 0

# the forger: FNV-1a's byte of alice held, a hang-up noted
mark = os.path.join(state, 'hung')
rd, wr = os.pipe()
pid = os.fork()
if pid == 0:
    signal.signal(signal.SIGHUP, lambda s, f: open(mark, 'w').close())
    fd = os.open(lock, os.O_RDWR)
    fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, fnv('alice'), 0)
    os.write(wr, b'x')
    time.sleep(30)
    os._exit(0)
os.read(rd, 1)
p = subprocess.Popen([W, '-u', 'alice'], stdin=subprocess.PIPE,
                     stdout=subprocess.PIPE, stderr=subprocess.PIPE)
out, end = b'', time.time() + 10
while b'YOUR CHOICE' not in out and time.time() < end:
    if select.select([p.stdout], [], [], end - time.time())[0]:
        c = os.read(p.stdout.fileno(), 4096)
        if not c:
            break
        out += c
why = None
gone = os.waitpid(pid, os.WNOHANG)[0] == pid
if b'YOUR CHOICE' not in out:
    why = 'expected alice at YOUR CHOICE ?, got %r' % out[-200:]
elif os.path.exists(mark) or gone:
    why = ('expected the holder of FNV-1a\'s byte of alice left alone, '
           'got it %s' % ('hung up' if os.path.exists(mark) else 'killed'))
else:
    key = open(os.path.join(players, '.key'), 'rb').read()
    st = os.stat(os.path.join(players, '.key'))
    at = 1 + siphash(key, b'alice') % (span - 1)
    if len(key) != 16 or st.st_mode & 0o777 != 0o600:
        why = 'expected .key of 16 bytes, 0600, got %d bytes, %o' % (len(key), st.st_mode & 0o777)
    elif holder_of(at) != p.pid:
        why = 'expected alice\'s game (%d) at her keyed byte, got %d' % (p.pid, holder_of(at))
p.stdin.close()
err = p.stderr.read()
p.wait()
if why is None and b'hung up' in err:
    why = 'expected alice told nothing of another game, got %r' % err
if not gone:
    os.kill(pid, signal.SIGKILL)
    os.waitpid(pid, 0)
if why:
    sys.exit(why)
EOF2

forged() {
	s=$tmp/f
	XDG_STATE_HOME=$s "$W" -u ann </dev/null >/dev/null 2>&1
	why=$(XDG_STATE_HOME=$s "$py" "$tmp/forged.py" "$W" "$s" 2>&1) &&
	    echo "ok place-forged" || echo "not ok place-forged: $why"
}

key() {
	s=$tmp/k
	for n in 1 2 3 4 5 6 7 8; do
		XDG_STATE_HOME=$s "$W" -u "p$n" </dev/null >/dev/null 2>&1 &
	done
	wait
	XDG_STATE_HOME=$tmp/k2 "$W" -u p1 </dev/null >/dev/null 2>&1
	d=$s/wizcastle/players
	left=$(ls -a "$d" | grep '^\.key.' | tr '\n' ' ')
	if [ "$(stat -c '%a %s' "$d/.key" 2>&1)" != "600 16" ]; then
		echo "not ok place-key: $(expected "players/.key, 600 16 bytes" "$(stat -c '%a %s' "$d/.key" 2>&1)")"
	elif [ -n "$left" ]; then
		echo "not ok place-key: $(expected "no key half made" "$left")"
	elif cmp -s "$d/.key" "$tmp/k2/wizcastle/players/.key"; then
		echo "not ok place-key: $(expected "another key in another state folder" "the same")"
	else
		echo "ok place-key"
	fi
}

# race.py WIZCASTLE N: N logins of rita at once; nothing, or what is
# wrong (status 1)
cat >"$tmp/race.py" <<'EOF2'
import subprocess, sys, time
W, n = sys.argv[1], int(sys.argv[2])
ps = [subprocess.Popen([W, '-u', 'rita'], stdin=subprocess.PIPE,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
      for i in range(n)]
end = time.time() + 20
while sum(p.poll() is None for p in ps) > 1 and time.time() < end:
    time.sleep(0.05)
left = [p for p in ps if p.poll() is None]
why = None
if len(left) != 1:
    why = 'expected one game left running, got %d' % len(left)
for p in ps:
    if p in left:
        continue
    err = p.stderr.read().decode('latin-1')
    if why is None and (p.returncode != 0 or
                        'your game went on at another login' not in err):
        why = ('expected each login that lost told its game went on at '
               'another login, status 0, got status %d, %r' % (p.returncode, err))
for p in left:
    p.stdin.close()
    p.wait()
if why:
    sys.exit(why)
EOF2

race() {
	why=$(XDG_STATE_HOME=$tmp/r "$py" "$tmp/race.py" "$W" 10 2>&1) &&
	    echo "ok place-race" || echo "not ok place-race: $why"
}

# slowlock.c: fcntl (and fcntl64) as libc's, but a write lock taken
# with F_SETLK is held there, before the call returns, until a signal
# comes or 10 s pass, after a line "locked" in $SLOWLOCK_MARK; only
# the Nth such lock (SLOWLOCK_NTH: 1, the place's; 2, the folder's)
cat >"$tmp/slowlock.c" <<'EOF2'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static int slowed(int fd, int cmd, void *arg, const char *name)
{
	static int n;
	int (*real)(int, int, ...) = (int (*)(int, int, ...))dlsym(RTLD_NEXT, name);
	int r = real(fd, cmd, arg);
	const char *mark = getenv("SLOWLOCK_MARK");
	const char *nth = getenv("SLOWLOCK_NTH");
	FILE *f;

	if (r == 0 && cmd == F_SETLK && ((struct flock *)arg)->l_type == F_WRLCK &&
	    ++n == (nth != NULL ? atoi(nth) : 1) && mark != NULL &&
	    (f = fopen(mark, "w")) != NULL) {
		struct timespec ts = { 10, 0 };

		fputs("locked\n", f);
		fclose(f);
		nanosleep(&ts, NULL);
	}
	return r;
}

/* fcntl and fcntl64 alike: the argument a pointer, as F_SETLK's */
#define SLOWED(name) \
int name(int fd, int cmd, ...) \
{ \
	va_list ap; \
	void *arg; \
 \
	va_start(ap, cmd); \
	arg = va_arg(ap, void *); \
	va_end(ap); \
	return slowed(fd, cmd, arg, #name); \
}
SLOWED(fcntl)
SLOWED(fcntl64)
EOF2

# taking NTH: rita's game held at its NTH lock's taking; a second login
# of hers then; nothing, or what is wrong
taking_one() {
	s=$tmp/t$1
	rm -f "$tmp/mark"
	mkfifo "$tmp/a.in.$1"
	# ASan's runtime is first of all in its binaries: the shim after it
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
	    LD_PRELOAD=$tmp/slowlock.so SLOWLOCK_MARK=$tmp/mark SLOWLOCK_NTH=$1 \
	    XDG_STATE_HOME=$s "$W" -u rita <"$tmp/a.in.$1" >/dev/null 2>"$tmp/a.err" &
	a=$!
	exec 7>"$tmp/a.in.$1"
	i=0
	while [ ! -s "$tmp/mark" ] && [ $i -lt 300 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if [ ! -s "$tmp/mark" ]; then
		exec 7>&-
		quiet_kill $a
		echo "lock $1 never taken"
		return
	fi
	XDG_STATE_HOME=$s "$W" -u rita </dev/null >/dev/null 2>&1 &
	b=$!
	wait $a
	rc=$?
	exec 7>&-
	wait $b
	[ $rc -eq 0 ] && grep -q 'your game went on at another login' "$tmp/a.err" ||
	    echo "lock $1: $(expected "status 0, its game went on at another login" "status $rc, '$(tr '\n' '|' <"$tmp/a.err")'")"
}
taking() {
	if ! ${CC:-cc} -shared -fPIC -o "$tmp/slowlock.so" "$tmp/slowlock.c" -ldl \
	    2>"$tmp/cc.err"; then
		echo "not ok place-taking: $(expected "a preloaded library built (Debian: gcc)" "$(head -n 1 "$tmp/cc.err")")"
		return
	fi
	why="$(taking_one 1)$(taking_one 2)"
	[ -z "$why" ] && echo "ok place-taking" ||
	    echo "not ok place-taking: $why"
}

hidden() {
	s=$tmp/h
	d=$s/wizcastle/players/rita
	XDG_STATE_HOME=$s "$W" -u rita </dev/null >/dev/null 2>&1
	sh -c 'exit 0' &
	dead=$!
	wait $dead
	sleep 30 &
	alive=$!
	mkdir -p "$d/finished"
	for f in "$d/.20260101-000000-$dead.journal" \
	    "$d/finished/.20260101-000000-$dead.journal" \
	    "$d/.20260101-000000-$alive.journal"; do
		echo "wizcastle journal 1" >"$f"
	done
	XDG_STATE_HOME=$s "$W" -u rita </dev/null >/dev/null 2>&1
	left=$(cd "$d" && ls -a . finished | grep '^\..*\.journal$' | tr '\n' ' ')
	quiet_kill $alive
	[ "$left" = ".20260101-000000-$alive.journal " ] &&
	    echo "ok place-hidden" ||
	    echo "not ok place-hidden: $(expected "the hidden journal of $alive alone left" "$left")"
}

# foreign.c: fcntl (and fcntl64) as libc's, but a lock F_GETLK finds
# named as held by $FOREIGN_PID
cat >"$tmp/foreign.c" <<'EOF2'
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>

static int named(int fd, int cmd, void *arg, const char *name)
{
	int (*real)(int, int, ...) = (int (*)(int, int, ...))dlsym(RTLD_NEXT, name);
	int r = real(fd, cmd, arg);
	const char *pid = getenv("FOREIGN_PID");

	if (r == 0 && cmd == F_GETLK && pid != NULL &&
	    ((struct flock *)arg)->l_type != F_UNLCK)
		((struct flock *)arg)->l_pid = atoi(pid);
	return r;
}

#define NAMED(name) \
int name(int fd, int cmd, ...) \
{ \
	va_list ap; \
	void *arg; \
 \
	va_start(ap, cmd); \
	arg = va_arg(ap, void *); \
	va_end(ap); \
	return named(fd, cmd, arg, #name); \
}
NAMED(fcntl)
NAMED(fcntl64)
EOF2

# foreign: the scenario of place-foreign
foreign() {
	s=$tmp/f
	if ! ${CC:-cc} -shared -fPIC -o "$tmp/foreign.so" "$tmp/foreign.c" -ldl \
	    2>"$tmp/cc.err"; then
		echo "not ok place-foreign: $(expected "a preloaded library built (Debian: gcc)" "$(head -n 1 "$tmp/cc.err")")"
		return
	fi
	XDG_STATE_HOME=$s "$W" -u rita </dev/null >/dev/null 2>&1
	"$py" -c '
import fcntl, sys, time
fs = [open(p, "r+") for p in sys.argv[1:]]
for f in fs:
	fcntl.lockf(f, fcntl.LOCK_EX | fcntl.LOCK_NB, 0, 0)
print("held", flush=True)
time.sleep(60)' "$s/wizcastle/players/.lock" "$s/wizcastle/players/rita/.lock" \
	    >"$tmp/held" &
	holder=$!
	sleep 60 &
	other=$!
	i=0
	while [ ! -s "$tmp/held" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	why=
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
	    LD_PRELOAD=$tmp/foreign.so FOREIGN_PID=$other XDG_STATE_HOME=$s \
	    "$W" -u rita </dev/null >/dev/null 2>"$tmp/login.err"
	kill -0 $other 2>/dev/null || why="$why [the login signalled $other]"
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0 \
	    LD_PRELOAD=$tmp/foreign.so FOREIGN_PID=$other XDG_STATE_HOME=$s \
	    "$W" -k rita >"$tmp/k.out" 2>"$tmp/k.err"
	rc=$?
	kill -0 $other 2>/dev/null || why="$why [-k signalled $other]"
	[ $rc -eq 1 ] && grep -q "process $other has not the folder's lock open" "$tmp/k.err" ||
	    why="$why [-k: $(expected "status 1, process $other has not the folder's lock open" "status $rc, $(tr '\n' '|' <"$tmp/k.err")")]"
	quiet_kill $holder $other
	[ -z "$why" ] && echo "ok place-foreign" || echo "not ok place-foreign:$why"
}

want place-forged && forged
want place-key && key
want place-race && race
want place-taking && taking
want place-hidden && hidden
want place-foreign && foreign
exit 0
