/**
 * The spec stages as resolve.ts runs them, in this on-demand chunk with them: GraphQL, then
 * OpenAPI, then AsyncAPI (the reference's order), each taking the navigation the one before made,
 * over one reader of spec files. A page of the main bundle that needs no spec loads none of it.
 */
import type { TextReader } from '../load.js';
import { expectYaml, specUrl } from '../spec-files.js';
import type { SpecUses } from '../schema/walk.js';
import { expandAsyncApi } from './asyncapi.js';
import { expandGraphql, type SchemaCheck } from './graphql.js';
import { expandOpenApi, type Diagnostic, type PageMeta, type SpecCheck } from './index.js';
import { parseDocText, parseSpecText } from './parse.js';
import type { FoundOverlay } from './overlay.js';
import { Places } from './places.js';

/** Which stages have something to do (the check of the navigation finds it, before this chunk is loaded). */
export type { SpecUses };

export interface SpecReading {
  read: TextReader;
  signal?: AbortSignal;
  /** Where relative spec paths start: the folder of docs.json. */
  root: string;
  /** Largest spec read, in characters (50 MB by default). */
  maxSpecSize?: number;
  /** What the error about a larger spec advises (by default: precompute with `docs-nav resolve`). */
  oversizeAdvice?: string;
  /** The navigation as docs.json has it, before checking: problems are reported at its indices. */
  source?: unknown;
  /** Texts of spec files asked for before the stages began, by URL (see spec-files.ts): taken from here when a stage reads one. */
  early?: Map<string, Promise<string>>;
  /** Overlay files found beside docs.json (see ResolveOptions). */
  foundOverlays?: readonly FoundOverlay[];
  /** docs.json's `api` settings: an `overlays` list in `api.openapi` is a spec's list in the navigation too. */
  api?: unknown;
  /** Why the reference build refuses an OpenAPI document (see ResolveOptions.checkOpenApi). */
  checkOpenApi?: SpecCheck;
  /** Why the reference build refuses a GraphQL schema (see ResolveOptions.checkGraphql). */
  checkGraphql?: SchemaCheck;
}

const MAX_SPEC_SIZE = 50_000_000;
const megabytes = (n: number): string => (n < 1_000_000 ? `${Math.ceil(n / 1000)} KB` : `${(n / 1_000_000).toFixed(n < 10_000_000 ? 1 : 0)} MB`);

type Expanded = { navigation: Record<string, unknown>; pages: ReadonlyMap<string, PageMeta>; diagnostics: Diagnostic[] };

/** Runs the stages `uses` names on `navigation`: the navigation they made, their pages and their diagnostics. */
export async function expandSpecs(navigation: Record<string, unknown>, uses: SpecUses, options: SpecReading): Promise<Expanded> {
  const { read, signal, root } = options;
  const limit = options.maxSpecSize ?? MAX_SPEC_SIZE;
  const diagnostics: Diagnostic[] = [];
  const places = options.source === undefined ? new Places() : Places.of(options.source, navigation);
  // One read and parse per URL, however many places and spellings name it. An entry goes once
  // its spec is in (the stage asks for every spec before it waits for any): the parsed
  // document must not outlive the stage.
  const specs = new Map<string, Promise<unknown>>();
  const urlOf = (source: string): string | undefined => specUrl(source, root);
  // The texts of files asked for before they are read: by the caller (the OpenAPI settings'),
  // and those of a later stage, before the first stage runs (see below).
  const early = options.early ?? new Map<string, Promise<string>>();
  const readText = (specUrl: string): Promise<string> => {
    const text = early.get(specUrl);
    early.delete(specUrl);
    return text ?? read(specUrl, signal);
  };
  // The texts of the specs read, for the check of a spec that wants them (ResolveOptions.checkOpenApi).
  const texts = new WeakMap<object, string>();
  const load = (source: string, parse: (text: string, source: string) => Promise<unknown>): Promise<unknown> => {
    const specUrl = urlOf(source);
    if (specUrl === undefined) return Promise.reject(new Error(`cannot locate "${source}" relative to ${root}`));
    let p = specs.get(specUrl);
    if (!p) {
      expectYaml(specUrl);
      p = readText(specUrl).then((text) => {
        if (text.length > limit) {
          throw new Error(`the file is ${megabytes(text.length)}, over the ${megabytes(limit)} limit; ${options.oversizeAdvice ?? 'precompute the navigation with "docs-nav resolve" instead'}`);
        }
        const parsed = parse(text, source);
        // (Only when checking: the stage's order of concurrent writes counts microtask turns.)
        return options.checkOpenApi ? parsed.then((doc) => (typeof doc === 'object' && doc !== null && texts.set(doc, text), doc)) : parsed;
      });
      specs.set(specUrl, p);
      const forget = () => specs.delete(specUrl);
      p.then(forget, forget);
    }
    return p;
  };
  // A stage's outcome: its navigation and diagnostics are kept, its pages returned.
  const expand = async (stage: Promise<Expanded>): Promise<ReadonlyMap<string, PageMeta>> => {
    const expanded = await stage;
    diagnostics.push(...expanded.diagnostics);
    navigation = expanded.navigation;
    return expanded.pages;
  };
  // The AsyncAPI stage runs last, on what the others made, but the files it reads are named in
  // docs.json: asked for now, they come while the other stages run, not one round trip after
  // them. (Their texts only: parsed, a document lives no longer than its stage.)
  if (uses.asyncapi && (uses.openapi || uses.graphql)) {
    // (not the navigation's own: the stage makes no pages of it, and reads no file for it)
    for (const source of Object.entries(navigation).flatMap(([key, value]) => (key === 'asyncapi' ? [] : asyncApiSources(value)))) {
      const specUrl = urlOf(source);
      if (specUrl === undefined || early.has(specUrl)) continue;
      const text = read(specUrl, signal);
      // (a failure is the stage's to report, when it asks for the file)
      text.catch(() => undefined);
      early.set(specUrl, text);
      expectYaml(specUrl);
    }
  }
  /**
   * How the OpenAPI stage parses a spec: as it is, or with the overlays docs.json names for it
   * applied (their chunk loaded only then). An overlay that cannot be read or applied makes the
   * spec one that could not be loaded, with the overlay's error.
   */
  const openApiParser = async (nav: Record<string, unknown>): Promise<(text: string, source: string) => Promise<unknown>> => {
    const found = options.foundOverlays ?? [];
    // The reference collects the lists of the whole docs.json: `api.openapi` names them too.
    const settings = { navigation: nav, api: options.api };
    if (!namesOverlays(settings) && !found.length) return parseSpecText;
    const { overlayLists, overlaysOf } = await import('./overlay.js');
    const { lists, diagnostics: problems } = overlayLists(settings, places, root, []);
    diagnostics.push(...problems);
    const overlaid = overlaysOf(lists, found, (url) => {
      expectYaml(url);
      return readText(url).then((text) => {
        if (text.length > limit) throw new Error(`the file is ${megabytes(text.length)}, over the ${megabytes(limit)} limit`);
        return text;
      });
    });
    return async (text, source) => overlaid(await parseSpecText(text, source), urlOf(source.trim()) ?? '');
  };
  // GraphQL's pages win a slug, then AsyncAPI's, then OpenAPI's.
  const graphqlPages = uses.graphql ? await expand(expandGraphql(navigation, (source) => load(source, async (text) => text) as Promise<string>, places, options.checkGraphql)) : new Map();
  const parseOpenApi = uses.openapi ? await openApiParser(navigation) : parseSpecText;
  const { checkOpenApi } = options;
  let pages: ReadonlyMap<string, PageMeta> = uses.openapi ? await expand(expandOpenApi(navigation, (source) => load(source, parseOpenApi), places, checkOpenApi && ((doc) => checkOpenApi(doc, texts.get(doc))))) : new Map();
  if (uses.asyncapi) {
    const asyncapiPages = await expand(expandAsyncApi(navigation, (source) => load(source, parseDocText), places));
    if (asyncapiPages.size) pages = new Map([...pages, ...asyncapiPages]);
  }
  if (graphqlPages.size) pages = new Map([...pages, ...graphqlPages]);
  return { navigation, pages, diagnostics };
}

/** Whether an `openapi` setting of the navigation (`{source, overlays}`, alone or in a list) names overlays. */
function namesOverlays(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(namesOverlays);
  if (typeof node !== 'object' || node === null) return false;
  const setting = (node as Record<string, unknown>).openapi;
  if ([setting].flat().some((s) => typeof s === 'object' && s !== null && Array.isArray((s as Record<string, unknown>).overlays))) return true;
  return Object.entries(node).some(([key, value]) => key !== 'openapi' && typeof value === 'object' && namesOverlays(value));
}

/** The files `asyncapi` settings name anywhere in a navigation (a path, a list of them, or `{source}`). */
function asyncApiSources(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) asyncApiSources(item, out);
  } else if (typeof node === 'object' && node !== null) {
    const setting = (node as Record<string, unknown>).asyncapi;
    const named = typeof setting === 'object' && setting !== null && !Array.isArray(setting) ? [(setting as Record<string, unknown>).source] : [setting].flat();
    for (const source of named) if (typeof source === 'string' && source) out.push(source);
    for (const [key, value] of Object.entries(node)) if (key !== 'asyncapi' && typeof value === 'object') asyncApiSources(value, out);
  }
  return out;
}
