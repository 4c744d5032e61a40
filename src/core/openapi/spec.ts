/**
 * A loaded OpenAPI document and the lookups page generation needs, built lazily and cached so
 * that big specs (thousands of operations) cost linear time and are never cloned.
 */
import { parse as parsePath } from './posix.js';

export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** OpenAPI's HTTP methods in the order the reference visits them (`OpenAPIV3.HttpMethods`). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const HTTP_METHOD_SET = new Set<string>(HTTP_METHODS);
export const isHttpMethod = (m: string): boolean => HTTP_METHOD_SET.has(m);

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

export class Spec {
  /** The spec's location as the reference records it: "/dir/file.yaml" (from the docs root) or the URL. */
  readonly location: string;
  readonly doc: Obj;
  private tagGroups?: Map<string, unknown>;
  private canonical?: Map<string, Map<string, string>>;
  private resolved = { paths: new Map<string, Obj | undefined>(), webhooks: new Map<string, Obj | undefined>() };
  private keyLists: { paths?: string[]; webhooks?: string[] } = {};

  constructor(location: string, doc: Obj) {
    this.location = location;
    this.doc = doc;
  }

  /** `paths` or `webhooks` of the document, when an object. */
  section(name: 'paths' | 'webhooks'): Obj | undefined {
    const v = this.doc[name];
    return isObj(v) ? v : undefined;
  }

  /** Resolves an internal JSON pointer ("#/a/b"); undefined for external or broken references. */
  private pointer(ref: string): unknown {
    if (!ref.startsWith('#')) return undefined;
    const path = ref.slice(1);
    if (path === '' || path === '/') return this.doc;
    let cur: unknown = this.doc;
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
  deref(value: unknown, depth = 0): unknown {
    if (!isObj(value) || typeof value.$ref !== 'string' || depth > 16) return value;
    const target = this.deref(this.pointer(value.$ref), depth + 1);
    if (!isObj(target)) return value;
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) if (k !== '$ref') out[k] = v;
    for (const [k, v] of Object.entries(target)) if (out[k] === undefined) out[k] = v;
    return out;
  }

  /** The keys of `paths` or `webhooks` (none when it is no object), listed once. */
  keys(section: 'paths' | 'webhooks'): string[] {
    let keys = this.keyLists[section];
    if (!keys) {
      const sec = this.section(section);
      this.keyLists[section] = keys = sec ? Object.keys(sec) : [];
    }
    return keys;
  }

  /** The path item (or webhook item) under `key`, its `$ref` resolved; undefined when not an object. */
  item(section: 'paths' | 'webhooks', key: string): Obj | undefined {
    const raw = this.section(section)?.[key];
    if (!isObj(raw)) return undefined;
    // Most items are no reference: they are themselves. The others are resolved once.
    if (typeof raw.$ref !== 'string') return raw;
    const cache = this.resolved[section];
    const known = cache.get(key);
    if (known !== undefined || cache.has(key)) return known;
    const item = this.deref(raw);
    const out = isObj(item) ? item : undefined;
    cache.set(key, out);
    return out;
  }

  /**
   * The spec key an endpoint reference names: an exact key wins, else the first key that matches
   * ignoring one trailing slash (the reference's `findOpenApiPath`).
   */
  findKey(section: 'paths' | 'webhooks', endpoint: string): string | undefined {
    const sec = this.section(section);
    if (!sec) return undefined;
    if (Object.prototype.hasOwnProperty.call(sec, endpoint) && isObj(sec[endpoint])) return endpoint;
    this.canonical ??= new Map();
    let byCanonical = this.canonical.get(section);
    if (!byCanonical) {
      byCanonical = new Map();
      for (const [k, v] of Object.entries(sec)) {
        if (!isObj(v)) continue;
        const c = canonicalPath(k);
        if (!byCanonical.has(c)) byCanonical.set(c, k);
      }
      this.canonical.set(section, byCanonical);
    }
    return byCanonical.get(canonicalPath(endpoint));
  }

  /** A tag's display name: its `x-group` from the top-level `tags` list, else the tag itself. */
  tagDisplayName(tag: string | undefined): unknown {
    if (tag === undefined || tag === '') return undefined;
    if (!Array.isArray(this.doc.tags)) return tag;
    if (!this.tagGroups) {
      this.tagGroups = new Map();
      for (const t of this.doc.tags) {
        if (isObj(t) && typeof t.name === 'string' && !this.tagGroups.has(t.name)) {
          this.tagGroups.set(t.name, t['x-group'] ?? t.name);
        }
      }
    }
    return this.tagGroups.has(tag) ? this.tagGroups.get(tag) : tag;
  }

  /**
   * The operation's summary and description as the reference finds them: it re-reads the
   * operation through its "FILE METHOD PATH" meta tag, which finds nothing when the spec's file
   * name or path contains white space.
   */
  titleAndDescription(method: string, pathKey: string): { title?: unknown; description?: unknown } {
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
    const item = this.item('paths', key);
    if (!item || !(m in item)) return {};
    const op = item[m];
    if (!isObj(op)) return {};
    return { title: op.summary, description: op.description };
  }
}
