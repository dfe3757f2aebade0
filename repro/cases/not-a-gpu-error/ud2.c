/* Executes ud2, the x86 instruction that is defined to be invalid: the CPU raises #UD and the
 * kernel sends SIGILL, exactly as when a binary uses AVX2 or AVX-512 on a CPU without them.
 * Built as a program (main) and as a library for ctypes (trap). */
#include <stdio.h>

void trap(void) {
  __asm__ volatile("ud2");
}

#ifndef AS_LIBRARY
int main(void) {
  puts("executing ud2 on the CPU");
  fflush(stdout);
  trap();
  puts("not reached");
  return 0;
}
#endif
