/**
 * Endpoint pages from spec operations: slugs, titles, tag groups, de-duplication and page
 * metadata, by the reference build's rules (scraping's `processOpenApiPath` /
 * `processOpenApiWebhook`).
 */
import { slugToTitle } from '../titles.js';
import { join, parse, resolveFromRoot } from './posix.js';
import { DEFAULT_GROUP, HTTP_METHODS, isObj, type Obj, type Spec } from './spec.js';

/** Page metadata as the reference's page accumulator holds it (undefined values left out). */
export type GeneratedPage = { title: string; href: string; openapi: string; [key: string]: unknown };

/**
 * A string made "file name safe" the reference's way: spaces to dashes, `{param}` to a dash, one
 * leading and one trailing dash dropped, `{}(),.'` newlines and slashes removed, one pass of
 * "--" to "-", lower case. Undefined for an empty or non-string value.
 */
export function toFileName(str: unknown): string | undefined {
  if (typeof str !== 'string' || str === '') return undefined;
  return str
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll(/--/g, '-')
    .toLowerCase();
}

const addLeadingSlash = (p: string): string =>
  p.startsWith('/') || p.startsWith('https:') || p.startsWith('http:') ? p : '/' + p;
const removeLeadingSlash = (p: string): string => (p.startsWith('/') ? p.slice(1) : p);

interface NavGroup {
  pages: string[];
  taken: Set<string>;
  /** Smallest suffix not yet known to be taken, per base (suffixes only ever become taken). */
  nextSuffix: Map<string, number>;
}

/** The generated navigation of one generation run: groups in first-seen order, pages in spec order. */
export class GeneratedNav {
  readonly groups: { group: unknown; pages: string[] }[] = [];
  private byName = new Map<unknown, NavGroup>();

  /** The group named `name`, created (even if it stays empty) on first use. */
  group(name: unknown): NavGroup {
    let g = this.byName.get(name);
    if (!g) {
      const entry = { group: name, pages: [] as string[] };
      this.groups.push(entry);
      g = { pages: entry.pages, taken: new Set(), nextSuffix: new Map() };
      this.byName.set(name, g);
    }
    return g;
  }
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

function xMintGroups(pathItem: Obj, op: Obj): unknown[] {
  const out: unknown[] = [];
  for (const holder of [pathItem, op]) {
    const x = holder['x-mint'];
    if (isObj(x) && Array.isArray(x.groups)) out.push(...x.groups);
  }
  return out;
}

function withoutUndefined(page: Obj): GeneratedPage {
  for (const k of Object.keys(page)) if (page[k] === undefined) delete page[k];
  return page as GeneratedPage;
}

export interface GenerateOptions {
  /** The output directory (`openapi.directory`, default "api-reference"). */
  outDir: string;
  nav: GeneratedNav;
  /** Receives every generated page, hidden ones included (slug -> metadata). */
  pages: Map<string, GeneratedPage>;
}

function firstTag(op: Obj): string | undefined {
  const tags = op.tags;
  const t = Array.isArray(tags) ? tags[0] : undefined;
  return typeof t === 'string' ? t : undefined;
}

function xMintOf(spec: Spec, op: Obj): { xMint?: Obj; href?: string } {
  const raw = op['x-mint'];
  const xMint = isObj(raw) ? (spec.deref(raw) as Obj) : undefined;
  const href = xMint && typeof xMint.href === 'string' && xMint.href !== '' ? addLeadingSlash(xMint.href) : undefined;
  return { xMint, href };
}

/** Where an operation's page lives: `directory/tag/title`, or the x-mint href when given. */
function pageBase(outDir: string, folderName: string | undefined, title: string, href: string | undefined): string {
  if (href !== undefined) {
    const p = parse(removeLeadingSlash(href));
    return join('', p.dir, p.name);
  }
  return join(outDir, toFileName(folderName) ?? '', title);
}

/**
 * Pages for the operations of one path item (every HTTP method present, in the reference's
 * method order). Returns the slugs generated, hidden operations included.
 */
export function generatePathPages(spec: Spec, pathKey: string, pathItem: Obj, opts: GenerateOptions): string[] {
  const slugs: string[] = [];
  for (const method of HTTP_METHODS) {
    if (!(method in pathItem)) continue;
    const op = pathItem[method];
    if (!isObj(op) || op['x-excluded']) continue;
    const { xMint, href } = xMintOf(spec, op);
    const groups = xMintGroups(pathItem, op);
    const tag = firstTag(op);
    const title = toFileName(op.summary) ?? `${method}-${toFileName(pathKey)}`;
    const base = pageBase(opts.outDir, tag, title, href);
    const group = opts.nav.group(spec.tagDisplayName(tag) ?? DEFAULT_GROUP);
    const slug = uniqueSlug(group, base);
    const found = spec.titleAndDescription(method, pathKey);
    const titleTag = typeof found.title === 'string' ? found.title : undefined;
    let metadata: Obj | undefined = xMint && isObj(xMint.metadata) ? xMint.metadata : undefined;
    if (groups.length > 0) metadata = { ...metadata, groups: mergePageGroups(metadata?.groups, groups) };
    const slugTitle = slugToTitle(slug);
    const page = withoutUndefined({
      title: titleTag ?? slugTitle,
      description: found.description,
      deprecated: op.deprecated,
      ...(href !== undefined && titleTag ? { sidebarTitle: slugTitle } : {}),
      ...metadata,
      openapi: `${spec.location} ${method} ${pathKey}`,
      href: resolveFromRoot(slug),
    });
    if (!op['x-hidden']) push(group, slug);
    opts.pages.set(slug, page);
    slugs.push(slug);
  }
  return slugs;
}

/** Pages for the operations of one webhook (OpenAPI 3.1 `webhooks`). */
export function generateWebhookPages(spec: Spec, name: string, item: Obj, opts: GenerateOptions): string[] {
  const slugs: string[] = [];
  for (const method of HTTP_METHODS) {
    if (!(method in item)) continue;
    const op = item[method];
    if (!isObj(op) || op['x-excluded']) continue;
    const { xMint, href } = xMintOf(spec, op);
    const tag = firstTag(op);
    const title = toFileName(op.summary) ?? `${toFileName(name)}`;
    const base = pageBase(opts.outDir, tag, title, href);
    const group = opts.nav.group(spec.tagDisplayName(tag) ?? DEFAULT_GROUP);
    const slug = uniqueSlug(group, base);
    const metadata: Obj | undefined = xMint && isObj(xMint.metadata) ? xMint.metadata : undefined;
    const page = withoutUndefined({
      title: slugToTitle(slug),
      description: op.description,
      deprecated: op.deprecated,
      ...metadata,
      openapi: `${spec.location} webhook ${name}`,
      href: resolveFromRoot(slug),
    });
    if (!op['x-hidden']) push(group, slug);
    opts.pages.set(slug, page);
    slugs.push(slug);
  }
  return slugs;
}
