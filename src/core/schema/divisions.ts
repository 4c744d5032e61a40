/**
 * The fields of each kind of division (tab, anchor, dropdown, product, version, language, menu
 * item) and of the navigation itself: one shallow zod schema per kind. Content lists (`tabs`,
 * `groups`, `pages`...), `href` and `global` are not in them: the reference tries a division's
 * kinds of content one after the other, keeping the first that holds, so walk.ts walks them
 * itself, node by node, and applies these schemas to each node's own fields.
 */
import * as z from 'zod/mini';
import { LOCALES } from '../scope/paths.js';
import type { DivisionKind } from './structure.js';
import { asyncapi, banner, bool, color, directory, footer, icon, label, navbar, openapi, text } from './fields.js';

/** The language codes the reference accepts. */
export const languageCode = z.enum([...LOCALES] as [string, ...string[]], {
  error: `must be a language code the reference build knows (${[...LOCALES].join(', ')})`,
});

const base = { hidden: z.optional(bool), directory: z.optional(directory) };

/** Each division's own fields, without content, `href`, `openapi` or `asyncapi`: what a link in `navigation.global` may carry too. */
export const DIVISION_FIELDS = {
  tab: z.looseObject({ tab: label, icon: z.optional(icon), searchable: z.optional(bool), align: z.optional(z.enum(['start', 'end'])), ...base }),
  anchor: z.looseObject({ anchor: label, icon: z.optional(icon), color: z.optional(color), ...base }),
  dropdown: z.looseObject({ dropdown: label, icon: z.optional(icon), color: z.optional(color), description: z.optional(text), ...base }),
  product: z.looseObject({ product: label, name: z.optional(text), icon: z.optional(icon), color: z.optional(color), description: z.optional(text), ...base }),
  version: z.looseObject({ version: label, default: z.optional(bool), tag: z.optional(text), ...base }),
  language: z.looseObject({ language: languageCode, default: z.optional(bool), banner: z.optional(banner), footer: z.optional(footer), navbar: z.optional(navbar), ...base }),
  item: z.looseObject({ item: label, icon: z.optional(icon), description: z.optional(text), ...base }),
} satisfies Record<DivisionKind, z.ZodMiniObject>;

/** The specs any division (and the navigation) may name; a group's are checked more leniently (groups.ts). */
export const specFields = { openapi: z.optional(openapi), asyncapi: z.optional(asyncapi) };

/** The navigation's own fields. */
export const navigationFields = z.looseObject({ directory: z.optional(directory) });

export type TabFields = z.infer<(typeof DIVISION_FIELDS)['tab']>;
export type AnchorFields = z.infer<(typeof DIVISION_FIELDS)['anchor']>;
export type DropdownFields = z.infer<(typeof DIVISION_FIELDS)['dropdown']>;
export type ProductFields = z.infer<(typeof DIVISION_FIELDS)['product']>;
export type VersionFields = z.infer<(typeof DIVISION_FIELDS)['version']>;
export type LanguageFields = z.infer<(typeof DIVISION_FIELDS)['language']>;
export type ItemFields = z.infer<(typeof DIVISION_FIELDS)['item']>;
export type Banner = z.infer<typeof banner>;
export type Footer = z.infer<typeof footer>;
export type Navbar = z.infer<typeof navbar>;

const links = z.optional(z.array(z.unknown()));
/** `navigation.global` (on the navigation or a division): lists of links, no other key. Each link is a division's fields and an `href`. */
export const globalFields = z.strictObject({ languages: links, versions: links, tabs: links, dropdowns: links, anchors: links, products: links });
