import { ConfigError, type Diagnostic, errorMessage, formatPath, type PathSegment } from './diagnostics.js';
import { isObject, parseJson } from './json.js';

/** Reads the text at a URL (`https:`, `file:` ...). Rejects with an Error saying what failed. */
export type TextReader = (url: string, signal?: AbortSignal) => Promise<string>;

/** A reader on `fetch`, for browsers (and Node 18+). A non-2xx answer or an HTML page is an error. */
export function fetchReader(init?: RequestInit): TextReader {
  return async (url, signal) => {
    let res: Response;
    try {
      res = await fetch(url, { ...init, signal: signal ?? init?.signal ?? null });
    } catch (e) {
      if (signal?.aborted) throw signal.reason ?? e;
      throw new Error(`could not fetch ${url}: ${errorMessage(e)} (network failure or CORS)`);
    }
    if (!res.ok) throw new Error(`could not fetch ${url}: HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    if (/text\/html/i.test(type) && /^\s*</.test(text)) {
      throw new Error(`could not load ${url}: the server answered with an HTML page, not JSON or YAML`);
    }
    return text;
  };
}

export interface LoadedConfig {
  /** docs.json with every `$ref` replaced by the file it names (a `$ref` that failed is removed). */
  config: Record<string, unknown>;
  /** URL of docs.json. */
  url: string;
  /** URL of the docs root: the folder of docs.json. Leading-slash paths resolve against it. */
  root: string;
  diagnostics: Diagnostic[];
}

const REMOVED = Symbol('removed');

/**
 * Loads docs.json and resolves `$ref` objects anywhere in it: `{"$ref": "./nav/tabs.json"}` is
 * replaced by that JSON file, recursively, relative to the file that holds the `$ref` (a leading
 * `/` is the docs root); sibling keys of `$ref` override the file's keys. A missing file, invalid
 * JSON, a path outside the docs root or a cycle is reported with its place, and that `$ref` alone
 * is dropped. Throws ConfigError only when docs.json itself cannot be read or parsed.
 */
export async function loadConfig(url: string, read: TextReader, signal?: AbortSignal): Promise<LoadedConfig> {
  const root = folderOf(url);
  // A file's name relative to the docs root, for messages (`nav/tabs.json`), else its URL.
  const name = (fileUrl: string): string => (fileUrl.startsWith(root) && fileUrl.slice(root.length)) || fileUrl;
  const diagnostics: Diagnostic[] = [];
  let text: string;
  try {
    text = await read(url, signal);
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ConfigError([{ level: 'error', path: '', file: url, message: errorMessage(e) }]);
  }
  const parsed = asConfig(await parseJson(text, name(url)), name(url));
  const files = new Map<string, Promise<unknown>>();
  const readJson = (fileUrl: string): Promise<unknown> => {
    let p = files.get(fileUrl);
    if (!p) {
      p = read(fileUrl, signal).then((t) => parseJson(t, name(fileUrl)));
      files.set(fileUrl, p);
    }
    return p;
  };

  async function resolve(value: unknown, at: PathSegment[], fromFile: string, chain: readonly string[]): Promise<unknown> {
    if (!needsWork(value)) return value;
    if (Array.isArray(value)) {
      const out = await Promise.all(value.map((v, i) => resolve(v, [...at, i], fromFile, chain)));
      return out.filter((v) => v !== REMOVED);
    }
    const node = value as Record<string, unknown>;
    const ref = node.$ref;
    if (typeof ref !== 'string') {
      const entries = Object.entries(node);
      const results = await Promise.all(entries.map(([k, v]) => resolve(v, [...at, k], fromFile, chain)));
      const out: Record<string, unknown> = {};
      entries.forEach(([k], i) => {
        if (results[i] !== REMOVED) out[k] = results[i];
      });
      return out;
    }
    const place = formatPath(at);
    const fail = (message: string): typeof REMOVED => {
      diagnostics.push({ level: 'error', path: place, file: name(fromFile), message });
      return REMOVED;
    };
    const fromRoot = ref.startsWith('/');
    const target = joinUrl(ref, fromRoot ? root : fromFile);
    if (target === undefined) return fail(`$ref "${ref}" cannot be resolved against ${fromFile}`);
    if (!target.startsWith(root) || climbsAboveRoot(ref, fromRoot ? '' : name(fromFile))) return fail(`$ref "${ref}" points outside the docs folder`);
    if (chain.includes(target)) return fail(`$ref cycle: ${[...chain, target].map(name).join(' -> ')}`);
    let loaded: unknown;
    try {
      loaded = await readJson(target);
    } catch (e) {
      if (signal?.aborted) throw e;
      if (!(e instanceof ConfigError)) return fail(`$ref "${ref}": ${errorMessage(e)}`);
      diagnostics.push(...e.diagnostics.map((d) => ({ ...d, path: place })));
      return REMOVED;
    }
    const inner = await resolve(loaded, at, target, [...chain, target]);
    if (!isObject(inner)) return inner;
    // Sibling keys of `$ref` override the file's keys.
    const merged: Record<string, unknown> = { ...inner };
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref') continue;
      const r = await resolve(v, [...at, k], fromFile, chain);
      if (r !== REMOVED) merged[k] = r;
    }
    return merged;
  }

  const config = (await resolve(parsed, [], url, [url])) as Record<string, unknown>;
  return { config, url, root, diagnostics };
}

/** `value` when it is a JSON object, as docs.json must be; else throws a ConfigError naming `file`. */
export function asConfig(value: unknown, file: string): Record<string, unknown> {
  if (isObject(value)) return value;
  throw new ConfigError([{ level: 'error', path: '', file, message: 'docs.json must hold a JSON object' }]);
}

/** Whether a value holds a `$ref` anywhere (so untouched subtrees are shared, not copied). */
const refCache = new WeakMap<object, boolean>();
function needsWork(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  let result = refCache.get(value);
  if (result === undefined) {
    result = Array.isArray(value) ? value.some(needsWork) : typeof (value as Record<string, unknown>).$ref === 'string' || Object.values(value).some(needsWork);
    refCache.set(value, result);
  }
  return result;
}

/** Whether `ref`, taken relative to the file at `from` (a path inside the docs root), climbs out of the root. */
function climbsAboveRoot(ref: string, from: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(ref)) return false;
  let depth = from.split('/').length - 1;
  for (const seg of ref.split(/[?#]/)[0]!.split('/')) {
    if (seg === '..') depth--;
    else if (seg !== '' && seg !== '.') depth++;
    if (depth < 0) return true;
  }
  return false;
}

/** The folder of a URL (the docs root of a docs.json); a URL with no folder (blob:) is its own root. */
export function folderOf(url: string): string {
  return joinUrl('.', url) ?? url;
}

/** `ref` resolved against `base` (a leading `/` is taken relative to `base`, the docs root); undefined when it cannot be. */
export function joinUrl(ref: string, base: string): string | undefined {
  try {
    return new URL(ref.startsWith('/') && !ref.startsWith('//') ? ref.slice(1) : ref, base).href;
  } catch {
    return undefined;
  }
}
