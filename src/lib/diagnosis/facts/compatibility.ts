/**
 * Facts from compatibility errors: the GPU's architecture against the architectures the PyTorch
 * build supports (its "sm_XX is not compatible with the current PyTorch installation" warning, or
 * the "cuda capability X.Y ... minimum cuda capability" one), and the driver version PyTorch found.
 */
import type { FactParser, Facts } from './types.ts';

const NOT_COMPATIBLE = /(?:^|\n)[ \t]{0,40}(?:\S.{0,120}?: )?(\S.{0,100}?) with CUDA capability (sm_\d{2,3}[af]?) is not compatible with the current PyTorch installation/i;
const SUPPORTED = /supports CUDA capabilities ((?:(?:sm|compute)_\d{2,3}[af]?[\s,]*){1,40})/i;
const TOO_OLD = /Found GPU ?(\d+) (.{1,100}?) which is of cuda capability (\d+)\.(\d+)/i;
const MINIMUM = /minimum cuda capability(?: supported by this library)? is (\d+)\.(\d+)/i;
const DRIVER_FOUND = /found version (\d{4,6})/i;

/** The compatibility fact parser. */
export const compatibilityFacts: FactParser = {
	family: 'compatibility',
	parse(text) {
		const facts: Facts = {};
		const notCompatible = NOT_COMPATIBLE.exec(text);
		if (notCompatible) {
			facts.gpuName = notCompatible[1].trim().replace(/^\S*Warning:\s*/, '');
			facts.gpuArch = notCompatible[2].toLowerCase();
		}
		const supported = SUPPORTED.exec(text);
		if (supported) {
			const archs = [...new Set(supported[1].match(/(?:sm|compute)_\d{2,3}[af]?/gi) ?? [])].map((a) => a.toLowerCase().replace('compute_', 'sm_'));
			facts.supportedArchs = archs.join(' ');
		}
		const tooOld = TOO_OLD.exec(text);
		if (tooOld) {
			facts.gpu = Number(tooOld[1]);
			facts.gpuName = tooOld[2].trim();
			facts.gpuArch = `sm_${tooOld[3]}${tooOld[4]}`;
		}
		const minimum = MINIMUM.exec(text);
		if (minimum) facts.minimumArch = `sm_${minimum[1]}${minimum[2]}`;
		const driver = /driver/i.test(text) ? DRIVER_FOUND.exec(text) : null;
		if (driver) {
			const version = Number(driver[1]);
			facts.driverCudaVersion = `${Math.floor(version / 1000)}.${Math.floor((version % 1000) / 10)}`;
		}
		if (Object.keys(facts).length === 0) return null;
		const verdict = judgeArch(facts);
		if (verdict) facts.verdictText = verdict;
		return facts;
	},
};

/** Says how the GPU's architecture relates to the build's, when both are known. */
function judgeArch(facts: Facts): string | null {
	const gpu = archNumber(facts.gpuArch);
	if (gpu === null) return null;
	const supported = typeof facts.supportedArchs === 'string' ? facts.supportedArchs.split(' ').map(archNumber).filter((n): n is number => n !== null) : [];
	const minimum = archNumber(facts.minimumArch);
	if (supported.length) {
		if (supported.includes(gpu)) return `${facts.gpuArch} is in the build's list; the failing kernel comes from another library built without it.`;
		const newest = Math.max(...supported);
		const oldest = Math.min(...supported);
		if (gpu > newest) return `The GPU (${facts.gpuArch}) is newer than every architecture this PyTorch build carries (newest sm_${newest}): install a build compiled for ${facts.gpuArch}.`;
		if (gpu < oldest) return `The GPU (${facts.gpuArch}) is older than every architecture this PyTorch build carries (oldest sm_${oldest}): use an older PyTorch release or build from source.`;
		return `The GPU (${facts.gpuArch}) is not among the build's architectures (${facts.supportedArchs}).`;
	}
	if (minimum !== null && gpu < minimum) return `The GPU (${facts.gpuArch}) is below the build's minimum (${facts.minimumArch}).`;
	return null;
}

function archNumber(value: unknown): number | null {
	const match = typeof value === 'string' ? /sm_(\d{2,3})/.exec(value) : null;
	return match ? Number(match[1]) : null;
}
