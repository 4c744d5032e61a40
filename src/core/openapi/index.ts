/**
 * The OpenAPI stage: turns `openapi` settings and endpoint references ("GET /users",
 * "spec.yaml POST /items", "WEBHOOK name") in a docs.json navigation into endpoint pages, by the
 * rules of Mintlify's build (prebuild's `generateOpenApiFromDocsConfig`):
 *
 * 1. Explicit pass. Every string page that parses as an endpoint reference is replaced by the slug
 *    of its generated page. The spec is the reference's own file part, else the nearest `openapi`
 *    on the node or an ancestor (only the first entry of an `openapi` list counts); the output
 *    directory is that setting's `directory` (default "api-reference"). A reference without a file
 *    part marks the node that owns the inherited `openapi` as "explicit": it gets no bulk pages.
 * 2. Bulk pass. Every other node with its own `openapi` gets every operation of the spec, grouped by
 *    tag, appended to its `pages` (a group) or `groups` (any other division); its `openapi` key goes.
 *
 * Bad input never throws: each problem becomes a Diagnostic and the rest resolves. An endpoint
 * reference that cannot be resolved (spec missing or invalid, endpoint or method not in the spec,
 * an x-excluded operation) is dropped from the navigation, since as a page path it would only be
 * a broken link; a string that merely looks like one (an unknown method such as "FETCH /x", or
 * a reference with no spec in scope) stays a plain page path, as in the reference.
 */
import { DIVISION_ARRAYS, DIVISION_KEYS, field, HTTP_METHODS, isHttpMethod, isObj, newSpec, type Obj, type Spec } from './spec.js';
import { hasScheme, specLocation } from '../spec-files.js';
import { navGroups, newGeneratedNav, generateOperationPage, generateSpecPages, generateWebhookPages, type GeneratedPage } from './generate.js';
import { assertSpecDocument, specVersion } from './parse.js';
import { normalizePagePath } from '../normalize.js';
import { keepShape } from '../shapes.js';
import { Places } from './places.js';

export { parseDocText, parseSpecText } from './parse.js';
export { expandAsyncApi } from './asyncapi.js';
export { expandGraphql } from './graphql.js';

export interface Diagnostic {
  level: 'error' | 'warning';
  path: string;
  message: string;
}
// path: JSON path of the config node, e.g. 'navigation.tabs[2].groups[0].pages[3]' (start at 'navigation').

export interface PageMeta {
  title: string;
  href: string;
  openapi?: string;
  [key: string]: unknown;
}

// expandOpenApi calls it with the spec's location: its path from the docs root with a leading
// slash ("openapi.json", "./api/spec.yml" -> "/openapi.json", "/api/spec.yml"; ".." cannot climb
// above the root), or its URL; once per location, however often and however spelled it is named.
/** Loads and parses a spec named as in the config (e.g. "/qstash/openapi.yaml", "openapi.json", "./api/spec.yml", or an http(s) URL). Rejects with an Error whose message says what went wrong. Provided by the caller (Node file reads or browser fetch). */
export type SpecLoader = (source: string) => Promise<unknown>;

/**
 * Why Mintlify's build refuses an OpenAPI 3 document (it validates every spec it reads, and stops
 * on one that fails), or undefined: what `docs-nav check` passes (node/openapi-check.ts). `text`:
 * the file's text, when known (the reference reads it as YAML, JSON included). The elements pass
 * none: a spec they can read gives its pages.
 */
export type SpecCheck = (doc: Record<string, unknown>, text?: string) => Promise<string | undefined>;

export interface OpenApiResult {
  navigation: Record<string, unknown>;
  pages: Map<string, PageMeta>;
  diagnostics: Diagnostic[];
}

const DEFAULT_OUTPUT_DIR = 'api-reference';
/** Microtask turns the reference's bulk generation of one spec takes (keeps concurrent writes in its order). */
const BULK_TURNS = 9;

const WHITE = /\s/;
const isGroupNode = (v: unknown): v is Obj => isObj(v) && 'group' in v;
const isUrl = (s: string): boolean => /^https?:\/\//i.test(s);

interface OpenApiSetting {
  source?: string;
  directory?: string;
}

/** A string page parsed as "[FILE] METHOD ENDPOINT" (the reference's `potentiallyParseOpenApiString`). */
function parseEndpointRef(page: string): { filename?: string; method: string; endpoint: string } | undefined {
  let filename: string | undefined;
  let method: string;
  let endpoint: string;
  const space = twoWords(page);
  if (space > 0) {
    method = page.slice(0, space);
    endpoint = page.slice(space + 1);
  } else {
    if (!WHITE.test(page)) return undefined;
    const parts = words(page);
    if (parts.length > 3) return undefined;
    if (parts[0] && parts[1] && parts[2]) [filename, method, endpoint] = parts as [string, string, string];
    else if (parts[0] && parts[1]) [method, endpoint] = parts as [string, string];
    else return undefined;
  }
  method = METHOD_NAMES.get(method) ?? method.toLowerCase();
  if (!isHttpMethod(method) && method !== 'webhook') return undefined;
  return { filename, method, endpoint };
}

/** Where "METHOD /path" splits: its one white-space character when that is a space inside the text and there is no other; else -1. */
function twoWords(text: string): number {
  const space = text.indexOf(' ');
  if (space <= 0 || space === text.length - 1 || text.indexOf(' ', space + 1) >= 0 || NOT_SPACE_WHITE.test(text)) return -1;
  return space;
}
const NOT_SPACE_WHITE = /[^\S ]/;
/** The methods as endpoint references usually spell them, lower-cased without a new string each time. */
const METHOD_NAMES = new Map<string, string>();
for (const m of [...HTTP_METHODS, 'webhook']) {
  METHOD_NAMES.set(m, m);
  METHOD_NAMES.set(m.toUpperCase(), m);
}

/** `text.trim().split(/\s+/)`, without the regular expression when the words are split by single spaces. */
function words(text: string): string[] {
  const t = text.trim();
  return /[^\S ]| {2}/.test(t) ? t.split(/\s+/) : t.split(' ');
}

const METHOD_LIST = [...HTTP_METHODS, 'webhook'].map((m) => m.toUpperCase()).join(', ');

/** A spec read (with what makes the reference build refuse it, if anything: its pages are made all the same), or why it could not be. */
type Loaded = { spec: Spec; problem?: string } | { error: string };

function turns(n: number): Promise<void> {
  let p = Promise.resolve();
  for (let i = 1; i < n; i++) p = p.then(() => undefined);
  return p;
}

class Expander {
  readonly diagnostics: Diagnostic[] = [];
  readonly pages = new Map<string, PageMeta>();
  private loads = new Map<string, Promise<Loaded>>();
  private loaded = new Map<string, Loaded>();
  private reported = new Set<string>();
  private skipIds = new Set<number>();
  private skipNodes = new WeakSet<Obj>();
  private numNodes = 0;
  /** The slug of the endpoint page endpointRef last returned SLUG for. */
  private slug = '';

  constructor(
    private loadSpec: SpecLoader,
    private places: Places,
    private checkSpec?: SpecCheck,
  ) {}

  private diag(level: Diagnostic['level'], path: string, message: string): void {
    this.diagnostics.push({ level, path, message });
  }

  /** Reports the values of `spec` its pages could not take (Spec.problems) at the config place that made them. */
  private reportValues(spec: Spec, path: string, source: string): void {
    for (const problem of spec.problems) this.diag('warning', path, `OpenAPI spec ${JSON.stringify(source)}: ${problem}`);
    spec.problems.length = 0;
  }

  /** Reports a spec that could not be used, once per config place. */
  private reportSpec(path: string, loaded: { error: string }): void {
    const key = `${path}\n${loaded.error}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.diag('error', path, loaded.error);
  }

  /** Reports what is wrong with a spec at a config place naming it: that it could not be used, or that the reference build refuses it. */
  private reportLoaded(path: string, loaded: Loaded): void {
    if ('error' in loaded) this.reportSpec(path, loaded);
    else if (loaded.problem) this.reportSpec(path, { error: loaded.problem });
  }

  // ---- loading -------------------------------------------------------------------------------

  private startLoad(source: string): void {
    const location = specLocation(source);
    if (this.loads.has(location)) return;
    const named = JSON.stringify(source.trim());
    const load = async (): Promise<Loaded> => {
      if (hasScheme(location) && !isUrl(location)) {
        return { error: `OpenAPI spec ${named} is not a file path or an http(s) URL` };
      }
      let doc: unknown;
      try {
        doc = await this.loadSpec(location);
      } catch (err) {
        const why = err instanceof Error ? err.message : String(err);
        return { error: `OpenAPI spec ${named} could not be loaded: ${why}` };
      }
      try {
        assertSpecDocument(doc, `OpenAPI spec ${named}`);
      } catch (err) {
        return { error: (err as Error).message };
      }
      // Swagger 2.0 is read like OpenAPI 3: its `paths` operations carry the same summary, tags,
      // description and deprecated fields, so the same slugs and titles follow. It has no webhooks.
      const swagger = specVersion(doc) === 'swagger2';
      if (swagger && doc.webhooks !== undefined) {
        return { error: `OpenAPI spec ${named} is a Swagger 2.0 document and cannot have "webhooks"` };
      }
      for (const section of ['paths', 'webhooks']) {
        const v = doc[section];
        if (v !== undefined && v !== null && !isObj(v)) {
          return { error: `OpenAPI spec ${named} is invalid: "${section}" must be an object` };
        }
      }
      // The reference build stops on a spec it refuses: Swagger 2.0 (it takes OpenAPI 3.0 and
      // 3.1 only), and, when asked to check as it does, a document its validation refuses.
      let problem: string | undefined;
      if (swagger) problem = `OpenAPI spec ${named} is a Swagger 2.0 document: Mintlify's build takes OpenAPI 3.0 and 3.1 only, and stops (docs-nav makes its pages all the same)`;
      else {
        const why = await this.checkSpec?.(doc);
        if (why) problem = `OpenAPI spec ${named} is one Mintlify's build refuses, and stops on (docs-nav makes its pages all the same): ${why}`;
      }
      return { spec: newSpec(location, doc), problem };
    };
    this.loads.set(location, load());
  }

  private locations = new Map<string, string>();
  private get(source: string): Loaded {
    let location = this.locations.get(source);
    if (location === undefined) this.locations.set(source, (location = specLocation(source)));
    return this.loaded.get(location) ?? { error: `OpenAPI spec ${JSON.stringify(source)} was not loaded` };
  }

  /** Starts loading every spec the navigation names (first `openapi` entries, file parts of endpoint references). */
  private collect(node: Obj, isRoot: boolean): void {
    if (!isRoot) {
      const setting = this.setting(node, undefined);
      if (setting.source) this.startLoad(setting.source);
    }
    if (Array.isArray(node.pages)) {
      for (const page of node.pages) {
        if (isGroupNode(page)) this.collect(page, false);
        else if (typeof page === 'string' && twoWords(page) < 0) {
          // Only "FILE METHOD ENDPOINT" names a spec: three words.
          const ref = parseEndpointRef(page);
          if (ref?.filename) this.startLoad(ref.filename);
        }
      }
    }
    for (const division of DIVISION_ARRAYS) {
      const items = node[division];
      if (Array.isArray(items)) for (const item of items) if (isObj(item)) this.collect(item, false);
    }
  }

  // ---- `openapi` settings ----------------------------------------------------------------------

  /**
   * A node's own `openapi` setting (the reference's `extractOpenApiFromNav`): a string, the first
   * entry of a list, or `{ source, directory }`. With `path`, reports values of a wrong type.
   */
  private setting(node: Obj, path: string | undefined): OpenApiSetting {
    if (!('openapi' in node) || node.openapi === null || node.openapi === undefined) return {};
    const value = node.openapi;
    const at = `${path}.openapi`;
    const bad = (what: string): OpenApiSetting => {
      if (path !== undefined) this.diag('error', at, `Invalid openapi setting: ${what}`);
      return {};
    };
    const fromEntry = (entry: unknown, where: string): OpenApiSetting => {
      if (typeof entry === 'string') {
        return entry.trim() ? { source: entry.trim() } : bad(`${where} is an empty string`);
      }
      if (isObj(entry)) {
        const out: OpenApiSetting = {};
        if (typeof entry.directory === 'string') out.directory = entry.directory.trim();
        else if (entry.directory !== undefined && path !== undefined) {
          this.diag('error', at, `Invalid openapi setting: "directory" must be a string; it is ignored`);
        }
        if (typeof entry.source === 'string' && entry.source.trim()) out.source = entry.source.trim();
        else if (path !== undefined) {
          this.diag('error', at, `Invalid openapi setting: ${where} needs a "source" naming a spec file or URL`);
        }
        return out;
      }
      return bad(`${where} must be a spec path or URL, or { "source": ..., "directory": ... }`);
    };
    if (typeof value === 'string') return fromEntry(value, 'the value');
    if (Array.isArray(value)) {
      if (value.length === 0) return {};
      if (value.length > 1 && path !== undefined) {
        this.diag('warning', at, `Only the first OpenAPI spec of a list is used (as in Mintlify); the other ${value.length - 1} are ignored`);
      }
      return fromEntry(value[0], 'the first entry');
    }
    if (isObj(value)) return fromEntry(value, 'the object');
    return bad(`expected a spec path or URL, a list of them, or { "source": ..., "directory": ... }, got ${typeof value}`);
  }

  // ---- explicit pass -------------------------------------------------------------------------

  private async processNav(
    nav: Obj,
    path: string,
    inheritedSource: string | undefined,
    inheritedDir: string | undefined,
    owner: number | undefined,
  ): Promise<Obj> {
    const nodeId = this.numNodes++;
    const isRoot = nodeId === 0;
    if (isRoot && 'openapi' in nav) {
      this.diag('warning', 'navigation.openapi', 'An openapi setting on the navigation root is ignored (Mintlify reads it only on groups, tabs and other divisions)');
    }
    const own = isRoot ? {} : this.setting(nav, path);
    const source = own.source ?? inheritedSource;
    const directory = own.source ? own.directory : (own.directory ?? inheritedDir);
    const currentOwner = own.source ? nodeId : owner;
    if (own.source) this.reportLoaded(`${path}.openapi`, this.get(own.source));

    let newNav = nav;
    if ('pages' in newNav && Array.isArray(newNav.pages)) {
      // The reference maps every page to an async callback and awaits Promise.all of them. Only
      // the promises still pending decide when that Promise.all settles (and so where the writes
      // that follow land among concurrent ones): the nested groups' and the endpoint pages'. An
      // endpoint page's promise settles two turns after it is made (the reference awaits its page
      // write there); of a run of them with no group call in between, only the last one's turns
      // can be the last, and it is made before the next group call, so one such promise per run,
      // made there, settles the Promise.all at the same point of the job queue as one per page.
      // Everything else (page paths, dropped references) is a value taken in the Promise.all's own
      // turn, which a single value reproduces when nothing is pending.
      const list = newNav.pages;
      const out: unknown[] = [];
      /** The index in `list` of each entry of `out`. */
      const from: number[] = [];
      const waits: Promise<unknown>[] = [];
      const slots: number[] = [];
      let unsettled = false;
      for (let i = 0; i < list.length; i++) {
        const page: unknown = list[i];
        if (isGroupNode(page)) {
          if (unsettled) {
            waits.push(settled());
            slots.push(-1);
            unsettled = false;
          }
          slots.push(out.length);
          out.push(undefined);
          from.push(i);
          waits.push((async () => this.processNav(page, `${path}.pages[${this.places.index(list, i)}]`, source, directory, currentOwner))());
          continue;
        }
        const value = this.endpointRef(page, path, this.places.index(list, i), source, directory, currentOwner);
        if (value === DROP) continue;
        from.push(i);
        if (value === SLUG) {
          out.push(this.slug);
          unsettled = true;
        } else out.push(value);
      }
      if (unsettled) {
        waits.push(settled());
        slots.push(-1);
      }
      if (waits.length) {
        const done = await Promise.all(waits);
        for (let k = 0; k < slots.length; k++) if (slots[k]! >= 0) out[slots[k]!] = done[k];
      } else await Promise.all(list.length ? ONE : list);
      this.places.derive(list, out, from);
      newNav = { ...newNav, pages: out };
    }
    for (const division of DIVISION_ARRAYS) {
      if (!(division in newNav)) continue;
      const items = newNav[division];
      if (!Array.isArray(items)) continue;
      const processed = await Promise.all(
        items.map((item: unknown, i: number) =>
          isObj(item) ? this.processNav(item, `${path}.${division}[${this.places.index(items, i)}]`, source, directory, currentOwner) : item,
        ),
      );
      this.places.same(items, processed);
      newNav = { ...newNav, [division]: processed };
    }
    if (this.skipIds.has(nodeId)) this.skipNodes.add(newNav);
    return newNav;
  }

  /** One page entry: an endpoint reference becomes its page's slug; anything else stays. */
  private endpointRef(
    page: unknown,
    parent: string,
    index: number,
    inheritedSource: string | undefined,
    directory: string | undefined,
    owner: number | undefined,
  ): unknown {
    // A page path with no white space is never an endpoint reference (nor looks like one).
    if (typeof page !== 'string' || !WHITE.test(page)) return page;
    const ref = parseEndpointRef(page);
    if (!ref) {
      this.checkNotAMethod(page, pagePath(parent, index), inheritedSource);
      return page;
    }
    const source = ref.filename ?? inheritedSource;
    if (!source) {
      this.diag('warning', pagePath(parent, index), `"${page}" looks like an endpoint reference, but no openapi spec is set on this group or its parents; it is kept as a page path`);
      return page;
    }
    // Like the reference: an inherited spec with endpoint references means the owner's pages are
    // chosen by hand, so it gets no bulk pages (even when a reference below fails).
    if (owner !== undefined && !ref.filename) this.skipIds.add(owner);
    const loaded = this.get(source);
    // An inherited spec's problem is reported once, at its openapi setting.
    if (ref.filename) this.reportLoaded(pagePath(parent, index), loaded);
    if ('error' in loaded) return DROP;
    const spec = loaded.spec;
    const outDir = directory ?? DEFAULT_OUTPUT_DIR;
    const pages = this.pages as Map<string, GeneratedPage>;
    let slug: string | undefined;
    if (ref.method === 'webhook') {
      const key = spec.findKey('webhooks', ref.endpoint);
      if (key === undefined) {
        const names = spec.keys('webhooks');
        this.diag('error', pagePath(parent, index), `Webhook ${ref.endpoint} not found in ${JSON.stringify(source)}${names.length ? ` (it has ${names.length} webhooks${names.length <= 10 ? ': ' + names.join(', ') : ''})` : ' (it has no webhooks)'}`);
        return DROP;
      }
      slug = generateWebhookPages(spec, key, spec.item('webhooks', key)!, { outDir, nav: newGeneratedNav(), pages });
    } else {
      const key = spec.findKey('paths', ref.endpoint);
      if (key === undefined) {
        this.diag('error', pagePath(parent, index), `Endpoint ${ref.endpoint} not found in ${JSON.stringify(source)}`);
        return DROP;
      }
      const item = spec.item('paths', key);
      const op = item && field(item, ref.method);
      if (!op) {
        const present = HTTP_METHODS.filter((m) => item && m in item).map((m) => m.toUpperCase());
        this.diag('error', pagePath(parent, index), `Method ${ref.method.toUpperCase()} for endpoint ${key} not found in ${JSON.stringify(source)}${present.length ? ` (it has ${present.join(', ')})` : ''}`);
        return DROP;
      }
      // One operation, so alone in its group: no navigation to build.
      slug = generateOperationPage(spec, key, ref.method, op, { outDir, pages });
    }
    if (spec.problems.length) this.reportValues(spec, pagePath(parent, index), source);
    if (!slug) {
      this.diag('error', pagePath(parent, index), `${ref.method.toUpperCase()} ${ref.endpoint} in ${JSON.stringify(source)} is marked x-excluded (or is not an operation object), so it has no page`);
      return DROP;
    }
    this.slug = slug;
    return SLUG;
  }

  /** "FETCH /x": shaped like an endpoint reference but with no HTTP method; the reference keeps it as a page path. */
  private checkNotAMethod(page: string, at: string, inheritedSource: string | undefined): void {
    const parts = words(page);
    if (parts.length < 2 || parts.length > 3) return;
    const method = parts[parts.length - 2]!;
    const endpoint = parts[parts.length - 1]!;
    if (!endpoint.startsWith('/') || !/^[A-Za-z]+$/.test(method)) return;
    if (parts.length === 2 && !inheritedSource) return;
    this.diag('error', at, `"${page}" looks like an endpoint reference, but ${method} is not an HTTP method (use one of ${METHOD_LIST}); it is kept as a page path`);
  }

  // ---- bulk pass -----------------------------------------------------------------------------

  private async generateBulkNav(node: Obj, path: string, isRoot: boolean): Promise<Obj> {
    let updated = node;
    if (!isRoot && this.setting(updated, undefined).source && !this.skipNodes.has(updated)) {
      const processed = await this.bulk(updated, path);
      if (processed) updated = processed;
    }
    if ('pages' in updated && Array.isArray(updated.pages)) {
      // As the reference's async callback per page, in the same turns: an entry that is no group
      // is taken as it is (and a list of pages alone costs one promise, not one per page).
      const list = updated.pages;
      const pages = list.some(isGroupNode)
        ? await Promise.all(list.map((p: unknown, i: number) => (isGroupNode(p) ? (async () => this.generateBulkNav(p, `${path}.pages[${this.places.index(list, i)}]`, false))() : p)))
        : (await Promise.all(list.length ? ONE : list), list.slice());
      this.places.same(list, pages);
      updated = { ...updated, pages };
    }
    for (const division of DIVISION_ARRAYS) {
      const raw = updated[division];
      if (!Array.isArray(raw)) continue;
      // Every child starts in order, each as far as its first await, as with a map over them (a
      // loop: no closures made anew, and optimized anew, with each resolution).
      const children: Promise<Obj>[] = [];
      const from: number[] = [];
      for (let i = 0; i < raw.length; i++) {
        const item: unknown = raw[i];
        if (!isObj(item)) continue;
        children.push(this.generateBulkNav(item, `${path}.${division}[${this.places.index(raw, i)}]`, false));
        from.push(i);
      }
      const done = await Promise.all(children);
      this.places.derive(raw, done, from);
      updated = { ...updated, [division]: done };
    }
    return updated;
  }

  /** Every operation of the node's own spec, appended to its `pages` (group) or `groups` (other divisions). */
  private async bulk(node: Obj, path: string): Promise<Obj | null> {
    const setting = this.setting(node, undefined);
    if (!setting.source) return null;
    const directory = setting.directory ?? DEFAULT_OUTPUT_DIR;
    const loaded = this.get(setting.source);
    await turns(BULK_TURNS);
    this.reportLoaded(`${path}.openapi`, loaded);
    if ('error' in loaded) return null;
    const spec = loaded.spec;
    const named = JSON.stringify(setting.source);
    if (spec.doc.openapi === '3.0.0' && spec.keys('paths').length === 0) {
      this.diag('error', `${path}.openapi`, `OpenAPI spec ${named} defines no paths`);
      return null;
    }
    if (spec.doc.openapi === '3.1.0' && spec.keys('paths').length === 0 && spec.keys('webhooks').length === 0) {
      this.diag('error', `${path}.openapi`, `OpenAPI spec ${named} defines no paths or webhooks`);
      return null;
    }
    const nav = newGeneratedNav();
    const opts = { outDir: directory, nav, pages: this.pages as Map<string, GeneratedPage> };
    generateSpecPages(spec, opts);
    if (spec.problems.length) this.reportValues(spec, `${path}.openapi`, setting.source);

    const kind = DIVISION_KEYS.find((k) => k in node);
    if (!kind) return null;
    const { openapi: _openapi, ...rest } = node;
    const generated = navGroups(nav);
    const key = 'group' in rest ? 'pages' : 'groups';
    const own = rest[key];
    if (!Array.isArray(own)) return { ...rest, [key]: generated };
    const all = [...own, ...generated];
    this.places.same(own, all);
    return { ...rest, [key]: all };
  }

  // ---- run -----------------------------------------------------------------------------------

  async run(navigation: Obj): Promise<Obj> {
    this.collect(navigation, true);
    for (const [location, promise] of this.loads) this.loaded.set(location, await promise);
    const explicit = await this.processNav(navigation, 'navigation', undefined, undefined, undefined);
    return this.generateBulkNav(explicit, 'navigation', true);
  }
}

const ONE = [undefined];
/**
 * Settles two microtask turns later: the reference awaits its write of an endpoint page (one
 * promise) there, and concurrent page writes keep its order only with the same turns.
 */
async function settled(): Promise<void> {
  await Promise.all(ONE);
}

/** The JSON path of a page entry, for messages (made only when one is given). */
const pagePath = (parent: string, index: number): string => `${parent}.pages[${index}]`;

/** endpointRef's answer for an endpoint page: its slug is in `slug`. */
const SLUG = Symbol('slug');
/** Marks an endpoint reference that resolved to nothing: it is left out of the navigation. */
const DROP = Symbol('drop');

// One expander per resolution: see shapes.ts.
keepShape(new Expander(async () => ({}), new Places()));

export async function expandOpenApi(
  navigation: Record<string, unknown>,
  loadSpec: SpecLoader,
  places = new Places(),
  checkSpec?: SpecCheck,
): Promise<OpenApiResult> {
  const expander = new Expander(loadSpec, places, checkSpec);
  if (!isObj(navigation)) {
    return {
      navigation,
      pages: expander.pages,
      diagnostics: [{ level: 'error', path: 'navigation', message: 'The navigation is not an object' }],
    };
  }
  try {
    const out = await expander.run(navigation);
    return { navigation: out, pages: expander.pages, diagnostics: expander.diagnostics };
  } catch (err) {
    // Defensive: no input should get here.
    expander.diagnostics.push({
      level: 'error',
      path: 'navigation',
      message: `OpenAPI pages could not be generated: ${err instanceof Error ? err.message : String(err)}`,
    });
    return { navigation, pages: expander.pages, diagnostics: expander.diagnostics };
  }
}

