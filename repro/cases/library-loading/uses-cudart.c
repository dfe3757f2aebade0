/* Calls one CUDA runtime function, so that linking it against a libcudart records that library
 * as a dependency (DT_NEEDED). Built both as an extension-like shared object and as a program. */
int cudaGetDeviceCount(int* count);

int uses_cudart_device_count(void) {
  int n = 0;
  cudaGetDeviceCount(&n);
  return n;
}

#ifdef AS_PROGRAM
int main(void) { return uses_cudart_device_count() > 0 ? 0 : 1; }
#endif
