/**
 * Bounds on the work diagnosis does, so that no paste (10 MB of logs, one endless line, binary
 * junk) can make it slow: every regular expression runs on lines no longer than `MAX_LINE_CHARS`,
 * and only a bounded number of lines is looked at closely.
 */

/** Longest piece of a line any pattern sees; longer lines are cut into pieces of this size. */
export const MAX_LINE_CHARS = 2000;

/** Pieces kept from one very long line: its head and its tail, where errors usually are. */
export const MAX_PIECES_PER_LINE = 24;

/** Characters of input considered at all; a paste longer than this is cut to its head and tail. */
export const MAX_INPUT_CHARS = 12_000_000;

/** Above this many lines, only the regions around error-looking lines are examined. */
export const FOCUS_THRESHOLD_LINES = 400;

/** Lines kept after focusing, at most. */
export const MAX_FOCUSED_LINES = 1500;

/** Distinct (after normalising) evidence lines scored against the registry, at most. */
export const MAX_EVIDENCE_LINES = 400;

/** Characters of the examined paste that paste-level conditions of causes read: its head and tail. */
export const MAX_CONTEXT_CHARS = 200_000;

/** Matches returned, at most. */
export const MAX_MATCHES = 5;
