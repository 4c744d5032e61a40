/**
 * Limits on the shape of the JSON and YAML documents docs-nav reads, so that no input can make a
 * later walk overflow the call stack or expand without end:
 *
 * - Nesting: a config (docs.json and its `$ref` files, merged) keeps at most MAX_DEPTH levels of
 *   objects and arrays. cutDeep enforces it with one iterative pass right after parsing (and on
 *   each `$ref` file, at the level it is merged at): what is deeper is left out with an error
 *   naming its place, so every walk after it (checks, `$ref`, specs, decoration, scoping,
 *   rendering) is bounded, and may be recursive.
 * - Repetition: `$ref` files used many times over, and YAML aliases, share one value between
 *   several places; written out, a few hundred bytes can stand for billions of values (a "bomb").
 *   measure counts the values a document stands for, written out, without writing it out.
 */
import { type PathSegment } from './diagnostics.js';

/**
 * Levels of objects and arrays a config may nest (the root object is level 1). 1,000 groups
 * nested in one another take about 2,000 (a group and its `pages` are two), inside any division.
 */
export const MAX_DEPTH = 2048;

/** Values (objects, arrays, strings, numbers...) `$ref` files used more than once, or YAML aliases, may repeat in all. */
export const MAX_REPEATED = 1_000_000;

type Container = Record<string, unknown> | unknown[];
const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

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

/** When no container of `value` (at `level`) is deeper than `maxLevel`: whether an object in it has a `$ref`. */
function fits(value: Container, level: number, maxLevel: number): { refs: boolean } | undefined {
  // Recursive, and so faster than a stack of its own: it goes no deeper than `maxLevel` levels
  // (MAX_DEPTH at most) below the caller.
  const found = { refs: false };
  return maxLevel <= MAX_DEPTH && within(value, level, maxLevel, found) ? found : undefined;
}

/** Whether no container below `node` (itself at `level`) is deeper than `maxLevel`; `found.refs` set on the way. */
function within(node: Container, level: number, maxLevel: number, found: { refs: boolean }): boolean {
  const inner = level + 1;
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const child: unknown = node[i];
      if (isContainer(child) && (inner > maxLevel || !within(child, inner, maxLevel, found))) return false;
    }
  } else {
    if (typeof node.$ref === 'string') found.refs = true;
    for (const key in node) {
      const child = node[key];
      if (isContainer(child) && (inner > maxLevel || !within(child, inner, maxLevel, found))) return false;
    }
  }
  return true;
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

/** The size of a value written out: its values (itself included) and its levels of objects and arrays (0 for a plain value). */
export interface Size {
  values: number;
  levels: number;
  /** It holds itself (a YAML alias inside its own anchor; an object in hand): no size written out. */
  cycle?: true;
}

/**
 * The size of `value` written out, shared objects counted at every place they are used; linear
 * in the objects it really holds (each is measured once, and its size remembered in `memo`, which
 * callers may share between values that share objects). Iterative: any depth.
 */
export function measure(value: unknown, memo: WeakMap<object, Size> = new WeakMap()): Size {
  if (!isContainer(value)) return { values: 1, levels: 0 };
  // Post-order: a container is summed once its children are; `open` holds the containers
  // between the two, so a value that holds itself (a YAML alias of an enclosing anchor) is found.
  const open = new Set<object>();
  const stack: Container[] = [value];
  while (stack.length) {
    const node = stack[stack.length - 1]!;
    if (memo.has(node)) {
      stack.pop();
      continue;
    }
    const children = Array.isArray(node) ? node : Object.values(node);
    if (!open.has(node)) {
      open.add(node);
      for (const c of children) {
        if (!isContainer(c) || memo.has(c)) continue;
        if (open.has(c)) return { values: Infinity, levels: Infinity, cycle: true };
        stack.push(c);
      }
      continue;
    }
    stack.pop();
    open.delete(node);
    let values = 1;
    let levels = 0;
    for (const c of children) {
      if (!isContainer(c)) values++;
      else {
        const s = memo.get(c)!;
        values += s.values;
        if (s.levels > levels) levels = s.levels;
      }
    }
    memo.set(node, { values, levels: levels + 1 });
  }
  return memo.get(value)!;
}

/**
 * Whether `value` is a tree (no object or array in two places, as YAML aliases make them) that
 * nests no deeper than `maxLevel` levels: then it stands for no more values than it holds, and
 * neither measure nor countDistinct has anything to find. One pass, iterative.
 */
export function isShallowTree(value: unknown, maxLevel = MAX_DEPTH): boolean {
  if (!isContainer(value)) return true;
  const seen = new Set<object>([value]);
  const nodes: Container[] = [value];
  const levels: number[] = [1];
  for (let node = nodes.pop(); node; node = nodes.pop()) {
    const inner = levels.pop()! + 1;
    for (const child of Array.isArray(node) ? node : Object.values(node)) {
      if (!isContainer(child)) continue;
      if (inner > maxLevel || seen.has(child)) return false;
      seen.add(child);
      nodes.push(child);
      levels.push(inner);
    }
  }
  return true;
}

/** The number of distinct objects and arrays, and plain values, that `value` holds (each shared object once). Iterative. */
export function countDistinct(value: unknown): number {
  if (!isContainer(value)) return 1;
  const seen = new Set<object>([value]);
  const stack: Container[] = [value];
  let count = 0;
  for (let node = stack.pop(); node; node = stack.pop()) {
    count++;
    for (const c of Array.isArray(node) ? node : Object.values(node)) {
      if (!isContainer(c)) count++;
      else if (!seen.has(c)) {
        seen.add(c);
        stack.push(c);
      }
    }
  }
  return count;
}
