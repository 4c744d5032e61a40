/**
 * Types of the resolved navigation as the scoper reads it (loose: unknown keys are allowed
 * everywhere) and of the answers it gives.
 */

/** Any JSON object of the navigation. */
export type NavObject = Record<string, unknown>;

/** A page of the resolved navigation: a page reference replaced by its page object. */
export interface NavPage extends NavObject {
  title: string;
  href: string;
  hidden?: boolean;
  /** Present on endpoint pages generated from an OpenAPI document. */
  openapi?: string;
}

/** A group: a sidebar section holding pages and nested groups. */
export interface NavGroup extends NavObject {
  group: string;
  pages: NavEntry[];
  /** The group's main page, opened by clicking the group title. */
  root?: NavPage;
  expanded?: boolean;
  hidden?: boolean;
  icon?: string;
  tag?: string;
}

/** An entry of a `pages` array. */
export type NavEntry = NavPage | NavGroup;

/** Keys of the arrays that hold divisions, in the order the reference visits them. */
export type DivisionKey = 'anchors' | 'dropdowns' | 'languages' | 'tabs' | 'versions' | 'menu' | 'products';

/** The kind of a division, i.e. its label key (`tab` for an element of `tabs`, ...). */
export type DivisionKind = 'anchor' | 'dropdown' | 'language' | 'tab' | 'version' | 'item' | 'product';

/**
 * A division (tab, anchor, dropdown, product, version, language, menu item) or the navigation
 * root: any of `pages`, `groups` and nested division arrays, plus its label and decorations.
 */
export interface NavDivision extends NavObject {
  pages?: NavEntry[];
  groups?: NavGroup[];
  anchors?: NavDivision[];
  dropdowns?: NavDivision[];
  languages?: NavDivision[];
  tabs?: NavDivision[];
  versions?: NavDivision[];
  menu?: NavDivision[];
  products?: NavDivision[];
  hidden?: boolean;
  /** A division with `href` and no content is an external link. */
  href?: string;
  default?: boolean;
}

/** The resolved navigation object (root of docs.json `navigation`). */
export interface ResolvedNavigation extends NavDivision {
  global?: { anchors?: NavDivision[] } & NavObject;
}

/** Answer for one path, in the shape of the conformance `scope.json`. */
export interface PageScope {
  /**
   * The version the page belongs to (null if none); only when the navigation has versions. A
   * version's name, or the page's own `version` as its frontmatter gives it (`version: 2` is a
   * number), as the reference takes it.
   */
  version?: unknown;
  /** The language the page belongs to (null if none), likewise; only when the navigation has languages. */
  language?: unknown;
  /** For every version: the href the version switcher leads to from this page. */
  versionTargets?: Record<string, string>;
  /** For every language: the href the language switcher leads to from this page. */
  languageTargets?: Record<string, string>;
  /**
   * Labels of the divisions (tabs, anchors, dropdowns, products, menu items; not versions or
   * languages) and groups holding the page, outer first. Absent for a path that is no page of
   * the navigation. For a page listed several times, the last listing wins (as the reference).
   */
  breadcrumbs?: string[];
}

/** The division active at one level for a path. */
export interface ActiveDivision {
  kind: DivisionKind;
  /** Key of the array holding it (`tabs`, `versions`, ...). */
  key: DivisionKey;
  /** Index in that array. */
  index: number;
  /** Its label (`name` when set, else the value of its label key). */
  label: string;
  /** The division object of the navigation. */
  node: NavDivision;
}

/** One choice of a switcher or bar (a sibling division, or a global anchor). */
export interface DivisionOption {
  kind: DivisionKind;
  key: DivisionKey;
  /** Index in the array of the navigation holding it (-1 for global anchors). */
  index: number;
  label: string;
  /** Where choosing it leads from the current path: a page href of the navigation, or an external URL. */
  href: string;
  /** True when `href` is an absolute URL (an external link). */
  external: boolean;
  /** True for the option on the current path. */
  active: boolean;
  /** True when the division is hidden (only the active one is listed when hidden). */
  hidden: boolean;
  /** True for the `default` version or language. */
  isDefault: boolean;
  /** True for an entry of `global` (global anchors). */
  isGlobal: boolean;
  icon?: unknown;
  description?: unknown;
  /** For tabs and products with a `menu`: the menu items. */
  menu?: DivisionOption[];
  /** The division object of the navigation. */
  node: NavDivision;
}

/** The options shown at one level of the active chain of divisions, outer first. */
export interface DivisionLevel {
  key: DivisionKey;
  kind: DivisionKind;
  /** The division object owning the array (the navigation root for the top level). */
  owner: NavDivision;
  /** Index in `options` of the active one, -1 if none. */
  activeIndex: number;
  options: DivisionOption[];
}

/** Everything the elements need to render the navigation for one path. */
export interface ScopeView extends PageScope {
  /** The version the page belongs to, as text (null if none): see PageScope's. */
  version?: string | null;
  /** The language the page belongs to, as text (null if none). */
  language?: string | null;
  /** The path as asked. */
  path: string;
  /** True when the path is a page of the navigation (hidden pages included). */
  inNav: boolean;
  /**
   * True when the path resolved to a visible page of the navigation (`/`: the first page).
   * Otherwise (hidden page, page of a hidden group, unknown path) the divisions and sidebar are
   * those the reference falls back to: those of the page sharing the longest prefix with the path.
   */
  visible: boolean;
  /** The occurrence of the page the path was scoped to (the first visible one in the active version/language), or a hidden occurrence, or null. */
  page: NavPage | null;
  /** Breadcrumb trail of that occurrence (labels of divisions and groups, outer first). */
  trail: string[];
  /** The product containing the path, when exactly one does. */
  currentProduct: string | null;
  /** The active division per kind (innermost when nested). */
  active: Partial<Record<DivisionKind, ActiveDivision>>;
  /** The active chain of divisions, outer first. */
  activeChain: ActiveDivision[];
  /** The levels of options on the active chain, outer first. */
  levels: DivisionLevel[];
  /**
   * Options per array key, as the reference lists them: the innermost level of that key, then the
   * key's global entries (`global` of the active divisions, then of the navigation; `isGlobal`),
   * links that are never active.
   */
  tabs: DivisionOption[];
  anchors: DivisionOption[];
  dropdowns: DivisionOption[];
  products: DivisionOption[];
  versions: DivisionOption[];
  languages: DivisionOption[];
  /** Menu items of the active tab or product. */
  menu: DivisionOption[];
  /**
   * What the sidebar shows: the groups (or pages) of the innermost active division, with
   * hidden groups and hidden pages left out.
   */
  sidebar: NavEntry[];
}
