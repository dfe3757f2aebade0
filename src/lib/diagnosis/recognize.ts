/**
 * What a paste shows besides a family: the error codes it names (each with the page that explains
 * it), the GPU libraries and the frameworks it comes from. Diagnosis reports these with every
 * answer; when no runbook matches they are what the person can still act on ("the paste names
 * cudaErrorLaunchFailure (719): its page explains it", "a cuSOLVER failure in JAX").
 */
import { codePath, libraryCodePath, xidPath } from '../site/paths.ts';
import { telltaleStatusesOn, type CompiledRegistry } from './compile.ts';
import type { EvidenceLine } from './extract.ts';
import type { Token } from './tokens.ts';

/** A code named in the paste. */
export interface RecognizedCode {
	/** Enum name, e.g. `cudaErrorLaunchFailure`. */
	name: string;
	/** Its number, when known. */
	number?: number;
	/** `runtime` (cudaError_t), `driver` (CUresult), `library` (a library status) or `xid` (an NVIDIA Xid event). */
	api: 'runtime' | 'driver' | 'library' | 'xid';
	/** For a library status, the library's title, e.g. `cuSPARSE`. */
	library?: string;
	/** The code's page, under the base path. */
	url: string;
}

/** What the paste shows, matched or not. */
export interface Recognized {
	/** Codes named in the paste (by enum name, message or number), first seen first. */
	codes: RecognizedCode[];
	/** GPU libraries the paste involves, e.g. "cuBLAS", "NCCL". */
	libraries: string[];
	/** Frameworks and programs it comes from, e.g. "PyTorch", "JAX". */
	frameworks: string[];
}

/** Libraries and the words that show them (anchored on word boundaries, case-insensitive). */
const LIBRARIES: readonly [string, RegExp][] = [
	['cuBLAS', /\bcublas(?:lt)?\w*|CUBLAS_STATUS/i],
	['cuDNN', /\bcudnn\w*|CUDNN_STATUS|\bDNN library\b/i],
	['cuFFT', /\bcufft\w*|CUFFT_/i],
	['cuSOLVER', /\bcusolver\w*|CUSOLVER_STATUS|\bgpusolver/i],
	['cuSPARSE', /\bcusparse\w*|CUSPARSE_STATUS/i],
	['cuRAND', /\bcurand\w*|CURAND_STATUS/i],
	['NCCL', /\bnccl\w*|ProcessGroupNCCL/i],
	['NVRTC', /\bnvrtc\w*|NVRTC_ERROR/i],
	['NVML', /\bNVML\b|nvidia-smi/i],
	['Triton', /\btriton\b|Triton Error/i],
];

/** Frameworks and programs, from what their messages and paths look like. */
const FRAMEWORKS: readonly [string, RegExp][] = [
	['PyTorch', /\btorch[._/]|\bc10::|\bat::|ATen\b|\bTHC\w*|PyTorch/],
	['TensorFlow', /\btensorflow\b|\btf\.\w|\bTensorFlow\b/],
	['JAX', /\bjax(?:lib)?\b|XlaRuntimeError|\bXLA\b/],
	['CuPy', /\bcupy(?:_backends)?\b/],
	['Numba', /\bnumba\b/],
	['vLLM', /\bvllm\b|VllmWorker/i],
	['SGLang', /\bsglang\b/i],
	['DeepSpeed', /\bdeepspeed\b/i],
	['TensorRT', /\bTensorRT\b|\[TRT\]|\bnvinfer\b/],
	['ONNX Runtime', /\bonnxruntime\b|\bORT\b/],
	['llama.cpp / ggml', /\bggml\w*|\bllama\.cpp\b|\bllama_\w+/],
	['Rust (cudarc, candle, burn)', /\bDriverError\(|\bcudarc\b|\bcandle\w*\b|\bburn\b/],
	['Julia CUDA.jl', /\bCUDA\.jl\b|\bCuArray\b|ERROR: CUDA error/],
	['PyCUDA', /\bpycuda\b/],
	['Caffe', /\bcaffe\b/i],
	['MXNet', /\bmxnet\b/i],
	['Horovod', /\bhorovod\b/i],
	['compute-sanitizer', /^={9} |compute-sanitizer/m],
];

/** Reads codes, libraries and frameworks from the evidence lines, the protected tokens and the paste's context. */
export function recognize(lines: readonly EvidenceLine[], tokens: readonly Token[], context: string, compiled: CompiledRegistry, base: string): Recognized {
	const codes: RecognizedCode[] = [];
	const seen = new Set<string>();
	const addCode = (name: string, number?: number) => {
		const message = compiled.messages.find((entry) => entry.names.includes(name));
		if (!message) return;
		const api = name.startsWith('cudaError') ? 'runtime' : 'driver';
		const key = `${api}:${name}`;
		if (seen.has(key)) return;
		seen.add(key);
		const known = number ?? message.number;
		codes.push({ name, number: known, api, url: codePath(base, api, known) });
	};
	const addLibrary = (status: CompiledRegistry['registry']['libraryStatuses'][number]) => {
		const key = `library:${status.library}:${status.name}`;
		if (seen.has(key)) return;
		seen.add(key);
		codes.push({ name: status.name, number: status.number, api: 'library', library: status.title, url: libraryCodePath(base, status.library, status.number) });
	};
	const { libraryStatuses, xids } = compiled.registry;
	for (const token of tokens) {
		if (token.kind === 'enum') {
			const status = libraryStatuses.find((entry) => entry.name === token.name);
			if (status) addLibrary(status);
			else addCode(token.name);
		} else if (token.kind === 'library-number') {
			const status = libraryStatuses.find((entry) => entry.library === token.library && entry.number === token.value);
			if (status) addLibrary(status);
		} else if (token.kind === 'xid') {
			const xid = xids.find((entry) => entry.number === token.value);
			if (xid && !seen.has(`xid:${xid.number}`)) {
				seen.add(`xid:${xid.number}`);
				codes.push({ name: `Xid ${xid.number}: ${xid.name}`, number: xid.number, api: 'xid', url: xidPath(base, xid.number) });
			}
		}
	}
	for (const line of lines) {
		const padded = ` ${line.normalized} `;
		for (const message of compiled.messages) {
			if (message.generic || !padded.includes(` ${message.normalized} `)) continue;
			addCode(message.names[0], message.number);
		}
		telltaleStatusesOn(line.text, line.normalized, compiled).forEach(addLibrary);
	}
	const text = context.length > 0 ? context : lines.map((line) => line.text).join('\n');
	return {
		codes: codes.slice(0, 8),
		libraries: LIBRARIES.filter(([, pattern]) => pattern.test(text)).map(([name]) => name),
		frameworks: FRAMEWORKS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name),
	};
}
