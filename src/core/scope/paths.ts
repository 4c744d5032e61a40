/** Path helpers with the reference's semantics. */

/** Locale codes the reference recognises in paths and as language values (schema.ts adds `ua` for the values it accepts). */
export const LOCALES: ReadonlySet<string> = new Set([
  'en', 'cn', 'zh', 'zh-Hans', 'zh-Hant', 'zh-CN', 'zh-TW', 'es', 'fr', 'fr-CA', 'fr-ca', 'ja', 'jp', 'ja-jp', 'ja-JP',
  'pt', 'pt-BR', 'de', 'ko', 'it', 'ru', 'ro', 'cs', 'id', 'ar', 'tr', 'hi', 'sv', 'no', 'da', 'lv', 'nl', 'uk', 'vi',
  'pl', 'uz', 'he', 'ca', 'fi', 'hu',
]);

/** Leading path segments treated as a documentation base. */
export const DOCS_BASES: ReadonlySet<string> = new Set(['docs', 'doc', 'documentation', 'help']);

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
export const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

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
