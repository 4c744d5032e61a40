/**
 * Which groups of a sidebar are open: the reader's choices and the openings that show the current
 * page, by group key. Remembered per navigation for the browser session (sessionStorage), as
 * Starlight's sidebar does: restored before the first render of a navigation, saved when the
 * reader toggles a group, when the page is hidden and when the element leaves the page — not on
 * every navigation, where a write (0.1 to 3 ms in Chromium) would delay the frame.
 *
 * A group's key stands for its place: the sidebar's divisions and the labels of the groups around
 * it (`versions[1]/Guides/Advanced`), hashed, so a key stays short at any depth (`#1x2a9kq0c5f`):
 * each group's key is its parent's hash carried on over `/` and its label, a few steps, not a
 * path string a thousand levels long. Keys saved as paths (before hashing) are read and hashed.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { NavGroup } from '../core/scope.js';
import { storage } from './parts.js';

/** Where a group's key is: the hash state after its place so far (see keyOf). */
export type KeyState = readonly [number, number];

/** The state of the divisions' part of every key of a sidebar (`versions[1]`, or '' at the root). */
export function keyStart(scope: string): KeyState {
  return feed([0xdeadbeef, 0x41c6ce57], scope);
}

/** The state of a group's key: its parent's (or the sidebar's) carried on over `/` and its label. */
export function keyChild(parent: KeyState, label: string): KeyState {
  return feed(feed(parent, '/'), label);
}

/** The key of a group from its state: `#` and 53 bits of hash (cyrb53's mix), in base 36. */
export function keyOf([a, b]: KeyState): string {
  let h1 = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909);
  const h2 = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  h1 = h1 >>> 0;
  return `#${(4294967296 * (2097151 & h2) + h1).toString(36)}`;
}

function feed([a, b]: KeyState, text: string): KeyState {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 2654435761);
    b = Math.imul(b ^ c, 1597334677);
  }
  return [a, b];
}

/** A key saved before keys were hashed (the path itself, `versions[1]/Guides`) as it is now. */
const current = (saved: string): string => (saved.startsWith('#') ? saved : keyOf(feed(keyStart(''), saved)));

/** The entry of a saved state that says the sidebar was long. */
const LONG = '$long';

export class GroupExpansion implements ReactiveController {
  #open = new Map<string, boolean>();
  /** Counts changes: what depends on which groups are open (row counts) is computed again after one. */
  generation = 0;
  /** The storage key of the navigation whose state is held. */
  #key?: string;
  /**
   * Whether this navigation's sidebar was a long one (docs-nav.long.ts) when the reader last saw
   * it: saved with the state, so that the next page of the site asks for the code of long
   * sidebars while its docs.json loads, not once it is in.
   */
  long = false;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('visibilitychange', this.#onHide);
  }

  hostDisconnected(): void {
    document.removeEventListener('visibilitychange', this.#onHide);
    this.save();
  }

  #onHide = (): void => {
    if (document.visibilityState === 'hidden') this.save();
  };

  /** The navigation (by URL) whose state is held: its groups render again when it changes. */
  get source(): string | undefined {
    return this.#key;
  }

  /** Holds the state saved for the navigation at `url` (nothing when it is held already). */
  restore(url: string): void {
    const key = `docs-nav:expanded:${url}`;
    if (this.#key === key) return;
    this.#key = key;
    this.#open.clear();
    this.generation++;
    this.long = false;
    try {
      const saved = JSON.parse(storage.get(key, true) ?? '{}') as Record<string, unknown>;
      // (`$long` is no group's key: a number, where groups have booleans)
      this.long = saved[LONG] === 1;
      for (const [k, v] of Object.entries(saved)) if (typeof v === 'boolean') this.#open.set(current(k), v);
    } catch {
      /* corrupt: start fresh */
    }
  }

  save(): void {
    // Storage full or blocked: expansion is not remembered.
    if (this.#key) storage.set(this.#key, JSON.stringify({ ...Object.fromEntries(this.#open), ...(this.long && { [LONG]: 1 }) }), true);
  }

  /** Whether the group at `key` is open: the reader's choice, else the config's `expanded`. */
  isOpen(key: string, group: NavGroup): boolean {
    return this.#open.get(key) ?? group.expanded === true;
  }

  set(key: string, open: boolean): void {
    if (this.#open.get(key) === open) return;
    this.#open.set(key, open);
    this.generation++;
  }
}
