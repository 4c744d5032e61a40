/**
 * The lists of <docs-nav> (src/elements/docs-nav.ts), short or long: how their items are drawn
 * (`items`), and the parts of the sidebar that render again on their own (`Part`).
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';

/**
 * A part of the sidebar that renders again on its own, by key (a group, a block of a long list):
 * its item and what makes its content. A slice, an opening at any depth costs what it changes,
 * not a render of every group around it. Drawing keeps them (renderPart in docs-nav.draw.ts).
 */
export interface Part {
  li: HTMLLIElement;
  make: () => unknown;
  /** When it was last rendered, on the element's clock of renders. */
  renderedAt: number;
}

/**
 * An item of a list the element draws (see `items`): its `<li>`, its kind and what it was drawn
 * from (`deps`: drawn again only when one of them changed).
 */
export interface Item {
  li: HTMLLIElement;
  kind: string;
  deps: readonly unknown[];
}

/** Draws item i of a list: `before` as it is when nothing it shows changed, else updated or new. */
export type Draw = (i: number, before: Item | undefined) => Item;

/** Whether an item drawn from `deps` shows what `next` would. */
export const same = (deps: readonly unknown[] | undefined, next: readonly unknown[]): boolean => !!deps && deps.length === next.length && deps.every((d, i) => d === next[i]);

/**
 * The items of a list, on its `<ul>` (`<ul ${items(n, draw)}>`): every child of the list is an
 * item's `<li>`, drawn by the element, and nothing else (no comment marker around each, as Lit
 * puts around the items of an array: a page is three nodes, its item, its link and its text).
 * An item drawn again in place keeps its elements (a link keeps the focus). Without `draw`, the
 * list is left as it is (stale: updated later).
 */
class Items extends Directive {
  #items: Item[] = [];

  render(_count: number, _draw: Draw | undefined): unknown {
    return noChange;
  }

  override update(part: ElementPart, [count, draw]: [number, Draw | undefined]): unknown {
    if (!draw) return noChange;
    const items = this.#items;
    let added: DocumentFragment | undefined;
    for (let i = 0; i < count; i++) {
      const before = items[i];
      const item = draw(i, before);
      if (item === before) continue;
      items[i] = item;
      if (!before) (added ??= document.createDocumentFragment()).append(item.li);
      else if (item.li !== before.li) before.li.replaceWith(item.li);
    }
    if (added) part.element.append(added);
    for (const gone of items.splice(count)) gone.li.remove();
    return noChange;
  }
}
export const items = directive(Items);
