/**
 * The shape of the navigation tree: the node kinds, the keys that hold each kind's content, and
 * the order in which the reference build tries them. The fields of each kind are zod schemas
 * (divisions.ts, groups.ts); the tree itself is walked by walk.ts, one node at a time.
 */
import { isObject } from '../json.js';

/** Navigation node kinds, by the key that labels them. */
export type NodeKind = 'navigation' | 'tab' | 'anchor' | 'dropdown' | 'product' | 'version' | 'language' | 'item' | 'group';

/** The kinds that are divisions (everything but the navigation itself and groups). */
export type DivisionKind = Exclude<NodeKind, 'navigation' | 'group'>;

/** Keys that hold a node's content, other than `href`. */
export type ContentKey = 'products' | 'languages' | 'versions' | 'tabs' | 'dropdowns' | 'anchors' | 'groups' | 'pages' | 'menu';

/** `'href tabs pages'` -> `['href', 'tabs', 'pages']`: the key lists below, as words. */
const keys = (words: string): readonly ContentKey[] => words.split(' ') as ContentKey[];

/** Every content key. */
export const CONTENT_KEYS = keys('products languages versions tabs dropdowns anchors groups pages menu');

/** The kind of node a content array holds: `tabs` -> `tab`, `menu` -> `item`. */
export const childKind = (key: ContentKey): NodeKind => (key === 'menu' ? 'item' : (key.slice(0, -1) as NodeKind));

/**
 * What each kind may contain, in the order the reference build tries them: the first one present
 * whose content is valid is kept, and the others are dropped. `href` first means a division with
 * a link and content is a link. A division whose every kind of content fails keeps none (the
 * reference's last option: the division alone); the navigation itself has no such option.
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

/** Lists that must hold at least one entry; `products`, `dropdowns`, `menu` and `pages` may be empty. */
export const NON_EMPTY: ReadonlySet<string> = new Set(keys('tabs anchors versions languages groups'));

/** Whether `item`, listed under `key`, is a node (a division, or a group among pages) rather than a page or a stray value. */
export const isNode = (key: string, item: unknown): item is Record<string, unknown> => isObject(item) && (key !== 'pages' || 'group' in item);

/** Whether `v` is a page object of an already resolved navigation (`{title, href}`). */
export const isResolvedPage = (v: unknown): v is Record<string, unknown> => isObject(v) && typeof v.href === 'string' && typeof v.title === 'string';

/** The lists of links `navigation.global` may hold (`anchors`, `tabs`...): each link has a label (`anchor`, `tab`...) and an href. */
export const GLOBAL_KEYS = keys('languages versions tabs dropdowns anchors products');
