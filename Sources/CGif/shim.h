#pragma once
// Debian's libgif-dev installs gif_lib.h in /usr/include and a libgif.pc for pkg-config.
#include <gif_lib.h>
