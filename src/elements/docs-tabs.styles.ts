/** The styles of <docs-tabs>: the shared tokens and pieces, then its own rules. */
import { css } from 'lit';
import { skeleton, tokens } from './styles.js';

export const styles = [
  tokens,
  skeleton,
  css`
    nav {
      display: flex;
      align-items: center;
      gap: 1rem;
    }
    .tabs {
      display: flex;
      flex: auto;
      min-inline-size: 0;
      gap: var(--docs-nav-tabs-gap, 1.25rem);
      overflow-x: auto;
      scrollbar-width: thin;
      overscroll-behavior-inline: contain;
    }
    /* Tabs and the slotted content keep their size: the list scrolls instead. */
    .tabs > li,
    ::slotted(*) {
      flex: none;
    }
    .tab {
      display: flex;
      align-items: center;
      gap: 0.375rem;
      padding-block: 0.625rem;
      border-block-end: 2px solid transparent;
      color: var(--_muted);
      white-space: nowrap;
      cursor: pointer;
    }
    .tab .chevron {
      rotate: 90deg;
    }
    .tab:hover,
    .tab.active {
      color: var(--_fg);
    }
    .tab.active {
      font-weight: 600;
      border-block-end-color: var(--_accent);
    }
    .menu {
      inset: auto;
      margin: 0;
      min-inline-size: 14rem;
      max-inline-size: min(22rem, calc(100vw - 1rem));
      color: var(--_fg);
      box-shadow: 0 8px 24px light-dark(#0002, #0008);
    }
    .menu-item {
      display: flex;
      gap: 0.5rem;
      padding: var(--_pad-block) var(--_pad-inline);
      border-radius: var(--_radius);
    }
    .menu-item .icon {
      margin-block-start: 0.15em;
    }
    .menu-item:hover,
    .menu-item:focus {
      background: var(--_hover);
    }
    .menu-item.active {
      color: var(--_accent);
      font-weight: 600;
    }
    /* Forced colours (Windows contrast themes): only the current tab is underlined, and the current item keeps a mark. */
    @media (forced-colors: active) {
      .tab:not(.active) {
        border-block-end-color: Canvas;
      }
      .tab.active {
        border-block-end-color: Highlight;
      }
      .menu-item.active {
        outline: 2px solid Highlight;
        outline-offset: -2px;
      }
    }
    .description {
      font-weight: 400;
    }
  `,
];
