/**
 * Checks a navigation against the format and returns a clean copy: fields of the wrong type are
 * removed, entries that are no page or group are dropped, a node with two kinds of content keeps
 * the one the reference build keeps, page paths are normalised. Every change is a Diagnostic with
 * the place. Unknown keys stay on their node. The input is not modified.
 */
import { type Diagnostic, type PathSegment, reportError, reportWarning } from './diagnostics.js';
import { isObject } from './json.js';
import { CONTENT_KEYS, CONTENT_ORDER, type ContentKey, FIELDS, GLOBAL_KEYS, KNOWN_LANGUAGES, type NodeKind, childKind, isNode, isResolvedPage, mustBe, unsafeUrl } from './schema.js';

export { unsafeUrl };

type Json = Record<string, unknown>;

export function normalizeNavigation(navigation: unknown, diagnostics: Diagnostic[]): Json {
  if (!isObject(navigation)) {
    reportError(diagnostics, ['navigation'], mustBe('an object', navigation));
    return {};
  }
  const out = normalizeNode(navigation, 'navigation', ['navigation'], diagnostics);
  if (!CONTENT_ORDER.navigation.some((k) => k in navigation)) {
    const quoted = (keys: readonly string[]): string => keys.map((k) => `"${k}"`).join(', ');
    const unknown = Object.keys(navigation).filter((k) => k !== 'global' && !Object.hasOwn(FIELDS.navigation, k));
    reportError(diagnostics, ['navigation'], `has none of ${quoted(CONTENT_ORDER.navigation)}${unknown.length ? ` (unknown: ${quoted(unknown)})` : ''}`);
  }
  return out;
}

function normalizeNode(node: Json, kind: NodeKind, at: PathSegment[], diagnostics: Diagnostic[]): Json {
  const out: Json = {};
  const fields = FIELDS[kind];
  const order: readonly string[] = CONTENT_ORDER[kind];
  // As the reference: an empty list of divisions (`"tabs": []`) or an href that is not a link
  // gives way to the next content key; `pages` and `menu` count as soon as they are there.
  const skipped = (key: string): boolean =>
    key === 'href' ? typeof node.href === 'string' && !isLinkHref(node.href) : key !== 'pages' && key !== 'menu' && Array.isArray(node[key]) && (node[key] as unknown[]).length === 0;
  const content = order.find((key) => key in node && !skipped(key));
  for (const key of order) {
    if (!(key in node) || key === content) continue;
    // Left out, as the reference does: a division with `"groups": []` has no content at all,
    // and one whose href is no link keeps its content (or stays a label).
    if (skipped(key)) {
      const message = key === 'href' ? `"${node.href}" is not a URL, an absolute path (/...) or a #fragment: ignored` : content ? `is empty, so "${content}" is used` : 'is empty';
      reportWarning(diagnostics, [...at, key], message);
    } else reportWarning(diagnostics, at, `has both "${content}" and "${key}": one kind of content per level, "${key}" is ignored`);
  }
  for (const [key, value] of Object.entries(node)) {
    // Content that gave way, or a second kind of content: reported above.
    if (key !== content && order.includes(key)) continue;
    const here = [...at, key];
    if (key === content && key !== 'href') {
      if (Array.isArray(value)) {
        out[key] = normalizeList(value, key as ContentKey, here, diagnostics);
      } else {
        reportError(diagnostics, here, mustBe('an array', value));
        if (key === 'pages') out.pages = [];
      }
    } else if ((CONTENT_KEYS as readonly string[]).includes(key)) {
      // Content this kind cannot hold (`tabs` in a tab, `groups` beside a group's pages): the
      // reference drops it, and nothing in it may be found or shown.
      reportWarning(diagnostics, here, `a ${kind} cannot hold "${key}": ignored`);
    } else if (key === 'global' && kind !== 'group') {
      out.global = normalizeGlobal(value, here, diagnostics);
    } else {
      // Own fields only: a key like "toString" is no field, and is kept as it is.
      const check = Object.hasOwn(fields, key) ? fields[key] : undefined;
      const problem = check?.(value);
      if (problem) reportError(diagnostics, here, problem);
      else out[key] = check && key === 'root' && typeof value === 'string' ? normalizePagePath(value) : value;
    }
  }
  if (kind === 'group' && !('pages' in out)) out.pages = [];
  if (kind === 'language' && typeof out.language === 'string' && !KNOWN_LANGUAGES.has(out.language)) {
    reportWarning(diagnostics, [...at, 'language'], `"${out.language}" is not a known language code`);
  }
  return out;
}

/**
 * A content list: pages (paths, groups and already resolved pages) or divisions of one kind.
 * What is no entry, and a division or group without a label, is left out with an error.
 */
function normalizeList(items: unknown[], key: ContentKey, at: PathSegment[], diagnostics: Diagnostic[]): unknown[] {
  const pages = key === 'pages';
  const kind = pages ? 'group' : childKind(key);
  if (!pages && items.length === 0) reportWarning(diagnostics, at, 'is empty');
  const out: unknown[] = [];
  items.forEach((item, i) => {
    if (pages && typeof item === 'string') {
      if (item.trim() === '') reportError(diagnostics, [...at, i], 'is an empty page path');
      else out.push(normalizePagePath(item));
    } else if (isNode(key, item)) {
      // The label is the kind's name (`tab`, `group`...); a product may have a `name` instead.
      const label = item[kind] ?? (kind === 'product' ? item.name : undefined);
      if (typeof label !== 'string' || label === '') {
        reportError(diagnostics, [...at, i], `has no "${kind}" label (a non-empty string)`);
        return;
      }
      const node = normalizeNode(item, kind, [...at, i], diagnostics);
      // A division that was only a link, and whose link was refused as unsafe, leads nowhere: leave it out.
      if (!(typeof item.href === 'string' && unsafeUrl(item.href) && !CONTENT_ORDER[kind].some((k) => k in node))) out.push(node);
    } else if (pages && isResolvedPage(item)) out.push(item);
    else reportError(diagnostics, [...at, i], mustBe(pages ? 'a page path or a group' : `a ${kind} object`, item));
  });
  return out;
}

function normalizeGlobal(value: unknown, at: PathSegment[], diagnostics: Diagnostic[]): unknown {
  if (!isObject(value)) {
    reportError(diagnostics, at, mustBe('an object', value));
    return undefined;
  }
  const out: Json = {};
  for (const [key, list] of Object.entries(value)) {
    const kind = (GLOBAL_KEYS as readonly string[]).includes(key) && childKind(key as ContentKey);
    if (!kind) out[key] = list;
    else if (!Array.isArray(list)) reportError(diagnostics, [...at, key], mustBe('an array', list));
    else {
      out[key] = list.filter((link, i) => {
        const here = [...at, key, i];
        if (!isObject(link) || typeof link[kind] !== 'string') reportError(diagnostics, here, `must be an object with a "${kind}" label`);
        else if (typeof link.href !== 'string') reportError(diagnostics, here, 'must have an "href" (a URL or a path)');
        else if (!unsafeUrl(link.href)) return true;
        else reportError(diagnostics, [...here, 'href'], unsafeUrl(link.href)!);
        return false;
      });
    }
  }
  return out;
}

/**
 * Whether a division's `href` is a link for the reference: an absolute path, a `#fragment`, or an
 * absolute URL of any scheme (`https:`, `mailto:`, `cursor:`...). `guides/x`, `./x` and `` are not.
 */
export function isLinkHref(href: string): boolean {
  if (/^[/#]/.test(href)) return true;
  try {
    new URL(href);
    return true;
  } catch {
    return false;
  }
}

/** A page path that normalising leaves as it is: no leading slash, no empty, `.` or `..` segment. */
const CLEAN_PAGE = /^(?!\/|\.\.?(?:\/|$))(?:[^/]|\/(?!\/|\.\.?(?:\/|$)))+$/;

/**
 * A page path as the reference stores it: `./a/../b/` -> `b/`, `/guides/x` -> `guides/x`
 * (resolved against the docs root, leading slash dropped, one trailing slash kept).
 */
export function normalizePagePath(path: string): string {
  if (CLEAN_PAGE.test(path)) return path;
  const parts: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '' && seg !== '.') parts.push(seg);
  }
  const joined = parts.join('/');
  return path.endsWith('/') && joined !== '' ? `${joined}/` : joined;
}
