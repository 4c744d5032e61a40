/** The styles of <docs-filter>: a search field and its list of matches under it. */
import { css } from 'lit';
import { tokens } from './styles.js';

export const styles = [
  tokens,
  css`
    .box {
      position: relative;
    }
    input {
      box-sizing: border-box;
      inline-size: 100%;
      padding-block: var(--_pad-block);
      padding-inline: var(--_pad-inline) 2rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      font: inherit;
      color: inherit;
      background: var(--docs-nav-background, transparent);
    }
    input:focus-visible {
      outline: 2px solid var(--_focus);
      outline-offset: 1px;
    }
    input::placeholder {
      color: var(--_muted);
    }
    .key {
      position: absolute;
      inset-inline-end: 0.5rem;
      inset-block-start: 50%;
      translate: 0 -50%;
      padding-inline: 0.35em;
      border: 1px solid var(--_border);
      border-radius: 4px;
      font-size: 0.75em;
      color: var(--_muted);
      pointer-events: none;
    }
    [role=listbox] {
      margin-block-start: 0.25rem;
      max-block-size: min(60vh, 24rem);
      overflow-y: auto;
    }
    [role=option] {
      display: block;
      padding-block: var(--_pad-block);
      padding-inline: var(--_pad-inline);
      border-radius: var(--_radius);
      cursor: pointer;
    }
    [role=option]:hover,
    [aria-selected=true] {
      background: var(--_hover);
    }
    [aria-selected=true] {
      outline: 2px solid var(--_focus);
      outline-offset: -2px;
    }
    .title {
      display: block;
      overflow-wrap: anywhere;
    }
    .trail {
      display: block;
      font-size: 0.8em;
      color: var(--_muted);
      overflow-wrap: anywhere;
    }
    .none {
      padding: var(--_pad-block) var(--_pad-inline);
      color: var(--_muted);
    }
    @media (forced-colors: active) {
      [aria-selected=true] {
        outline-color: Highlight;
      }
    }
  `,
];
