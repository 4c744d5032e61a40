import { ConfigError, type Diagnostic, errorMessage, formatPath } from './diagnostics.js';
import { isObject, parseJson } from './json.js';
import { fits, MAX_DEPTH } from './json-limits.js';
import { withoutRefs } from './unexpanded.js';

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

/**
 * Loads docs.json and resolves `$ref` objects anywhere in it: `{"$ref": "./nav/tabs.json"}` is
 * replaced by that JSON file, recursively (see refs.ts: a chunk of its own, loaded only for a
 * docs.json that has a `$ref`, which needs more files anyway). A `$ref` that fails is reported
 * with its place and dropped alone. Throws ConfigError only when docs.json itself cannot be read
 * or parsed.
 */
export async function loadConfig(url: string, read: TextReader, signal?: AbortSignal): Promise<LoadedConfig> {
  const root = folderOf(url);
  // A file's name relative to the docs root, for messages (`nav/tabs.json`), else its URL.
  const name = (fileUrl: string): string => (fileUrl.startsWith(root) && fileUrl.slice(root.length)) || fileUrl;
  let text: string;
  try {
    text = await read(url, signal);
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ConfigError([{ level: 'error', path: '', file: url, message: errorMessage(e) }]);
  }
  const config = asConfig(await parseJson(text, name(url)), name(url));
  // Bounded nesting from here on: every later walk may recurse (see json-limits.ts). The same
  // walk says whether there is a `$ref` to resolve.
  const fit = fits(config, 1, MAX_DEPTH);
  const { diagnostics, refs: hasRefs } = fit ? { diagnostics: [], refs: fit.refs } : await cutTooDeep(config, name(url));
  if (!hasRefs) return { config, url, root, diagnostics };
  let refs: typeof import('./refs.js');
  try {
    refs = await import('./refs.js');
  } catch (e) {
    // Its chunk missing or unreachable takes down only the `$ref`s.
    return { config: withoutRefs(config, errorMessage(e), name(url), diagnostics), url, root, diagnostics };
  }
  return { config: await refs.resolveRefs(config, { url, root, name, read, signal, diagnostics }), url, root, diagnostics };
}

/**
 * Cuts what nests deeper than MAX_DEPTH out of docs.json, in place (json-cut.ts: a chunk of its
 * own, which only a config that deep needs). That chunk missing or unreachable, the config
 * cannot be read safely: a ConfigError.
 */
async function cutTooDeep(config: Record<string, unknown>, file: string): Promise<{ diagnostics: Diagnostic[]; refs: boolean }> {
  let cutting: typeof import('./json-cut.js');
  try {
    cutting = await import('./json-cut.js');
  } catch (e) {
    throw new ConfigError([{ level: 'error', path: '', file, message: `nested more than ${MAX_DEPTH.toLocaleString('en-US')} levels deep, and the code that cuts what is deeper could not be loaded: ${errorMessage(e)}` }]);
  }
  const { cuts, refs } = cutting.cutDeep(config, []);
  return { diagnostics: cuts.map((cut) => ({ level: 'error', path: formatPath(cut.path), message: cutting.cutMessage(cut) })), refs };
}

/** `value` when it is a JSON object, as docs.json must be; else throws a ConfigError naming `file`. */
export function asConfig(value: unknown, file: string): Record<string, unknown> {
  if (isObject(value)) return value;
  throw new ConfigError([{ level: 'error', path: '', file, message: 'docs.json must hold a JSON object' }]);
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
