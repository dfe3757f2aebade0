import { describe, expect, it } from 'vitest';
import { informativeWords, normalizeText } from '../../../src/lib/diagnosis/normalize.ts';

describe('normalizeText', () => {
	it('masks sizes, numbers and the GPU index of an OOM message', () => {
		expect(normalizeText('Tried to allocate 2.00 GiB. GPU 0 has a total capacity of 79.11 GiB')).toBe('tried to allocate _size_ gpu _num_ has a total capacity of _size_');
	});

	it('masks paths, line numbers and legacy error numbers', () => {
		expect(normalizeText('THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=51 error=38 : no CUDA-capable device is detected')).toBe(
			'thcudacheck fail file _path_ line _num_ error _num_ no cuda capable device is detected',
		);
	});

	it("drops NCCL's host:pid:tid prefix and masks addresses", () => {
		expect(normalizeText('gpu-node-3:12345:12399 [0] NCCL WARN Connect to 10.1.2.4<56789> failed')).toBe('nccl warn connect to _addr_ _num_ failed');
	});

	it('masks hex addresses, PCI ids and timestamps', () => {
		expect(normalizeText('Address 0x7f8a40000000 is out of bounds')).toBe('address _hex_ is out of bounds');
		expect(normalizeText('Bus 0000:3b:00.0 at 2024-03-01 12:00:01.123')).toBe('bus _pci_ at _time_');
	});

	it('masks a quoted Windows path whole, spaces and all', () => {
		expect(normalizeText('"C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v7.5\\bin\\nvcc.exe" exited with code 2')).toBe('_path_ exited with code _num_');
	});

	it('reads a GPU or MIG UUID as the device index it stands for', () => {
		expect(normalizeText('device error: GPU-4f2a6b1c-0d3e-11ee-be56-0242ac120002: unknown device')).toBe('device error _num_ unknown device');
		expect(normalizeText('CUDA_VISIBLE_DEVICES=MIG-1a2b3c4d-5e6f-7a8b-9c0d-1e2f3a4b5c6d')).toBe(normalizeText('CUDA_VISIBLE_DEVICES=0'));
	});

	it('folds thread and block coordinates however they are spaced', () => {
		expect(normalizeText('block: [0,0,0], thread: [32, 0, 0]')).toBe('block _num_ thread _num_');
	});

	it('keeps architectures and identifiers with digits whole', () => {
		expect(normalizeText('sm_86 float16 cublasSgemmStridedBatched')).toBe('sm_86 float16 cublassgemmstridedbatched');
	});
});

describe('informativeWords', () => {
	it('leaves out placeholders and stopwords', () => {
		expect(informativeWords('an illegal memory access was encountered at _path_ _num_')).toEqual(['illegal', 'memory', 'access', 'encountered']);
	});
});
