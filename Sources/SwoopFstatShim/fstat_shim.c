// Preloaded (before libumockdev-preload) into emulations only; never linked into Swoop.
//
// umockdev before 0.19.2 backs an emulated /dev/input node with a pty, so fstat() on the opened node
// reports the pty's device number, and libinput rejects the device ("failed to create input device")
// because fstat(fd).st_rdev differs from the udev device. This library remembers which descriptors were
// opened from /dev/input/* and answers fstat() on them with what stat() of that path says (umockdev
// already answers stat() correctly). With a newer umockdev it changes nothing.
//
// The pty also breaks evdev's read() contract. The kernel's evdev node returns whole
// `struct input_event`s from every read; a pty returns whatever bytes are queued, and its line
// discipline queues at most 4095 — not a multiple of the 24-byte event. When more than that piles up
// (frames written faster than libinput reads, e.g. a burst of frames with one timestamp on a busy
// machine) a read ends mid-event, libevdev answers -EINVAL, and libinput silently stops reading the
// device; the emulator's writes then fill the pty and block for ever. So reads of tracked descriptors
// are cut to whole events here, the bytes of a split event kept for the next read, as evdev would.
//
// Reads are also counted per node (`swoop_fstat_shim_bytes_read`, `swoop_fstat_shim_node`): an emulator
// on the virtual clock (virtual_clock.c) advances it only once libinput, its own or that of the program
// it runs, has read every byte written so far.
#define _GNU_SOURCE
#include "swoop_fstat_shim.h"

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/input.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define TRACKED_FDS 4096
static char *tracked_paths[TRACKED_FDS];
static pthread_mutex_t tracked_lock = PTHREAD_MUTEX_INITIALIZER;

// Per tracked descriptor: the first bytes of an event that a read of the pty split.
typedef struct {
    unsigned char bytes[sizeof(struct input_event)];
    size_t count;
} split_event;
static split_event split_events[TRACKED_FDS];

// Bytes handed to readers of each /dev/input node, over the process's life (any descriptor of it),
// and how many descriptors of it are open now.
#define COUNTED_NODES 64
static struct {
    char *path;
    unsigned long long bytes;
    int open;
} node_reads[COUNTED_NODES];

static void *next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

// With tracked_lock held: the entry of `path`, made on first use; NULL when the table is full.
static int node_entry(const char *path) {
    for (int i = 0; i < COUNTED_NODES; i++) {
        if (node_reads[i].path == NULL) node_reads[i].path = strdup(path);
        if (node_reads[i].path != NULL && strcmp(node_reads[i].path, path) == 0) return i;
    }
    return -1;
}

// With tracked_lock held.
static void count_read(int fd, ssize_t n) {
    if (n <= 0 || tracked_paths[fd] == NULL) return;
    int entry = node_entry(tracked_paths[fd]);
    if (entry >= 0) node_reads[entry].bytes += (unsigned long long)n;
}

static void remember(int fd, const char *path) {
    if (fd < 0 || fd >= TRACKED_FDS) return;
    char *copy = path != NULL && strncmp(path, "/dev/input/", 11) == 0 ? strdup(path) : NULL;
    pthread_mutex_lock(&tracked_lock);
    if (tracked_paths[fd] != NULL) {
        int entry = node_entry(tracked_paths[fd]);
        if (entry >= 0 && node_reads[entry].open > 0) node_reads[entry].open--;
    }
    free(tracked_paths[fd]);
    tracked_paths[fd] = copy;
    if (copy != NULL) {
        int entry = node_entry(copy);
        if (entry >= 0) node_reads[entry].open++;
    }
    split_events[fd].count = 0;
    pthread_mutex_unlock(&tracked_lock);
}

static int is_tracked(int fd) {
    if (fd < 0 || fd >= TRACKED_FDS) return 0;
    pthread_mutex_lock(&tracked_lock);
    int tracked = tracked_paths[fd] != NULL;
    pthread_mutex_unlock(&tracked_lock);
    return tracked;
}

static ssize_t read_whole_events_uncounted(ssize_t (*real)(int, void *, size_t), int fd, void *buffer, size_t count);

// read() on a tracked node: only whole events, like the kernel's evdev_read; counted.
static ssize_t read_whole_events(ssize_t (*real)(int, void *, size_t), int fd, void *buffer, size_t count) {
    ssize_t n = read_whole_events_uncounted(real, fd, buffer, count);
    int saved = errno;
    pthread_mutex_lock(&tracked_lock);
    count_read(fd, n);
    pthread_mutex_unlock(&tracked_lock);
    errno = saved;
    return n;
}

static ssize_t read_whole_events_uncounted(ssize_t (*real)(int, void *, size_t), int fd, void *buffer, size_t count) {
    const size_t size = sizeof(struct input_event);
    if (count < size) {
        errno = EINVAL;  // what evdev answers a read too small for one event
        return -1;
    }
    count -= count % size;
    unsigned char *out = buffer;
    for (;;) {
        pthread_mutex_lock(&tracked_lock);
        size_t held = split_events[fd].count;
        memcpy(out, split_events[fd].bytes, held);
        split_events[fd].count = 0;
        pthread_mutex_unlock(&tracked_lock);
        ssize_t n = real(fd, out + held, count - held);
        if (n < 0 || (n == 0 && held == 0)) {
            if (held > 0) {  // keep the split event for the next read
                int saved = errno;
                pthread_mutex_lock(&tracked_lock);
                split_events[fd].count = held;
                pthread_mutex_unlock(&tracked_lock);
                errno = saved;
            }
            return n;
        }
        size_t total = held + (size_t)n;
        size_t whole = total - total % size;
        pthread_mutex_lock(&tracked_lock);
        memcpy(split_events[fd].bytes, out + whole, total - whole);
        split_events[fd].count = total - whole;
        pthread_mutex_unlock(&tracked_lock);
        if (whole > 0 || n == 0) return (ssize_t)whole;
        // Only part of one event has arrived: a non-blocking reader is told to come back, a blocking
        // one waits for the rest.
        int flags = fcntl(fd, F_GETFL);
        if (flags >= 0 && (flags & O_NONBLOCK)) {
            errno = EAGAIN;
            return -1;
        }
    }
}

// libc's own read(), past umockdev's wrapper. umockdev 0.17 sends every read() of a node that has an
// ioctl handler to the testbed's handler thread over a socket, and reads the node itself only when
// the handler answers "unhandled" — which the evdev ioctl tree always does. Two thread round trips per
// read, four per frame (libinput reads until EAGAIN), were most of a virtual import's time on a busy
// machine; the node's bytes are the same either way.
static ssize_t (*libc_read(void))(int, void *, size_t) {
    static ssize_t (*own)(int, void *, size_t);
    if (!own) {
        void *libc = dlopen("libc.so.6", RTLD_LAZY | RTLD_NOLOAD);
        if (libc != NULL) own = dlsym(libc, "read");
        if (!own) own = next_symbol("read");
    }
    return own;
}

// Any other descriptor: read as it is, and counted when it is a virtual timer of a followed clock.
static ssize_t read_untracked(ssize_t (*real)(int, void *, size_t), int fd, void *buffer, size_t count) {
    ssize_t n = real(fd, buffer, count);
    int saved = errno;
    swoop_virtual_clock_count_read(fd, n);
    errno = saved;
    return n;
}

ssize_t read(int fd, void *buffer, size_t count) {
    static ssize_t (*real)(int, void *, size_t);
    if (!real) real = next_symbol("read");
    if (!is_tracked(fd)) return read_untracked(real, fd, buffer, count);
    return read_whole_events(libc_read(), fd, buffer, count);
}

ssize_t __read_chk(int fd, void *buffer, size_t count, size_t buffer_size) {
    static ssize_t (*real)(int, void *, size_t);
    if (!real) real = next_symbol("read");
    if (count > buffer_size) abort();  // what the fortified original does
    if (!is_tracked(fd)) return read_untracked(real, fd, buffer, count);
    return read_whole_events(libc_read(), fd, buffer, count);
}

static void patch(int fd, dev_t *rdev, mode_t *mode) {
    if (fd < 0 || fd >= TRACKED_FDS) return;
    char path[256] = {0};
    pthread_mutex_lock(&tracked_lock);
    if (tracked_paths[fd]) strncpy(path, tracked_paths[fd], sizeof path - 1);
    pthread_mutex_unlock(&tracked_lock);
    if (path[0] == 0) return;
    struct stat st;
    if (stat(path, &st) == 0 && S_ISCHR(st.st_mode)) {
        *rdev = st.st_rdev;
        *mode = st.st_mode;
    }
}

static mode_t mode_argument(int flags, va_list ap) {
    return (flags & (O_CREAT | O_TMPFILE)) ? (mode_t)va_arg(ap, int) : 0;
}

#define WRAP_OPEN(name)                                                        \
    int name(const char *path, int flags, ...) {                              \
        static int (*real)(const char *, int, ...);                           \
        if (!real) real = next_symbol(#name);                                  \
        va_list ap;                                                            \
        va_start(ap, flags);                                                   \
        mode_t mode = mode_argument(flags, ap);                               \
        va_end(ap);                                                            \
        int fd = real(path, flags, mode);                                      \
        remember(fd, path);                                                    \
        return fd;                                                             \
    }
WRAP_OPEN(open)
WRAP_OPEN(open64)

#define WRAP_OPENAT(name)                                                      \
    int name(int dirfd, const char *path, int flags, ...) {                   \
        static int (*real)(int, const char *, int, ...);                      \
        if (!real) real = next_symbol(#name);                                  \
        va_list ap;                                                            \
        va_start(ap, flags);                                                   \
        mode_t mode = mode_argument(flags, ap);                               \
        va_end(ap);                                                            \
        int fd = real(dirfd, path, flags, mode);                               \
        remember(fd, path);                                                    \
        return fd;                                                             \
    }
WRAP_OPENAT(openat)
WRAP_OPENAT(openat64)

// The fortified variants that libinput and its tools actually call.
#define WRAP_OPEN_2(name)                                                      \
    int name(const char *path, int flags) {                                    \
        static int (*real)(const char *, int);                                 \
        if (!real) real = next_symbol(#name);                                  \
        int fd = real(path, flags);                                            \
        remember(fd, path);                                                    \
        return fd;                                                             \
    }
WRAP_OPEN_2(__open_2)
WRAP_OPEN_2(__open64_2)

int close(int fd) {
    static int (*real)(int);
    if (!real) real = next_symbol("close");
    remember(fd, NULL);
    swoop_virtual_clock_forget(fd);
    return real(fd);
}

int fstat(int fd, struct stat *buf) {
    static int (*real)(int, struct stat *);
    if (!real) real = next_symbol("fstat");
    int rc = real(fd, buf);
    if (rc == 0) patch(fd, &buf->st_rdev, &buf->st_mode);
    return rc;
}

int fstat64(int fd, struct stat64 *buf) {
    static int (*real)(int, struct stat64 *);
    if (!real) real = next_symbol("fstat64");
    int rc = real(fd, buf);
    if (rc == 0) patch(fd, &buf->st_rdev, &buf->st_mode);
    return rc;
}

int swoop_fstat_shim_tracked_count(void) {
    int count = 0;
    pthread_mutex_lock(&tracked_lock);
    for (int i = 0; i < TRACKED_FDS; i++) count += tracked_paths[i] != NULL;
    pthread_mutex_unlock(&tracked_lock);
    return count;
}

unsigned long long swoop_fstat_shim_bytes_read(const char *path) {
    unsigned long long bytes = 0;
    pthread_mutex_lock(&tracked_lock);
    for (int i = 0; i < COUNTED_NODES && node_reads[i].path != NULL; i++) {
        if (strcmp(node_reads[i].path, path) == 0) bytes = node_reads[i].bytes;
    }
    pthread_mutex_unlock(&tracked_lock);
    return bytes;
}

int swoop_fstat_shim_open_count(const char *path) {
    int count = 0;
    pthread_mutex_lock(&tracked_lock);
    for (int i = 0; i < COUNTED_NODES && node_reads[i].path != NULL; i++) {
        if (strcmp(node_reads[i].path, path) == 0) count = node_reads[i].open;
    }
    pthread_mutex_unlock(&tracked_lock);
    return count;
}

int swoop_fstat_shim_node(int index, const char **path, unsigned long long *bytes, int *open_count) {
    int found = 0;
    pthread_mutex_lock(&tracked_lock);
    if (index >= 0 && index < COUNTED_NODES && node_reads[index].path != NULL) {
        *path = node_reads[index].path;  // never freed: the table only grows
        *bytes = node_reads[index].bytes;
        *open_count = node_reads[index].open;
        found = 1;
    }
    pthread_mutex_unlock(&tracked_lock);
    return found;
}
