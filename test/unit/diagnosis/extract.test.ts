import { describe, expect, it } from 'vitest';
import { extractEvidence } from '../../../src/lib/diagnosis/extract.ts';
import { protectTokens } from '../../../src/lib/diagnosis/tokens.ts';

const BOILERPLATE = [
	'CUDA kernel errors might be asynchronously reported at some other API call, so the stacktrace below might be incorrect.',
	'For debugging consider passing CUDA_LAUNCH_BLOCKING=1',
	'Compile with `TORCH_USE_CUDA_DSA` to enable device-side assertions.',
].join('\n');

describe('extractEvidence', () => {
	it('drops traceback frames and source lines, keeping the exception', () => {
		const { lines, finalLine } = extractEvidence(
			['Traceback (most recent call last):', '  File "train.py", line 12, in <module>', '    loss = model(x)', 'RuntimeError: CUDA error: an illegal memory access was encountered'].join('\n'),
		);
		expect(lines.map((l) => l.text)).toEqual(['RuntimeError: CUDA error: an illegal memory access was encountered']);
		expect(finalLine?.exceptionClass).toBe('RuntimeError');
	});

	it('keeps C++ frames when the paste is nothing but a backtrace', () => {
		const frames = [
			'frame #0: c10::Error::Error(c10::SourceLocation, std::string) + 0x96 (0x1554e8b12f86 in /envs/lib/python3.11/site-packages/torch/lib/libc10.so)',
			'frame #1: c10d::ProcessGroupNCCL::WorkNCCL::checkTimeout(std::optional<std::chrono::duration<long, std::ratio<1l, 1000l> > >) + 0x1d2 (0x1554e9e0f8f2 in /envs/lib/python3.11/site-packages/torch/lib/libtorch_cuda.so)',
		];
		const { lines } = extractEvidence(frames.join('\n'));
		expect(lines.map((l) => l.text)).toEqual(frames);
		// With a message line present, frames stay out.
		expect(extractEvidence(['RuntimeError: NCCL error', ...frames].join('\n')).lines.map((l) => l.text)).toEqual(['RuntimeError: NCCL error']);
	});

	it('keeps Python frames, as frames, only when asked for the last resort', () => {
		const traceback = ['Traceback (most recent call last):', '  File "/envs/torch/utils/cpp_extension.py", line 1710, in _jit_compile', '    _write_ninja_file_and_build_library('].join('\n');
		expect(extractEvidence(traceback).lines).toEqual([]);
		const { lines } = extractEvidence(traceback, { frames: true });
		expect(lines.map((l) => [l.kind, l.text])).toEqual([['frame', 'File "/envs/torch/utils/cpp_extension.py", line 1710, in _jit_compile']]);
	});

	it('sets boilerplate aside without dropping the error on the same line', () => {
		const flat = `RuntimeError: CUDA error: an illegal memory access was encountered ${BOILERPLATE.replace(/\n/g, ' ')}`;
		const { lines, boilerplate } = extractEvidence(flat);
		expect(lines.map((l) => l.text)).toEqual(['RuntimeError: CUDA error: an illegal memory access was encountered']);
		expect(boilerplate).toEqual(['async-report', 'launch-blocking', 'dsa']);
	});

	it('weighs the final exception above earlier ones in a chain', () => {
		const { lines, chainLength } = extractEvidence(
			[
				'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 6.00 GiB.',
				'',
				'The above exception was the direct cause of the following exception:',
				'',
				'RuntimeError: inference failed',
			].join('\n'),
		);
		expect(lines.map((l) => [l.text, l.weight, l.final])).toEqual([
			['torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 6.00 GiB.', 0.85, false],
			['RuntimeError: inference failed', 1, true],
		]);
		expect(chainLength).toBe(2);
	});

	it('keeps continuation lines of a multi-line message with the final exception', () => {
		const { lines } = extractEvidence(['torch.distributed.DistBackendError: NCCL error in: x.cpp:1970, unhandled system error', 'ncclSystemError: System call failed.', 'Last error:', 'socketStartConnect: Connect failed'].join('\n'));
		expect(lines.every((l) => l.final)).toBe(true);
	});

	it('folds thousands of identical assertion lines into one, counting them', () => {
		const assertion = (t: number) => `Indexing.cu:1292: indexSelectLargeIndex: block: [0,0,0], thread: [${t},0,0] Assertion \`srcIndex < srcSelectDimSize\` failed.`;
		const { lines } = extractEvidence(Array.from({ length: 2000 }, (_, t) => assertion(t)).join('\n'));
		expect(lines).toHaveLength(1);
		expect(lines[0].count).toBeGreaterThan(3);
	});

	it('expands escaped newlines from a JSON log line', () => {
		const { finalLine } = extractEvidence('{"msg": "Traceback (most recent call last):\\n  File \\"a.py\\", line 1, in <module>\\n    f()\\nRuntimeError: CUDA error: misaligned address"}');
		expect(finalLine?.text).toContain('RuntimeError: CUDA error: misaligned address');
	});

	it('reads past terminal colour codes, also when the escape character was lost', () => {
		const coloured = '\u001b[1;31mRuntimeError\u001b[0m: CUDA error: an illegal memory access was encountered\u001b[0m';
		expect(extractEvidence(coloured).finalLine?.text).toBe('RuntimeError: CUDA error: an illegal memory access was encountered');
		const orphan = '[1;31mRuntimeError[0m: CUDA error: misaligned address[0m';
		expect(extractEvidence(orphan).finalLine?.text).toBe('RuntimeError: CUDA error: misaligned address');
	});

	it('takes launcher, logger and scheduler prefixes off each line', () => {
		const lines = [
			'[rank3]:[E501 12:00:01.123456 1234 ProcessGroupNCCL.cpp:616] [Rank 3] Watchdog caught collective operation timeout',
			'2024-05-01 12:00:00,123 - ERROR - train - RuntimeError: CUDA error: out of memory',
			'[1,0]<stderr>:terminate called after throwing an instance of \'c10::Error\'',
			'(RayWorkerWrapper pid=4242, ip=10.0.0.7) ERROR 05-01 12:00:00 [worker.py:123] torch.OutOfMemoryError: CUDA out of memory.',
			'May 01 12:00:00 gpu-node-17 kernel: NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus.',
			'[ 1234.567890] NVRM: Xid (PCI:0000:3b:00): 48, pid=1234, An uncorrectable double bit error (DBE) has been detected on GPU.',
		];
		expect(extractEvidence(lines.join('\n')).lines.map((l) => l.text)).toEqual([
			'Watchdog caught collective operation timeout',
			'RuntimeError: CUDA error: out of memory',
			"terminate called after throwing an instance of 'c10::Error'",
			'torch.OutOfMemoryError: CUDA out of memory.',
			'NVRM: Xid (PCI:0000:3b:00): 79, pid=1234, name=python, GPU has fallen off the bus.',
			'NVRM: Xid (PCI:0000:3b:00): 48, pid=1234, An uncorrectable double bit error (DBE) has been detected on GPU.',
		]);
	});

	it('joins a message that a terminal or an issue tracker wrapped mid-phrase', () => {
		const soft = ['jaxlib.xla_extension.XlaRuntimeError: INTERNAL: CUDA error: Could not synchronize CUDA stream: an illegal memory', 'access was encountered'].join('\n');
		expect(extractEvidence(soft).finalLine?.text).toBe(
			'jaxlib.xla_extension.XlaRuntimeError: INTERNAL: CUDA error: Could not synchronize CUDA stream: an illegal memory access was encountered',
		);
		// Cut at exactly 80 columns inside a word: the halves join without a space.
		const head = 'jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Failed to launch CUDA kernel: '.padEnd(80, 'x').slice(0, 78) + 'fu';
		const hard = [head, 'sion_1 with block dimensions: 1024x1x1: CUDA_ERROR_INVALID_VALUE'].join('\n');
		expect(extractEvidence(hard).finalLine?.text).toContain('fusion_1 with block dimensions');
		// Two complete lines stay two lines.
		const two = ['RuntimeError: CUDA error: device-side assert triggered.', 'note: see above'].join('\n');
		expect(extractEvidence(two).lines).toHaveLength(2);
	});

	it('reads a Windows console copy, hard-wrapped at 80 columns, as the lines the program printed', () => {
		const wrap = (line: string) => line.match(/.{1,80}/g)!.join('\n');
		// The cut fell on a space: the space stays between the halves.
		const atSpace = wrap('RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0');
		expect(atSpace.split('\n')[0]).toMatch(/ $/);
		expect(extractEvidence(atSpace).finalLine?.text).toContain('found at least two devices');
		// Inside an upper-case word, the tail starts in upper case.
		const inWord = wrap("RuntimeError: Tensor for 'out' is on CPU, Tensor for argument #1 'self' is on CPU, but expected them to be on GPU (while checking arguments for addmm)");
		expect(inWord.split('\n')[1]).toMatch(/^U, but/);
		expect(extractEvidence(inWord).finalLine?.text).toContain("'self' is on CPU, but expected them to be on GPU");
		// A line that fills the width and ends a word, then a sentence in upper case: two records.
		const full = 'Encountered an error in forward function: CUDA error: an illegal instruction was encountered'.padStart(120, '.');
		expect(extractEvidence(`${full}\nSearch for the error code in the documentation.`).lines).toHaveLength(2);
		// A prefixed record continues on the line without one.
		const prefixed = wrap('[error][simple_yolo.cu:556]:launch failed: no kernel image is available for execution on the device');
		const { lines } = extractEvidence(prefixed);
		expect(lines).toHaveLength(1);
		expect(lines[0].text).toMatch(/launch failed: no kernel image is available for execution on the device$/);
	});

	it("never joins the shell's report of a signal to the line above, even one of a terminal's width ending in a word", () => {
		const log = '07/01/2020 19:31:38 - INFO - data_loader -   Loading features from cached file ./data/cached_train_semeval_bert-base-uncased_384';
		expect(log.length).toBe(128);
		expect(extractEvidence(`${log}\nSegmentation fault (core dumped)`).lines.map((l) => l.text)).toContain('Segmentation fault (core dumped)');
	});

	it('joins a message an e-mail client or a narrow console wrapped at word boundaries', () => {
		const wrapped = ['Input type (torch.cuda.FloatTensor) and weight type', '(torch.cuda.HalfTensor) should be the same'].join('\n');
		expect(extractEvidence(wrapped).lines.map((l) => l.text)).toEqual(['Input type (torch.cuda.FloatTensor) and weight type (torch.cuda.HalfTensor) should be the same']);
		// Short lines in a log with wider ones were not wrapped: the next word would have fitted.
		const log = [
			'cuCtxSetCurrent(NULL) -> CUDA_SUCCESS (0): no error',
			'cuMemAlloc(1 MiB) with no context current -> CUDA_ERROR_INVALID_CONTEXT (201): invalid device context',
		].join('\n');
		expect(extractEvidence(log).lines).toHaveLength(2);
		// A word-wrapping client cannot break a path: one longer than the wrap width keeps a line of its
		// own, and the width the wrap kept to is that of the lines with spaces in them.
		const withPath = [
			'CUDA kernel failed : no kernel image is available for',
			'execution on the device',
			'void furthest_point_sampling_kernel_wrapper(int, int, int,',
			'const float*, float*, int*) at L:233 in',
			'/home/agent/grasp/graspnet-baseline/pointnet2/_ext_src/src/sampling_gpu.cu',
		].join('\n');
		expect(extractEvidence(withPath).lines.map((l) => l.text)).toContain('CUDA kernel failed : no kernel image is available for execution on the device');
	});

	it('reads a paste as the program printed it when a web page, a chat client or an IME changed its characters', () => {
		const typographic = 'RuntimeError\uff1a Expected all tensors to be on the same device,\u00a0but found at least two devices, cpu and cuda:0! (when checking argument for argument \u2018mat1\u2019 in method \u201cwrapper_addmm\u201d)';
		expect(extractEvidence(typographic).finalLine?.text).toBe(
			'RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cpu and cuda:0! (when checking argument for argument \'mat1\' in method "wrapper_addmm")',
		);
		const escaped = 'Assertion `t &gt;= 0 &amp;&amp; t &lt; n_classes` failed. &#39;x&#39; &#x22;y&#x22; &#1;';
		expect(extractEvidence(escaped).finalLine?.text).toBe('Assertion `t >= 0 && t < n_classes` failed. \'x\' "y" &#1;');
	});

	it('joins words a console of unusual width cut, once the paste shows that width cutting twice', () => {
		const width = 104;
		const message = '[rank3]:[E1124 08:00:00.000 ProcessGroupNCCL.cpp:632] [Rank 3] Watchdog caught collective operation timeout: WorkNCCL(SeqNum=88, OpType=ALLREDUCE, NumelIn=1, NumelOut=1, Timeout(ms)=600000) ran for 600012 milliseconds before timing out.';
		const cut = [message.slice(0, width), message.slice(width, 2 * width), message.slice(2 * width)];
		expect(cut[0].length).toBe(width);
		// Both cuts fall inside a word ("time|out", "mil|liseconds"), the first before "out: ", which
		// alone would look like a record of its own.
		expect(cut[1].startsWith('out: ')).toBe(true);
		expect(extractEvidence(cut.join('\n')).lines.map((l) => l.text)).toEqual([message.slice(message.indexOf('Watchdog'))]);
		// Log lines of one format that happen to share a length are records of their own.
		const log = ['[2025-05-02 10:14:03] epoch 3 step 1200 loss 1.842 lr 2.0e-4 grad_norm 0.91 mem 31.2GiB', '[2025-05-02 10:14:41] epoch 3 step 1300 loss 1.799 lr 2.0e-4 grad_norm 0.88 mem 31.4GiB', 'Killed'].join('\n');
		expect(extractEvidence(log).lines.map((l) => l.text)).toContain('Killed');
	});

	it('reads a Windows log written as UTF-16, whether its NULs came through or were shown as spaces', () => {
		const message = 'RuntimeError: CUDA error: an illegal memory access was encountered';
		const withNuls = `\ufeff${[...message].join('\u0000')}\u0000\r\n\u0000`;
		expect(extractEvidence(withNuls).finalLine?.text).toBe(message);
		// Shown as spaces, a space of the text becomes three; the spaced line may start on either character.
		expect(extractEvidence([...message].join(' ')).finalLine?.text).toBe(message);
		expect(extractEvidence(` ${[...message].join(' ')} `).finalLine?.text).toBe(message);
		// Text that only has some single-letter words, or a short spaced line, stays as it is.
		const prose = 'RuntimeError: a b c d e f g h i j k l m n o p q r s t u v w x y z';
		expect(extractEvidence(prose).finalLine?.text).toBe(prose);
		expect(extractEvidence('C U D A   e r r o r').finalLine?.text).toBe('C U D A   e r r o r');
	});

	it('reads a paste quoted in Markdown, or logged after a time and a bare level word', () => {
		const quoted = ['> Traceback (most recent call last):', '>   File "train.py", line 3, in <module>', '>     x.cuda()', '> RuntimeError: No CUDA GPUs are available'].join('\n');
		expect(extractEvidence(quoted).lines.map((l) => l.text)).toEqual(['RuntimeError: No CUDA GPUs are available']);
		// Indented as a Markdown code block as well: the indent is not a frame's source.
		const indented = quoted.split('\n').map((l) => `    ${l}`).join('\n');
		expect(extractEvidence(indented).lines.map((l) => l.text)).toEqual(['RuntimeError: No CUDA GPUs are available']);
		const logged = '2024-05-01 12:00:03,123 ERROR tensorflow.python.framework.errors_impl.UnknownError: Failed to get convolution algorithm.';
		expect(extractEvidence(logged).finalLine?.exceptionClass).toBe('UnknownError');
	});

	it('reads words an issue tracker kept in Markdown emphasis as the words', () => {
		expect(extractEvidence('_Check_ failed: result == ncclSuccess (1 vs. 0)  unhandled cuda _error_').finalLine?.text).toBe('Check failed: result == ncclSuccess (1 vs. 0)  unhandled cuda error');
		expect(extractEvidence('**RuntimeError: CUDA error: an illegal memory access was encountered**').finalLine?.text).toBe('RuntimeError: CUDA error: an illegal memory access was encountered');
		// Identifiers, dunders and pointers keep their underscores and asterisks.
		const code = 'RuntimeError: in __init__: cuda_error_t _ZN3cub6KernelE_ for float *a, float *b';
		expect(extractEvidence(code).finalLine?.text).toBe(code);
	});

	it('decodes one record of a JSON log however few escapes it has, and leaves a Windows path alone', () => {
		const record = '{"ts": "2024-05-01T12:00:00Z", "level": "error", "msg": "reading 4.1B tokens\\nBus error (core dumped)"}';
		// The record's closing quote and brace stay on its last line.
		expect(extractEvidence(record).finalLine?.text).toBe('Bus error (core dumped)"}');
		const path = 'OSError: cannot load C:\\new\\nvidia\\cudart64_12.dll';
		expect(extractEvidence(path).finalLine?.text).toBe(path);
	});

	it('splits a traceback flattened onto one line back into its lines', () => {
		const flat =
			'[11/15 02:06:37 trainer]: Starting training Traceback (most recent call last): File "train_net.py", line 303, in <module> main() File "/opt/detectron2/engine/train_loop.py", line 339, in write_metrics f"Loss became infinite or NaN at iteration={storage.iter}!" FloatingPointError: Loss became infinite or NaN at iteration=0! loss_dict = {}';
		const { lines, finalLine } = extractEvidence(flat);
		expect(finalLine?.text).toBe('FloatingPointError: Loss became infinite or NaN at iteration=0! loss_dict = {}');
		expect(lines.some((l) => l.text.includes('File "'))).toBe(false);
	});

	it('reads through the box frames of a rich traceback, joining what the box wrapped', () => {
		const rich = [
			'[rank0]: │ ╭───────────────────────────────── locals ─────────────────────────────────╮ │',
			"[rank0]: │ │               │   <repr-error 'CUDA error: device-side assert            │ │",
			'[rank0]: │ │               triggered\\nCompile with `TORCH_USE_CUDA_DSA` to enable     │ │',
			'[rank0]: │ ╰──────────────────────────────────────────────────────────────────────────╯ │',
		].join('\n');
		const { lines } = extractEvidence(rich);
		expect(lines.map((l) => l.text)).toEqual(["<repr-error 'CUDA error: device-side assert triggered\\nCompile with `TORCH_USE_CUDA_DSA` to enable"]);
	});

	it('drops the frames and numbered source of a Jupyter traceback', () => {
		const jupyter = [
			'---------------------------------------------------------------------------',
			'RuntimeError                              Traceback (most recent call last)',
			'Cell In[14], line 2',
			'      1 aa = torch.ones(60,60).to(device)',
			'----> 2 torch.fft.fft2(aa)',
			'File ~/miniconda3/lib/python3.10/site-packages/torch/nn/modules/module.py:1501, in Module._call_impl(self, *args, **kwargs)',
			'   1497 # If we don\'t have any hooks, we want to skip the rest of the logic in',
			'-> 1501     return forward_call(*args, **kwargs)',
			'',
			'RuntimeError: cuFFT error: CUFFT_INTERNAL_ERROR',
		].join('\n');
		expect(extractEvidence(jupyter).lines.map((l) => l.text)).toEqual([
			'---------------------------------------------------------------------------',
			'RuntimeError: cuFFT error: CUFFT_INTERNAL_ERROR',
		]);
	});

	it('finds the error at the end of a long log', () => {
		const noise = Array.from({ length: 50_000 }, (_, i) => `step ${i} loss=${(i % 7) / 10}`);
		const { finalLine } = extractEvidence([...noise, 'RuntimeError: CUDA error: invalid device ordinal'].join('\n'));
		expect(finalLine?.text).toBe('RuntimeError: CUDA error: invalid device ordinal');
	});
});

describe('protectTokens', () => {
	it('reads enum names, numbers in the right numbering, architectures and classes', () => {
		const { lines } = extractEvidence(
			[
				'THCudaCheck FAIL file=/pytorch/aten/src/THC/THCGeneral.cpp line=51 error=77 : an illegal memory access was encountered',
				'numba.cuda.cudadrv.driver.CudaAPIError: [700] Call to cuCtxSynchronize results in CUDA_ERROR_ILLEGAL_ADDRESS',
				'UserWarning: NVIDIA GeForce RTX 5090 with CUDA capability sm_120 is not compatible',
			].join('\n'),
		);
		const tokens = protectTokens(lines).map(({ line: _line, ...token }) => token);
		expect(tokens).toEqual([
			{ kind: 'number', value: 77, era: 'legacy' },
			{ kind: 'enum', name: 'CUDA_ERROR_ILLEGAL_ADDRESS' },
			{ kind: 'number', value: 700, era: 'any' },
			{ kind: 'class', name: 'CudaAPIError', qualified: 'numba.cuda.cudadrv.driver.CudaAPIError' },
			{ kind: 'arch', value: 'sm_120' },
			{ kind: 'class', name: 'UserWarning', qualified: 'UserWarning' },
		]);
	});
});
