/**
 * The docs.json navigation format: the node kinds, the fields each accepts (with their checks),
 * and which content key wins when a node has more than one (the reference build's order).
 * Unknown keys are allowed everywhere: they are kept on the node as they are.
 */
import { isObject } from './json.js';

/** Navigation node kinds, by the key that labels them. */
export type NodeKind = 'navigation' | 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language' | 'item' | 'group';

/** Keys that hold a node's content, other than `href`. */
export const CONTENT_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'] as const;
export type ContentKey = (typeof CONTENT_KEYS)[number];

/** The kind of node each content array holds. */
export const CHILD_KIND: Record<Exclude<ContentKey, 'pages'>, NodeKind> = {
  products: 'product',
  languages: 'language',
  versions: 'version',
  tabs: 'tab',
  dropdowns: 'dropdown',
  anchors: 'anchor',
  groups: 'group',
  menu: 'item',
};

/**
 * What each kind may contain, in the order the reference build prefers them: when a node has
 * several, the first one present is kept and the others are ignored (with a warning). `href`
 * first means a division with a link and content is a link.
 */
export const CONTENT_ORDER: Record<NodeKind, readonly (ContentKey | 'href')[]> = {
  navigation: ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'],
  tab: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'groups', 'pages', 'menu'],
  dropdown: ['href', 'languages', 'versions', 'tabs', 'anchors', 'products', 'groups', 'pages'],
  anchor: ['href', 'languages', 'versions', 'dropdowns', 'tabs', 'products', 'groups', 'pages'],
  product: ['href', 'languages', 'versions', 'tabs', 'anchors', 'dropdowns', 'groups', 'pages', 'menu'],
  version: ['href', 'languages', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  language: ['href', 'versions', 'tabs', 'dropdowns', 'anchors', 'products', 'groups', 'pages'],
  item: ['href', 'languages', 'versions', 'dropdowns', 'anchors', 'products', 'tabs', 'groups', 'pages'],
  group: ['pages'],
};

/**
 * A field's check: null when the value fits, else a short phrase saying why not. A phrase names
 * the type of the whole field (`whole`): `banner: {content: 5}` must be a string, not an object.
 */
type Check = (value: unknown, whole?: unknown) => string | null;

const mustBe = (type: string, whole: unknown): string => `must be ${type}, not ${typeName(whole)}`;
const wrongShape = (value: unknown): string => `has the wrong shape (${typeName(value)})`;

const text: Check = (v, whole = v) => (typeof v === 'string' ? null : mustBe('a string', whole));
const bool: Check = (v, whole = v) => (typeof v === 'boolean' ? null : mustBe('a boolean', whole));
const label: Check = (v, whole = v) => text(v, whole) ?? (v === '' ? 'must be a non-empty string' : null);
const icon: Check = (v) => (typeof v === 'string' || (isObject(v) && typeof v.name === 'string') ? null : wrongShape(v));
const color: Check = (v) => (typeof v === 'string' || isObject(v) ? null : wrongShape(v));
const banner: Check = (v) => (isObject(v) ? label(v.content, v) ?? (v.dismissible === undefined ? null : bool(v.dismissible, v)) : mustBe('an object', v));
/** A page path, or a page object of an already resolved navigation. */
const pageRef: Check = (v) =>
  v === '' ? 'must be a non-empty string' : typeof v === 'string' || (isObject(v) && typeof v.href === 'string' && typeof v.title === 'string') ? null : wrongShape(v);

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

/** Fields every division accepts. */
const common: Record<string, Check> = {
  icon,
  hidden: bool,
  openapi,
  description: text,
  color,
  href: text,
  default: bool,
  tag: text,
};

/** Known fields by kind (beyond `common`), each with its check. The label is required. */
export const FIELDS: Record<NodeKind, Record<string, Check>> = {
  navigation: { openapi },
  tab: { ...common, tab: label },
  anchor: { ...common, anchor: label },
  dropdown: { ...common, dropdown: label },
  product: { ...common, product: label, name: text },
  version: { ...common, version: label },
  language: { ...common, language: label, banner },
  item: { ...common, item: label },
  group: { group: label, icon, hidden: bool, openapi, tag: text, root: pageRef, expanded: bool, description: text },
};

/** A link of `navigation.global` (anchors, tabs, ...): label, href, icon. */
export const GLOBAL_KINDS: Record<string, string> = {
  anchors: 'anchor',
  tabs: 'tab',
  dropdowns: 'dropdown',
  versions: 'version',
  languages: 'language',
  products: 'product',
};

/** The language codes the reference accepts; others are kept with a warning. */
export const KNOWN_LANGUAGES = new Set(
  'en cn zh zh-Hans zh-Hant zh-CN zh-TW es fr fr-CA fr-ca ja jp ja-jp ja-JP pt pt-BR de ko it ru ro cs id ar tr hi sv no da lv nl uk ua vi pl uz he ca fi hu'.split(' '),
);

/** `null`, `an array`, `an object`, `a string`...: what a value is, for messages. */
export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  return `a ${typeof v}`;
}
