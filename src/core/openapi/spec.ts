/**
 * A loaded OpenAPI document and the lookups page generation needs, built lazily and cached so
 * that big specs (thousands of operations) cost linear time and are never cloned.
 */
import { formatPath, type PathSegment } from '../diagnostics.js';
import { kindOf } from '../json.js';
import { keepShape } from '../shapes.js';
import { parse as parsePath } from './posix.js';

export { DIVISION_ARRAYS } from '../spec-files.js';

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `value[key]` and `key in value` for objects of a spec document, for the code that runs once per
 * operation. A document's objects get new hidden classes with every parse; optimized code that
 * read them with property accesses would check for those classes, and be thrown away (and
 * optimized again) with every resolution. Reflect reads them without such checks.
 */
export const field = (value: Obj, key: string): unknown => Reflect.get(value, key);
export const hasField = (value: Obj, key: string): boolean => Reflect.has(value, key);

/** OpenAPI's HTTP methods in the order the reference visits them (`OpenAPIV3.HttpMethods`). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const HTTP_METHOD_SET = new Set<string>(HTTP_METHODS);
export const isHttpMethod = (m: string): boolean => HTTP_METHOD_SET.has(m);

/** The key naming a node's kind, in the reference's order of precedence. */
export const DIVISION_KEYS = ['group', 'anchor', 'tab', 'version', 'language', 'dropdown', 'product', 'item'];

/** Group name used for operations without a tag. */
export const DEFAULT_GROUP = 'API Reference';

/** Strips one trailing slash except on '/', for trailing-slash tolerant path lookups. */
const canonicalPath = (p: string): string => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

function unescapePointer(segment: string): string {
  const s = segment.replace(/~1/g, '/').replace(/~0/g, '~');
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

/**
 * A loaded spec. A plain object made by newSpec, every field present from the start, with its
 * methods as function-valued fields: its hidden class outlives a resolution (see "Stable shapes"
 * in generate.ts), so the code that reads it stays optimized from one resolution to the next.
 */
export interface Spec {
  /** The spec's location as the reference records it: "/dir/file.yaml" (from the docs root) or the URL. */
  readonly location: string;
  readonly doc: Obj;
  /** `paths` and `webhooks` of the document, when objects. */
  readonly paths: Obj | undefined;
  readonly webhooks: Obj | undefined;
  /** Lookups built on first use: tag names to groups (null when `tags` is no list), trailing-slash-free keys, resolved `$ref` items, key lists. */
  tagGroups: Map<string, unknown> | null | undefined;
  canonical: { paths: Map<string, string> | undefined; webhooks: Map<string, string> | undefined };
  resolved: { paths: Map<string, Obj | undefined>; webhooks: Map<string, Obj | undefined> };
  keyLists: { paths: string[] | undefined; webhooks: string[] | undefined };
  /**
   * Values of the document the navigation could not use as they are (an `x-group` that is no
   * string...), each said once: the stage reports them at the place of the config that made
   * the pages, and empties the list.
   */
  problems: string[];
  section: typeof section;
  deref: typeof deref;
  keys: typeof keys;
  item: typeof item;
  findKey: typeof findKey;
  tagDisplayName: typeof tagDisplayName;
  titleAndDescription: typeof titleAndDescription;
}

export function newSpec(location: string, doc: Obj): Spec {
  const paths = doc.paths;
  const webhooks = doc.webhooks;
  return {
    location,
    doc,
    paths: isObj(paths) ? paths : undefined,
    webhooks: isObj(webhooks) ? webhooks : undefined,
    tagGroups: undefined,
    canonical: { paths: undefined, webhooks: undefined },
    resolved: { paths: new Map(), webhooks: new Map() },
    keyLists: { paths: undefined, webhooks: undefined },
    problems: [],
    section,
    deref,
    keys,
    item,
    findKey,
    tagDisplayName,
    titleAndDescription,
  };
}

// One spec per resolution: see shapes.ts. Its lookups are made so that every field has the kind of
// value it will hold.
{
  const example = keepShape(newSpec('', { tags: [], paths: { '/': { $ref: '#/x' } }, webhooks: {} }));
  example.tagDisplayName('x');
  example.item('paths', '/');
  example.findKey('paths', '/x');
  example.keys('webhooks');
}

/** `paths` or `webhooks` of the document, when an object. */
function section(this: Spec, name: 'paths' | 'webhooks'): Obj | undefined {
  return name === 'paths' ? this.paths : this.webhooks;
}

/** Resolves an internal JSON pointer ("#/a/b") in `doc`; undefined for external or broken references. */
export function pointer(doc: Obj, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const path = ref.slice(1);
  if (path === '' || path === '/') return doc;
  let cur: unknown = doc;
  for (const raw of path.replace(/^\//, '').split('/')) {
    if (!isObj(cur) && !Array.isArray(cur)) return undefined;
    cur = (cur as Obj)[unescapePointer(raw)];
  }
  return cur;
}

/**
 * An object with its `$ref` resolved the way the reference's parser does it: the object's own
 * keys win, the referenced object's keys fill in the rest; chains are followed.
 */
function deref(this: Spec, value: unknown, depth = 0): unknown {
  if (!isObj(value) || typeof value.$ref !== 'string' || depth > 16) return value;
  const target = this.deref(pointer(this.doc, value.$ref), depth + 1);
  if (!isObj(target)) return value;
  const out: Obj = {};
  for (const [k, v] of Object.entries(value)) if (k !== '$ref') out[k] = v;
  for (const [k, v] of Object.entries(target)) if (out[k] === undefined) out[k] = v;
  return out;
}

/** The keys of `paths` or `webhooks` (none when it is no object), listed once. */
function keys(this: Spec, name: 'paths' | 'webhooks'): string[] {
  let list = this.keyLists[name];
  if (!list) {
    const sec = this.section(name);
    this.keyLists[name] = list = sec ? Object.keys(sec) : [];
  }
  return list;
}

/** The path item (or webhook item) under `key`, its `$ref` resolved; undefined when not an object. */
function item(this: Spec, name: 'paths' | 'webhooks', key: string): Obj | undefined {
  const sec = this.section(name);
  const raw = sec && field(sec, key);
  if (!isObj(raw)) return undefined;
  // Most items are no reference: they are themselves. The others are resolved once.
  if (typeof field(raw, '$ref') !== 'string') return raw;
  const cache = this.resolved[name];
  const known = cache.get(key);
  if (known !== undefined || cache.has(key)) return known;
  const resolved = this.deref(raw);
  const out = isObj(resolved) ? resolved : undefined;
  cache.set(key, out);
  return out;
}

/**
 * The spec key an endpoint reference names: an exact key wins, else the first key that matches
 * ignoring one trailing slash (the reference's `findOpenApiPath`).
 */
function findKey(this: Spec, name: 'paths' | 'webhooks', endpoint: string): string | undefined {
  const sec = this.section(name);
  if (!sec) return undefined;
  if (Object.prototype.hasOwnProperty.call(sec, endpoint) && isObj(field(sec, endpoint))) return endpoint;
  let byCanonical = this.canonical[name];
  if (!byCanonical) {
    byCanonical = new Map();
    for (const [k, v] of Object.entries(sec)) {
      if (!isObj(v)) continue;
      const c = canonicalPath(k);
      if (!byCanonical.has(c)) byCanonical.set(c, k);
    }
    this.canonical[name] = byCanonical;
  }
  return byCanonical.get(canonicalPath(endpoint));
}

/** `problem` of the value at `at` (`['tags', 2, 'x-group']`), said once (see Spec.problems). */
export function specProblem(spec: Spec, at: PathSegment[], value: unknown, expected: string, outcome: string): void {
  spec.problems.push(`${formatPath(at)} must be ${expected}, not ${kindOf(value)}: ${outcome}`);
}

/**
 * A tag's display name: its `x-group` from the top-level `tags` list, else the tag itself. An
 * `x-group` that is no string is reported, and the tag's name used: a group's name is text.
 */
function tagDisplayName(this: Spec, tag: string | undefined): unknown {
  if (tag === undefined || tag === '') return undefined;
  let groups = this.tagGroups;
  if (groups === undefined) {
    const tags = field(this.doc, 'tags');
    groups = null;
    if (Array.isArray(tags)) {
      groups = new Map();
      for (let i = 0; i < tags.length; i++) {
        const t: unknown = tags[i];
        const name = isObj(t) ? field(t, 'name') : undefined;
        if (typeof name !== 'string' || groups.has(name)) continue;
        const group = field(t as Obj, 'x-group');
        if (group === undefined || group === null || typeof group === 'string') groups.set(name, group ?? name);
        else {
          specProblem(this, ['tags', i, 'x-group'], group, 'a string', `the tag name "${name}" is used`);
          groups.set(name, name);
        }
      }
    }
    this.tagGroups = groups;
  }
  if (groups === null) return tag;
  return groups.has(tag) ? groups.get(tag) : tag;
}

/**
 * The operation's summary and description as the reference finds them: it re-reads the
 * operation through its "FILE METHOD PATH" meta tag, which finds nothing when the spec's file
 * name or path contains white space.
 */
function titleAndDescription(this: Spec, method: string, pathKey: string): { title?: unknown; description?: unknown } {
  const parts = `${this.location} ${method} ${pathKey}`.trim().split(/\s+/);
  let filename: string | undefined;
  let m: string | undefined;
  let endpoint: string | undefined;
  if (parts.length > 3) return {};
  if (parts[0] && parts[1] && parts[2]) [filename, m, endpoint] = parts;
  else if (parts[0] && parts[1]) [m, endpoint] = parts;
  else return {};
  m = m!.toLowerCase();
  if (!isHttpMethod(m)) return {};
  if (filename !== undefined && filename !== this.location && filename !== parsePath(this.location).name) return {};
  const key = this.findKey('paths', endpoint!);
  if (key === undefined) return {};
  const found = this.item('paths', key);
  if (!found || !hasField(found, m)) return {};
  const op = field(found, m);
  if (!isObj(op)) return {};
  return { title: field(op, 'summary'), description: field(op, 'description') };
}
