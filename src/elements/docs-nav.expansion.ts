/**
 * Which groups of a sidebar are open: the reader's choices and the openings that show the current
 * page, by group key. Remembered per navigation for the browser session (sessionStorage), as
 * Starlight's sidebar does: restored before the first render of a navigation, saved when the
 * reader toggles a group, when the page is hidden and when the element leaves the page — not on
 * every navigation, where a write (0.1 to 3 ms in Chromium) would delay the frame.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { NavGroup } from '../core/scope.js';
import { storage } from './parts.js';

export class GroupExpansion implements ReactiveController {
  #open = new Map<string, boolean>();
  /** The storage key of the navigation whose state is held. */
  #key?: string;

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
    try {
      const saved = JSON.parse(storage.get(key, true) ?? '{}') as Record<string, unknown>;
      for (const [k, v] of Object.entries(saved)) if (typeof v === 'boolean') this.#open.set(k, v);
    } catch {
      /* corrupt: start fresh */
    }
  }

  save(): void {
    // Storage full or blocked: expansion is not remembered.
    if (this.#key) storage.set(this.#key, JSON.stringify(Object.fromEntries(this.#open)), true);
  }

  /** Whether the group at `key` is open: the reader's choice, else the config's `expanded`. */
  isOpen(key: string, group: NavGroup): boolean {
    return this.#open.get(key) ?? group.expanded === true;
  }

  set(key: string, open: boolean): void {
    this.#open.set(key, open);
  }
}
