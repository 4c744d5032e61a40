/**
 * OpenAPI Overlays (https://spec.openapis.org/overlay/v1.1.0.html) that docs.json names for a
 * spec, `"openapi": {"source": "api.yaml", "overlays": ["overlays/titles.yaml"]}`: applied to
 * the spec, in their order, before any page is made of it, wherever the spec is used (its
 * divisions and groups, endpoints named by hand), as the reference build applies them: JSONPath
 * as RFC 9535 defines it (json-p3, the library the reference queries with), and the
 * specification's rules for `update`, `copy` and `remove`.
 *
 * A chunk of its own, with json-p3: only a docs.json that names overlays loads it.
 *
 * To a spec no `overlays` list names, the reference applies the overlay files of the repository
 * whose `extends` names it: the CLI finds them (node/page-index.ts) and passes them
 * (`foundOverlays`); a browser cannot list a site's files.
 */
import { FunctionExpressionType, JSONPathEnvironment } from 'json-p3';
import * as z from 'zod/mini';
import { type Diagnostic, errorMessage, formatPath, type PathSegment } from '../diagnostics.js';
import { isObject } from '../json.js';
import { specUrl } from '../spec-files.js';
import { parseDocText } from './parse.js';
import type { Places } from './places.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

// ---- which overlays each spec takes -----------------------------------------------------------

/** The overlays named for each spec, by the spec's URL: their URLs, in order (from the first place that names a list). */
export type OverlayLists = Map<string, { urls: string[]; refs: string[] }>;

/**
 * The `overlays` lists of every `openapi` setting in `node` (the navigation, at `at`; or the
 * whole docs.json, as the reference collects them): `{source, overlays}`, alone or in a list,
 * by spec. A spec named with two different lists is an error (the reference refuses the build):
 * the first list is kept. An overlay that is no file of the docs folder and no https URL is an
 * error too, and left out of its list.
 */
export function overlayLists(node: unknown, places: Places, root: string, at: PathSegment[] = ['navigation']): { lists: OverlayLists; diagnostics: Diagnostic[] } {
  const lists: OverlayLists = new Map();
  const diagnostics: Diagnostic[] = [];
  const setting = (value: unknown, at: PathSegment[]): void => {
    if (!isObject(value) || typeof value.source !== 'string' || !Array.isArray(value.overlays)) return;
    const spec = specUrl(value.source.trim(), root);
    if (spec === undefined) return;
    const urls: string[] = [];
    const refs: string[] = [];
    value.overlays.forEach((ref: unknown, i) => {
      if (typeof ref !== 'string') return;
      const url = overlayUrl(ref.trim(), root);
      if ('error' in url) diagnostics.push({ level: 'error', path: formatPath([...at, 'overlays', i]), message: url.error });
      else {
        urls.push(url.url);
        refs.push(ref.trim());
      }
    });
    const known = lists.get(spec);
    if (!known) lists.set(spec, { urls, refs });
    else if (known.urls.join('\n') !== urls.join('\n')) {
      diagnostics.push({
        level: 'error',
        path: formatPath([...at, 'overlays']),
        message: `OpenAPI spec ${JSON.stringify(value.source)} is named with another list of overlays before ([${known.refs.join(', ')}]): the reference build refuses two lists for one spec; the first is used here`,
      });
    }
  };
  const walk = (node: unknown, at: PathSegment[]): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...at, places.index(node, i)]));
      return;
    }
    if (!isObject(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'openapi') {
        if (Array.isArray(value)) value.forEach((entry, i) => setting(entry, [...at, key, i]));
        else setting(value, [...at, key]);
      } else if (typeof value === 'object') walk(value, [...at, key]);
    }
  };
  walk(node, at);
  return { lists, diagnostics };
}

/**
 * An overlay file found in the docs folder rather than named by docs.json: its name (its path
 * from the docs root), the URL of the spec its `extends` names, and its document, checked.
 */
export interface FoundOverlay {
  name: string;
  extends: string;
  overlay: Overlay;
}

/**
 * The overlays the spec at `url` takes when docs.json names no list for it: the overlay files
 * found whose `extends` names it, in the order of their names (the reference's rule; a list in
 * docs.json, even an empty one, wins).
 */
export function foundFor(url: string, found: readonly FoundOverlay[]): { overlay: Overlay; name: string }[] {
  return found
    .filter((f) => f.extends === url)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map(({ overlay, name }) => ({ overlay, name }));
}

/**
 * Where an overlay named `ref` is read: an https URL, or a path from the docs root, as the
 * reference reads it (`./` and a leading `/` alike; a `..` above the root stays at the root).
 */
function overlayUrl(ref: string, root: string): { url: string } | { error: string } {
  if (/^https:/i.test(ref)) return { url: ref };
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref)) return { error: `overlay ${JSON.stringify(ref)} must be an https URL, or a file of the docs folder` };
  const url = specUrl(rootPath(ref), root);
  return url === undefined ? { error: `overlay ${JSON.stringify(ref)} cannot be located relative to ${root}` } : { url };
}

/** A path as the reference keys overlays and the specs they extend: from the docs root, `.` and `..` resolved, a `..` above the root staying at the root. */
export function rootPath(p: string): string {
  const segments: string[] = [];
  for (const segment of p.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/**
 * What a spec becomes with its overlays: those its docs.json list names (read with `read`, each
 * once, checked), else the overlay files found for it (`found`). Rejects with the overlay's
 * error when one cannot be read, checked or applied.
 */
export function overlaysOf(lists: OverlayLists, found: readonly FoundOverlay[], read: (url: string) => Promise<string>): (doc: unknown, specUrl: string) => Promise<unknown> {
  const overlays = new Map<string, Promise<Overlay>>();
  const overlayAt = (url: string, name: string): Promise<Overlay> => {
    let p = overlays.get(url);
    if (!p) {
      p = read(url)
        .then((text) => parseDocText(text, name))
        .then(overlayOf)
        .catch((e: unknown) => Promise.reject(new Error(`overlay ${JSON.stringify(name)}: ${errorMessage(e)}`)));
      // (a failure is reported with each spec that names it)
      p.catch(() => undefined);
      overlays.set(url, p);
    }
    return p;
  };
  return async (doc, specUrl) => {
    const list = lists.get(specUrl);
    // A list in docs.json (even an empty one) wins over the overlay files found.
    if (!list) return applyOverlays(doc, foundFor(specUrl, found));
    return applyOverlays(doc, await Promise.all(list.urls.map(async (url, i) => ({ overlay: await overlayAt(url, list.refs[i]!), name: list.refs[i]! }))));
  };
}

// ---- an overlay document ----------------------------------------------------------------------

/** Fields besides the fixed ones: specification extensions (`x-...`) only. */
const onlyKnown = (known: readonly string[]) =>
  z.superRefine((value: Record<string, unknown>, ctx) => {
    for (const key of Object.keys(value)) {
      if (!known.includes(key) && !key.startsWith('x-')) {
        ctx.addIssue({ code: 'custom', input: value, message: `Unknown field "${key}". Only specification extensions (fields starting with "x-") are allowed in addition to the fixed fields.` });
      }
    }
  });

const action = z
  .looseObject({
    target: z.string({ error: 'Each Overlay action requires a "target" JSONPath expression' }).check(z.trim(), z.minLength(1, 'Each Overlay action requires a non-empty "target" JSONPath expression')),
    description: z.optional(z.string()),
    update: z.optional(z.unknown()),
    copy: z.optional(z.string().check(z.trim(), z.minLength(1))),
    remove: z.optional(z.boolean()),
  })
  .check(
    onlyKnown(['target', 'description', 'update', 'copy', 'remove']),
    z.superRefine((a, ctx) => {
      if (a.update !== undefined && a.copy !== undefined) {
        ctx.addIssue({ code: 'custom', input: a, message: `Action targeting "${a.target}" sets both "update" and "copy". Use only one modifier per action.` });
      }
      if (a.update === undefined && a.copy === undefined && a.remove !== true) {
        ctx.addIssue({ code: 'custom', input: a, message: `Action targeting "${a.target}" has no effect. Set "update", "copy", or "remove: true".` });
      }
    }),
  );

/** An Overlay document (1.0 or 1.1), as the reference checks it. */
const overlayDocument = z
  .looseObject({
    overlay: z
      .string({ error: (issue) => (issue.input === undefined ? 'The Overlay "overlay" version field is required' : 'The Overlay "overlay" version field must be a string, e.g. "1.1.0"') })
      .check(z.regex(/^1\.[01](\.\d+)?$/, 'Unsupported Overlay Specification version. Supported versions are 1.0.x and 1.1.x')),
    info: z
      .looseObject({
        title: z.string({ error: 'The Overlay "info.title" field is required' }),
        version: z.string({ error: 'The Overlay "info.version" field is required' }),
        description: z.optional(z.string()),
      })
      .check(onlyKnown(['title', 'version', 'description'])),
    extends: z.optional(z.string()),
    actions: z.array(action).check(z.minLength(1, 'The Overlay "actions" array must contain at least one action')),
  })
  .check(
    onlyKnown(['overlay', 'info', 'extends', 'actions']),
    // `copy` came with the specification's 1.1.0.
    z.superRefine((doc, ctx) => {
      if (!doc.overlay.startsWith('1.0')) return;
      doc.actions.forEach((a, i) => {
        if (a.copy !== undefined) {
          ctx.addIssue({ code: 'custom', input: a, path: ['actions', i, 'copy'], message: 'The "copy" modifier requires Overlay Specification 1.1.0 or later. Declare overlay: "1.1.0" to use copy.' });
        }
      });
    }),
  );

export type Overlay = z.infer<typeof overlayDocument>;

/** `value` (a parsed overlay file) as an Overlay document; an Error saying what is wrong otherwise. */
export function overlayOf(value: unknown): Overlay {
  // As JSON first (YAML's dates become strings), as the reference reads it.
  const result = overlayDocument.safeParse(value === undefined ? value : asJson(value, 'The overlay'));
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => `${issue.path.length ? `${issue.path.join('.')}: ` : ''}${issue.message}`).join('; ');
  throw new Error(`Invalid OpenAPI Overlay document: ${details}`);
}

// ---- applying overlays ------------------------------------------------------------------------

/** `value` copied as JSON; an Error naming `what` when it cannot be (nested too deep to be written out, or holding itself). */
function asJson(value: unknown, what: string): Json {
  try {
    return JSON.parse(JSON.stringify(value)) as Json;
  } catch (e) {
    throw new Error(`${what} cannot be read as JSON (${e instanceof RangeError ? 'it nests too deep' : errorMessage(e)})`);
  }
}

/** The most actions one overlay may have, and the time all the overlays of a spec may take (the reference's limits). */
export const MAX_ACTIONS = 1000;
const TIME_BUDGET_MS = 30_000;

/** The longest pattern and string `match()` and `search()` take (the reference's limits). */
const MAX_PATTERN = 512;
const MAX_INPUT = 100_000;

/** The regular expressions of `match()` and `search()`, in linear time (./regex.ts, loaded when an overlay calls one). */
let regex: typeof import('./regex.js') | undefined;

/** JSONPath's `match()` (whole string) or `search()` (a part), through RE2 rather than the engine's backtracking RegExp. */
class LinearFilter {
  readonly argTypes = [FunctionExpressionType.ValueType, FunctionExpressionType.ValueType];
  readonly returnType = FunctionExpressionType.LogicalType;
  constructor(private readonly whole: boolean) {}
  call(s: unknown, pattern: unknown): boolean {
    if (typeof pattern === 'string' && pattern.length > MAX_PATTERN) throw new Error(`JSONPath regex patterns are limited to ${MAX_PATTERN} characters`);
    if (typeof s === 'string' && s.length > MAX_INPUT) throw new Error(`JSONPath regex input strings are limited to ${MAX_INPUT} characters`);
    if (typeof s !== 'string' || typeof pattern !== 'string') return false;
    if (!regex) throw new Error('the code of match() and search() could not be loaded');
    return this.whole ? regex.matches(s, pattern) : regex.finds(s, pattern);
  }
}

const jsonPath = new JSONPathEnvironment();
jsonPath.functionRegister.set('match', new LinearFilter(true));
jsonPath.functionRegister.set('search', new LinearFilter(false));

/** Whether an action's expressions call `match()` or `search()`. */
const callsRegex = (a: Overlay['actions'][number]): boolean => /\b(?:match|search)\s*\(/.test(`${a.target} ${a.copy ?? ''}`);

/**
 * `doc` with `overlays` applied in order: a copy made as JSON (YAML's dates become strings,
 * as in the reference). Throws an Error naming the overlay, the action and its target when one
 * cannot be applied: the spec is then not used, as a spec that cannot be loaded.
 */
export async function applyOverlays(doc: unknown, overlays: { overlay: Overlay; name: string }[]): Promise<unknown> {
  if (!overlays.length) return doc;
  if (!regex && overlays.some(({ overlay }) => overlay.actions.some(callsRegex))) {
    // Its chunk missing or unreachable: match() and search() say so where they are called.
    regex = await import('./regex.js').catch(() => undefined);
  }
  const out = asJson(doc, 'The spec');
  const deadline = Date.now() + TIME_BUDGET_MS;
  for (const { overlay, name } of overlays) {
    const fail = (i: number, message: string): never => {
      throw new Error(`Overlay action ${i + 1} in overlay ${name} (target: ${overlay.actions[Math.min(i, overlay.actions.length - 1)]!.target}): ${message}`);
    };
    if (overlay.actions.length > MAX_ACTIONS) fail(MAX_ACTIONS, `the overlay declares ${overlay.actions.length} actions, above the supported maximum of ${MAX_ACTIONS}`);
    overlay.actions.forEach((a, i) => {
      if (Date.now() >= deadline) fail(i, `overlay application exceeded the ${TIME_BUDGET_MS}ms processing budget`);
      try {
        applyAction(out, a, (message) => fail(i, message));
      } catch (e) {
        // A value nested past what the engine's stack holds, met while copying or merging it.
        if (e instanceof RangeError) fail(i, 'a value nests too deep to be applied');
        throw e;
      }
    });
  }
  return out;
}

interface Found {
  value: Json;
  path: PathSegment[];
}

/** The nodes `expression` selects in `doc`, each once. */
function select(doc: Json, expression: string, label: string, fail: (message: string) => never): Found[] {
  let nodes;
  try {
    nodes = jsonPath.query(expression, doc).nodes;
  } catch (e) {
    return fail(`invalid JSONPath expression ${label}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const seen = new Set<string>();
  const out: Found[] = [];
  for (const node of nodes) {
    const key = JSON.stringify(node.location);
    if (node.value === undefined || seen.has(key)) continue;
    seen.add(key);
    out.push({ value: node.value as Json, path: [...node.location] });
  }
  return out;
}

function applyAction(doc: Json, a: Overlay['actions'][number], fail: (message: string) => never): void {
  const nodes = select(doc, a.target, JSON.stringify(a.target), fail);
  if (a.remove === true) return remove(doc, nodes, fail);
  // A target that selects nothing changes nothing.
  if (!nodes.length) return;
  let value: Json;
  if (a.copy !== undefined) {
    const from = select(doc, a.copy, `${JSON.stringify(a.copy)} (copy)`, fail);
    if (from.length !== 1) fail(`the "copy" expression "${a.copy}" must select exactly one node, but selected ${from.length}`);
    value = structuredClone(from[0]!.value);
  } else if (a.update !== undefined) {
    // (JSON already: overlayOf read the overlay as JSON)
    value = a.update as Json;
  } else return;
  const kinds = new Set(nodes.map((n) => kindOf(n.value)));
  if (kinds.size > 1) fail('the target expression selects nodes of mixed types. Selected nodes must be all objects, all arrays, or all primitives');
  for (const node of nodes) {
    const target = node.value;
    if (Array.isArray(target)) {
      // An array takes the entries of an array, or the value itself.
      for (const entry of Array.isArray(value) ? value : [value]) target.push(structuredClone(entry));
    } else if (kindOf(target) === 'object') {
      if (kindOf(value) !== 'object') fail('the value must be an object to merge with the selected object nodes');
      merge(target as JsonObject, value as JsonObject, [], fail);
    } else {
      if (kindOf(value) !== 'primitive') fail('the value must be a primitive to replace the selected primitive nodes');
      if (!node.path.length) fail('the document root cannot be replaced with a primitive value');
      setIn(parentOf(doc, node.path, fail), node.path.at(-1)!, value, fail);
    }
  }
}

/** Removes the selected nodes, the deepest first and the last of an array first, so that the places of the others hold. */
function remove(doc: Json, nodes: Found[], fail: (message: string) => never): void {
  const order = (a: Found, b: Found): number => {
    if (a.path.length !== b.path.length) return b.path.length - a.path.length;
    for (let i = 0; i < a.path.length; i++) {
      const x = a.path[i]!;
      const y = b.path[i]!;
      if (x === y) continue;
      if (typeof x === 'number' && typeof y === 'number') return y - x;
      return String(x) < String(y) ? -1 : 1;
    }
    return 0;
  };
  for (const node of [...nodes].sort(order)) {
    if (!node.path.length) fail('the document root cannot be removed');
    const parent = parentOf(doc, node.path, fail);
    const key = node.path.at(-1)!;
    if (Array.isArray(parent) && typeof key === 'number') parent.splice(key, 1);
    else if (kindOf(parent) === 'object' && typeof key === 'string') delete (parent as JsonObject)[key];
    else fail('the selected node cannot be removed from its parent');
  }
}

/** The Overlay specification's merge of an `update` (or copied) object into an object, in place. */
function merge(target: JsonObject, update: JsonObject, at: string[], fail: (message: string) => never): void {
  for (const [key, value] of Object.entries(update)) {
    const current = Object.hasOwn(target, key) ? target[key] : undefined;
    if (current === undefined) setOwn(target, key, structuredClone(value));
    else if (kindOf(current) === 'primitive' && kindOf(value) === 'primitive') setOwn(target, key, value);
    else if (Array.isArray(current) && Array.isArray(value)) for (const entry of value) current.push(structuredClone(entry));
    else if (kindOf(current) === 'object' && kindOf(value) === 'object') merge(current as JsonObject, value as JsonObject, [...at, key], fail);
    else {
      fail(`Cannot merge incompatible values at "${[...at, key].join('.')}". A primitive can only replace a primitive, an array can only be concatenated with an array, and an object can only be merged with an object.`);
    }
  }
}

function parentOf(doc: Json, path: PathSegment[], fail: (message: string) => never): Json {
  let node = doc;
  for (const key of path.slice(0, -1)) {
    const next = Array.isArray(node) ? (typeof key === 'number' ? node[key] : undefined) : kindOf(node) === 'object' && typeof key === 'string' && Object.hasOwn(node as JsonObject, key) ? (node as JsonObject)[key] : undefined;
    if (next === undefined) fail(`the selected node's location no longer exists in the document`);
    node = next!;
  }
  return node;
}

function setIn(parent: Json, key: PathSegment, value: Json, fail: (message: string) => never): void {
  if (Array.isArray(parent) && typeof key === 'number') parent[key] = value;
  else if (kindOf(parent) === 'object' && typeof key === 'string') setOwn(parent as JsonObject, key, value);
  else fail('the selected node cannot be replaced in its parent');
}

/** A key set as an own property, `__proto__` included (no setter of the prototype runs). */
function setOwn(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function kindOf(value: unknown): 'object' | 'array' | 'primitive' {
  return Array.isArray(value) ? 'array' : typeof value === 'object' && value !== null ? 'object' : 'primitive';
}

