// Misuses cuFFT, cuSOLVER, cuSPARSE and cuRAND on purpose, one call each, and prints the status
// every library returns with its name and number: what a plain CUDA C program sees. After the
// failures, one valid call per library shows that an argument error does not break the process.
// The call with a plan that does not exist comes last, in case the library does not check it.
// The first run (CUDA 13.0, H100) also passed cuSOLVER a NULL handle there: the process died of
// SIGSEGV inside that call, so it is no longer made. That run's capture (library-statuses.txt of
// 2026-11-23, in the repository's history) ends with exit code -11 after the INVALID_PLAN line.
#include <cufft.h>
#include <curand.h>
#include <cusolverDn.h>
#include <cusparse.h>
#include "../_lib/check.cuh"

// cuFFT, cuSOLVER and cuRAND have no function that names a status; these tables follow their headers.
static const char* cufft_name(cufftResult r) {
  switch (r) {
    case CUFFT_SUCCESS: return "CUFFT_SUCCESS";
    case CUFFT_INVALID_PLAN: return "CUFFT_INVALID_PLAN";
    case CUFFT_ALLOC_FAILED: return "CUFFT_ALLOC_FAILED";
    case CUFFT_INVALID_TYPE: return "CUFFT_INVALID_TYPE";
    case CUFFT_INVALID_VALUE: return "CUFFT_INVALID_VALUE";
    case CUFFT_INTERNAL_ERROR: return "CUFFT_INTERNAL_ERROR";
    case CUFFT_EXEC_FAILED: return "CUFFT_EXEC_FAILED";
    case CUFFT_SETUP_FAILED: return "CUFFT_SETUP_FAILED";
    case CUFFT_INVALID_SIZE: return "CUFFT_INVALID_SIZE";
    case CUFFT_UNALIGNED_DATA: return "CUFFT_UNALIGNED_DATA";
    case CUFFT_INVALID_DEVICE: return "CUFFT_INVALID_DEVICE";
    case CUFFT_NO_WORKSPACE: return "CUFFT_NO_WORKSPACE";
    case CUFFT_NOT_IMPLEMENTED: return "CUFFT_NOT_IMPLEMENTED";
    case CUFFT_NOT_SUPPORTED: return "CUFFT_NOT_SUPPORTED";
    default: return "(another cufftResult)";
  }
}

static const char* cusolver_name(cusolverStatus_t s) {
  switch (s) {
    case CUSOLVER_STATUS_SUCCESS: return "CUSOLVER_STATUS_SUCCESS";
    case CUSOLVER_STATUS_NOT_INITIALIZED: return "CUSOLVER_STATUS_NOT_INITIALIZED";
    case CUSOLVER_STATUS_ALLOC_FAILED: return "CUSOLVER_STATUS_ALLOC_FAILED";
    case CUSOLVER_STATUS_INVALID_VALUE: return "CUSOLVER_STATUS_INVALID_VALUE";
    case CUSOLVER_STATUS_ARCH_MISMATCH: return "CUSOLVER_STATUS_ARCH_MISMATCH";
    case CUSOLVER_STATUS_EXECUTION_FAILED: return "CUSOLVER_STATUS_EXECUTION_FAILED";
    case CUSOLVER_STATUS_INTERNAL_ERROR: return "CUSOLVER_STATUS_INTERNAL_ERROR";
    case CUSOLVER_STATUS_NOT_SUPPORTED: return "CUSOLVER_STATUS_NOT_SUPPORTED";
    default: return "(another cusolverStatus_t)";
  }
}

static const char* curand_name(curandStatus_t s) {
  switch (s) {
    case CURAND_STATUS_SUCCESS: return "CURAND_STATUS_SUCCESS";
    case CURAND_STATUS_NOT_INITIALIZED: return "CURAND_STATUS_NOT_INITIALIZED";
    case CURAND_STATUS_ALLOCATION_FAILED: return "CURAND_STATUS_ALLOCATION_FAILED";
    case CURAND_STATUS_TYPE_ERROR: return "CURAND_STATUS_TYPE_ERROR";
    case CURAND_STATUS_OUT_OF_RANGE: return "CURAND_STATUS_OUT_OF_RANGE";
    case CURAND_STATUS_LENGTH_NOT_MULTIPLE: return "CURAND_STATUS_LENGTH_NOT_MULTIPLE";
    case CURAND_STATUS_LAUNCH_FAILURE: return "CURAND_STATUS_LAUNCH_FAILURE";
    case CURAND_STATUS_PREEXISTING_FAILURE: return "CURAND_STATUS_PREEXISTING_FAILURE";
    case CURAND_STATUS_INITIALIZATION_FAILED: return "CURAND_STATUS_INITIALIZATION_FAILED";
    default: return "(another curandStatus_t)";
  }
}

static void show_cufft(const char* step, cufftResult r) { printf("%s -> %s (%d)\n", step, cufft_name(r), (int)r); }
static void show_cusolver(const char* step, cusolverStatus_t s) { printf("%s -> %s (%d)\n", step, cusolver_name(s), (int)s); }
static void show_curand(const char* step, curandStatus_t s) { printf("%s -> %s (%d)\n", step, curand_name(s), (int)s); }
static void show_cusparse(const char* step, cusparseStatus_t s) {
  printf("%s -> %s (%d): %s\n", step, cusparseGetErrorName(s), (int)s, cusparseGetErrorString(s));
}

int main() {
  unbuffer_stdout();
  float* d = NULL;
  report("cudaMalloc(1 MiB)", cudaMalloc((void**)&d, 1 << 20));

  // cuFFT: a transform of length 0.
  cufftHandle plan = 0;
  show_cufft("cufftPlan1d(nx=0, CUFFT_C2C, batch=1)", cufftPlan1d(&plan, 0, CUFFT_C2C, 1));

  // cuSOLVER: a negative matrix order.
  cusolverDnHandle_t solver = NULL;
  int lwork = 0;
  show_cusolver("cusolverDnCreate", cusolverDnCreate(&solver));
  // The workspace query accepted n = -1 in the first run (CUSOLVER_STATUS_SUCCESS); the
  // factorization itself is asked too, and the query with a leading dimension below n.
  show_cusolver("cusolverDnSpotrf_bufferSize(n=-1)",
                cusolverDnSpotrf_bufferSize(solver, CUBLAS_FILL_MODE_LOWER, -1, d, 1, &lwork));
  show_cusolver("cusolverDnSpotrf_bufferSize(n=4, lda=1)",
                cusolverDnSpotrf_bufferSize(solver, CUBLAS_FILL_MODE_LOWER, 4, d, 1, &lwork));
  // d holds the (unused) matrix; the workspace and devInfo sit further into the same 1 MiB.
  float* work = d + 4096;
  int* dev_info = (int*)(d + 128 * 1024);
  show_cusolver("cusolverDnSpotrf(n=-1)",
                cusolverDnSpotrf(solver, CUBLAS_FILL_MODE_LOWER, -1, d, 1, work, 1024, dev_info));

  // cuSPARSE: a CSR matrix with a negative number of rows.
  cusparseSpMatDescr_t csr = NULL;
  show_cusparse("cusparseCreateCsr(rows=-1)",
                cusparseCreateCsr(&csr, -1, 4, 0, d, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                  CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));

  // cuRAND: a generator type that does not exist (0 is CURAND_RNG_TEST, a valid type, which the
  // first run asked for by mistake), then an odd count of normals.
  curandGenerator_t gen = NULL;
  show_curand("curandCreateGenerator(rng_type=12345)", curandCreateGenerator(&gen, (curandRngType_t)12345));
  show_curand("curandCreateGenerator(CURAND_RNG_PSEUDO_DEFAULT)", curandCreateGenerator(&gen, CURAND_RNG_PSEUDO_DEFAULT));
  show_curand("curandGenerateNormal(n=3)", curandGenerateNormal(gen, d, 3, 0.0f, 1.0f));

  // The same libraries with valid arguments: the failures above left nothing broken.
  show_cufft("cufftPlan1d(nx=1024) after the failures", cufftPlan1d(&plan, 1024, CUFFT_C2C, 1));
  show_cusolver("cusolverDnSpotrf_bufferSize(n=4) after the failures",
                cusolverDnSpotrf_bufferSize(solver, CUBLAS_FILL_MODE_LOWER, 4, d, 4, &lwork));
  show_curand("curandGenerateNormal(n=4) after the failures", curandGenerateNormal(gen, d, 4, 0.0f, 1.0f));
  show_cusparse("cusparseCreateCsr(rows=4) after the failures",
                cusparseCreateCsr(&csr, 4, 4, 0, d, NULL, NULL, CUSPARSE_INDEX_32I, CUSPARSE_INDEX_32I,
                                  CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  report("cudaDeviceSynchronize", cudaDeviceSynchronize());

  // A plan that does not exist.
  show_cufft("cufftExecC2C(plan that was never created)",
             cufftExecC2C((cufftHandle)12345, (cufftComplex*)d, (cufftComplex*)d, CUFFT_FORWARD));
  return 0;
}
