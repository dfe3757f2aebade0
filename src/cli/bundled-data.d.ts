/** The module the build of the standalone package (`scripts/cli/build.ts`) generates. */
declare module 'cuda-triage:data' {
	/** `CliData` as JSON text: parsing a string is faster than evaluating the same object literal. */
	export const DATA_JSON: string;
	/** The package's version. */
	export const VERSION: string;
}
