import { describe, expect, it } from 'vitest';
import { judgeOom, parseFacts } from '../../../src/lib/diagnosis/facts/index.ts';
import { formatBytes, parseSize } from '../../../src/lib/diagnosis/sizes.ts';

const GiB = 1024 ** 3;
const MiB = 1024 ** 2;

describe('sizes', () => {
	it('reads the units programs print, as powers of 1024', () => {
		expect([parseSize('20.00 MiB'), parseSize('4.29GB'), parseSize('1,024 bytes'), parseSize('0 bytes'), parseSize('nope')]).toEqual([20 * MiB, Math.round(4.29 * GiB), 1024, 0, null]);
	});

	it('formats bytes the way PyTorch does', () => {
		expect([formatBytes(2 * GiB), formatBytes(20 * MiB), formatBytes(512)]).toEqual(['2.00 GiB', '20.00 MiB', '512 bytes']);
	});
});

describe('out-of-memory facts', () => {
	it('reads the current PyTorch wording in bytes', () => {
		const facts = parseFacts(
			'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.11 GiB of which 1.23 GiB is free. Process 12345 has 77.86 GiB memory in use. Of the allocated memory 75.20 GiB is allocated by PyTorch, and 1.13 GiB is reserved by PyTorch but unallocated.',
		).get('out-of-memory');
		expect(facts).toEqual({
			requestedBytes: 2 * GiB,
			gpu: 0,
			totalBytes: Math.round(79.11 * GiB),
			freeBytes: Math.round(1.23 * GiB),
			allocatedBytes: Math.round(75.2 * GiB),
			otherProcessCount: 1,
			otherProcessBytes: Math.round(77.86 * GiB),
			otherProcessPids: '12345',
			reservedUnallocatedBytes: Math.round(1.13 * GiB),
			reservedBytes: Math.round(75.2 * GiB) + Math.round(1.13 * GiB),
			verdict: 'capacity',
			verdictText: 'The work needs more memory than the GPU has free (1.23 GiB free of 79.11 GiB): reduce the batch or sequence size, or use activation checkpointing or mixed precision.',
		});
	});

	it('reads "this process" separately from other processes', () => {
		const facts = parseFacts(
			'CUDA out of memory. Tried to allocate 512.00 MiB. GPU 0 has a total capacity of 23.64 GiB of which 301.06 MiB is free. Process 4127 has 14.20 GiB memory in use. Including non-PyTorch memory, this process has 9.12 GiB memory in use. Of the allocated memory 8.41 GiB is allocated by PyTorch, and 215.44 MiB is reserved by PyTorch but unallocated.',
		).get('out-of-memory');
		expect([facts?.processBytes, facts?.otherProcessBytes, facts?.verdict]).toEqual([Math.round(9.12 * GiB), Math.round(14.2 * GiB), 'other-process']);
	});

	it('reads the PyTorch 1.x wording, deriving reserved-but-unallocated', () => {
		const facts = parseFacts('RuntimeError: CUDA out of memory. Tried to allocate 20.00 MiB (GPU 0; 10.76 GiB total capacity; 4.29 GiB already allocated; 10.12 MiB free; 4.46 GiB reserved in total by PyTorch)').get('out-of-memory');
		expect(facts).toMatchObject({
			requestedBytes: 20 * MiB,
			gpu: 0,
			totalBytes: Math.round(10.76 * GiB),
			allocatedBytes: Math.round(4.29 * GiB),
			freeBytes: Math.round(10.12 * MiB),
			reservedBytes: Math.round(4.46 * GiB),
			reservedUnallocatedBytes: Math.round(4.46 * GiB) - Math.round(4.29 * GiB),
			verdict: 'other-process',
		});
	});

	it('reads the PyTorch 1.0 wording ("cached"), CuPy and XLA', () => {
		expect(parseFacts('Tried to allocate 144.00 MiB (GPU 0; 11.00 GiB total capacity; 8.37 GiB already allocated; 51.88 MiB free; 1.42 GiB cached)').get('out-of-memory')?.reservedBytes).toBe(Math.round(1.42 * GiB));
		expect(parseFacts('cupy.cuda.memory.OutOfMemoryError: Out of memory allocating 4,294,967,296 bytes (allocated so far: 8,589,934,592 bytes).').get('out-of-memory')).toMatchObject({ requestedBytes: 4 * GiB, allocatedBytes: 8 * GiB });
		expect(parseFacts('RESOURCE_EXHAUSTED: Out of memory while trying to allocate 17179869184 bytes.').get('out-of-memory')).toMatchObject({ requestedBytes: 16 * GiB });
	});
});

describe('judgeOom', () => {
	const base = { requestedBytes: 1 * GiB, totalBytes: 80 * GiB, freeBytes: 0.5 * GiB, allocatedBytes: 70 * GiB, reservedBytes: 78 * GiB, reservedUnallocatedBytes: 8 * GiB };

	it('calls a request larger than the whole GPU hopeless', () => {
		expect(judgeOom({ ...base, requestedBytes: 100 * GiB })?.id).toBe('larger-than-gpu');
	});

	it('calls large reserved-but-unallocated memory next to the request fragmentation', () => {
		expect(judgeOom(base)?.id).toBe('fragmentation');
	});

	it('blames memory held outside PyTorch when the GPU is full of it', () => {
		const verdict = judgeOom({ ...base, allocatedBytes: 20 * GiB, reservedBytes: 20.5 * GiB, reservedUnallocatedBytes: 0.5 * GiB });
		expect(verdict?.id).toBe('other-process');
		expect(verdict?.text).toMatch(/^59\.00 GiB of the GPU is in use outside PyTorch's allocator/);
	});

	it("names other processes, in the memory bar's words, when the message lists them", () => {
		const verdict = judgeOom({ ...base, allocatedBytes: 20 * GiB, reservedBytes: 20.5 * GiB, reservedUnallocatedBytes: 0.5 * GiB, processBytes: 21 * GiB, otherProcessBytes: 58 * GiB });
		expect(verdict?.id).toBe('other-process');
		expect(verdict?.text).toMatch(/^Other processes hold 58\.00 GiB of this GPU/);
	});

	it('recognises a per-process cap ("allowed")', () => {
		expect(judgeOom({ ...base, allowedBytes: 20 * GiB })?.id).toBe('memory-fraction');
	});

	it('otherwise says the work does not fit', () => {
		expect(judgeOom({ ...base, reservedBytes: 79 * GiB, allocatedBytes: 78.9 * GiB, reservedUnallocatedBytes: 0.1 * GiB })?.id).toBe('capacity');
	});

	it('gives no verdict without the request and the total', () => {
		expect(judgeOom({ freeBytes: GiB })).toBeNull();
	});
});

describe('other facts', () => {
	it('reads the GPU architecture against the build list', () => {
		expect(
			parseFacts(
				'UserWarning: \nNVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible with the current PyTorch installation.\nThe current PyTorch install supports CUDA capabilities sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90.',
			).get('compatibility'),
		).toEqual({
			gpuName: 'NVIDIA GeForce RTX 5090',
			gpuArch: 'sm_120',
			supportedArchs: 'sm_50 sm_60 sm_70 sm_75 sm_80 sm_86 sm_90',
			verdictText: 'The GPU (sm_120) is newer than every architecture this PyTorch build carries (newest sm_90): install a build compiled for sm_120.',
		});
	});

	it('reads a GPU below the minimum capability and an old driver', () => {
		expect(parseFacts('Found GPU0 GeForce GTX 770 which is of cuda capability 3.0.\nThe minimum cuda capability supported by this library is 3.7.').get('compatibility')).toMatchObject({ gpuArch: 'sm_30', minimumArch: 'sm_37' });
		expect(parseFacts('The NVIDIA driver on your system is too old (found version 11040).').get('compatibility')).toEqual({ driverCudaVersion: '11.4' });
	});

	it('reads the collective that timed out', () => {
		expect(
			parseFacts('[rank3]:[E ProcessGroupNCCL.cpp:607] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=12345, OpType=ALLREDUCE, NumelIn=1048576, NumelOut=1048576, Timeout(ms)=600000) ran for 600034 milliseconds before timing out.').get(
				'distributed-nccl',
			),
		).toEqual({ op: 'ALLREDUCE', seqNum: 12345, numelIn: 1048576, timeoutMs: 600000, ranForMs: 600034, rank: 3 });
	});

	it('reads the device-side assertion and where it fired', () => {
		expect(parseFacts('Indexing.cu:1292: indexSelectLargeIndex: block: [1,0,0], thread: [32,0,0] Assertion `srcIndex < srcSelectDimSize` failed.').get('device-side-assert')).toEqual({
			assertion: 'srcIndex < srcSelectDimSize',
			file: 'Indexing.cu',
			line: 1292,
			kernel: 'indexSelectLargeIndex',
			block: '1,0,0',
			thread: '32,0,0',
			assertionLines: 1,
		});
	});

	it("reads compute-sanitizer's report", () => {
		expect(
			parseFacts('========= Invalid __global__ write of size 4 bytes\n=========     at 0x150 in kernel(int*, int)\n=========     by thread (31,0,0) in block (0,0,0)\n=========     Address 0x7f8a40000000 is out of bounds').get('illegal-memory-access'),
		).toEqual({ memorySpace: '__global__', access: 'write', accessBytes: 4, kernel: 'kernel(int*, int)', thread: '31,0,0', block: '0,0,0', address: '0x7f8a40000000 is out of bounds' });
	});

	it("reads Triton's resource limit", () => {
		expect(parseFacts('triton.runtime.errors.OutOfResources: out of resource: shared memory, Required: 131072, Hardware limit: 101376.').get('launch-failure')).toEqual({ resource: 'shared memory', requiredBytes: 131072, limitBytes: 101376 });
	});
});
