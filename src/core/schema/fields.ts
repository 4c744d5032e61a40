/**
 * The field schemas docs.json reuses: labels, icons, colours, links, OpenAPI/AsyncAPI/GraphQL
 * sources, page paths, and the banner, footer and navbar a language may carry. Each mirrors the
 * rule of the reference build's own schema (Mintlify's `@mintlify/validation`), learnt by feeding
 * the reference one mistake at a time; the messages are ours. Objects are loose (unknown keys are
 * kept), except where the reference refuses unknown keys (colours, OpenAPI sources, `global`).
 */
import * as z from 'zod/mini';
import { isAbsoluteUrl, isLinkHref, normalizeUrl } from './values.js';

export { typeName, unsafeUrl, isAbsoluteUrl, isLinkHref, normalizeUrl } from './values.js';

// No code generation at run time (zod would otherwise compile object parsers with `new
// Function`, which a strict Content-Security-Policy forbids). Set on the zod instance this
// package bundles; it changes no result, only how zod runs.
z.config({ jitless: true });

/** Whether a strictly checked link goes somewhere safe: a path, a `mailto:`/`#` link, or an https URL that is no .svg, .exe or .zip file. */
function isSecureUrl(url: string, relative: boolean): boolean {
  if (relative) {
    if (url.startsWith('//')) return false;
    if (/^[/#]|^mailto:/.test(url)) return true;
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !/\.(svg|exe|zip)$/.test(decodeURIComponent(parsed.pathname).toLowerCase());
  } catch {
    return false;
  }
}

export const text = z.string();
export const bool = z.boolean();
/** A label (`tab`, `group`...): a non-empty string. */
export const label = z.string().check(z.minLength(1));

const HEX = /^#([a-fA-F0-9]{6}|[a-fA-F0-9]{3})$/;
export const hexColor = z.string().check(z.regex(HEX, 'must be a hex colour with a leading # ("#0D9373")'));
/** `color` of anchors, dropdowns, products and banners: `{light, dark}`, both hex, no other key. */
export const color = z.strictObject({ light: z.optional(hexColor), dark: z.optional(hexColor) });

/** `directory` on any node: the automatic directory of group roots. */
export const directory = z.enum(['none', 'accordion', 'card']);

export const ICON_STYLES = ['brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-solid', 'sharp-thin', 'solid', 'thin'] as const;
export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;
const iconName = z.string().check(z.refine((name) => !name.startsWith('fa-'), 'needs no "fa-" prefix: write the icon\'s name alone ("rocket", not "fa-rocket")'));
/** An icon: its name, or `{name, style, library}`. */
export const icon = z.union([iconName, z.looseObject({ style: z.optional(z.enum(ICON_STYLES)), name: iconName, library: z.optional(z.enum(ICON_LIBRARIES)) })], {
  error: 'must be an icon name or {name, style, library}',
});

/** A division's link, as the reference checks it. Links that run code are refused later, by us alone (see unsafeUrl). */
export const href = z.string().check(z.refine(isLinkHref, 'must be a URL, an absolute path (/...), a #fragment or a mailto: link'));

/** A page: its path, not empty. */
export const page = z.string().check(z.minLength(1));

/** A spec's location: a path, or an absolute URL (`schemes` only). Blank is refused. */
const specSource = (schemes: RegExp, message: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1),
    z.refine((s) => !isAbsoluteUrl(s) || schemes.test(s), message),
  );
const openapiSource = specSource(/^https?:/i, 'must be a path or an http(s) URL');
const openapiObject = z.strictObject({ source: openapiSource, directory: z.optional(z.string().check(z.trim())), overlays: z.optional(z.array(openapiSource)) });
/** `openapi`: a spec, a list of specs, or `{source, directory, overlays}`. */
export const openapi = z.union([openapiSource, z.array(z.union([openapiSource, openapiObject], { error: 'must be a path, a URL or {source, directory}' })), openapiObject], {
  error: 'must be a path, a URL, a list of them or {source, directory}',
});
/** `asyncapi`: a spec, a list of specs, or `{source, directory}`. */
export const asyncapi = z.union([openapiSource, z.array(openapiSource), z.strictObject({ source: openapiSource, directory: z.optional(z.string().check(z.trim())) })], {
  error: 'must be a path, a URL, a list of them or {source, directory}',
});
const graphqlSource = specSource(/^https:/i, 'must be a path or an https URL');
/** `graphql` on a tab: an SDL file or `{source, directory}`. */
export const graphql = z.union([graphqlSource, z.strictObject({ source: graphqlSource, directory: z.optional(z.string().check(z.trim(), z.minLength(1))) })], {
  error: 'must be a path, an https URL or {source, directory}',
});
/** `sdk` on a tab or group: reference pages from a documentation generator's output. */
export const sdk = z.strictObject({
  format: z.enum(['typedoc', 'docfx', 'javadoc', 'sphinx', 'phpdoc']),
  source: graphqlSource,
  directory: z.optional(z.string().check(z.trim(), z.minLength(1))),
});

/** A link checked strictly (footer links): a path, `mailto:`, `#` or https, stored without fragment or trailing slash. */
const secureHref = z.string().check(
  z.overwrite(normalizeUrl),
  z.refine((url) => isSecureUrl(url, true), 'must be a path, a mailto: link or an https URL (no .svg, .exe or .zip)'),
);
/** An absolute https URL checked strictly (social profiles), stored without fragment or trailing slash. */
const secureUrl = z.string().check(
  z.refine(isAbsoluteUrl, 'must be an absolute URL'),
  z.overwrite(normalizeUrl),
  z.refine((url) => isSecureUrl(url, false), 'must be an https URL (no .svg, .exe or .zip)'),
);

/** A language's (or the site's) banner. */
export const banner = z.object({
  content: z.string().check(z.minLength(1)),
  dismissible: z.optional(z.boolean()),
  type: z.optional(z.enum(['info', 'warning', 'critical'])),
  color: z.optional(color),
});

export const SOCIALS = [
  'x', 'website', 'facebook', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news',
  'medium', 'telegram', 'twitter', 'x-twitter', 'earth-americas', 'bluesky', 'threads', 'reddit', 'podcast',
] as const;
/** A language's (or the site's) footer: social profiles and up to four columns of links. */
export const footer = z.object({
  // A record, not a partialRecord: an unknown network fails the footer outright, as in the reference.
  socials: z.optional(z.record(z.string().check(z.refine((key) => (SOCIALS as readonly string[]).includes(key), `is not a network the reference build knows (${SOCIALS.join(', ')})`)), secureUrl)),
  links: z.optional(
    z
      .array(
        z.object({
          header: z.optional(z.string().check(z.minLength(1))),
          items: z.array(z.object({ label: z.string().check(z.minLength(1)), href: secureHref })).check(z.minLength(1, 'must hold at least one link')),
        }),
      )
      .check(z.minLength(1, 'must hold at least one column'), z.maxLength(4, 'may hold four columns at most')),
  ),
});

const navbarLink = (type: z.ZodMiniType) => z.object({ icon: z.optional(icon), href, label: z.optional(z.string()), type });
/** A language's (or the site's) navbar: links, and one primary button. */
export const navbar = z.object({
  links: z.optional(
    z.array(
      z.union([navbarLink(z.literal('github')), navbarLink(z.literal('discord')), z.object({ icon: z.optional(icon), href, label: z.string(), type: z.optional(z.string()) })], {
        error: 'must be a link {label, href}',
      }),
    ),
  ),
  // One object, not a union of three, so that a wrong type or href is named at its own key.
  primary: z.optional(
    z
      .object({ type: z.enum(['button', 'github', 'discord'], 'must be "button", "github" or "discord"'), label: z.optional(z.string()), href })
      .check(z.refine((primary) => primary.type !== 'button' || primary.label !== undefined, 'has no "label", which a "button" requires')),
  ),
});
