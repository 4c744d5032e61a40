/**
 * Per-path scoping with the reference's rules, answered from the index (see build.ts).
 *
 * The reference (Mintlify's getScopedNavForPath) runs its division filter twice: once with no
 * version/language to learn which switchers exist, then, once the current version and language
 * are known, again restricted to them; then it walks the whole navigation to find where each
 * version/language switch leads (that last step is targets.ts, computed only when asked). Here
 * each of those steps is answered from lookup tables: the occurrences of the path, the sibling
 * lists on its chain of divisions, buckets of hrefs that may differ by one segment, and
 * per-container ranges of pages in document order.
 *
 * One side effect of the reference is reproduced on purpose: computing the href of a division
 * rewrites its first page's `.../index` href to `...` in place, which later changes which pages
 * compare equal to the path. The set `mutated` tracks those pages; the path's result carries it,
 * for the switch targets (hrefNow, now, occsNow read the hrefs as they are then).
 */
import {
  CONTENT_KEYS,
  DIVISION_KEYS,
  SCANS,
  boxesOf,
  compareOrder,
  pageReadable,
  reachable,
  readable,
  divisionName,
  groupAccess,
  isPageNode,
  kindOf,
  push,
  toFront,
  twinsOf,
  type Box,
  type Dim,
  type Div,
  type NavIndex,
  type Occ,
} from './build.js';
import { isObject } from '../json.js';
import {
  LOCALES,
  canonicalPath,
  commonPrefixLength,
  isAbsoluteUrl,
  leavesSite,
  pathsDifferByOneSegment,
  segmentBucket,
  stripAllIndex,
  withoutLeadingSlash,
} from './paths.js';
import type { DivisionKey, DivisionKind, DivisionLevel, DivisionOption, NavDivision, NavObject, NavPage } from './types.js';

export interface FilterResult {
  found: Occ | undefined;
  /** Every list built, per key, in the order the reference fills them (global entries included). */
  lists: Record<DivisionKey, DivisionOption[]>;
  /** Levels, outer first. */
  levels: DivisionLevel[];
  /** Per array key, the owner of the innermost such array on the active chain. */
  owners: Partial<Record<DivisionKey, Div>>;
  /** What the sidebar shows. */
  groupsOrPages: unknown[];
  /** The division chain the result is scoped to (root excluded), outer first. */
  chain: Div[];
}

export interface PathResult {
  path: string;
  occurrences: readonly Occ[];
  currentProduct: string | undefined;
  /** How many products hold the path (with several, there are no switch targets). */
  productCount: number;
  version: unknown;
  language: unknown;
  filter: FilterResult;
  /**
   * The pages whose href the reference shortened while scoping the path (see the header): where
   * the switches lead (targets.ts) is computed from the hrefs as they are then.
   */
  mutated: ReadonlySet<Occ>;
}

export interface Engine {
  /** Everything about one path. */
  compute(path: string): PathResult;
  /**
   * The first page of a division as the reference finds it: own pages (group root first), then
   * non-hidden groups, then non-hidden divisions (default version/language first).
   */
  firstOf(div: Div, checkAccess?: boolean, onlyKey?: (typeof CONTENT_KEYS)[number]): Occ | undefined;
  /** The navigation's own global entries (`navigation.global`), as options: the reference ends each of its lists with them. */
  roots: DivisionOption[];
}

const emptyLists = (): Record<DivisionKey, DivisionOption[]> => Object.fromEntries(DIVISION_KEYS.map((k) => [k, [] as DivisionOption[]])) as Record<DivisionKey, DivisionOption[]>;

/**
 * A switcher option. Its href: an external link as it is, else `page` (the href of the page
 * it leads to), else its own href, else `/`; versions and languages get theirs from the switch
 * targets once known (see compute).
 */
function newOption(key: DivisionKey, node: NavObject, index: number, label: string, page: string | undefined, active: boolean, isGlobal: boolean): DivisionOption {
  // Marked external whatever its scheme (the reference's rules below only know common ones).
  const external = isAbsoluteUrl(node.href) || leavesSite(node.href);
  const opt: DivisionOption = {
    kind: kindOf(key),
    key,
    index,
    label,
    href: external ? (node.href as string) : (page ?? (typeof node.href === 'string' ? node.href : '/')),
    external,
    active,
    hidden: node.hidden === true,
    isDefault: node.default === true,
    isGlobal,
    node: node as NavDivision,
  };
  for (const key of ['icon', 'description'] as const) if (node[key] !== undefined) opt[key] = node[key];
  return opt;
}

/** The non-hidden entries of a `global` object, as options, in key order. */
export function globalOptions(global: unknown): DivisionOption[] {
  const out: DivisionOption[] = [];
  if (!isObject(global)) return out;
  for (const key of DIVISION_KEYS) {
    const entries = global[key];
    if (!Array.isArray(entries)) continue;
    for (const e of entries) if (isObject(e) && !e.hidden) out.push(newOption(key, e, -1, divisionName(e), undefined, false, true));
  }
  return out;
}

/** Add a level, outer to those added so far, and its options to the list of its key. */
function add(res: FilterResult, lv: DivisionLevel): void {
  res.lists[lv.key].push(...lv.options);
  res.levels.unshift(lv);
}

/** The value an option of a version (language) switcher stands for. */
export const valueOf = (o: DivisionOption, dim: Dim): unknown => (dim === 'version' ? divisionName(o.node) : o.node.language);

export function createEngine(ix: NavIndex): Engine {
  const firstMemo = new Map<string, Occ | undefined>();
  const filteredMemo = new WeakMap<object, Record<string, unknown[]>>();
  /** Hrefs bucketed by their last segment (see bucket), built when first needed. */
  let buckets: Map<string, Occ[]> | undefined;
  const roots = globalOptions(ix.root.node.global);

  // ---------------------------------------------------------------- first pages

  /** The first page of a container, nested groups included (hidden ones too), its own root page first unless skipped. */
  const firstOfBox = (box: Box, checkAccess: boolean, skipRoot = false): Occ | undefined =>
    firstIn(ix.occs, box.lo, box.hi, (o) => !(skipRoot && box.rooted && o.i === box.lo) && (!checkAccess || readable(o)));

  function firstOf(div: Div, checkAccess = true, onlyKey?: (typeof CONTENT_KEYS)[number]): Occ | undefined {
    const mk = `${div.id}:${checkAccess}:${onlyKey}`;
    if (firstMemo.has(mk)) return firstMemo.get(mk);
    const only = (key: string): boolean => !onlyKey || onlyKey === key;
    // (Each source is only searched while nothing is found.)
    let result = div.pagesBox && only('pages') ? firstOfBox(div.pagesBox, checkAccess, onlyKey === 'pages') : undefined;
    for (const box of only('groups') ? (div.groupBoxes ?? []) : []) if (box.node.hidden !== true) result ??= firstOfBox(box, checkAccess);
    for (const key of DIVISION_KEYS) {
      const kids = !result && only(key) ? (div.children[key] ?? []) : [];
      for (const kid of key === 'versions' || key === 'languages' ? toFront(kids, (k) => !!k.node.default) : kids) if (!kid.hidden) result ??= firstOf(kid, checkAccess);
    }
    firstMemo.set(mk, result);
    return result;
  }

  // ---------------------------------------------------------------- filtered content

  /**
   * A copy of an entry without hidden/inaccessible pages and hidden groups (undefined if nothing
   * is left); a group that hides nothing is itself (a sidebar's first view copies no group).
   */
  const filterEntry = (entry: unknown): unknown => {
    if (!isObject(entry)) return undefined;
    if (isPageNode(entry)) return pageReadable(entry) ? entry : undefined;
    if (ix.clean.has(entry)) return entry;
    if (entry.hidden) return undefined;
    const copy: NavObject = { ...entry };
    if ('pages' in entry) {
      // A group keeps its root page if visible, and must keep that or a page.
      const root = isObject(entry.root) && filterEntry(entry.root);
      if (root === undefined) copy.root = undefined;
      const pages = (copy.pages = filtered(entry, 'pages'));
      if (!pages.length && !root) return undefined;
    }
    return copy;
  };

  /** The entries of a node's `pages` (`groups`) as the reference filters them (memoized per node). */
  function filtered(node: NavObject, key: 'pages' | 'groups'): unknown[] {
    let m = filteredMemo.get(node);
    if (!m) filteredMemo.set(node, (m = {}));
    const list = node[key];
    return (m[key] ??= (Array.isArray(list) ? list : [])
      .map(filterEntry)
      .filter((e) => e !== undefined && !(key === 'groups' && (e as NavObject).hidden)));
  }

  /** The sidebar list the reference associates with a page occurrence. */
  const parentGroups = (o: Occ): unknown[] => {
    let pg: unknown[] = [];
    for (const box of boxesOf(o)) {
      if (box.inGroupsArray) pg = filtered(box.div.node, 'groups');
      if (!pg.length) pg = filtered(box.node, 'pages');
    }
    return pg;
  };

  /** Paths asked of `bucket` so far, answered by a scan (see SCANS). */
  let scans = 0;
  /**
   * The occurrences whose href has the path's last segment (those that may differ from it by one
   * segment, see segmentBucket), in document order: the first paths asked by a scan (cheaper
   * than the table, for a page that shows a few views), then from a table built once.
   */
  const bucket = (path: string): Occ[] => {
    if (scans < SCANS) {
      scans++;
      return scanLastSegment(ix.occs, path);
    }
    if (!buckets) {
      buckets = new Map();
      for (const o of ix.occs) push(buckets, segmentBucket(o.href, 'version'), o);
    }
    return buckets.get(segmentBucket(path, 'version')) ?? [];
  };

  // ---------------------------------------------------------------- one path

  function compute(path: string): PathResult {
    /** Pages whose href the reference has shortened so far (see the header). */
    const mutated = new Set<Occ>();
    /** The current version and language of the filter pass being run (none in the first). */
    let cur: Partial<Record<DivisionKind, unknown>> = {};

    /** A version (language) division that is not the current one while a sibling is. */
    const skipped = (div: Div): boolean => {
      // (Only a version or a language has a current value.)
      const dim = div.key && kindOf(div.key);
      const value = dim && cur[dim];
      return !!value && div.node[dim] !== value && div.siblings.some((s) => s.node[dim] === value);
    };

    /** The first page within the current version/language of a division holding versions/languages. */
    const firstInCurrent = (div: Div, only?: DivisionKey): Occ | undefined => {
      for (const key of ['versions', 'languages'] as const) {
        const kids = div.children[key];
        const dim = kindOf(key);
        if (!kids || !cur[dim] || (only && only !== key)) continue;
        const sel = kids.find((k) => k.node[dim] === cur[dim] && k.accessible);
        if (!sel) continue;
        const contentKey = CONTENT_KEYS.find((k) => k in sel.node);
        if (!contentKey) return undefined;
        const nested = contentKey === 'versions' || contentKey === 'languages' ? firstInCurrent(sel, contentKey) : undefined;
        return nested ?? firstOf(sel, true, contentKey);
      }
      return undefined;
    };

    // -------------------------------------------------------------- division filter

    /** The option of a division: leading to its first page (an inactive dropdown: to its page matching `p`). */
    const buildOption = (div: Div, active: boolean, p: string, menuDivision: DivisionOption[] | undefined): DivisionOption => {
      const node = div.node;
      const first = firstInCurrent(div) ?? firstOf(div);
      if (first) mutated.add(first);
      const corresponding = div.key === 'dropdowns' && !active && !isAbsoluteUrl(node.href) && p ? correspondingPage(div, p) : undefined;
      const opt = newOption(div.key!, node, div.index, div.label, (corresponding ?? first)?.href, active, false);
      if ((div.key === 'tabs' || div.key === 'products') && 'menu' in node) {
        opt.menu =
          active && menuDivision?.length
            ? menuDivision
            : (div.children.menu ?? []).filter((m) => m.accessible && !m.hidden).map((m) => buildOption(m, false, p, undefined));
      }
      return opt;
    };

    /** For an inactive dropdown: its page equal to the path, else one differing by one segment. */
    const correspondingPage = (div: Div, p: string): Occ | undefined => {
      // Its accessible pages, not in a hidden group nor under a hidden division (itself included;
      // a division's own pages are under it, so its pages box needs no exception).
      const inside = (o: Occ): boolean =>
        o.i >= div.lo && o.i < div.hi && readable(o) && !boxesOf(o).some((b) => b.node.hidden === true) && !o.box.div.chain.slice(div.depth).some((d) => d.hidden);
      const exact = occsNow(ix, mutated, p).find(inside);
      // The reference returns the matching page's href as it is now: a root `/index` page already
      // shortened to '' reads as "no match", and the dropdown falls back to its first page.
      if (exact) return hrefNow(mutated, exact) ? exact : undefined;
      return earliest(now(mutated, bucket(p), () => true), (o) => inside(o) && pathsDifferByOneSegment(hrefNow(mutated, o), p, 'version'));
    };

    /** The level shown for a division: its accessible siblings, hidden ones only when active. */
    const level = (div: Div, activeOnPath: boolean, p: string, menuDivision?: DivisionOption[]): DivisionLevel => {
      const options = div.siblings.filter((s) => shown(div, s, activeOnPath)).map((s) => buildOption(s, activeOnPath && isSelf(div, s), p, menuDivision));
      return { key: div.key!, kind: kindOf(div.key!), owner: div.parent!.node as NavDivision, activeIndex: options.findIndex((o) => o.active), options };
    };

    /** The reference's division filter (filterDivisions) for the path, in the pass `cur`. */
    const filter = (findPath: string, currentProduct: string | undefined, useMatch: boolean): FilterResult => {
      const res: FilterResult = { found: undefined, lists: emptyLists(), levels: [], owners: {}, groupsOrPages: [], chain: [] };
      const chainSkipped = (chain: Div[]): boolean => useMatch && chain.some(skipped);
      // The page: its first visible occurrence in lookup order (restricted to the current
      // version/language when matching). The reference builds each division list on the way back
      // up and drops the occurrence when a list comes out empty (every sibling hidden or empty),
      // searching on; the lists built below that point stay, as in the reference.
      const cands = occsNow(ix, mutated, findPath)
        .filter((o) => reachable(o) && !chainSkipped(o.box.div.chain))
        .sort((a, b) => compareOrder(a, b, currentProduct));
      const abandoned: Div[] = [];
      for (const o of cands) {
        const chain = o.box.div.chain;
        if (abandoned.some((d) => chain[d.depth] === d)) continue;
        let fail = chain.length - 1;
        while (fail && chain[fail].siblings.some((s) => shown(chain[fail], s, true))) fail--;
        let menuDivision: DivisionOption[] | undefined;
        for (let j = chain.length - 1; j >= Math.max(fail, 1); j--) {
          const d = chain[j];
          res.owners[d.key!] ??= d.parent!;
          const lv = j > fail ? level(d, true, findPath, menuDivision) : undefined;
          for (const g of globalOptions(d.node.global)) res.lists[g.key].push(g);
          if (!lv) break;
          add(res, lv);
          menuDivision = d.key === 'menu' ? lv.options : undefined;
        }
        if (fail) {
          abandoned.push(chain[fail]);
          continue;
        }
        res.found = o;
        res.chain = chain.slice(1);
        res.groupsOrPages = parentGroups(o);
        return res;
      }
      // Not found: the reference replaces the lists built so far (the owners it noted stay).
      res.lists = emptyLists();
      res.levels = [];

      // The reference then takes the sidebar of the page sharing the longest prefix with the
      // path, and the divisions whose content is that sidebar.
      let best: Occ | undefined;
      let bestLen = 0;
      let pageAccessible = true;
      const skipMemo = new Map<Div, boolean>();
      const canon = canonicalPath(path);
      for (const o of ix.occs) {
        let s = skipMemo.get(o.box.div);
        if (s === undefined) skipMemo.set(o.box.div, (s = chainSkipped(o.box.div.chain)));
        if (s) continue;
        const h = hrefNow(mutated, o);
        const same = canonicalPath(h) === canon;
        if (same) pageAccessible = groupAccess(o.page.groups);
        else {
          // (The prefix first: most pages share no longer one, and need no other test.)
          const len = commonPrefixLength(path, h);
          if (len > bestLen && readable(o)) {
            best = o;
            bestLen = len;
          }
        }
      }
      const target = pageAccessible ? best && parentGroups(best) : [];
      if (!target) return res;
      // The reference compares the lists written as JSON, with the hrefs it has shortened by then
      // (the first page of each option it has built: a few).
      const shortened = [...mutated].map((o) => o.page);
      const asJson = (list: unknown[]): string => JSON.stringify(list, (_, v: NavPage) => (shortened.includes(v) ? { ...v, href: stripAllIndex(v.href) } : v));
      const targetJson = asJson(target);
      const visit = (div: Div): boolean => {
        const node = div.node;
        if (Array.isArray(node.pages)) return asJson(filtered(node, 'pages')) === targetJson;
        if ('groups' in node) return asJson(filtered(node, 'groups')) === targetJson;
        for (const key of DIVISION_KEYS) {
          const kids = div.children[key] ?? [];
          for (const sub of key === 'products' && currentProduct ? toFront(kids, (k) => k.node.product === currentProduct) : kids) {
            if (useMatch && skipped(sub)) continue;
            if (visit(sub) || !pageAccessible) {
              res.chain.unshift(sub);
              add(res, level(sub, pageAccessible, path));
              return true;
            }
          }
        }
        return false;
      };
      visit(ix.root);
      res.groupsOrPages = target;
      return res;
    };

    // -------------------------------------------------------------- current version / language

    /** The reference's path -> version (or language) table, looked up for the path. */
    const dictValue = (dim: Dim): unknown => {
      const key = withoutLeadingSlash(path);
      const cands = now(mutated, [...ix.occsOfHref('/' + key), ...ix.occsOfHref(key)], (h) => withoutLeadingSlash(h) === key);
      const values: unknown[] = [];
      for (const o of cands) {
        const chain = o.box.div.chain;
        const top = o.box.top;
        // The table lists the pages of groups and divisions under no node with `pages` (but its own).
        if (dim === 'language' && chain.some((d, j) => 'pages' in d.node && (j < chain.length - 1 || top.inGroupsArray))) continue;
        // Its value: that of the innermost version; the innermost `language` of a division or of a group of `groups`.
        let v: unknown;
        for (const d of chain) if (dim === 'version' ? d.key === 'versions' : 'language' in d.node) v = d.node[dim];
        if (dim === 'language' && top.inGroupsArray && 'language' in top.node) v = top.node.language;
        values.push(v);
      }
      // The value all its entries agree on, else undefined.
      return values.slice(1).every((v) => v === values[0]) ? values[0] : undefined;
    };

    /**
     * The reference's getVersionOrLanguageFromPath: for a page listed several times, the default
     * when there is one; else the nearest value of its first listing (in lookup order) that has
     * one; else the default, else `initialValue`.
     */
    const lookupValue = (dim: Dim, defaultValue: unknown, initialValue: unknown): unknown => {
      const occs = occsNow(ix, mutated, path);
      if (occs.length > 1 && defaultValue) return defaultValue;
      // The innermost non-null value of its divisions (not the root), its groups and its page.
      const nearest = (o: Occ): unknown => {
        let v: unknown;
        for (const x of [...o.box.div.chain.slice(1), ...boxesOf(o).filter((b) => b !== o.box.div.pagesBox)]) v = x.node[dim] ?? v;
        return o.page[dim] ?? v;
      };
      return occs.sort((a, b) => compareOrder(a, b, undefined, true)).map(nearest).find(Boolean) || defaultValue || initialValue;
    };

    // -------------------------------------------------------------- all together

    const occurrences = ix.occsOf(canonicalPath(path));

    // Products holding the path: with exactly one, it is tried first; with several, no switch targets.
    // (The reference counts a page there only when its title is a string: frontmatter may make
    // it a number or a list.)
    const productNames = new Set<string | undefined>();
    for (const o of occurrences) {
      if (typeof o.page.title === 'string') for (const d of o.box.div.chain) if (d.key === 'products') productNames.add(typeof d.node.product === 'string' ? d.node.product : undefined);
    }
    const currentProduct = productNames.size === 1 ? [...productNames][0] : undefined;

    let findPath = path;
    if (path === '/' || path === '') {
      const first = firstOf(ix.root, false);
      if (first) mutated.add(first);
      findPath = first ? stripAllIndex(first.href) : '';
    }

    const initial = filter(findPath, currentProduct, false);
    // The reference's lists end with the navigation's own global entries: a global version or
    // language is one the page's may be taken from. (Not in the second pass's lists: the switch
    // targets are computed from them before the reference adds those entries.)
    for (const g of roots) initial.lists[g.key].push(g);
    const versions = initial.lists.versions;
    const languages = initial.lists.languages;
    let version: unknown;
    let language: unknown;
    if (versions.length || languages.length) {
      const defaultVersion = versions.find((i) => i.node.default)?.node.version;
      const defaultLanguage = languages.find((i) => i.node.default)?.node.language;
      const dictLanguage = dictValue('language');
      // (Only strings are locales.)
      const localeFromDict = LOCALES.has(dictLanguage as string) ? dictLanguage : undefined;
      version = dictValue('version') || lookupValue('version', defaultVersion, versions.length ? valueOf(versions[0], 'version') : '') || undefined;
      language = localeFromDict ?? lookupValue('language', defaultLanguage, languages[0]?.node.language) ?? undefined;
    }

    cur = { version, language };
    const res = filter(findPath, currentProduct, true);
    // Where the version and language switches lead is not computed here: it needs tables of
    // every page (by segments, by version), and a page showing its sidebar alone never asks
    // (see targets.ts and the scoper).
    return { path, occurrences, currentProduct, productCount: productNames.size, version, language, filter: res, mutated };
  }

  return { compute, firstOf, roots };
}

/** The first in document order of some occurrences (in any order) that passes `test`. */
export function earliest(occs: Occ[], test: (o: Occ) => boolean): Occ | undefined {
  let best: Occ | undefined;
  for (const o of occs) if ((!best || o.i < best.i) && test(o)) best = o;
  return best;
}

/** The first occurrence of the range [lo, hi) of document order that passes `test`. */
export function firstIn(occs: readonly Occ[], lo: number, hi: number, test: (o: Occ) => boolean): Occ | undefined {
  for (let i = lo; i < hi; i++) if (test(occs[i])) return occs[i];
  return undefined;
}

/**
 * The occurrences whose href has the path's last segment (its segmentBucket for versions: those
 * that may differ from it by one segment), in document order, found by a scan.
 */
export function scanLastSegment(occs: readonly Occ[], path: string): Occ[] {
  const key = segmentBucket(path, 'version');
  // (`endsWith` only rules out most hrefs cheaply; one with a trailing slash is checked in full.)
  return occs.filter((o) => (o.href.endsWith(key) || o.href.endsWith('/')) && segmentBucket(o.href, 'version') === key);
}

/** A page's href as it is now, `mutated` being the pages the reference has shortened so far (see the header). */
export const hrefNow = (mutated: ReadonlySet<Occ>, o: Occ): string => (mutated.has(o) ? stripAllIndex(o.href) : o.href);

/** The occurrences of `base` whose href is unchanged, and the shortened ones whose href now passes `test`. */
export function now(mutated: ReadonlySet<Occ>, base: readonly Occ[], test: (href: string) => boolean): Occ[] {
  const out = base.filter((o) => !mutated.has(o));
  for (const o of mutated) if (test(hrefNow(mutated, o))) out.push(o);
  return out;
}

/** Occurrences that are, with their hrefs as they are now, the same page as `p`, in document order. */
export function occsNow(ix: NavIndex, mutated: ReadonlySet<Occ>, p: string): Occ[] {
  const c = canonicalPath(p);
  return now(mutated, ix.occsOf(c), (h) => canonicalPath(h) === c).sort((a, b) => a.i - b.i);
}

/** A sibling of a division is in its list: accessible, and not hidden unless it is the active one. */
const shown = (div: Div, s: Div, activeOnPath: boolean): boolean => s.accessible && (!s.hidden || (activeOnPath && isSelf(div, s)));

/** The sibling is the division itself, or a twin of it. */
const isSelf = (div: Div, s: Div): boolean => s === div || !!twinsOf(div)?.includes(s);
