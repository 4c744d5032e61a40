/**
 * The index of a resolved navigation, built once: every division, every container of pages
 * (group, or division with `pages`) and every page occurrence in document order, with what the
 * per-path rules need precomputed (ranges of document order, version/language of the divisions,
 * access). Its lookup of pages by path, and whether the navigation has a version or language key
 * anywhere, are made when first asked.
 */
import type { DivisionKey, DivisionKind, NavObject } from './types.js';
import { isObject } from '../json.js';
import { canonicalPath } from './paths.js';
import { PathPage } from '../titles.js';

/** The two kinds of division a page can be switched between. */
export type Dim = 'version' | 'language';
export const DIMS: readonly Dim[] = ['version', 'language'];

/** Division array keys in the order the reference visits them. */
export const DIVISION_KEYS: readonly DivisionKey[] = ['anchors', 'dropdowns', 'languages', 'tabs', 'versions', 'menu', 'products'];

/** The kind of a division of an array key: its label key (`tab` for `tabs`, `item` for `menu`). */
export const kindOf = (key: DivisionKey): DivisionKind => (key === 'menu' ? 'item' : (key.slice(0, -1) as DivisionKind));

/** Keys tried, in order, to find the content of a selected version or language. */
export const CONTENT_KEYS = ['tabs', 'anchors', 'versions', 'languages', 'dropdowns', 'menu', 'products', 'groups', 'pages'] as const;

/** Label keys in the order the reference looks for a division's name (that of the division keys above). */
const NAME_KEYS = CONTENT_KEYS.slice(0, 7).map((key) => kindOf(key as DivisionKey));

/** A page object (the reference: own `href` and `title`; or a PathPage, whose title and href are made when read). */
export const isPageNode = (o: NavObject): boolean => o instanceof PathPage || (Object.hasOwn(o, 'href') && Object.hasOwn(o, 'title'));

/**
 * Page access for an anonymous reader given a page's `groups` restriction: none, or rules
 * that are not all group names and restrict nobody (objects without `includes`).
 */
export function groupAccess(groups: unknown): boolean {
  if (groups == null) return true;
  return (
    Array.isArray(groups) &&
    !groups.every((g) => typeof g === 'string') &&
    groups.every((g) => typeof g === 'string' || (isObject(g) && !g.includes))
  );
}

/** A division, or the navigation root (key null). */
export interface Div {
  /** Its number (the order in which the index met it). */
  id: number;
  node: NavObject;
  key: DivisionKey | null;
  index: number;
  parent: Div | null;
  siblings: Div[];
  children: Partial<Record<DivisionKey, Div[]>>;
  /** Root first, this last. */
  chain: Div[];
  depth: number;
  /** The label shown: `name` for products when set, else the label key's value. */
  label: string;
  hidden: boolean;
  accessible: boolean;
  /** Nearest version / language value (from `versions` / `languages` arrays), for its content. */
  fvV: unknown;
  fvL: unknown;
  /**
   * Occurrences of its subtree: [lo, hi) in document order. Those whose innermost division is
   * this one come first (its own pages and groups are visited before its divisions).
   */
  lo: number;
  hi: number;
  pagesBox: Box | null;
  groupBoxes: Box[] | null;
  /** Siblings serializing identically while names collide (the reference treats them as one): see twinsOf. */
  twins: Div[] | null | undefined;
}

/** A container of pages: a group (in `groups` or nested in `pages`), or a division's own `pages`. */
export interface Box {
  node: NavObject;
  /** The division holding it (the same for every container of a page). */
  div: Div;
  /** The container holding it (null for a group of `groups` and a division's own `pages`), and the outermost one (itself then). */
  parent: Box | null;
  top: Box;
  inGroupsArray: boolean;
  /** The group's name; undefined for the `pages` of a division (or of the root). */
  name: string | undefined;
  /** Its occurrences (root page first, nested groups included): [lo, hi) in document order. */
  lo: number;
  hi: number;
  /** Its root page is listed: the occurrence at `lo`. */
  rooted: boolean;
  /** Not under a group that the reference's page lookup filters out (see reachable). */
  reachable: boolean;
}

/**
 * One place a page is listed (a page may be listed several times). There is one per page of the
 * navigation, all made before the first view: what can be read from its container is not kept
 * here (its division, whether it is the container's root page, whether the page lookup can find
 * it, whether it is readable), so that each is small (see Box.rooted, readable, reachable). Its
 * href is made when first read: a PathPage makes it from its path, and a first view reads a few.
 */
export class Occ {
  #href: string | undefined;

  constructor(
    readonly i: number,
    readonly page: NavObject,
    /** The innermost container holding it (the others: its parents, see boxesOf; its division: `box.div`). */
    readonly box: Box,
  ) {}

  get href(): string {
    return (this.#href ??= String(this.page.href));
  }
}

/**
 * The path an occurrence's canonical path is made of (canonicalPath gives the same of both): a
 * PathPage's path, whose href is the path after a slash (a string made when read), else its href.
 */
const pathOf = (o: Occ): string => (o.page instanceof PathPage ? o.page.path : o.href);

/**
 * A page is not hidden, and readable anonymously. Hidden is any true value, as the reference
 * tests it (checkNavAccess): frontmatter may say `hidden: yes`, which YAML reads as "yes".
 */
export const pageReadable = (page: NavObject): boolean => !page.hidden && groupAccess(page.groups);

/** The page of an occurrence is readable (see pageReadable). */
export const readable = (o: Occ): boolean => pageReadable(o.page);

/** Static part of "found by the reference's page lookup": accessible and not under a filtered group. */
export const reachable = (o: Occ): boolean => o.box.reachable && readable(o);

export interface NavIndex {
  root: Div;
  /** Every occurrence, in document order (`Occ.i`). */
  occs: Occ[];
  /** The occurrences of a canonical path (see canonicalPath), in document order. */
  occsOf(canon: string): readonly Occ[];
  /** The occurrences listed with exactly this href, in document order. */
  occsOfHref(href: string): readonly Occ[];
  /** Divisions owning an array of divisions, per array key. */
  owners: Map<DivisionKey, Div[]>;
  /** Whether a `version` / `language` key occurs anywhere in the navigation (found when first asked). */
  hasKey(): Record<Dim, boolean>;
  /**
   * Groups that hide nothing: no hidden or restricted page, no hidden or empty group, no entry
   * that is not an object, in their whole subtree. Filtered (engine.ts), such a group is itself.
   */
  clean: Set<object>;
}

/**
 * Paths looked up by a scan of the occurrences before they are indexed (by path here; by
 * segments for dropdowns, engine.ts, and for switch targets, targets.ts). A scan costs one string comparison per page, a
 * table ten to a hundred times that: a page shows a path or a few (and a switcher looks up where
 * each of its options leads), a reader goes through a few pages, while a caller asking for many
 * (the CLI) amortises the tables.
 */
export const SCANS = 32;

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The reference's division name: `name`, else the value of the first label key present. */
export function divisionName(node: NavObject): string {
  if (typeof node.name === 'string') return node.name;
  const key = NAME_KEYS.find((k) => k in node);
  return key ? text(node[key]) : '';
}

/** The label shown: `name` for products when set, else the value of its label key. */
export function divisionLabel(node: NavObject, key: DivisionKey | null): string {
  if (key === 'products' && typeof node.name === 'string' && node.name) return node.name;
  return key ? text(node[kindOf(key)]) : '';
}

/** The list with its first element passing `test` moved to the front. */
export function toFront<T>(list: T[], test: (item: T) => boolean): T[] {
  const i = list.findIndex(test);
  return i > 0 ? [list[i], ...list.slice(0, i), ...list.slice(i + 1)] : list;
}

export const push = <K, V>(m: Map<K, V[]>, k: K, v: V): void => {
  const a = m.get(k);
  if (a) a.push(v);
  else m.set(k, [v]);
};

/**
 * The reference's "division accessible" test (anonymous reader), memoized per container while
 * the index is built (a page's test costs less than a table entry).
 */
function makeAccessible(): (entry: unknown) => boolean {
  const memo = new Map<object, boolean>();
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
  const acc = (entry: unknown): boolean => {
    if (!isObject(entry)) return false;
    if (isPageNode(entry)) return pageReadable(entry);
    let result = memo.get(entry);
    if (result === undefined) {
      // With `pages`, an accessible root page will do. Else every list of content it has must
      // show something: an accessible page; a group or division accessible, and not all hidden.
      if ('pages' in entry && acc(entry.root)) result = true;
      else {
        const groups = list(entry.groups);
        result =
          (!('pages' in entry) || list(entry.pages).some(acc)) &&
          (!('groups' in entry) || (!groups.every((g) => isObject(g) && g.hidden === true) && groups.some(acc))) &&
          DIVISION_KEYS.every((key) => {
            const subs = Array.isArray(entry[key]) ? entry[key].filter(isObject) : undefined;
            return !subs || (!subs.every((d) => d.hidden === true) && subs.some(acc));
          });
      }
      memo.set(entry, result);
    }
    return result;
  };
  return acc;
}

/** A container of pages: a group (`name`: its name), or a division's own `pages` (no name). */
function newBox(node: NavObject, div: Div, parent: Box | null, inGroupsArray: boolean, group = true): Box {
  const box: Box = { node, div, parent, top: parent?.top as Box, inGroupsArray, name: group && typeof node.group === 'string' ? node.group : undefined, lo: 0, hi: 0, rooted: false, reachable: true };
  box.top ??= box; // (an outermost container is its own)
  return box;
}

/** The containers holding an occurrence, outer first (each container knows only its parent: no list is kept per container). */
export function boxesOf(o: Occ): Box[] {
  const out: Box[] = [];
  for (let b: Box | null = o.box; b; b = b.parent) out.unshift(b);
  return out;
}

export function buildIndex(nav: NavObject): NavIndex {
  const accessible = makeAccessible();
  const occs: Occ[] = [];
  const owners = new Map<DivisionKey, Div[]>();
  // (A Set, not a WeakSet: the index keeps the navigation anyway, and the collector walks weak tables apart.)
  const clean = new Set<object>();
  let ids = 0;

  const newDiv = (node: NavObject, key: DivisionKey | null, index: number, parent: Div | null): Div => {
    const div: Div = {
      id: ids++,
      node,
      key,
      index,
      parent,
      siblings: [],
      children: {},
      chain: [],
      depth: parent ? parent.depth + 1 : 0,
      label: divisionLabel(node, key),
      hidden: node.hidden === true,
      accessible: key ? accessible(node) : true,
      fvV: key === 'versions' ? node.version ?? parent?.fvV : parent?.fvV,
      fvL: key === 'languages' ? node.language ?? parent?.fvL : parent?.fvL,
      lo: 0,
      hi: 0,
      pagesBox: null,
      groupBoxes: null,
      twins: undefined,
    };
    div.chain = parent ? [...parent.chain, div] : [div];
    return div;
  };

  /** Adds an occurrence; returns whether the page is readable. */
  const addOcc = (page: NavObject, box: Box): boolean => {
    occs.push(new Occ(occs.length, page, box));
    return pageReadable(page);
  };

  /**
   * `reachable`: not under a group that the reference's page lookup filters out. (Every page
   * passes through the loop below, run before anything is compiled: an indexed loop, and the
   * tests of isObject and isPageNode written out, cost less there than an iterator and calls.)
   */
  const visitBox = (box: Box, reachable: boolean): void => {
    box.lo = occs.length;
    box.reachable = reachable;
    const node = box.node;
    const root = node.root;
    box.rooted = isObject(root) && isPageNode(root);
    // (A root that is no page, or not shown, is changed by the filter; one that is no object is kept.)
    let hides = isObject(root) && !(box.rooted && addOcc(root, box));
    if (node.hidden === true) hides = true;
    const pages = node.pages as unknown[];
    if (!pages.length && !isObject(root)) hides = true;
    for (let i = 0; i < pages.length; i++) {
      const entry = pages[i] as NavObject;
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) hides = true;
      else if (isPageNode(entry)) hides = !addOcc(entry, box) || hides;
      else if (Array.isArray(entry.pages)) {
        // Inside a group of a `groups` array the reference walks filtered copies: hidden nested
        // groups are skipped there (not under a division's own `pages`).
        visitBox(newBox(entry, box.div, box, false), reachable && !(box.top.inGroupsArray && entry.hidden === true));
        hides ||= !clean.has(entry);
      } else if ('pages' in entry || entry.hidden) hides = true;
    }
    if (!hides) clean.add(node);
    box.hi = occs.length;
  };

  const visitDiv = (div: Div): void => {
    div.lo = occs.length;
    const node = div.node;
    if (Array.isArray(node.pages)) visitBox((div.pagesBox = newBox(node, div, null, false, false)), true);
    if (Array.isArray(node.groups)) {
      div.groupBoxes = [];
      for (const g of node.groups) {
        if (!isObject(g) || !Array.isArray(g.pages)) continue;
        const box = newBox(g, div, null, true);
        div.groupBoxes.push(box);
        // A group of a `groups` array is skipped by the page lookup when hidden or empty.
        visitBox(box, g.hidden !== true && (accessible(g.root) || g.pages.some(accessible)));
      }
    }
    for (const key of DIVISION_KEYS) {
      const raw = node[key];
      if (!Array.isArray(raw)) continue;
      const kids: Div[] = [];
      for (const item of raw) if (isObject(item)) kids.push(newDiv(item, key, kids.length, div));
      for (const kid of kids) kid.siblings = kids;
      div.children[key] = kids;
      push(owners, key, div);
      for (const kid of kids) visitDiv(kid);
    }
    div.hi = occs.length;
  };

  const root = newDiv(nav, null, 0, null);
  root.siblings = [root];
  visitDiv(root);

  let byCanon: Map<string, Occ[]> | undefined;
  const scanned = new Map<string, Occ[]>();
  const occsOf = (canon: string): readonly Occ[] => {
    if (!byCanon && scanned.size >= SCANS) {
      byCanon = new Map();
      for (const o of occs) push(byCanon, canonicalPath(pathOf(o)), o);
      scanned.clear();
    }
    if (byCanon) return byCanon.get(canon) ?? [];
    let found = scanned.get(canon);
    if (!found) scanned.set(canon, (found = scan(occs, canon)));
    return found;
  };
  // (An href equal to another has its canonical path too.)
  const occsOfHref = (href: string): readonly Occ[] => occsOf(canonicalPath(href)).filter((o) => o.href === href);

  let hasKey: Record<Dim, boolean> | undefined;
  return { root, occs, occsOf, occsOfHref, owners, clean, hasKey: () => (hasKey ??= keysIn(nav)) };
}

/**
 * The siblings of a division that the reference treats as the division itself: those serializing
 * identically, while names collide. Found for a list of siblings when first asked (a list on the
 * path's chain of divisions): the serialization of a division is its whole subtree.
 */
export function twinsOf(div: Div): Div[] | null {
  if (div.twins !== undefined) return div.twins;
  const kids = div.siblings;
  for (const kid of kids) kid.twins = null;
  const names = kids.map((d) => divisionName(d.node));
  if (new Set(names).size !== names.length) {
    const json = kids.map((d) => JSON.stringify(d.node));
    kids.forEach((d, i) => {
      const twins = kids.filter((_, j) => j !== i && json[j] === json[i]);
      if (twins.length) d.twins = twins;
    });
  }
  return div.twins!;
}

/**
 * The occurrences whose href has the canonical path `canon`, found by a scan. The first scan is
 * part of a page's first view: one loop, no href made (pathOf). A path is read only when its
 * length allows a match (the canonical path drops a leading and a trailing slash and a last
 * `/index`: 0, 1, 2, 6, 7 or 8 characters), then only where it starts like `canon`.
 */
function scan(occs: readonly Occ[], canon: string): Occ[] {
  const found: Occ[] = [];
  const root = canon === 'index';
  for (let i = 0; i < occs.length; i++) {
    const o = occs[i];
    const path = pathOf(o);
    const extra = path.length - canon.length;
    if (!root && (extra < 0 || extra > 8 || (extra > 2 && extra < 6))) continue;
    if ((root || path.startsWith(canon, path.charCodeAt(0) === 47 ? 1 : 0)) && canonicalPath(path) === canon) found.push(o);
  }
  return found;
}

/**
 * Whether a `version` / `language` key is anywhere: every value, page metadata too (arrays
 * never have these keys), each shared object once, without recursion.
 */
function keysIn(nav: NavObject): Record<Dim, boolean> {
  const hasKey = { version: false, language: false };
  const seen = new Set<object>([nav]);
  const stack: object[] = [nav];
  for (let v = stack.pop(); v && !(hasKey.version && hasKey.language); v = stack.pop()) {
    for (const dim of DIMS) if (Object.hasOwn(v, dim)) hasKey[dim] = true;
    for (const x of Object.values(v)) {
      if (typeof x === 'object' && x !== null && !seen.has(x)) {
        seen.add(x);
        stack.push(x);
      }
    }
  }
  return hasKey;
}

/**
 * Compare two occurrences in document order (`Occ.i`), with the current product first among
 * sibling products. With `lookup`, the order of the reference's version/language lookup instead:
 * at every level divisions first, then groups, then the root page and pages.
 */
export function compareOrder(a: Occ, b: Occ, currentProduct?: string, lookup?: boolean): number {
  // The divisions where their chains part (undefined for the one whose chain ends there).
  const ca = a.box.div.chain;
  const cb = b.box.div.chain;
  let j = 1;
  while (ca[j] && ca[j] === cb[j]) j++;
  const da = ca[j];
  const db = cb[j];
  if (lookup) {
    if (!da !== !db) return da ? -1 : 1;
    const ga = a.box.top.inGroupsArray;
    if (!da && ga !== b.box.top.inGroupsArray) return ga ? -1 : 1;
  } else if (currentProduct !== undefined && da?.key === 'products' && db?.key === 'products') {
    const order = toFront(da.siblings, (s) => s.node.product === currentProduct);
    return order.indexOf(da) - order.indexOf(db);
  }
  return a.i - b.i;
}
