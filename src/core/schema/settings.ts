/**
 * The fields of docs.json around `navigation` that the reference requires or that change the
 * navigation: `theme`, `name` and `colors` (required: without them the reference refuses the
 * config), `styling` and `interaction` (eyebrows and drilldown), and the site's `banner`,
 * `footer` and `navbar` (the shapes a language's own may take). Other top-level keys are kept
 * as they are.
 */
import * as z from 'zod/mini';
import { banner, bool, footer, hexColor, navbar } from './fields.js';

export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;

export const styling = z.looseObject({
  eyebrows: z.optional(z.enum(['section', 'breadcrumbs'])),
  codeblocks: z.optional(
    z.union(
      [
        z.enum(['system', 'dark']),
        z.looseObject({
          theme: z.optional(z.union([z.string(), z.object({ light: z.string(), dark: z.string() })])),
          languages: z.optional(z.object({ custom: z.optional(z.array(z.string())) })),
        }),
      ],
      { error: 'must be "system", "dark" or {theme, languages}' },
    ),
  ),
  latex: z.optional(bool),
});

export const interaction = z.looseObject({ drilldown: z.optional(bool) });

/** The top-level fields of docs.json this package checks (`navigation` is walked by normalize.ts). */
export const settingsFields = z.looseObject({
  theme: z.enum(THEMES, { error: `must be one of the reference build's themes (${THEMES.join(', ')})` }),
  name: z.string().check(z.trim(), z.minLength(1)),
  colors: z.strictObject({ primary: hexColor, light: z.optional(hexColor), dark: z.optional(hexColor) }),
  styling: z.optional(styling),
  interaction: z.optional(interaction),
  banner: z.optional(banner),
  footer: z.optional(footer),
  navbar: z.optional(navbar),
});

export type Settings = z.infer<typeof settingsFields>;
export type Styling = z.infer<typeof styling>;
export type Interaction = z.infer<typeof interaction>;
