/**
 * The docs.json format as zod schemas, one per node kind (shallow: a node's own fields; its
 * content lists are walked by walk.ts), and the TypeScript types of the config inferred
 * from them. See structure.ts for the tree, fields.ts for the shared field shapes, divisions.ts
 * and groups.ts for the nodes, settings.ts for the top-level fields, issues.ts for the messages.
 */
import type * as z from 'zod/mini';
import type { AnchorFields, DropdownFields, ItemFields, LanguageFields, ProductFields, TabFields, VersionFields, globalFields } from './divisions.js';
import type { GroupFields } from './groups.js';
import type { Site } from './site.js';
import type { ContentKey } from './structure.js';

export * from './structure.js';
export { typeName, unsafeUrl, isLinkHref, normalizeUrl } from './values.js';
export type { Problem } from './issues.js';
export type { Banner, Footer, Navbar, TabFields, AnchorFields, DropdownFields, ProductFields, VersionFields, LanguageFields, ItemFields } from './divisions.js';
export type { GroupFields } from './groups.js';
export type { Styling, Interaction } from './settings.js';
export type { Site } from './site.js';

/** A page of a resolved navigation (what `docs-nav resolve` prints, read back). */
export interface PageRef {
  title: string;
  href: string;
  [key: string]: unknown;
}

/** A group: its fields and its pages (paths, groups, or pages of a resolved navigation). */
export type Group = Omit<GroupFields, 'root'> & { root?: string | PageRef; pages: (string | Group | PageRef)[]; openapi?: unknown; asyncapi?: unknown };

/** `navigation.global`: links shown on every page. */
export type Global = z.infer<typeof globalFields>;

/** What a division (or the navigation) may hold: one kind of content, or a link. */
export type Content = { [K in Exclude<ContentKey, 'pages' | 'groups'>]?: Division[] } & {
  groups?: Group[];
  pages?: Group['pages'];
  href?: string;
  global?: Global;
  openapi?: unknown;
  asyncapi?: unknown;
};

export type Tab = TabFields & Content;
export type Anchor = AnchorFields & Content;
export type Dropdown = DropdownFields & Content;
export type Product = ProductFields & Content;
export type Version = VersionFields & Content;
export type Language = LanguageFields & Content;
export type MenuItem = ItemFields & Content;
export type Division = Tab | Anchor | Dropdown | Product | Version | Language | MenuItem;

/** The navigation of docs.json, as walk.ts returns it. */
export type Navigation = Content & { directory?: 'none' | 'accordion' | 'card'; [key: string]: unknown };

/** A docs.json: its checked settings and its navigation. */
export type DocsConfig = Site & { navigation: Navigation };
