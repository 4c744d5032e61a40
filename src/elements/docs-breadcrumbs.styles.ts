/** The styles of <docs-breadcrumbs>: the shared tokens and pieces, then its own rules. */
import { css } from 'lit';
import { skeleton, tokens } from './styles.js';

export const styles = [
  tokens,
  skeleton,
  css`
    ol {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.25rem 0.375rem;
      color: var(--_muted);
    }
    li {
      display: flex;
      align-items: center;
      gap: 0.375rem;
      min-inline-size: 0;
    }
    a:hover {
      color: var(--_accent);
    }
    [aria-current=page] {
      color: var(--_fg);
      font-weight: 500;
    }
    :dir(rtl) .separator {
      transform: scaleX(-1);
    }
  `,
];
