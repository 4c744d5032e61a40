/**
 * The whole pipeline: docs.json (or an already resolved navigation) -> the resolved navigation.
 * load + $ref -> check and normalise -> OpenAPI pages -> page objects. Never throws for a bad
 * navigation: problems are Diagnostics and the good parts still resolve. Throws ConfigError only
 * when there is nothing to resolve (docs.json unreadable, not JSON, not an object).
 */
import type { PageMeta } from './decorate.js';
import type { SchemaCheck } from './openapi/graphql.js';
import type { SpecCheck } from './openapi/index.js';
import type { FoundOverlay } from './openapi/overlay.js';
import { ConfigError, type Diagnostic, errorMessage, formatPath, reportError, reportWarning } from './diagnostics.js';
import { cutDeep, cutMessage } from './json-cut.js';
import { MAX_DEPTH, measure } from './json-limits.js';
import { asConfig, folderOf, joinUrl, loadConfig, type TextReader } from './load.js';
import type { NavSettings } from './normalize.js';
import { checkNavigation, checkSettings, type SpecUses } from './schema/walk.js';
import { CONTENT_ORDER } from './schema/index.js';
import { isUntold } from './schema/severity.js';
import { expectYaml, openApiLocations, specUrl } from './spec-files.js';
import { withoutSpecs } from './unexpanded.js';

export type { NavSettings };
export type ResolvedNavigation = Record<string, unknown>;

export interface Resolved {
  navigation: ResolvedNavigation;
  settings: NavSettings;
  diagnostics: Diagnostic[];
  /** URL of the docs.json that was resolved. */
  url: string;
}

/** Page metadata as resolveDocs takes it: what `docs-nav index` prints, or a Map of its entries. */
export type PageIndexInput = ReadonlyMap<string, PageMeta> | Record<string, unknown>;

export interface ResolveOptions {
  /** Reads docs.json, `$ref` files and OpenAPI specs. */
  read: TextReader;
  signal?: AbortSignal;
  /** Largest OpenAPI spec read, in characters (50 MB): a larger one is an error, not a frozen page. */
  maxSpecSize?: number;
  /** What the error about a larger spec advises (by default: precompute the navigation with `docs-nav resolve`). */
  oversizeAdvice?: string;
  /**
   * Checks what the reference requires of a whole site around the navigation (`theme`, `name`,
   * `colors`, the rules of every other top-level field), reporting into the diagnostics: the CLI
   * passes `checkSite` of `core/schema/site.js`, as `docs-nav check` says what the reference says.
   * The elements need none of it, and never load it.
   */
  checkSite?: (config: Record<string, unknown>, diagnostics: Diagnostic[]) => void;
  /**
   * Page metadata by page path: the object `docs-nav index` prints (or a Map of its entries);
   * without it titles come from paths. May be a promise (an index still being fetched): it is
   * awaited only when the pages are decorated. Or the URL of that object, read with `read` beside
   * docs.json: one that cannot be read is a warning, and the pages keep the titles of their paths.
   */
  pages?: PageIndexInput | Promise<PageIndexInput | undefined> | string;
  /**
   * The pages of paths nothing describes (no page index, no spec) are PathPages (titles.ts): read
   * and written out as the plain `{title, href}` objects made otherwise, their title and href
   * made when read. For a caller that reads a few titles of a large navigation (the elements).
   */
  lazyPages?: boolean;
  /**
   * OpenAPI Overlays found beside docs.json, not named by it (overlay files of the docs folder
   * whose `extends` names a spec): applied to a spec that no `overlays` list names, as the
   * reference finds them. The CLI finds them; a browser cannot list a site's files.
   */
  foundOverlays?: readonly FoundOverlay[];
  /**
   * Why Mintlify's build refuses an OpenAPI document the navigation names (its validation: the
   * OpenAPI schema, its `$ref`s), or nothing: the CLI passes node/openapi-check.ts, so that
   * `docs-nav check` says what the reference says. A refused spec is an error at each place that
   * names it; its pages are made all the same. The elements need none of it, and never load it.
   */
  checkOpenApi?: SpecCheck;
  /** Why Mintlify's build refuses a GraphQL schema a tab names (graphql-js's validation), or nothing: as checkOpenApi, for `check`. */
  checkGraphql?: SchemaCheck;
}

/** Resolves the docs.json (or precomputed navigation) at `url`. */
export async function resolveDocs(url: string, options: ResolveOptions): Promise<Resolved> {
  // A page index given by its URL is asked for now, beside docs.json, not after it.
  const index = askIndex(options);
  const loaded = await loadConfig(url, options.read, options.signal);
  return resolveLoaded(loaded.config, loaded.url, loaded.root, loaded.diagnostics, options, index);
}

/** A page index asked for by its URL: its text, parsed by the decoration's chunk (decorate.ts readIndex). */
interface IndexText {
  file: string;
  text: Promise<string>;
}

function askIndex({ pages, read, signal }: ResolveOptions): IndexText | undefined {
  if (typeof pages !== 'string') return undefined;
  // (Called now; a reader that throws rather than rejects is a failed read too.)
  const text = (async () => read(pages, signal))();
  text.catch(() => {});
  return { file: pages, text };
}

/** Resolves a config object already in hand; `url` locates its OpenAPI specs. */
export async function resolveConfig(config: unknown, url: string, options: ResolveOptions): Promise<Resolved> {
  const diagnostics: Diagnostic[] = [];
  let checked = asConfig(config, url);
  // An object in hand may be nested deeper than docs.json may: cut in a copy, as loadConfig cuts a
  // docs.json (a value that holds itself cannot be written out at all).
  const size = measure(checked);
  if (size.cycle) throw new ConfigError([{ level: 'error', path: '', file: url, message: 'the config holds itself (a cycle of objects)' }]);
  if (size.levels > MAX_DEPTH) {
    const { value, cuts } = cutDeep(checked, [], { copy: true });
    checked = value as Record<string, unknown>;
    for (const cut of cuts) diagnostics.push({ level: 'error', path: formatPath(cut.path), message: cutMessage(cut) });
  }
  return resolveLoaded(checked, url, folderOf(url), diagnostics, options, askIndex(options));
}

/**
 * The decoration of pages from a page index or from the pages the spec stages made
 * (decorate.ts): a chunk of its own, as only such configs need it; any other navigation is
 * decorated by the check as it walks it. Its loading begins as soon as it is known to be needed,
 * beside the page index or the stages' chunk; a failure is handled where it is awaited.
 */
function loadDecorate(): Promise<typeof import('./decorate.js')> {
  const loading = import('./decorate.js');
  loading.catch(() => {});
  return loading;
}

/**
 * Words the problems the check left untold (schema/severity.ts): the words for zod's issues are a
 * chunk of their own (schema/issues.ts), which only a config with a problem needs. That chunk
 * missing or unreachable, each problem is still reported at its place, without them.
 */
async function wordProblems(diagnostics: Diagnostic[]): Promise<void> {
  if (!diagnostics.some(isUntold)) return;
  try {
    (await import('./schema/issues.js')).tellProblems(diagnostics);
  } catch (e) {
    const reason = errorMessage(e);
    diagnostics.forEach((d, i) => {
      if (isUntold(d)) diagnostics[i] = { level: d.level, path: 'at' in d ? formatPath(d.at) : d.path, message: `${d.level === 'error' ? 'is not valid' : 'was repaired'} (the code that says why could not be loaded: ${reason})` };
    });
  }
}

/** Settled before a promise that has not settled yet (Promise.race takes the first settled in their order). */
const NOT_YET: Promise<unknown> = Promise.resolve(Symbol('not yet'));

async function resolveLoaded(
  config: Record<string, unknown>,
  url: string,
  root: string,
  diagnostics: Diagnostic[],
  options: ResolveOptions,
  index?: IndexText,
): Promise<Resolved> {
  // A docs.json has `navigation`; what `docs-nav resolve` prints is the navigation itself, with
  // the two settings beside it.
  let rawNav: unknown = config.navigation;
  const precomputed = !Object.hasOwn(config, 'navigation') && CONTENT_ORDER.navigation.some((k) => Object.hasOwn(config, k));
  if (precomputed) {
    const { styling: _s, interaction: _i, ...nav } = config;
    rawNav = nav;
  }
  // What the reference requires of a whole site is checked when asked (docs-nav check).
  const site = options.checkSite && !precomputed ? options.checkSite : undefined;
  site?.(config, diagnostics);
  const settings = checkSettings(config, diagnostics, { quiet: Boolean(site) });
  let navigation: ResolvedNavigation = {};
  let uses: SpecUses = { openapi: false, asyncapi: false, graphql: false };
  // Without a page index (none given, or a promise of one already settled to none, as the
  // elements pass it), the check decorates the pages as it walks them, unless a spec stage is needed.
  const noIndex = options.pages === undefined || (options.pages instanceof Promise && (await Promise.race([options.pages, NOT_YET])) === undefined);
  let decorated = false;
  let decorating = noIndex ? undefined : loadDecorate();
  if (rawNav === undefined) {
    reportError(diagnostics, ['navigation'], `is missing: docs.json has no "navigation" (an object with "groups", "tabs", "pages"...)`);
  } else ({ navigation, uses, decorated } = checkNavigation(rawNav, diagnostics, { resolved: precomputed, decorate: noIndex, lazyPages: options.lazyPages }));
  await wordProblems(diagnostics);
  if (decorated) return { navigation, settings, diagnostics, url };
  const usesSpecs = uses.openapi || uses.asyncapi || uses.graphql;
  let generated: ReadonlyMap<string, PageMeta> = new Map();
  // The spec stages (OpenAPI, AsyncAPI, GraphQL) and their reading of spec files are a chunk of
  // their own, loaded only for a navigation that uses them (the check found what they would
  // do): a precomputed navigation (`docs-nav resolve`) or one without specs never downloads it.
  if (usesSpecs) {
    let stages: typeof import('./openapi/stages.js') | undefined;
    decorating ??= loadDecorate();
    // The spec files the OpenAPI settings name are asked for now, beside that chunk (and the
    // YAML parser's, for a YAML file); a failure is the stage's to report, when it reads the file.
    const early = new Map<string, Promise<string>>();
    if (uses.openapi) {
      for (const location of openApiLocations(navigation)) {
        const url = specUrl(location, root);
        if (url === undefined) continue;
        const text = options.read(url, options.signal);
        text.catch(() => undefined);
        early.set(url, text);
        expectYaml(url);
      }
    }
    try {
      stages = await import('./openapi/stages.js');
    } catch (e) {
      // Its chunk missing or unreachable takes down only what needs a spec.
      navigation = withoutSpecs(navigation, errorMessage(e), diagnostics);
    }
    if (stages) {
      const expanded = await stages.expandSpecs(navigation, uses, { ...options, root, source: rawNav, early, api: config.api });
      diagnostics.push(...expanded.diagnostics);
      ({ navigation, pages: generated } = expanded);
    }
  }
  let decorate: typeof import('./decorate.js');
  try {
    decorate = await (decorating ?? loadDecorate());
  } catch (e) {
    // Without its chunk, the pages are made as the check makes them (titles from their paths):
    // what needs the chunk goes, the page index's titles and the specs' pages, each reported.
    // The navigation is checked already and may hold page objects (a precomputed one): it is
    // walked again as a resolved one, whose page objects stay as they are.
    const reason = errorMessage(e);
    if (!noIndex) reportWarning(diagnostics, ['pages'], `not applied: the code that applies the page index could not be loaded (${reason})`);
    if (usesSpecs) navigation = withoutSpecs(navigation, reason, diagnostics);
    return { navigation: checkNavigation(navigation, [], { resolved: true, decorate: true }).navigation, settings, diagnostics, url };
  }
  const given = index ? await decorate.readIndex(index.text, index.file, diagnostics, options.signal) : await (options.pages as Exclude<ResolveOptions['pages'], string>);
  const pages = given === undefined || given instanceof Map ? (given as ReadonlyMap<string, PageMeta> | undefined) : decorate.pageMap(given, diagnostics);
  const resolved = decorate.decorateNavigation(navigation, {
    generated,
    pages,
    unknownPages: diagnostics,
  });
  return { navigation: resolved, settings, diagnostics, url };
}
