/**
 * zod issues as our diagnostics: a path and a sentence a person understands ("must be a
 * boolean, not a string"). How grave an issue is for the reference build is severity.ts's.
 */
import { type Diagnostic, formatPath, type PathSegment } from '../diagnostics.js';
import { typeName } from './fields.js';
import { isUntold, type Issue } from './severity.js';
import { sentence } from './words.js';

export interface Problem {
  path: PathSegment[];
  message: string;
}

/** The problems of one zod result for `value`, their paths under `at`. */
export function problemsOf(issues: readonly Issue[], value: unknown, at: readonly PathSegment[]): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) describe(issue, value, at, out);
  return out;
}

/** zod's own words when a schema gave none of ours. */
const DEFAULT = 'Invalid input';

function describe(issue: Issue, root: unknown, at: readonly PathSegment[], out: Problem[]): void {
  const path = [...at, ...(issue.path as PathSegment[])];
  const value = valueAt(root, issue.path as PathSegment[]);
  const own = issue.message !== DEFAULT ? issue.message : undefined;
  const add = (message: string): void => {
    out.push({ path, message });
  };
  // A required key that is missing is no place of the config: it is named at its object.
  const missing = (rule?: string): void => {
    const key = path[path.length - 1];
    out.push({ path: path.slice(0, -1), message: `has no "${String(key)}", which is required${rule ? `: ${rule}` : ''}` });
  };
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return typeof path[path.length - 1] === 'string' ? missing() : add('is required');
      if (issue.expected === 'never') return add('is not allowed here');
      return add(`must be ${article(issue.expected)}, not ${typeName(value)}`);
    case 'invalid_value': {
      const rule = own ?? `must be ${choices(issue.values)}`;
      if (value === undefined && typeof path[path.length - 1] === 'string') return missing(rule.replace(/^must be /, ''));
      return add(`${rule}, not ${shown(value)}`);
    }
    case 'too_small':
      return add(own ?? (issue.origin === 'string' ? 'must be a non-empty string' : `must hold at least ${issue.minimum} entries`));
    case 'too_big':
      return add(own ?? `may hold ${issue.maximum} entries at most`);
    case 'unrecognized_keys':
      return add(`has ${issue.keys.length === 1 ? 'a key' : 'keys'} the reference build does not allow here: ${issue.keys.map((k) => `"${k}"`).join(', ')}`);
    case 'invalid_key':
      return add(issue.issues.map((i) => i.message).join('; '));
    case 'invalid_union': {
      // The branch the value's type chose (an object for `{name, style}` icons): its own issues
      // say more than "did not match". With none (or two), the union's own words.
      const chosen = issue.errors.filter((branch) => !branch.every((i) => (i.code === 'invalid_type' || i.code === 'invalid_value') && i.path.length === 0));
      if (chosen.length === 1) {
        for (const i of chosen[0]!) describe(i, value, path, out);
        return;
      }
      return add(`${own ?? 'has the wrong shape'}, not ${shown(value)}`);
    }
    default:
      return add(own ?? 'is not valid');
  }
}

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let v = root;
  for (const key of path) v = v !== null && typeof v === 'object' && Object.hasOwn(v, key) ? (v as Record<PathSegment, unknown>)[key] : undefined;
  return v;
}

const article = (type: string): string => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

/** `"a"`, `"a" or "b"`, `one of "a", "b" or "c"`. */
function choices(values: readonly unknown[]): string {
  const quoted = values.map((v) => JSON.stringify(v));
  if (quoted.length === 1) return quoted[0]!;
  return `${quoted.length > 2 ? 'one of ' : ''}${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
}

/** A value in a message: a string as it is written (`"venus"`), anything else by its type. */
const shown = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : typeName(value));

/**
 * Words, in place, the problems the walk left untold (see severity.ts): each becomes the
 * diagnostics its issues make, at their paths, with the level the walk left it at.
 */
export function tellProblems(diagnostics: Diagnostic[]): void {
  for (let i = diagnostics.length - 1; i >= 0; i--) {
    const untold = diagnostics[i]!;
    if (!isUntold(untold)) continue;
    if ('said' in untold) {
      diagnostics[i] = { level: untold.level, path: untold.path, message: sentence(untold.said) };
      continue;
    }
    let problems = problemsOf(untold.issues, untold.value, untold.at);
    if (untold.suffix !== undefined) problems = problems.slice(0, 1).map((p) => ({ ...p, message: p.message + untold.suffix }));
    diagnostics.splice(i, 1, ...problems.map((p): Diagnostic => ({ level: untold.level, path: formatPath(p.path), message: p.message })));
  }
}
