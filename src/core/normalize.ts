/**
 * What normalising a docs.json needs beside its schemas, free of zod: page paths as the
 * reference stores them, which hrefs are links and which may never be, and the two settings
 * that change the navigation. The walk that checks and repairs a navigation is schema/walk.ts.
 */
import type { Interaction, Styling } from './schema/settings.js';

export { isLinkHref, unsafeUrl } from './schema/values.js';

/** A page path that normalising leaves as it is: no leading slash, no empty, `.` or `..` segment. */
const CLEAN_PAGE = /^(?!\/|\.\.?(?:\/|$))(?:[^/]|\/(?!\/|\.\.?(?:\/|$)))+$/;

/**
 * A page path as the reference stores it: `./a/../b/` -> `b/`, `/guides/x` -> `guides/x`
 * (resolved against the docs root, leading slash dropped, one trailing slash kept).
 */
export function normalizePagePath(path: string): string {
  // Only a leading slash, `//`, or a `.`/`..` segment (which has a dot) changes a path: most
  // paths have none, found without the regular expression.
  if (path.charCodeAt(0) !== 47 && !path.includes('.') && !path.includes('//')) return path;
  if (CLEAN_PAGE.test(path)) return path;
  const parts: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '' && seg !== '.') parts.push(seg);
  }
  const joined = parts.join('/');
  return path.endsWith('/') && joined !== '' ? `${joined}/` : joined;
}

/** The two settings outside `navigation` that change how it behaves (`styling.eyebrows`, `interaction.drilldown`). */
export interface NavSettings {
  /** `"breadcrumbs"` shows the full path above pages. */
  eyebrows?: Styling['eyebrows'];
  /** Selecting a group goes to its first page. */
  drilldown?: Interaction['drilldown'];
}
