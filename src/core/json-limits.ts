/**
 * Limits on the shape of the JSON and YAML documents docs-nav reads, so that no input can make a
 * later walk overflow the call stack or expand without end:
 *
 * - Nesting: a config (docs.json and its `$ref` files, merged) keeps at most MAX_DEPTH levels of
 *   objects and arrays. `fits` checks it right after parsing (and cutDeep, json-cut.ts, cuts a
 *   document that does not fit with one iterative pass, as it does each `$ref` file at the level
 *   it is merged at): what is deeper is left out with an error naming its place, so every walk
 *   after it (checks, `$ref`, specs, decoration, scoping, rendering) is bounded, and may be
 *   recursive.
 * - Repetition: `$ref` files used many times over, and YAML aliases, share one value between
 *   several places; written out, a few hundred bytes can stand for billions of values (a "bomb").
 *   measure counts the values a document stands for, written out, without writing it out.
 */

/**
 * Levels of objects and arrays a config may nest (the root object is level 1). 1,000 groups
 * nested in one another take about 2,000 (a group and its `pages` are two), inside any division.
 */
export const MAX_DEPTH = 2048;

/** Values (objects, arrays, strings, numbers...) `$ref` files used more than once, or YAML aliases, may repeat in all. */
export const MAX_REPEATED = 1_000_000;

export type Container = Record<string, unknown> | unknown[];
export const isContainer = (v: unknown): v is Container => typeof v === 'object' && v !== null;

/** When no container of `value` (at `level`) is deeper than `maxLevel`: whether an object in it has a `$ref`. */
export function fits(value: Container, level: number, maxLevel: number): { refs: boolean } | undefined {
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
