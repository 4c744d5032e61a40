/**
 * The code of the script-tag bundle (dist/docs-nav.min.js loads it, see src/script-tag.ts; the
 * classic script, dist/docs-nav.classic.js, is it as one file): what every page of a site needs
 * (Lit, the core, the navigation store and <docs-nav>, the sidebar), registered on load, and every
 * other element (<docs-tabs>, <docs-switcher>, <docs-breadcrumbs>, <docs-banner>, <docs-pager>,
 * <docs-menu>, <docs-filter>) defined from a chunk of its own when the page holds one
 * (elements/autoload.ts). A page that embeds only some of them downloads only theirs.
 *
 * Its exports are the page's handles on that: `discover`, `load`, and the classes every element
 * builds on. The core's functions (resolving, scoping, checking) are the npm package's
 * (`docs-nav`, `docs-nav/core.js`) and the CLI's: a page that only shows a navigation does not
 * download the ones its elements do not call.
 */
import { DocsNavElement } from './elements/base.js';
import { discover, load, watch } from './elements/autoload.js';

export { DocsNav, type DocsToggleDetail, type DocsToggleEvent } from './elements/docs-nav.js';
export { DocsNavElement, navContext, type NavContext, type DocsNavigateDetail, type DocsNavigateEvent, type DocsErrorDetail, type DocsErrorEvent } from './elements/base.js';
export { NavStore } from './elements/store.js';
export { discover, load };

if (globalThis.document) {
  watch(document);
  DocsNavElement.connectedIn = watch;
}
