/**
 * What the command line knows, as one plain JSON value: the diagnosis bundle the site ships to the
 * browser, the error-code references the code pages render, and each runbook's checks with the
 * first commands they show. The standalone package carries it inside its single file; inside the
 * repository it is built from `content/` on start (`load-data.ts`). Types only: nothing here runs.
 */
import type { DiagnosisBundle } from '../lib/diagnosis/bundle.ts';

/** A CUDA runtime (`cudaError_t`) or driver (`CUresult`) code, as `content/codes/cuda-codes.json` has it. */
export interface CliCudaCode {
	api: 'runtime' | 'driver';
	number: number;
	/** Its number before CUDA 10.1, where it differed. */
	legacyNumber?: number;
	name: string;
	/** What `cudaGetErrorString` / `cuGetErrorString` returns, or null when not captured. */
	message: string | null;
	/** True when the error leaves the CUDA context unusable. */
	sticky: boolean;
	deprecated: boolean;
	/** The owning runbook, or null (then `noRunbook` says why). */
	family: string | null;
	noRunbook?: string;
	/** Our explanation. */
	explanation: string;
}

/** A status of a CUDA library, as `content/codes/library-codes.json` has it. */
export interface CliLibraryStatus {
	name: string;
	number: number;
	/** The library's own message for it, when it has one. */
	message: string | null;
	deprecated: boolean;
	/** For a deprecated alias, the status whose number and meaning it shares. */
	aliasOf?: string;
	/** True for the success status. */
	notAnError: boolean;
	family: string | null;
	noRunbook?: string;
	explanation: string;
}

/** One library and its statuses. */
export interface CliLibrary {
	/** The `/codes/<id>/` segment, e.g. `cublas`. */
	id: string;
	/** E.g. `cuBLAS`. */
	title: string;
	/** E.g. `cublasStatus_t`. */
	typeName: string;
	statuses: CliLibraryStatus[];
}

/** An NVIDIA Xid event, as `content/codes/xid.json` has it. */
export interface CliXid {
	number: number;
	/** Short name, e.g. "GPU has fallen off the bus". */
	name: string;
	mnemonic: string;
	/** NVIDIA's description, quoted. */
	description: string;
	family: string | null;
	noRunbook?: string;
	/** Our explanation. */
	text: string;
	/** What NVIDIA's catalogue says to do first, in our words. */
	immediate?: string;
	/** What it says to investigate, in our words. */
	investigatory?: string;
}

/** The first command block of a check, exactly as the runbook shows it. */
export interface CliCommand {
	/** The fence's language, e.g. `bash` or `python`. */
	lang: string;
	text: string;
}

/** One check of a runbook. */
export interface CliCheck {
	id: string;
	title: string;
	/** Its first code block that is not captured output, when it has one. */
	command?: CliCommand;
}

/** Everything the command line reads. */
export interface CliData {
	/** The diagnosis registry and the wizards' pre-answering data, as the site ships them. */
	bundle: DiagnosisBundle;
	/** The CUDA version the code reference was read from, e.g. "13.0". */
	cudaVersion: string;
	runtime: CliCudaCode[];
	driver: CliCudaCode[];
	/** The whole `cudaError_t` enum of CUDA 10.0, the last release before the renumbering, by old number. */
	legacyRuntime: { number: number; name: string }[];
	libraries: CliLibrary[];
	xids: CliXid[];
	/** Family slug to its checks, in runbook order. */
	checks: Record<string, CliCheck[]>;
}
