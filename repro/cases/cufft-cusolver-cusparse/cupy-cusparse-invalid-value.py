"""CuPy's low-level cuSPARSE binding asked for a CSR matrix with a negative number of rows."""
import cupy
from cupy_backends.cuda.libs import cusparse

CUDA_R_32F = 0  # cudaDataType of float32 values (library_types.h)
offsets = cupy.zeros(5, dtype=cupy.int32)
print("cupy", cupy.__version__, "cuSPARSE", cusparse.getVersion(cupy.cuda.device.get_cusparse_handle()))
cusparse.createCsr(-1, 4, 0, offsets.data.ptr, 0, 0, cusparse.CUSPARSE_INDEX_32I, cusparse.CUSPARSE_INDEX_32I,
                   cusparse.CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F)
