/**
 * `$ref` files: `{"$ref": "./nav/tabs.json"}` anywhere in docs.json is replaced by that JSON file,
 * recursively, relative to the file that holds the `$ref` (a leading `/` is the docs root);
 * sibling keys of `$ref` override the file's keys. A missing file, invalid JSON, a path outside
 * the docs root or a cycle is reported with its place, and that `$ref` alone is dropped.
 *
 * A chunk of its own in the browser bundle: loadConfig imports it only for a docs.json that has a
 * `$ref`, which costs more requests anyway (one per file).
 */
import { ConfigError, type Diagnostic, errorMessage, formatPath, type PathSegment } from './diagnostics.js';
import { isObject, parseJson } from './json.js';
import { hasRef, joinUrl, type TextReader } from './load.js';

export interface RefContext {
  /** URL of docs.json. */
  url: string;
  /** URL of the docs root. */
  root: string;
  /** A file's name for messages. */
  name: (fileUrl: string) => string;
  read: TextReader;
  signal?: AbortSignal | undefined;
  /** Where failed `$ref`s are reported. */
  diagnostics: Diagnostic[];
}

const REMOVED = Symbol('removed');

/** docs.json (`config`, read from `ctx.url`) with every `$ref` replaced by the file it names. */
export async function resolveRefs(config: Record<string, unknown>, ctx: RefContext): Promise<Record<string, unknown>> {
  const { root, name, read, signal, diagnostics } = ctx;
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
    if (!hasRef(value)) return value;
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

  return (await resolve(config, [], ctx.url, [ctx.url])) as Record<string, unknown>;
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
