// Preloaded (before libumockdev-preload) into emulations only; never linked into Swoop.
//
// umockdev before 0.19.2 backs an emulated /dev/input node with a pty, so fstat() on the opened node
// reports the pty's device number, and libinput rejects the device ("failed to create input device")
// because fstat(fd).st_rdev differs from the udev device. This library remembers which descriptors were
// opened from /dev/input/* and answers fstat() on them with what stat() of that path says (umockdev
// already answers stat() correctly). With a newer umockdev it changes nothing.
#define _GNU_SOURCE
#include "swoop_fstat_shim.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define TRACKED_FDS 4096
static char *tracked_paths[TRACKED_FDS];
static pthread_mutex_t tracked_lock = PTHREAD_MUTEX_INITIALIZER;

static void *next_symbol(const char *name) { return dlsym(RTLD_NEXT, name); }

static void remember(int fd, const char *path) {
    if (fd < 0 || fd >= TRACKED_FDS || path == NULL) return;
    char *copy = strncmp(path, "/dev/input/", 11) == 0 ? strdup(path) : NULL;
    pthread_mutex_lock(&tracked_lock);
    free(tracked_paths[fd]);
    tracked_paths[fd] = copy;
    pthread_mutex_unlock(&tracked_lock);
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
