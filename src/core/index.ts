/**
 * The pure core of docs-nav: no DOM, no Lit. Loads a docs.json (with `$ref` files and OpenAPI
 * specs), checks it, resolves it into the navigation the reference build makes, and scopes that
 * navigation to the page being read. Runs in browsers and in Node.
 */
export { resolveDocs, resolveConfig, type Resolved, type ResolveOptions, type NavSettings, type ResolvedNavigation } from './resolve.js';
export { loadConfig, fetchReader, type TextReader, type LoadedConfig } from './load.js';
export { ConfigError, formatDiagnostic, formatPath, type Diagnostic } from './diagnostics.js';
export { slugToTitle, pageTarget, PathPage } from './titles.js';
export { createScoper } from './scope.js';
export { pagerOf, readingOrder, type Pager, type PagerLink } from './pager.js';
// The filter's matching (filter.ts) is not exported here: it is a chunk the element fetches when a reader first focuses it.
export type { FilterEntry, FilterMatch } from './filter.js';
export type * from './scope/types.js';
export type { PageMeta, ResolvedPage } from './decorate.js';
export type { DocsConfig, Navigation, Tab, Anchor, Dropdown, Product, Version, Language, MenuItem, Division, Group, Global, PageRef, Styling, Interaction, Site } from './schema/index.js';
