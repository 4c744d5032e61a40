/** The styles of <docs-menu>: the menu button, and the dialog that holds the navigation on a narrow screen. */
import { css } from 'lit';
import { tokens } from './styles.js';

export const styles = [
  tokens,
  css`
    :host {
      display: contents;
    }
    .open {
      display: inline-flex;
      align-items: center;
      gap: 0.5rem;
      min-block-size: 2.75rem;
      padding-inline: 0.75rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--docs-nav-background, transparent);
    }
    .bars {
      font-size: 1.25em;
      line-height: 1;
    }
    dialog {
      box-sizing: border-box;
      margin: 0;
      inset-block: 0;
      inset-inline-start: 0;
      inset-inline-end: auto;
      inline-size: min(100vw, var(--docs-nav-menu-width, 22rem));
      max-inline-size: 100vw;
      block-size: 100dvh;
      max-block-size: 100dvh;
      padding: 0;
      border: 0;
      border-inline-end: 1px solid var(--_border);
      color: var(--_fg);
      background: var(--docs-nav-menu-background, var(--_surface));
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.4);
    }
    dialog[open] {
      display: flex;
      flex-direction: column;
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 0.5rem;
      padding: 0.5rem 0.75rem;
      border-block-end: 1px solid var(--_border);
      font-weight: 600;
    }
    .close {
      inline-size: 2.75rem;
      block-size: 2.75rem;
      font-size: 1.5em;
    }
    .body {
      flex: 1;
      overflow: auto;
      overscroll-behavior: contain;
      padding: 0.75rem;
      display: flex;
      flex-direction: column;
      gap: 1rem;
    }
  `,
];
