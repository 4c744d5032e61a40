/**
 * How grave a failed parse of a field is (what decides what the walk keeps), told at once; the
 * words for it are told after the walk (issues.ts: a chunk of its own in the script-tag bundle,
 * which only a config with a problem needs).
 *
 * The reference tells two kinds of failure apart, and the difference decides what it keeps:
 * a value of the wrong type, or outside its list of values, fails its node outright ("fatal"):
 * a division then falls back to its next kind of content. A value of the right type that breaks
 * a rule (an empty label, a relative link, a key an object does not allow) leaves the node
 * standing but marked ("dirty"): the reference refuses the config unless a division above it
 * drops the part that holds it.
 */
import type * as z from 'zod/mini';
import type { Diagnostic, PathSegment } from '../diagnostics.js';
import type { Said } from './words.js';

export type Issue = z.core.$ZodIssue;

/** Whether an issue fails its node outright (see above). A union fails so unless one of its branches only broke rules. */
export function isFatal(issue: Issue): boolean {
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_key':
    case 'invalid_element':
      return true;
    case 'invalid_union':
      return !issue.errors.some((branch) => branch.every((i) => !isFatal(i)));
    default:
      return false;
  }
}

/**
 * The problems of a failed parse, in the diagnostics where the walk met them, until they are
 * worded (issues.ts, tellProblems): the issues, the value and its path; with `suffix`, only the
 * first problem is told, followed by it.
 */
export interface Untold extends Diagnostic {
  issues: readonly Issue[];
  value: unknown;
  at: PathSegment[];
  suffix?: string;
}

/** A problem of the navigation's structure, until it is worded (words.ts): its kind and what it names. */
export interface Unsaid extends Diagnostic {
  said: Said;
}

/** Whether a diagnostic is a problem not worded yet. */
export const isUntold = (d: Diagnostic): d is Untold | Unsaid => 'issues' in d || 'said' in d;
