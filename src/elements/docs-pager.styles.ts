/** The styles of <docs-pager>: the shared tokens, then two boxes side by side (stacked when narrow). */
import { css } from 'lit';
import { skeleton, tokens } from './styles.js';

export const styles = [
  tokens,
  skeleton,
  css`
    nav {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
      gap: 1rem;
    }
    a {
      display: flex;
      flex-direction: column;
      gap: 0.25rem;
      padding: 0.75rem 1rem;
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      min-inline-size: 0;
    }
    a:hover {
      border-color: var(--_accent);
    }
    /* The next page stands at the end, also when it is alone. */
    .next {
      grid-column: -2;
      text-align: end;
    }
    .label {
      font-size: 0.85em;
      color: var(--_muted);
    }
    .title {
      color: var(--_accent);
      font-weight: 600;
      overflow-wrap: anywhere;
    }
    .group {
      font-size: 0.85em;
      color: var(--_muted);
    }
    .arrow {
      display: inline-block;
    }
    :dir(rtl) .arrow {
      transform: scaleX(-1);
    }
  `,
];
