/** Path helpers with the reference's semantics. */

/** Locale codes the reference recognises in paths and as language values (schema.ts adds `ua` for the values it accepts). */
export const LOCALES: ReadonlySet<string> = new Set([
  'en', 'cn', 'zh', 'zh-Hans', 'zh-Hant', 'zh-CN', 'zh-TW', 'es', 'fr', 'fr-CA', 'fr-ca', 'ja', 'jp', 'ja-jp', 'ja-JP',
  'pt', 'pt-BR', 'de', 'ko', 'it', 'ru', 'ro', 'cs', 'id', 'ar', 'tr', 'hi', 'sv', 'no', 'da', 'lv', 'nl', 'uk', 'vi',
  'pl', 'uz', 'he', 'ca', 'fi', 'hu',
]);

/** Leading path segments treated as a documentation base. */
const DOCS_BASES = new Set(['docs', 'doc', 'documentation', 'help']);

/**
 * Canonical form of a path for "same page" comparisons: leading and one trailing slash dropped,
 * `x/index` is `x`, and the root (``, `/`, `/index`) is `index`.
 */
export function canonicalPath(path: string): string {
  let s = withoutLeadingSlash(path);
  if (s.endsWith('/')) s = s.slice(0, -1);
  if (s === 'index' || s.endsWith('/index')) s = s.slice(0, -6);
  return s || 'index';
}

/**
 * What the reference leaves of a page href after computing a division's href from it: it
 * shortens `.../index` once per level of its walk, so every trailing `/index` goes.
 */
export function stripAllIndex(path: string): string {
  let s = path;
  while (s.endsWith('/index')) s = s.slice(0, -6);
  return s === 'index' ? '' : s;
}

export function withoutLeadingSlash(path: string): string {
  return path.startsWith('/') ? path.slice(1) : path;
}

/** Longest common prefix length, by UTF-16 code unit. */
export function commonPrefixLength(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

const URL_PROTOCOLS = new Set(['http', 'https', 'ftp', 'ftps', 'file', 'data', 'mailto', 'tel', 'sms', 'ws', 'wss']);

/**
 * Whether an href leaves the docs: an absolute URL of any scheme (`https:`, `mailto:`, an app's
 * `cursor:`), or one that keeps only the scheme of the page (`//host`, which browsers also read
 * from `/\\host` and `\\\\host`).
 */
export function leavesSite(href: unknown): boolean {
  if (typeof href !== 'string') return false;
  const h = href.replace(/^[\u0000-\u0020]+/, '');
  return /^[a-z][a-z0-9+.-]*:|^[\\/]{2}/i.test(h);
}

/** True for an absolute URL with a common protocol (the reference's test, for its rules). */
export function isAbsoluteUrl(url: unknown): url is string {
  if (!url || typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return URL_PROTOCOLS.has(parsed.protocol.slice(0, -1));
  } catch {
    return false;
  }
}

/** The segments of a path (never empty ones). */
const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

interface LanguagePath {
  hasDocsBase: boolean;
  locale: string | undefined;
  /** The segments after the docs base and the locale, a last `index` dropped. */
  content: string[];
}

/** The reference's reading of a path: a docs base and a locale, in either order, then content. */
function parseLanguagePath(segments: string[]): LanguagePath {
  const [first, second] = segments;
  const docsFirst = DOCS_BASES.has(first);
  const locale = LOCALES.has(docsFirst ? second : first) ? (docsFirst ? second : first) : undefined;
  const hasDocsBase = docsFirst || (locale !== undefined && DOCS_BASES.has(second));
  const content = segments.slice(Number(hasDocsBase) + Number(locale !== undefined));
  if (content[content.length - 1] === 'index') content.pop();
  return { hasDocsBase, locale, content };
}

/**
 * The reference's guess that two hrefs are the same page in two versions (one non-final segment
 * differs, or one has one more leading segment) or in two languages (only the locale differs:
 * the locales read by parseLanguagePath, else one segment that is a locale in both, or one more
 * segment that is a locale).
 */
export function pathsDifferByOneSegment(a: string, b: string, type: 'version' | 'language'): boolean {
  const language = type === 'language';
  let x: string[];
  let y: string[];
  if (language) {
    const ap = parseLanguagePath(segmentsOf(a));
    const bp = parseLanguagePath(segmentsOf(b));
    if (ap.hasDocsBase !== bp.hasDocsBase) return false;
    if (ap.locale || bp.locale) return ap.locale !== bp.locale && ap.content.join('/') === bp.content.join('/');
    x = ap.content;
    y = bp.content;
  } else {
    // A leading docs base must be on both, and is left out.
    x = segmentsOf(a);
    y = segmentsOf(b);
    const xDocs = DOCS_BASES.has(x[0]);
    if (xDocs !== DOCS_BASES.has(y[0])) return false;
    if (xDocs) {
      x = x.slice(1);
      y = y.slice(1);
    }
  }
  const [longer, shorter] = x.length < y.length ? [y, x] : [x, y];
  if (longer.length === shorter.length) {
    // One segment differs: for versions not the last one, for languages a locale in both.
    let diff = -1;
    for (let i = 0; i < longer.length; i++) {
      if (longer[i] === shorter[i]) continue;
      if (diff >= 0) return false;
      diff = i;
    }
    return diff >= 0 && (language ? LOCALES.has(longer[diff]) && LOCALES.has(shorter[diff]) : diff < longer.length - 1);
  }
  if (longer.length !== shorter.length + 1) return false;
  // One more segment: for versions a first one, for languages a locale where they part.
  const i = language ? longer.findIndex((s, j) => s !== shorter[j]) : 0;
  if (!(language ? LOCALES.has(longer[i]) : shorter.length > 0)) return false;
  for (let j = i; j < shorter.length; j++) if (longer[j + 1] !== shorter[j]) return false;
  return true;
}

/**
 * A bucket key such that two hrefs that differ by one segment (per `pathsDifferByOneSegment`)
 * always share it: the last segment (versions), the content without locales (languages).
 */
export function segmentBucket(path: string, type: 'version' | 'language'): string {
  const segments = segmentsOf(path);
  return type === 'version' ? (segments.pop() ?? '') : parseLanguagePath(segments).content.filter((s) => !LOCALES.has(s)).join('/');
}

/**
 * An index of hrefs by the hrefs they could be "the same page in another version" of (see
 * pathsDifferByOneSegment), so that finding them costs the number of segments of a path, not a
 * walk of every page. Each href is filed under keys naming it with one non-final segment left
 * blank, and under its segments without the first (and all of them, for paths that have one
 * more): two hrefs one segment apart share a key. The lists it gives hold every such href (and
 * may hold some that are not: the caller checks each), in the order of `items`.
 */
export function versionNeighbours<T>(items: readonly T[], hrefOf: (item: T) => string): (path: string) => T[][] {
  // Prefixes and suffixes of segment lists, numbered as met: two are the same list when they
  // have the same number (short keys, however long the hrefs).
  const ids = new Map<string, number>();
  const id = (key: string, add: boolean): number => {
    let n = ids.get(key);
    if (n === undefined && add) ids.set(key, (n = ids.size + 1));
    return n ?? -1;
  };
  /** The keys of a path: as an item filed (`add`), or as a path looked up. */
  const keysOf = (path: string, add: boolean): string[] => {
    let segments = segmentsOf(path);
    const docs = DOCS_BASES.has(segments[0]!);
    if (docs) segments = segments.slice(1);
    const n = segments.length;
    const suffix: number[] = new Array(n + 1);
    suffix[n] = 0;
    for (let j = n - 1; j >= 0; j--) suffix[j] = suffix[j + 1]! < 0 ? -1 : id(`s${suffix[j + 1]}/${segments[j]}`, add);
    const keys: string[] = [];
    let prefix = 0;
    for (let i = 0; i < n - 1; i++) {
      // Segment i blank: the same length, the same prefix before it and suffix after it.
      keys.push(`${docs}|${n}|${i}|${prefix}|${suffix[i + 1]}`);
      prefix = prefix < 0 ? -1 : id(`p${prefix}/${segments[i]}`, add);
    }
    // One leading segment more: an href is filed under its segments after the first (`tail`),
    // found by a path that has those segments; and under all of its segments (`whole`), found
    // by a path that has one more before them.
    const tail = add ? 1 : 0;
    const whole = add ? 0 : 1;
    if (n >= tail + 1) keys.push(`${docs}|tail|${suffix[tail]}`);
    if (n >= whole + 1) keys.push(`${docs}|whole|${suffix[whole]}`);
    return keys;
  };
  const table = new Map<string, T[]>();
  for (const item of items) {
    for (const key of keysOf(hrefOf(item), true)) {
      const list = table.get(key);
      if (list) list.push(item);
      else table.set(key, [item]);
    }
  }
  return (path) => keysOf(path, false).flatMap((key) => (table.has(key) ? [table.get(key)!] : []));
}
