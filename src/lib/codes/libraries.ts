/**
 * What the site knows about each library besides its statuses: its name as NVIDIA writes it, the
 * C type of its statuses, and where that type is declared. The statuses themselves come from the
 * GPU capture or the headers.
 */
import type { LibraryId } from '../../schemas/library-code.ts';

/** Static facts about one library. */
export interface LibraryInfo {
	/** Its name as NVIDIA writes it, e.g. "cuBLAS". */
	title: string;
	/** The C type of its statuses, e.g. `cublasStatus_t`. */
	typeName: string;
	/** The header that declares that type in current releases. */
	header: string;
	/** The `#define`s that give the header's version, major first, when it declares them. */
	versionMacros: readonly string[];
	/** One line on what the library does, for the index pages. */
	summary: string;
	/** The library's function that turns a status into a message, or null when it has none (programs then print the name). */
	messageFunction: string | null;
}

/** Every library, by id, in the order of `LIBRARY_IDS`. */
export const LIBRARIES: Record<LibraryId, LibraryInfo> = {
	cublas: {
		title: 'cuBLAS',
		typeName: 'cublasStatus_t',
		header: 'cublas_api.h',
		versionMacros: ['CUBLAS_VER_MAJOR', 'CUBLAS_VER_MINOR', 'CUBLAS_VER_PATCH'],
		summary: 'Dense linear algebra: the matrix multiplies behind linear layers, attention and torch.matmul.',
		messageFunction: 'cublasGetStatusString',
	},
	cudnn: {
		title: 'cuDNN',
		typeName: 'cudnnStatus_t',
		header: 'cudnn_graph.h',
		versionMacros: ['CUDNN_GRAPH_MAJOR', 'CUDNN_GRAPH_MINOR', 'CUDNN_GRAPH_PATCH'],
		summary: 'Deep-learning primitives: convolutions, RNNs, normalisation and fused attention.',
		messageFunction: 'cudnnGetErrorString',
	},
	cufft: {
		title: 'cuFFT',
		typeName: 'cufftResult',
		header: 'cufft.h',
		versionMacros: ['CUFFT_VER_MAJOR', 'CUFFT_VER_MINOR', 'CUFFT_VER_PATCH'],
		summary: 'Fast Fourier transforms: torch.fft, cupy.fft and jax.numpy.fft on the GPU.',
		messageFunction: null,
	},
	cusolver: {
		title: 'cuSOLVER',
		typeName: 'cusolverStatus_t',
		header: 'cusolver_common.h',
		versionMacros: ['CUSOLVER_VER_MAJOR', 'CUSOLVER_VER_MINOR', 'CUSOLVER_VER_PATCH'],
		summary: 'Dense and sparse solvers and factorisations: torch.linalg (cholesky, eigh, svd, solve) on the GPU.',
		messageFunction: null,
	},
	cusparse: {
		title: 'cuSPARSE',
		typeName: 'cusparseStatus_t',
		header: 'cusparse.h',
		versionMacros: ['CUSPARSE_VER_MAJOR', 'CUSPARSE_VER_MINOR', 'CUSPARSE_VER_PATCH'],
		summary: 'Sparse matrix operations: torch.sparse and cupyx.scipy.sparse products and conversions.',
		messageFunction: 'cusparseGetErrorString',
	},
	curand: {
		title: 'cuRAND',
		typeName: 'curandStatus_t',
		header: 'curand.h',
		versionMacros: ['CURAND_VER_MAJOR', 'CURAND_VER_MINOR', 'CURAND_VER_PATCH'],
		summary: 'Random number generation on the GPU: cupy.random and other host-API generators.',
		messageFunction: null,
	},
	nccl: {
		title: 'NCCL',
		typeName: 'ncclResult_t',
		header: 'nccl.h',
		versionMacros: ['NCCL_MAJOR', 'NCCL_MINOR', 'NCCL_PATCH'],
		summary: 'Collective communication between GPUs: torch.distributed, DeepSpeed and JAX all-reduce, all-gather and broadcast.',
		messageFunction: 'ncclGetErrorString',
	},
	nvrtc: {
		title: 'NVRTC',
		typeName: 'nvrtcResult',
		header: 'nvrtc.h',
		versionMacros: [],
		summary: 'Runtime compilation of CUDA C++: CuPy RawKernel, PyTorch jiterator and NVFuser, and libraries that build kernels as they run.',
		messageFunction: 'nvrtcGetErrorString',
	},
};
