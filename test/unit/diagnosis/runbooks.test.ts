/**
 * Diagnosis against the real runbooks. The error-index rule (as in Rust's error index): every
 * error string a runbook lists must diagnose to that runbook first, with no other runbook tied or
 * ahead; and the labelled corpus must rank the right family first.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRunbooks } from '../../../src/lib/content/read-content.ts';
import { buildRegistry } from '../../../src/lib/diagnosis/registry.ts';
import { diagnose } from '../../../src/lib/diagnosis/diagnose.ts';
import { loadCorpus } from '../../../scripts/bench/corpus.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const runbooks = await readRunbooks(root);
const registry = buildRegistry(runbooks);
const families = new Set(runbooks.map((r) => r.slug));
const corpus = (await loadCorpus(root)).filter((c) => c.slug === null || families.has(c.slug));

describe('every listed error string', () => {
	const cases = runbooks.flatMap((runbook) => runbook.data.errorStrings.map((entry) => ({ slug: runbook.slug, text: entry.text })));

	it.each(cases)('$slug: "$text" diagnoses to its runbook first', ({ slug, text }) => {
		const [first, second] = diagnose(text, registry).matches;
		expect(first?.slug).toBe(slug);
		if (second) expect(second.score).toBeLessThan(first.score);
	});

	it('belongs to one runbook only', () => {
		const owners = new Map<string, string[]>();
		for (const { slug, text } of cases) owners.set(text, [...(owners.get(text) ?? []), slug]);
		expect([...owners].filter(([, slugs]) => new Set(slugs).size > 1)).toEqual([]);
	});
});

describe('the corpus', () => {
	const labelled = corpus.filter((c) => c.slug !== null);

	it('ranks the right family first for at least 95% of the labelled pastes', () => {
		const wrong = labelled.filter((c) => diagnose(c.paste, registry).matches[0]?.slug !== c.slug).map((c) => c.id);
		expect(wrong.length / labelled.length).toBeLessThanOrEqual(0.05);
	});

	it('covers every family it has runbooks for', () => {
		expect(new Set(labelled.map((c) => c.slug))).toEqual(families);
	});

	it('matches nothing for pastes that are not GPU errors', () => {
		const matched = corpus.filter((c) => c.slug === null).filter((c) => diagnose(c.paste, registry).matches.length > 0).map((c) => c.id);
		expect(matched).toEqual([]);
	});
});

describe('the most specific evidence in a whole paste', () => {
	const capture = (fixture: string) =>
		readFileSync(join(root, 'test/fixtures/captures', fixture), 'utf8')
			.split('\n')
			.filter((line) => !line.startsWith('#@'))
			.join('\n');

	it('names the embedding cause from the assertion line, not the generic cause of the last line', () => {
		const [match] = diagnose(capture('device-side-assert/embedding-index.txt'), registry).matches;
		expect(match.slug).toBe('device-side-assert');
		expect(match.cause?.id).toBe('embedding-index');
		expect(match.decidedBy).toContain('srcIndex < srcSelectDimSize');
	});

	it("names the reason NCCL's 'Last error:' line gives, over the nccl* result and PyTorch's wrapper", () => {
		const paste = [
			'torch.distributed.DistBackendError: NCCL error in: ../torch/csrc/distributed/c10d/ProcessGroupNCCL.cpp:1970, invalid usage (run with NCCL_DEBUG=WARN for details), NCCL version 2.21.5',
			'ncclInvalidUsage: This usually reflects invalid usage of NCCL library.',
			'Last error:',
			'Duplicate GPU detected : rank 1 and rank 0 both on CUDA device 1000',
		].join('\n');
		expect(diagnose(paste, registry).matches[0]?.cause?.id).toBe('duplicate-gpu');
		// Without a reason, the nccl* result names the cause, not the wrapper around it.
		expect(diagnose(paste.split('\n').slice(0, 2).join('\n'), registry).matches[0]?.cause?.id).toBe('invalid-usage');
	});

	it("names rank 0's collective timeout, not torchrun's failed-worker summary at the end", () => {
		const [match] = diagnose(capture('distributed-nccl/rank-never-joins.txt'), registry).matches;
		expect(match.slug).toBe('distributed-nccl');
		expect(match.cause?.id).toBe('watchdog-timeout');
	});
});

describe('a traceback cut before its message', () => {
	// The capture's first traceback without its message: what a person pastes when the message
	// scrolled away or the issue template cut it.
	const cutBeforeMessage = (fixture: string) => {
		const lines = readFileSync(join(root, 'test/fixtures/captures', fixture), 'utf8')
			.split('\n')
			.filter((line) => !line.startsWith('#@'));
		const firstMessage = lines.findIndex((line, index) => index > 0 && /^\w[\w.]*(?:Error|Exception):/.test(line) && /^\s+File "/.test(lines[index - 2] ?? ''));
		const start = lines.slice(0, firstMessage).findLastIndex((line) => line.startsWith('Traceback (most recent call last)'));
		return lines.slice(Math.max(start, 0), firstMessage).join('\n');
	};

	it.each([
		['runtime-compilation/cpp-ext-no-ninja.txt', 'runtime-compilation', 'extension-build-cut-short'],
		['runtime-compilation/triton-ptxas-inline-asm.txt', 'runtime-compilation', 'triton-traceback-cut-short'],
		['not-a-gpu-error/dataloader-worker-sigkill.txt', 'not-a-gpu-error', 'dataloader-traceback-cut-short'],
	])('%s, cut, is read from where it stopped, as a weak answer', (fixture, slug, cause) => {
		const paste = cutBeforeMessage(fixture);
		expect(paste).toMatch(/^\s+File "/m);
		const [match] = diagnose(paste, registry).matches;
		expect(match.slug).toBe(slug);
		expect(match.cause?.id).toBe(cause);
		expect(match.confidence).toBe('weak');
	});

	it('reads torchrun\'s own traceback as a failed worker, and the Windows paths of an extension build', () => {
		const torchrun = [
			'Traceback (most recent call last):',
			'  File "/opt/conda/bin/torchrun", line 8, in <module>',
			'    sys.exit(main())',
			'  File "/opt/conda/lib/python3.11/site-packages/torch/distributed/run.py", line 892, in run',
			'    elastic_launch(',
			'  File "/opt/conda/lib/python3.11/site-packages/torch/distributed/launcher/api.py", line 138, in __call__',
			'    return launch_agent(self._config, self._entrypoint, list(args))',
		].join('\n');
		expect(diagnose(torchrun, registry).matches[0]?.cause?.id).toBe('torchrun-traceback-cut-short');
		// A worker that exited with 1 raised a Python exception the paste does not show.
		const exitedWithOne = `ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: 1) local_rank: 0 (pid: 3261) of binary: /usr/bin/python3\n${torchrun}`;
		expect(diagnose(exitedWithOne, registry).matches).toEqual([]);
		const windows = '  File "C:\\envs\\app\\lib\\site-packages\\torch\\utils\\cpp_extension.py", line 1710, in _jit_compile\n    _write_ninja_file_and_build_library(';
		expect(diagnose(windows, registry).matches[0]?.slug).toBe('runtime-compilation');
	});

	it('tells a package build (setup.py, pip) from an extension built while the program runs', () => {
		const frames = (outer: string, message: string) =>
			[
				'Traceback (most recent call last):',
				`  File "/usr/lib/python3.10/site-packages/torch/utils/cpp_extension.py", line 1784, in ${outer}`,
				'    _run_ninja_build(',
				'  File "/usr/lib/python3.10/site-packages/torch/utils/cpp_extension.py", line 2120, in _run_ninja_build',
				'    raise RuntimeError(message) from e',
				message,
			].join('\n');
		expect(diagnose(frames('_write_ninja_file_and_build_library', "RuntimeError: Error building extension 'fused_adam'"), registry).matches[0]?.cause?.id).toBe('extension-build-failed');
		expect(diagnose(frames('_write_ninja_file_and_compile_objects', 'RuntimeError: Error compiling objects for extension'), registry).matches).toEqual([]);
		// pip shows the build's output indented under its own lines; the tail of it, pasted alone.
		const ninja = "subprocess.CalledProcessError: Command '['ninja', '-v']' returned non-zero exit status 1.";
		const tail = ['ninja: build stopped: subcommand failed.', 'Traceback (most recent call last):', '  File "/usr/lib/python3.10/site-packages/torch/utils/cpp_extension.py", line 1893, in _run_ninja_build', '    subprocess.run(', ninja];
		expect(diagnose(tail.join('\n'), registry).matches[0]?.cause?.id).toBe('extension-build-failed');
		const underPip = tail.map((line, index) => (index === 0 ? line : `      ${line}`)).join('\n');
		expect(diagnose(underPip, registry).matches).toEqual([]);
		// A paste indented as a whole (a Markdown code block) is not pip's output.
		expect(diagnose(tail.map((line) => `    ${line}`).join('\n'), registry).matches[0]?.cause?.id).toBe('extension-build-failed');
	});

	it("reads TensorFlow's 'Dst tensor is not initialized' as GPU memory only where the paste names an NVIDIA-style GPU device", () => {
		expect(diagnose('tensorflow.python.framework.errors_impl.InternalError: Dst tensor is not initialized.', registry).matches).toEqual([]);
	});

	it("reads a program's 'no GPU found' only of GPUs: not of InfiniBand devices, nor of a link error naming the device-count function", () => {
		expect(diagnose('NCCL WARN NET/IB : No device found.', registry).matches[0]?.cause?.id).not.toBe('program-found-no-gpu');
		expect(diagnose("clip.cpp:(.text+0x214f8): undefined reference to `ggml_backend_cuda_get_device_count'", registry).matches).toEqual([]);
	});

	it('gives no answer when the frames are not where a GPU error stops', () => {
		const elsewhere = ['Traceback (most recent call last):', '  File "/app/train.py", line 12, in <module>', '    main()', '  File "/usr/lib/python3.12/json/decoder.py", line 355, in raw_decode', '    raise JSONDecodeError("Expecting value", s, err.value) from None'].join('\n');
		expect(diagnose(elsewhere, registry).matches).toEqual([]);
	});

	it('leaves frames out when the paste has its message', () => {
		const whole = readFileSync(join(root, 'test/fixtures/captures/runtime-compilation/cpp-ext-no-ninja.txt'), 'utf8');
		const [match] = diagnose(whole, registry).matches;
		expect(match.cause?.id).not.toBe('extension-build-cut-short');
		expect(match.confidence).not.toBe('weak');
	});
});

describe('a graph call that wraps another error', () => {
	it('puts the wrapped status first and the graph second', () => {
		const slugs = diagnose('jaxlib.xla_extension.XlaRuntimeError: INTERNAL: Failed to launch CUDA graph: CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered', registry).matches.map((m) => m.slug);
		expect(slugs[0]).toBe('illegal-memory-access');
		expect(slugs).toContain('cuda-graphs');
	});
});

describe('a verdict read from the numbers', () => {
	const oom = (tail: string) => `torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.00 GiB. GPU 0 has a total capacity of 79.19 GiB of which 512.00 MiB is free. ${tail}`;

	it.each([
		['fragmentation', oom('Including non-PyTorch memory, this process has 78.67 GiB memory in use. Of the allocated memory 60.10 GiB is allocated by PyTorch, and 17.90 GiB is reserved by PyTorch but unallocated.'), 'expandable-segments'],
		['other-process', oom('Process 4242 has 40.00 GiB memory in use. Including non-PyTorch memory, this process has 38.67 GiB memory in use. Of the allocated memory 37.10 GiB is allocated by PyTorch, and 0.90 GiB is reserved by PyTorch but unallocated.'), 'find-other-processes'],
		['capacity', oom('Including non-PyTorch memory, this process has 78.67 GiB memory in use. Of the allocated memory 77.50 GiB is allocated by PyTorch, and 0.20 GiB is reserved by PyTorch but unallocated.'), 'shrink-the-batch'],
	])('sends %s to its own check', (verdict, paste, check) => {
		const [match] = diagnose(paste, registry).matches;
		expect(match.facts.verdict).toBe(verdict);
		expect(match.verdictCheck).toEqual({ id: check, url: `/errors/out-of-memory/#check-${check}` });
	});

	it('names no verdict check without the numbers', () => {
		expect(diagnose('RuntimeError: CUDA out of memory', registry).matches[0]?.verdictCheck).toBeUndefined();
	});
});

describe('words people paste for these families, in forms the runbooks do not list', () => {
	it.each([
		['[11:41:59] Loss is nan, stopping training', 'nan-inf', 'training-loop-nan-loss'],
		['/venv/site-packages/diffusers/image_processor.py:147: RuntimeWarning: invalid value encountered in cast\n  images = (images * 255).round().astype("uint8")', 'nan-inf', 'numpy-invalid-value'],
		["what():  [src/graph.hpp:88] invalid argument (cudaErrorInvalidValue) - failed to create an executable graph", 'cuda-graphs', 'graph-call-failed'],
		['CURAND failure in curandGenerateUniform(gen, ptr, n)\n201', 'cufft-cusolver-cusparse', 'library-call-failed'],
		['Epoch 3/10\n118/118 [==============================] - 41s 350ms/step - loss: nan - accuracy: 0.1000 - val_loss: nan', 'nan-inf', 'training-loop-nan-loss'],
		["{'loss': nan, 'grad_norm': nan, 'learning_rate': 1.9e-05, 'epoch': 0.5}", 'nan-inf', 'training-loop-nan-loss'],
		['[2024-01-02 10:00:00] iter 500, train_loss=nan, val_loss=inf', 'nan-inf', 'training-loop-nan-loss'],
		['[PAR-054] Graph capture failed: CUDA_ERROR_UNKNOWN (code: 901)', 'cuda-graphs', 'server-capture-failed'],
		['node7:2201:2201 [0] misc/socket.cc:484 WARN socketStartConnect: timeout', 'distributed-nccl', 'nccl-debug-warn'],
		['dgx3:14560:14560 [0] misc/ibvwrap.cu:269 WARN Call to ibv_create_qp failed\ndgx3:14560:14560 [0] INFO transport/net_ib.cu:344 -> 2', 'distributed-nccl', 'ib-transport'],
		['nvidia-container-cli: permission error: capability change failed: operation not permitted', 'operation-not-supported', 'container-runtime-not-permitted'],
		['E0904 cuda_dnn.cc:535] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\nE0904 cuda_dnn.cc:539] Memory usage: 433717248 bytes free, 25351290880 bytes total.', 'out-of-memory', 'cudnn-handle-gpu-full'],
		['E0904 cuda_dnn.cc:535] Could not create cudnn handle: CUDNN_STATUS_INTERNAL_ERROR\nE0904 cuda_dnn.cc:539] Memory usage: 20433717248 bytes free, 25351290880 bytes total.', 'cublas-cudnn', 'cudnn-not-initialized'],
		['jaxlib.xla_extension.XlaRuntimeError: DEADLINE_EXCEEDED: Barrier timed out. Barrier_id: PjRT_Client_Connect. Timed out task names:\n/job:jax_worker/replica:0/task:1', 'distributed-nccl', 'jax-coordination-barrier'],
		['ResourceExhaustedError: \n\nOut of memory error on GPU 0. Cannot allocate 1.000000GB memory on GPU 0, 15.563721GB memory has been allocated and available memory is only 214.375000MB.\n\nPlease check whether there is any other process using GPU 0.', 'out-of-memory', 'paddle-out-of-memory'],
		['Kokkos::Impl::ParallelReduce< Cuda > requested too much L0 scratch memory', 'launch-failure', 'kokkos-shared-memory'],
		['modules.devices.NansException: A tensor with all NaNs was produced in Unet. Use --disable-nan-check commandline argument to disable this check.', 'nan-inf', 'webui-all-nan-output'],
		['RuntimeError: features.scalar_type() == at::ScalarType::Float INTERNAL ASSERT FAILED at "src/ball_query.cpp":21, please report a bug to PyTorch. features must be a float tensor', 'dtype-mismatch', 'extension-dtype-check'],
		['/pytorch/aten/src/THC/THCTensorScatterGather.cu:188: void THCudaTensor_scatterKernel(...) [with IndexType = unsigned int, Real = float, Dims = 2]: block: [12,0,0], thread: [64,0,0] Assertion `indexValue >= 0 && indexValue < tensor.sizes[dim]` failed.', 'device-side-assert', 'scatter-gather-index'],
		['error: `ptxas` invocation failed. Log:\nptxas /tmp/mlir-main-nvptx64-nvidia-cuda-sm_90-1f2e3d.ptx, line 5; fatal   : Unsupported .version 8.7; current version is \'8.4\'', 'runtime-compilation', 'mlir-ptxas'],
		['[E:onnxruntime:Default, provider_bridge_ort.cc:1992 onnxruntime::TryGetProviderInfo_CUDA] D:\\a\\_work\\1\\s\\onnxruntime\\core\\session\\provider_bridge_ort.cc:1637 onnxruntime::ProviderLibrary::Get [ONNXRuntimeError] : 1 : FAIL : LoadLibrary failed with error 126 "" when trying to load "C:\\env\\Lib\\site-packages\\onnxruntime\\capi\\onnxruntime_providers_cuda.dll"', 'library-loading', 'onnxruntime-cuda-provider'],
		['E1203 09:14:22.318 4417 ib_transport.cc:205] work completion failed: IBV_WC_RETRY_EXC_ERR (12) on qp 0x1a2', 'distributed-nccl', 'ib-transport'],
		["AttributeError: '_OpNamespace' 'torchvision' object has no attribute 'nms'", 'library-loading', 'compiled-ops-not-registered'],
		['RuntimeError: operator torchvision::deform_conv2d does not exist', 'library-loading', 'compiled-ops-not-registered'],
		['[ERROR] [container]: Failed to load library: Could not load library dlopen error: libnvinfer_plugin.so.10: cannot open shared object file: No such file or directory', 'library-loading', 'missing-shared-library'],
		["nvcc fatal   : Value 'sm_120' is not defined for option 'gpu-architecture'", 'compatibility', 'ptxas-unknown-arch'],
		['Exception: Particle coordinate is nan.  For more information, see the FAQ', 'nan-inf', 'simulation-state-nan'],
		["[2025-01-09 08:12:44,101] [ERROR] [launch.py:325:sigkill_handler] ['/opt/venv/bin/python', '-u', 'sft.py', '--local_rank=1'] exits with return code = -9", 'not-a-gpu-error', 'killed-by-sigkill'],
		['RuntimeError: [Rank 0]: Ranks 3 failed to pass monitoredBarrier in 600000 ms', 'distributed-nccl', 'monitored-barrier-failed'],
		['[TRT] [E] 1: [stdArchiveReader.cpp::StdArchiveReader::54] Error Code 1: Serialization (Serialization assertion safeVersionRead == kSAFE_SERIALIZATION_VERSION failed.Version tag does not match. Note: Current Version: 239, Serialized Engine Version: 232)', 'compatibility', 'tensorrt-engine-other-version'],
		["ValueError: The model's max seq len (8192) is larger than the maximum number of tokens that can be stored in KV cache (5120). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when initializing the engine.", 'out-of-memory', 'vllm-kv-cache'],
		['[ 4411.20] NVRM: API mismatch: the client has the version 550.127.05, but\n[ 4411.20] NVRM: this kernel module has the version 550.90.07.  Please', 'library-loading', 'nvml-driver-mismatch'],
		['docker: Error response from daemon: failed to create task for container: OCI runtime create failed: nvidia-container-cli: initialization error: nvml error: driver not loaded: unknown.', 'compatibility', 'no-driver'],
		['(RolloutWorker pid=1201, ip=10.1.0.7) mlx5: gpu-node-3: got completion with error:\n00000000 00000000 00000000 00000000', 'distributed-nccl', 'ib-transport'],
		['RuntimeError: [x] nan loss', 'nan-inf', 'training-loop-nan-loss'],
		['Error in cpp_torch_manual_seed(as.character(seed)) :\n  Lantern is not loaded. Please use `install_torch()` to install additional dependencies.', 'library-loading', 'r-torch-lantern'],
		['slurmstepd: error: Detected 2 oom_kill events in StepId=98765.0. Some of the step tasks have been OOM Killed.\nsrun: error: gpu042: task 0: Out Of Memory', 'not-a-gpu-error', 'orchestrator-oom-killed'],
		['E0312 08:00:01.000 1 nvml.go:41] Failed to initialize NVML: Driver Not Loaded', 'compatibility', 'no-driver'],
		["RuntimeError: Distributed package doesn't have NCCL built in", 'distributed-nccl', 'nccl-not-built'],
		['[W1001 01:18:06.108184462 CUDAAllocatorConfig.h:28] Warning: expandable_segments not supported on this platform (function operator())', 'operation-not-supported', 'expandable-segments-unsupported'],
		['RuntimeError: roi_align_forward_impl: implementation for device cuda:0 not found.', 'library-loading', 'extension-built-without-cuda'],
		['RuntimeError: Not compiled with GPU support', 'library-loading', 'extension-built-without-cuda'],
		['Epoch 3: 100%|██████████| 500/500 [01:12<00:00]\n已杀死', 'not-a-gpu-error', 'killed-by-sigkill'],
		['段错误 (核心已转储)', 'not-a-gpu-error', 'segmentation-fault'],
		['Speicherzugriffsfehler (Speicherabzug geschrieben)', 'not-a-gpu-error', 'segmentation-fault'],
		['非法指令 (核心已转储)', 'not-a-gpu-error', 'cpu-illegal-instruction'],
		['RuntimeError: CUDA error: an illegal memory access was encountered\n段错误 (核心已转储)', 'illegal-memory-access', 'illegal-address'],
		['RuntimeError: Called CUDAGraph::replay without a preceding successful capture.', 'cuda-graphs', 'replay-without-capture'],
		['RuntimeError: Torch is not able to use GPU; add --skip-torch-cuda-test to COMMANDLINE_ARGS variable to disable this check', 'device-unavailable', 'no-gpu-visible'],
		['!!! Exception during processing !!! Allocation on device', 'out-of-memory', 'out-of-memory-words'],
		['nvidia-container-cli: requirement error: unsatisfied condition: cuda>=12.8, please update your driver to a newer version, or use an earlier cuda container: unknown.', 'compatibility', 'driver-too-old'],
		['Warning  FailedScheduling  12s  default-scheduler  0/2 nodes are available: 2 Insufficient nvidia.com/gpu.', 'device-unavailable', 'kubernetes-no-allocatable-gpu'],
		['$ nvidia-smi\nNo devices were found', 'device-unavailable', 'driver-found-no-gpu'],
		['[    4.120000] NVRM: GPU 0000:01:00.0: RmInitAdapter failed! (0x26:0x56:1474)', 'device-unavailable', 'driver-found-no-gpu'],
		['RuntimeError: torch.cat(): all input tensors must be on the same device. Received cuda:0 and cpu', 'device-mismatch', 'cpu-and-gpu'],
		['Status Message: CUDNN_FE failure 5: GRAPH_NOT_SUPPORTED ; GPU=0 ; hostname=ws ; file=/onnxruntime_src/onnxruntime/core/providers/cuda/nn/conv.cc ; line=436', 'cublas-cudnn', 'cudnn-frontend-failure'],
		['OSError: [WinError 126] 找不到指定的模块。 Error loading "D:\\env\\Lib\\site-packages\\torch\\lib\\cudnn_adv64_9.dll" or one of its dependencies.', 'library-loading', 'windows-dll-not-found'],
		['render.cu:210: void shade(Ray*, int): block: [40,0,0], thread: [3,0,0] Assertion `depth < MAX_DEPTH` failed.', 'device-side-assert', 'device-assertion-line'],
		["TypeError: Type torch.cuda.FloatTensor doesn't implement stateless methods", 'device-mismatch', 'legacy-stateless-type'],
		['RuntimeError: Tensors must be CUDA and dense', 'device-mismatch', 'process-group-tensor-device'],
		['RuntimeError: Input, output and indices must be on the current device', 'device-mismatch', 'current-device-indexing'],
		['RuntimeError: binary_op(): expected both inputs to be on same device, but input a is on cuda:0 and input b is on cuda:7', 'device-mismatch', 'binary-op-two-gpus'],
		['RuntimeError: Attempted to set the storage of a tensor on device "cpu" to a storage on different device "cuda:0".  This is no longer allowed; the devices must match.', 'device-mismatch', 'storage-other-device'],
		['RuntimeError: all tensors must be on devices[0]', 'device-mismatch', 'comm-devices-zero'],
		["InvalidArgumentError: Cannot assign a device for operation MatMul: Could not satisfy explicit device specification '/device:GPU:1' because no devices matching that specification are registered in this process; available devices: /job:localhost/replica:0/task:0/device:CPU:0", 'device-unavailable', 'tf-device-not-registered'],
		['INFO:root:Epoch[3] Batch [200]\tSpeed: 345.12 samples/sec\taccuracy=nan', 'nan-inf', 'training-metric-nan'],
		['[2019-03-01 10:00:00] [valid] Ep. 1 : Up. 1000 : ce-mean-words : nan : new best', 'nan-inf', 'training-metric-nan'],
		["  File \"/opt/venv/lib/python3.10/site-packages/torch/nn/modules/module.py\", line 1501, in _call_impl\nValueError: Input contains NaN, infinity or a value too large for dtype('float32').", 'nan-inf', 'sklearn-input-nan'],
		['ImportError: DLL load failed while importing _C: The specified module could not be found.\n  File "C:\\Python310\\lib\\site-packages\\torch\\__init__.py", line 128', 'library-loading', 'windows-dll-load-failed'],
		['RuntimeError: Error in dlopen for library libnvrtc.so.11.2and libnvrtc-672ee683.so.11.2', 'library-loading', 'missing-shared-library'],
		['OSError: /env/lib/python3.10/site-packages/nvidia/cublas/lib/libcublas.so.11: symbol cublasLtGetStatusString version libcublasLt.so.11 not defined in file libcublasLt.so.11 with link time reference', 'library-loading', 'cuda-library-undefined-symbol'],
		['torch.distributed.DistStoreError: Socket Timeout', 'distributed-nccl', 'rendezvous-connection'],
		['RuntimeError: Stop_waiting response is expected', 'distributed-nccl', 'rendezvous-connection'],
		['RuntimeError: DDP expects same model across all ranks, but Rank 1 has 120 params, while rank 0 has inconsistent 121 params.', 'distributed-nccl', 'ddp-model-mismatch'],
		['tensorflow.python.framework.errors_impl.UnknownError: Collective ops is aborted by: NCCL failure', 'distributed-nccl', 'tf-collective-aborted'],
		['Setting up PyTorch plugin "bias_act_plugin"... Failed!', 'runtime-compilation', 'extension-build-failed'],
		['ImportError: /root/.cache/torch_extensions/py310_cu118/fused_adam/fused_adam.so: cannot open shared object file: No such file or directory', 'runtime-compilation', 'extension-build-failed'],
		["loc(\"/tmp/kernel.py\":12:20): error: 'tt.dot' op operand #0 must be ranked tensor of floating-point or integer values", 'runtime-compilation', 'triton-mlir-pass-failed'],
		['LLVM ERROR: Cannot select: intrinsic %llvm.nvvm.shfl.sync.bfly.i32', 'runtime-compilation', 'triton-mlir-pass-failed'],
		['Error at line 124 of C:\\src\\rendercore.cpp:\noptixInit()\nOPTIX_ERROR_UNSUPPORTED_ABI_VERSION (7801)', 'compatibility', 'optix-driver-too-old'],
		['Optix call (optixInit()) failed with code 7801 (line 150)\nterminate called without an active exception', 'compatibility', 'optix-driver-too-old'],
		['[OptiX] optixInit() failed: OPTIX_ERROR_LIBRARY_NOT_FOUND', 'library-loading', 'optix-library-not-found'],
		['ERROR: InvalidIRError: compiling MethodInstance for kernel(::CuDeviceVector{Float32, 1}) resulted in invalid LLVM IR\nReason: unsupported dynamic function invocation (call to print_to_string(xs...))', 'runtime-compilation', 'julia-invalid-ir'],
		['pynvml.nvml.NVMLError_NotSupported: Not Supported', 'operation-not-supported', 'nvml-query-not-supported'],
		['pynvml.nvml.NVMLError_DriverNotLoaded: Driver Not Loaded', 'compatibility', 'no-driver'],
		['pynvml.nvml.NVMLError_LibraryNotFound: NVML Shared Library Not Found', 'library-loading', 'missing-shared-library'],
		['[W] UNSUPPORTED_STATESkipping tactic 0 due to insufficient memory on requested size of 11580055552 detected for tactic 0x0000000000000000.', 'out-of-memory', 'tensorrt-out-of-memory'],
		['RuntimeError: Unable to load cuSPARSE. Is it installed?\nWARNING:2025-06-06 20:45:54,562:jax._src.xla_bridge:791: An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.', 'library-loading', 'jax-cuda-components'],
		['WARNING:jax._src.xla_bridge:An NVIDIA GPU may be present on this machine, but a CUDA-enabled jaxlib is not installed. Falling back to cpu.', 'device-unavailable', 'jax-cpu-fallback'],
		['Error invalid device ordinal at line 359 in file D:\\a\\bitsandbytes\\csrc\\pythonInterface.c', 'operation-not-supported', 'bitsandbytes-paged-prefetch'],
		['CUDA Exception: Warp Out-of-range Address\nThe exception was triggered at PC 0x7fffd1a3c0 (kernel.cu:42)', 'illegal-memory-access', 'illegal-address'],
		['[HAMI-core ERROR (pid:30 thread=140382094939712 allocator.c:53)]: Device 0 OOM 3171158016 / 3145728000\nRuntimeError: CUDA error: unrecognized error code', 'out-of-memory', 'vgpu-quota-exceeded'],
		["mu values: tensor([nan, nan, nan,  ..., nan, nan, nan], device='cuda:0',\n       grad_fn=<IndexBackward>)", 'nan-inf', 'printed-tensor-nan'],
		['0: inf  nan\n10: nan nan\n20: nan nan', 'nan-inf', 'printed-tensor-nan'],
		["'loss_rpn_loc': tensor(nan, device='cuda:0', grad_fn=<MulBackward0>)", 'nan-inf', 'training-loop-nan-loss'],
		['[1]    29982 killed     python pmf2.py', 'not-a-gpu-error', 'killed-by-sigkill'],
		['Error: CUDA: cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE', 'launch-failure', 'launch-invalid-argument'],
		['tf_sampling_so.so: undefined symbol: _ZTIN10tensorflow8OpKernelE', 'library-loading', 'tensorflow-op-undefined-symbol'],
		['D:\\a\\_work\\1\\s\\onnxruntime\\python\\onnxruntime_pybind_state.cc:857 onnxruntime::python::CreateExecutionProviderInstance CUDA_PATH is set but CUDA wasnt able to be loaded. Please install the correct version of CUDA and cuDNN as mentioned in the GPU requirements page', 'library-loading', 'onnxruntime-cuda-provider'],
		['F20250821 13:22:09.976752 3186121 rdma_io.cc:811] Check failed: wc->status == IBV_WC_SUCCESS RC send CQ state error: 12, 0', 'distributed-nccl', 'ib-transport'],
		['Trident-MS:1203254:1203254 [0] misc/argcheck.cc:30 NCCL WARN CommUserRank : comm argument is NULL\nTrident-MS:1203254:1203254 [0] NCCL INFO init.cc:1577 -> 4', 'distributed-nccl', 'nccl-debug-warn'],
		['RuntimeError: cudnn RNN backward can only be called in training mode', 'cublas-cudnn', 'cudnn-rnn-eval-backward'],
		['tensorflow.python.framework.errors_impl.NotFoundError: No algorithm worked!\n\t [[node conv2d/Conv2D]]', 'cublas-cudnn', 'cudnn-no-algorithm'],
		['tensorflow.python.framework.errors_impl.InternalError: Attempting to perform BLAS operation using StreamExecutor without BLAS support [Op:MatMul]', 'cublas-cudnn', 'tensorflow-no-blas-support'],
		['RuntimeError: masked_fill_ only supports boolean masks, but got mask with dtype unsigned char', 'dtype-mismatch', 'not-implemented'],
		['ValueError: Tensor conversion requested dtype int32 for Tensor with dtype float32', 'dtype-mismatch', 'other-framework-dtype'],
		['error: cudaMalloc failed', 'out-of-memory', 'out-of-memory-words'],
		['[warn] Failed to allocate memory on GPU, reduce the tile size', 'out-of-memory', 'out-of-memory-words'],
		["The GPU device's compute capability is 5.0, which is lower than the minimum compute capability 6.0 supported by this build.", 'compatibility', 'gpu-below-minimum-capability'],
		['ERROR: Your GPU (GeForce GTX 760) has compute capability 3.0, but this program requires 3.5 or higher', 'compatibility', 'gpu-below-minimum-capability'],
		['RuntimeError: No such operator torchvision::nms', 'library-loading', 'compiled-ops-not-registered'],
		["ERROR:root:Could not load the library 'fbgemm_gpu_py.so': /env/lib/python3.12/site-packages/fbgemm_gpu/fbgemm_gpu_py.so: undefined symbol: _ZN3tbb6detail2r117deallocate_memoryEPv", 'library-loading', 'undefined-symbol'],
		['ERROR: This container was built for CPUs supporting at least the AVX instruction set, but\n       the CPU detected was Intel(R) Xeon(R) CPU           X3470  @ 2.93GHz, which does not report\n       support for AVX.', 'not-a-gpu-error', 'cpu-instruction-set'],
		["  File \"/usr/lib/python3.8/multiprocessing/reduction.py\", line 164, in recvfds\n    raise RuntimeError('received %d items of ancdata' %\nRuntimeError: received 0 items of ancdata", 'not-a-gpu-error', 'shared-memory-files'],
		["/opt/conda/lib/python3.11/site-packages/torch/amp/autocast_mode.py:265: UserWarning: User provided device_type of 'cuda', but CUDA is not available. Disabling", 'device-unavailable', 'autocast-without-cuda'],
		["subprocess.CalledProcessError: Command '['/usr/bin/gcc', '/tmp/tmpx/cuda_utils.c', '-O3', '-shared', '-fPIC', '-lcuda', '-L/usr/lib/x86_64-linux-gnu']' returned non-zero exit status 1.\n/usr/bin/ld: cannot find -lcuda: No such file or directory\ncollect2: error: ld returned 1 exit status", 'library-loading', 'triton-libcuda'],
		['Unable to set the compute mode for GPU 00000000:3B:00.0: Insufficient Permissions', 'operation-not-supported', 'gpu-setting-refused'],
		['nvidia-container-cli: mount error: failed to add device rules: unable to find any existing device filters attached to the cgroup: bpf_prog_query(BPF_CGROUP_DEVICE) failed: operation not permitted: unknown.', 'operation-not-supported', 'container-runtime-not-permitted'],
		['Detected NaN loss at step 1200, aborting', 'nan-inf', 'training-loop-nan-loss'],
		['NaN detected in gradients, skipping step', 'nan-inf', 'training-loop-nan-loss'],
		['Epoch 3: val_accuracy did not improve from -inf', 'nan-inf', 'keras-checkpoint-nan'],
		['Epoch 1: val_loss improved from None to nan, saving model to ckpt.keras', 'nan-inf', 'keras-checkpoint-nan'],
		['[1,0]<stdout>:Warning: NaN or Inf found in input tensor.', 'nan-inf', 'tensorboard-logged-nan'],
		['-------------------------------------------------------------------\nPyCUDA ERROR: The context stack was not empty upon module cleanup.\n-------------------------------------------------------------------\nA context was still active when the context stack was being\ncleaned up.', 'invalid-api-call', 'pycuda-context-left-pushed'],
		['whisper       | Invalid handle. Cannot load symbol cudnnCreateTensorDescriptor', 'library-loading', 'cudnn-library-load'],
		['  File "C:\\Users\\me\\venv\\lib\\site-packages\\torch\\__init__.py", line 139, in <module>\n    raise err\nImportError: DLL load failed while importing _C: The specified procedure could not be found.', 'library-loading', 'windows-dll-load-failed'],
		['double free or corruption (!prev)\nAborted (core dumped)', 'not-a-gpu-error', 'host-heap-corruption'],
		["terminate called after throwing an instance of 'std::bad_alloc'\n  what():  std::bad_alloc\nAborted (core dumped)", 'not-a-gpu-error', 'cpp-bad-alloc'],
		["malloc(): memory corruption\nERROR: Unexpected bus error encountered in worker. This might be caused by insufficient shared memory (shm).", 'not-a-gpu-error', 'dataloader-worker-bus-error'],
		['Hy3DRenderMultiView\nDLL load failed while importing custom_rasterizer_kernel: 지정된 프로시저를 찾을 수 없습니다.', 'library-loading', 'windows-dll-load-failed'],
		['ImportError: DLL load failed while importing _C: 找不到指定的模块。', 'library-loading', 'windows-dll-load-failed'],
		["Error in call to target 'pytorch_lightning.trainer.trainer.Trainer':\nMisconfigurationException('No supported gpu backend found!')", 'device-unavailable', 'no-gpu-visible'],
		["[rank1]: RuntimeError: Expected to mark a variable ready only once. This error is caused by one of the following reasons: 1) Use of a module parameter outside the `forward` function.\n[rank1]: Parameter at index 1051 with name encoder.layers.5.ffn.lora_b has been marked as ready twice.", 'distributed-nccl', 'ddp-ready-twice'],
		['node3:4120:4120 [0] NCCL INFO NET/Socket : no interface found\nnode3:4120:4120 [0] NCCL WARN Bootstrap : no socket interface found', 'distributed-nccl', 'no-network-interface'],
		['(raylet) Worker exit type: SYSTEM_ERROR Worker exit detail: Task was killed due to the node running low on memory.\nMemory on the node (IP: 172.17.0.2) where the task was running was 32.91GB / 33.28GB (0.988698), which exceeds the memory usage threshold of 0.95.', 'not-a-gpu-error', 'orchestrator-oom-killed'],
		['RuntimeError: cuGraph failure at file=/opt/conda/envs/rapids/conda-bld/libcugraph_1614002575179/work/cpp/src/experimental/relabel.cu line=57: Relabel not supported on Pascal and older architectures.', 'compatibility', 'gpu-below-minimum-capability'],
		['!!! Exception during processing !!! free_upper_bound + pytorch_used_bytes[device] <= device_total INTERNAL ASSERT FAILED at "../c10/cuda/CUDAMallocAsyncAllocator.cpp":540, please report a bug to PyTorch.', 'out-of-memory', 'malloc-async-workspace-assert'],
		["/usr/lib/python3/site-packages/onnxruntime/capi/onnxruntime_inference_collection.py:69: UserWarning: Specified provider 'CUDAExecutionProvider' is not in available provider names.Available providers: 'AzureExecutionProvider, CPUExecutionProvider'\n  warnings.warn(", 'device-unavailable', 'onnxruntime-cpu-package'],
		["Critical Dr.Jit compiler failure: jit_optix_compile(): optixModuleGetCompilationState() indicates that the compilation did not complete succesfully. The module's compilation state is: 0x2363", 'runtime-compilation', 'drjit-compile-failure'],
		['jit_optix_api_init(): DrJit considers the driver of your graphics card buggy and prone to miscompilation (we explicitly do not support OptiX with CUDA version 11.7, which corresponds to driver version 565). Please install an older or newer driver.', 'compatibility', 'drjit-driver-refused'],
		['  File "run.py", line 60, in <module>\n    platform = Platform.getPlatformByName(\'CUDA\')\nopenmm.OpenMMException: There is no registered Platform called "CUDA"', 'library-loading', 'openmm-cuda-plugin'],
		["Unhandled exception. System.DllNotFoundException: Unable to load shared library 'libtorch_cuda' or one of its dependencies.", 'library-loading', 'dotnet-native-library'],
		['2022-11-30 12:50:08,211 - jax._src.lib.xla_bridge - WARNING - No GPU/TPU found, falling back to CPU. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)', 'device-unavailable', 'jax-cpu-fallback'],
		['tensorflow.python.framework.errors_impl.InvalidArgumentError: Cholesky decomposition was not successful. The input might not be valid.\n\t [[{{node Cholesky}}]]', 'nan-inf', 'linalg-not-positive-definite'],
		['WARNING:jax._src.xla_bridge:CUDA backend failed to initialize: Unable to load CUDA. (Set TF_CPP_MIN_LOG_LEVEL=0 and rerun for more info.)', 'library-loading', 'jax-cuda-components'],
		['# Using CUDA device 0: Quadro K4000\n# CUFFT version : 10401\n---------- Start docking calculations\n!fail to plan 3d FFT (DFT):11', 'cufft-cusolver-cusparse', 'fft-plan-failed-words'],
		['Exception thrown: \'System.DllNotFoundException\' in TensorFlowSharp.dll ("Unable to load DLL \'libtensorflow\': The specified module could not be found. (Exception from HRESULT: 0x8007007E)")', 'library-loading', 'dotnet-native-library'],
		['ERROR: LoadError: ArgumentError: cannot take the CPU address of a CuArray{Float32, 2, CUDA.Mem.DeviceBuffer}\nStacktrace:\n [1] unsafe_convert(#unused#::Type{Ptr{Float32}}, x::CuArray{Float32, 2, CUDA.Mem.DeviceBuffer})', 'device-mismatch', 'julia-gpu-address'],
		['Error in cpp_torch_tensor(data, rev(dim), options, requires_grad, inherits(data, "torch_long")) : \n  Expected all tensors to be on the same device', 'device-mismatch', 'same-device-unspecified'],
		['  File "cupy/cuda/compiler.py", line 286, in _jitify_prep\ncupy.cuda.compiler.JitifyException: Runtime compilation failed', 'runtime-compilation', 'nvrtc-compile-error'],
		['/home/me/torch/install/bin/luajit: /home/me/torch/install/share/lua/5.1/threads/threads.lua:183: [thread 4 callback] not enough memory\nstack traceback:\n\t[C]: in function \'error\'', 'not-a-gpu-error', 'luajit-heap-limit'],
		['PANIC: unprotected error in call to Lua API (not enough memory)', 'not-a-gpu-error', 'luajit-heap-limit'],
		['/usr/local/bin/luajit: /usr/local/share/lua/5.1/dp/data/mnist.lua:104: $ Torch: not enough memory: you tried to allocate 0GB. Buy new RAM!', 'not-a-gpu-error', 'cpu-allocator'],
		["  File \"/opt/app/starvector/model/builder.py\", line 42, in load\nFileNotFoundError: [Errno 2] No such file or directory: '/usr/local/cuda/bin/nvcc'", 'runtime-compilation', 'cuda-home-missing'],
		["ImportError: /lib64/libc.so.6: version `GLIBC_2.28' not found (required by /opt/venv/lib/python3.9/site-packages/torch/lib/libtorch_cpu.so)", 'library-loading', 'glibc-too-old'],
		['NVENC (h264_nvenc): unavailable\nRequired: NVENC API 13.0\nFound: 12.2\nMinimum required Nvidia driver is 570.0 or newer', 'compatibility', 'nvenc-driver-too-old'],
		['[h264_cuvid @ 0x55fb0eddca80] Cannot load libnvcuvid.so.1\n[h264_cuvid @ 0x55fb0eddca80] Failed loading nvcuvid.', 'library-loading', 'driver-video-library'],
		['[hevc_nvenc @ 0x560d1c298580] Cannot load libnvidia-encode.so.1\n[hevc_nvenc @ 0x560d1c298580] The minimum required Nvidia driver for nvenc is 418.30 or newer', 'library-loading', 'driver-video-library'],
		['error: NVMLError(Error(NotSupported, State { next_error: None, backtrace: InternalBacktrace { backtrace: None } }))', 'operation-not-supported', 'nvml-query-not-supported'],
		['[dcgmi] Error setting watches. Result: -6: Feature not supported', 'operation-not-supported', 'nvml-query-not-supported'],
		['$ sudo nvidia-smi -pl 175\nChanging power management limit is not supported for GPU: 00000000:01:00.0.\nTreating as warning and moving on.', 'operation-not-supported', 'gpu-setting-refused'],
		['The following GPUs could not be reset:\n  GPU 00000000:01:00.0: In use by another client\n\n1 device is currently being used by one or more other processes (e.g., Fabric Manager, CUDA application, graphics application such as an X server, or a monitoring application such as another instance of nvidia-smi).', 'device-unavailable', 'busy-or-unavailable'],
		["$ sudo modprobe nvidia\nmodprobe: ERROR: could not insert 'nvidia': Key was rejected by service", 'compatibility', 'driver-module-rejected'],
		// YOLOv5's and Ultralytics' select_device: fewer GPUs visible than the --device asked for.
		["AssertionError: Invalid CUDA '--device 0' requested, use '--device cpu' or pass valid CUDA device(s)", 'device-unavailable', 'no-gpu-visible'],
		["ValueError: Invalid CUDA 'device=0,1' requested. Use 'device=cpu' or pass valid CUDA device(s) if available, i.e. 'device=0' or 'device=0,1,2,3' for Multi-GPU.\n\ntorch.cuda.is_available(): False\ntorch.cuda.device_count(): 0", 'device-unavailable', 'no-gpu-visible'],
		['AssertionError: CUDA unavailable, invalid device 0 requested', 'device-unavailable', 'no-gpu-visible'],
		['AssertionError: CUDA unavailable, invalid device requested', 'device-unavailable', 'no-gpu-visible'],
		// MindSpore's device memory pool, and Paddle's dynamic loading of cuDNN.
		["RuntimeError: Device(id:0) memory isn't enough and alloc failed, kernel name: Default/network-WithLossCell/_backbone-ResNet/conv1-Conv2d/Conv2D-op1, alloc size: 1073741824B.", 'out-of-memory', 'mindspore-device-memory'],
		["RuntimeError: Malloc for kernel output failed, Memory isn't enough, node:Default/Conv2D-op1", 'out-of-memory', 'mindspore-device-memory'],
		['RuntimeError: (PreconditionNotMet) Cannot load cudnn shared library. Cannot invoke method cudnnGetVersion.\n  [Hint: cudnn_dso_handle should not be null.] (at /paddle/paddle/phi/backends/dynload/cudnn.cc:64)', 'library-loading', 'cudnn-library-load'],
		// TensorFlow's failed copy to the GPU; OpenCV's DNN module built without CUDA.
		['tensorflow.python.framework.errors_impl.InternalError: Failed copying input tensor from /job:localhost/replica:0/task:0/device:CPU:0 to /job:localhost/replica:0/task:0/device:GPU:0 in order to run _EagerConst: Dst tensor is not initialized.', 'out-of-memory', 'tensorflow-copy-to-gpu-unallocated'],
		['InternalError: Dst tensor is not initialized. [Op:Equal]', 'out-of-memory', 'tensorflow-copy-to-gpu-unallocated'],
		['[ WARN:0@0.575] global net_impl.cpp:178 setUpNet DNN module was not built with CUDA backend; switching to CPU', 'device-unavailable', 'other-library-cpu-only-build'],
		// Quantized LLM loaders and vLLM at start-up.
		['ValueError: Some modules are dispatched on the CPU or the disk. Make sure you have enough GPU RAM to fit the quantized model. If you want to dispatch the model on the CPU or the disk while keeping these modules in 32-bit, you need to set `llm_int8_enable_fp32_cpu_offload=True` and pass a custom `device_map` to `from_pretrained`.', 'out-of-memory', 'quantized-model-does-not-fit'],
		['RuntimeError: GPU is required to quantize or run quantize model.', 'device-unavailable', 'no-gpu-visible'],
		['(APIServer pid=1) RuntimeError: Failed to infer device type', 'device-unavailable', 'vllm-no-platform'],
		// torch.compile before its backend; Triton given a CPU tensor; Triton's DLLs on Windows.
		['torch._dynamo.exc.Unsupported: call_function BuiltinVariable(setattr) [TensorVariable(), ConstantVariable(str), ConstantVariable(bool)] {}', 'runtime-compilation', 'dynamo-failed'],
		["torch._dynamo.exc.InternalTorchDynamoError: AttributeError: 'NoneType' object has no attribute 'node'", 'runtime-compilation', 'dynamo-failed'],
		['torch._inductor.exc.LoweringException: AssertionError: \n  target: aten.convolution_backward.default', 'runtime-compilation', 'dynamo-failed'],
		['ValueError: Pointer argument (at 0) cannot be accessed from Triton (cpu tensor?)', 'device-mismatch', 'cpu-and-gpu'],
		['ImportError: DLL load failed while importing libtriton: The specified module could not be found.', 'library-loading', 'windows-dll-load-failed'],
		// RMM's out_of_memory is the GPU's, not Slurm's OUT_OF_MEMORY job state (patterns ignore case).
		['xgboost.core.XGBoostError: [02:14:02] /work/src/c_api/../common/device_helpers.cuh:393: Memory allocation error on worker 0: std::bad_alloc: out_of_memory: CUDA error at: /opt/conda/include/rmm/mr/device/cuda_memory_resource.hpp', 'out-of-memory', 'rmm-out-of-memory'],
		['MemoryError: std::bad_alloc: out_of_memory: RMM failure at:/opt/conda/include/rmm/mr/device/pool_memory_resource.hpp:196: Maximum pool size exceeded', 'out-of-memory', 'rmm-out-of-memory'],
		['slurmstepd: error: *** JOB 1234 ON node01 CANCELLED AT 2024-01-01T00:00:00 DUE TO OUT_OF_MEMORY ***', 'not-a-gpu-error', 'orchestrator-oom-killed'],
		// nvcc older than the flags a build passes it, here while Jittor compiles its ops at import.
		["[i 0616 11:04:00.885104 04 cuda_flags.cc:32] CUDA enabled.\nnvcc fatal   : Unknown option '-extended-lambda'\nRuntimeError: Wrong inputs arguments, Please refer to examples(help(jt.sync)).", 'runtime-compilation', 'nvcc-unknown-option'],
		// cuDNN statuses that mean two cuDNN releases, or a partial one, in one process: library loading.
		['RuntimeError: cuDNN error: CUDNN_STATUS_VERSION_MISMATCH', 'library-loading', 'torch-cudnn-version-check'],
		['RuntimeError: cuDNN error: CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH', 'library-loading', 'torch-cudnn-version-check'],
		['$ sudo modprobe nvidia\nmodprobe: FATAL: Module nvidia not found in directory /lib/modules/6.8.0-49-generic', 'compatibility', 'driver-module-missing'],
		['modprobe: FATAL: Module nvidia_uvm not found in directory /lib/modules/5.15.0-1051-azure', 'compatibility', 'driver-module-missing'],
		['[    4.812345] NVRM: The NVIDIA probe routine was not called for 1 device(s).', 'device-unavailable', 'driver-found-no-gpu'],
		['==PROF== Connected to process 1234 (/usr/bin/python3.10)\n==ERROR== ERR_NVGPUCTRPERM - The user does not have permission to profile on the target device. See the following link for instructions to enable permissions and get more information: https://developer.nvidia.com/ERR_NVGPUCTRPERM', 'operation-not-supported', 'profiler-counters-not-permitted'],
		['Unable to enable MIG Mode for GPU 00000000:07:00.0: Not Supported', 'operation-not-supported', 'gpu-setting-refused'],
		['[renderer] cudaGraphInstantiate failed: invalid value', 'cuda-graphs', 'graph-call-failed'],
		['ERROR: CUDA graph instantiate failed', 'cuda-graphs', 'graph-call-failed'],
		['RuntimeError: expected m1 and m2 to have the same dtype, but got: float != c10::Half', 'dtype-mismatch', 'float-mismatch'],
		["RuntimeError: Expected tensor for argument #1 'input' to have the same type as tensor for argument #2 'rois'; but type torch.cuda.HalfTensor does not equal torch.cuda.FloatTensor (while checking arguments for ROIAlign_forward)", 'dtype-mismatch', 'float-mismatch'],
		['NotImplementedError: Cannot copy out of meta tensor; no data!', 'device-mismatch', 'meta-device'],
		['RuntimeError: Expected all tensors to be on the same device, but found at least two devices, cuda:0 and meta!', 'device-mismatch', 'meta-device'],
		['/opt/conda/conda-bld/pytorch_1/work/aten/src/ATen/native/cuda/EmbeddingBag.cu:122: \nEmbeddingBag_updateOutputKernel_sum_mean: block: [1,0,0], thread: [31,5,0] \nAssertion `input[emb] >= 0 && input[emb] < vocab_size` failed.', 'device-side-assert', 'embedding-index'],
		['/src/kernels/knn.cu:57: void knn_kernel(const float*, int, int*): block: [12,0,0], thread:\n[64,0,0]\nAssertion `idx < num_points` failed.', 'device-side-assert', 'device-assertion-line'],
		['AttributeError: /usr/lib/python3.10/site-packages/bitsandbytes/libbitsandbytes_cpu.so: undefined symbol: cget_managed_ptr', 'library-loading', 'bitsandbytes-setup'],
		['RuntimeError: Expected u.is_cuda() to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)', 'device-mismatch', 'extension-device-check'],
		['RuntimeError: points must be a CUDA tensor', 'device-mismatch', 'extension-device-check'],
		['RuntimeError: gather(): Expected dtype int64 for index', 'dtype-mismatch', 'index-dtype'],
		['Error: Failed to launch kernels. Error code: invalid argument.', 'launch-failure', 'launch-invalid-argument'],
		['[Error] [carb.graphics-vulkan.plugin] VkResult: ERROR_INCOMPATIBLE_DRIVER\n[Error] [carb.graphics-vulkan.plugin] vkCreateInstance failed.', 'operation-not-supported', 'vulkan-driver-missing'],
		['/usr/lib/python3.11/multiprocessing/resource_tracker.py:254: UserWarning: resource_tracker: There appear to be 6 leaked semaphore objects to clean up at shutdown\n  warnings.warn(', 'not-a-gpu-error', 'leaked-semaphores-after-kill'],
		['Error occurred when executing KSampler:\n\nAllocation on device\n\nFile "C:\\ComfyUI\\execution.py", line 151, in recursive_execute', 'out-of-memory', 'out-of-memory-words'],
		['E tensorflow/stream_executor/cuda/cuda_blas.cc:238] failed to create cublas handle: CUBLAS_STATUS_ALLOC_FAILED\nW tensorflow/core/common_runtime/base_collective_executor.cc:217] BaseCollectiveExecutor::StartAbort Internal: Blas GEMM launch failed : a.shape=(32, 784), b.shape=(784, 10), m=32, n=10, k=784', 'out-of-memory', 'library-alloc-failed'],
		['(raylet) Refer to the documentation on how to address the out of memory issue: https://docs.ray.io/en/latest/ray-core/scheduling/ray-oom-prevention.html. Consider provisioning more memory on this node or reducing task parallelism by requesting more CPUs per task.', 'not-a-gpu-error', 'orchestrator-oom-killed'],
		['slurmstepd: error: Detected 1 oom-kill event(s) in step 812345.0 cgroup. Some of your processes may have been killed by the cgroup out-of-memory handler.', 'not-a-gpu-error', 'orchestrator-oom-killed'],
		['Warning  SystemOOM  node/gke-pool-1-abc  System OOM encountered, victim process: python3, pid: 4242', 'not-a-gpu-error', 'oom-killer-log'],
		['Setting up PyTorch plugin "upfirdn2d_plugin"...', 'runtime-compilation', 'extension-build-stalled'],
		['Using /root/.cache/torch_extensions/py310_cu121 as PyTorch extensions root...\nLoading extension module fused_adam...', 'runtime-compilation', 'extension-build-stalled'],
		['[  812.442113] traps: python3[90210] trap divide error ip:7f2a1b3c4d5e sp:7ffc0a1b2c30 error:0 in _ext.cpython-310-x86_64-linux-gnu.so[7f2a1b300000+90000]', 'not-a-gpu-error', 'host-arithmetic-trap'],
		['train.sh: line 12 : 48213 Killed                  python train.py --cfg x.yaml', 'not-a-gpu-error', 'killed-by-sigkill'],
		['2024-01-09 10:02:11.5 [E:onnxruntime:Default, provider_bridge_ort.cc:1022 onnxruntime::ProviderSharedLibrary::Ensure] Failed to load library, error code: 126\n2024-01-09 10:02:11.5 [W:onnxruntime:Default, onnxruntime_pybind_state.cc:1641 onnxruntime::python::pybind11_init_onnxruntime_pybind11_state] Init provider bridge failed.', 'library-loading', 'onnxruntime-cuda-provider'],
		['ValueError: `attn_bias` must be on the same device as the other inputs', 'device-mismatch', 'same-device-unspecified'],
		['ValueError: Inputs must be on the same device; got cpu for tensor A and cuda:0 for tensor B', 'device-mismatch', 'same-device-unspecified'],
		['ValueError: q_block tensors must live on CUDA', 'device-mismatch', 'extension-device-check'],
		['ValueError: The scaling tensor must be of type CUDA!', 'device-mismatch', 'extension-device-check'],
		['RuntimeError: Batch-invariant GEMM requires CUDA tensors.', 'device-mismatch', 'extension-device-check'],
		['ValueError: GroupBatchNorm2d expected input tensor to be on GPU', 'device-mismatch', 'extension-device-check'],
		// torchrun's one-line report of a worker killed by a signal: -9 is SIGKILL, -7 SIGBUS.
		['ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -9) local_rank: 0 (pid: 4121) of binary: /usr/bin/python3', 'not-a-gpu-error', 'killed-by-sigkill'],
		['ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -7) local_rank: 1 (pid: 4122) of binary: /usr/bin/python3', 'not-a-gpu-error', 'bus-error'],
		['ERROR:torch.distributed.elastic.multiprocessing.api:failed (exitcode: -11) local_rank: 2 (pid: 4123) of binary: /usr/bin/python3', 'not-a-gpu-error', 'segmentation-fault'],
		// NVML itself refused (rootless Podman, SELinux), not one query.
		['$ podman run --rm --device nvidia.com/gpu=all ubuntu nvidia-smi -L\nFailed to initialize NVML: Insufficient Permissions', 'operation-not-supported', 'container-runtime-not-permitted'],
		// NVML's return code as a number (Ollama's probe) or as its own words.
		['time=2024-02-14T22:41:55.630Z level=INFO source=gpu.go:300 msg="Unable to load CUDA management library /usr/lib/libnvidia-ml.so.545.29.06: nvml vram init failure: 18"', 'library-loading', 'nvml-driver-mismatch'],
		['pynvml.nvml.NVMLError_LibRmVersionMismatch: RM has detected an NVML/RM version mismatch.', 'library-loading', 'nvml-driver-mismatch'],
		['nvmlInit_v2 err: 9', 'compatibility', 'no-driver'],
		// A program's own check on what the network produced.
		['ValueError: Network outputs is NAN! Stop Training', 'nan-inf', 'model-output-nan'],
		['RuntimeError: NaN detected in model output at step 1200', 'nan-inf', 'model-output-nan'],
		['CUDA backend: Failed to plan 1d r2c fft (size 1024)', 'cufft-cusolver-cusparse', 'fft-plan-failed-words'],
		// The shell's words for a build script's nvcc that is not on PATH.
		['build.sh: 11: build.sh: nvcc: not found', 'runtime-compilation', 'cuda-home-missing'],
		['nvcc fatal   : Cannot find compiler \'cl.exe\' in PATH', 'runtime-compilation', 'nvcc-no-host-compiler'],
		['[TRT] [E] 1: [caskUtils.cpp::trtSmToCask::147] Error Code 1: Internal Error (Unsupported SM: 0x809)', 'compatibility', 'tensorrt-unsupported-sm'],
		['tensorflow.python.framework.errors_impl.UnknownError: Fail to find the dnn implementation. [Op:CudnnRNN]', 'cublas-cudnn', 'tensorflow-cudnn-init'],
		['RuntimeError: Cuda extensions are being compiled with a version of Cuda that does not match the version used to compile Pytorch binaries.  Pytorch binaries were compiled with Cuda 11.8.', 'library-loading', 'cpp-extension-cuda-mismatch'],
		['WARNING: non-finite loss, ending training', 'nan-inf', 'training-loop-nan-loss'],
		['step 1200 | grad_norm is nan, skipping step', 'nan-inf', 'training-loop-nan-loss'],
		['RuntimeError: Triton requires CUDA 11.4+', 'runtime-compilation', 'triton-ptxas-too-old'],
		["'sm_120' is not a recognized processor for this target (ignoring processor)", 'compatibility', 'ptxas-unknown-arch'],
		['tensorflow.python.framework.errors_impl.InvalidArgumentError: Tensors on conflicting devices: cannot compute AddV2 as input #1 was expected to be on /job:localhost/replica:0/task:0/device:GPU:0 but is actually on /job:localhost/replica:0/task:0/device:CPU:0 (operation running on /job:localhost/replica:0/task:0/device:GPU:0)', 'device-mismatch', 'tensorflow-conflicting-devices'],
		// The class without its message: a traceback cut there, or the Stable Diffusion web UI's task line.
		['loading stable diffusion model: OutOfMemoryError\nTraceback (most recent call last):\n  File "/usr/lib/python3.10/threading.py", line 973, in _bootstrap', 'out-of-memory', 'oom-class-name-only'],
		['    return forward_call(*args, **kwargs)\ntorch.cuda.OutOfMemoryError', 'out-of-memory', 'oom-class-name-only'],
		// A CPU-only torch has no CUDA bindings in torch._C: the AttributeError names the missing one.
		["  File \"/opt/venv/lib/python3.11/site-packages/torch/cuda/__init__.py\", line 476, in set_device\n    torch._C._cuda_setDevice(device)\n    ^^^^^^^^^^^^^^^^^^^^^^^^\nAttributeError: module 'torch._C' has no attribute '_cuda_setDevice'", 'device-unavailable', 'cpu-only-build'],
		// ctypes on Windows, loading a CUDA DLL by its path.
		["FileNotFoundError: Could not find module 'C:\\Program Files\\NVIDIA GPU Computing Toolkit\\CUDA\\v11.2\\bin\\cudart64_110.dll' (or one of its dependencies). Try using the full path with constructor syntax.", 'library-loading', 'windows-dll-not-found'],
		// A program's own words for finding no GPU, and Visual Studio's CUDA template's start-up check.
		['cudaSetDevice failed!  Do you have a CUDA-capable GPU installed?', 'device-unavailable', 'program-found-no-gpu'],
		['Error in gpu_get_device_count at gpu_sp_energy.cu:10868\nmpirun detected that one or more processes exited with non-zero status, thus causing\nthe job to be terminated.', 'device-unavailable', 'program-found-no-gpu'],
		['[2025-03-02 10:11:12] WARNING: No CUDA devices found, falling back to the CPU', 'device-unavailable', 'program-found-no-gpu'],
		['ERROR: No compatible GPU found. torch.cuda.is_available() returned False', 'device-unavailable', 'program-found-no-gpu'],
		['[upscale] Out of GPU memory, try a smaller tile size', 'out-of-memory', 'out-of-memory-words'],
		['RuntimeError: ran out of VRAM while loading the checkpoint', 'out-of-memory', 'out-of-memory-words'],
		['This example requires a GPU with compute capability >= 3.0 for bindless texture objects. Found sm_21.', 'compatibility', 'gpu-below-minimum-capability'],
		['Error: llama runner process has terminated: error loading model: unable to allocate CUDA0 buffer', 'out-of-memory', 'ggml-buffer-alloc'],
		['time=2024-10-15T09:18:18.299Z level=INFO source=gpu.go:347 msg="no compatible GPUs were discovered"', 'device-unavailable', 'program-found-no-gpu'],
		// The loader found the file and refused it: empty, not a library, or another architecture's.
		['OSError: /usr/lib/x86_64-linux-gnu/libcuda.so.1: file too short', 'library-loading', 'broken-shared-library'],
		['ImportError: /opt/cudnn/lib/libcudnn_ops.so.9: invalid ELF header', 'library-loading', 'broken-shared-library'],
		// Host errors in Windows' and the kernel's words.
		['Windows fatal exception: access violation\n\nCurrent thread 0x00002f44 (most recent call first):\n  File "C:\\app\\infer.py", line 41 in run', 'not-a-gpu-error', 'segmentation-fault'],
		['  File "/usr/lib/python3.10/subprocess.py", line 1847, in _execute_child\n    self.pid = _fork_exec(\nOSError: [Errno 12] Cannot allocate memory', 'not-a-gpu-error', 'host-enomem'],
		['tensorflow.python.framework.errors_impl.InternalError: Dst tensor is not initialized.\n\t [[Node: Variable/Assign = Assign[T=DT_FLOAT, _device="/job:localhost/replica:0/task:0/gpu:0"](Variable, zeros)]]', 'out-of-memory', 'tensorflow-copy-to-gpu-unallocated'],
		['F1103 09:12:01.123456 4242 Allocator.h:89] Check failed: ptr Fail to allocate GPU memory 65536 bytes', 'out-of-memory', 'out-of-memory-words'],
		["Exception: ('The following error happened while compiling the node', GpuElemwise{add,no_inplace}(x, y), '\\n', 'nvcc return status', 1, 'for cmd', 'nvcc -shared -O3 -arch=sm_52 mod.cu')", 'runtime-compilation', 'theano-nvcc-failed'],
		['Kernel Restarting\nThe kernel appears to have died. It will restart automatically.', 'not-a-gpu-error', 'notebook-kernel-died'],
		// Captured: SDPA limited to flash with float32 inputs, and a jiterator function NVRTC could not compile.
		['/app/attn.py:8: UserWarning: Expected query, key and value to all be of dtype: {Half, BFloat16}. Got Query dtype: float, Key dtype: float, and Value dtype: float instead. (Triggered internally at /pytorch/aten/src/ATen/native/transformers/sdp_utils_cpp.h:91.)\n  out = F.scaled_dot_product_attention(q, k, v, is_causal=True)\nTraceback (most recent call last):\n  File "/app/attn.py", line 8, in <module>\n    out = F.scaled_dot_product_attention(q, k, v, is_causal=True)\nRuntimeError: No available kernel. Aborting execution.', 'dtype-mismatch', 'flash-attn-float32'],
		['  File "/opt/venv/lib/python3.12/site-packages/torch/cuda/jiterator.py", line 91, in __call__\n    return torch._C._cuda_jiterator_compile_and_launch_kernel(\ndefault_program(335): error: identifier "normcdf_approx" is undefined\n\n1 error detected in the compilation of "default_program".', 'runtime-compilation', 'cuda-compiler-diagnostic'],
	])('%s', (paste, slug, cause) => {
		const [match] = diagnose(paste, registry).matches;
		expect(match?.slug).toBe(slug);
		expect(match?.cause?.id).toBe(cause);
	});

	it('reads a generic CUDA message printed with a .cu source location as CUDA', () => {
		expect(diagnose('Error: operation not supported /src/ndt_gpu/src/Registration.cu 366', registry).matches[0]?.slug).toBe('operation-not-supported');
	});

	it('reads a message cut off mid-word after an exception class, however many strings share its plain words', () => {
		expect(diagnose('torch.AcceleratorError: CUDA error: operation failed due to a previous er', registry).matches[0]?.slug).toBe('cuda-graphs');
	});

	it('reads a cuBLAS handle failure after a device-side assertion as the assertion', () => {
		const paste = "Indexing.cu:1141: indexSelectLargeIndex: block: [0,0,0], thread: [0,0,0] Assertion `srcIndex < srcSelectDimSize` failed.\nRuntimeError: CUDA error: CUBLAS_STATUS_NOT_INITIALIZED when calling `cublasCreate(handle)`";
		expect(diagnose(paste, registry).matches[0]?.slug).toBe('device-side-assert');
	});

	it('keeps the illegal access first when a log flattened onto one line puts the cuBLAS failure it caused beside it', () => {
		const paste = 'RuntimeError: CUDA error: CUBLAS_STATUS_EXECUTION_FAILED when calling `cublasSgemm( handle, opa, opb, m, n, k)` [W CUDAGuardImpl.h:118] Warning: CUDA warning: an illegal memory access was encountered (function destroyEvent) terminate called after throwing an instance of \'c10::CUDAError\' what():  CUDA error: an illegal memory access was encountered';
		expect(diagnose(paste, registry).matches[0]?.slug).toBe('illegal-memory-access');
	});

	it("does not read a launcher's ordinary non-zero exit as a host error", () => {
		const paste = "[2025-01-09 08:12:44,101] [ERROR] [launch.py:325:sigkill_handler] ['/opt/venv/bin/python', '-u', 'sft.py', '--local_rank=1'] exits with return code = 1";
		expect(diagnose(paste, registry).matches).toEqual([]);
	});

	it('reads a paging file too small for a DLL as the host error it is, not as a missing DLL', () => {
		const paste = 'OSError: [WinError 1455] The paging file is too small for this operation to complete. Error loading "C:\\venv\\lib\\site-packages\\torch\\lib\\cudnn_cnn_infer64_8.dll" or one of its dependencies.';
		expect(diagnose(paste, registry).matches.map((m) => m.slug)).toEqual(['not-a-gpu-error']);
	});

	it('does not read a missing library that is not a GPU library as a CUDA library', () => {
		const paste = './bin/detector: error while loading shared libraries: libopencv_imgcodecs.so.4.5: cannot open shared object file: No such file or directory';
		expect(diagnose(paste, registry).matches).toEqual([]);
	});

	it('does not read a nan in a table of numbers as a training loss', () => {
		expect(diagnose('   col_a  col_b\n0    1.0    NaN\n1    2.0    3.0', registry).matches).toEqual([]);
		// Under a header that names a loss, the same row is a training's.
		const table = 'step  train_loss  val_loss  acc\n100   0.412  0.398  0.81\n200   nan  nan  0.10';
		expect(diagnose(table, registry).matches[0]).toMatchObject({ slug: 'nan-inf', cause: { id: 'metrics-table-nan' } });
	});

	it("answers nothing for the Python program's own errors, whatever words they use", () => {
		const paste = "AttributeError: module 'numpy' has no attribute 'float'.\n`np.float` was a deprecated alias for the builtin `float`. If you specifically wanted the numpy scalar type, use `np.float64` here.";
		expect(diagnose(paste, registry).matches).toEqual([]);
	});
});
