/**
 * The script-tag bundle (dist/docs-nav.min.js): the core, the four elements of a navigation
 * (<docs-nav>, <docs-tabs>, <docs-switcher>, <docs-breadcrumbs>) registered on load, and the
 * elements only some pages show (<docs-banner>, <docs-pager>, <docs-menu>, <docs-filter>) defined
 * from chunks of their own when the page holds one (elements/autoload.ts).
 *
 *   <script type="module" src="docs-nav.min.js"></script>
 *   <docs-nav src="/docs.json"></docs-nav>
 */
import { DocsNavElement } from './elements/base.js';
import { discover, load, watch } from './elements/autoload.js';

export { DocsNav, type DocsToggleDetail, type DocsToggleEvent } from './elements/docs-nav.js';
export { DocsTabs } from './elements/docs-tabs.js';
export { DocsSwitcher, bestLanguage, type DocsSwitchDetail, type DocsSwitchEvent, type SwitcherType } from './elements/docs-switcher.js';
export { DocsBreadcrumbs, type Crumb } from './elements/docs-breadcrumbs.js';
export { DocsNavElement, navContext, type NavContext, type DocsNavigateDetail, type DocsNavigateEvent, type DocsErrorDetail, type DocsErrorEvent } from './elements/base.js';
export { NavStore } from './elements/store.js';
export { stringsFor, UI_LANGUAGES, type DocsStrings } from './elements/strings.js';
export * from './core/index.js';
export { discover, load };

if (globalThis.document) {
  watch(document);
  DocsNavElement.connectedIn = watch;
}
