/** What a fact parser reads from a paste: flat, JSON-friendly values. */
export type Facts = Record<string, string | number | boolean>;

/** A parser of facts for one family. */
export interface FactParser {
	/** The family whose match shows these facts (a slug fixed by CONTRACT.md). */
	family: string;
	/** Reads facts from the paste's evidence text; null when there are none. */
	parse(text: string): Facts | null;
}
