/**
 * A long sidebar of <docs-nav> (src/elements/docs-nav.ts): more rows than one render should draw
 * (see `isLong` in docs-nav.plain.ts). A chunk of its own in the script-tag bundle, loaded only
 * for a sidebar that long: most sites' sidebars are short, drawn whole by docs-nav.plain.ts.
 *
 * What is in view is rendered first (the current page, scrolled to), the rest after the first
 * paint, in slices of a few milliseconds each; lists cut in blocks (docs-nav.blocks.ts), laid
 * out only near the screen, placeholders of their height until they are rendered; groups deeper
 * than the DOM nests as flat rows. What a scroll brings into view is rendered before it is
 * painted.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { DirectiveResult } from 'lit/directive.js';
import type { NavEntry, NavGroup } from '../core/scope.js';
import { keyChild, keyOf, type KeyState } from './docs-nav.expansion.js';
import { blocks, BLOCK, isRow, Progress, TOP, type BlockState, type Entries, type Row } from './docs-nav.blocks.js';
import { setAttr, setItem, setRow, type Change, type Drawing, type Lists, type Marked } from './docs-nav.draw.js';
import { items, same, type Draw, type Item } from './docs-nav.items.js';
import { isGroup, type PageLocation } from './parts.js';
import { afterPaint, boxesAround, postTask } from './viewport.js';

export class LongLists implements Lists {
  #draw: Drawing;
  /**
   * What of the sidebar is rendered, block by block (docs-nav.blocks.ts). In an update of the
   * element, an entry or a block is drawn again only when something it shows changed (its item's
   * `deps`, see `items`): itself, the settings of its links, the expansion restored for another
   * `src`, its state, or the current page when it is in it. A change inside it (an opening, a
   * slice) renders it again on its own, at once (a part), not the groups around it: expanding a
   * group 1,000 levels deep or following a link costs what it changes, not the whole sidebar.
   */
  #progress: Progress;
  /** The sidebar list being shown. */
  #shownOf?: NavEntry[];
  /** Whether some blocks are not rendered yet, or not from this sidebar (slices are due). */
  #unfinished = false;
  /** What `#unfinished` was last set from: the sidebar (epoch) and the expansion. */
  #stamp = '';
  /** Whether the next slice waits for a paint (the first of a series does). */
  #afterPaint = true;
  /** The next slice, while one is due: pending until it is made (`updateComplete` waits for it). */
  next?: Promise<void>;
  /** Rows a slice renders: adapted to what the last slices took (see #measure). */
  #sliceRows = SLICE_ROWS;
  #sliceStart = 0;
  /** Whether what is in view is rendered before the next paint (after a navigation, a switch). */
  #settle = false;
  #inViewFrame = 0;
  /**
   * While the first update of the element draws the sidebar: what it draws is laid out at once
   * (class `first-view`), as the current page's groups are (`holds-current`). Lazily laid out
   * (`content-visibility: auto`), the groups drawn around the current page would be laid out in
   * a second pass, once the scroll to it brought them into view. After the first paint (at the
   * first slice) they are laid out lazily again, as everything else.
   */
  #firstView = false;
  /** The items the first view drew, until the first slice. */
  #firstViewItems: HTMLElement[] = [];
  /** The clock of renders when the update began: a part rendered later was rendered by it. */
  #since = 0;
  /** Row counts of groups, for the height of what is not laid out yet (see #rowsOf). */
  #groupRows = new WeakMap<NavGroup, [generation: number, rows: number]>();
  #rowsHolding = new WeakMap<Entries, [PageLocation | undefined, number[]]>();
  /** Ends the window's scroll listener. */
  #listening?: AbortController;

  constructor(draw: Drawing) {
    this.#draw = draw;
    const expansion = draw.expansion;
    this.#progress = new Progress(
      (key, group) => expansion.isOpen(key, group),
      () => `${expansion.generation} ${expansion.source}`,
    );
    if (draw.host.element.isConnected) this.connected();
  }

  // Scrolls anywhere on the page (capture: a scrolling box's scroll does not bubble) may bring
  // blocks not rendered yet into view; the listener returns at once when there are none.
  connected(): void {
    if (this.#listening) return;
    const signal = (this.#listening = new AbortController()).signal;
    window.addEventListener('scroll', this.#onScroll, { capture: true, passive: true, signal });
    // Back in the page: the slices go on.
    if (this.#shownOf) this.#rendered();
  }

  disconnected(): void {
    this.#listening?.abort();
    this.#listening = undefined;
  }

  willUpdate(sidebar: NavEntry[], scope: KeyState, { moved, located, before, path }: Change): void {
    const draw = this.#draw;
    this.#since = draw.renders;
    if (moved) this.#settle = true;
    const progress = this.#progress;
    progress.top(sidebar, scope);
    if (sidebar !== this.#shownOf) {
      const first = !this.#shownOf;
      this.#shownOf = sidebar;
      this.#afterPaint = true;
      if (!first) {
        // Another sidebar (another version, tab...): what is rendered is updated in place, which
        // costs less than making it again. Now only the blocks holding the page that was current
        // (no second `aria-current`) and the new one; those in view right after this update
        // (#renderInView); the others in slices, in order.
        progress.epoch++;
        this.#settle = true;
        progress.renderPath(before);
      }
      progress.renderPath(path);
      if (first) {
        this.#renderAround(path[0]);
        this.#firstView = true;
      }
    } else if (moved || located) {
      // The current page, and the groups around it, in this update.
      progress.renderPath(path);
    }
    const expansion = draw.expansion;
    const stamp = `${progress.epoch} ${expansion.generation} ${expansion.source}`;
    if (stamp !== this.#stamp || moved) {
      this.#stamp = stamp;
      this.#unfinished = true;
    }
  }

  render(sidebar: NavEntry[], scope: KeyState): TemplateResult {
    const state = this.#progress.state(TOP, 0);
    const cut = blocks.cut(sidebar);
    return html`<ul part="groups" class=${!cut && state === 'stale' ? 'groups long stale' : 'groups long'} role=${cut ? 'list' : nothing} .list=${TOP} .block=${0} ${this.#listItems(TOP, sidebar, scope, false)}></ul>`;
  }

  updated(scroll: () => void): void {
    // What changed before this update and it did not reach (its items' deps held) renders now.
    this.#refresh(this.#since);
    scroll();
    // After a navigation or a switch, what is in view now (after that scroll) and not rendered,
    // or not from this sidebar, is rendered at once, before this frame paints (a few rounds, as
    // rendered blocks show more). After a slice: at the next frame (see #checkInView).
    if (this.#settle) {
      this.#settle = false;
      for (let rounds = 0; rounds < MAX_ROUNDS && this.#renderInView(); rounds++) this.#refresh();
    }
    this.#firstView = false;
    this.#rendered();
  }

  /**
   * At the first render, what the scroll to the current page brings into view: the top-level
   * entries nearest to the one holding it, outward, until FIRST_ROWS rows; without a current
   * page, the top of the sidebar. What else is in view then (the element may not be in a
   * scrolling box) is rendered after the scroll, before the paint (#renderInView).
   */
  #renderAround(at = 0): void {
    const progress = this.#progress;
    const entries = progress.entries(TOP)!;
    const budget = { rows: FIRST_ROWS };
    for (let d = 0; budget.rows > 0 && d <= Math.max(at, entries.length - at); d++) {
      for (const i of d ? [at - d, at + d] : [at]) {
        if (i < 0 || i >= entries.length) continue;
        budget.rows -= progress.render(TOP, blocks.of(entries, i));
        const child = progress.child(TOP, i);
        if (child !== undefined) progress.walk(child, budget);
      }
    }
  }

  /** Renders again, now, the blocks made current since the last render (but those rendered after `since`, which show them). */
  #refresh(since = Infinity): void {
    const parts = this.#draw.parts;
    const keys = new Set<string>();
    for (const [id, k] of this.#progress.takeChanged()) {
      const entries = this.#progress.entries(id);
      // A block of a long list is a part; a short list is rendered by its group, the top one by the element.
      // (in a very long list, while its SUPER blocks were not rendered, their placeholder's)
      if (entries && blocks.cut(entries)) keys.add(parts.has(`b${id}/${k}`) ? `b${id}/${k}` : `s${id}/${Math.floor(k / SUPER)}`);
      // (the top list changed in an update is rendered by it)
      else if (id === TOP) {
        if (since === Infinity) this.#draw.host.element.requestUpdate();
      } else keys.add(`g${id}`);
    }
    for (const key of keys) {
      const part = parts.get(key);
      if (part && part.renderedAt <= since) this.#draw.refreshPart(part);
    }
  }

  /** After a render (an update, a slice, an opening): more slices, or the end of them. */
  #rendered(): void {
    this.#measure();
    this.#checkInView();
    if (this.#unfinished) this.#continue();
    else this.#afterPaint = true;
  }

  /**
   * Renders (at the next render) the blocks not rendered yet, or from another sidebar, that meet
   * the part of the sidebar its scrolling boxes and the window let be seen, or come within half
   * of it; true when there were some. They are marked (`.pending`, `.stale`). The items of a list
   * are stacked in order, so a binary search finds the first in view in each list, from the
   * sidebar's own list down into the lists in view: only what is near the screen is read.
   */
  #renderInView(): boolean {
    if (!this.#unfinished || !this.#listening) return false;
    const element = this.#draw.host.element;
    const groups = element.renderRoot.querySelector('ul.groups');
    if (!groups) return false;
    const [top, bottom] = visibleBand(element);
    if (bottom <= top) return false;
    const near = (bottom - top) / 2;
    const from = top - near;
    const to = bottom + near;
    let any = false;
    const mark = (el: Marked) => {
      if (el.list !== undefined && el.block !== undefined && this.#progress.render(el.list, el.block) > 0) any = true;
    };
    const visit = (list: Element): void => {
      if (list.classList.contains('stale')) return mark(list);
      const items = list.children;
      let lo = 0;
      let hi = items.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (items[mid]!.getBoundingClientRect().bottom < from) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < items.length; i++) {
        const item = items[i]!;
        if (item.getBoundingClientRect().top > to) break;
        if (item.matches('.pending, .stale')) mark(item);
        else for (const inner of item.children) if (inner.localName === 'ul' && !(inner as HTMLElement).hidden) visit(inner);
      }
    };
    visit(groups);
    return any;
  }

  /** A scroll (before the frame that paints it): what it brings into view is rendered in that frame. */
  #onScroll = (): void => {
    if (this.#renderInView()) {
      this.#refresh();
      this.#rendered();
    }
  };

  /**
   * #renderInView at the next frame (once), in its animation frame callbacks: what it reads is
   * the layout that frame makes anyway, and what it renders is in that frame. After a slice, a
   * scroll (the reader may reach what is not rendered yet before the slices do).
   */
  #checkInView = (): void => {
    if (this.#inViewFrame || !this.#unfinished) return;
    this.#inViewFrame = requestAnimationFrame(() => {
      this.#inViewFrame = 0;
      if (this.#renderInView()) {
        this.#refresh();
        this.#rendered();
      }
    });
  };

  #toggle(id: number, key: string, group: NavGroup): void {
    const expansion = this.#draw.expansion;
    const open = !expansion.isOpen(key, group);
    expansion.set(key, open);
    // The group renders again, now, alone (at any depth); opened, its list starts afresh: its
    // first block now (a long group: its first pages), the rest in the next tasks.
    this.#progress.forget(id);
    if (open) {
      this.#progress.walk(id, { rows: BLOCK });
      this.#unfinished = true;
    }
    this.#progress.takeChanged();
    this.#draw.refreshPart(this.#draw.parts.get(`g${id}`));
    this.#toggled(group, open);
  }

  /** What follows any opening or closing, once its render is asked for: the next slices after the paint, and the element's part. */
  #toggled(group: NavGroup, open: boolean): void {
    this.#afterPaint = true;
    this.#rendered();
    this.#draw.host.toggled(group, open);
  }

  /** Opens or closes a group shown as a row of flat list `list`: the rows after it change. */
  #toggleRow(list: number, row0: Row): void {
    const group = row0.entry as NavGroup;
    const key = keyOf(row0.key!);
    const expansion = this.#draw.expansion;
    const open = !expansion.isOpen(key, group);
    expansion.set(key, open);
    // Its block and the first whose rows changed render again now; those after them (their rows
    // moved) in the next tasks, in place.
    const was = this.#progress.entries(list) ?? [];
    const row = was.indexOf(row0);
    const at = this.#progress.reflow(list, row);
    const entries = this.#progress.entries(list) ?? [];
    if (at < entries.length) this.#progress.render(list, blocks.of(entries, at));
    this.#unfinished = true;
    this.#progress.takeChanged();
    // The list when its blocks are more or fewer (or it is no list of blocks), and its block and
    // the first changed if that did not render them (their rows may be the same, the toggle's
    // state is not). The other blocks show the same rows, or are stale.
    const parts = this.#draw.parts;
    const before = this.#draw.renders;
    if (!blocks.cut(entries) || blocks.count(was) !== blocks.count(entries)) this.#draw.refreshPart(parts.get(`g${list}`));
    if (blocks.cut(entries)) {
      for (const k of new Set([blocks.of(entries, row), blocks.of(entries, at)])) {
        const part = parts.get(`b${list}/${k}`);
        if (part && part.renderedAt <= before) this.#draw.refreshPart(part);
      }
    }
    this.#toggled(group, open);
  }

  /** Renders the next slice of the sidebar, in a task of its own. */
  #continue(): void {
    if (this.next) return;
    let made!: () => void;
    this.next = new Promise((resolve) => (made = resolve));
    const next = () => {
      this.next = undefined;
      const element = this.#draw.host.element;
      // Out of the page (or another sidebar shown, a short one): no more slices until it is back (connected).
      if (!this.#listening) return made();
      this.#sliceStart = performance.now();
      for (const li of this.#firstViewItems.splice(0)) li.classList.remove('first-view');
      this.#unfinished = !this.#progress.walk(TOP, { rows: this.#sliceRows });
      this.#refresh();
      // Its style and layout in this task, so that #measure counts them: the rows a slice can
      // afford depend on them as much as on its script (a thousand levels deep, more).
      void element.offsetHeight;
      this.#rendered();
      made();
    };
    // The first slice is painted before the next is made; then one slice a task.
    if (this.#afterPaint) afterPaint(next);
    else postTask(next);
    this.#afterPaint = false;
  }

  /**
   * Adapts the rows of a slice to this machine: from what the last one took, from its start to
   * its update, style and layout done, aiming at SLICE_MS (so that a slice stays well under 50 ms,
   * on a slow phone as on a desktop).
   */
  #measure(): void {
    if (!this.#sliceStart) return;
    const took = Math.max(1, performance.now() - this.#sliceStart);
    this.#sliceStart = 0;
    const rows = this.#sliceRows * (SLICE_MS / took);
    this.#sliceRows = Math.round(Math.min(MAX_SLICE_ROWS, Math.max(BLOCK, (this.#sliceRows + rows) / 2)));
  }

  /**
   * The items of a list's `<ul>` (list `id`: the sidebar's, or a group's pages): its entries, or,
   * for a long list, its blocks; a placeholder while it is not rendered, and as it was while it
   * is stale. `nested`: the entries are inside a group.
   */
  #listItems(id: number, entries: Entries, key: KeyState, nested: boolean): DirectiveResult {
    if (!blocks.cut(entries)) {
      const state = this.#progress.state(id, 0);
      if (state === 'stale') return items(0, undefined);
      // Not rendered yet: a placeholder of its height, a block of its own.
      if (state === 'pending') return items(1, (_, before) => this.#drawBlock(before, id, entries, 0, key, nested, false));
      return items(entries.length, (i, before) => this.#drawEntry(before, id, entries, i, key, nested, false));
    }
    const holding = this.#holding(entries);
    const count = blocks.count(entries);
    if (count > 2 * SUPER) return items(Math.ceil(count / SUPER), (s, before) => this.#drawSuper(before, id, entries, s, key, nested, holding));
    return items(count, (k, before) => this.#drawBlock(before, id, entries, k, key, nested, holding?.includes(k) ?? false));
  }

  /**
   * SUPER blocks of a very long list (more than 2 × SUPER blocks: 100,000 pages are 100 of them,
   * not 2,000 blocks): one placeholder while none of its blocks is rendered, then a list item
   * holding them, laid out only when near the screen (its blocks then are, all of them). Drawn
   * again whenever its list is (its blocks are drawn again only when they changed).
   */
  #drawSuper(before: Item | undefined, id: number, entries: Entries, s: number, key: KeyState, nested: boolean, holding: number[] | undefined): Item {
    return this.#draw.drawPart(before, 'super', `s${id}/${s}`, undefined, (li) => {
      entries = this.#progress.entries(id) ?? entries;
      const from = s * SUPER;
      const to = Math.min(blocks.count(entries), from + SUPER);
      let rows = 0;
      let shown = false;
      for (let k = from; k < to; k++) {
        rows += this.#rowsOf(entries, k, key, nested);
        shown ||= this.#progress.state(id, k) !== 'pending';
      }
      // One element, a placeholder or not: it keeps what the browser knows of it (its size, whether it is on screen).
      setItem(li, id, from, 'none', this.#classOf(li, `super${shown ? '' : ' pending'}${holding?.some((k) => k >= from && k < to) ? ' holds-current' : ''}`), rows, !shown);
      return html`<ul role="none" ${items(shown ? to - from : 0, (i, b) => this.#drawBlock(b, id, entries, from + i, key, nested, holding?.includes(from + i) ?? false))}></ul>`;
    });
  }

  /**
   * A block of a long list: a list item holding a list of its entries, both without a role of
   * their own (`none`: a screen reader hears one list, the entries say `listitem`), laid out only
   * when near the screen (`content-visibility`), sized by its rows until then.
   */
  #drawBlock(before: Item | undefined, id: number, entries: Entries, k: number, key: KeyState, nested: boolean, holds: boolean): Item {
    const draw = this.#draw;
    // Rows of a flat list move when a group above them opens: the block's own rows are what it shows.
    const shown = isRow(entries[0]) ? entries.slice(...blocks.range(entries, k)) : [entries, k];
    const deps = [...shown, this.#progress.state(id, k), draw.settings, draw.words, draw.expansion.source, holds ? draw.current : null];
    return draw.drawPart(before, 'block', `b${id}/${k}`, deps, (li) => {
      const state = this.#progress.state(id, k);
      // Its list's rows as they are now (a toggle in a flat list renders its blocks alone).
      entries = this.#progress.entries(id) ?? entries;
      const [from, to] = blocks.range(entries, k);
      setItem(li, id, k, 'none', this.#classOf(li, holds ? `${BLOCK_CLASS[state]} holds-current` : BLOCK_CLASS[state]), this.#rowsOf(entries, k, key, nested), state === 'pending');
      const content = state === 'pending' ? items(0, NONE) : state === 'stale' ? items(0, undefined) : items(to - from, (i, b) => this.#drawEntry(b, id, entries, from + i, key, nested, true));
      return html`<ul role="none" ${content}></ul>`;
    });
  }

  /** The class of item `li`, laid out when near the screen (a top-level group, a block): `first-view` while the first view draws it. */
  #classOf(li: HTMLElement, className: string): string {
    if (!this.#firstView) return className;
    this.#firstViewItems.push(li);
    return `${className} first-view`;
  }

  /** Entry i of list `id`; `inBlock`: inside a block, where each says it is a list item. */
  #drawEntry(before: Item | undefined, id: number, entries: Entries, i: number, key: KeyState, nested: boolean, inBlock: boolean): Item {
    const e = entries[i]!;
    return isRow(e) ? this.#drawRow(before, e, id, inBlock) : isGroup(e) ? this.#drawGroup(before, e, id, i, key, nested, inBlock) : this.#draw.drawPage(before, e, inBlock);
  }

  /** Blocks of a long list holding the current page (of rows: looked for once per page). */
  #holding(entries: Entries): number[] | undefined {
    const location = this.#draw.location;
    if (!isRow(entries[0])) return location?.lists.get(entries as NavEntry[])?.map((i) => blocks.of(entries, i));
    const known = this.#rowsHolding.get(entries);
    if (known && known[0] === location) return known[1];
    const at: number[] = [];
    entries.forEach((row, i) => {
      const e = (row as Row).entry;
      if (location?.holders.has(e as NavGroup) || (!isGroup(e) && this.#draw.isCurrent(e))) at.push(blocks.of(entries, i));
    });
    this.#rowsHolding.set(entries, [location, at]);
    return at;
  }

  /**
   * A row of a flat list (see docs-nav.blocks.ts): a page, or a group's label and toggle, at its
   * level (its indent, and `aria-level`). The group's entries are the rows after it, not a list
   * inside it: its toggle has no `aria-controls` (which the disclosure pattern leaves optional).
   */
  #drawRow(before: Item | undefined, row: Row, list: number, inBlock: boolean): Item {
    const draw = this.#draw;
    if (!isGroup(row.entry)) return draw.drawPage(before, row.entry, inBlock, row.level);
    const group = row.entry;
    const holds = draw.holds(group);
    const key = keyOf(row.key!);
    const open = draw.expansion.isOpen(key, group);
    const deps = [group, row.level, open, draw.settings, draw.words, draw.expansion.source, holds ? draw.current : null, inBlock];
    if (same(before?.deps, deps)) return before!;
    const li = before?.kind === 'group-row' ? before.li : document.createElement('li');
    setAttr(li, 'part', draw.groupParts(key, true));
    setItem(li, undefined, undefined, inBlock ? 'listitem' : undefined, 'nested flat');
    setRow(li, row.level);
    draw.render(draw.renderToggle(group, open, undefined, () => this.#toggleRow(list, row)), li);
    return { li, kind: 'group-row', deps };
  }

  /**
   * A group, entry `index` of list `list` (whose key state is `parentKey`): its item, drawn again
   * when something it shows changed (itself, the settings of its links, the words, the expansion
   * restored for another `src`, the current page when it holds it); a change inside it (an
   * opening, a slice) renders it again on its own (a part).
   */
  #drawGroup(before: Item | undefined, group: NavGroup, list: number, index: number, parentKey: KeyState, nested: boolean, inBlock: boolean): Item {
    const draw = this.#draw;
    const id = this.#progress.idOf(list, index);
    const holds = draw.holds(group);
    const deps = [group, draw.settings, draw.words, draw.expansion.source, holds ? draw.current : null, inBlock];
    return draw.drawPart(before, nested ? 'group' : 'top-group', `g${id}`, deps, (li) => this.#renderGroup(li, group, id, list, index, parentKey, nested, inBlock, holds));
  }

  /**
   * A group's item (its parts, class and role) and content (see Drawing.renderGroup). Its pages
   * are list `id`, its place. A top-level group is a placeholder until its pages are rendered.
   */
  #renderGroup(li: HTMLLIElement, group: NavGroup, id: number, list: number, index: number, parentKey: KeyState, nested: boolean, inBlock: boolean, holds: boolean): TemplateResult | typeof nothing {
    const draw = this.#draw;
    const keyState = keyChild(parentKey, group.group);
    const key = keyOf(keyState);
    const open = !nested || draw.expansion.isOpen(key, group);
    // Its entries: its pages, or deep enough, the rows of its subtree (see docs-nav.blocks.ts).
    // Closed, nothing of it is kept: opened again, it renders afresh, in slices.
    const entries = this.#progress.listOf(id, group, keyState, list, index);
    if (!open) this.#progress.forget(id);
    // A list of more than 2 × BLOCK entries is a list of blocks (see #drawBlock).
    const cut = blocks.cut(entries);
    const pages = { id: `g${this.#progress.placeOf(id)}`, role: cut ? 'list' : undefined, className: !cut && this.#progress.state(id, 0) === 'stale' ? 'stale' : undefined, unit: id };
    setAttr(li, 'part', draw.groupParts(key, nested));
    const role = inBlock ? 'listitem' : undefined;
    if (!nested) {
      // Until its pages are rendered (a short list), it is a placeholder itself: its heading
      // comes with them (a group without pages shows its heading at once: nothing is to come).
      // Its size until it has been shown: its rows.
      const waiting = !cut && entries.length > 0 && this.#progress.state(id, 0) === 'pending';
      setItem(li, waiting ? id : undefined, 0, role, this.#classOf(li, `top-group${holds ? ' holds-current' : ''}${waiting ? ' pending' : ''}`), this.#topRows(group, parentKey), waiting);
      if (waiting) return nothing;
      return draw.renderGroup(group, false, true, { ...pages, items: this.#listItems(id, entries, keyState, true) });
    }
    setItem(li, undefined, undefined, role, 'nested');
    const listed = open ? this.#listItems(id, entries, keyState, true) : items(0, NONE);
    return draw.renderGroup(group, true, open, { ...pages, items: listed }, () => this.#toggle(id, key, group));
  }

  /**
   * Rows of block k of a list, for its size until it is laid out (then it keeps the size it had:
   * `contain-intrinsic-size: auto`): a page one; a group its label, and when open (a top-level
   * group always is) its pages' rows, counted again after an expansion changes.
   */
  #rowsOf(entries: Entries, k: number, key: KeyState, nested: boolean): number {
    const [from, to] = blocks.range(entries, k);
    let rows = 0;
    for (let i = from; i < to; i++) {
      const e = entries[i]!;
      rows += !isRow(e) && isGroup(e) ? this.#rowsOfGroup(e, key, nested) : 1;
    }
    return rows;
  }

  #rowsOfGroup(group: NavGroup, parentKey: KeyState, nested: boolean): number {
    const expansion = this.#draw.expansion;
    const generation = expansion.generation;
    const known = this.#groupRows.get(group);
    if (known?.[0] === generation) return known[1];
    const key = keyChild(parentKey, group.group);
    let rows = 1;
    if (!nested || expansion.isOpen(keyOf(key), group)) for (let k = 0; k < blocks.count(group.pages); k++) rows += this.#rowsOf(group.pages, k, key, true);
    this.#groupRows.set(group, [generation, rows]);
    return rows;
  }

  /** A top-level group's rows, for its size until it has been shown (counted once). */
  #topRows(group: NavGroup, key: KeyState): number {
    return this.#groupRows.get(group)?.[1] ?? this.#rowsOfGroup(group, key, false);
  }
}

/** Rounds of rendering what is in view before a paint, at most (each shows more: the lists in what it rendered). */
const MAX_ROUNDS = 20;
/** Rows of the first render of a sidebar: a few screens, around the current page. */
const FIRST_ROWS = 40;
/**
 * Rows of the first slice, after the first paint: the first to run its code, so the slowest a
 * row; few, so that it stays near SLICE_MS on a slow machine too (#measure sizes the next ones
 * from its time). 400 took 30–45 ms here for a chain of 1,000 nested groups.
 */
const SLICE_ROWS = 100;
/** Blocks of a part of a very long list (see #drawSuper). */
const SUPER = 20;
const MAX_SLICE_ROWS = 5000;
/** What a slice aims to take (its update, style and layout; the paint of its frame is apart). */
const SLICE_MS = 12;

const BLOCK_CLASS: Record<BlockState, string> = { pending: 'block pending', current: 'block', stale: 'block stale' };

/** Draws nothing: the items of a list closed, or not rendered yet. */
const NONE: Draw = (_, before) => before!;

/**
 * The vertical band of the window in which `el` can be seen, in client coordinates: the window
 * cut by every box around it that clips its overflow (a scrolling sidebar).
 */
function visibleBand(el: Element): [number, number] {
  let top = 0;
  let bottom = window.innerHeight;
  for (const box of boxesAround(el)) {
    if (getComputedStyle(box).overflowY === 'visible') continue;
    const rect = box.getBoundingClientRect();
    top = Math.max(top, rect.top);
    bottom = Math.min(bottom, rect.bottom);
  }
  return [top, bottom];
}
