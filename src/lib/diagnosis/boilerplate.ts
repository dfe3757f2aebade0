/**
 * Sentences that programs append to many different errors. They carry no evidence about which
 * error it is, and some would mislead: PyTorch's "Compile with `TORCH_USE_CUDA_DSA` to enable
 * device-side assertions." follows every CUDA error, not only device-side asserts. Hints that
 * belong to one family (PyTorch's expandable_segments advice after an OOM) are evidence, not
 * boilerplate, and stay. They are cut out
 * of each line (not whole lines dropped: a paste flattened onto one line still keeps its error).
 */

/** One piece of boilerplate: an id for reports and the pattern that finds it. */
interface Boilerplate {
	id: string;
	pattern: RegExp;
}

const BOILERPLATE: readonly Boilerplate[] = [
	{ id: 'async-report', pattern: /CUDA kernel errors might be asynchronously reported at some other API call\s{0,3},?\s{0,3}so the stack ?trace below might be incorrect\.?/gi },
	{ id: 'launch-blocking', pattern: /For debugging,? consider passing CUDA_LAUNCH_BLOCKING\s*=\s*1\.?/gi },
	{ id: 'dsa', pattern: /Compile with [`'"]?TORCH_USE_CUDA_DSA[`'"]? to enable device-side assertions\.?/gi },
	{ id: 'dsa', pattern: /Device-side assertion tracking was not enabled by user\.?/gi },
	{ id: 'dsa', pattern: /Device-side assertions were explicitly omitted for this error check; the error probably arose while initializing the DSA handlers\.?/gi },
	{ id: 'nccl-debug', pattern: /\(run with NCCL_DEBUG=\w{1,10} for details\)/gi },
	{ id: 'bug-report', pattern: /Please report a bug to PyTorch\.?/gi },
	{ id: 'triggered-internally', pattern: /\(Triggered internally at [^)]{0,300}\)/gi },
	{ id: 'cpp-stacktraces', pattern: /Set TORCH_SHOW_CPP_STACKTRACES=1[^.]{0,120}\.?/gi },
	{ id: 'jax-frames', pattern: /For simplicity, JAX has removed its internal frames from the traceback of the following exception\. Set JAX_TRACEBACK_FILTERING=off to include these\.?/gi },
	{ id: 'jax-frames', pattern: /The stack trace below excludes JAX-internal frames\.(?: The preceding is the original exception that occurred, unmodified\.)?/gi },
	{ id: 'cudnn-repro', pattern: /You can try to repro this exception using the following code snippet\. If that doesn't trigger the error, please include your original repro script when reporting this issue\.?/gi },
];

// Cheap pre-check so that most lines skip the list entirely.
const HINT = /asynchronously|CUDA_LAUNCH_BLOCKING|TORCH_USE_CUDA_DSA|Device-side assertion|NCCL_DEBUG=|report a bug|Triggered internally|TORCH_SHOW_CPP|JAX|repro this exception/i;

/** A line with its boilerplate cut out, and the ids of what was cut. */
export interface StrippedLine {
	text: string;
	removed: string[];
}

/** Cuts every known boilerplate sentence out of `line`. */
export function stripBoilerplate(line: string): StrippedLine {
	if (!HINT.test(line)) return { text: line, removed: [] };
	const removed: string[] = [];
	let text = line;
	for (const { id, pattern } of BOILERPLATE) {
		pattern.lastIndex = 0;
		if (!pattern.test(text)) continue;
		pattern.lastIndex = 0;
		text = text.replace(pattern, ' ');
		if (!removed.includes(id)) removed.push(id);
	}
	return { text: removed.length ? text.replace(/\s{2,}/g, ' ').trim() : text, removed };
}
