#pragma once
// pkg-config sdl2 puts /usr/include/SDL2 on the include path, as SDL's own examples expect.
#include <SDL.h>
