// The emulation's virtual clock: libinput's CLOCK_MONOTONIC and its timer, on a clock the emulator
// advances (through the `swoop_virtual_clock_*` calls below), so an import runs on the recording's
// own time — nothing sleeps, and the same frames meet the same timeouts on an idle or a busy machine.
//
// How libinput 1.22 reads time (its imports: `nm -D libinput.so.10`): `clock_gettime(CLOCK_MONOTONIC)`
// for "now" (libinput_now, its rate limits), one `timerfd_create(CLOCK_MONOTONIC, TFD_CLOEXEC |
// TFD_NONBLOCK)` per context for all its timers, armed with `timerfd_settime(TFD_TIMER_ABSTIME)` at the
// earliest expiry (disarmed with a zero value), in its epoll set; on readiness its dispatch read()s the
// 8-byte expiry count, reads "now" and runs every timer due by then. Events carry the evdev timestamps
// the emulator writes. libevdev and mtdev read no clock for events (libevdev's only `time()` is in
// uinput creation), so only libinput's own calls are redirected.
//
// - `clock_gettime` answers virtual time for the monotonic clocks when the caller is libinput or
//   libevdev (its return address lies in their code); every other caller — Swift, Dispatch, umockdev,
//   the emulator's own heartbeat — keeps the real clock.
// - libinput's `timerfd_create` gets an eventfd instead, and `timerfd_settime`/`timerfd_gettime` on it
//   only record the virtual expiry. When the clock reaches that expiry (or it is set in the past) the
//   descriptor is written: it becomes readable at once, so libinput's epoll reports it and its read
//   gets an 8-byte count, exactly as from an expired timerfd, and settime resets that count as timerfd
//   does.
// Inert until `swoop_virtual_clock_start` (or a shared clock to follow, shared_clock.c): live
// emulations, and the commands they run in real time, keep real time.
#define _GNU_SOURCE
#include "swoop_fstat_shim.h"
#include "virtual_clock.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <link.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

static pthread_mutex_t clock_lock = PTHREAD_MUTEX_INITIALIZER;
volatile int clock_running;
int mode = LOCAL;
static clock_state local_state;
clock_state *state = &local_state;
char shared_path[PATH_MAX];
int timer_fds[MAX_TIMERS] = {-1, -1, -1, -1, -1, -1, -1, -1};
_Atomic uint64_t timer_bytes_read;
static code_range ranges[MAX_RANGES], program_ranges[MAX_RANGES];
int range_count, program_range_count;

static const char *const virtual_libraries[] = {"/libinput.so", "/libevdev.so"};

int collect_ranges(struct dl_phdr_info *info, size_t size, void *seen) {
    (void)size;
    // dl_iterate_phdr reports the program first; `seen` counts the objects reported when it is wanted.
    int program = seen != NULL && (*(int *)seen)++ == 0;
    if (info->dlpi_name == NULL) return 0;
    int wanted = 0;
    for (size_t i = 0; i < sizeof virtual_libraries / sizeof *virtual_libraries; i++) {
        wanted |= strstr(info->dlpi_name, virtual_libraries[i]) != NULL;
    }
    if (!wanted && !program) return 0;
    code_range *into = program ? program_ranges : ranges;
    int *count = program ? &program_range_count : &range_count;
    for (int i = 0; i < info->dlpi_phnum && *count < MAX_RANGES; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_LOAD || !(segment->p_flags & PF_X)) continue;
        uintptr_t start = info->dlpi_addr + segment->p_vaddr;
        into[(*count)++] = (code_range){start, start + segment->p_memsz};
    }
    return 0;
}

static int within(const code_range *list, int count, const void *return_address) {
    uintptr_t address = (uintptr_t)return_address;
    for (int i = 0; i < count; i++) {
        if (address >= list[i].start && address < list[i].end) return 1;
    }
    return 0;
}

static int called_from_libinput(const void *return_address) {
    return within(ranges, range_count, return_address);
}

int called_from_program(const void *return_address) {
    return mode == FOLLOWER && within(program_ranges, program_range_count, return_address);
}

static int is_monotonic(clockid_t id) {
    return id == CLOCK_MONOTONIC || id == CLOCK_MONOTONIC_RAW || id == CLOCK_MONOTONIC_COARSE
        || id == CLOCK_BOOTTIME;
}

static int64_t micros(const struct timespec *ts) { return (int64_t)ts->tv_sec * 1000000 + ts->tv_nsec / 1000; }

struct timespec timespec_of(int64_t us) {
    return (struct timespec){.tv_sec = us / 1000000, .tv_nsec = (us % 1000000) * 1000};
}

static int find_timer(int fd) {
    for (int i = 0; i < MAX_TIMERS; i++) {
        if (timer_fds[i] == fd && fd >= 0) return i;
    }
    return -1;
}

// Every armed timer this process can write that is due by now fires (one expiry, as a one-shot
// timerfd): an 8-byte count of 1, what an eventfd or a timerfd is read as.
static void fire_due_timers(void) {
    int64_t now = atomic_load(&state->now);
    for (int i = 0; i < MAX_TIMERS; i++) {
        int64_t expiry = atomic_load(&state->expiry[i]);
        if (timer_fds[i] < 0 || expiry == 0 || expiry > now) continue;
        if (!atomic_compare_exchange_strong(&state->expiry[i], &expiry, 0)) continue;
        uint64_t one = 1;
        if (write(timer_fds[i], &one, sizeof one) == sizeof one) atomic_fetch_add(&state->timer_bytes_written, sizeof one);
    }
}

int clock_gettime(clockid_t id, struct timespec *ts) {
    static int (*real)(clockid_t, struct timespec *);
    const void *caller = __builtin_return_address(0);
    if (clock_running && is_monotonic(id) && (called_from_libinput(caller) || called_from_program(caller))) {
        *ts = timespec_of(atomic_load(&state->now));
        return 0;
    }
    if (!real) real = dlsym(RTLD_NEXT, "clock_gettime");
    return real(id, ts);
}

// A descriptor for slot `i`: an eventfd here, the slot's FIFO when following a shared clock.
static int timer_descriptor(int i, int flags) {
    if (mode != FOLLOWER) {
        return eventfd(0, ((flags & TFD_NONBLOCK) ? EFD_NONBLOCK : 0) | ((flags & TFD_CLOEXEC) ? EFD_CLOEXEC : 0));
    }
    char path[PATH_MAX + 16];
    snprintf(path, sizeof path, "%s.timer%d", shared_path, i);
    // Read and write: opening never waits for a writer, and re-arming can drain it.
    return open(path, O_RDWR | ((flags & TFD_NONBLOCK) ? O_NONBLOCK : 0) | ((flags & TFD_CLOEXEC) ? O_CLOEXEC : 0));
}

int timerfd_create(int clockid, int flags) {
    static int (*real)(int, int);
    if (!real) real = dlsym(RTLD_NEXT, "timerfd_create");
    if (!clock_running || !is_monotonic(clockid) || !called_from_libinput(__builtin_return_address(0))) {
        return real(clockid, flags);
    }
    pthread_mutex_lock(&clock_lock);
    int fd = -1, full = 1;
    for (int i = 0; i < MAX_TIMERS && full; i++) {
        int unused = 0;
        if (!atomic_compare_exchange_strong(&state->used[i], &unused, 1)) continue;
        full = 0;
        fd = timer_descriptor(i, flags);
        if (fd < 0) {
            atomic_store(&state->used[i], 0);
        } else {
            atomic_store(&state->expiry[i], 0);
            timer_fds[i] = fd;
        }
    }
    int saved = full ? EMFILE : errno;
    pthread_mutex_unlock(&clock_lock);
    errno = saved;
    return fd;
}

static void remaining(int slot, struct itimerspec *value) {
    memset(value, 0, sizeof *value);
    int64_t expiry = atomic_load(&state->expiry[slot]), now = atomic_load(&state->now);
    if (expiry > 0) value->it_value = timespec_of(expiry > now ? expiry - now : 1);
}

// (Re)arming clears the expiry count, as timerfd does; only read when there is one (the descriptor
// may be a blocking one).
static void drain(int fd) {
    static ssize_t (*real_read)(int, void *, size_t);
    if (!real_read) real_read = dlsym(RTLD_NEXT, "read");
    struct pollfd unread = {.fd = fd, .events = POLLIN};
    unsigned char count[64];
    while (poll(&unread, 1, 0) == 1) {
        ssize_t n = real_read(fd, count, sizeof count);
        if (n <= 0) break;
        atomic_fetch_add(&timer_bytes_read, (uint64_t)n);
        if (mode != FOLLOWER) break;  // an eventfd gives its whole count at once
    }
}

int timerfd_settime(int fd, int flags, const struct itimerspec *new_value, struct itimerspec *old_value) {
    static int (*real)(int, int, const struct itimerspec *, struct itimerspec *);
    if (!real) real = dlsym(RTLD_NEXT, "timerfd_settime");
    pthread_mutex_lock(&clock_lock);
    int slot = find_timer(fd);
    if (slot < 0) {
        pthread_mutex_unlock(&clock_lock);
        return real(fd, flags, new_value, old_value);
    }
    if (new_value == NULL) {
        pthread_mutex_unlock(&clock_lock);
        errno = EFAULT;
        return -1;
    }
    if (old_value != NULL) remaining(slot, old_value);
    drain(fd);
    int64_t value = micros(&new_value->it_value), expiry = 0;
    if (new_value->it_value.tv_sec != 0 || new_value->it_value.tv_nsec != 0) {
        // libinput arms in whole µs; a rest of ns rounds up, so a timer never fires early.
        int64_t at = (flags & TFD_TIMER_ABSTIME) ? value : atomic_load(&state->now) + value;
        expiry = (new_value->it_value.tv_nsec % 1000) ? at + 1 : at;
        if (expiry <= 0) expiry = 1;
    }
    atomic_store(&state->expiry[slot], expiry);
    fire_due_timers();
    pthread_mutex_unlock(&clock_lock);
    return 0;
}

int timerfd_gettime(int fd, struct itimerspec *current) {
    static int (*real)(int, struct itimerspec *);
    if (!real) real = dlsym(RTLD_NEXT, "timerfd_gettime");
    pthread_mutex_lock(&clock_lock);
    int slot = find_timer(fd);
    if (slot >= 0 && current != NULL) remaining(slot, current);
    pthread_mutex_unlock(&clock_lock);
    return slot >= 0 ? (current != NULL ? 0 : (errno = EFAULT, -1)) : real(fd, current);
}

void swoop_virtual_clock_forget(int fd) {
    if (mode == DRIVER) return;  // its descriptors are the timers' write ends, kept until it exits
    pthread_mutex_lock(&clock_lock);
    int slot = find_timer(fd);
    if (slot >= 0) {
        timer_fds[slot] = -1;
        atomic_store(&state->expiry[slot], 0);
        atomic_store(&state->used[slot], 0);
    }
    pthread_mutex_unlock(&clock_lock);
}

void swoop_virtual_clock_count_read(int fd, long bytes) {
    if (mode != FOLLOWER || bytes <= 0) return;
    pthread_mutex_lock(&clock_lock);
    if (find_timer(fd) >= 0) atomic_fetch_add(&timer_bytes_read, (uint64_t)bytes);
    pthread_mutex_unlock(&clock_lock);
}

int swoop_virtual_clock_start(int64_t now) {
    pthread_mutex_lock(&clock_lock);
    range_count = 0;
    dl_iterate_phdr(collect_ranges, NULL);
    atomic_store(&state->now, now);
    int found = range_count;
    pthread_mutex_unlock(&clock_lock);
    if (found == 0) return -1;  // libinput is not loaded: nothing would follow the clock
    clock_running = 1;
    return 0;
}

void swoop_virtual_clock_advance(int64_t to) {
    pthread_mutex_lock(&clock_lock);
    if (to > atomic_load(&state->now)) atomic_store(&state->now, to);
    fire_due_timers();
    pthread_mutex_unlock(&clock_lock);
}

int64_t swoop_virtual_clock_now(void) { return atomic_load(&state->now); }

int64_t swoop_virtual_clock_next_expiry(void) {
    int64_t next = -1;
    for (int i = 0; i < MAX_TIMERS; i++) {
        int64_t expiry = atomic_load(&state->expiry[i]);
        if (atomic_load(&state->used[i]) && expiry > 0 && (next < 0 || expiry < next)) next = expiry;
    }
    return next;
}
