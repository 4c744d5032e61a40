/**
 * The reference's breadcrumbs (generatePathToBreadcrumbsMapForDocsConfig): one table for every
 * href of the navigation, made when breadcrumbs are first asked. A module of its own, which the
 * script-tag bundle loads with <docs-breadcrumbs> (see OnDemand in scoper.ts): a sidebar alone
 * never asks.
 */
import type { NavObject } from './types.js';
import { isObject } from '../json.js';
import { DIVISION_KEYS, divisionLabel } from './build.js';

/**
 * The reference's breadcrumbs of every href: the labels of the divisions (not versions or
 * languages) and groups holding it, outer first, blank ones left out, at its last listing in a
 * `pages` array (visiting order: pages, then division arrays, then groups). One walk of the
 * navigation for all hrefs; an href listed nowhere has none.
 */
export function crumbTable(nav: NavObject): Map<unknown, string[]> {
  const table = new Map<unknown, string[]>();
  /** A trail with a label added, when not blank. */
  const add = (trail: string[], label: unknown): string[] => (typeof label === 'string' && label.trim() ? [...trail, label] : trail);
  // The reference looks no deeper than 100 levels of groups among pages.
  const inPages = (entries: unknown[], trail: string[], depth: number): void => {
    if (depth >= 100) return;
    for (const entry of entries) {
      if (!isObject(entry)) continue;
      if ('group' in entry || Array.isArray(entry.pages)) {
        if (Array.isArray(entry.pages)) inPages(entry.pages, add(trail, entry.group), depth + 1);
      } else table.set(entry.href, trail);
    }
  };
  const inNode = (n: NavObject, trail: string[]): void => {
    if (Array.isArray(n.pages)) inPages(n.pages, trail, 0);
    for (const key of [...DIVISION_KEYS, 'groups'] as const) {
      const items = n[key];
      if (!Array.isArray(items)) continue;
      for (const item of items) {
        if (!isObject(item)) continue;
        const label = key === 'groups' ? item.group : key === 'versions' || key === 'languages' ? '' : divisionLabel(item, key);
        inNode(item, add(trail, label));
      }
    }
  };
  inNode(nav, []);
  return table;
}
