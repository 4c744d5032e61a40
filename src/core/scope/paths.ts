/** Path helpers with the reference's semantics. */

/** Locale codes the reference recognises in paths and as language values. */
export const LOCALES: ReadonlySet<string> = new Set([
  'en', 'cn', 'zh', 'zh-Hans', 'zh-Hant', 'zh-CN', 'zh-TW', 'es', 'fr', 'fr-CA', 'fr-ca', 'ja', 'jp',
  'ja-jp', 'ja-JP', 'pt', 'pt-BR', 'de', 'ko', 'it', 'ru', 'ro', 'cs', 'id', 'ar', 'tr', 'hi', 'sv',
  'no', 'da', 'lv', 'nl', 'uk', 'vi', 'pl', 'uz', 'he', 'ca', 'fi', 'hu',
]);

/** Leading path segments treated as a documentation base. */
const DOCS_BASES = new Set(['docs', 'doc', 'documentation', 'help']);

/**
 * Canonical form of a path for "same page" comparisons: leading and one trailing slash dropped,
 * `x/index` is `x`, and the root (``, `/`, `/index`) is `index`.
 */
export function canonicalPath(path: string): string {
  let s = path.startsWith('/') ? path.slice(1) : path;
  if (s.endsWith('/')) s = s.slice(0, -1);
  if (s === '' || s === 'index') return 'index';
  if (s.endsWith('/index')) {
    s = s.slice(0, -6);
    return s === '' ? 'index' : s;
  }
  return s;
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

/** True for an absolute URL with a common protocol (an external link). */
export function isAbsoluteUrl(url: unknown): url is string {
  if (!url || typeof url !== 'string') return false;
  try {
    const parsed = new URL(url);
    return URL_PROTOCOLS.has(parsed.protocol.slice(0, -1));
  } catch {
    return false;
  }
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

interface LanguagePath {
  hasDocsBase: boolean;
  locale: string | undefined;
  content: string[];
}

function parseLanguagePath(segments: string[]): LanguagePath {
  let index = 0;
  let locale: string | undefined;
  let hasDocsBase = false;
  const first = segments[0];
  if (first !== undefined && DOCS_BASES.has(first)) {
    hasDocsBase = true;
    index = 1;
    const maybe = segments[1];
    if (maybe !== undefined && LOCALES.has(maybe)) {
      locale = maybe;
      index++;
    }
  } else if (first !== undefined && LOCALES.has(first)) {
    locale = first;
    index = 1;
    const maybe = segments[1];
    if (maybe !== undefined && DOCS_BASES.has(maybe)) {
      hasDocsBase = true;
      index++;
    }
  }
  let content = segments.slice(index);
  if (content[content.length - 1] === 'index') content = content.slice(0, -1);
  return { hasDocsBase, locale, content };
}

function differByOneLocaleSegment(a: string[], b: string[]): boolean {
  if (a.length === b.length) {
    let mismatch = -1;
    for (let i = 0; i < a.length; i++) {
      if (a[i] !== b[i]) {
        if (mismatch >= 0) return false;
        mismatch = i;
      }
    }
    return mismatch >= 0 && LOCALES.has(a[mismatch]) && LOCALES.has(b[mismatch]);
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a];
  if (longer.length !== shorter.length + 1) return false;
  const index = longer.findIndex((s, i) => s !== shorter[i]);
  if (!LOCALES.has(longer[index])) return false;
  for (let i = index + 1; i < longer.length; i++) if (longer[i] !== shorter[i - 1]) return false;
  return true;
}

/**
 * The reference's guess that two hrefs are the same page in two versions (one non-final segment
 * differs, or one has one more leading segment) or in two languages (only the locale differs).
 */
export function pathsDifferByOneSegment(a: string, b: string, type: 'version' | 'language'): boolean {
  const as = segmentsOf(a);
  const bs = segmentsOf(b);
  if (type === 'language') {
    const ap = parseLanguagePath(as);
    const bp = parseLanguagePath(bs);
    if (ap.hasDocsBase !== bp.hasDocsBase) return false;
    if (!ap.locale && !bp.locale) return differByOneLocaleSegment(ap.content, bp.content);
    if (ap.content.length !== bp.content.length) return false;
    for (let i = 0; i < ap.content.length; i++) if (ap.content[i] !== bp.content[i]) return false;
    return ap.locale !== bp.locale;
  }
  const aDocs = as.length > 0 && DOCS_BASES.has(as[0]);
  const bDocs = bs.length > 0 && DOCS_BASES.has(bs[0]);
  if (aDocs !== bDocs) return false;
  const ac = aDocs ? as.slice(1) : as;
  const bc = bDocs ? bs.slice(1) : bs;
  if (ac.length === bc.length && ac.length >= 2 && ac[ac.length - 1] === bc[bc.length - 1]) {
    let mismatch = false;
    for (let i = 0; i < ac.length - 1; i++) {
      if (ac[i] !== bc[i]) {
        if (mismatch) return false;
        mismatch = true;
      }
    }
    return mismatch;
  }
  const [longer, shorter] = ac.length > bc.length ? [ac, bc] : [bc, ac];
  if (longer.length !== shorter.length + 1 || shorter.length === 0) return false;
  for (let i = 0; i < shorter.length; i++) if (longer[i + 1] !== shorter[i]) return false;
  return true;
}

/**
 * A bucket key such that two hrefs that differ by one segment (per `pathsDifferByOneSegment`)
 * always share it: the last segment (versions), the content without locales (languages).
 */
export function segmentBucket(path: string, type: 'version' | 'language'): string {
  if (type === 'version') {
    let e = path.length;
    while (e && path.charCodeAt(e - 1) === 47) e--;
    return path.slice(path.lastIndexOf('/', e - 1) + 1, e);
  }
  return parseLanguagePath(segmentsOf(path)).content.filter((s) => !LOCALES.has(s)).join('/');
}
