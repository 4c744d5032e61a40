/**
 * The index behind the version switch targets (targets.ts): which hrefs may be the same page in
 * another version, found without a walk of every page. Only the switch targets need it.
 */
import { DOCS_BASES, segmentsOf } from './paths.js';

/**
 * An index of hrefs by the hrefs they could be "the same page in another version" of (see
 * pathsDifferByOneSegment), so that finding them costs the number of segments of a path, not a
 * walk of every page. Each href is filed under keys naming it with one non-final segment left
 * blank, and under its segments without the first (and all of them, for paths that have one
 * more): two hrefs one segment apart share a key. The lists it gives hold every such href (and
 * may hold some that are not: the caller checks each), in the order of `items`.
 */
export function versionNeighbours<T>(items: readonly T[], hrefOf: (item: T) => string): (path: string) => T[][] {
  // Prefixes and suffixes of segment lists, numbered as met: two are the same list when they
  // have the same number (short keys, however long the hrefs).
  const ids = new Map<string, number>();
  const id = (key: string, add: boolean): number => {
    let n = ids.get(key);
    if (n === undefined && add) ids.set(key, (n = ids.size + 1));
    return n ?? -1;
  };
  /** The keys of a path: as an item filed (`add`), or as a path looked up. */
  const keysOf = (path: string, add: boolean): string[] => {
    let segments = segmentsOf(path);
    const docs = DOCS_BASES.has(segments[0]!);
    if (docs) segments = segments.slice(1);
    const n = segments.length;
    const suffix: number[] = new Array(n + 1);
    suffix[n] = 0;
    for (let j = n - 1; j >= 0; j--) suffix[j] = suffix[j + 1]! < 0 ? -1 : id(`s${suffix[j + 1]}/${segments[j]}`, add);
    const keys: string[] = [];
    let prefix = 0;
    for (let i = 0; i < n - 1; i++) {
      // Segment i blank: the same length, the same prefix before it and suffix after it.
      keys.push(`${docs}|${n}|${i}|${prefix}|${suffix[i + 1]}`);
      prefix = prefix < 0 ? -1 : id(`p${prefix}/${segments[i]}`, add);
    }
    // One leading segment more: an href is filed under its segments after the first (`tail`),
    // found by a path that has those segments; and under all of its segments (`whole`), found
    // by a path that has one more before them.
    const tail = add ? 1 : 0;
    const whole = add ? 0 : 1;
    if (n >= tail + 1) keys.push(`${docs}|tail|${suffix[tail]}`);
    if (n >= whole + 1) keys.push(`${docs}|whole|${suffix[whole]}`);
    return keys;
  };
  const table = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keysOf(hrefOf(item), true)) {
      const list = table.get(key);
      if (list) list.push(item);
      else table.set(key, [item]);
    }
  }
  return (path) => keysOf(path, false).flatMap((key) => (table.has(key) ? [table.get(key)!] : []));
}
