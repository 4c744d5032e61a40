/**
 * The docs.json navigation format: the node kinds, the fields each accepts (checked with zod/mini),
 * and which content key wins when a node has more than one (the reference build's order).
 * Unknown keys are allowed everywhere: they are kept on the node as they are.
 */
import * as z from 'zod/mini';

// No code generation: the objects checked are small, and a strict Content-Security-Policy
// (no 'unsafe-eval') would report zod's `new Function` probe as a violation.
z.config({ jitless: true });

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

const text = z.string();
const label = z.string().check(z.minLength(1, 'must be a non-empty string'));
const bool = z.boolean();
const icon = z.union([z.string(), z.looseObject({ name: z.string() })]);
const openapiSource = z.union([z.string().check(z.minLength(1)), z.looseObject({ source: z.string().check(z.minLength(1)), directory: z.optional(z.string()) })]);
const openapi = z.union([openapiSource, z.array(openapiSource)]);
const banner = z.looseObject({ content: label, dismissible: z.optional(bool) });
const color = z.union([z.string(), z.looseObject({})]);
/** A page path, or a page object of an already resolved navigation. */
const pageRef = z.union([label, z.looseObject({ href: z.string(), title: z.string() })]);

/** Fields every division accepts. */
const common: Record<string, z.ZodMiniType> = {
  icon,
  hidden: bool,
  openapi,
  description: text,
  color,
  href: z.string(),
  default: bool,
  tag: text,
};

/** Known fields by kind (beyond `common`), each with its schema. The label is required. */
export const FIELDS: Record<NodeKind, Record<string, z.ZodMiniType>> = {
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

/** The first zod issue of a failed check, as a short phrase. */
export function checkField(schema: z.ZodMiniType, value: unknown): string | null {
  const r = schema.safeParse(value);
  if (r.success) return null;
  const issue = r.error.issues[0];
  if (!issue) return 'is invalid';
  if (issue.code === 'invalid_type') return `must be ${describeExpected(issue.expected)}, not ${typeName(value)}`;
  if (issue.code === 'invalid_union') return `has the wrong shape (${typeName(value)})`;
  return issue.message;
}

function describeExpected(expected: string): string {
  return expected === 'array' || expected === 'object' ? `an ${expected}` : `a ${expected}`;
}

export function typeName(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `a string`;
  return `a ${typeof v}`;
}
