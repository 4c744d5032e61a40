/**
 * The code every page of a site needs (Lit, the core, the navigation store and <docs-nav>, the
 * sidebar), registered on load: the chunk the script-tag bundle loads at once (dist/docs-nav.min.js,
 * src/script-tag.ts), and the heart of the classic script (src/classic.ts). Every other element
 * (<docs-tabs>, <docs-switcher>, <docs-breadcrumbs>, <docs-banner>, <docs-pager>, <docs-menu>,
 * <docs-filter>) is defined from a chunk of its own when the page holds one (elements/autoload.ts,
 * which those two run): a page that embeds only some of them downloads only theirs.
 *
 * Its exports, with autoload's `discover` and `load`, are the page's handles: the classes every
 * element builds on and the store. The core's functions (resolving, scoping, checking) are the
 * npm package's (`docs-nav`, `docs-nav/core.js`) and the CLI's: a page that only shows a
 * navigation does not download the ones its elements do not call.
 */

export { DocsNav, type DocsToggleDetail, type DocsToggleEvent } from './elements/docs-nav.js';
export { DocsNavElement, navContext, type NavContext, type DocsNavigateDetail, type DocsNavigateEvent, type DocsErrorDetail, type DocsErrorEvent } from './elements/base.js';
export { NavStore } from './elements/store.js';
