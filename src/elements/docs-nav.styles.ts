/** The styles of <docs-nav>: the shared tokens and pieces, then its own rules. */
import { css } from 'lit';
import { skeleton, tokens } from './styles.js';

export const styles = [
  tokens,
  skeleton,
  css`
    /* Block layout with margins, not nested flex columns: a sidebar of thousands of links
       lays out in one pass. */
    :host {
      /* The height of a row (a page link), for what is not laid out yet. */
      --_row: calc(1.35em + 2 * var(--_pad-block) + var(--_gap));
    }
    nav > * + *,
    .groups li + .top-group,
    .groups > .block + .block > ul > .top-group:first-child {
      margin-block-start: 1rem;
    }
    ul > li + li {
      margin-block-start: var(--_gap);
    }
    .item,
    .heading,
    .row {
      display: flex;
      align-items: center;
    }
    .item,
    .heading {
      gap: 0.5rem;
      overflow-wrap: anywhere;
    }
    .item,
    .heading,
    .empty,
    .skeleton {
      padding-inline: var(--_pad-inline);
    }
    .item {
      inline-size: 100%;
      padding-block: var(--_pad-block);
      border-radius: var(--_radius);
      text-align: start;
      cursor: pointer;
      line-height: 1.35;
    }
    .item:hover {
      background: var(--_hover);
    }
    /* The current page (a link, or a group's root link), and the current anchor. */
    [aria-current=page],
    [part~=anchor-active] {
      color: var(--_accent);
      font-weight: 600;
    }
    a.item[aria-current=page] {
      background: var(--_active-bg);
    }
    .label,
    .row > a {
      flex: 1;
    }
    .label {
      min-inline-size: 0;
    }
    /* In a long sidebar (see docs-nav.long.ts), groups out of view are neither laid out nor
       painted (sized by their row count until they have been shown once), nor are the blocks of
       a long list (see docs-nav.blocks.ts). A short one is laid out whole. */
    :where(.long) .top-group,
    .super,
    .block {
      content-visibility: auto;
      contain-intrinsic-block-size: auto calc(var(--_rows, 8) * var(--_row));
    }
    /* In a very long list, its parts are (a few hundred of them, not thousands of blocks); but
       in the part holding the current page, laid out always, only the blocks near the screen
       are (the last slices, which fill it, would lay out its thousand rows at once). */
    .super:not(.holds-current) .block {
      content-visibility: visible;
    }
    /* Except around the current page: laid out at once, so that it is scrolled to where it is;
       and what the first view drew around it, laid out with it, not after the scroll. */
    .holds-current,
    .first-view {
      content-visibility: visible;
    }
    /* What is not rendered yet (a list, a block): its height, from its rows. */
    .pending {
      block-size: calc(var(--_rows) * var(--_row));
      /* Never what the scroll position holds to (it is replaced): what is rendered around it. */
      overflow-anchor: none;
    }
    .heading {
      margin: 0 0 0.25rem;
      font-size: 0.8em;
      font-weight: 600;
    }
    .nested > ul {
      margin-inline-start: var(--_indent);
      padding-inline-start: 0.25rem;
      border-inline-start: 1px solid var(--_border);
      margin-block-start: var(--_gap);
    }
    /* The rows of a group nested deeper than the DOM goes (see docs-nav.blocks.ts): indented by
       their level, up to a few levels (a sidebar has no room for more). */
    .flat {
      margin-inline-start: calc(min(var(--_level, 0), 6) * var(--_indent) / 2);
    }
    .toggle,
    .empty {
      color: var(--_muted);
    }
    .chevron {
      transition: transform 0.15s;
    }
    /* Mirrored in RTL; pointing down when open, in both directions (the later rule wins). */
    .chevron:dir(rtl) {
      transform: scaleX(-1);
    }
    [aria-expanded=true] > .chevron {
      transform: rotate(90deg);
    }
    .method {
      flex: none;
      font-size: 0.65em;
      font-weight: 700;
      text-transform: uppercase;
      min-inline-size: 3.2em;
      text-align: center;
      padding-inline: 0.3em;
      border-radius: 4px;
      color: light-dark(#ffffff, #0d1117);
      background: var(--docs-nav-method-color, light-dark(#57606a, #9da7b3));
    }
    .method-get {
      background: var(--docs-nav-method-get, light-dark(#1a7f37, #3fb950));
    }
    .method-post {
      background: var(--docs-nav-method-post, light-dark(#0b57d0, #58a6ff));
    }
    .method-put,
    .method-patch {
      background: var(--docs-nav-method-put, light-dark(#9a6700, #d29922));
    }
    .method-delete {
      background: var(--docs-nav-method-delete, light-dark(#cf222e, #f85149));
    }
    .deprecated {
      text-decoration: line-through;
    }
    .dropdown {
      position: relative;
    }
    .dropdown-button {
      border: 1px solid var(--_border);
    }
    .dropdown-list {
      margin-block-start: 0.25rem;
    }
    @media (prefers-reduced-motion: reduce) {
      .chevron {
        transition: none;
      }
    }
    /* Forced colours (Windows contrast themes) drop backgrounds: the current page keeps a mark. */
    @media (forced-colors: active) {
      a.item[aria-current=page] {
        outline: 2px solid Highlight;
        outline-offset: -2px;
      }
    }
  `,
];
