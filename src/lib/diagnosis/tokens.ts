/**
 * Protecting meaning-carrying tokens before normalisation would blur them: error enum names
 * (`cudaErrorIllegalAddress`, `CUDA_ERROR_OUT_OF_MEMORY`, `CUBLAS_STATUS_EXECUTION_FAILED`,
 * `ncclInvalidUsage`), the error numbers printed next to them (`error=77`, `CUDA error 700`,
 * `cuda runtime error (2)`), GPU architectures (`sm_86`) and exception class names.
 */
import type { EvidenceLine } from './extract.ts';

/** A protected token and the evidence line (position in the list) it came from. */
export type Token =
	| { kind: 'enum'; name: string; line: number }
	/** A status given only as a number, beside the library's name ("cuBLAS error: 13"). */
	| { kind: 'library-number'; library: string; value: number; line: number }
	/** A check that a library call returned its success code failed, its status not printed. */
	| { kind: 'library-failure'; library: string; line: number }
	/** An NVIDIA Xid event ("NVRM: Xid (PCI:0000:3b:00): 79, ..."). */
	| { kind: 'xid'; value: number; line: number }
	| { kind: 'number'; value: number; era: 'legacy' | 'any'; line: number }
	| { kind: 'arch'; value: string; line: number }
	| { kind: 'class'; name: string; qualified: string; line: number };

const ENUM = /\b(cudaError[A-Z]\w{0,60}|CUDA_ERROR_[A-Z0-9_]{2,60}|CU(?:BLAS|DNN|SOLVER|SPARSE|RAND)_STATUS_[A-Z0-9_]{2,60}|CUFFT_[A-Z_]{2,40}|NVRTC_ERROR_[A-Z_]{2,60}|nccl(?:UnhandledCudaError|SystemError|InternalError|InvalidArgument|InvalidUsage|RemoteError|InProgress|Timeout))\b/g;
// Julia's CUDA.jl and some C wrappers drop the "CUDA_" prefix: "(code 700, ERROR_ILLEGAL_ADDRESS)".
const SHORT_DRIVER_ENUM = /(?<![A-Z_])ERROR_([A-Z][A-Z0-9_]{2,60})\b/g;
// A library's name, then a number in an error position on the same line: "cuBLAS error: 13",
// "cusolver error 7", "CUFFT failed with code 5", "cudnn status=3000".
const LIBRARY_NUMBER = /\b(cublas|cudnn|cufft|cusolver|cusparse|curand|nccl|nvrtc)\w{0,40}\b[^\n\d]{0,40}?\b(?:error|status|code|err|result|returned|failed|failure)\b[ :=#(]{0,6}(\d{1,4})\b/i;
// The same, where a check macro prints the file and line between them: "cuBLAS error at gemm.cu:125 code=15".
const LIBRARY_NUMBER_AT = /\b(cublas|cudnn|cufft|cusolver|cusparse|curand|nccl)\w{0,20} error at \S{1,300} code\s?=\s?(\d{1,4})\b/i;
// A wrapper's exception class named after the library, its status not printed: Ginkgo's
// "gko::CusparseError", CuPy's "CuFFTError", cudamat-style "CublasError".
const LIBRARY_CLASS = /\b(cublas|cudnn|cufft|cusolver|cusparse|curand)(?:Error|Exception)\b/i;
// A library's name, then its failure in words and no status: "cuBLAS execution failed" (ND4J),
// "cusolverDnCreate failed", "CUFFT plan creation failure". A file name ("cufft_plan.cu.o") ends at its dot.
const LIBRARY_FAILED = /\b(cublas|cudnn|cufft|cusolver|cusparse|curand)\w{0,30}\b[^\n.]{0,30}?\b(?:failed|failure)\b/i;
// A glog check against a library's success code, with the value it got: "== CUFFT_SUCCESS (2 vs. 0)".
// NCCL's success code is camel-cased: "Check failed: result == ncclSuccess (1 vs. 0)" (NVCaffe).
const LIBRARY_CHECK = /==\s{0,3}\(?(?:(CUBLAS|CUDNN|CUFFT|CUSOLVER|CUSPARSE|CURAND|NVRTC)_(?:STATUS_)?SUCCESS|(nccl)Success)\)?\s{0,3}(?:\((\d{1,4}) vs\. 0\))?/;
// A wrapper's exception class named after a library status in CamelCase: cudnn-python-wrappers'
// "libcudnn.cudnnStatusArchMismatch" is CUDNN_STATUS_ARCH_MISMATCH.
const CAMEL_LIBRARY_STATUS = /\b(cublas|cudnn|cusolver|cusparse|curand)Status((?:[A-Z][a-z0-9]{1,20}){1,6})\b/g;
// .NET's ManagedCuda names driver results in CamelCase: "ErrorInvalidContext" for CUDA_ERROR_INVALID_CONTEXT.
const CAMEL_DRIVER_ENUM = /\bError((?:[A-Z][a-z0-9]{1,20}){1,8})\b/g;
// Rust's RustaCUDA and cust print a driver result as a CamelCase variant with no prefix, inside the
// wrapper's own error or after a failed unwrap: "Cuda(NoBinaryForGpu)", "CudaError::IllegalAddress",
// "called `Result::unwrap()` on an `Err` value: LaunchFailed".
const RUST_DRIVER_VARIANT = /(?:\bCuda(?:Error)?\(|\bCudaError::|`Err` value: (?!Cuda))((?:[A-Z][a-z0-9]{1,20}){1,8})\b/g;
// Exception classes named after the driver result: PyFR's "CUDAInvalidDevice" for CUDA_ERROR_INVALID_DEVICE.
// Only names that are results count (the registry's codes decide), so "CUDAGraph" or "CUDAError" add nothing.
const CAMEL_CUDA_CLASS = /\bCUDA((?:[A-Z][a-z0-9]{1,20}){1,8})\b/g;
// The kernel log's Xid lines: "NVRM: Xid (PCI:0000:3b:00): 79, pid=...", "Xid 48", "XID 79 (GPU fell off the bus)".
const XID = /\bXid\b\s{0,3}(?:\([^)\n]{0,40}\))?\s{0,3}:?\s{0,3}(\d{1,3})\b/i;
// Formats whose numbers are the pre-CUDA-10.1 ones: PyTorch's THC era and Caffe's checks.
const LEGACY_NUMBER = [
	/cuda runtime error \((\d{1,4})\)/i,
	/THCudaCheck FAIL.{0,190}?\berror=(\d{1,4})\b/,
	/Check failed: [^\n]{0,120}?== cudaSuccess \((\d{1,4}) vs\. 0\)/,
];
const ANY_NUMBER = [
	// "CUDA error 700", "CUDA error: 2", and the tutorial macro's "CUDA error = 999 at main.cu:196" (its
	// number sometimes glued to the next word: "999at").
	/\bCUDA (?:runtime |driver )?error\s{0,3}[:#=]?\s{0,3}(\d{1,4})(?![\d.])/i,
	// A C++ program's own check on an API call: "cudaMalloc failed with error 2", "cuMemAlloc returned 700".
	/\bcu(?:da)?[A-Z]\w{1,40}(?:\(\))?:? (?:failed|returned)(?: with)?(?: (?:error|code|status|result))?(?: code)?\s{0,3}[:=#]?\s{0,3}(\d{1,4})(?![\d.])/,
	/\b(?:Runtime|Driver) API error (\d{1,4})\b/i,
	// TensorRT 5 to 8's own check: "runtime.cpp (16) - Cuda Error in allocate: 2", "Cuda Error in execute: 719 (unspecified launch failure)".
	/\bCuda Error in \w{1,60}: (\d{1,4})\b/i,
	// TensorRT's start-up check ("Cuda initialization failure with error 35"), spconv's ("cuda execution
	// failed with error 2") and other programs' own words for a CUDA call that failed.
	/\bCuda(?: \w{1,20}){1,2} failure with error:? (\d{1,4})\b/i,
	/\bcuda(?: \w{1,20}){0,2} failed with error (\d{1,4})\b/i,
	// Ollama's GPU discovery: "cuda driver library init failure: 999", "cuda driver library failed to get device context 999",
	// "nvcuda init failure: 999" (Windows).
	/\b(?:cuda driver library|nvcuda) (?:init failure: |failed to get device context )(\d{1,4})\b/i,
	/\bcode=(\d{1,4})\(/,
	// A driver or runtime call and its result as a number: "cuMemoryAllocate failed res=2" (HAMi), "cuMemAlloc failed, result = 2".
	/\bcu(?:da)?[A-Z]\w{1,40} failed,? res(?:ult)? ?= ?(\d{1,4})\b/,
	// DeepStream's CHECK_CUDA_STATUS and NvBufSurface: "Cuda failure: status=100" (cudaErrorNoDevice).
	/\bCuda failure: status=(\d{1,4})\b/i,
	/\[(\d{1,4})\] Call to \w{1,60} results in/,
	/\[<CUresult\.CUDA_ERROR_\w{1,60}: (\d{1,4})>\]/,
	/\b(?:cudaError[A-Z]\w{0,60}|CUDA_ERROR_[A-Z_]{2,60}) \((\d{1,4})\):/,
	/\b(?:cudaError_t|CUresult|cudaError)[ :=]+(\d{1,4})\b/,
	/\b(?:CUDA_ERROR_[A-Z_]{2,60}|cudaError[A-Z]\w{0,60})\s*\((\d{1,4})\)/,
	// A wrapper that prints the enum and the number apart: "CUDA_ERROR_UNKNOWN (code: 901)" (the number is what the driver returned).
	/\b(?:CUDA_ERROR_[A-Z_]{2,60}|cudaError[A-Z]\w{0,60})\s*\((?:code|error|err|status)\s?[:=]\s?(\d{1,4})\)/,
	/\((\d{1,4})\)\s*(?:CUDA_ERROR_[A-Z_]{2,60}|cudaError[A-Z]\w{0,60})/,
	/\berror=(\d{1,4})\b.{0,40}cuda/i,
	// A program's own words for a CUDA step, the result after: bpftime's "Unable to map CUDA IPC memory for shared
	// array map, error=201".
	/\bCUDA\b[^=\n]{1,80}\berror ?= ?([1-9]\d{0,3})\b/i,
	// "error code 700" with nothing else: only three-digit codes, since "error code 1" ends many a log.
	/\b(?:cuda )?error code:? ([1-9]\d{2})\b/i,
	// Julia's CUDAError(code 700, ...), "Invalid error code (700)", the driver API's "CUresult ... result=2".
	/\bCUDAError\(code (\d{1,4})\b/,
	/\berror code \((\d{1,4})\)/i,
	/\bCUresult\b.{0,60}?\bresult\s?=\s?(\d{1,4})\b/,
];
const ARCH = /\b(?:sm|compute)_(\d{2,3}[af]?)\b/g;
// What comes before an enum name that a check compares against rather than reports.
const COMPARED = /(?:==|!=)\s{0,3}$/;
// The catch-all names a wrapper falls back to for a result it has no name for (999).
const CATCH_ALL = /^(?:CUDA_ERROR_UNKNOWN|cudaErrorUnknown)$/;

/** The driver enum a CamelCase result name stands for: "InvalidContext" is CUDA_ERROR_INVALID_CONTEXT. */
function driverEnumOf(camel: string): string {
	return `CUDA_ERROR${snakeOf(camel)}`;
}

/** A CamelCase name as the upper snake case an enum spells it, with its leading underscore: "ArchMismatch" is "_ARCH_MISMATCH". */
function snakeOf(camel: string): string {
	return `_${camel.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '_').toUpperCase()}`;
}

/** Pulls the protected tokens out of the evidence lines. */
export function protectTokens(lines: readonly EvidenceLine[]): Token[] {
	const tokens: Token[] = [];
	lines.forEach((line, position) => {
		const { text } = line;
		if (/CUDA|cuda/.test(text)) {
			for (const match of text.matchAll(SHORT_DRIVER_ENUM)) tokens.push({ kind: 'enum', name: `CUDA_ERROR_${match[1]}`, line: position });
		}
		const libraryCheck = LIBRARY_CHECK.exec(text);
		const libraryNumber = LIBRARY_NUMBER.exec(text) ?? LIBRARY_NUMBER_AT.exec(text);
		const checkedLibrary = (libraryCheck?.[1] ?? libraryCheck?.[2])?.toLowerCase();
		if (checkedLibrary && libraryCheck?.[3] !== undefined) tokens.push({ kind: 'library-number', library: checkedLibrary, value: Number(libraryCheck[3]), line: position });
		else if (libraryNumber) tokens.push({ kind: 'library-number', library: libraryNumber[1].toLowerCase(), value: Number(libraryNumber[2]), line: position });
		else if (checkedLibrary && /check failed|failed|error/i.test(text)) tokens.push({ kind: 'library-failure', library: checkedLibrary, line: position });
		else {
			const libraryClass = LIBRARY_CLASS.exec(text) ?? LIBRARY_FAILED.exec(text);
			if (libraryClass) tokens.push({ kind: 'library-failure', library: libraryClass[1].toLowerCase(), line: position });
		}
		if (text.includes('CUDA')) {
			for (const match of text.matchAll(CAMEL_CUDA_CLASS)) tokens.push({ kind: 'enum', name: driverEnumOf(match[1]), line: position });
		}
		if (text.includes('Status')) {
			for (const match of text.matchAll(CAMEL_LIBRARY_STATUS)) tokens.push({ kind: 'enum', name: `${match[1].toUpperCase()}_STATUS${snakeOf(match[2])}`, line: position });
		}
		if (text.includes('Error')) {
			for (const match of text.matchAll(CAMEL_DRIVER_ENUM)) tokens.push({ kind: 'enum', name: driverEnumOf(match[1]), line: position });
		}
		if (/Cuda|`Err`/.test(text)) {
			for (const match of text.matchAll(RUST_DRIVER_VARIANT)) tokens.push({ kind: 'enum', name: driverEnumOf(match[1]), line: position });
		}
		const xid = /xid/i.test(text) ? XID.exec(text) : null;
		if (xid) tokens.push({ kind: 'xid', value: Number(xid[1]), line: position });
		const legacy = LEGACY_NUMBER.map((pattern) => pattern.exec(text)).find((match) => match !== null);
		const any = legacy ? undefined : ANY_NUMBER.map((pattern) => pattern.exec(text)).find((match) => match !== null);
		for (const match of text.matchAll(ENUM)) {
			// "Check failed: e == cudaSuccess || e == cudaErrorCudartUnloading": names in a comparison are
			// what the check allowed, not the error that happened.
			if (COMPARED.test(text.slice(Math.max(0, match.index - 6), match.index))) continue;
			// A catch-all name beside another number the driver returned ("CUDA_ERROR_UNKNOWN (code: 700)"):
			// the number is the error, the name only the wrapper not knowing it.
			if (any && any[1] !== '999' && CATCH_ALL.test(match[1])) continue;
			tokens.push({ kind: 'enum', name: match[1], line: position });
		}
		if (legacy) tokens.push({ kind: 'number', value: Number(legacy[1]), era: 'legacy', line: position });
		else if (any) tokens.push({ kind: 'number', value: Number(any[1]), era: 'any', line: position });
		if (text.includes('sm_') || text.includes('compute_')) {
			for (const match of text.matchAll(ARCH)) tokens.push({ kind: 'arch', value: `sm_${match[1]}`, line: position });
		}
		if (line.exceptionClass && line.qualifiedClass && line.text.includes(line.qualifiedClass)) {
			tokens.push({ kind: 'class', name: line.exceptionClass, qualified: line.qualifiedClass, line: position });
		}
	});
	return tokens;
}
