/**
 * Groups and pages. A `pages` list holds page paths and groups; a group's own fields are one
 * shallow zod schema, its `pages` are walked by walk.ts. A group's `openapi` and `asyncapi`
 * that do not fit are dropped without failing the group, as the reference does (`groupSpecs`).
 */
import * as z from 'zod/mini';
import { asyncapi, bool, directory, icon, label, openapi, page, sdk, text } from './fields.js';

export { page };

/** A group's own fields (without `pages`, `openapi` and `asyncapi`). */
export const groupFields = z.looseObject({
  group: label,
  public: z.optional(bool),
  boost: z.optional(z.number()),
  icon: z.optional(icon),
  hidden: z.optional(bool),
  searchable: z.optional(bool),
  root: z.optional(page),
  tag: z.optional(text),
  expanded: z.optional(bool),
  directory: z.optional(directory),
  sdk: z.optional(sdk),
});

/** A group's specs: each is dropped when it does not fit, and `asyncapi` is dropped beside a valid `openapi`. */
export const groupSpecs = { openapi, asyncapi };

export type GroupFields = z.infer<typeof groupFields>;
