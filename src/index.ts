/**
 * docs-nav: every element, registered on import, and the core.
 *
 *   <script type="module" src="docs-nav.min.js"></script>
 *   <docs-nav src="/docs.json"></docs-nav>
 */
export { DocsNav } from './elements/docs-nav.js';
export { DocsNavElement, type DocsNavigateDetail, type DocsNavigateEvent } from './elements/base.js';
export { NavStore } from './elements/store.js';
export * from './core/index.js';
