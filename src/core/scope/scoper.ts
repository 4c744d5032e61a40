/**
 * The scoper (see ../scope.ts for the rules): a navigation indexed once, every question about a
 * path answered from the index and memoized per path. What a sidebar shows is computed when the
 * path is first asked; the rest when first read, by computations given as an OnDemand object:
 * where the version and language switches lead (targets.ts) and the breadcrumbs (crumbs.ts).
 *
 * `createScoper` (../scope.ts) gives both, for the npm package and the CLI. The elements' store
 * gives an OnDemand object that the elements that show them fill in when their code runs
 * (<docs-switcher>, <docs-breadcrumbs>): the script-tag bundle then loads that code with them,
 * and a page showing a sidebar alone never downloads it. Either is looked up when read, not when
 * the view is made: a view made before one was installed answers once it is.
 */
import { DIMS, boxesOf, buildIndex, kindOf, type Dim, type Div, type NavIndex, type Occ } from './build.js';
import { createEngine, valueOf, type PathResult } from './engine.js';
import { canonicalPath } from './paths.js';
import type { ActiveDivision, DivisionKey, DivisionKind, DivisionOption, NavDivision, NavEntry, NavObject, NavPage, PageScope, ResolvedNavigation, ScopeView } from './types.js';

/** A navigation indexed for scoping. */
export interface Scoper {
  /** The navigation it was built from. */
  readonly nav: ResolvedNavigation;
  /** True when the navigation has a `version` key somewhere (scope() then reports versions). */
  readonly hasVersions: boolean;
  /** True when the navigation has a `language` key somewhere (scope() then reports languages). */
  readonly hasLanguages: boolean;
  /** Version, language, switch targets and breadcrumbs of a path (memoized). */
  scope(path: string): PageScope;
  /** Everything the elements render for a path (memoized). */
  view(path: string): ScopeView;
  /** True when the path is a page of the navigation (hidden pages included; `x` and `x/index` are the same page). */
  isPage(path: string): boolean;
  /** Every page href of the navigation, in document order, once each. */
  pages(): string[];
  /** The href of the first visible page of the navigation (where `/` leads), or null. */
  firstPage(): string | null;
}

/**
 * The computations a scoper makes only when asked, each looked up when needed. Until one is
 * given, what it answers is missing: no `versionTargets`, `languageTargets` or `breadcrumbs`, and
 * the version and language options lead to their own first page.
 */
export interface OnDemand {
  /** Where the version and language switches lead from a path (targets.ts: switchTargets). */
  targets?: (ix: NavIndex, r: PathResult) => Record<Dim, Map<unknown, string>>;
  /** The breadcrumbs of every href of a navigation (crumbs.ts: crumbTable). */
  crumbs?: (nav: NavObject) => Map<unknown, string[]>;
}

/** Index a resolved navigation for scoping, with the computations made on demand that `onDemand` holds when asked. */
export function createScoperWith(nav: ResolvedNavigation, onDemand: OnDemand): Scoper {
  const ix = buildIndex(nav as NavObject);
  const engine = createEngine(ix);

  /** Reference breadcrumbs, of every href, made when first asked. */
  let table: Map<unknown, string[]> | undefined;
  const crumbs: Crumbs = {
    known: () => onDemand.crumbs !== undefined,
    of: (href) => (table ??= onDemand.crumbs!(nav as NavObject)).get(href),
  };
  const targetMemo = new WeakMap<PathResult, Record<Dim, Map<unknown, string>>>();
  const targets: Targets = {
    known: () => onDemand.targets !== undefined,
    of(r) {
      let t = targetMemo.get(r);
      if (!t) targetMemo.set(r, (t = onDemand.targets!(ix, r)));
      return t;
    },
  };

  const result = memo((path: string) => withOptionTargets(engine.compute(path), targets));
  const scopeMemo = memo((path: string) => toPageScope(ix.hasKey(), result(path), targets, crumbs));
  const view = memo((path: string) => toView(result(path), ix, targets, crumbs, engine.roots));
  return {
    nav,
    get hasVersions() {
      return ix.hasKey().version;
    },
    get hasLanguages() {
      return ix.hasKey().language;
    },
    // (A scope is plain data: kept once it has everything it will have.)
    scope: (path) => (targets.known() && crumbs.known() ? scopeMemo(path) : toPageScope(ix.hasKey(), result(path), targets, crumbs)),
    view,
    isPage: (path: string) => ix.occsOf(canonicalPath(path)).length > 0,
    pages: () => [...new Set(ix.occs.map((o) => o.href))],
    firstPage: () => engine.firstOf(ix.root)?.href ?? null,
  };
}

/** The switch targets of a path result (memoized per result), once a computation is installed. */
interface Targets {
  known(): boolean;
  of(r: PathResult): Record<Dim, Map<unknown, string>>;
}

/** The reference breadcrumbs of an href, once a computation is installed. */
interface Crumbs {
  known(): boolean;
  of(href: string): string[] | undefined;
}

/** A function of a string, memoized. */
function memo<T>(f: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, f(key));
    return cache.get(key)!;
  };
}

/**
 * Defines `o[key]` as what `f` gives, computed when first read (unless it is set first). While
 * `ready()` is false (what `f` needs is not installed), a read gets what `meanwhile` gives, and
 * `f` is asked on the first read once it is.
 */
function later<T extends object, K extends keyof T>(o: T, key: K, f: () => T[K], ready: () => boolean, meanwhile: () => T[K]): void {
  const settle = (value: T[K]): T[K] => (Object.defineProperty(o, key, { value, writable: true, enumerable: true, configurable: true }), value);
  const get = (): T[K] => (ready() ? settle(f()) : meanwhile());
  Object.defineProperty(o, key, { get, set: settle, enumerable: true, configurable: true });
}

/**
 * The version and language options of a path's result lead where the switch does, known when
 * first read (an external link stays one when the switch leads there too, or nowhere); until
 * the targets are installed, to their own first page.
 */
function withOptionTargets(r: PathResult, targets: Targets): PathResult {
  for (const lv of r.filter.levels) {
    const dim = lv.kind;
    if (dim !== 'version' && dim !== 'language') continue;
    for (const o of lv.options) {
      const target = (): string | undefined => targets.of(r)[dim].get(valueOf(o, dim));
      const own = o.href;
      later(o, 'href', () => target() ?? own, targets.known, () => own);
      if (o.external) later(o, 'external', () => [undefined, o.node.href].includes(target()), targets.known, () => true);
    }
  }
  return r;
}

const asText = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));

function toPageScope(hasKey: Record<Dim, boolean>, r: PathResult, targets: Targets, crumbs: Crumbs): PageScope {
  const s: PageScope = {};
  for (const dim of DIMS) {
    if (!hasKey[dim]) continue;
    // As it is: a page's own `version` may be a number (the reference's answer is that number).
    s[dim] = r[dim] ?? null;
    if (targets.known()) s[`${dim}Targets`] = Object.fromEntries(targets.of(r)[dim]);
  }
  const trail = crumbs.known() ? breadcrumbsOf(r, crumbs) : undefined;
  if (trail) s.breadcrumbs = trail;
  return s;
}

/** The path's own breadcrumbs, else those of the first of its occurrences that has some. */
function breadcrumbsOf(r: PathResult, crumbs: Crumbs): string[] | undefined {
  let trail = crumbs.of(r.path);
  for (const o of r.occurrences) trail ??= crumbs.of(o.href);
  return trail && [...trail];
}

/** Labels of the divisions (not versions or languages) and groups holding an occurrence. */
function trailOf(o: Occ): string[] {
  const out: string[] = [];
  for (const d of o.box.div.chain) {
    if (d.key && d.key !== 'versions' && d.key !== 'languages' && d.label.trim()) out.push(d.label);
  }
  for (const b of boxesOf(o)) if (b.name?.trim()) out.push(b.name);
  return out;
}

function activeOf(d: Div): ActiveDivision {
  return { kind: kindOf(d.key!), key: d.key!, index: d.index, label: d.label, node: d.node as NavDivision };
}

/**
 * The view of a path. What a sidebar shows is computed now; where the version and language
 * switches lead (`versionTargets`, `languageTargets`, and the `href` of the version and
 * language options) and `breadcrumbs` when first read.
 */
function toView(r: PathResult, ix: NavIndex, targets: Targets, crumbs: Crumbs, rootGlobals: DivisionOption[]): ScopeView {
  const f = r.filter;
  const levels = f.levels;
  const inner = [...levels].reverse();
  const innermost = (key: DivisionKey): DivisionOption[] => inner.find((lv) => lv.key === key)?.options ?? [];
  // The menu of the innermost active tab or product that has one.
  const menuLevel = inner.find((lv) => (lv.key === 'tabs' || lv.key === 'products') && lv.options[lv.activeIndex]?.menu);

  const activeChain = f.chain.map(activeOf);
  const active: Partial<Record<DivisionKind, ActiveDivision>> = {};
  for (const a of activeChain) active[a.kind] = a;

  // Each list ends with its key's global entries, as the reference's: those met on the way to the
  // page, then the navigation's own.
  const list = (key: DivisionKey): DivisionOption[] => [...innermost(key), ...f.lists[key].filter((o) => o.isGlobal), ...rootGlobals.filter((o) => o.key === key)];
  const occ = f.found ?? r.occurrences[0];
  const view: ScopeView = {
    version: asText(r.version),
    language: asText(r.language),
    path: r.path,
    inNav: r.occurrences.length > 0,
    visible: f.found !== undefined,
    page: occ ? (occ.page as NavPage) : null,
    trail: occ ? trailOf(occ) : [],
    currentProduct: r.currentProduct ?? null,
    active,
    activeChain,
    levels,
    tabs: list('tabs'),
    anchors: list('anchors'),
    dropdowns: list('dropdowns'),
    products: list('products'),
    versions: list('versions'),
    languages: list('languages'),
    menu: menuLevel?.options[menuLevel.activeIndex].menu ?? [],
    sidebar: f.groupsOrPages as NavEntry[],
  };
  // As PageScope has them: targets only when the navigation has that key.
  for (const dim of DIMS) {
    const has = (): boolean => ix.hasKey()[dim];
    later(view, `${dim}Targets`, () => (has() ? Object.fromEntries(targets.of(r)[dim]) : undefined), () => !has() || targets.known(), () => undefined);
  }
  later(view, 'breadcrumbs', () => breadcrumbsOf(r, crumbs), crumbs.known, () => undefined);
  return view;
}
