/** The styles of <docs-banner>: the shared tokens and pieces, then its own rules. */
import { css } from 'lit';
import { tokens } from './styles.js';

export const styles = [
  tokens,
  css`
    .banner {
      display: flex;
      align-items: flex-start;
      gap: 0.75rem;
      padding: 0.5rem 1rem;
      border-block-end: 1px solid var(--_border);
      border-radius: var(--docs-nav-banner-radius, 0);
      background: var(--docs-nav-banner-background, light-dark(#e8f0fe, #1c2b41));
      color: var(--docs-nav-banner-color, var(--_fg));
    }
    p {
      flex: 1;
      margin: 0;
      line-height: 1.5;
    }
    a {
      color: var(--_accent);
      text-decoration: underline;
    }
    .dismiss {
      font-size: 1.1em;
      line-height: 1;
    }
  `,
];
