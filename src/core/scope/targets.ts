/**
 * Where the version and language switches lead from a path (the reference's last step of
 * getScopedNavForPath, see engine.ts), for every version and language: computed from the index
 * and from what the engine leaves of the path (its PathResult: the filter's lists, the pages
 * shortened on the way), when something asks where a switch leads.
 *
 * A module of its own: a page that shows a sidebar alone never asks, and the script-tag bundle
 * loads this code with <docs-switcher>, the element that shows where the switches lead (see
 * OnDemand in scoper.ts). The tables it builds (pages by version, by segments) are kept per index.
 */
import { DIVISION_KEYS, SCANS, push, type Box, type Dim, type Div, type NavIndex, type Occ } from './build.js';
import { earliest, firstIn, hrefNow, now, occsNow, scanLastSegment, valueOf, type PathResult } from './engine.js';
import { versionNeighbours } from './neighbours.js';
import { pathsDifferByOneSegment, segmentBucket } from './paths.js';

/** Where each version (language) switch leads from the path, per version (language) value. */
export type SwitchTargets = Record<Dim, Map<unknown, string>>;

/** Where the version and language switches lead from the path of `r`, an answer of the engine of `ix`. */
export function switchTargets(ix: NavIndex, r: PathResult): SwitchTargets {
  let tables = tablesOf.get(ix);
  if (!tables) tablesOf.set(ix, (tables = { byValue: {}, byValueIn: new WeakMap(), scans: 0 }));
  return { version: targetsOf(ix, tables, r, 'version'), language: targetsOf(ix, tables, r, 'language') };
}

/** What the switch targets of an index keep from one path to the next, each built when first needed. */
interface Tables {
  /** The occurrences by their version (language) value, and those with none. */
  byValue: Partial<Record<Dim, [Map<unknown, Occ[]>, Occ[]]>>;
  /** The occurrences of a list of neighbours by their version (language) value (see byValueIn). */
  byValueIn: WeakMap<Occ[], Map<unknown, Occ[]>>;
  /** Hrefs by their segmentBucket for languages. */
  languageBuckets?: Map<string, Occ[]>;
  /** Paths whose version neighbours were found by a scan so far (see SCANS). */
  scans: number;
  /** The groups of `groups` arrays by name (see groupsByName). */
  groupsByName?: Map<string, Box[]>;
  /** Every href by the hrefs it could be the same page as in another version. */
  versionIndex?: (path: string) => Occ[][];
}

const tablesOf = new WeakMap<NavIndex, Tables>();

/**
 * Where the version (or language) switcher leads from the path, for every version (language):
 * the path itself when the page is in it; else a page differing by one path segment; else the
 * first page of the groups holding the path (or of same-named groups in other versions); else
 * the first page of the version when it is a sibling of the current one; else its first page.
 * None when several products hold the path.
 */
function targetsOf(ix: NavIndex, tables: Tables, r: PathResult, dim: Dim): Map<unknown, string> {
  const { path, mutated, filter: res } = r;
  const arrayKey = dim === 'version' ? 'versions' : 'languages';
  const list = res.lists[arrayKey];
  const out = new Map<unknown, string>();
  if (!list.length || r.productCount > 1) return out;
  const activeOption = list.find((o) => o.active);
  const current = activeOption ? valueOf(activeOption, dim) : undefined;
  const all = list.map((o) => valueOf(o, dim));
  const fv = (o: Occ): unknown => divValue(o.box.div, dim);
  const applies = (o: Occ): unknown[] => (fv(o) !== undefined ? [fv(o)] : all);
  const h = (o: Occ): string => hrefNow(mutated, o) || '/';
  const notPath = (o: Occ): boolean => h(o) !== path;
  /** The first (document order) of some candidate pages that applies to a value. */
  const pick = (candidates: Occ[], v: unknown): Occ | undefined => earliest(candidates, (o) => applies(o).includes(v));
  let fvs = tables.byValue[dim];
  if (!fvs) {
    fvs = tables.byValue[dim] = [new Map(), []];
    for (const o of ix.occs) {
      if (fv(o) === undefined) fvs[1].push(o);
      else push(fvs[0], fv(o), o);
    }
  }
  const [byFv, noFv] = fvs;

  // Level 0: the page itself.
  const exact = new Set<unknown>();
  const exactOccs = now(mutated, ix.occsOfHref(path), (x) => (x || '/') === path);
  for (const o of exactOccs) for (const v of applies(o)) exact.add(v);
  if (!res.found && current !== undefined && ix.occs.length > exactOccs.length) exact.add(current);

  // Level 1: a page differing by one segment (in its own version): the first one of each
  // version, its pages of the bucket walked in document order up to the first that does
  // (the pages shortened so far are looked at apart).
  const path1 = new Map<unknown, Occ>();
  if (current !== undefined) {
    const differs = (o: Occ, v: unknown): boolean => v !== undefined && notPath(o) && pathsDifferByOneSegment(h(o), path, dim);
    for (const list of neighbours(ix, tables, path, dim)) {
      for (const [v, occs] of byValueIn(tables, list, dim)) {
        if (v === undefined) continue;
        const best = path1.get(v);
        for (const o of occs) {
          if (best && o.i > best.i) break;
          if (!mutated.has(o) && differs(o, v)) {
            path1.set(v, o);
            break;
          }
        }
      }
    }
    for (const o of mutated) {
      const v = fv(o);
      const best = path1.get(v);
      if ((!best || o.i < best.i) && differs(o, v)) path1.set(v, o);
    }
  }

  // Level 2: groups holding the path; in other versions, groups of the same name.
  const activeBoxes = new Set<Box>();
  const pathOccs = occsNow(ix, mutated, path);
  for (const o of pathOccs) {
    const box = o.box.top.inGroupsArray ? o.box.top : o.box;
    if (fv(o) === current) activeBoxes.add(box);
  }
  if (dim === 'version' && current) {
    for (const o of pathOccs) {
      const top = o.box.top;
      if (!top.inGroupsArray || top.name === undefined) continue;
      // Under each `versions` array where the path is in the current version.
      for (const vd of o.box.div.chain) {
        if (vd.key !== 'versions' || vd.siblings.find((s) => s.node.version === current) !== vd) continue;
        for (const g of (tables.groupsByName ??= groupsByName(ix.root)).get(top.name) ?? []) {
          if (divValue(g.div, dim) !== current && versionContext(g.div, current) === vd.parent) activeBoxes.add(g);
        }
      }
    }
  }
  const group = [...activeBoxes].flatMap((box) => firstIn(ix.occs, box.lo, box.hi, notPath) ?? []);

  // Level 3: pages directly in a sibling of the current version (language).
  // The owner of the array on the active chain; else every owner of such an array that holds the listed ones.
  const owner = res.owners[arrayKey];
  const localCount = list.filter((i) => !i.isGlobal).length;
  const owners = owner
    ? [owner]
    : (ix.owners.get(arrayKey) ?? []).filter((a) => {
        const kids = a.children[arrayKey]!;
        return kids.length === localCount && kids.every((k) => all.includes(k.node[dim]));
      });
  const division = owners.flatMap((a) =>
    a.children[arrayKey]!.flatMap((kid) => {
      // Its own pages come first in its range.
      const o = firstIn(ix.occs, kid.lo, kid.hi, notPath);
      return o?.box.div === kid ? [o] : [];
    }),
  );

  // Keys: every version with a page, plus all listed ones when some page has no version.
  const keys: unknown[] = [...all, ...byFv.keys()];
  if (exact.has(current)) keys.push(current);
  for (const v of new Set(keys)) {
    const inAll = all.includes(v);
    if (exact.has(v)) out.set(v, navHref(ix, path || '/'));
    else if (byFv.has(v) || (inAll && noFv.length)) {
      let o = path1.get(v) ?? pick(group, v) ?? pick(division, v) ?? (byFv.get(v) ?? []).find(notPath);
      if (!o && inAll) o = noFv.find(notPath);
      if (o) out.set(v, navHref(ix, h(o)));
    }
  }
  return out;
}

/**
 * Lists of the occurrences that may be one segment away from the path, in document order.
 * Languages: those of its bucket (see segmentBucket), from a table built once. Versions: those
 * with its last segment, by a scan, for the first paths asked (cheaper than a table, for a page
 * that shows a few views); then from an index of every href by its neighbours, about a hundred
 * scans' worth to build, which a caller asking for many paths (the CLI) amortises.
 */
function neighbours(ix: NavIndex, tables: Tables, path: string, dim: Dim): Occ[][] {
  if (dim === 'language') {
    if (!tables.languageBuckets) {
      tables.languageBuckets = new Map();
      for (const o of ix.occs) push(tables.languageBuckets, segmentBucket(o.href, dim), o);
    }
    return [tables.languageBuckets.get(segmentBucket(path, dim)) ?? []];
  }
  if (tables.scans < SCANS) {
    tables.scans++;
    return [scanLastSegment(ix.occs, path)];
  }
  tables.versionIndex ??= versionNeighbours(ix.occs, (o) => o.href);
  return tables.versionIndex(path);
}

/** The occurrences of a list by their version (language) value, in document order (memoized per list). */
function byValueIn(tables: Tables, occs: Occ[], dim: Dim): Map<unknown, Occ[]> {
  let m = tables.byValueIn.get(occs);
  if (!m) {
    tables.byValueIn.set(occs, (m = new Map()));
    for (const o of occs) push(m, divValue(o.box.div, dim), o);
  }
  return m;
}

/** Map an href as the reference leaves it (`.../index` shortened) back to a page href of the navigation. */
const navHref = (ix: NavIndex, h: string): string => [h, h + '/index', ...(h === '/' ? ['/index'] : [])].find((x) => ix.occsOfHref(x).length) ?? h;

/** The groups of the `groups` arrays of a division and of the divisions under it by name, in document order. */
function groupsByName(div: Div, out = new Map<string, Box[]>()): Map<string, Box[]> {
  for (const box of div.groupBoxes ?? []) if (box.name !== undefined) push(out, box.name, box);
  for (const key of DIVISION_KEYS) for (const kid of div.children[key] ?? []) groupsByName(kid, out);
  return out;
}

/** The version (language) value of the pages of a division. */
const divValue = (div: Div, dim: Dim): unknown => (dim === 'version' ? div.fvV : div.fvL);

/** The innermost `versions` array above a division that has the current version. */
function versionContext(div: Div, current: unknown): Div | undefined {
  for (let j = div.chain.length - 1; j >= 0; j--) {
    const d = div.chain[j];
    if (d.key === 'versions' && d.siblings.some((s) => s.node.version === current)) return d.parent!;
  }
  return undefined;
}
