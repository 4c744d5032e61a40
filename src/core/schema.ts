/**
 * The docs.json navigation format: the node kinds, the fields each accepts (with their checks),
 * and which content key wins when a node has more than one (the reference build's order).
 * Unknown keys are allowed everywhere: they are kept on the node as they are.
 */
import { isObject } from './json.js';
import { LOCALES } from './scope/paths.js';

/** Navigation node kinds, by the key that labels them. */
export type NodeKind = 'navigation' | 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language' | 'item' | 'group';

/** Keys that hold a node's content, other than `href`. */
export type ContentKey = 'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'groups' | 'pages' | 'menu';

/** `'href tabs pages'` -> `['href', 'tabs', 'pages']`: the key lists below, as words. */
const keys = (words: string): readonly ContentKey[] => words.split(' ') as ContentKey[];

/** Every content key. */
export const CONTENT_KEYS = keys('products languages versions tabs dropdowns anchors groups pages menu');

/** The kind of node a content array holds: `tabs` -> `tab`, `menu` -> `item`. */
export const childKind = (key: ContentKey): NodeKind => (key === 'menu' ? 'item' : (key.slice(0, -1) as NodeKind));

/**
 * What each kind may contain, in the order the reference build prefers them: when a node has
 * several, the first one present is kept and the others are ignored (with a warning). `href`
 * first means a division with a link and content is a link.
 */
export const CONTENT_ORDER: Record<NodeKind, readonly (ContentKey | 'href')[]> = {
  navigation: keys('products languages versions tabs dropdowns anchors groups pages'),
  tab: keys('href languages versions dropdowns anchors products groups pages menu'),
  dropdown: keys('href languages versions tabs anchors products groups pages'),
  anchor: keys('href languages versions dropdowns tabs products groups pages'),
  product: keys('href languages versions tabs anchors dropdowns groups pages menu'),
  version: keys('href languages tabs dropdowns anchors products groups pages'),
  language: keys('href versions tabs dropdowns anchors products groups pages'),
  item: keys('href languages versions dropdowns anchors products tabs groups pages'),
  group: ['pages'],
};

/** Whether `item`, listed under `key`, is a node (a division, or a group among pages) rather than a page or a stray value. */
export const isNode = (key: string, item: unknown): item is Record<string, unknown> => isObject(item) && (key !== 'pages' || 'group' in item);

/**
 * A field's check: null when the value fits, else a short phrase saying why not. A phrase names
 * the type of the whole field (`whole`): `banner: {content: 5}` must be a string, not an object.
 */
type Check = (value: unknown, whole?: unknown) => string | null;

/** `must be a string, not a number`. */
export const mustBe = (type: string, whole: unknown): string => `must be ${type}, not ${typeName(whole)}`;
const wrongShape = (value: unknown): string => `has the wrong shape (${typeName(value)})`;

/** A value of one `typeof`: `must be a string, not a number`. */
const typed =
  (type: 'string' | 'boolean'): Check =>
  (v, whole = v) =>
    typeof v === type ? null : mustBe(`a ${type}`, whole);
const text = typed('string');
const bool = typed('boolean');
const label: Check = (v, whole = v) => text(v, whole) ?? (v === '' ? 'must be a non-empty string' : null);
const icon: Check = (v) => (typeof v === 'string' || (isObject(v) && typeof v.name === 'string') ? null : wrongShape(v));
const color: Check = (v) => (typeof v === 'string' || isObject(v) ? null : wrongShape(v));
const banner: Check = (v) => (isObject(v) ? label(v.content, v) ?? (v.dismissible === undefined ? null : bool(v.dismissible, v)) : mustBe('an object', v));
/** A division's link: a string, and no URL that runs code (see `unsafeUrl`). */
const href: Check = (v) => text(v) ?? unsafeUrl(v as string);
/** Whether `v` is a page object of an already resolved navigation (`{title, href}`). */
export const isResolvedPage = (v: unknown): v is Record<string, unknown> => isObject(v) && typeof v.href === 'string' && typeof v.title === 'string';
/** A page path, or a page object of an already resolved navigation. */
const pageRef: Check = (v) => (typeof v === 'string' ? label(v) : isResolvedPage(v) ? null : wrongShape(v));

/** An OpenAPI source's path (`"openapi.json"` or `{source, directory?}`), maybe empty; undefined for any other shape. */
function sourcePath(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (isObject(v) && typeof v.source === 'string' && (v.directory === undefined || typeof v.directory === 'string')) return v.source;
  return undefined;
}

/** One OpenAPI source or a list of them. An empty path is "Invalid input" (the words the zod schema used to give). */
const openapi: Check = (v) => {
  const paths = (Array.isArray(v) ? v : [v]).map(sourcePath);
  return paths.includes(undefined) ? wrongShape(v) : paths.includes('') ? 'Invalid input' : null;
};

/** Fields of every division and group. */
const shared: Record<string, Check> = { icon, hidden: bool, openapi, asyncapi: openapi, description: text, tag: text };
/** Fields every division accepts. */
const common: Record<string, Check> = { ...shared, color, href, default: bool };

/** Known fields by kind, each with its check. The label (the key named after the kind) is required. */
export const FIELDS: Record<NodeKind, Record<string, Check>> = {
  navigation: { openapi, asyncapi: openapi },
  tab: { ...common, tab: label, graphql: openapi },
  anchor: { ...common, anchor: label },
  dropdown: { ...common, dropdown: label },
  product: { ...common, product: label, name: text },
  version: { ...common, version: label },
  language: { ...common, language: label, banner },
  item: { ...common, item: label },
  group: { ...shared, group: label, root: pageRef, expanded: bool },
};

/** The lists of links `navigation.global` may hold (`anchors`, `tabs`...): each link has a label (`anchor`, `tab`...) and an href. */
export const GLOBAL_KEYS = keys('anchors tabs dropdowns versions languages products');

/**
 * The language codes the reference accepts; others are kept with a warning. The locales it
 * recognises in paths, and `ua`, which it accepts as a value but never finds in a path.
 */
export const KNOWN_LANGUAGES: ReadonlySet<string> = new Set([...LOCALES, 'ua']);

/** `null`, `an array`, `an object`, `a string`...: what a value is, for messages. */
export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}

/** Why a URL may not become a link: `javascript:`, `vbscript:` and `data:` run code or make documents; other schemes (`tel:`, `cursor:`) are fine. */
export function unsafeUrl(url: string): string | null {
  // What a browser strips before reading the scheme: ASCII control characters, spaces, tabs and newlines.
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020]/g, ''));
  if (!scheme || !/^(javascript|vbscript|data)$/i.test(scheme[1]!)) return null;
  return `"${scheme[1]!.toLowerCase()}:" URLs are not allowed: they run code or make documents`;
}
