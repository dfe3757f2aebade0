// A stand-in for a compiled PyTorch extension (flash-attn, xformers, a custom op). It calls into
// libc10 the way real extensions do (TORCH_CHECK ends in c10::detail::torchCheckFail, device guards
// in c10::cuda::SetDevice), but declares those functions itself instead of including torch's
// headers, so the case decides exactly which symbol the extension needs at load time.
#include <cstdint>
#include <string>

namespace c10 {
namespace detail {
[[noreturn]] void torchCheckFail(const char* func, const char* file, uint32_t line, const std::string& msg);
}  // namespace detail
namespace cuda {
// The int signature that some PyTorch 2.x releases exported: an extension built against one of
// them needs the symbol _ZN3c104cuda9SetDeviceEi.
int SetDevice(int device);
}  // namespace cuda
}  // namespace c10

extern "C" int fake_ext_check(int ok) {
#ifdef USE_TORCH_CHECK
  if (!ok) c10::detail::torchCheckFail(__func__, __FILE__, __LINE__, std::string("x must be a CUDA tensor"));
#endif
#ifdef USE_SET_DEVICE
  if (!ok) return c10::cuda::SetDevice(0);
#endif
  return 0;
}
