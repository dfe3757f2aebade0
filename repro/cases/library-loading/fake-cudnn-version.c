/* Answers cuDNN's version queries with 8.9.2. Put in LD_PRELOAD, it comes before the real
 * libcudnn.so.9 in the global symbol scope, so a caller that resolves cudnnGetVersion and
 * cudnnGetProperty through it (as PyTorch does) sees another cuDNN than the one loaded; the real
 * library is untouched. It has no soname of cuDNN's own, so nothing loads it in cuDNN's place. */
#include <stddef.h>

size_t cudnnGetVersion(void) { return 8902; } /* cuDNN 8 encoding: major*1000 + minor*100 + patch */

/* libraryPropertyType: MAJOR_VERSION = 0, MINOR_VERSION = 1, PATCH_LEVEL = 2. */
int cudnnGetProperty(int type, int* value) {
  switch (type) {
    case 0: *value = 8; return 0;
    case 1: *value = 9; return 0;
    case 2: *value = 2; return 0;
  }
  return 3; /* CUDNN_STATUS_BAD_PARAM */
}
