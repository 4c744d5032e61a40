import { safeUrl } from './schema/values.js';

const DASHES = /[-_]/g;
/** Arrays of character codes by length, reused from one title to the next: a title is then one string made once. */
const codesOf: number[][] = [];

/**
 * The title a page gets when no metadata names one: the last path segment, with dashes and
 * underscores as spaces and the first letter upper-cased (the reference build's rule).
 */
export function slugToTitle(slug: string): string {
  const q = slug.indexOf('?');
  return titleBefore(slug, q >= 0 ? q : slug.length);
}

/** slugToTitle of what comes before `end` in `slug` (for a slug known to hold no `?` before it). */
function titleBefore(slug: string, end: number): string {
  // The last '/' before it, looked for from the end (lastIndexOf is a call into the runtime).
  let start = end;
  while (start > 0 && slug.charCodeAt(start - 1) !== 47) start--;
  const length = end - start;
  const first = slug.charCodeAt(start);
  if (length === 0) return '';
  // A large site has tens of thousands of titles: each made from its character codes, not by a
  // replace, a slice and a concatenation (three strings, and the replace's own garbage).
  if (first < 128 && length <= 256) {
    const codes = (codesOf[length] ??= new Array<number>(length).fill(0));
    for (let i = 0; i < length; i++) {
      const c = slug.charCodeAt(start + i);
      codes[i] = c === 45 || c === 95 ? 32 : c;
    }
    // a-z upper-cased; any other ASCII character is its own upper case.
    if (first >= 97 && first <= 122) codes[0] = first - 32;
    return String.fromCharCode.apply(null, codes);
  }
  // A first letter beyond ASCII (é, ß...) has the engine's upper case; a long segment is not
  // spread into arguments.
  const words = slug.slice(start, end).replace(DASHES, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A page's href from its path, as the reference makes it: a leading slash, except on a path that
 * is already absolute or an http(s) URL (`https:/x`, as normalised).
 */
export function pageHref(path: string): string {
  return path.charCodeAt(0) === 47 || path.startsWith('http:') || path.startsWith('https:') ? path : `/${path}`;
}

/**
 * Where a page's entry leads: the `url` its frontmatter names, when it names one a link may go to
 * (a page that stands for a link elsewhere: "Submit an integration" leading to a repository, or
 * to a section of another page), else the page itself (its href). The reference build keeps
 * `url` on the page; its sidebar links there.
 */
export function pageTarget(page: { href: string; url?: unknown }): string {
  return safeUrl(page.url) || page.href;
}

/**
 * The page a path makes when nothing describes it (no page index entry, no spec stage): its title
 * from the path. `noQuery`: the caller knows the path holds no `?` (no need to look for one).
 */
export function plainPage(path: string, noQuery = false): { title: string; href: string } {
  return { title: noQuery ? titleBefore(path, path.length) : slugToTitle(path), href: pageHref(path) };
}

/**
 * plainPage's page, its title and href made when read: `resolveDocs(url, {lazyPages: true})`
 * makes one of each page path nothing describes, so that a site of 25,000 pages makes the title
 * of a page when an element shows it, not all of them before the first paint (most of what
 * resolving such a site costs, the first time its code runs: two strings and an object per page,
 * every one of them kept). Read (`title`, `href`) and written out (`toJSON`) as plainPage's
 * object; its one own key is `path`: an object of its own (a spread, a structured clone) is made
 * of `toJSON()`. The elements' store resolves with it; the CLI and `resolveDocs` by default make
 * plain objects.
 */
export class PathPage {
  constructor(readonly path: string) {}

  get title(): string {
    return slugToTitle(this.path);
  }

  get href(): string {
    return pageHref(this.path);
  }

  toJSON(): { title: string; href: string } {
    return { title: this.title, href: this.href };
  }
}
