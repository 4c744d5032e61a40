/**
 * docs-nav: every element, registered on import, and the core.
 *
 *   <script type="module" src="docs-nav.min.js"></script>
 *   <docs-nav src="/docs.json"></docs-nav>
 */
export { DocsNav, type DocsToggleDetail, type DocsToggleEvent } from './elements/docs-nav.js';
export { DocsTabs } from './elements/docs-tabs.js';
export { DocsSwitcher, bestLanguage, type DocsSwitchDetail, type DocsSwitchEvent, type SwitcherType } from './elements/docs-switcher.js';
export { DocsBreadcrumbs, type Crumb } from './elements/docs-breadcrumbs.js';
export { DocsBanner, type DocsDismissDetail, type DocsDismissEvent } from './elements/docs-banner.js';
export { DocsPager } from './elements/docs-pager.js';
export { DocsMenu } from './elements/docs-menu.js';
export { DocsFilter } from './elements/docs-filter.js';
export { DocsNavElement, navContext, type NavContext, type DocsNavigateDetail, type DocsNavigateEvent, type DocsErrorDetail, type DocsErrorEvent } from './elements/base.js';
export { NavStore } from './elements/store.js';
export { stringsFor, UI_LANGUAGES, type DocsStrings } from './elements/strings.js';
export * from './core/index.js';
