/**
 * What CUDA prints for its errors: the runtime enum, the matching driver enum, the number today
 * and before CUDA 10.1 (when the runtime was renumbered), and the message that
 * `cudaGetErrorString` returns. The table is built at build time from the error-code reference and
 * travels in the registry, so the browser never loads the reference itself. Which runbook covers a code is not decided here but by the
 * runbooks' `codes`; this table only lets a paste that shows just the message, or just a number,
 * or just the driver's name, reach the same code.
 */

/** One CUDA error as it shows up in pastes. */
export interface CudaMessage {
	/** Runtime enum name. */
	runtime: string;
	/** Driver enum name with the same meaning, when there is one. */
	driver?: string;
	/** Current number (runtime and driver agree since CUDA 10.1). */
	number: number;
	/** Runtime number before CUDA 10.1, where it differed. */
	legacyNumber?: number;
	/** The message, lower case. */
	message: string;
	/** True when the message is too plain to count without a CUDA marker on the same line. */
	generic?: boolean;
}

/** The part of one generated code (`content/codes/cuda-codes.json`) this table reads. */
export interface CodeFacts {
	name: string;
	number: number;
	legacyNumber?: number | undefined;
	message?: string | null | undefined;
}

/**
 * Messages too plain to count without a CUDA marker on the same line ("invalid argument",
 * "out of memory", "unknown error" appear in logs of every kind), by number.
 */
const GENERIC_NUMBERS = new Set([1, 2, 3, 800, 801, 999]);

/** Wordings that older CUDA releases printed, besides today's message of the same code. */
const OLDER_WORDINGS: readonly { number: number; message: string }[] = [{ number: 46, message: 'all CUDA-capable devices are busy or unavailable' }];

/**
 * The message table, derived from the error-code reference generated from the CUDA headers and
 * `cudaGetErrorString` on a real GPU: each runtime code with its message, number, pre-10.1 number
 * and the driver code of the same number.
 */
export function buildCudaMessages(codes: { runtime: readonly CodeFacts[]; driver: readonly CodeFacts[] }): CudaMessage[] {
	const driverByNumber = new Map(codes.driver.map((code) => [code.number, code.name]));
	const entry = (code: CodeFacts, message: string): CudaMessage => {
		const driver = driverByNumber.get(code.number);
		return {
			runtime: code.name,
			...(driver ? { driver } : {}),
			number: code.number,
			...(code.legacyNumber !== undefined ? { legacyNumber: code.legacyNumber } : {}),
			// cudaGetErrorString ends some messages with a period; pastes quote them with or without.
			message: message.toLowerCase().replace(/\.$/, ''),
			...(GENERIC_NUMBERS.has(code.number) ? { generic: true } : {}),
		};
	};
	const messages = codes.runtime.filter((code) => code.message).map((code) => entry(code, code.message!));
	for (const older of OLDER_WORDINGS) {
		const code = codes.runtime.find((c) => c.number === older.number);
		if (code) messages.push(entry(code, older.message));
	}
	return messages;
}

/** NCCL's result names and the words PyTorch prints for them ("NCCL error in: ..., unhandled cuda error"). */
export const NCCL_RESULTS: readonly { name: string; message: string }[] = [
	{ name: 'ncclUnhandledCudaError', message: 'unhandled cuda error' },
	{ name: 'ncclSystemError', message: 'unhandled system error' },
	{ name: 'ncclInternalError', message: 'internal error' },
	{ name: 'ncclInvalidArgument', message: 'invalid argument' },
	{ name: 'ncclInvalidUsage', message: 'invalid usage' },
	{ name: 'ncclRemoteError', message: 'remote process exited or there was a network error' },
	{ name: 'ncclInProgress', message: 'nccl operation in progress' },
];

/** A marker that the line is about CUDA, which a plain message ("unknown error") needs to count. */
export const CUDA_CONTEXT = /cuda|cudnn|cublas|triton error|gpuassert|cuda_error|cudaerror|cudaGetLastError|cu[A-Z]\w{0,60}\(|Cuda failure|\.cuh?\b/i;
