#include "pngshim.h"
#include <png.h>
int pngshim_version(void) { return PNG_LIBPNG_VER; }
