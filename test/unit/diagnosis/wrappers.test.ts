/**
 * Codes in the wrappers real programs print them in, against the real runbooks and the generated
 * code references: the family that owns the code comes first, whichever way the code is written.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { readRunbooks } from '../../../src/lib/content/read-content.ts';
import { buildRegistry } from '../../../src/lib/diagnosis/registry.ts';
import { diagnose } from '../../../src/lib/diagnosis/diagnose.ts';
import { loadCodesData } from '../../../src/lib/codes/codes-data.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const registry = buildRegistry(await readRunbooks(root));
const first = (paste: string) => diagnose(paste, registry).matches[0]?.slug;

describe('a code in any wrapper', () => {
	it.each([
		['a checkCudaErrors macro', 'CUDA error at /src/kernel.cu:123 code=700(cudaErrorIllegalAddress) "cudaDeviceSynchronize()"', 'illegal-memory-access'],
		["Julia's CUDA.jl, with the driver name short", 'ERROR: CUDA error: an illegal memory access was encountered (code 700, ERROR_ILLEGAL_ADDRESS)', 'illegal-memory-access'],
		["Julia's exception object", 'CUDAError(code 2, nothing)', 'out-of-memory'],
		["Rust's cudarc", 'Error: DriverError(CUDA_ERROR_NOT_SUPPORTED, "operation not supported")', 'operation-not-supported'],
		["candle's wrapper of cudarc, with a code no runbook lists by name", 'Error: Cuda(Cuda(DriverError(CUDA_ERROR_NOT_FOUND, "named symbol not found")))', 'invalid-api-call'],
		['a bare number after "CUDA error"', 'CUDA error 719 at src/solver.cu:88', 'launch-failure'],
		["a tutorial's check macro, its number glued to the next word", "CUDA error = 999at main.cu:196'cudaDeviceSynchronize()", 'device-unavailable'],
		['a C++ check that names the call that failed', 'cudaMalloc failed with error 2', 'out-of-memory'],
		['a driver call and what it returned', 'cuCtxSynchronize returned 700', 'illegal-memory-access'],
		['the driver API with a numbered result', 'CUresult error result=2 in cu_mem_create', 'out-of-memory'],
		['a cuBLAS status given only as a number', 'cuBLAS error 13 at gemm.cu:45', 'cublas-cudnn'],
		['a cuSPARSE message that is also a CUDA message', 'RuntimeError: CUDA error: operation not supported when calling `cusparseSpMM_bufferSize( handle, opA, opB )`', 'cufft-cusolver-cusparse'],
		['a check that names the allowed code, not the error', 'Check failed: e == cudaSuccess || e == cudaErrorCudartUnloading CUDA: invalid device ordinal', 'device-unavailable'],
		['an Xid in the kernel log', 'NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus.', 'device-unavailable'],
		["a glog check against a library's success code, with the value it got", 'Check failed: (cufftPlanMany(&plan, 1, &n, NULL, 0, 0, NULL, 0, 0, CUFFT_R2C, batch)) == CUFFT_SUCCESS (2 vs. 0)', 'out-of-memory'],
		["a glog check against NCCL's camel-cased success code", 'F0608 10:12:01.123 4242 nccl.cpp:71] Check failed: result == ncclSuccess (1 vs. 0)', 'distributed-nccl'],
		["a PyTorch 1.1 CUDA 9 build's THCGeneral check on a Turing GPU", 'THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=383 error=11 : invalid argument', 'compatibility'],
		["a glog check against a library's success code, without the value", 'Check failed: (status) == (CURAND_STATUS_SUCCESS) CURAND generator failed', 'cufft-cusolver-cusparse'],
		["PyCUDA's own nvcc run", 'pycuda.driver.CompileError: nvcc compilation of /tmp/tmpab12cd/kernel.cu failed\n[command: nvcc --cubin -arch sm_90 kernel.cu]\n[stderr:\nkernel.cu(7): error: identifier "blockDim_x" is undefined', 'runtime-compilation'],
		["TensorRT's start-up check, with a colon before the number", 'CUDA initialization failure with error: 35. Please check your CUDA installation: https://docs.nvidia.com/cuda/cuda-installation-guide-linux/index.html', 'compatibility'],
		["TensorRT's start-up check, with the number only", '[2018-12-17 05:50:18   ERROR] Cuda initialization failure with error 35. Please check cuda installation', 'compatibility'],
		["a program's own words for a failed CUDA call, with the number only", 'RuntimeError: cuda execution failed with error 700', 'illegal-memory-access'],
		["Ollama's GPU discovery, with the number only", 'time=2025-03-02T09:14:11.120Z level=WARN source=gpu.go:220 msg="cuda driver library init failure: 999"', 'device-unavailable'],
		['a library status given as a number after the file and line', 'cuBLAS error at src/ops/matmul.cu:88 code=14', 'cublas-cudnn'],
		['an exception class named after the driver result', 'pyfr.backends.cuda.driver.CUDANoDevice', 'device-unavailable'],
		["a wrapper's exception class named after the library", "terminate called after throwing an instance of 'gko::CusparseError'", 'cufft-cusolver-cusparse'],
		['a check macro that prints the code and its text on lines of their own', 'Line: 137\nError code: 801\nError text: operation not supported', 'operation-not-supported'],
		["THC's legacy format carrying a number only the current numbering has (a CUDA 10.1+ build)", 'RuntimeError: cuda runtime error (209) : unrecognized error code at mmdet/ops/roi_align/src/roi_align_kernel.cu:139', 'compatibility'],
		[".NET's CamelCase driver result", 'ErrorInvalidContext: the context passed to the call is not valid', 'invalid-api-call'],
		["RustaCUDA's variant inside a wrapper's error", "thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: Cuda(NoBinaryForGpu)', examples/add.rs:10:76", 'compatibility'],
		["cust's variant after a failed unwrap", "thread 'main' panicked at 'called `Result::unwrap()` on an `Err` value: IllegalAddress', src/main.rs:31:40", 'illegal-memory-access'],
		["a wrapper's catch-all name beside the number the driver returned", 'CUDA matmul failed: GpuError { reason: "CUDA stream synchronization failed: CUDA driver error: CUDA_ERROR_UNKNOWN (code: 700)" }', 'illegal-memory-access'],
		["a driver call's result as res=N", 'ERROR: cuMemAlloc failed, result = 2', 'out-of-memory'],
		["a wrapper's exception class named after a library status in CamelCase", '    raise cudnnExceptions[status]\nlibcudnn.cudnnStatusArchMismatch', 'cublas-cudnn'],
		["a program's own words for a CUDA step it could not take, the number after", '[error][2617448] Unable to map CUDA IPC memory for shared array map, error=201', 'invalid-api-call'],
		["DeepStream's status check", 'Cuda failure: status=100\nNvBufSurfaceGetDeviceInfoImpl: Error: Failed to get GPU info\nERROR: Failed to set pipeline to PAUSED', 'device-unavailable'],
		["a library's failure in words, no status (ND4J)", 'org.nd4j.linalg.exception.ND4JIllegalStateException: Op [matmul] execution failed\nCaused by: java.lang.RuntimeException: cuBLAS execution failed', 'cublas-cudnn'],
		["TensorRT's own check, with the number only", 'runtime.cpp (16) - Cuda Error in allocate: 2\nterminate called after throwing an instance of \'nvinfer1::CudaError\'', 'out-of-memory'],
		['an API call and its result on two lines', 'CUDA Error in interop.cpp:48: cudaMemcpy(dst, src, size, cudaMemcpyDeviceToDevice)\nReturned: invalid argument.', 'invalid-api-call'],
		[
			'the same, the call hard-wrapped at 80 columns by a console copy',
			'CUDA Error in cugl_interop.cpp:48: cudaMemcpy(opengl_ptr, d_ptr, size, cudaMemcp\nyDeviceToDevice) \nReturned: invalid argument.',
			'invalid-api-call',
		],
	])('reads %s', (_name, paste, slug) => {
		expect(first(paste)).toBe(slug);
	});

	it('sends every CUDA code to the family the code reference gives it, listed in a runbook or not', () => {
		const data = loadCodesData();
		const slugOf = (name: string) => registry.codes.filter((code) => code.name === name).map((code) => registry.families[code.family].slug);
		const owned = [...data.runtime, ...data.driver].filter((code) => code.family !== null && code.family !== undefined);
		expect(owned.length).toBeGreaterThan(100);
		for (const code of owned) expect(slugOf(code.name), code.name).toContain(code.family);
	});

	it("reads a library's own status message after 'CUDA error:', the library named only in the call below it", () => {
		const paste = 'CUDA error: the resource allocation failed\n  current device: 0, in function cublas_handle at ggml/src/ggml-cuda/common.cuh:826\n  cublasCreate_v2(&cublas_handles[device])';
		expect(first(paste)).toBe('out-of-memory');
		expect(diagnose(paste, registry).recognized.codes.map((code) => code.name)).toContain('CUBLAS_STATUS_ALLOC_FAILED');
		// Without CUDA words on the line, the words alone are not the status.
		expect(diagnose('the resource allocation failed', registry).recognized.codes).toEqual([]);
	});

	it('links the code page of what it recognised, owned or not', () => {
		const { recognized } = diagnose('CUDA error at kernel.cu:12 code=719(cudaErrorLaunchFailure) "cudaDeviceSynchronize()"\ncuBLAS error 13', registry);
		expect(recognized.codes.map((code) => [code.name, code.url])).toEqual([
			['cudaErrorLaunchFailure', '/codes/cuda/719/'],
			['CUBLAS_STATUS_EXECUTION_FAILED', '/codes/cublas/13/'],
		]);
		expect(diagnose('NVRM: Xid (PCI:0000:3b:00): 48, pid=1, DBE', registry).recognized.codes[0]).toMatchObject({ api: 'xid', number: 48, url: '/codes/xid/48/' });
	});
});
