/** Where things are on screen: the part of the window an element can be seen in, scrolling its container, tasks after paint. */

/**
 * Scrolls `box`, along one axis (`vertical`, else sideways), so that `el` is centred in it when
 * it is not wholly in view there. Only `box` scrolls, never the page.
 */
export function centerIn(box: Element, el: Element, vertical: boolean): void {
  const b = box.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  // Where the box and el start and end on that axis.
  const [boxStart, boxEnd, start, end] = vertical ? [b.top, b.bottom, r.top, r.bottom] : [b.left, b.right, r.left, r.right];
  if (start < boxStart || end > boxEnd) box[vertical ? 'scrollTop' : 'scrollLeft'] += start - boxStart - (boxEnd - boxStart - (end - start)) / 2;
}

/**
 * The boxes around `el` as they are laid out, inner first, up to the document's body: through
 * shadow roots, and from a slotted element into the slot that shows it (a sidebar in a menu's
 * dialog scrolls with the dialog).
 */
export function* boxesAround(el: Element): Generator<HTMLElement> {
  const parentOf = (node: Node): Node | null => (node instanceof Element && node.assignedSlot) || node.parentNode;
  for (let node = parentOf(el); node; node = parentOf(node)) {
    if (node instanceof ShadowRoot) node = node.host;
    if (!(node instanceof HTMLElement) || node === document.body || node === document.documentElement) return;
    if (node instanceof HTMLSlotElement) continue;
    yield node;
  }
}

/**
 * Scrolls `el` into view inside its nearest scrolling container, never the page itself. `from`:
 * where to look for that container from (the element holding `el`, when nothing between them
 * scrolls: a link 1,000 groups deep has 2,000 boxes around it inside its element).
 */
export function scrollIntoContainer(el: Element | null, from: Element | null = el): void {
  if (!el || !from) return;
  for (const box of boxesAround(from)) {
    if (/(auto|scroll)/.test(getComputedStyle(box).overflowY) && box.scrollHeight > box.clientHeight) return centerIn(box, el, true);
  }
}

/** Runs `fn` in a task of its own, as soon as possible (no timer clamping; a timer without MessageChannel, as in jsdom). */
export function postTask(fn: () => void): void {
  if (typeof MessageChannel !== 'function') {
    setTimeout(fn);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => fn();
  channel.port2.postMessage(0);
}

/**
 * Runs `fn` in a task of its own once the frame that shows what was just rendered is painted.
 * requestAnimationFrame then a task does that from a task (a click, a fetch), but called in an
 * animation frame callback (a framework that renders in frames) it waits for the frame after:
 * a ResizeObserver's first report comes in the frame being made, once it is laid out, in both.
 */
export function afterPaint(fn: () => void): void {
  // Without ResizeObserver (jsdom, in a host's unit tests): the frame, then a task.
  if (typeof ResizeObserver !== 'function') {
    requestAnimationFrame(() => postTask(fn));
    return;
  }
  const observer = new ResizeObserver(() => {
    observer.disconnect();
    postTask(fn);
  });
  observer.observe(document.documentElement);
}
