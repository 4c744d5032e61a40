/**
 * A short sidebar of <docs-nav> (src/elements/docs-nav.ts): every row drawn in one render, as the
 * DOM nests. Most sites' sidebars are short (tens to a few hundred rows); a long one is drawn in
 * blocks and slices by the code of a chunk of its own (docs-nav.long.ts), loaded only for it.
 */
import { html, type TemplateResult } from 'lit';
import type { NavEntry, NavGroup } from '../core/scope.js';
import { keyChild, keyOf, type KeyState } from './docs-nav.expansion.js';
import { setAttr, setItem, type Change, type Drawing, type Lists } from './docs-nav.draw.js';
import { items, type Item } from './docs-nav.items.js';
import { isGroup } from './parts.js';

/**
 * Entries (pages and groups, open or not, at any depth) a short sidebar holds at most, drawn in
 * one render. Measured on the bench's 1,000-page site (338 entries): drawn whole, it paints as
 * soon as the first 42 rows of the long way did, and shows all 112 of its links.
 */
export const SHORT_ENTRIES = 400;

/**
 * Depth of lists (the sidebar's is 0, a top-level group's 1) from which the DOM does not nest
 * further: a sidebar that deep is drawn as a long one, whose deep groups are flat rows (see
 * docs-nav.blocks.ts).
 */
export const FLAT_DEPTH = 8;

const known = new WeakMap<NavEntry[], boolean>();

/** Whether a sidebar is long: more than SHORT_ENTRIES entries, or lists FLAT_DEPTH deep. */
export function isLong(sidebar: NavEntry[]): boolean {
  let long = known.get(sidebar);
  if (long === undefined) {
    let left = SHORT_ENTRIES;
    // (`depth`: the depth of the list `entries`; its groups' lists are one deeper)
    const over = (entries: NavEntry[], depth: number): boolean => {
      if ((left -= entries.length) < 0 || (depth + 1 >= FLAT_DEPTH && entries.some(isGroup))) return true;
      return entries.some((e) => isGroup(e) && over(e.pages, depth + 1));
    };
    known.set(sidebar, (long = over(sidebar, 0)));
  }
  return long;
}

export class PlainLists implements Lists {
  #draw: Drawing;
  readonly next?: Promise<void>;

  constructor(draw: Drawing) {
    this.#draw = draw;
  }

  willUpdate(_sidebar: NavEntry[], _scope: KeyState, _change: Change): void {}

  render(sidebar: NavEntry[], scope: KeyState): TemplateResult {
    return html`<ul part="groups" class="groups" ${this.#items(sidebar, scope, '', false)}></ul>`;
  }

  updated(scroll: () => void): void {
    scroll();
  }

  connected(): void {}
  disconnected(): void {}

  /** The items of a list (`place`: where it is, `-3-0` for the first entry of the fourth). */
  #items(entries: NavEntry[], key: KeyState, place: string, nested: boolean) {
    return items(entries.length, (i, before) => {
      const e = entries[i]!;
      return isGroup(e) ? this.#drawGroup(before, e, key, `${place}-${i}`, nested) : this.#draw.drawPage(before, e, false);
    });
  }

  /**
   * A group: its item, drawn again when something it shows changed (itself, its place, the
   * settings of its links, the words, the expansion restored for another `src`, the current page
   * when it holds it). Opened or closed, it renders again on its own (a part).
   */
  #drawGroup(before: Item | undefined, group: NavGroup, parentKey: KeyState, place: string, nested: boolean): Item {
    const draw = this.#draw;
    const holds = draw.holds(group);
    const deps = [group, place, parentKey[0], parentKey[1], draw.settings, draw.words, draw.expansion.source, holds ? draw.current : null];
    return draw.drawPart(before, 'group', `g${place}`, deps, (li) => {
      const keyState = keyChild(parentKey, group.group);
      const key = keyOf(keyState);
      const open = !nested || draw.expansion.isOpen(key, group);
      setAttr(li, 'part', draw.groupParts(key, nested));
      setItem(li, undefined, undefined, undefined, nested ? 'nested' : `top-group${holds ? ' holds-current' : ''}`);
      const pages = this.#items(open ? group.pages : [], keyState, place, true);
      return draw.renderGroup(group, nested, open, { id: `g${place}`, items: pages }, () => this.#toggle(group, key, place));
    });
  }

  #toggle(group: NavGroup, key: string, place: string): void {
    const draw = this.#draw;
    const open = !draw.expansion.isOpen(key, group);
    draw.expansion.set(key, open);
    draw.refreshPart(draw.parts.get(`g${place}`));
    draw.host.toggled(group, open);
  }
}
