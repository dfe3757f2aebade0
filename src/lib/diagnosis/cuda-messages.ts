/**
 * What CUDA prints for its most common errors: the runtime enum, the matching driver enum, the
 * number today and before CUDA 10.1 (when the runtime was renumbered), and the message that
 * `cudaGetErrorString` returns. Which runbook covers a code is not decided here but by the
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

/** The table. Messages are those of CUDA 12/13; old wordings are listed as extra entries. */
export const CUDA_MESSAGES: readonly CudaMessage[] = [
	{ runtime: 'cudaErrorInvalidValue', driver: 'CUDA_ERROR_INVALID_VALUE', number: 1, legacyNumber: 11, message: 'invalid argument', generic: true },
	{ runtime: 'cudaErrorMemoryAllocation', driver: 'CUDA_ERROR_OUT_OF_MEMORY', number: 2, message: 'out of memory', generic: true },
	{ runtime: 'cudaErrorInitializationError', driver: 'CUDA_ERROR_NOT_INITIALIZED', number: 3, message: 'initialization error', generic: true },
	{ runtime: 'cudaErrorCudartUnloading', driver: 'CUDA_ERROR_DEINITIALIZED', number: 4, legacyNumber: 29, message: 'driver shutting down' },
	{ runtime: 'cudaErrorInvalidConfiguration', number: 9, message: 'invalid configuration argument' },
	{ runtime: 'cudaErrorInvalidDevicePointer', number: 17, message: 'invalid device pointer' },
	{ runtime: 'cudaErrorInsufficientDriver', number: 35, message: 'cuda driver version is insufficient for cuda runtime version' },
	{ runtime: 'cudaErrorCallRequiresNewerDriver', number: 36, message: 'api call is not supported in the installed cuda driver' },
	{ runtime: 'cudaErrorDevicesUnavailable', driver: 'CUDA_ERROR_DEVICE_UNAVAILABLE', number: 46, message: 'cuda-capable device(s) is/are busy or unavailable' },
	{ runtime: 'cudaErrorDevicesUnavailable', number: 46, message: 'all cuda-capable devices are busy or unavailable' },
	{ runtime: 'cudaErrorInvalidDeviceFunction', number: 98, legacyNumber: 8, message: 'invalid device function' },
	{ runtime: 'cudaErrorNoDevice', driver: 'CUDA_ERROR_NO_DEVICE', number: 100, legacyNumber: 38, message: 'no cuda-capable device is detected' },
	{ runtime: 'cudaErrorInvalidDevice', driver: 'CUDA_ERROR_INVALID_DEVICE', number: 101, legacyNumber: 10, message: 'invalid device ordinal' },
	{ runtime: 'cudaErrorStartupFailure', number: 127, message: 'startup failure in cuda runtime' },
	{ runtime: 'cudaErrorInvalidKernelImage', driver: 'CUDA_ERROR_INVALID_IMAGE', number: 200, legacyNumber: 47, message: 'device kernel image is invalid' },
	{ runtime: 'cudaErrorDeviceUninitialized', driver: 'CUDA_ERROR_INVALID_CONTEXT', number: 201, message: 'invalid device context' },
	{ runtime: 'cudaErrorNoKernelImageForDevice', driver: 'CUDA_ERROR_NO_BINARY_FOR_GPU', number: 209, legacyNumber: 48, message: 'no kernel image is available for execution on the device' },
	{ runtime: 'cudaErrorECCUncorrectable', driver: 'CUDA_ERROR_ECC_UNCORRECTABLE', number: 214, legacyNumber: 39, message: 'uncorrectable ecc error encountered' },
	{ runtime: 'cudaErrorPeerAccessUnsupported', driver: 'CUDA_ERROR_PEER_ACCESS_UNSUPPORTED', number: 217, legacyNumber: 64, message: 'peer access is not supported between these two devices' },
	{ runtime: 'cudaErrorInvalidPtx', driver: 'CUDA_ERROR_INVALID_PTX', number: 218, legacyNumber: 78, message: 'a ptx jit compilation failed' },
	{ runtime: 'cudaErrorNvlinkUncorrectable', driver: 'CUDA_ERROR_NVLINK_UNCORRECTABLE', number: 220, legacyNumber: 80, message: 'uncorrectable nvlink error detected during the execution' },
	{ runtime: 'cudaErrorJitCompilerNotFound', driver: 'CUDA_ERROR_JIT_COMPILER_NOT_FOUND', number: 221, legacyNumber: 81, message: 'ptx jit compiler library not found' },
	{ runtime: 'cudaErrorUnsupportedPtxVersion', driver: 'CUDA_ERROR_UNSUPPORTED_PTX_VERSION', number: 222, message: 'the provided ptx was compiled with an unsupported toolchain' },
	{ runtime: 'cudaErrorInvalidResourceHandle', driver: 'CUDA_ERROR_INVALID_HANDLE', number: 400, legacyNumber: 33, message: 'invalid resource handle' },
	{ runtime: 'cudaErrorIllegalAddress', driver: 'CUDA_ERROR_ILLEGAL_ADDRESS', number: 700, legacyNumber: 77, message: 'an illegal memory access was encountered' },
	{ runtime: 'cudaErrorLaunchOutOfResources', driver: 'CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES', number: 701, legacyNumber: 7, message: 'too many resources requested for launch' },
	{ runtime: 'cudaErrorLaunchTimeout', driver: 'CUDA_ERROR_LAUNCH_TIMEOUT', number: 702, legacyNumber: 6, message: 'the launch timed out and was terminated' },
	{ runtime: 'cudaErrorAssert', driver: 'CUDA_ERROR_ASSERT', number: 710, legacyNumber: 59, message: 'device-side assert triggered' },
	{ runtime: 'cudaErrorHardwareStackError', driver: 'CUDA_ERROR_HARDWARE_STACK_ERROR', number: 714, legacyNumber: 72, message: 'hardware stack error' },
	{ runtime: 'cudaErrorIllegalInstruction', driver: 'CUDA_ERROR_ILLEGAL_INSTRUCTION', number: 715, legacyNumber: 73, message: 'an illegal instruction was encountered' },
	{ runtime: 'cudaErrorMisalignedAddress', driver: 'CUDA_ERROR_MISALIGNED_ADDRESS', number: 716, legacyNumber: 74, message: 'misaligned address' },
	{ runtime: 'cudaErrorInvalidAddressSpace', driver: 'CUDA_ERROR_INVALID_ADDRESS_SPACE', number: 717, legacyNumber: 75, message: 'operation not supported on global/shared address space' },
	{ runtime: 'cudaErrorInvalidPc', driver: 'CUDA_ERROR_INVALID_PC', number: 718, legacyNumber: 76, message: 'invalid program counter' },
	{ runtime: 'cudaErrorLaunchFailure', driver: 'CUDA_ERROR_LAUNCH_FAILED', number: 719, legacyNumber: 4, message: 'unspecified launch failure' },
	{ runtime: 'cudaErrorCooperativeLaunchTooLarge', driver: 'CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE', number: 720, legacyNumber: 82, message: 'too many blocks in cooperative launch' },
	{ runtime: 'cudaErrorNotPermitted', driver: 'CUDA_ERROR_NOT_PERMITTED', number: 800, legacyNumber: 70, message: 'operation not permitted', generic: true },
	{ runtime: 'cudaErrorNotSupported', driver: 'CUDA_ERROR_NOT_SUPPORTED', number: 801, legacyNumber: 71, message: 'operation not supported', generic: true },
	{ runtime: 'cudaErrorSystemNotReady', driver: 'CUDA_ERROR_SYSTEM_NOT_READY', number: 802, legacyNumber: 83, message: 'system not yet initialized' },
	{ runtime: 'cudaErrorSystemDriverMismatch', driver: 'CUDA_ERROR_SYSTEM_DRIVER_MISMATCH', number: 803, legacyNumber: 84, message: 'system has unsupported display driver / cuda driver combination' },
	{ runtime: 'cudaErrorCompatNotSupportedOnDevice', driver: 'CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE', number: 804, legacyNumber: 85, message: 'forward compatibility was attempted on non supported hw' },
	{ runtime: 'cudaErrorStreamCaptureUnsupported', driver: 'CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED', number: 900, message: 'operation not permitted when stream is capturing' },
	{ runtime: 'cudaErrorUnknown', driver: 'CUDA_ERROR_UNKNOWN', number: 999, legacyNumber: 30, message: 'unknown error', generic: true },
];

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
export const CUDA_CONTEXT = /cuda|cudnn|cublas|triton error|gpuassert|cuda_error|cudaerror|cudaGetLastError|cu[A-Z]\w+\(|Cuda failure/i;
