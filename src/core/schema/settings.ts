/**
 * The two settings around `navigation` that change it: `styling` (its `eyebrows`: the section or
 * the whole path above a page) and `interaction` (its `drilldown`). The rest of the top level is
 * checked only when asked (site.ts, by docs-nav check).
 */
import * as z from 'zod/mini';
import { bool } from './fields.js';

export const styling = z.looseObject({
  eyebrows: z.optional(z.enum(['section', 'breadcrumbs'])),
  // Checked fully by site.ts (its theme names); here only its shape.
  codeblocks: z.optional(z.union([z.enum(['system', 'dark']), z.looseObject({})], { error: 'must be "system", "dark" or {theme, languages}' })),
  latex: z.optional(bool),
});

export const interaction = z.looseObject({ drilldown: z.optional(bool) });

export type Styling = z.infer<typeof styling>;
export type Interaction = z.infer<typeof interaction>;
