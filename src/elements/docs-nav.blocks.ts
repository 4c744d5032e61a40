/**
 * What of a sidebar is rendered, for <docs-nav> to render a long one in slices (src/elements/docs-nav.long.ts).
 *
 * Every list of entries (the sidebar's own, an open group's pages) is a list here, by id. A list
 * longer than 2 × BLOCK entries is cut into blocks of BLOCK entries; a shorter one is one block.
 * A block is the unit of work: rendering it makes its entries (a page, or a group's label), and
 * the lists of the open groups among them start as placeholders, each a block of its own later.
 * So a slice costs the blocks it renders, whatever their depth, and nothing else: a sidebar of
 * 100,000 pages, of 1,000 groups or 1,000 levels deep comes in slices of a few hundred rows.
 *
 * A block is `pending` (not rendered: a placeholder of its height), `current` (rendered from this
 * sidebar) or `stale` (rendered from the sidebar shown before a switch of version, language...,
 * or before an opening above it in a flat list: its DOM is updated in place later, in order, or
 * at once when it comes into view).
 *
 * Lists nest as the DOM does up to FLAT_DEPTH (docs-nav.plain.ts); a group deeper than that shows its whole open
 * subtree as one flat list of rows (its pages, its groups' labels, their pages...), each with its
 * level. Chromium's style and layout cost grows faster than the number of elements with the
 * depth of the DOM (measured: 6,000 elements 1,000 levels deep take 0.4 to 1.3 s to style, 200
 * levels deep 14 ms): a sidebar 1,000 groups deep is at most FLAT_DEPTH lists deep in the DOM.
 *
 * Ids stand for places (the i-th entry of list n), not for groups: the same place in another
 * version keeps its id, and its DOM is updated in place.
 */
import type { NavEntry, NavGroup } from '../core/scope.js';
import { keyChild, keyOf, type KeyState } from './docs-nav.expansion.js';
import { isGroup } from './parts.js';
import { FLAT_DEPTH } from './docs-nav.plain.js';

/** Entries of a block of a long list. */
export const BLOCK = 50;

/** The id of the sidebar's own list. */
export const TOP = 0;

/** An entry of a flat list: a page or a group's label, at a level (0: the flat list's group's own entries). */
export interface Row {
  entry: NavEntry;
  level: number;
  /** A group's key state. */
  key?: KeyState;
}

export const isRow = (e: unknown): e is Row => typeof (e as Row | undefined)?.level === 'number' && !!(e as Row).entry;

const blocked = (entries: readonly unknown[]): boolean => entries.length > 2 * BLOCK;

/** How a list is cut: how many blocks, and the block of an entry. */
export const blocks = {
  cut: blocked,
  count: (entries: readonly unknown[]): number => (blocked(entries) ? Math.ceil(entries.length / BLOCK) : 1),
  of: (entries: readonly unknown[], i: number): number => (blocked(entries) ? Math.floor(i / BLOCK) : 0),
  /** The entries [from, to) of block k. */
  range: (entries: readonly unknown[], k: number): [number, number] => (blocked(entries) ? [k * BLOCK, Math.min(entries.length, (k + 1) * BLOCK)] : [0, entries.length]),
};

export type BlockState = 'pending' | 'current' | 'stale';

/** A block, as rendered elements carry it (`.list`, `.block`) for the geometry of what is in view. */
export type Unit = readonly [list: number, block: number];

/** A list's entries: a group's pages, or the rows of a flat list. */
export type Entries = readonly (NavEntry | Row)[];

interface List {
  entries: Entries;
  /** The key state of the group whose pages these are (of the sidebar, for the top list). */
  key: KeyState;
  /** The list holding that group, and the group's index in it (none for the top list). */
  parent: number;
  index: number;
  depth: number;
  /** For a flat list, its group, and what its rows were made from. */
  flat?: NavGroup;
  rowsStamp?: string;
  /** Per rendered block, the sidebar (by epoch) it was rendered from; -1: before an opening above it. */
  rendered: Map<number, number>;
  /** For walk(): every entry before `done` is complete (its block current, its open lists too), as of `stamp`. */
  done: number;
  stamp: string;
}

export class Progress {
  /** Counts sidebars: a block rendered at an older epoch is stale. */
  epoch = 0;
  #lists = new Map<number, List>();
  #ids = new Map<string, number>();
  /** Blocks made current since takeChanged() (what is to render again). */
  #changed: Unit[] = [];
  /** The row of each entry in a flat list (kept: an unchanged row is the same object, and its block is not rendered again). */
  #rows = new WeakMap<NavEntry, Row>();
  #isOpen: (key: string, group: NavGroup) => boolean;
  #stamp: () => string;

  /**
   * `isOpen`: whether a nested group is open (top-level groups always are); `stamp`: changes
   * whenever what is open may have changed (walk() then looks at everything again).
   */
  constructor(isOpen: (key: string, group: NavGroup) => boolean, stamp: () => string) {
    this.#isOpen = isOpen;
    this.#stamp = stamp;
  }

  /**
   * The place of list `id` as a string, for ids in the DOM (`-3-0-12`: the 4th top-level entry,
   * its first, its 13th): the same for the same place whatever was rendered first, and short, as
   * lists nest at most FLAT_DEPTH deep.
   */
  placeOf(id: number): string {
    const list = this.#lists.get(id);
    return list && id !== TOP ? `${this.placeOf(list.parent)}-${list.index}` : '';
  }

  /** The id of the place `index` of list `list` (a group's, and then its pages' list). */
  idOf(list: number, index: number): number {
    const place = `${list}:${index}`;
    let id = this.#ids.get(place);
    if (id === undefined) this.#ids.set(place, (id = this.#ids.size + 1));
    return id;
  }

  /** Records the sidebar's own list. */
  top(entries: NavEntry[], key: KeyState): void {
    this.#record(TOP, entries, key, -1, -1, 0);
  }

  /**
   * Records the list of `group`, entry `index` of list `parent` (with its key state `key`), as it
   * is now, and returns its entries: the group's pages, or, deep enough, the rows of its subtree.
   */
  listOf(id: number, group: NavGroup, key: KeyState, parent: number, index: number): Entries {
    const depth = (this.#lists.get(parent)?.depth ?? 0) + 1;
    if (depth < FLAT_DEPTH) return this.#record(id, group.pages, key, parent, index, depth);
    const list = this.#lists.get(id);
    const stamp = this.#stamp();
    const rows = list?.flat === group && list.rowsStamp === stamp ? list.entries : this.#flatten(group, key);
    this.#record(id, rows, key, parent, index, depth, group);
    this.#lists.get(id)!.rowsStamp = stamp;
    return rows;
  }

  /** The rows of the open subtree of `group`: its entries, and those of its open groups after each, in order. */
  #flatten(group: NavGroup, key: KeyState, level = 0, rows: Row[] = []): Row[] {
    for (const e of group.pages) {
      let row = this.#rows.get(e);
      const k = isGroup(e) ? keyChild(key, e.group) : undefined;
      if (!row || row.level !== level || row.key?.[0] !== k?.[0] || row.key?.[1] !== k?.[1]) this.#rows.set(e, (row = { entry: e, level, key: k }));
      rows.push(row);
      if (isGroup(e) && this.#isOpen(keyOf(k!), e)) this.#flatten(e, k!, level + 1, rows);
    }
    return rows;
  }

  /**
   * Another list at a place (a switch) keeps its rendered blocks (stale) when it is cut the
   * same way; a flat list whose rows changed (an opening) keeps the blocks it still has.
   */
  #record(id: number, entries: Entries, key: KeyState, parent: number, index: number, depth: number, flat?: NavGroup): Entries {
    const list = this.#lists.get(id);
    if (!list) {
      this.#lists.set(id, { entries, key, parent, index, depth, flat, rendered: new Map(), done: 0, stamp: '' });
      return entries;
    }
    if (list.entries !== entries) {
      if (blocked(list.entries) !== blocked(entries)) list.rendered.clear();
      else for (const k of list.rendered.keys()) if (k >= blocks.count(entries)) list.rendered.delete(k);
      list.entries = entries;
      list.stamp = '';
    }
    Object.assign(list, { key, parent, index, depth, flat });
    return entries;
  }

  /**
   * The rows of flat list `id` after the group at row `at` opened or closed: the rows of its
   * subtree put in or taken out, the others kept. Returns the index of the first row that
   * changed; the blocks after its block are stale (updated in place in later slices).
   */
  reflow(id: number, at: number): number {
    const list = this.#lists.get(id);
    const row = list?.entries[at] as Row | undefined;
    if (!list?.flat || !row || !isGroup(row.entry)) return -1;
    const before = list.entries as Row[];
    let end = at + 1;
    while (end < before.length && before[end]!.level > row.level) end++;
    const inside = this.#isOpen(keyOf(row.key!), row.entry) ? this.#flatten(row.entry, row.key!, row.level + 1) : [];
    const rows = [...before.slice(0, at + 1), ...inside, ...before.slice(end)];
    this.#record(id, rows, list.key, list.parent, list.index, list.depth, list.flat);
    list.rowsStamp = this.#stamp();
    const k = blocks.of(rows, at + 1);
    for (const [b, epoch] of list.rendered) if (b > k && epoch === this.epoch) list.rendered.set(b, -1);
    return at + 1;
  }

  /** Forgets what was rendered of list `id` (its group closed): opened again, it starts afresh. */
  forget(id: number): void {
    const list = this.#lists.get(id);
    if (!list?.rendered.size) return;
    list.rendered.clear();
    list.stamp = '';
  }

  state(id: number, k: number): BlockState {
    const epoch = this.#lists.get(id)?.rendered.get(k);
    return epoch === undefined ? 'pending' : epoch === this.epoch ? 'current' : 'stale';
  }

  /** The blocks made current since the last call, to render again. */
  takeChanged(): Unit[] {
    const changed = this.#changed;
    this.#changed = [];
    return changed;
  }

  /**
   * Renders block k of list `id` at the next render (and its groups' labels, their lists then
   * pending when it was). Returns the rows it costs (its entries), 0 when it was current.
   */
  render(id: number, k: number): number {
    const list = this.#lists.get(id);
    if (!list) return 0;
    const before = list.rendered.get(k);
    if (before === this.epoch) return 0;
    list.rendered.set(k, this.epoch);
    const [from, to] = blocks.range(list.entries, k);
    // What was pending had no DOM: the lists of its groups start afresh.
    if (before === undefined) for (let i = from; i < to; i++) if (isGroup(list.entries[i] as NavEntry)) this.forget(this.idOf(id, i));
    this.#changed.push([id, k]);
    return to - from;
  }

  /**
   * The list of the group at `index` of list `id`, recorded, when that group is open (top-level
   * groups always are); undefined when it is closed, is no group, or is in a flat list.
   */
  child(id: number, index: number): number | undefined {
    const list = this.#lists.get(id);
    const e = list?.entries[index];
    if (!list || list.flat || !e || !isGroup(e as NavEntry)) return undefined;
    const group = e as NavGroup;
    const key = keyChild(list.key, group.group);
    if (id !== TOP && !this.#isOpen(keyOf(key), group)) return undefined;
    const child = this.idOf(id, index);
    this.listOf(child, group, key, id, index);
    return child;
  }

  /**
   * Renders blocks in document order, from list `id` (the top list: all of the sidebar) while
   * `budget.rows` lasts. True when everything is current, false when the budget ran out first.
   */
  walk(id: number, budget: { rows: number }): boolean {
    const list = this.#lists.get(id);
    if (!list) return true;
    const stamp = `${this.epoch} ${this.#stamp()}`;
    if (list.stamp !== stamp) [list.stamp, list.done] = [stamp, 0];
    const { entries } = list;
    for (let i = list.done; i < entries.length; ) {
      const k = blocks.of(entries, i);
      const end = blocks.range(entries, k)[1];
      if (this.state(id, k) !== 'current') {
        if (budget.rows <= 0) return false;
        budget.rows -= this.render(id, k);
      }
      for (; i < end; i++) {
        const child = isGroup(entries[i] as NavEntry) ? this.child(id, i) : undefined;
        if (child !== undefined && !this.walk(child, budget)) return false;
        list.done = i + 1;
      }
    }
    return true;
  }

  /** Renders the blocks holding the entry at `path` (an index per level, from the top list). */
  renderPath(path: readonly number[]): void {
    let id: number | undefined = TOP;
    for (let level = 0; level < path.length; level++) {
      const list = this.#lists.get(id);
      if (!list) return;
      if (list.flat) {
        // In a flat list, the row of the rest of the path.
        const at = rowAt(list.entries as Row[], path.slice(level));
        if (at >= 0) this.render(id, blocks.of(list.entries, at));
        return;
      }
      this.render(id, blocks.of(list.entries, path[level]!));
      id = this.child(id, path[level]!);
      if (id === undefined) return;
    }
  }

  /** The entries of list `id`. */
  entries(id: number): Entries | undefined {
    return this.#lists.get(id)?.entries;
  }
}

/** The index of the row at `path` (an index per level) in flat rows, or -1. */
function rowAt(rows: readonly Row[], path: readonly number[]): number {
  const at: number[] = [];
  for (let i = 0; i < rows.length; i++) {
    const level = rows[i]!.level;
    at.length = level + 1;
    at[level] = (at[level] ?? -1) + 1;
    if (level === path.length - 1 && at.every((n, l) => n === path[l])) return i;
  }
  return -1;
}
