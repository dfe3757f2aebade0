/**
 * Groups tool pages by kind for the tools index, in a fixed order of kinds so the index reads the
 * same from build to build, with tools sorted by title inside each group.
 */
import type { Tool } from '../../schemas/tool.ts';

/** The heading shown for each kind, in the order the index lists them. */
export const TOOL_KIND_HEADINGS: Record<Tool['kind'], string> = {
	'environment-variable': 'Environment variables',
	'python-api': 'Python APIs',
	'command-line': 'Command-line tools',
	'compile-flag': 'Build and compile-time options',
};

/** A tool page as the content collection hands it over: its id and frontmatter. */
export interface ToolEntry {
	/** The page id, e.g. `cuda-launch-blocking`. */
	id: string;
	/** The page's frontmatter. */
	data: Tool;
}

/** One kind's heading and its tools. */
export interface ToolGroup {
	/** The kind every tool in the group shares. */
	kind: Tool['kind'];
	/** The heading for that kind. */
	heading: string;
	/** The tools of that kind, sorted by title. */
	tools: ToolEntry[];
}

/** Groups tools by kind; kinds with no tools are left out. */
export function groupToolsByKind(tools: readonly ToolEntry[]): ToolGroup[] {
	const kinds = Object.keys(TOOL_KIND_HEADINGS) as Tool['kind'][];
	return kinds
		.map((kind) => ({
			kind,
			heading: TOOL_KIND_HEADINGS[kind],
			tools: tools.filter((t) => t.data.kind === kind).sort((a, b) => a.data.title.localeCompare(b.data.title)),
		}))
		.filter((group) => group.tools.length > 0);
}
