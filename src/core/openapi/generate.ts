/**
 * Endpoint pages from spec operations: slugs, titles, tag groups, de-duplication and page
 * metadata, by the reference build's rules (scraping's `processOpenApiPath` /
 * `processOpenApiWebhook`).
 */
import { pageHref, slugToTitle } from '../titles.js';
import { isCleanRelative, join, parse, resolveFromRoot } from './posix.js';
import { formatPath } from '../diagnostics.js';
import { measure, type Size } from '../json-limits.js';
import { DEFAULT_GROUP, field, HTTP_METHODS, isObj, type Obj, type Spec, specProblem } from './spec.js';

// Stable shapes. The objects the per-page code reads (facts, groups, output folders, the spec's
// cache) are object literals with every field present from the start, never class instances or
// objects that gain fields later, and the spec document is read through `field`: so the hidden
// classes the optimized code checks outlive a resolution, and that code is not thrown away and
// optimized again with every resolution (see ../shapes.ts).

/** Page metadata as the reference's page accumulator holds it (undefined values left out). */
export type GeneratedPage = { title: string; href: string; openapi: string; [key: string]: unknown };

/**
 * A string made "file name safe" the reference's way: spaces to dashes, `{param}` to a dash, one
 * leading and one trailing dash dropped, `{}(),.'` newlines and slashes removed, one pass of
 * "--" to "-", lower case. Undefined for an empty or non-string value.
 */
export function toFileName(str: unknown): string | undefined {
  if (typeof str !== 'string' || str === '') return undefined;
  // Most summaries are ASCII words and single spaces: one scan makes the file name.
  const plain = plainFileName(str);
  if (plain !== undefined) return plain;
  if (PLAIN.test(str)) return str.replace(SPACES, '-').toLowerCase();
  return str
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll(/--/g, '-')
    .toLowerCase();
}

/** Strings toFileName changes only by spaces to dashes and case: no dash or space at either end, no two in a row, nothing it removes. */
const SPACES = / /g;
const PLAIN = /^[^-\s{}(),.'/](?:[^-\s{}(),.'/]|[- ](?![- ]|$))*$/;

const CODES: number[] = [];
/**
 * toFileName of a short printable-ASCII string that PLAIN matches, in one scan that makes one new
 * string (the test, the replace and the case change would take three passes and make two strings
 * and a builder); undefined for any other string, which the regular expressions handle.
 */
function plainFileName(str: string): string | undefined {
  const n = str.length;
  if (n > 256) return undefined;
  CODES.length = n;
  // A space or dash may not come first, last, or after another.
  let afterSeparator = true;
  for (let i = 0; i < n; i++) {
    let c = str.charCodeAt(i);
    if (c === 32 || c === 45) {
      if (afterSeparator) return undefined;
      afterSeparator = true;
      c = 45;
    } else {
      // Not printable ASCII, or one of {}(),.'/ (which the full rules remove).
      if (c < 33 || c > 126 || c === 123 || c === 125 || c === 40 || c === 41 || c === 44 || c === 46 || c === 39 || c === 47) return undefined;
      if (c >= 65 && c <= 90) c += 32;
      afterSeparator = false;
    }
    CODES[i] = c;
  }
  return afterSeparator ? undefined : String.fromCharCode.apply(null, CODES);
}

const removeLeadingSlash = (p: string): string => (p.startsWith('/') ? p.slice(1) : p);

interface NavGroup {
  /** The group as the navigation lists it. */
  entry: { group: unknown; pages: string[] };
  pages: string[];
  taken: Set<string>;
  /** Smallest suffix not yet known to be taken, per base (suffixes only ever become taken). */
  nextSuffix: Map<string, number>;
}

/**
 * The generated navigation of one generation run: its groups by name, in first-seen order. A
 * Map (see "Stable shapes" above), made by newGeneratedNav; navGroups lists it.
 */
export type GeneratedNav = Map<unknown, NavGroup>;

export function newGeneratedNav(): GeneratedNav {
  return new Map();
}

/** The groups of a generated navigation, in first-seen order, pages in spec order. */
export function navGroups(nav: GeneratedNav): { group: unknown; pages: string[] }[] {
  const out: { group: unknown; pages: string[] }[] = [];
  for (const g of nav.values()) out.push(g.entry);
  return out;
}

/** The group of `nav` named `name`, created (even if it stays empty) on first use. */
function groupNamed(nav: GeneratedNav, name: unknown): NavGroup {
  let g = nav.get(name);
  if (!g) {
    const entry = { group: name, pages: [] as string[] };
    g = { entry, pages: entry.pages, taken: new Set(), nextSuffix: new Map() };
    nav.set(name, g);
  }
  return g;
}

/**
 * A slug unique within its group: `base`, else `base-1`, `base-2`... Like the reference, the
 * check compares the slug before lower-casing with the (lower-cased) slugs already in the group,
 * so a base with upper-case letters (from `directory` or an x-mint href) is never suffixed.
 */
function uniqueSlug(g: NavGroup, base: string): string {
  let name = base;
  if (g.taken.has(name)) {
    let n = g.nextSuffix.get(base) ?? 1;
    while (g.taken.has(`${base}-${n}`)) n++;
    g.nextSuffix.set(base, n);
    name = `${base}-${n}`;
  }
  return name.toLowerCase();
}

function push(g: NavGroup, slug: string): void {
  g.pages.push(slug);
  g.taken.add(slug);
}

/** The reference's merge of a page's `groups` (access groups) with x-mint groups. */
function mergePageGroups(existing: unknown, added: unknown[]): unknown[] {
  if (!Array.isArray(existing)) return added;
  const names: unknown[] = [];
  const rules: unknown[] = [];
  for (const entry of existing) (typeof entry === 'string' ? names : rules).push(entry);
  if (rules.length === 0) return [...names, ...added];
  return [...rules, { includes: [...names, ...added] }];
}

// ---- values a page takes from the spec -----------------------------------------------------
// A page carries some values of the spec as they are: the operation's description, its
// deprecated flag, the x-mint metadata and access groups. Each is checked where it is read, so
// that no spec (a third party's URL) can give the navigation a title that is no text, or a value
// that stands for billions (YAML aliases) or nests without end: such a value is left out, and
// said (Spec.problems).

/** Levels of objects and arrays a value a page takes from a spec may nest (YAML's own limit in js-yaml). */
export const MAX_VALUE_LEVELS = 100;
const sizes = new WeakMap<object, Size>();

/** The page fields x-mint metadata may set that the navigation reads, with the type they need. */
const PAGE_FIELDS: Record<string, [test: (v: unknown) => boolean, expected: string]> = {
  title: [(v) => typeof v === 'string', 'a string'],
  sidebarTitle: [(v) => typeof v === 'string', 'a string'],
  description: [(v) => typeof v === 'string', 'a string'],
  tag: [(v) => typeof v === 'string', 'a string'],
  icon: [(v) => typeof v === 'string' || (isObj(v) && typeof v.name === 'string'), 'an icon name or {"name": ...}'],
  hidden: [(v) => typeof v === 'boolean', 'a boolean'],
  deprecated: [(v) => typeof v === 'boolean', 'a boolean'],
  groups: [Array.isArray, 'an array'],
};

/** `value` (at `at` in the spec) when a page can take it: of its field's type, and not nested too deep; else undefined, said. */
function pageValue(spec: Spec, at: (string | number)[], key: string, value: unknown): unknown {
  const check = Object.hasOwn(PAGE_FIELDS, key) ? PAGE_FIELDS[key] : undefined;
  if (value === undefined) return value;
  if (check && !check[0](value)) {
    specProblem(spec, at, value, check[1], 'left out');
    return undefined;
  }
  if (typeof value === 'object' && value !== null && measure(value, sizes).levels > MAX_VALUE_LEVELS) {
    spec.problems.push(`${formatPath(at)} nests more than ${MAX_VALUE_LEVELS} levels deep: left out`);
    return undefined;
  }
  return value;
}

/** x-mint metadata as a page takes it: every value a page can take (see pageValue); the object itself when all are. */
function pageMetadata(spec: Spec, at: (string | number)[], metadata: Obj): Obj {
  let out: Obj | undefined;
  for (const [k, v] of Object.entries(metadata)) {
    if (pageValue(spec, [...at, k], k, v) !== undefined || v === undefined) continue;
    out ??= { ...metadata };
    delete out[k];
  }
  return out ?? metadata;
}

/** The x-mint groups of the path item (when the operation is generated with it) and of the operation; undefined when none. */
function xMintGroups(spec: Spec, at: (string | number)[], pathItem: Obj | undefined, op: Obj): unknown[] | undefined {
  const a = pathItem && field(pathItem, 'x-mint');
  const b = field(op, 'x-mint');
  const groupsA = isObj(a) ? pageValue(spec, [...at.slice(0, -1), 'x-mint', 'groups'], 'groups', field(a, 'groups')) : undefined;
  const groupsB = isObj(b) ? pageValue(spec, [...at, 'x-mint', 'groups'], 'groups', field(b, 'groups')) : undefined;
  const fromA = Array.isArray(groupsA) ? groupsA : undefined;
  const fromB = Array.isArray(groupsB) ? groupsB : undefined;
  return fromA?.length || fromB?.length ? [...(fromA ?? []), ...(fromB ?? [])] : undefined;
}

/** The page without its undefined values (a copy, in the same key order, only when there are some). */
function withoutUndefined(page: Obj): GeneratedPage {
  let clean = true;
  for (const k in page) if (page[k] === undefined) clean = false;
  if (clean) return page as GeneratedPage;
  const out: Obj = {};
  for (const k in page) if (page[k] !== undefined) out[k] = page[k];
  return out as GeneratedPage;
}

export interface GenerateOptions {
  /** The output directory (`openapi.directory`, default "api-reference"). */
  outDir: string;
  /** The generated navigation the pages join; without it each page is alone in its group (one operation named by hand). */
  nav?: GeneratedNav;
  /** Receives every generated page, hidden ones included (slug -> metadata). */
  pages: Map<string, GeneratedPage>;
}

function firstTag(op: Obj): string | undefined {
  const tags = field(op, 'tags');
  const t = Array.isArray(tags) ? tags[0] : undefined;
  return typeof t === 'string' ? t : undefined;
}

/**
 * What an operation's pages owe to the operation alone, not to the output folder or to the other
 * pages: worked out once per operation and spec, however many times the spec is generated (a
 * spec in several tabs, endpoints also named by hand).
 */
interface OpFacts {
  /** Which operation: the section, its key and the method determine it within the spec. */
  webhook: boolean;
  key: string;
  method: string;
  /** The facts of the other methods under the same key (see SpecCache.byKey). */
  next: OpFacts | undefined;
  /** The file-name part of the slug: the summary, else `method-path` (webhooks: the name). */
  title: string;
  /** The tag as a folder name ('' without a tag). */
  folder: string;
  /**
   * `folder/title` (or `title`): the slug below a clean output directory. File names are lower
   * case, so it is too.
   */
  rel: string;
  /** The navigation group: the tag's display name. */
  group: unknown;
  /** The x-mint href (leading slash), and the slug base it makes, as it is and lower-cased. */
  href: string | undefined;
  hrefBase: string | undefined;
  hrefSlug: string | undefined;
  /** x-mint metadata, when an object. */
  metadata: Obj | undefined;
  /** The summary found through the operation's meta tag (paths only). */
  titleTag: string | undefined;
  description: unknown;
  deprecated: unknown;
  hidden: boolean;
  openapi: string;
  /** The x-mint groups of its path item and itself, when generated with its path item (in bulk). */
  groups: unknown[] | undefined;
  /** The generated navigation it last joined, and its group there. */
  nav: GeneratedNav | undefined;
  navGroup: NavGroup | undefined;
}

/** An output directory, as the slugs below it need it. */
interface Dir {
  outDir: string;
  /** `outDir/`, and whether it is already lower case (then a slug is its base as it is). */
  prefix: string;
  lower: boolean;
  /** Whether `outDir/folder/title` is a normalised relative path as it is (the folder and title have neither slashes nor dots). */
  clean: boolean;
}

/** Per spec: the facts of its operations by key, its tags as folder names, whether its location has white space. */
interface SpecCache {
  /** The first facts made for a key; the others of that key follow through `next`. */
  byKey: Map<string, OpFacts>;
  folders: Map<string, string>;
  /** See openapiPrefix. */
  prefixes: Map<string, string>;
  plainLocation: boolean;
  plan: OpFacts[] | undefined;
  dir: Dir | undefined;
}
const caches = new WeakMap<Spec, SpecCache>();
const cacheOf = (spec: Spec): SpecCache => {
  let c = caches.get(spec);
  if (!c) caches.set(spec, (c = { byKey: new Map(), folders: new Map(), prefixes: new Map(), plainLocation: !WHITE.test(spec.location), plan: undefined, dir: undefined }));
  return c;
};
const WHITE = /\s/;

/** `LOCATION METHOD ` (or `LOCATION webhook `): the start of the `openapi` field of the spec's pages, one string per method. */
function openapiPrefix(cache: SpecCache, spec: Spec, method: string): string {
  let p = cache.prefixes.get(method);
  if (p === undefined) cache.prefixes.set(method, (p = `${spec.location} ${method} `));
  return p;
}

function dirOf(cache: SpecCache, outDir: string): Dir {
  let d = cache.dir;
  if (d?.outDir !== outDir) {
    const prefix = outDir + '/';
    cache.dir = d = { outDir, prefix, lower: prefix === prefix.toLowerCase(), clean: isCleanRelative(outDir) };
  }
  return d;
}

function factsOf(spec: Spec, method: string, key: string, op: Obj, webhook: boolean): OpFacts {
  const cache = cacheOf(spec);
  const first = cache.byKey.get(key);
  for (let f = first; f; f = f.next) if (f.method === method && f.webhook === webhook) return f;
  // The operation's fields, read once (see `field`).
  const summary = field(op, 'summary');
  const raw = field(op, 'x-mint');
  const xMint = isObj(raw) ? (spec.deref(raw) as Obj) : undefined;
  const xHref = xMint && field(xMint, 'href');
  const xMetadata = xMint && field(xMint, 'metadata');
  const href = typeof xHref === 'string' && xHref !== '' ? pageHref(xHref) : undefined;
  let hrefBase: string | undefined;
  if (href !== undefined) {
    const p = parse(removeLeadingSlash(href));
    hrefBase = join('', p.dir, p.name);
  }
  const tag = firstTag(op);
  let folder = tag === undefined ? '' : cache.folders.get(tag);
  if (folder === undefined) cache.folders.set(tag!, (folder = toFileName(tag) ?? ''));
  let titleTag: unknown;
  let description: unknown;
  if (webhook) description = field(op, 'description');
  else if (cache.plainLocation && key !== '' && !WHITE.test(key)) {
    // The meta tag "FILE METHOD PATH" names this very operation (the key is one of the spec's
    // own, as findKey gives it): its summary and description.
    titleTag = summary;
    description = field(op, 'description');
  } else ({ title: titleTag, description } = spec.titleAndDescription(method, key));
  const at = [webhook ? 'webhooks' : 'paths', key, method];
  description = pageValue(spec, [...at, 'description'], 'description', description);
  const title = toFileName(summary) ?? (webhook ? `${toFileName(key)}` : `${method}-${toFileName(key)}`);
  const facts: OpFacts = {
    webhook,
    key,
    method,
    next: first,
    title,
    folder,
    rel: folder ? `${folder}/${title}` : title,
    group: spec.tagDisplayName(tag) ?? DEFAULT_GROUP,
    href,
    hrefBase,
    hrefSlug: hrefBase?.toLowerCase(),
    metadata: isObj(xMetadata) ? pageMetadata(spec, [...at, 'x-mint', 'metadata'], xMetadata) : undefined,
    titleTag: typeof titleTag === 'string' ? titleTag : undefined,
    description,
    deprecated: pageValue(spec, [...at, 'deprecated'], 'deprecated', field(op, 'deprecated')),
    hidden: !!field(op, 'x-hidden'),
    openapi: openapiPrefix(cache, spec, webhook ? 'webhook' : method) + key,
    groups: undefined,
    nav: undefined,
    navGroup: undefined,
  };
  cache.byKey.set(key, facts);
  return facts;
}

/** The group of `nav` that `f`'s pages join, remembered on the facts for the run of that navigation. */
function navGroup(f: OpFacts, nav: GeneratedNav): NavGroup {
  if (f.nav !== nav) {
    f.nav = nav;
    f.navGroup = groupNamed(nav, f.group);
  }
  return f.navGroup!;
}

/**
 * One operation's page: its slug, and its metadata in `pages`. The page lives at
 * `directory/tag/title`, or at the x-mint href when given; in a generated navigation its slug is
 * made unique within its group.
 */
function generatePage(f: OpFacts, groups: unknown[] | undefined, dir: Dir, nav: GeneratedNav | undefined, pages: Map<string, GeneratedPage>): string {
  const group = nav ? navGroup(f, nav) : undefined;
  let slug: string;
  let clean = false;
  if (f.hrefBase !== undefined) {
    slug = group && group.taken.has(f.hrefBase) ? uniqueSlug(group, f.hrefBase) : f.hrefSlug!;
  } else {
    clean = dir.clean && f.title !== '';
    const base = clean ? dir.prefix + f.rel : join(dir.outDir, f.folder, f.title);
    if (group && group.taken.has(base)) slug = uniqueSlug(group, base);
    else slug = clean && dir.lower ? base : base.toLowerCase();
  }
  const href = clean ? '/' + slug : resolveFromRoot(slug);
  const titleTag = f.titleTag;
  const sidebar = f.href !== undefined && titleTag !== undefined && titleTag !== '';
  const slugTitle = titleTag === undefined || sidebar ? slugToTitle(slug) : '';
  const title = titleTag ?? slugTitle;
  let page: GeneratedPage;
  if (f.metadata || groups) {
    let metadata = f.metadata;
    if (groups) metadata = { ...metadata, groups: mergePageGroups(metadata?.groups, groups.slice()) };
    page = withoutUndefined({
      title,
      description: f.description,
      deprecated: f.deprecated,
      ...(sidebar ? { sidebarTitle: slugTitle } : {}),
      ...metadata,
      openapi: f.openapi,
      href,
    });
  } else if (sidebar) {
    // The same keys in the same order, built directly.
    const p: Obj = { title };
    if (f.description !== undefined) p.description = f.description;
    if (f.deprecated !== undefined) p.deprecated = f.deprecated;
    p.sidebarTitle = slugTitle;
    p.openapi = f.openapi;
    p.href = href;
    page = p as GeneratedPage;
  } else {
    // The common shapes, each one object literal (no property added after it is made).
    const d = f.description;
    const x = f.deprecated;
    const openapi = f.openapi;
    if (d === undefined) page = x === undefined ? { title, openapi, href } : { title, deprecated: x, openapi, href };
    else page = x === undefined ? { title, description: d, openapi, href } : { title, description: d, deprecated: x, openapi, href };
  }
  if (group && !f.hidden) push(group, slug);
  pages.set(slug, page);
  return slug;
}

/** One operation named by hand ("GET /users"): its page's slug, or undefined when it has none (x-excluded, not an object). */
export function generateOperationPage(spec: Spec, pathKey: string, method: string, op: unknown, opts: GenerateOptions): string | undefined {
  if (!isObj(op) || field(op, 'x-excluded')) return undefined;
  return generatePage(factsOf(spec, method, pathKey, op, false), xMintGroups(spec, ['paths', pathKey, method], undefined, op), dirOf(cacheOf(spec), opts.outDir), opts.nav, opts.pages);
}

/** Pages for the operations of one webhook (OpenAPI 3.1 `webhooks`). Returns the first slug generated, hidden or not (undefined when none). */
export function generateWebhookPages(spec: Spec, name: string, item: Obj, opts: GenerateOptions): string | undefined {
  let first: string | undefined;
  const dir = dirOf(cacheOf(spec), opts.outDir);
  for (const method of HTTP_METHODS) {
    // No method is a key of Object.prototype, and a JSON or YAML value is never undefined: a
    // missing method reads as undefined, which is no object.
    const op = field(item, method);
    if (!isObj(op) || field(op, 'x-excluded')) continue;
    const slug = generatePage(factsOf(spec, method, name, op, true), undefined, dir, opts.nav, opts.pages);
    first ??= slug;
  }
  return first;
}

/** Every operation of a spec with a page, in the reference's order (paths, their methods, then webhooks); worked out once per spec. */
function planOf(spec: Spec): OpFacts[] {
  const cache = cacheOf(spec);
  if (cache.plan) return cache.plan;
  const plan: OpFacts[] = [];
  for (const section of ['paths', 'webhooks'] as const) {
    const keys = spec.keys(section);
    for (let k = 0; k < keys.length; k++) planKey(spec, section, keys[k]!, plan);
  }
  return (cache.plan = plan);
}

/** The operations of one path (or webhook) with a page, in HTTP method order, onto `plan`. */
function planKey(spec: Spec, section: 'paths' | 'webhooks', key: string, plan: OpFacts[]): void {
  const item = spec.item(section, key);
  if (!item) return;
  const webhook = section === 'webhooks';
  for (let m = 0; m < HTTP_METHODS.length; m++) {
    const method = HTTP_METHODS[m]!;
    // As in generateWebhookPages: a missing method reads as undefined, no object.
    const op = field(item, method);
    if (!isObj(op) || field(op, 'x-excluded')) continue;
    const f = factsOf(spec, method, key, op, webhook);
    if (!webhook) f.groups = xMintGroups(spec, [section, key, method], item, op);
    plan.push(f);
  }
}

/** Pages for every operation of the spec (its paths, then its webhooks), into `opts.nav` grouped by tag. */
export function generateSpecPages(spec: Spec, opts: GenerateOptions): void {
  generateAll(planOf(spec), dirOf(cacheOf(spec), opts.outDir), opts.nav, opts.pages);
}

/** The loop of generateSpecPages, on its own: it reads nothing made once per resolution (see shapes.ts). */
function generateAll(plan: OpFacts[], dir: Dir, nav: GeneratedNav | undefined, pages: Map<string, GeneratedPage>): void {
  for (let i = 0; i < plan.length; i++) generatePage(plan[i]!, plan[i]!.groups, dir, nav, pages);
}
