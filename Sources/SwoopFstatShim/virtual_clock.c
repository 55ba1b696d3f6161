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
//   eventfd is written: it becomes readable at once, so libinput's epoll reports it and its read gets
//   an 8-byte count, exactly as from an expired timerfd, and settime resets that count as timerfd does.
// Inert until `swoop_virtual_clock_start`: live emulations and the commands they run keep real time.
#define _GNU_SOURCE
#include "swoop_fstat_shim.h"

#include <dlfcn.h>
#include <errno.h>
#include <link.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

#define MAX_RANGES 16
#define MAX_TIMERS 8

typedef struct {
    uintptr_t start, end;
} code_range;

typedef struct {
    int fd;          // the eventfd standing in for a timerfd; -1: free slot
    int64_t expiry;  // virtual µs; 0: disarmed
} virtual_timer;

static pthread_mutex_t clock_lock = PTHREAD_MUTEX_INITIALIZER;
static volatile int clock_running;
static int64_t clock_now;  // virtual µs
static code_range ranges[MAX_RANGES];
static int range_count;
static virtual_timer timers[MAX_TIMERS] = {{-1, 0}, {-1, 0}, {-1, 0}, {-1, 0}, {-1, 0}, {-1, 0}, {-1, 0}, {-1, 0}};

static const char *const virtual_libraries[] = {"/libinput.so", "/libevdev.so"};

static int collect_ranges(struct dl_phdr_info *info, size_t size, void *unused) {
    (void)size;
    (void)unused;
    if (info->dlpi_name == NULL) return 0;
    int wanted = 0;
    for (size_t i = 0; i < sizeof virtual_libraries / sizeof *virtual_libraries; i++) {
        wanted |= strstr(info->dlpi_name, virtual_libraries[i]) != NULL;
    }
    if (!wanted) return 0;
    for (int i = 0; i < info->dlpi_phnum && range_count < MAX_RANGES; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_LOAD || !(segment->p_flags & PF_X)) continue;
        uintptr_t start = info->dlpi_addr + segment->p_vaddr;
        ranges[range_count++] = (code_range){start, start + segment->p_memsz};
    }
    return 0;
}

static int called_from_libinput(const void *return_address) {
    uintptr_t address = (uintptr_t)return_address;
    for (int i = 0; i < range_count; i++) {
        if (address >= ranges[i].start && address < ranges[i].end) return 1;
    }
    return 0;
}

static int is_monotonic(clockid_t id) {
    return id == CLOCK_MONOTONIC || id == CLOCK_MONOTONIC_RAW || id == CLOCK_MONOTONIC_COARSE
        || id == CLOCK_BOOTTIME;
}

static int64_t micros(const struct timespec *ts) { return (int64_t)ts->tv_sec * 1000000 + ts->tv_nsec / 1000; }

static struct timespec timespec_of(int64_t us) {
    return (struct timespec){.tv_sec = us / 1000000, .tv_nsec = (us % 1000000) * 1000};
}

static virtual_timer *find_timer(int fd) {
    for (int i = 0; i < MAX_TIMERS; i++) {
        if (timers[i].fd == fd && fd >= 0) return &timers[i];
    }
    return NULL;
}

// With clock_lock held: every armed timer due by now fires (one expiry, as a one-shot timerfd).
static void fire_due_timers(void) {
    for (int i = 0; i < MAX_TIMERS; i++) {
        if (timers[i].fd < 0 || timers[i].expiry == 0 || timers[i].expiry > clock_now) continue;
        timers[i].expiry = 0;
        eventfd_write(timers[i].fd, 1);
    }
}

int clock_gettime(clockid_t id, struct timespec *ts) {
    static int (*real)(clockid_t, struct timespec *);
    if (clock_running && is_monotonic(id) && called_from_libinput(__builtin_return_address(0))) {
        pthread_mutex_lock(&clock_lock);
        *ts = timespec_of(clock_now);
        pthread_mutex_unlock(&clock_lock);
        return 0;
    }
    if (!real) real = dlsym(RTLD_NEXT, "clock_gettime");
    return real(id, ts);
}

int timerfd_create(int clockid, int flags) {
    static int (*real)(int, int);
    if (!real) real = dlsym(RTLD_NEXT, "timerfd_create");
    if (!clock_running || !is_monotonic(clockid) || !called_from_libinput(__builtin_return_address(0))) {
        return real(clockid, flags);
    }
    pthread_mutex_lock(&clock_lock);
    virtual_timer *slot = NULL;
    for (int i = 0; i < MAX_TIMERS && slot == NULL; i++) {
        if (timers[i].fd < 0) slot = &timers[i];
    }
    int fd = -1;
    if (slot == NULL) {
        errno = EMFILE;
    } else {
        fd = eventfd(0, ((flags & TFD_NONBLOCK) ? EFD_NONBLOCK : 0) | ((flags & TFD_CLOEXEC) ? EFD_CLOEXEC : 0));
        if (fd >= 0) *slot = (virtual_timer){fd, 0};
    }
    pthread_mutex_unlock(&clock_lock);
    return fd;
}

static void remaining(const virtual_timer *timer, struct itimerspec *value) {
    memset(value, 0, sizeof *value);
    if (timer->expiry > 0) value->it_value = timespec_of(timer->expiry > clock_now ? timer->expiry - clock_now : 1);
}

int timerfd_settime(int fd, int flags, const struct itimerspec *new_value, struct itimerspec *old_value) {
    static int (*real)(int, int, const struct itimerspec *, struct itimerspec *);
    if (!real) real = dlsym(RTLD_NEXT, "timerfd_settime");
    pthread_mutex_lock(&clock_lock);
    virtual_timer *timer = find_timer(fd);
    if (timer == NULL) {
        pthread_mutex_unlock(&clock_lock);
        return real(fd, flags, new_value, old_value);
    }
    if (new_value == NULL) {
        pthread_mutex_unlock(&clock_lock);
        errno = EFAULT;
        return -1;
    }
    if (old_value != NULL) remaining(timer, old_value);
    // (Re)arming clears the expiry count, as timerfd does; only read when there is one (the eventfd
    // may be a blocking one).
    struct pollfd unread = {.fd = fd, .events = POLLIN};
    eventfd_t count;
    if (poll(&unread, 1, 0) == 1) eventfd_read(fd, &count);
    int64_t value = micros(&new_value->it_value);
    if (new_value->it_value.tv_sec == 0 && new_value->it_value.tv_nsec == 0) {
        timer->expiry = 0;
    } else {
        // libinput arms in whole µs; a rest of ns rounds up, so a timer never fires early.
        int64_t at = (flags & TFD_TIMER_ABSTIME) ? value : clock_now + value;
        timer->expiry = (new_value->it_value.tv_nsec % 1000) ? at + 1 : at;
        if (timer->expiry <= 0) timer->expiry = 1;
    }
    fire_due_timers();
    pthread_mutex_unlock(&clock_lock);
    return 0;
}

int timerfd_gettime(int fd, struct itimerspec *current) {
    static int (*real)(int, struct itimerspec *);
    if (!real) real = dlsym(RTLD_NEXT, "timerfd_gettime");
    pthread_mutex_lock(&clock_lock);
    virtual_timer *timer = find_timer(fd);
    if (timer != NULL && current != NULL) remaining(timer, current);
    pthread_mutex_unlock(&clock_lock);
    return timer != NULL ? (current != NULL ? 0 : (errno = EFAULT, -1)) : real(fd, current);
}

void swoop_virtual_clock_forget(int fd) {
    pthread_mutex_lock(&clock_lock);
    virtual_timer *timer = find_timer(fd);
    if (timer != NULL) *timer = (virtual_timer){-1, 0};
    pthread_mutex_unlock(&clock_lock);
}

int swoop_virtual_clock_start(int64_t now) {
    pthread_mutex_lock(&clock_lock);
    range_count = 0;
    dl_iterate_phdr(collect_ranges, NULL);
    clock_now = now;
    int found = range_count;
    pthread_mutex_unlock(&clock_lock);
    if (found == 0) return -1;  // libinput is not loaded: nothing would follow the clock
    clock_running = 1;
    return 0;
}

void swoop_virtual_clock_advance(int64_t to) {
    pthread_mutex_lock(&clock_lock);
    if (to > clock_now) clock_now = to;
    fire_due_timers();
    pthread_mutex_unlock(&clock_lock);
}

int64_t swoop_virtual_clock_now(void) {
    pthread_mutex_lock(&clock_lock);
    int64_t now = clock_now;
    pthread_mutex_unlock(&clock_lock);
    return now;
}

int64_t swoop_virtual_clock_next_expiry(void) {
    pthread_mutex_lock(&clock_lock);
    int64_t next = -1;
    for (int i = 0; i < MAX_TIMERS; i++) {
        if (timers[i].fd >= 0 && timers[i].expiry > 0 && (next < 0 || timers[i].expiry < next)) {
            next = timers[i].expiry;
        }
    }
    pthread_mutex_unlock(&clock_lock);
    return next;
}
