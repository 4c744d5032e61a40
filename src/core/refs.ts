/**
 * `$ref` files: `{"$ref": "./nav/tabs.json"}` anywhere in docs.json is replaced by that JSON file,
 * recursively, relative to the file that holds the `$ref` (a leading `/` is the docs root);
 * sibling keys of `$ref` override the file's keys. A missing, unreadable or hung file, invalid
 * JSON, a path outside the docs root or a cycle is reported with its place, and that `$ref` alone
 * is dropped (an entry of an array leaves a hole: the entries after it keep their places).
 *
 * Each file is read, parsed and resolved once, however many places name it, and the places
 * share the result. Files are resolved one after another in document order (so a file is only
 * ever waited for by the files that include it: no two files wait for each other), while every
 * file a file names starts loading as soon as that file is parsed. Written out, shared files
 * repeat their values at every place: that repetition is bounded (MAX_REPEATED), and so is the
 * nesting of the whole (MAX_DEPTH), a file merged deep down being cut to the levels left there.
 *
 * A chunk of its own in the browser bundle: loadConfig imports it only for a docs.json that has a
 * `$ref`, which costs more requests anyway (one per file).
 */
import { ConfigError, type Diagnostic, errorMessage, formatPath, type PathSegment } from './diagnostics.js';
import { isObject, parseJson } from './json.js';
import { type Cut, cutDeep, cutMessage } from './json-cut.js';
import { MAX_DEPTH, MAX_REPEATED, measure, type Size } from './json-limits.js';
import { joinUrl, type TextReader } from './load.js';

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
type Resolved = unknown | typeof REMOVED;

/** docs.json (`config`, read from `ctx.url`) with every `$ref` replaced by the file it names. */
export async function resolveRefs(config: Record<string, unknown>, ctx: RefContext): Promise<Record<string, unknown>> {
  const { root, name, read, signal, diagnostics } = ctx;
  /** Files read and parsed (started early: see prefetch). */
  const parsed = new Map<string, Promise<unknown>>();
  /** Files resolved, by URL: their value with their own `$ref`s replaced (REMOVED when they failed). */
  const done = new Map<string, Resolved>();
  const sizes = new WeakMap<object, Size>();
  /** Values repeated so far by files used at more than one place. */
  let repeated = 0;
  /** The errors of values left out for their depth (see the end). */
  const cutErrors = new Set<Diagnostic>();
  const reportCuts = (cuts: Cut[], file: string): void => {
    for (const cut of cuts) {
      const d: Diagnostic = { level: 'error', path: formatPath(cut.path), file: name(file), message: cutMessage(cut) };
      cutErrors.add(d);
      diagnostics.push(d);
    }
  };

  const readJson = (fileUrl: string): Promise<unknown> => {
    let p = parsed.get(fileUrl);
    if (!p) {
      p = read(fileUrl, signal).then((t) => parseJson(t, name(fileUrl)));
      // Failures are reported where the file is used; a file loaded early and never used reports none.
      p.catch(() => {});
      parsed.set(fileUrl, p);
    }
    return p;
  };

  /** The URL a `$ref` in `fromFile` names, or why it names none. */
  const targetOf = (ref: string, fromFile: string): { url: string } | { error: string } => {
    const fromRoot = ref.startsWith('/');
    const url = joinUrl(ref, fromRoot ? root : fromFile);
    if (url === undefined) return { error: `$ref "${ref}" cannot be resolved against ${fromFile}` };
    if (!url.startsWith(root) || climbsAboveRoot(ref, fromRoot ? '' : name(fromFile))) return { error: `$ref "${ref}" points outside the docs folder` };
    return { url };
  };

  /** Starts reading the files the `$ref`s of `node` (an object of `fromFile`) name. */
  const prefetch = (fromFile: string) => (node: Record<string, unknown>) => {
    if (typeof node.$ref !== 'string') return;
    const target = targetOf(node.$ref, fromFile);
    if ('url' in target) void readJson(target.url);
  };

  /**
   * `value` (of the file `fromFile`, at `at`, at `level`: 1 is the root of docs.json) with its
   * `$ref`s replaced. `chain`: the files being resolved, outer first (a cycle returns to one).
   */
  async function resolve(value: unknown, at: PathSegment[], level: number, fromFile: string, chain: readonly string[]): Promise<Resolved> {
    if (!hasRef(value)) return value;
    if (Array.isArray(value)) {
      const out: unknown[] = new Array(value.length);
      for (let i = 0; i < value.length; i++) {
        if (!(i in value)) continue;
        const r = await resolve(value[i], [...at, i], level + 1, fromFile, chain);
        if (r !== REMOVED) out[i] = r;
      }
      return out;
    }
    const node = value as Record<string, unknown>;
    if (typeof node.$ref !== 'string') return resolveKeys(node, {}, at, level, fromFile, chain);
    const ref = node.$ref;
    const place = formatPath(at);
    const fail = (message: string): typeof REMOVED => {
      diagnostics.push({ level: 'error', path: place, file: name(fromFile), message });
      return REMOVED;
    };
    const target = targetOf(ref, fromFile);
    if ('error' in target) return fail(target.error);
    const url = target.url;
    if (chain.includes(url)) return fail(`$ref cycle: ${[...chain, url].map(name).join(' -> ')}`);
    let inner: Resolved;
    if (done.has(url)) {
      inner = done.get(url);
      if (inner === REMOVED) return REMOVED; // reported where it was first named
      const size = measure(inner, sizes);
      if (repeated + size.values > MAX_REPEATED) {
        return fail(
          `$ref "${ref}" left out: ${name(url)} is used at several places, and written out at each of them, the $ref files would repeat more than ${MAX_REPEATED.toLocaleString('en-US')} values`,
        );
      }
      repeated += size.values;
    } else {
      let loaded: unknown;
      try {
        loaded = await readJson(url);
      } catch (e) {
        // A file that fails, hangs (the load's time is up) or is not JSON is left out alone.
        // Only a load given up for good (an element that left) stops everything.
        if (signal?.aborted && !isTimeout(signal.reason)) throw e;
        done.set(url, REMOVED);
        if (signal?.aborted) return fail(`$ref "${ref}": no answer from ${url} in time`);
        if (!(e instanceof ConfigError)) return fail(`$ref "${ref}": ${errorMessage(e)}`);
        diagnostics.push(...e.diagnostics.map((d) => ({ ...d, path: place })));
        return REMOVED;
      }
      // The file's own nesting bounded (its root at level 1) before anything walks it; the
      // files it names start loading.
      reportCuts(cutDeep(loaded, at, { onObject: prefetch(url) }).cuts, url);
      inner = await resolve(loaded, at, 1, url, [...chain, url]);
      done.set(url, inner);
      if (inner === REMOVED) return REMOVED;
    }
    // Merged here, at `level`: what would be too deep is left out of a copy (the file's value is shared).
    if (level - 1 + measure(inner, sizes).levels > MAX_DEPTH) {
      const { value: cut, cuts } = cutDeep(inner, at, { level, copy: true });
      reportCuts(cuts, url);
      inner = cut;
    }
    if (!isObject(inner)) return inner;
    // Sibling keys of `$ref` override the file's keys.
    const { $ref: _, ...siblings } = node;
    return resolveKeys(siblings, { ...inner }, at, level, fromFile, chain);
  }

  /** `out` with every key of `node` added, its `$ref`s replaced; a key whose `$ref` failed is left out. */
  async function resolveKeys(node: Record<string, unknown>, out: Record<string, unknown>, at: PathSegment[], level: number, fromFile: string, chain: readonly string[]): Promise<Record<string, unknown>> {
    for (const [k, v] of Object.entries(node)) {
      const r = await resolve(v, [...at, k], level + 1, fromFile, chain);
      if (r === REMOVED) continue;
      if (k === '__proto__') Object.defineProperty(out, k, { value: r, writable: true, enumerable: true, configurable: true });
      else out[k] = r;
    }
    return out;
  }

  // docs.json itself was cut when loaded (load.ts); the files it names start loading now.
  cutDeep(config, [], { maxLevel: Infinity, onObject: prefetch(ctx.url) });
  const result = await resolve(config, [], 1, ctx.url, [ctx.url]);
  // A cut inside a file (at its own 2,048 levels) is below the cut made where the file is merged
  // deep down: only the outermost cut of a place is said.
  const below = (d: Diagnostic, c: Diagnostic): boolean => d !== c && d.path.startsWith(c.path) && /^[.[]/.test(d.path.slice(c.path.length));
  for (const d of cutErrors) {
    if ([...cutErrors].some((c) => below(d, c))) diagnostics.splice(diagnostics.indexOf(d), 1);
  }
  return result === REMOVED ? {} : (result as Record<string, unknown>);
}

/** Whether an abort reason is a time limit (the load's `timeout`, or the CLI's `--timeout`). */
function isTimeout(reason: unknown): boolean {
  return (reason as { name?: unknown } | undefined)?.name === 'TimeoutError';
}

/** Whether `ref`, taken relative to the file at `from` (a path inside the docs root), climbs out of the root. */
function climbsAboveRoot(ref: string, from: string): boolean {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//')) return false;
  let depth = from.split('/').length - 1;
  for (const seg of ref.split(/[?#]/)[0]!.split('/')) {
    if (seg === '..') depth--;
    else if (seg !== '' && seg !== '.') depth++;
    if (depth < 0) return true;
  }
  return false;
}

/** Whether a value holds a `$ref` anywhere (memoized per object: the `$ref` pass shares untouched subtrees, not copies them). */
const refCache = new WeakMap<object, boolean>();
function hasRef(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  let result = refCache.get(value);
  if (result === undefined) {
    result = Array.isArray(value) ? value.some(hasRef) : typeof (value as Record<string, unknown>).$ref === 'string' || Object.values(value).some(hasRef);
    refCache.set(value, result);
  }
  return result;
}
