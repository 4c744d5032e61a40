/** The styles of <docs-switcher>: the shared tokens and pieces, then its own rules. */
import { css } from 'lit';
import { tokens } from './styles.js';

export const styles = [
  tokens,
  css`
    :host {
      display: inline-block;
    }
    .control {
      position: relative;
      display: flex;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      background: var(--docs-nav-surface, transparent);
    }
    .control:hover {
      background: var(--_hover);
    }
    .control:has(select:focus-visible) {
      outline: 2px solid var(--_focus);
      outline-offset: 1px;
    }
    .face {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      min-inline-size: 0;
      padding: var(--_pad-block) var(--_pad-inline);
      line-height: 1.35;
    }
    .text {
      min-inline-size: 0;
    }
    .chevron {
      margin-inline-start: auto;
      color: var(--_muted);
      rotate: 90deg;
    }
    select {
      position: absolute;
      inset: 0;
      inline-size: 100%;
      opacity: 0;
      font: inherit;
      cursor: pointer;
    }
  `,
];
