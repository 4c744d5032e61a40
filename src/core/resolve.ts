/**
 * The whole pipeline: docs.json (or an already resolved navigation) -> the resolved navigation.
 * load + $ref -> check and normalise -> OpenAPI pages -> page objects. Never throws for a bad
 * navigation: problems are Diagnostics and the good parts still resolve. Throws ConfigError only
 * when there is nothing to resolve (docs.json unreadable, not JSON, not an object).
 */
import { decorateNavigation, type PageMeta } from './decorate.js';
import { ConfigError, type Diagnostic } from './diagnostics.js';
import { isObject } from './json.js';
import { folderOf, joinUrl, loadConfig, type TextReader } from './load.js';
import { normalizeNavigation } from './normalize.js';
import type { OpenApiResult } from './openapi/index.js';
import { CONTENT_ORDER } from './schema.js';

export type ResolvedNavigation = Record<string, unknown>;

const MAX_SPEC_SIZE = 50_000_000;
const megabytes = (n: number): string => (n < 1_000_000 ? `${Math.ceil(n / 1000)} KB` : `${(n / 1_000_000).toFixed(n < 10_000_000 ? 1 : 0)} MB`);

/** The two settings outside `navigation` that change how it behaves. */
export interface NavSettings {
  /** `styling.eyebrows`: `"breadcrumbs"` shows the full path above pages. */
  eyebrows?: string;
  /** `interaction.drilldown`: selecting a group goes to its first page. */
  drilldown?: boolean;
}

export interface Resolved {
  navigation: ResolvedNavigation;
  settings: NavSettings;
  diagnostics: Diagnostic[];
  /** URL of the docs.json that was resolved. */
  url: string;
}

export interface ResolveOptions {
  /** Reads docs.json, `$ref` files and OpenAPI specs. */
  read: TextReader;
  signal?: AbortSignal;
  /** Largest OpenAPI spec read, in characters (50 MB): a larger one is an error, not a frozen page. */
  maxSpecSize?: number;
  /** Page metadata (from frontmatter) by page path; without it titles come from paths. */
  pages?: ReadonlyMap<string, PageMeta>;
}

/** Resolves the docs.json (or precomputed navigation) at `url`. */
export async function resolveDocs(url: string, options: ResolveOptions): Promise<Resolved> {
  const loaded = await loadConfig(url, options.read, options.signal);
  return resolveLoaded(loaded.config, loaded.url, loaded.root, loaded.diagnostics, options);
}

/** Resolves a config object already in hand; `url` locates its OpenAPI specs. */
export async function resolveConfig(config: unknown, url: string, options: ResolveOptions): Promise<Resolved> {
  if (!isObject(config)) {
    throw new ConfigError([{ level: 'error', path: '', file: url, message: 'docs.json must hold a JSON object' }]);
  }
  return resolveLoaded(config, url, folderOf(url), [], options);
}

async function resolveLoaded(
  config: Record<string, unknown>,
  url: string,
  root: string,
  diagnostics: Diagnostic[],
  options: ResolveOptions,
): Promise<Resolved> {
  // A docs.json has `navigation`; what `docs-nav resolve` prints is the navigation itself, with
  // the two settings beside it.
  const isDocsJson = 'navigation' in config || !CONTENT_ORDER.navigation.some((k) => k in config);
  let rawNav: unknown;
  if (isDocsJson) rawNav = config.navigation;
  else {
    const { styling: _s, interaction: _i, ...nav } = config;
    rawNav = nav;
  }
  const settings = readSettings(config, diagnostics);
  const navigation = normalizeNavigation(rawNav, diagnostics);

  let expanded: OpenApiResult = { navigation, pages: new Map(), diagnostics: [] };
  // The OpenAPI stage is a chunk of its own, loaded only for a navigation that uses it: a
  // precomputed navigation (`docs-nav resolve`) or one without specs never downloads it.
  if (usesOpenApi(navigation)) {
    const { expandOpenApi, parseSpecText } = await import('./openapi/index.js');
    // One read and parse per URL, however many places and spellings name it. An entry goes once
    // its spec is in (the stage asks for every spec before it waits for any): the parsed
    // document must not outlive the stage.
    const specs = new Map<string, Promise<unknown>>();
    const loadSpec = (source: string): Promise<unknown> => {
      const specUrl = /^[a-z][a-z0-9+.-]*:/i.test(source) ? source : joinUrl(source.replace(/^\/+/, ''), root);
      if (specUrl === undefined) return Promise.reject(new Error(`cannot locate "${source}" relative to ${root}`));
      let p = specs.get(specUrl);
      if (!p) {
        const limit = options.maxSpecSize ?? MAX_SPEC_SIZE;
        p = options.read(specUrl, options.signal).then((text) => {
          if (text.length > limit) {
            throw new Error(`the file is ${megabytes(text.length)}, over the ${megabytes(limit)} limit (maxSpecSize); precompute the navigation with "docs-nav resolve" instead`);
          }
          return parseSpecText(text, source);
        });
        specs.set(specUrl, p);
        const forget = () => specs.delete(specUrl);
        p.then(forget, forget);
      }
      return p;
    };
    expanded = await expandOpenApi(navigation, loadSpec);
    diagnostics.push(...expanded.diagnostics);
  }
  const missing: string[] = [];
  const resolved = decorateNavigation(expanded.navigation, {
    generated: expanded.pages,
    pages: options.pages,
    onUnknownPage: (p) => missing.push(p),
  });
  for (const p of missing) diagnostics.push({ level: 'warning', path: 'navigation', message: `"${p}" is in the navigation but no page file has that path` });
  const out: ResolvedNavigation = resolved;
  return { navigation: out, settings, diagnostics, url };
}

const DIVISIONS = ['groups', 'anchors', 'dropdowns', 'languages', 'tabs', 'versions', 'menu', 'products'];

/**
 * Whether the OpenAPI stage has anything to do: a node it visits (a division, a group) with an
 * `openapi` key, or a page path with white space (an endpoint reference, or one that looks like
 * it and gets a diagnostic).
 */
function usesOpenApi(node: Record<string, unknown>): boolean {
  if ('openapi' in node) return true;
  if (Array.isArray(node.pages)) {
    for (const p of node.pages) if (typeof p === 'string' ? /\s/.test(p) : isObject(p) && 'group' in p && usesOpenApi(p)) return true;
  }
  for (const key of DIVISIONS) {
    const items = node[key];
    if (Array.isArray(items)) for (const item of items) if (isObject(item) && usesOpenApi(item)) return true;
  }
  return false;
}

function readSettings(config: Record<string, unknown>, diagnostics: Diagnostic[]): NavSettings {
  const settings: NavSettings = {};
  const styling = config.styling;
  if (isObject(styling) && 'eyebrows' in styling) {
    if (typeof styling.eyebrows === 'string') settings.eyebrows = styling.eyebrows;
    else diagnostics.push({ level: 'error', path: 'styling.eyebrows', message: 'must be a string ("breadcrumbs" or "section")' });
  }
  const interaction = config.interaction;
  if (isObject(interaction) && 'drilldown' in interaction) {
    if (typeof interaction.drilldown === 'boolean') settings.drilldown = interaction.drilldown;
    else diagnostics.push({ level: 'error', path: 'interaction.drilldown', message: 'must be true or false' });
  }
  return settings;
}
