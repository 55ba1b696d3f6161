#pragma once
#include <libinput.h>
#include <stdarg.h>
#include <stdio.h>

// Swift cannot implement a callback that takes a va_list, so libinput's log handler is this small
// trampoline: it formats the line and hands it to the function stored in the context's user data.
struct swoop_libinput_user_data {
    void *owner;
    void (*log)(void *owner, enum libinput_log_priority priority, const char *message);
};

static inline void swoop_libinput_log_trampoline(struct libinput *li, enum libinput_log_priority priority,
                                                 const char *format, va_list args) {
    struct swoop_libinput_user_data *data = (struct swoop_libinput_user_data *)libinput_get_user_data(li);
    if (data == NULL || data->log == NULL) return;
    char message[2048];
    vsnprintf(message, sizeof message, format, args);
    data->log(data->owner, priority, message);
}

static inline void swoop_libinput_install_log_handler(struct libinput *li) {
    libinput_log_set_handler(li, swoop_libinput_log_trampoline);
}
