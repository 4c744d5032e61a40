/**
 * Turns page paths into page objects (`"quickstart"` -> `{title: "Quickstart", href: "/quickstart"}`),
 * group roots too, and drops the consumed `openapi` keys: the last step of resolving, as the
 * reference build's decoration does.
 */
import { ConfigError, type Diagnostic, errorMessage, reportWarning } from './diagnostics.js';
import { isObject, parseJson } from './json.js';
import { keepShape } from './shapes.js';
import { CONTENT_KEYS, isNode } from './schema/index.js';
import { pageHref, plainPage, slugToTitle } from './titles.js';

/** Metadata of one page, as a page index (`docs-nav index`, src/core/pages.ts) or a spec stage gives it. */
export interface PageMeta {
  title?: string;
  sidebarTitle?: string;
  href?: string;
  [key: string]: unknown;
}

/** A resolved page: what every page reference of the navigation becomes. */
export interface ResolvedPage {
  title: string;
  href: string;
  /** `"/openapi.json get /users/{id}"` for an endpoint page. */
  openapi?: string;
  [key: string]: unknown;
}

type Json = Record<string, unknown>;

export interface DecorateOptions {
  /**
   * Page metadata by page path (`guides/intro`), from the page files' frontmatter; optional. An
   * entry without a title takes its path's. An entry at a generated page's path replaces that
   * page, keeping the generated title, description and sidebarTitle it leaves empty.
   */
  pages?: ReadonlyMap<string, PageMeta>;
  /**
   * Pages the spec stages generated, by slug. Each is a finished page object (title first, href
   * set), placed as it is where it is first listed.
   */
  generated?: ReadonlyMap<string, PageMeta>;
  /**
   * Where a page neither the page index nor a stage has is reported, as a warning (only when a page
   * index was given). Diagnostics, not a callback: a closure made for each resolution would be a
   * new function every time, and the optimized code that calls it would be thrown away with it.
   */
  unknownPages?: Diagnostic[];
}

/**
 * The page index read from its URL (resolveDocs' `pages` given as a URL): its text, asked for
 * beside docs.json, parsed here. One that cannot be read, or is no object, is a warning, and the
 * pages keep the titles of their paths (undefined: no page index, no warning for each page it
 * lacks); an abort is no warning, it ends the resolution.
 */
export async function readIndex(text: Promise<string>, file: string, diagnostics: Diagnostic[], signal?: AbortSignal): Promise<Record<string, unknown> | undefined> {
  let index: unknown;
  try {
    index = await parseJson(await text, file);
  } catch (e) {
    if (signal?.aborted) throw e;
    const message = e instanceof ConfigError ? e.diagnostics.map((d) => d.message).join('; ') : errorMessage(e);
    diagnostics.push({ level: 'warning', path: '', file, message: `the page index could not be read (${message}): pages keep the titles of their paths` });
    return undefined;
  }
  if (isObject(index)) return index;
  diagnostics.push({ level: 'warning', path: '', file, message: 'the page index must be an object of page metadata by page path (what `docs-nav index` prints)' });
  return undefined;
}

/**
 * The page index `docs-nav index` prints (an object of entries by page path) as decorateNavigation
 * takes it; an entry that is no object is left out with a warning.
 */
export function pageMap(index: unknown, diagnostics: Diagnostic[]): Map<string, PageMeta> {
  const pages = new Map<string, PageMeta>();
  if (!isObject(index)) {
    reportWarning(diagnostics, ['pages'], 'must be an object of pages by path, as "docs-nav index" prints it');
    return pages;
  }
  for (const [path, meta] of Object.entries(index)) {
    if (isObject(meta)) pages.set(path, meta);
    else reportWarning(diagnostics, ['pages', path], "must be an object (the page's metadata)");
  }
  return pages;
}

/**
 * Decorates `navigation` in place: it is resolve's own tree, made by the check and the spec
 * stages (their nodes and content lists are theirs, never the caller's objects, and none is in
 * two places), and copying every node and list would cost as much again. `global` comes first.
 */
export function decorateNavigation(navigation: Json, options: DecorateOptions): Json {
  const { global, ...rest } = navigation;
  const decorated = decorateNode(rest, false, newDecorating(options));
  return global === undefined ? decorated : { global, ...decorated };
}

interface Decorating extends DecorateOptions {
  /** Generated page objects already placed in the navigation (a second listing gets a copy). */
  used: Set<PageMeta>;
}

function newDecorating(options: DecorateOptions): Decorating {
  return { generated: options.generated?.size ? options.generated : undefined, pages: options.pages, unknownPages: options.unknownPages, used: new Set() };
}
// One per resolution: see shapes.ts.
keepShape(newDecorating({ generated: new Map(), pages: new Map(), unknownPages: [] }));

const CONTENT: ReadonlySet<string> = new Set(CONTENT_KEYS);

/** `node` decorated, in place (see decorateNavigation); a copy only to drop its consumed `openapi`. */
function decorateNode(node: Json, parentHidden: boolean, options: Decorating): Json {
  const hidden = typeof node.hidden === 'boolean' ? node.hidden : parentHidden;
  let out = node;
  if (Object.hasOwn(node, 'openapi')) {
    const { openapi: _openapi, ...rest } = node;
    out = rest;
  }
  // The nodes are plain objects of this resolution: no `__proto__` key, nothing inherited.
  for (const key in out) {
    const value = out[key];
    if (key === 'root' && typeof value === 'string') out.root = decoratePage(value, hidden, options);
    else if (CONTENT.has(key) && Array.isArray(value)) {
      // A loop, not map(): a closure made on every call would have its optimized code made anew
      // with every resolution (see shapes.ts).
      const pages = key === 'pages';
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (pages && typeof item === 'string') value[i] = decoratePage(item, hidden, options);
        else if (isNode(key, item)) value[i] = decorateNode(item, hidden, options);
      }
    }
  }
  return out;
}

function decoratePage(path: string, parentHidden: boolean, options: Decorating): ResolvedPage {
  const clean = path.charCodeAt(0) === 47 || path.charCodeAt(path.length - 1) === 47 ? path.replace(/^\/+/, '').replace(/\/$/, '') : path;
  // The first of the two spellings that names a page, a page file's or a generated one (a page
  // file at a generated page's path replaces it).
  let key = clean;
  let meta = options.pages?.get(clean);
  let generated = meta ? undefined : options.generated?.get(clean);
  if (!meta && !generated && clean !== path) {
    key = path;
    meta = options.pages?.get(path);
    generated = meta ? undefined : options.generated?.get(path);
  }
  if (!meta && !generated) {
    if (options.pages && options.unknownPages) reportWarning(options.unknownPages, ['navigation'], `"${path}" is in the navigation but no page file has that path`);
    return plainPage(path);
  }
  if (!meta) {
    // A generated page (title first, href set) is already the object the copy below would make:
    // its first listing takes it as it is.
    if (!(parentHidden && generated!.hidden === true)) {
      // One lookup: adding it grows the set only if it was not placed yet.
      const placed = options.used.size;
      if (options.used.add(generated!).size > placed) return generated as ResolvedPage;
    }
    meta = generated!;
  }
  // The title from the path only when the metadata has none.
  const page = { title: meta.title === undefined ? slugToTitle(key) : meta.title, ...meta, href: meta.href ?? pageHref(key) } as ResolvedPage;
  // A page file at a generated page's path keeps the generated title, description and sidebar
  // title its frontmatter does not give.
  const lent = options.generated?.get(key);
  if (lent && lent !== meta) {
    for (const field of ['title', 'description', 'sidebarTitle'] as const) if (!meta[field] && lent[field]) page[field] = lent[field] as string;
  }
  if (parentHidden && page.hidden === true) delete page.hidden;
  return page;
}
