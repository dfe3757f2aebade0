/**
 * Normalising text for comparison, in the spirit of Sentry's grouping and Drain's log templates:
 * what varies from one run to the next (numbers, sizes, addresses, paths, PCI ids, timestamps,
 * NCCL's host:pid:tid prefixes) becomes a placeholder, so "Tried to allocate 20.00 MiB" and
 * "Tried to allocate 2.00 GiB" read the same. Meaning-carrying tokens (enum names, sm_XX, class
 * names) are pulled out before this by `tokens.ts`; here they only lose their case.
 */

/** Placeholders that stand for masked text; they never count as words that carry meaning. */
export const MASKS = ['_num_', '_size_', '_hex_', '_path_', '_url_', '_time_', '_pci_', '_addr_'] as const;

const MASK_SET: ReadonlySet<string> = new Set(MASKS);

// Words so common in error messages that they say nothing about which error it is.
const STOPWORDS: ReadonlySet<string> = new Set([
	'a', 'an', 'the', 'of', 'to', 'in', 'on', 'at', 'for', 'and', 'or', 'is', 'are', 'was', 'were', 'be', 'been',
	'by', 'with', 'this', 'that', 'it', 'its', 'as', 'from', 'but', 'if', 'so', 'you', 'your', 'we', 'please',
	'line', 'file', 'call', 'called', 'calling', 'when', 'while', 'which', 'there', 'some', 'see', 'details',
]);

// Order matters: URLs and paths before numbers, sizes before plain numbers.
const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
	// NCCL's "host:pid:tid [dev] NCCL WARN" prefix.
	[/^\s*[\w.-]{1,80}:\d{1,9}:\d{1,9} \[\d{1,4}\]\s*/, ' '],
	[/\bhttps?:\/\/[^\s'"<>]{1,500}/g, ' _url_ '],
	[/\b\d{4}-\d{2}-\d{2}[t ]\d{2}:\d{2}:\d{2}(?:[.,]\d{1,9})?(?:z|[+-]\d{2}:?\d{2})?/g, ' _time_ '],
	[/\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d{1,9})?\b/g, ' _time_ '],
	[/\b[0-9a-f]{4,8}:[0-9a-f]{2}:[0-9a-f]{2}\.[0-9a-f]\b/g, ' _pci_ '],
	[/\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/g, ' _addr_ '],
	// A GPU named by UUID where another run names it by index ("device error: GPU-4f2a...: unknown
	// device", CUDA_VISIBLE_DEVICES=MIG-...): NVIDIA's tools take either in the same place.
	[/\b(?:gpu|mig)-[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b/g, ' _num_ '],
	// A quoted Windows path may hold spaces ("C:\Program Files\NVIDIA GPU Computing Toolkit\CUDA\v12.4\bin"):
	// its folder names are not words of the message.
	[/"[a-z]:\\[^"\n]{1,300}"/g, ' _path_ '],
	[/(?:\b[a-z]:)?(?:[\\/][\w.@+~-]{1,200}){2,}[\\/]?/g, ' _path_ '],
	[/\b0x[0-9a-f]{1,32}\b/g, ' _hex_ '],
	[/\b(?=[0-9a-f]{0,63}\d)(?=[0-9a-f]{0,63}[a-f])[0-9a-f]{8,64}\b/g, ' _hex_ '],
	[/\b\d[\d,]{0,30}(?:\.\d{1,12})?\s?(?:[kmgtp]i?b|bytes?)\b/g, ' _size_ '],
	[/\b\d+(?:\.\d+)?\b/g, ' _num_ '],
	[/[^a-z0-9_]+/g, ' '],
];

/** Lower-cases `text`, masks what varies and keeps only words and placeholders, one space apart. */
export function normalizeText(text: string): string {
	let out = text.toLowerCase();
	for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
	return foldRepeatedMasks(out.trim());
}

/** "[0, 0, 0]", "[0,0,0]" and a lone "0" all read as one placeholder: runs of one mask fold to one. */
function foldRepeatedMasks(text: string): string {
	if (!text.includes('_ _')) return text;
	const words = text.split(' ');
	return words.filter((word, index) => index === 0 || word !== words[index - 1] || !MASK_SET.has(word)).join(' ');
}

/** Splits normalised text into its words. */
export function tokenize(normalized: string): string[] {
	return normalized === '' ? [] : normalized.split(' ');
}

/** True for a word that can tell one error from another (not a placeholder, not a stopword). */
export function isInformative(word: string): boolean {
	return word.length > 1 && !MASK_SET.has(word) && !STOPWORDS.has(word) && !/^_+$/.test(word);
}

/** The distinct informative words of normalised text. */
export function informativeWords(normalized: string): string[] {
	return [...new Set(tokenize(normalized).filter(isInformative))];
}

// "torch.OutOfMemoryError: CUDA out of memory" -> class and message; "CUDA error: ..." has no class.
const CLASS_PREFIX = /^\s*((?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception|Warning|Failure|OutOfResources|Timeout)|(?:[a-z_]\w*\.)+[A-Z]\w*):\s+(\S[\s\S]*)/;

/** Splits an error string into its exception class and normalised message. */
export function splitErrorString(text: string): { exceptionClass?: string; message: string } {
	const match = CLASS_PREFIX.exec(text);
	if (!match) return { message: text };
	const qualified = match[1];
	return { exceptionClass: qualified.slice(qualified.lastIndexOf('.') + 1), message: match[2] };
}

// A shared library's file name, without its version: "libcudart" of "libcudart.so.11.0", "cublas64" of
// "cublas64_12.dll", "cudnn_ops_infer64" of "cudnn_ops_infer64_8.dll" (the digits after the last
// underscore are the version).
const SHARED_LIBRARY = /\b(lib[\w+-]{1,60}?)\.so\b|\b([a-z][\w-]{1,60}?)(?:_\d{1,4})?\.dll\b/gi;

/** The shared libraries a text names, by file name without version, lower case. */
export function sharedLibrariesIn(text: string): Set<string> {
	if (!text.includes('.so') && !/\.dll/i.test(text)) return new Set();
	return new Set([...text.matchAll(SHARED_LIBRARY)].map((match) => (match[1] ?? match[2]).toLowerCase()));
}
