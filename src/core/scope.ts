/**
 * Scoping a resolved navigation to the page being read, with the rules of Mintlify's own
 * build (getScopedNavForPath, filterDivisions, generatePathToBreadcrumbsMapForDocsConfig).
 *
 * `createScoper(nav)` indexes the navigation once (one walk: its divisions, groups and pages in
 * document order); every question about a path is then answered from the index (the
 * occurrences of the path, the sibling lists along its chain of divisions) and memoized per
 * path. What only some elements need is computed when first asked: where the version and
 * language switches lead (their tables of every page by segments and by version), the
 * breadcrumbs (one walk for all hrefs), the table of pages by path (the first few paths are
 * found by a scan). A sidebar's first view costs the index and the filter of its own path.
 * The code of the first two is in modules of their own (scope/targets.ts, scope/crumbs.ts), which
 * the elements' store installs only with the elements that show them (see scope/scoper.ts).
 * A path that is no visible page (hidden page, unknown URL) costs a scan of the flat page list,
 * as the reference's fallback (longest common prefix) needs it.
 *
 * Rules (the reference's):
 * - The page is its first visible occurrence in document order (the product holding it first);
 *   a hidden page, or a path not in the navigation, is scoped like the page sharing the longest
 *   prefix with it.
 * - Its version (language): the one all its listings share; else the version of its first
 *   listing (divisions before groups before pages), preferring the default version when listed
 *   in several; else the default, else the first listed.
 * - Switch targets, per version (language): the path when the page is listed there (or is
 *   hidden, for the current one); else a page of that version whose href differs by one segment
 *   (for languages: only by the locale); else the first page of the groups holding the path in
 *   the current version, or of the groups of the same name in another version; else the first
 *   page directly in that sibling version; else the first page of that version anywhere.
 * - Breadcrumbs: labels of tabs, anchors, dropdowns, products (`name` first), menu items and
 *   groups holding the page, outer first, not versions or languages, nor empty labels; a page
 *   listed several times keeps its last listing; group root pages have none.
 */
import { crumbTable } from './scope/crumbs.js';
import { createScoperWith, type Scoper } from './scope/scoper.js';
import { switchTargets } from './scope/targets.js';
import type { PageScope, ResolvedNavigation } from './scope/types.js';

export type {
  ActiveDivision,
  DivisionKey,
  DivisionKind,
  DivisionLevel,
  DivisionOption,
  NavDivision,
  NavEntry,
  NavGroup,
  NavObject,
  NavPage,
  PageScope,
  ResolvedNavigation,
  ScopeView,
} from './scope/types.js';
export type { Scoper } from './scope/scoper.js';
export { canonicalPath, pathsDifferByOneSegment } from './scope/paths.js';

/** Index a resolved navigation for scoping (every answer, switch targets and breadcrumbs included). */
export function createScoper(nav: ResolvedNavigation): Scoper {
  return createScoperWith(nav, { targets: switchTargets, crumbs: crumbTable });
}

/** Shorthand: the scope of one path (indexes the navigation each call; prefer createScoper). */
export function scopeForPath(nav: ResolvedNavigation, path: string): PageScope {
  return createScoper(nav).scope(path);
}
