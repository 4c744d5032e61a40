/**
 * The index of a resolved navigation, built once: every division, every container of pages
 * (group, or division with `pages`) and every page occurrence, with what the per-path rules
 * need precomputed (document order, nearest version/language, access, lookup tables).
 */
import type { DivisionKey, DivisionKind, NavObject } from './types.js';
import { canonicalPath, segmentBucket } from './paths.js';

/** Division array keys in the order the reference visits them. */
export const DIVISION_KEYS: readonly DivisionKey[] = ['anchors', 'dropdowns', 'languages', 'tabs', 'versions', 'menu', 'products'];

export const KIND_OF: Readonly<Record<DivisionKey, DivisionKind>> = {
  anchors: 'anchor',
  dropdowns: 'dropdown',
  languages: 'language',
  tabs: 'tab',
  versions: 'version',
  menu: 'item',
  products: 'product',
};

/** Label keys in the order the reference looks for a division's name. */
const NAME_KEYS = ['tab', 'anchor', 'version', 'language', 'dropdown', 'item', 'product'] as const;

/** Keys tried, in order, to find the content of a selected version or language. */
export const CONTENT_KEYS = ['tabs', 'anchors', 'versions', 'languages', 'dropdowns', 'menu', 'products', 'groups', 'pages'] as const;

// Document order is encoded as steps: slot * 2^20 + index. Slots: a group's root page, pages,
// groups, then the division arrays in DIVISION_KEYS order.
const SLOT_ROOT = 0;
const SLOT_PAGES = 1;
const SLOT_GROUPS = 2;
const SLOT_DIVISION = 3;
const STEP = 1 << 20;
/** The other visiting order (version/language lookup): divisions, then groups, then root, pages. */
const C_RANK = [8, 9, 7, 0, 1, 2, 3, 4, 5, 6];

export const isObject = (v: unknown): v is NavObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
/** A page object (the reference: own `href` and `title`). */
export const isPageNode = (o: NavObject): boolean => own(o, 'href') && own(o, 'title');

/** Page access for an anonymous reader given a page's `groups` restriction. */
export function groupAccess(groups: unknown): boolean {
  if (groups == null) return true;
  if (!Array.isArray(groups)) return false;
  if (groups.every((g) => typeof g === 'string')) return false;
  let hasIncludes = false;
  for (const rule of groups) {
    if (typeof rule === 'string') continue;
    if (!isObject(rule)) return false;
    if (rule.includes) hasIncludes = true;
  }
  return !hasIncludes;
}

/** A division, or the navigation root (key null). */
export interface Div {
  id: number;
  node: NavObject;
  key: DivisionKey | null;
  kind: DivisionKind | null;
  index: number;
  parent: Div | null;
  siblings: Div[];
  children: Partial<Record<DivisionKey, Div[]>>;
  /** Root first, this last. */
  chain: Div[];
  depth: number;
  steps: number[];
  stepDivs: (Div | null)[];
  /** The reference's division name: `name`, else the value of the first label key present. */
  name: string;
  /** The label shown: `name` for products when set, else the label key's value. */
  label: string;
  hidden: boolean;
  accessible: boolean;
  /** Nearest version / language value (from `versions` / `languages` arrays), for its content. */
  fvV: unknown;
  fvL: unknown;
  /** Occurrences of its subtree: [lo, hi) in document order. */
  lo: number;
  hi: number;
  pagesBox: Box | null;
  groupBoxes: Box[] | null;
  /** Occurrences whose innermost division is this one, in document order. */
  direct: Occ[];
  /** Siblings serializing identically while names collide (the reference treats them as one). */
  twins: Div[] | null;
}

/** A container of pages: a group (in `groups` or nested in `pages`), or a division's own `pages`. */
export interface Box {
  node: NavObject;
  div: Div;
  parent: Box | null;
  inGroupsArray: boolean;
  /** True for the `pages` of a division (or of the root). */
  isDivisionPages: boolean;
  hidden: boolean;
  name: string | undefined;
  lo: number;
  hi: number;
  /** Root page and entries, in order. */
  items: (Occ | Box)[];
}

/** One place a page is listed (a page may be listed several times). */
export interface Occ {
  i: number;
  page: NavObject;
  href: string;
  canon: string;
  div: Div;
  /** Containers holding it, outer first (never empty). */
  boxes: Box[];
  isRoot: boolean;
  /** Not hidden, and readable anonymously. */
  accessible: boolean;
  /** Static part of "found by the reference's page lookup": accessible and not under a filtered group. */
  reachable: boolean;
  /** Depth of the deepest hidden division above it (-1 if none); whether a container above is hidden. */
  hiddenDivDepth: number;
  hiddenBox: boolean;
  steps: number[];
  stepDivs: (Div | null)[];
  fvV: unknown;
  fvL: unknown;
  dictV: unknown;
  dictL: unknown;
  inLangDict: boolean;
  gvlV: unknown;
  gvlL: unknown;
}

export interface NavIndex {
  root: Div;
  divs: Div[];
  occs: Occ[];
  byCanon: Map<string, Occ[]>;
  byHref: Map<string, Occ[]>;
  hrefs: Set<string>;
  bucketV: Map<string, Occ[]>;
  bucketL: Map<string, Occ[]>;
  byFvV: Map<unknown, Occ[]>;
  byFvL: Map<unknown, Occ[]>;
  noFvV: Occ[];
  noFvL: Occ[];
  groupsByName: Map<string, Box[]>;
  /** Divisions owning a `versions` / `languages` array. */
  versionOwners: Div[];
  languageOwners: Div[];
  /** Whether a `version` / `language` key occurs anywhere in the navigation. */
  hasVersionKey: boolean;
  hasLanguageKey: boolean;
  /** Reference breadcrumbs: href -> labels (last listing wins). */
  crumbs: Map<string, string[]>;
}

const nonNull = (v: unknown, fallback: unknown): unknown => (v === undefined || v === null ? fallback : v);

function divisionName(node: NavObject): string {
  if (typeof node.name === 'string') return node.name;
  for (const k of NAME_KEYS) {
    if (k in node) return typeof node[k] === 'string' ? (node[k] as string) : '';
  }
  return '';
}

function divisionLabel(node: NavObject, key: DivisionKey | null): string {
  if (key === null) return '';
  if (key === 'products' && typeof node.name === 'string' && node.name) return node.name;
  const v = node[KIND_OF[key]];
  return typeof v === 'string' ? v : '';
}

const push = <K, V>(m: Map<K, V[]>, k: K, v: V): void => {
  const a = m.get(k);
  if (a) a.push(v);
  else m.set(k, [v]);
};

/** The reference's "division accessible" test (anonymous reader), memoized per object. */
function makeAccessible(): (entry: unknown) => boolean {
  const memo = new WeakMap<object, boolean>();
  const acc = (entry: unknown): boolean => {
    if (!isObject(entry)) return false;
    const cached = memo.get(entry);
    if (cached !== undefined) return cached;
    let result = true;
    if (isPageNode(entry)) result = entry.hidden !== true && groupAccess(entry.groups);
    else {
      check: {
        if ('pages' in entry) {
          if (isObject(entry.root) && acc(entry.root)) break check;
          const pages = Array.isArray(entry.pages) ? entry.pages : [];
          if (pages.length === 0 || !pages.some((p) => isObject(p) && acc(p))) {
            result = false;
            break check;
          }
        }
        if ('groups' in entry) {
          const groups = Array.isArray(entry.groups) ? entry.groups : [];
          if (groups.length === 0 || groups.every((g) => isObject(g) && g.hidden === true) || !groups.some(acc)) {
            result = false;
            break check;
          }
        }
        for (const key of DIVISION_KEYS) {
          const raw = entry[key];
          if (!Array.isArray(raw)) continue;
          const subs = raw.filter(isObject);
          if (subs.every((s) => s.hidden === true) || !subs.some(acc)) {
            result = false;
            break check;
          }
        }
      }
    }
    memo.set(entry, result);
    return result;
  };
  return acc;
}

export function buildIndex(nav: NavObject): NavIndex {
  const accessible = makeAccessible();
  const divs: Div[] = [];
  const occs: Occ[] = [];
  const groupsByName = new Map<string, Box[]>();
  const versionOwners: Div[] = [];
  const languageOwners: Div[] = [];

  const newDiv = (node: NavObject, key: DivisionKey | null, index: number, parent: Div | null, steps: number[], stepDivs: (Div | null)[]): Div => {
    const div: Div = {
      id: divs.length,
      node,
      key,
      kind: key ? KIND_OF[key] : null,
      index,
      parent,
      siblings: [],
      children: {},
      chain: [],
      depth: parent ? parent.depth + 1 : 0,
      steps,
      stepDivs,
      name: key ? divisionName(node) : '',
      label: divisionLabel(node, key),
      hidden: node.hidden === true,
      accessible: key ? accessible(node) : true,
      fvV: parent?.fvV,
      fvL: parent?.fvL,
      lo: 0,
      hi: 0,
      pagesBox: null,
      groupBoxes: null,
      direct: [],
      twins: null,
    };
    div.chain = parent ? [...parent.chain, div] : [div];
    if (key === 'versions') div.fvV = nonNull(node.version, div.fvV);
    if (key === 'languages') div.fvL = nonNull(node.language, div.fvL);
    divs.push(div);
    return div;
  };

  interface Ctx {
    dictV: unknown;
    dictL: unknown;
    inLangDict: boolean;
    gvlV: unknown;
    gvlL: unknown;
    reachable: boolean;
    hiddenDivDepth: number;
    hiddenBox: boolean;
  }

  const withNode = (ctx: Ctx, node: NavObject): Ctx => ({
    ...ctx,
    gvlV: 'version' in node ? nonNull(node.version, ctx.gvlV) : ctx.gvlV,
    gvlL: 'language' in node ? nonNull(node.language, ctx.gvlL) : ctx.gvlL,
  });

  const addOcc = (page: NavObject, div: Div, boxes: Box[], isRoot: boolean, steps: number[], stepDivs: (Div | null)[], ctx: Ctx): Occ => {
    const c = withNode(ctx, page);
    const href = typeof page.href === 'string' ? page.href : String(page.href);
    const ok = page.hidden !== true && groupAccess(page.groups);
    const occ: Occ = {
      i: occs.length,
      page,
      href,
      canon: canonicalPath(href),
      div,
      boxes,
      isRoot,
      accessible: ok,
      reachable: ok && c.reachable,
      hiddenDivDepth: c.hiddenDivDepth,
      hiddenBox: c.hiddenBox,
      steps,
      stepDivs,
      fvV: div.fvV,
      fvL: div.fvL,
      dictV: c.dictV,
      dictL: c.dictL,
      inLangDict: c.inLangDict,
      gvlV: c.gvlV,
      gvlL: c.gvlL,
    };
    occs.push(occ);
    div.direct.push(occ);
    return occ;
  };

  const visitBox = (box: Box, boxes: Box[], steps: number[], stepDivs: (Div | null)[], ctx: Ctx): void => {
    box.lo = occs.length;
    const node = box.node;
    const chain = [...boxes, box];
    if (isObject(node.root) && isPageNode(node.root)) {
      box.items.push(addOcc(node.root, box.div, chain, true, [...steps, SLOT_ROOT * STEP], [...stepDivs, null], ctx));
    }
    const pages = node.pages as unknown[];
    pages.forEach((entry, i) => {
      if (!isObject(entry)) return;
      const s = [...steps, SLOT_PAGES * STEP + i];
      const sd = [...stepDivs, null];
      if (isPageNode(entry)) box.items.push(addOcc(entry, box.div, chain, false, s, sd, ctx));
      else if (Array.isArray(entry.pages)) {
        const hidden = entry.hidden === true;
        const nested: Box = {
          node: entry,
          div: box.div,
          parent: box,
          inGroupsArray: false,
          isDivisionPages: false,
          hidden,
          name: typeof entry.group === 'string' ? entry.group : undefined,
          lo: 0,
          hi: 0,
          items: [],
        };
        box.items.push(nested);
        // Inside a group of a `groups` array the reference walks filtered copies: hidden nested
        // groups are skipped there (not under a division's own `pages`).
        const underGroups = chain[0].inGroupsArray;
        visitBox(nested, chain, s, sd, {
          ...withNode(ctx, entry),
          reachable: ctx.reachable && !(underGroups && hidden),
          hiddenBox: ctx.hiddenBox || hidden,
        });
      }
    });
    box.hi = occs.length;
  };

  const visitDiv = (div: Div, ctx: Ctx): void => {
    div.lo = occs.length;
    const node = div.node;
    // The language lookup table only looks at the pages of a node that has `pages`.
    const belowCtx: Ctx = 'pages' in node ? { ...ctx, inLangDict: false } : ctx;
    if (Array.isArray(node.pages)) {
      const box: Box = {
        node,
        div,
        parent: null,
        inGroupsArray: false,
        isDivisionPages: true,
        hidden: false,
        name: undefined,
        lo: 0,
        hi: 0,
        items: [],
      };
      div.pagesBox = box;
      visitBox(box, [], div.steps, div.stepDivs, ctx);
    }
    if (Array.isArray(node.groups)) {
      div.groupBoxes = [];
      node.groups.forEach((g, i) => {
        if (!isObject(g) || !Array.isArray(g.pages)) return;
        const hidden = g.hidden === true;
        const box: Box = {
          node: g,
          div,
          parent: null,
          inGroupsArray: true,
          isDivisionPages: false,
          hidden,
          name: typeof g.group === 'string' ? g.group : undefined,
          lo: 0,
          hi: 0,
          items: [],
        };
        div.groupBoxes!.push(box);
        if (box.name !== undefined) push(groupsByName, box.name, box);
        const c = withNode(belowCtx, g);
        if ('language' in g) c.dictL = g.language;
        // A group of a `groups` array is skipped by the page lookup when hidden or empty.
        c.reachable = belowCtx.reachable && !hidden && accessible({ pages: g.pages, root: g.root });
        c.hiddenBox = belowCtx.hiddenBox || hidden;
        visitBox(box, [], [...div.steps, SLOT_GROUPS * STEP + i], [...div.stepDivs, null], c);
      });
    }
    DIVISION_KEYS.forEach((key, k) => {
      const raw = node[key];
      if (!Array.isArray(raw)) return;
      const kids: Div[] = [];
      raw.forEach((item, i) => {
        if (!isObject(item)) return;
        kids.push(newDiv(item, key, kids.length, div, [...div.steps, (SLOT_DIVISION + k) * STEP + i], [...div.stepDivs, null]));
      });
      for (const kid of kids) {
        kid.siblings = kids;
        kid.stepDivs[kid.stepDivs.length - 1] = kid;
      }
      div.children[key] = kids;
      if (key === 'versions') versionOwners.push(div);
      if (key === 'languages') languageOwners.push(div);
      // Twins: siblings serializing identically while names collide.
      const names = kids.map((d) => d.name);
      if (new Set(names).size !== names.length) {
        const json = kids.map((d) => JSON.stringify(d.node));
        kids.forEach((d, i) => {
          const twins = kids.filter((_, j) => j !== i && json[j] === json[i]);
          if (twins.length) d.twins = twins;
        });
      }
      for (const kid of kids) {
        const c = withNode(belowCtx, kid.node);
        if (key === 'versions') c.dictV = kid.node.version;
        if ('language' in kid.node) c.dictL = kid.node.language;
        c.reachable = belowCtx.reachable;
        if (kid.hidden) c.hiddenDivDepth = kid.depth;
        visitDiv(kid, c);
      }
    });
    div.hi = occs.length;
  };

  const root = newDiv(nav, null, 0, null, [], []);
  root.siblings = [root];
  visitDiv(root, {
    dictV: undefined,
    dictL: 'language' in nav ? nav.language : undefined,
    inLangDict: true,
    gvlV: undefined,
    gvlL: undefined,
    reachable: true,
    hiddenDivDepth: -1,
    hiddenBox: false,
  });

  const byCanon = new Map<string, Occ[]>();
  const byHref = new Map<string, Occ[]>();
  const bucketV = new Map<string, Occ[]>();
  const bucketL = new Map<string, Occ[]>();
  const byFvV = new Map<unknown, Occ[]>();
  const byFvL = new Map<unknown, Occ[]>();
  const noFvV: Occ[] = [];
  const noFvL: Occ[] = [];
  for (const o of occs) {
    push(byCanon, o.canon, o);
    push(byHref, o.href, o);
    push(bucketV, segmentBucket(o.href, 'version'), o);
    push(bucketL, segmentBucket(o.href, 'language'), o);
    if (o.fvV === undefined) noFvV.push(o);
    else push(byFvV, o.fvV, o);
    if (o.fvL === undefined) noFvL.push(o);
    else push(byFvL, o.fvL, o);
  }

  let hasVersionKey = false;
  let hasLanguageKey = false;
  (function scan(v: unknown): void {
    if (hasVersionKey && hasLanguageKey) return;
    if (Array.isArray(v)) v.forEach(scan);
    else if (isObject(v)) {
      if ('version' in v) hasVersionKey = true;
      if ('language' in v) hasLanguageKey = true;
      for (const x of Object.values(v)) if (typeof x === 'object' && x !== null) scan(x);
    }
  })(nav);

  return {
    root,
    divs,
    occs,
    byCanon,
    byHref,
    hrefs: new Set(byHref.keys()),
    bucketV,
    bucketL,
    byFvV,
    byFvL,
    noFvV,
    noFvL,
    groupsByName,
    versionOwners,
    languageOwners,
    hasVersionKey,
    hasLanguageKey,
    crumbs: buildCrumbs(nav),
  };
}

/**
 * The reference's breadcrumbs: for every page listed in a `pages` array, the labels of the
 * divisions (not versions or languages) and groups holding it; a page listed several times
 * keeps its last listing. Visiting order: pages, then division arrays, then groups.
 */
function buildCrumbs(nav: NavObject): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const clean = (trail: unknown[]): string[] => trail.filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  const pages = (entries: unknown[], trail: unknown[], depth: number): void => {
    if (depth >= 100) return;
    for (const entry of entries) {
      if (!isObject(entry)) continue;
      if ('group' in entry || Array.isArray(entry.pages)) {
        trail.push(entry.group);
        if (Array.isArray(entry.pages)) pages(entry.pages, trail, depth + 1);
        trail.pop();
      } else if (typeof entry.href === 'string') map.set(entry.href, clean(trail));
    }
  };
  const node = (n: NavObject, trail: unknown[]): void => {
    if (Array.isArray(n.pages)) pages(n.pages, trail, 0);
    for (const key of [...DIVISION_KEYS, 'groups'] as const) {
      const items = n[key];
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        if (!isObject(item)) continue;
        let title = '';
        if (key === 'groups') title = typeof item.group === 'string' ? item.group : '';
        else if (key !== 'versions' && key !== 'languages') title = divisionLabel(item, key);
        node(item, title ? [...trail, title] : trail);
      }
    }
  };
  node(nav, []);
  return map;
}

/** Compare two positions in document order; products may be reordered (current product first). */
export function compareOrder(
  a: { steps: number[]; stepDivs: (Div | null)[] },
  b: { steps: number[]; stepDivs: (Div | null)[] },
  currentProduct: string | undefined,
): number {
  const n = Math.min(a.steps.length, b.steps.length);
  for (let j = 0; j < n; j++) {
    if (a.steps[j] === b.steps[j]) continue;
    const da = a.stepDivs[j];
    const db = b.stepDivs[j];
    if (currentProduct !== undefined && da && db && da.key === 'products' && db.key === 'products') {
      const first = da.siblings.findIndex((s) => s.node.product === currentProduct);
      const ra = first > 0 && da.index === first ? -1 : da.index;
      const rb = first > 0 && db.index === first ? -1 : db.index;
      return ra - rb;
    }
    return a.steps[j] - b.steps[j];
  }
  return a.steps.length - b.steps.length;
}

/** Order of the reference's version/language lookup: divisions, then groups, then root and pages. */
export function compareLookupOrder(a: Occ, b: Occ): number {
  const n = Math.min(a.steps.length, b.steps.length);
  for (let j = 0; j < n; j++) {
    if (a.steps[j] === b.steps[j]) continue;
    const sa = Math.floor(a.steps[j] / STEP);
    const sb = Math.floor(b.steps[j] / STEP);
    if (sa !== sb) return C_RANK[sa] - C_RANK[sb];
    return a.steps[j] - b.steps[j];
  }
  return a.steps.length - b.steps.length;
}
