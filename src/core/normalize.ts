/**
 * Checks a navigation against the format and returns a clean copy: fields of the wrong type are
 * removed, entries that are no page or group are dropped, a node with two kinds of content keeps
 * the one the reference build keeps, page paths are normalised. Every change is a Diagnostic with
 * the place. Unknown keys stay on their node. The input is not modified.
 */
import type { Diagnostic, PathSegment } from './diagnostics.js';
import { formatPath } from './diagnostics.js';
import { isObject } from './json.js';
import {
  CHILD_KIND,
  CONTENT_KEYS,
  CONTENT_ORDER,
  FIELDS,
  GLOBAL_KINDS,
  KNOWN_LANGUAGES,
  type NodeKind,
  typeName,
} from './schema.js';

type Json = Record<string, unknown>;

export function normalizeNavigation(navigation: unknown, diagnostics: Diagnostic[]): Json {
  const at: PathSegment[] = ['navigation'];
  if (!isObject(navigation)) {
    diagnostics.push({ level: 'error', path: 'navigation', message: `must be an object, not ${typeName(navigation)}` });
    return {};
  }
  const out = normalizeNode(navigation, 'navigation', at, diagnostics);
  if (!CONTENT_ORDER.navigation.some((k) => k in navigation)) {
    const unknown = Object.keys(navigation).filter((k) => k !== 'global' && !(k in FIELDS.navigation));
    diagnostics.push({
      level: 'error',
      path: 'navigation',
      message: `has none of ${CONTENT_ORDER.navigation.map((k) => `"${k}"`).join(', ')}${unknown.length ? ` (unknown: ${unknown.map((k) => `"${k}"`).join(', ')})` : ''}`,
    });
  }
  return out;
}

function normalizeNode(node: Json, kind: NodeKind, at: PathSegment[], diagnostics: Diagnostic[]): Json {
  const out: Json = {};
  const fields = FIELDS[kind];
  const order = CONTENT_ORDER[kind];
  // As the reference: an empty list of divisions (`"tabs": []`) or an href that is not a link
  // gives way to the next content key; `pages` and `menu` count as soon as they are there.
  const skipped = (key: string): boolean =>
    key === 'href' ? typeof node.href === 'string' && !isLinkHref(node.href) : key !== 'pages' && key !== 'menu' && Array.isArray(node[key]) && (node[key] as unknown[]).length === 0;
  const content = order.find((key) => key in node && !skipped(key));
  for (const key of order) {
    if (!(key in node) || key === content) continue;
    if (skipped(key)) {
      // Left out, as the reference does: a division with `"groups": []` has no content at all,
      // and one whose href is no link keeps its content (or stays a label).
      const message = key === 'href' ? `"${node.href}" is not a URL, an absolute path (/...) or a #fragment: ignored` : content ? `is empty, so "${content}" is used` : 'is empty';
      diagnostics.push({ level: 'warning', path: formatPath([...at, key]), message });
      continue;
    }
    diagnostics.push({
      level: 'warning',
      path: formatPath(at),
      message: `has both "${content}" and "${key}": one kind of content per level, "${key}" is ignored`,
    });
  }
  for (const [key, value] of Object.entries(node)) {
    if ((order as readonly string[]).includes(key)) {
      if (key !== content) continue;
      if (key === 'href') {
        const problem = (fields.href ?? FIELDS.tab.href)(value) ?? unsafeUrl(value as string);
        if (problem) diagnostics.push({ level: 'error', path: formatPath([...at, key]), message: problem });
        else out.href = value;
        continue;
      }
      if (!Array.isArray(value)) {
        diagnostics.push({ level: 'error', path: formatPath([...at, key]), message: `must be an array, not ${typeName(value)}` });
        if (key === 'pages') out.pages = [];
        continue;
      }
      out[key] = key === 'pages' ? normalizePages(value, [...at, key], diagnostics) : normalizeDivisions(value, CHILD_KIND[key as keyof typeof CHILD_KIND], [...at, key], diagnostics);
      continue;
    }
    if ((CONTENT_KEYS as readonly string[]).includes(key)) {
      // Content this kind cannot hold (`tabs` in a tab, `groups` beside a group's pages): the
      // reference drops it, and nothing in it may be found or shown.
      diagnostics.push({ level: 'warning', path: formatPath([...at, key]), message: `a ${kind} cannot hold "${key}": ignored` });
      continue;
    }
    if (key === 'global' && (kind !== 'group')) {
      out.global = normalizeGlobal(value, [...at, key], diagnostics);
      continue;
    }
    // Own fields only: a key like "toString" is no field, and is kept as it is.
    const check = Object.hasOwn(fields, key) ? fields[key] : undefined;
    if (check) {
      const problem = check(value);
      if (problem) {
        diagnostics.push({ level: 'error', path: formatPath([...at, key]), message: problem });
        continue;
      }
      if (key === 'root' && typeof value === 'string') {
        out.root = normalizePagePath(value);
        continue;
      }
    }
    out[key] = value;
  }
  if (kind === 'group' && !('pages' in out)) out.pages = [];
  if (kind === 'language' && typeof out.language === 'string' && !KNOWN_LANGUAGES.has(out.language)) {
    diagnostics.push({ level: 'warning', path: formatPath([...at, 'language']), message: `"${out.language}" is not a known language code` });
  }
  return out;
}

function normalizeDivisions(items: unknown[], kind: NodeKind, at: PathSegment[], diagnostics: Diagnostic[]): Json[] {
  const out: Json[] = [];
  if (items.length === 0) diagnostics.push({ level: 'warning', path: formatPath(at), message: 'is empty' });
  // The label key is the kind's name (`tab`, `group`...).
  const labelKey = kind;
  items.forEach((item, i) => {
    const here = [...at, i];
    if (!isObject(item)) {
      diagnostics.push({ level: 'error', path: formatPath(here), message: `must be a ${kind} object, not ${typeName(item)}` });
      return;
    }
    const labelValue = item[labelKey] ?? (kind === 'product' ? item.name : undefined);
    if (typeof labelValue !== 'string' || labelValue === '') {
      diagnostics.push({ level: 'error', path: formatPath(here), message: `has no "${labelKey}" label (a non-empty string)` });
      return;
    }
    const node = normalizeNode(item, kind, here, diagnostics);
    // A division that was only a link, and whose link was refused as unsafe, leads nowhere: leave it out.
    if (typeof item.href === 'string' && unsafeUrl(item.href) && !CONTENT_ORDER[kind].some((k) => k in node)) return;
    out.push(node);
  });
  return out;
}

function normalizePages(items: unknown[], at: PathSegment[], diagnostics: Diagnostic[]): unknown[] {
  const out: unknown[] = [];
  items.forEach((item, i) => {
    if (typeof item === 'string') {
      if (item.trim() === '') diagnostics.push({ level: 'error', path: formatPath([...at, i]), message: 'is an empty page path' });
      else out.push(normalizePagePath(item));
      return;
    }
    const here = [...at, i];
    if (isObject(item) && 'group' in item) {
      if (typeof item.group !== 'string' || item.group === '') {
        diagnostics.push({ level: 'error', path: formatPath(here), message: 'has no "group" label (a non-empty string)' });
      } else out.push(normalizeNode(item, 'group', here, diagnostics));
    } else if (isObject(item) && typeof item.href === 'string' && typeof item.title === 'string') {
      out.push(item); // an already resolved page
    } else {
      diagnostics.push({ level: 'error', path: formatPath(here), message: `must be a page path or a group, not ${typeName(item)}` });
    }
  });
  return out;
}

function normalizeGlobal(value: unknown, at: PathSegment[], diagnostics: Diagnostic[]): unknown {
  if (!isObject(value)) {
    diagnostics.push({ level: 'error', path: formatPath(at), message: `must be an object, not ${typeName(value)}` });
    return undefined;
  }
  const out: Json = {};
  for (const [key, list] of Object.entries(value)) {
    const kind = GLOBAL_KINDS[key];
    if (!kind) {
      out[key] = list;
      continue;
    }
    if (!Array.isArray(list)) {
      diagnostics.push({ level: 'error', path: formatPath([...at, key]), message: `must be an array, not ${typeName(list)}` });
      continue;
    }
    out[key] = list.filter((link, i) => {
      const here = formatPath([...at, key, i]);
      if (!isObject(link) || typeof link[kind] !== 'string') {
        diagnostics.push({ level: 'error', path: here, message: `must be an object with a "${kind}" label` });
        return false;
      }
      if (typeof link.href !== 'string') {
        diagnostics.push({ level: 'error', path: here, message: 'must have an "href" (a URL or a path)' });
        return false;
      }
      const unsafe = unsafeUrl(link.href);
      if (unsafe) {
        diagnostics.push({ level: 'error', path: `${here}.href`, message: unsafe });
        return false;
      }
      return true;
    });
  }
  return out;
}

/** Why a URL may not become a link: `javascript:`, `vbscript:` and `data:` run code or make documents; other schemes (`tel:`, `cursor:`) are fine. */
export function unsafeUrl(url: string): string | null {
  // What a browser strips before reading the scheme: ASCII control characters, spaces, tabs and newlines.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''));
  if (!scheme || !/^(javascript|vbscript|data)$/i.test(scheme[1]!)) return null;
  return `"${scheme[1]!.toLowerCase()}:" URLs are not allowed: they run code or make documents`;
}

/**
 * Whether a division's `href` is a link for the reference: an absolute path, a `#fragment`, or an
 * absolute URL of any scheme (`https:`, `mailto:`, `cursor:`...). `guides/x`, `./x` and `` are not.
 */
export function isLinkHref(href: string): boolean {
  if (href.startsWith('/') || href.startsWith('#')) return true;
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
  const trimmed = path;
  const parts: string[] = [];
  for (const seg of trimmed.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') parts.pop();
    else parts.push(seg);
  }
  const joined = parts.join('/');
  return trimmed.endsWith('/') && joined !== '' ? `${joined}/` : joined;
}
