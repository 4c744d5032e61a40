/**
 * Design tokens and pieces shared by every element. Each token is a custom property with a light
 * and a dark value (`light-dark()`), chosen by the `color-scheme` the element inherits from the
 * page, as the browser's own controls choose theirs: a page that declares `light dark` gets the
 * reader's preference, a page that declares nothing (light only) gets light; the `theme`
 * attribute (`theme="dark"` / `theme="light"`) overrides it. Logical properties only (or
 * shorthands that are the same on both sides), so `dir="rtl"` mirrors everything.
 */
import { css } from 'lit';

export const tokens = css`
  :host {
    --_fg: var(--docs-nav-color, light-dark(#1f2328, #e6edf3));
    --_muted: var(--docs-nav-muted-color, light-dark(#57606a, #9da7b3));
    --_hover: var(--docs-nav-hover-background, light-dark(#f3f4f6, #21262d));
    --_accent: var(--docs-nav-accent-color, light-dark(#0b57d0, #7cacf8));
    --_active-bg: var(--docs-nav-active-background, light-dark(#e8f0fe, #1c2b41));
    --_border: var(--docs-nav-border-color, light-dark(#d0d7de, #30363d));
    --_focus: var(--docs-nav-focus-color, light-dark(#0b57d0, #7cacf8));
    --_surface: var(--docs-nav-surface, light-dark(#ffffff, #161b22));
    --_radius: var(--docs-nav-radius, 6px);
    --_gap: var(--docs-nav-gap, 0.125rem);
    --_pad-block: var(--docs-nav-item-padding-block, 0.375rem);
    --_pad-inline: var(--docs-nav-item-padding-inline, 0.625rem);
    --_indent: var(--docs-nav-indent, 0.875rem);
    display: block;
    font-family: var(--docs-nav-font-family, inherit);
    font-size: var(--docs-nav-font-size, 0.875rem);
    color: var(--_fg);
    background: var(--docs-nav-background, transparent);
  }
  :host([theme=dark]) {
    color-scheme: dark;
  }
  :host([theme=light]) {
    color-scheme: light;
  }
  /* Two rules: a browser without :state() drops its rule, never the one of [hidden]. */
  :host([hidden]) {
    display: none;
  }
  :host(:state(empty)) {
    display: none;
  }
  * {
    box-sizing: border-box;
  }
  ul,
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a,
  button {
    font: inherit;
    color: inherit;
  }
  button {
    border: 0;
    background: none;
    cursor: pointer;
  }
  /* Links are told by their place (a sidebar, a bar, crumbs): underlined only in running text (the banner). */
  a {
    text-decoration: none;
  }
  :focus-visible {
    outline: 2px solid var(--_focus);
    outline-offset: 1px;
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .icon {
    display: inline-block;
    inline-size: 1em;
    block-size: 1em;
    flex: none;
    object-fit: contain;
  }
  /* A small square button holding only an icon (a group toggle, the banner's dismiss). */
  .icon-button {
    flex: none;
    display: inline-grid;
    place-items: center;
    inline-size: 1.75rem;
    block-size: 1.75rem;
    border-radius: var(--_radius);
  }
  .icon-button:hover {
    background: var(--_hover);
  }
  /* An icon named in the config but with no image (no icon-url): a hook for ::part(icon), hidden by default. */
  span.icon {
    display: none;
  }
  .tag {
    font-size: 0.75em;
    line-height: 1.4;
    padding-inline: 0.4em;
    border-radius: 999px;
    border: 1px solid var(--_border);
    color: var(--_muted);
    white-space: nowrap;
  }
  /* ▸ drawn, not a character: alike everywhere, no fallback font to find. Turned, it points down. */
  .chevron {
    display: inline-block;
    flex: none;
    border-block: 0.25em solid transparent;
    border-left: 0.35em solid;
    forced-color-adjust: none;
  }
  .description {
    display: block;
    font-size: 0.85em;
    color: var(--_muted);
  }
  .external-mark {
    font-size: 0.8em;
    color: var(--_muted);
  }
  /* A box over the page or inline (the sidebar's dropdown list, a tab's menu). */
  .popup {
    padding: 0.25rem;
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    background: var(--_surface);
  }
  .alert {
    padding: 0.5rem 0.75rem;
    border-radius: var(--_radius);
    border: 1px solid light-dark(#cf222e, #f85149);
    color: light-dark(#82071e, #ffa198);
    background: light-dark(#ffebe9, #25171c);
  }
  .alert button {
    margin-inline-start: 0.5rem;
    border: 1px solid currentColor;
    border-radius: var(--_radius);
    padding-inline: 0.5rem;
  }
`;

/** The loading placeholder of the bar-like elements: a row of bars, pulsing once loading takes a while. */
export const skeleton = css`
  .skeleton {
    display: flex;
    align-items: center;
    gap: 1rem;
    min-block-size: 2rem;
  }
  .skeleton span {
    inline-size: 5rem;
    block-size: 0.8rem;
    border-radius: 4px;
    background: var(--_hover);
  }
  /* Once loading takes a while (see renderSkeleton: an animation, even one that waits, has the
     page composite a layer for each bar from the first frame). */
  .pulse span {
    animation: pulse 1.2s ease-in-out infinite;
  }
  @keyframes pulse {
    50% {
      opacity: 0.5;
    }
  }
  /* As lines of a sidebar. */
  .column {
    flex-direction: column;
    align-items: normal;
    gap: 0.6rem;
  }
  .column span {
    inline-size: 70%;
  }
  .column span:nth-child(3n + 2) {
    inline-size: 55%;
  }
  .column span:nth-child(3n) {
    inline-size: 80%;
  }
  @media (prefers-reduced-motion: reduce) {
    .pulse span {
      animation: none;
    }
  }
`;
