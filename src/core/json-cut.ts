/**
 * Cutting what nests too deep out of a document (see json-limits.ts): a chunk of its own in the
 * script-tag bundle, loaded only for a docs.json that nests deeper than MAX_DEPTH (the lean check
 * `fits` says so for any other), and in the chunk of `$ref` files, which cuts every file it merges.
 */
import { type PathSegment } from './diagnostics.js';
import { type Container, fits, isContainer, MAX_DEPTH } from './json-limits.js';

/** Where cutDeep found values too deep: the path of the first one it left out of a container, and how many it left out there. */
export interface Cut {
  path: PathSegment[];
  count: number;
}

interface Frame {
  value: Container;
  /** Where its kept values go: itself, or its copy. */
  out: Container;
  /** The frame of the container holding it, and its key there (for the path of a cut). */
  parent: Frame | undefined;
  key: PathSegment;
  level: number;
}

function pathOf(frame: Frame | undefined, key: PathSegment, base: readonly PathSegment[]): PathSegment[] {
  const out: PathSegment[] = [key];
  for (let f = frame; f?.parent; f = f.parent) out.push(f.key);
  return [...base, ...out.reverse()];
}

export interface CutOptions {
  /** The level of the value itself (1: a file's root). */
  level?: number;
  maxLevel?: number;
  /** Cut a copy, leaving the value as it is (for values shared with other places). */
  copy?: boolean;
  /** Called with every object kept (to find `$ref`s). */
  onObject?: (o: Record<string, unknown>) => void;
}

/** What cutDeep made of a value. */
export interface CutResult {
  value: unknown;
  /** Where it cut, paths from `base`. */
  cuts: Cut[];
  /** Whether an object it kept has a `$ref` (a string): the one walk of docs.json before checking finds them too. */
  refs: boolean;
}

/**
 * Leaves out of `value` every object or array deeper than `maxLevel` (MAX_DEPTH): a key of an
 * object is deleted; an entry of an array leaves a hole, so that the entries after it keep their
 * index (and their diagnostics their place; walks with forEach skip holes). In place, as
 * JSON.parse made it, or in a copy. Iterative: any depth.
 */
export function cutDeep(value: unknown, base: readonly PathSegment[], options: CutOptions = {}): CutResult {
  const { level = 1, maxLevel = MAX_DEPTH, copy = false, onObject } = options;
  const cuts: Cut[] = [];
  let refs = false;
  if (!isContainer(value)) return { value, cuts, refs };
  // Most documents are nowhere near the limit: a lean pass says so, and the walk below (which
  // keeps every container's place, to name where it cuts) is for the others.
  if (!copy && !onObject) {
    const fit = fits(value, level, maxLevel);
    if (fit) return { value, cuts, refs: fit.refs };
  }
  const result = copy ? empty(value) : value;
  const stack: Frame[] = [{ value, out: result, parent: undefined, key: '', level }];
  const kids: Frame[] = [];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { value: node, out } = frame;
    const deep = frame.level + 1 > maxLevel;
    let cut: Cut | undefined;
    if (Array.isArray(node)) {
      for (let i = 0; i < node.length; i++) {
        const child: unknown = node[i];
        if (!isContainer(child)) {
          // (A hole stays a hole.)
          if (copy && (child !== undefined || i in node)) (out as unknown[])[i] = child;
        } else if (!deep) kids.push(childFrame(frame, i, child, copy));
        else {
          cut = cutAt(cuts, cut, frame, i, base);
          if (!copy) delete node[i];
        }
      }
    } else {
      onObject?.(node);
      if (typeof node.$ref === 'string') refs = true;
      for (const key of Object.keys(node)) {
        const child = node[key];
        if (!isContainer(child)) {
          if (copy) put(out, key, child);
        } else if (!deep) kids.push(childFrame(frame, key, child, copy));
        else {
          cut = cutAt(cuts, cut, frame, key, base);
          if (!copy) delete node[key];
        }
      }
    }
    // The stack gives them back in order.
    while (kids.length) stack.push(kids.pop()!);
  }
  return { value: result, cuts, refs };
}

/** An empty container of `v`'s kind, for a copy. */
const empty = (v: Container): Container => (Array.isArray(v) ? new Array(v.length) : {});

/** The frame of a container kept at `key` of `parent`'s (its copy put in place when copying). */
function childFrame(parent: Frame, key: PathSegment, child: Container, copy: boolean): Frame {
  const out = copy ? empty(child) : child;
  if (copy) put(parent.out, key, out);
  return { value: child, out, parent, key, level: parent.level + 1 };
}

/** Counts a container left out at `key` of `frame`'s: in the frame's cut, or a new one. */
function cutAt(cuts: Cut[], cut: Cut | undefined, frame: Frame, key: PathSegment, base: readonly PathSegment[]): Cut {
  if (cut) {
    cut.count++;
    return cut;
  }
  const made = { path: pathOf(frame, key, base), count: 1 };
  cuts.push(made);
  return made;
}

/** `out[key] = v`, an own `__proto__` key included (an assignment would set the prototype). */
function put(out: Container, key: PathSegment, v: unknown): void {
  if (key === '__proto__') Object.defineProperty(out, key, { value: v, writable: true, enumerable: true, configurable: true });
  else (out as Record<PathSegment, unknown>)[key] = v;
}

/** What a cut is, for a diagnostic at its path. */
export function cutMessage(cut: Cut, maxLevel = MAX_DEPTH): string {
  const more = cut.count > 1 ? ` (and ${cut.count - 1} more beside it)` : '';
  return `nested more than ${maxLevel.toLocaleString('en-US')} levels deep: left out${more}`;
}
