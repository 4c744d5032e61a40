/**
 * Per-path scoping with the reference's rules, answered from the index (see build.ts).
 *
 * The reference (Mintlify's getScopedNavForPath) runs its division filter twice: once with no
 * version/language to learn which switchers exist, then, once the current version and language
 * are known, again restricted to them; then it walks the whole navigation to find where each
 * version/language switch leads. Here each of those steps is answered from lookup tables: the
 * occurrences of the path, the sibling lists on its chain of divisions, buckets of hrefs that
 * may differ by one segment, and per-container ranges of pages in document order.
 *
 * One side effect of the reference is reproduced on purpose: computing the href of a division
 * rewrites its first page's `.../index` href to `...` in place, which later changes which pages
 * compare equal to the path. The set `mutated` tracks those pages.
 */
import {
  CONTENT_KEYS,
  DIVISION_KEYS,
  KIND_OF,
  compareOrder,
  divisionName,
  groupAccess,
  isObject,
  isPageNode,
  push,
  type Box,
  type Div,
  type NavIndex,
  type Occ,
} from './build.js';
import {
  LOCALES,
  canonicalPath,
  commonPrefixLength,
  isAbsoluteUrl,
  pathsDifferByOneSegment,
  segmentBucket,
  stripAllIndex,
  withoutLeadingSlash,
} from './paths.js';
import type { DivisionKey, NavObject } from './types.js';

/** One entry of a switcher list, as the reference's division filter builds it. */
export interface Item {
  div: Div | null;
  node: NavObject;
  key: DivisionKey;
  name: string;
  active: boolean;
  isGlobal: boolean;
  /** The first page of the division (used for its href). */
  first?: Occ;
  /** For an inactive dropdown: the page of it matching the current path. */
  corresponding?: Occ;
  menu?: Item[];
}

export interface Level {
  key: DivisionKey;
  owner: Div;
  active: Div | null;
  items: Item[];
}

export interface FilterResult {
  found: Occ | undefined;
  lists: Record<DivisionKey, Item[]>;
  /** Levels in the order the reference pushes them (innermost first). */
  levels: Level[];
  versionsOwner: Div | undefined;
  languagesOwner: Div | undefined;
  /** What the sidebar shows. */
  groupsOrPages: unknown[];
  /** The division chain the result is scoped to (root excluded), outer first. */
  chain: Div[];
}

export interface PathResult {
  path: string;
  occurrences: Occ[];
  currentProduct: string | undefined;
  productAmbiguous: boolean;
  version: unknown;
  language: unknown;
  filter: FilterResult;
  versionTargets: Map<unknown, string>;
  languageTargets: Map<unknown, string>;
  /** Global entries (root `global`), appended last by the reference. */
  rootGlobals: Item[];
}

type Dim = 'version' | 'language';

const emptyLists = (): Record<DivisionKey, Item[]> => Object.fromEntries(DIVISION_KEYS.map((k) => [k, [] as Item[]])) as Record<DivisionKey, Item[]>;

export class Engine {
  private readonly firstMemo = new Map<string, Occ | undefined>();
  private readonly filteredMemo = new WeakMap<object, Record<string, unknown[]>>();
  private readonly jsonMemo = new WeakMap<unknown[], string>();

  constructor(readonly ix: NavIndex) {}

  // ---------------------------------------------------------------- first pages

  private firstOfBox(box: Box, checkAccess: boolean, skipRoot = false): Occ | undefined {
    for (const item of box.items) {
      if ('page' in item) {
        if (skipRoot && item.isRoot) continue;
        if (!checkAccess || item.accessible) return item;
      } else {
        const r = this.firstOfBox(item, checkAccess);
        if (r) return r;
      }
    }
    return undefined;
  }

  /**
   * The first page of a division as the reference finds it: own pages (group root first), then
   * non-hidden groups, then non-hidden divisions (default version/language first).
   */
  firstOf(div: Div, checkAccess = true, onlyKey?: (typeof CONTENT_KEYS)[number]): Occ | undefined {
    const memo = this.firstMemo;
    const mk = `${div.id}:${checkAccess}:${onlyKey}`;
    if (memo.has(mk)) return memo.get(mk);
    let result: Occ | undefined;
    search: {
      if ((!onlyKey || onlyKey === 'pages') && div.pagesBox) {
        result = this.firstOfBox(div.pagesBox, checkAccess, onlyKey === 'pages');
        if (result) break search;
      }
      if ((!onlyKey || onlyKey === 'groups') && div.groupBoxes) {
        for (const box of div.groupBoxes) {
          if (box.hidden) continue;
          result = this.firstOfBox(box, checkAccess);
          if (result) break search;
        }
      }
      for (const key of DIVISION_KEYS) {
        if (onlyKey && onlyKey !== key) continue;
        const kids = div.children[key];
        if (!kids) continue;
        for (const kid of defaultFirst(kids, key)) {
          if (kid.hidden) continue;
          result = this.firstOf(kid, checkAccess);
          if (result) break search;
        }
      }
    }
    memo.set(mk, result);
    return result;
  }

  /** The first page within the current version/language of a division holding versions/languages. */
  private firstInCurrent(div: Div, curV: unknown, curL: unknown, only?: 'versions' | 'languages'): Occ | undefined {
    for (const [key, cur] of [['versions', curV], ['languages', curL]] as const) {
      const kids = div.children[key];
      if (!kids || !cur || (only && only !== key)) continue;
      const sel = kids.find((k) => k.node[KIND_OF[key]] === cur && k.accessible);
      if (!sel) continue;
      const contentKey = CONTENT_KEYS.find((k) => k in sel.node);
      if (!contentKey) return undefined;
      const nested = contentKey === 'versions' || contentKey === 'languages' ? this.firstInCurrent(sel, curV, curL, contentKey) : undefined;
      return nested ?? this.firstOf(sel, true, contentKey);
    }
    return undefined;
  }

  // ---------------------------------------------------------------- filtered content

  /** A copy of an entry without hidden/inaccessible pages and hidden groups (undefined if nothing is left). */
  private filterEntry(entry: unknown): unknown {
    if (!isObject(entry)) return undefined;
    if (isPageNode(entry)) {
      return entry.hidden !== true && groupAccess(entry.groups) ? entry : undefined;
    }
    if (entry.hidden) return undefined;
    const copy: NavObject = { ...entry };
    if ('pages' in entry) {
      const pages = this.filtered(entry, 'pages');
      let hasRoot = false;
      if (isObject(entry.root)) {
        if (!this.filterEntry(entry.root)) copy.root = undefined;
        else hasRoot = true;
      }
      if (pages.length === 0 && !hasRoot) return undefined;
      copy.pages = pages;
    }
    return copy;
  }

  /** The entries of a node's `pages` (`groups`) as the reference filters them (memoized per node). */
  filtered(node: NavObject, key: 'pages' | 'groups'): unknown[] {
    let m = this.filteredMemo.get(node);
    if (!m) this.filteredMemo.set(node, (m = {}));
    const list = node[key];
    return (m[key] ??= (Array.isArray(list) ? list : [])
      .map((e) => this.filterEntry(e))
      .filter((e) => e !== undefined && !(key === 'groups' && (e as NavObject).hidden)));
  }

  private json(list: unknown[]): string {
    let s = this.jsonMemo.get(list);
    if (s === undefined) {
      s = JSON.stringify(list);
      this.jsonMemo.set(list, s);
    }
    return s;
  }

  /** The sidebar list the reference associates with a page occurrence. */
  parentGroups(o: Occ): unknown[] {
    let pg: unknown[] = [];
    for (const box of o.boxes) {
      if (box.inGroupsArray) pg = this.filtered(box.div.node, 'groups');
      if (!pg.length) pg = this.filtered(box.node, 'pages');
    }
    return pg;
  }

  /**
   * The occurrences whose href shares the path's segmentBucket, in document order. Versions: a
   * scan for the same last segment (cheaper than a table, which the first view would pay for);
   * languages: a table built when first needed.
   */
  private bucket(path: string, dim: Dim): Occ[] {
    const key = segmentBucket(path, dim);
    // (`endsWith` only rules out most hrefs cheaply; one with a trailing slash is checked in full.)
    if (dim === 'version') return this.ix.occs.filter((o) => (o.href.endsWith(key) || o.href.endsWith('/')) && segmentBucket(o.href, dim) === key);
    let m = this.ix.buckets[dim];
    if (!m) {
      m = this.ix.buckets[dim] = new Map();
      for (const o of this.ix.occs) push(m, segmentBucket(o.href, dim), o);
    }
    return m.get(key) ?? [];
  }

  // ---------------------------------------------------------------- division filter

  private skipped(div: Div, curV: unknown, curL: unknown): boolean {
    if (div.key === 'versions' && curV) {
      return div.node.version !== curV && div.siblings.some((s) => s.node.version === curV);
    }
    if (div.key === 'languages' && curL) {
      return div.node.language !== curL && div.siblings.some((s) => s.node.language === curL);
    }
    return false;
  }

  private chainSkipped(chain: Div[], curV: unknown, curL: unknown): boolean {
    return chain.some((d) => this.skipped(d, curV, curL));
  }

  private hrefNow(o: Occ, mutated: Set<Occ>): string {
    return mutated.has(o) ? stripAllIndex(o.href) : o.href;
  }

  /** Occurrences that are, with their hrefs as they are now, the same page as `path`. */
  private occsNow(path: string, mutated: Set<Occ>): Occ[] {
    const c = canonicalPath(path);
    const base = this.ix.byCanon.get(c) ?? [];
    if (!mutated.size) return base;
    const out = base.filter((o) => !mutated.has(o) || canonicalPath(this.hrefNow(o, mutated)) === c);
    for (const o of mutated) if (o.canon !== c && canonicalPath(this.hrefNow(o, mutated)) === c) out.push(o);
    return out.sort((a, b) => a.i - b.i);
  }

  private buildItem(
    div: Div,
    active: boolean,
    ctx: { path: string; curV: unknown; curL: unknown; mutated: Set<Occ> },
    menuDivision: Item[] | undefined,
  ): Item {
    const first = this.firstInCurrent(div, ctx.curV, ctx.curL) ?? this.firstOf(div);
    if (first) ctx.mutated.add(first);
    const item: Item = { div, node: div.node, key: div.key!, name: div.name, active, isGlobal: false, first };
    if (div.key === 'dropdowns' && !active && !isAbsoluteUrl(div.node.href) && ctx.path) {
      item.corresponding = this.correspondingPage(div, ctx.path, ctx.mutated);
    }
    if ((div.key === 'tabs' || div.key === 'products') && 'menu' in div.node) {
      if (active && menuDivision?.length) item.menu = menuDivision;
      else {
        item.menu = (div.children.menu ?? [])
          .filter((m) => m.accessible && !m.hidden)
          .map((m) => this.buildItem(m, false, ctx, undefined));
      }
    }
    return item;
  }

  /** For an inactive dropdown: its page equal to the path, else one differing by one segment. */
  private correspondingPage(div: Div, path: string, mutated: Set<Occ>): Occ | undefined {
    const inside = (o: Occ): boolean => o.i >= div.lo && o.i < div.hi && o.accessible && !o.c.hiddenBox && o.c.hiddenDivDepth < div.depth;
    let exact: Occ | undefined;
    for (const o of this.occsNow(path, mutated)) if (inside(o) && (!exact || o.i < exact.i)) exact = o;
    // The reference returns the matching page's href as it is now: a root `/index` page already
    // shortened to '' reads as "no match", and the dropdown falls back to its first page.
    if (exact) return this.hrefNow(exact, mutated) ? exact : undefined;
    let seg: Occ | undefined;
    const consider = (o: Occ): void => {
      if (inside(o) && (!seg || o.i < seg.i) && pathsDifferByOneSegment(this.hrefNow(o, mutated), path, 'version')) seg = o;
    };
    for (const o of this.bucket(path, 'version')) if (!mutated.has(o)) consider(o);
    for (const o of mutated) consider(o);
    return seg;
  }

  private pushLevel(
    div: Div,
    activeOnPath: boolean,
    ctx: { path: string; curV: unknown; curL: unknown; mutated: Set<Occ> },
    menuDivision: Item[] | undefined,
  ): Item[] {
    const items: Item[] = [];
    for (const s of div.siblings) {
      if (!s.accessible) continue;
      const active = activeOnPath && isSelf(div, s);
      if (s.hidden && !active) continue;
      items.push(this.buildItem(s, active, ctx, menuDivision));
    }
    return items;
  }

  private upsertGlobal(lists: Record<DivisionKey, Item[]>, global: unknown): void {
    if (!isObject(global)) return;
    for (const key of DIVISION_KEYS) {
      const entries = global[key];
      if (!(key in global) || !Array.isArray(entries)) continue;
      for (const e of entries) {
        if (!isObject(e) || e.hidden) continue;
        lists[key].push({ div: null, node: e, key, name: divisionName(e), active: false, isGlobal: true });
      }
    }
  }

  /** The reference's division filter (filterDivisions) for one path. */
  filter(
    path: string,
    findPath: string,
    curV: unknown,
    curL: unknown,
    currentProduct: string | undefined,
    useMatch: boolean,
    mutated: Set<Occ>,
  ): FilterResult {
    const res: FilterResult = {
      found: undefined,
      lists: emptyLists(),
      levels: [],
      versionsOwner: undefined,
      languagesOwner: undefined,
      groupsOrPages: [],
      chain: [],
    };
    const ctx = { path, curV, curL, mutated };
    // The page: its first visible occurrence in lookup order (restricted to the current
    // version/language when matching). The reference builds each division list on the way back
    // up and drops the occurrence when a list comes out empty (every sibling hidden or empty),
    // searching on; the lists built below that point stay, as in the reference.
    const cands = this.occsNow(findPath, mutated)
      .filter((o) => o.reachable && !(useMatch && this.chainSkipped(o.div.chain, curV, curL)))
      .sort((a, b) => compareOrder(a, b, currentProduct));
    const abandoned: Div[] = [];
    for (const o of cands) {
      const chain = o.div.chain;
      if (abandoned.some((d) => chain[d.depth] === d)) continue;
      let fail = 0;
      for (let j = chain.length - 1; j >= 1; j--) {
        if (levelEmpty(chain[j])) {
          fail = j;
          break;
        }
      }
      let menuDivision: Item[] | undefined;
      for (let j = chain.length - 1; j >= Math.max(fail, 1); j--) {
        const d = chain[j];
        if (d.key === 'versions' && !res.versionsOwner) res.versionsOwner = d.parent!;
        if (d.key === 'languages' && !res.languagesOwner) res.languagesOwner = d.parent!;
        const items = j === fail ? [] : this.pushLevel(d, true, { ...ctx, path: findPath }, menuDivision);
        if ('global' in d.node) this.upsertGlobal(res.lists, d.node.global);
        if (j === fail) break;
        res.lists[d.key!].push(...items);
        res.levels.push({ key: d.key!, owner: d.parent!, active: d, items });
        menuDivision = d.key === 'menu' ? items : undefined;
      }
      if (fail) {
        abandoned.push(chain[fail]);
        continue;
      }
      res.found = o;
      res.chain = chain.slice(1);
      res.groupsOrPages = this.parentGroups(o);
      return res;
    }
    // Not found: the reference replaces the lists built so far (the owners it noted stay).
    res.lists = emptyLists();
    res.levels = [];
    this.mostRelevant(res, path, curV, curL, currentProduct, useMatch, ctx);
    return res;
  }

  /**
   * A path that is no visible page: the reference takes the sidebar of the page sharing the
   * longest prefix with the path, and the divisions whose content is that sidebar.
   */
  private mostRelevant(
    res: FilterResult,
    path: string,
    curV: unknown,
    curL: unknown,
    currentProduct: string | undefined,
    useMatch: boolean,
    ctx: { path: string; curV: unknown; curL: unknown; mutated: Set<Occ> },
  ): void {
    let best: Occ | undefined;
    let bestLen = 0;
    let pageAccessible = true;
    const skipMemo = new Map<Div, boolean>();
    const canon = canonicalPath(path);
    for (const o of this.ix.occs) {
      if (useMatch) {
        let s = skipMemo.get(o.div);
        if (s === undefined) skipMemo.set(o.div, (s = this.chainSkipped(o.div.chain, curV, curL)));
        if (s) continue;
      }
      const m = ctx.mutated.has(o);
      const h = m ? stripAllIndex(o.href) : o.href;
      const same = (m ? canonicalPath(h) : o.canon) === canon;
      if (!same && o.accessible) {
        const len = commonPrefixLength(path, h);
        if (len > bestLen) {
          best = o;
          bestLen = len;
        }
      } else if (same) pageAccessible = groupAccess(o.page.groups);
    }
    let target: unknown[] | undefined = best ? this.parentGroups(best) : undefined;
    if (!pageAccessible) target = [];
    if (target === undefined) return;
    const targetJson = this.json(target);
    const chain: Div[] = [];
    const visit = (div: Div): boolean => {
      const node = div.node;
      if (Array.isArray(node.pages)) return this.json(this.filtered(node, 'pages')) === targetJson;
      if ('groups' in node) return this.json(this.filtered(node, 'groups')) === targetJson;
      for (const key of DIVISION_KEYS) {
        const kids = div.children[key];
        if (!kids) continue;
        for (const sub of reorderProducts(kids, key, currentProduct)) {
          if (useMatch && this.skipped(sub, curV, curL)) continue;
          const founded = visit(sub);
          if (founded || !pageAccessible) {
            chain.unshift(sub);
            const items = this.pushLevel(sub, pageAccessible, ctx, undefined);
            res.lists[key].push(...items);
            res.levels.push({ key, owner: div, active: pageAccessible ? sub : null, items });
            return true;
          }
        }
      }
      return false;
    };
    visit(this.ix.root);
    res.chain = chain;
    res.groupsOrPages = target;
  }

  // ---------------------------------------------------------------- current version / language

  /** The reference's path -> version (or language) table, looked up for one path. */
  private dictValue(path: string, dim: Dim, mutated: Set<Occ>): unknown {
    const key = withoutLeadingSlash(path);
    const cands: Occ[] = [];
    for (const h of ['/' + key, key]) for (const o of this.ix.byHref.get(h) ?? []) if (!mutated.has(o)) cands.push(o);
    for (const o of mutated) if (withoutLeadingSlash(this.hrefNow(o, mutated)) === key) cands.push(o);
    let first = true;
    let value: unknown;
    for (const o of cands) {
      if (dim === 'language' && !o.c.inLangDict) continue;
      const v = dim === 'version' ? o.c.dictV : o.c.dictL;
      if (first) {
        value = v;
        first = false;
      } else if (value !== undefined && value !== v) value = undefined;
    }
    return value;
  }

  /** The reference's getVersionOrLanguageFromPath. */
  private lookupValue(path: string, dim: Dim, defaultValue: unknown, initialValue: unknown, mutated: Set<Occ>): unknown {
    const occs = [...this.occsNow(path, mutated)].sort((a, b) => compareOrder(a, b, undefined, true));
    const common = occs.length > 1;
    for (const o of occs) {
      const nearest = dim === 'version' ? o.c.gvlV : o.c.gvlL;
      if (common && defaultValue && defaultValue !== nearest) continue;
      if (nearest) return nearest;
    }
    return defaultValue || initialValue;
  }

  // ---------------------------------------------------------------- switch targets

  /**
   * Where the version (or language) switcher leads from `path`, for every version (language):
   * the path itself when the page is in it; else a page differing by one path segment; else the
   * first page of the groups holding the path (or of same-named groups in other versions); else
   * the first page of the version when it is a sibling of the current one; else its first page.
   */
  private targets(dim: Dim, path: string, res: FilterResult, mutated: Set<Occ>): Map<unknown, string> {
    const ix = this.ix;
    const list = dim === 'version' ? res.lists.versions : res.lists.languages;
    const out = new Map<unknown, string>();
    if (!list.length) return out;
    const valueOf = (i: Item): unknown => (dim === 'version' ? i.name : i.node.language);
    const activeItem = list.find((i) => i.active);
    const cur = activeItem ? valueOf(activeItem) : undefined;
    const all = list.map(valueOf);
    const localCount = list.filter((i) => !i.isGlobal).length;
    const owner = dim === 'version' ? res.versionsOwner : res.languagesOwner;
    const arrayKey = dim === 'version' ? 'versions' : 'languages';
    const fv = (o: Occ): unknown => boxValue(o.boxes[0], dim);
    const applies = (o: Occ): unknown[] => (fv(o) !== undefined ? [fv(o)] : all);
    const h = (o: Occ): string => this.hrefNow(o, mutated) || '/';
    const notPath = (o: Occ): boolean => h(o) !== path;
    let fvs = ix.byFv[dim];
    if (!fvs) {
      fvs = ix.byFv[dim] = [new Map(), []];
      for (const o of ix.occs) {
        if (fv(o) === undefined) fvs[1].push(o);
        else push(fvs[0], fv(o), o);
      }
    }
    const [byFv, noFv] = fvs;

    // Level 0: the page itself.
    const exact = new Set<unknown>();
    let exactCount = 0;
    const exactOccs: Occ[] = [];
    for (const o of ix.byHref.get(path) ?? []) if (!mutated.has(o)) exactOccs.push(o);
    for (const o of mutated) if (h(o) === path) exactOccs.push(o);
    for (const o of exactOccs) {
      exactCount++;
      for (const v of applies(o)) exact.add(v);
    }
    if (!res.found && cur !== undefined && ix.occs.length > exactCount) exact.add(cur);

    const offer = (m: Map<unknown, Occ>, v: unknown, o: Occ): void => {
      const prev = m.get(v);
      if (!prev || o.i < prev.i) m.set(v, o);
    };

    // Level 1: a page differing by one segment (in its own version).
    const path1 = new Map<unknown, Occ>();
    if (cur !== undefined) {

      const test = (o: Occ): void => {
        if (fv(o) === undefined || !notPath(o)) return;
        if (pathsDifferByOneSegment(h(o), path, dim)) offer(path1, fv(o), o);
      };
      for (const o of this.bucket(path, dim)) if (!mutated.has(o)) test(o);
      for (const o of mutated) test(o);
    }

    // Level 2: groups holding the path; in other versions, groups of the same name.
    const activeBoxes = new Set<Box>();
    const pathOccs = this.occsNow(path, mutated);
    for (const o of pathOccs) {
      const top = o.boxes[0];
      if (top.inGroupsArray) {
        if (boxValue(top, dim) === cur) activeBoxes.add(top);
      } else {
        const inner = o.boxes[o.boxes.length - 1];
        if (boxValue(inner, dim) === cur) activeBoxes.add(inner);
      }
    }
    if (dim === 'version' && cur) {
      const names = new Map<Div, Set<string>>();
      for (const o of pathOccs) {
        const top = o.boxes[0];
        if (!top.inGroupsArray || top.name === undefined) continue;
        for (const vd of o.div.chain) {
          if (vd.key !== 'versions') continue;
          const curChild = vd.siblings.find((s) => s.node.version === cur);
          if (curChild !== vd) continue;
          const set = names.get(vd.parent!) ?? new Set<string>();
          set.add(top.name);
          names.set(vd.parent!, set);
        }
      }
      for (const [owner2, set] of names) {
        for (const name of set) {
          for (const g of ix.groupsByName.get(name) ?? []) {
            if (boxValue(g, dim) === cur) continue;
            if (versionContext(g.div, cur) === owner2) activeBoxes.add(g);
          }
        }
      }
    }
    const group = new Map<unknown, Occ>();
    for (const box of activeBoxes) {
      for (let i = box.lo; i < box.hi; i++) {
        const o = ix.occs[i];
        if (!notPath(o)) continue;
        for (const v of applies(o)) offer(group, v, o);
        break;
      }
    }

    // Level 3: pages directly in a sibling of the current version (language).
    const division = new Map<unknown, Occ>();
    let owners: Div[] = [];
    if (owner) owners = owner.children[arrayKey] ? [owner] : [];
    else if (all.length) {
      owners = (dim === 'version' ? ix.versionOwners : ix.languageOwners).filter((a) => {
        const kids = a.children[arrayKey]!;
        return kids.length === localCount && kids.every((k) => all.includes(k.node[dim]));
      });
    }
    for (const a of owners) {
      for (const kid of a.children[arrayKey]!) {
        for (const o of kid.direct) {
          if (!notPath(o)) continue;
          for (const v of applies(o)) offer(division, v, o);
          break;
        }
      }
    }

    // Keys: every version with a page, plus all listed ones when some page has no version.
    const keys: unknown[] = [...all];
    for (const v of byFv.keys()) keys.push(v);
    if (exact.has(cur)) keys.push(cur);
    const seen = new Set<unknown>();
    for (const v of keys) {
      if (seen.has(v)) continue;
      seen.add(v);
      const inAll = all.includes(v);
      if (!byFv.has(v) && !(inAll && noFv.length) && !exact.has(v)) continue;
      if (exact.has(v)) {
        out.set(v, this.navHref(path || '/'));
        continue;
      }
      let o = path1.get(v) ?? group.get(v) ?? division.get(v);
      if (!o) o = (byFv.get(v) ?? []).find(notPath);
      if (!o && inAll) o = noFv.find(notPath);
      if (o) out.set(v, this.navHref(h(o)));
    }
    return out;
  }

  /** Map an href as the reference leaves it (`.../index` shortened) back to a page href of the navigation. */
  navHref(h: string): string {
    const hrefs = this.ix.byHref;
    if (hrefs.has(h)) return h;
    if (hrefs.has(h + '/index')) return h + '/index';
    if (h === '/' && hrefs.has('/index')) return '/index';
    return h;
  }

  // ---------------------------------------------------------------- all together

  compute(path: string): PathResult {
    const ix = this.ix;
    const mutated = new Set<Occ>();
    const occurrences = ix.byCanon.get(canonicalPath(path)) ?? [];

    // Products holding the path: with exactly one, it is tried first; with several, no switch targets.
    const productNames = new Set<unknown>();
    for (const o of occurrences) for (const d of o.div.chain) if (d.key === 'products') productNames.add(typeof d.node.product === 'string' ? d.node.product : undefined);
    const sole = productNames.size === 1 ? [...productNames][0] : undefined;
    const currentProduct = typeof sole === 'string' ? sole : undefined;
    const productAmbiguous = productNames.size > 1;

    let findPath = path;
    if (path === '/' || path === '') {
      const first = this.firstOf(ix.root, false);
      if (first) mutated.add(first);
      findPath = first ? stripAllIndex(first.href) : '';
    }

    const initial = this.filter(path, findPath, undefined, undefined, currentProduct, false, mutated);
    let version: unknown;
    let language: unknown;
    if (initial.lists.versions.length || initial.lists.languages.length) {
      const defaultVersion = initial.lists.versions.find((i) => i.node.default)?.node.version;
      const defaultLanguage = initial.lists.languages.find((i) => i.node.default)?.node.language;
      const dictVersion = this.dictValue(path, 'version', mutated);
      const dictLanguage = this.dictValue(path, 'language', mutated);
      const localeFromDict = typeof dictLanguage === 'string' && LOCALES.has(dictLanguage) ? dictLanguage : undefined;
      version = dictVersion || this.lookupValue(path, 'version', defaultVersion, initial.lists.versions[0]?.name ?? '', mutated) || undefined;
      language = localeFromDict ?? this.lookupValue(path, 'language', defaultLanguage, initial.lists.languages[0]?.node.language ?? undefined, mutated) ?? undefined;
    }

    const filter = this.filter(path, findPath, version, language, currentProduct, true, mutated);
    const versionTargets = productAmbiguous ? new Map() : this.targets('version', path, filter, mutated);
    const languageTargets = productAmbiguous ? new Map() : this.targets('language', path, filter, mutated);
    const rootGlobals: Item[] = [];
    if (isObject(ix.root.node.global)) {
      const lists = emptyLists();
      this.upsertGlobal(lists, ix.root.node.global);
      for (const key of DIVISION_KEYS) rootGlobals.push(...lists[key]);
    }
    return { path, occurrences, currentProduct, productAmbiguous, version, language, filter, versionTargets, languageTargets, rootGlobals };
  }
}

/** The reference's list of siblings shown for an active division would be empty. */
function levelEmpty(div: Div): boolean {
  return !div.siblings.some((s) => s.accessible && (!s.hidden || isSelf(div, s)));
}

/** The sibling is the division itself, or a twin of it. */
const isSelf = (div: Div, s: Div): boolean => s === div || !!div.twins?.includes(s);

function defaultFirst(kids: Div[], key: DivisionKey): Div[] {
  if (key !== 'versions' && key !== 'languages') return kids;
  const d = kids.find((k) => 'default' in k.node && k.node.default);
  return d ? [d, ...kids.filter((k) => k !== d)] : kids;
}

function reorderProducts(kids: Div[], key: DivisionKey, currentProduct: string | undefined): Div[] {
  if (key !== 'products' || !currentProduct) return kids;
  const idx = kids.findIndex((k) => k.node.product === currentProduct);
  if (idx <= 0) return kids;
  return [kids[idx], ...kids.slice(0, idx), ...kids.slice(idx + 1)];
}

/** The version (language) value of the pages of a container. */
function boxValue(box: Box, dim: Dim): unknown {
  return dim === 'version' ? box.div.fvV : box.div.fvL;
}

/** The innermost `versions` array above a division that has the current version. */
function versionContext(div: Div, cur: unknown): Div | undefined {
  for (let j = div.chain.length - 1; j >= 0; j--) {
    const d = div.chain[j];
    if (d.key === 'versions' && d.siblings.some((s) => s.node.version === cur)) return d.parent!;
  }
  return undefined;
}
