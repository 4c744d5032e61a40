/**
 * Find a page by typing a few letters: the pages of one version and language of a resolved
 * navigation, indexed once, matched per keystroke without regard to case or accents. Titles first,
 * then sidebar titles, group and section names, descriptions and keywords (from page metadata).
 */
import type { NavObject, NavPage, ResolvedNavigation } from './scope/types.js';

export interface FilterEntry {
  page: NavPage;
  /** What the reader sees: the sidebar title, else the title. */
  label: string;
  /** The divisions (tabs, anchors…) and groups holding the page, outer first. */
  trail: string[];
  /** The version and language the page is under, when it is under one. */
  version?: string;
  language?: string;
  /** Folded text of the label and title (ranked first), and of everything else that matches. */
  folded: { label: string; rest: string };
}

export interface FilterMatch {
  entry: FilterEntry;
  /** Lower is better: 0 the label starts with the query, 1 a word of it does, 2 it holds it, 3 only other text does. */
  rank: number;
}

/** Lower case, accents and other marks removed, compatibility forms decomposed (ligatures, ǆ), white space collapsed: `Élan  Vital` -> `elan vital`. */
export function fold(text: string): string {
  // Plain ASCII, most titles: nothing to decompose.
  if (/^[\x20-\x7e]*$/.test(text)) return text.toLowerCase().replace(/ {2,}/g, ' ').trim();
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const DIVISION_LABELS: Record<string, string> = { tabs: 'tab', anchors: 'anchor', dropdowns: 'dropdown', products: 'product', menu: 'item', versions: 'version', languages: 'language' };
/** A value shown as text: a string with more than white space, or a number (`title: 2024` in frontmatter). */
const text = (v: unknown): string | undefined => (typeof v === 'number' ? String(v) : typeof v === 'string' && v.trim() ? v : undefined);
const isExternal = (href: string): boolean => /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * Every page a reader could be sent to, once per href: not hidden, not under a hidden group or
 * division, not an external link; with the version and language it is under and its trail.
 */
export function filterIndex(nav: ResolvedNavigation): FilterEntry[] {
  const out: FilterEntry[] = [];
  const seen = new Set<string>();
  /** A node to visit (a division, a group), or a page to add, with where it stands. */
  interface Frame {
    node?: NavObject;
    page?: NavPage;
    /** The page's href and title, as read once (a PathPage makes them anew at every read). */
    href?: string;
    title?: unknown;
    trail: string[];
    version?: string;
    language?: string;
  }
  // A stack instead of recursion: a navigation may be nested very deep.
  const stack: Frame[] = [{ node: nav as NavObject, trail: [] }];
  const addPage = (page: NavPage, frame: Frame, href: unknown = page.href, title: unknown = page.title): void => {
    // (Hidden: any true value, as the sidebar takes it; frontmatter may say `hidden: yes`.)
    if (typeof href !== 'string' || page.hidden || isExternal(href) || seen.has(href)) return;
    seen.add(href);
    const label = text(page.sidebarTitle) ?? text(title) ?? href;
    const keywords = Array.isArray(page.keywords) ? page.keywords.filter((k): k is string => typeof k === 'string') : [];
    const rest = [title, ...frame.trail, text(page.description), ...keywords].filter((v): v is string => typeof v === 'string');
    out.push({ page, label, trail: frame.trail, version: frame.version, language: frame.language, folded: { label: fold(label), rest: fold(rest.join(' ')) } });
  };
  while (stack.length) {
    const frame = stack.pop()!;
    const { node, page } = frame;
    if (page) {
      addPage(page, frame, frame.href, frame.title);
      continue;
    }
    if (!node) continue;
    // Children are pushed in reverse, so that pages come out in document order.
    const children: Frame[] = [];
    if (typeof node.group === 'string') {
      const root = node.root as NavPage | undefined;
      if (root && typeof root === 'object') addPage(root, frame);
    }
    for (const [key, value] of Object.entries(node)) {
      if (!Array.isArray(value)) continue;
      if (key === 'pages' || key === 'groups') {
        for (const item of value) {
          if (!item || typeof item !== 'object') continue;
          const child = item as NavObject;
          if (typeof child.group === 'string') {
            if (child.hidden !== true) children.push({ ...frame, node: child, trail: [...frame.trail, child.group] });
          } else {
            // (each read once: a PathPage makes them anew at every read)
            const href: unknown = child.href;
            const title: unknown = child.title;
            // (A page's title may be no string: frontmatter's `title: 2024` is a number.)
            if (typeof href === 'string' && title !== undefined) children.push({ ...frame, node: undefined, page: child as NavPage, href, title });
          }
        }
      } else if (key in DIVISION_LABELS) {
        const labelKey = DIVISION_LABELS[key]!;
        for (const item of value) {
          if (!item || typeof item !== 'object' || (item as NavObject).hidden === true) continue;
          const child = item as NavObject;
          const label = text(child.name) ?? text(child[labelKey]);
          const next: Frame = { node: child, trail: frame.trail, version: frame.version, language: frame.language };
          if (key === 'versions') next.version = text(child.version);
          else if (key === 'languages') next.language = text(child.language);
          else if (label) next.trail = [...frame.trail, label];
          children.push(next);
        }
      }
    }
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return out;
}

/**
 * The entries of `index` in `version` and `language` (when the navigation has them) that hold
 * every word of `query` (folded), best first, at most `limit`; ties keep document order.
 */
export function filterPages(index: readonly FilterEntry[], query: string, options: { version?: string | null; language?: string | null; limit?: number } = {}): { matches: FilterMatch[]; total: number } {
  const words = fold(query).split(' ').filter(Boolean);
  if (!words.length) return { matches: [], total: 0 };
  const first = words[0]!;
  const limit = options.limit ?? 50;
  const buckets: FilterMatch[][] = [[], [], [], []];
  let total = 0;
  for (const entry of index) {
    if (options.version && entry.version && entry.version !== options.version) continue;
    if (options.language && entry.language && entry.language !== options.language) continue;
    const { label, rest } = entry.folded;
    let all = true;
    for (const w of words) {
      if (!label.includes(w) && !rest.includes(w)) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    total++;
    const rank = label.startsWith(first) ? 0 : label.includes(` ${first}`) ? 1 : label.includes(first) ? 2 : 3;
    if (buckets[rank]!.length < limit) buckets[rank]!.push({ entry, rank });
  }
  return { matches: buckets.flat().slice(0, limit), total };
}
