// The virtual clock shared with a program run in the testbed (`swoop_virtual_clock_share`): the clock and the timers' expiries live in a file the emulator
// maps, so that a program it runs in the testbed (`libinput debug-events`) follows the same clock. That
// program finds the file in SWOOP_VIRTUAL_CLOCK and follows it from its start (when libinput is loaded
// in it). Its timers are FIFOs beside the file (`FILE.timerN`), which the emulator writes when the clock
// reaches their expiry; its own `clock_gettime` follows too. When it is about to block in `poll` with
// nothing ready, it reports what it has read of each input node and of its timers, so that the emulator
// moves the clock on only once it has handled everything written (`swoop_virtual_clock_follower_await`).
#define _GNU_SOURCE
#include "swoop_fstat_shim.h"
#include "virtual_clock.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <linux/futex.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

static clock_state *map_state(const char *path, int flags) {
    int fd = open(path, flags | O_CLOEXEC, 0600);
    if (fd < 0) return NULL;
    void *mapped = MAP_FAILED;
    if (!(flags & O_CREAT) || ftruncate(fd, sizeof(clock_state)) == 0) {
        mapped = mmap(NULL, sizeof(clock_state), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    }
    close(fd);
    return mapped == MAP_FAILED ? NULL : mapped;
}

int swoop_virtual_clock_share(const char *path, int64_t now) {
    if (mode != LOCAL || clock_running || strlen(path) >= sizeof shared_path) return -1;
    clock_state *shared = map_state(path, O_RDWR | O_CREAT | O_TRUNC);
    if (shared == NULL) return -1;
    for (int i = 0; i < MAX_TIMERS; i++) {
        char fifo[PATH_MAX + 16];
        snprintf(fifo, sizeof fifo, "%s.timer%d", path, i);
        if (mkfifo(fifo, 0600) != 0 || (timer_fds[i] = open(fifo, O_RDWR | O_NONBLOCK | O_CLOEXEC)) < 0) return -1;
    }
    strcpy(shared_path, path);
    atomic_store(&shared->now, now);
    state = shared;
    mode = DRIVER;
    return 0;
}

// A program started with SWOOP_VIRTUAL_CLOCK follows that clock from its start, if libinput is in it.
__attribute__((constructor)) static void follow_shared_clock(void) {
    const char *path = getenv("SWOOP_VIRTUAL_CLOCK");
    if (path == NULL || strlen(path) >= sizeof shared_path) return;
    range_count = program_range_count = 0;
    int seen = 0;
    dl_iterate_phdr(collect_ranges, &seen);
    if (range_count == 0) return;  // not the reader (a launcher such as setpriv or `libinput`)
    clock_state *shared = map_state(path, O_RDWR);
    if (shared == NULL) return;
    strcpy(shared_path, path);
    state = shared;
    mode = FOLLOWER;
    clock_running = 1;
}

// The follower, about to block with nothing ready: what it has read of each node and of its timers.
static void report_waiting(void) {
    state->timer_bytes_read = atomic_load(&timer_bytes_read);
    const char *path;
    unsigned long long bytes;
    int open_count, count = 0;
    for (int i = 0; count < MAX_NODES && swoop_fstat_shim_node(i, &path, &bytes, &open_count); i++) {
        snprintf(state->nodes[count].path, sizeof state->nodes[count].path, "%s", path);
        state->nodes[count].bytes = bytes;
        state->nodes[count].open = open_count;
        count++;
    }
    state->node_count = count;
    atomic_fetch_add(&state->waiting, 1);  // odd: waiting
    syscall(SYS_futex, &state->waiting, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
}

static void report_running(void) {
    atomic_fetch_add(&state->waiting, 1);  // even: running
    syscall(SYS_futex, &state->waiting, FUTEX_WAKE, INT_MAX, NULL, NULL, 0);
}

// The program's blocking `poll`. Signals stay blocked from before the check until the wait itself
// (`ppoll` unblocks them atomically): the emulator ends the program with SIGINT once it has reported
// waiting, and that signal must interrupt this wait, not land just before it and be lost.
int poll(struct pollfd *fds, nfds_t count, int timeout) {
    static int (*real)(struct pollfd *, nfds_t, int);
    if (!real) real = dlsym(RTLD_NEXT, "poll");
    if (mode != FOLLOWER || timeout == 0 || !called_from_program(__builtin_return_address(0))) {
        return real(fds, count, timeout);
    }
    sigset_t all, unblocked;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &unblocked);
    int ready = real(fds, count, 0), waited = ready == 0;
    if (waited) {
        report_waiting();
        struct timespec limit = timespec_of((int64_t)timeout * 1000);
        ready = ppoll(fds, count, timeout < 0 ? NULL : &limit, &unblocked);
    }
    int saved = errno;
    pthread_sigmask(SIG_SETMASK, &unblocked, NULL);
    if (waited) report_running();
    errno = saved;
    return ready;
}

// With the follower's report held (`waiting` odd and unchanged): whether it has read every byte of
// `written` from each node it holds open, and every expiry written into its timers.
static int follower_caught_up(const char *const *nodes, const uint64_t *written, int count) {
    if (state->timer_bytes_read != atomic_load(&state->timer_bytes_written)) return 0;
    for (int d = 0; d < count; d++) {
        for (int i = 0; i < state->node_count && i < MAX_NODES; i++) {
            if (strncmp(state->nodes[i].path, nodes[d], sizeof state->nodes[i].path) != 0) continue;
            if (state->nodes[i].open > 0 && state->nodes[i].bytes < written[d]) return 0;
        }
    }
    return 1;
}

int swoop_virtual_clock_follower_await(
    const char *const *nodes, const uint64_t *written, int count, int milliseconds, int move_first) {
    if (mode != DRIVER) return -1;
    uint32_t seen = atomic_load(&state->waiting);
    if (seen % 2 == 1 && !move_first) {
        int caught_up = follower_caught_up(nodes, written, count);
        if (atomic_load(&state->waiting) != seen) return 0;
        if (caught_up) return 1;
    }
    struct timespec limit = {.tv_sec = milliseconds / 1000, .tv_nsec = (milliseconds % 1000) * 1000000L};
    syscall(SYS_futex, &state->waiting, FUTEX_WAIT, seen, &limit, NULL, 0);
    return atomic_load(&state->waiting) != seen ? 0 : -1;
}

