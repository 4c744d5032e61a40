/**
 * The rest of docs.json, around `navigation`: what the reference requires of a whole site
 * (`theme`, `name`, `colors.primary`) and the rules it puts on every other top-level field
 * (`logo`, `fonts`, `seo`, `integrations`...). The elements need none of it and never import it;
 * the CLI passes checkSite to resolveDocs (ResolveOptions.checkSite), so that `docs-nav check`
 * says what the reference says.
 * Unknown top-level keys are allowed, as in the reference.
 */
import * as z from 'zod/mini';
import { reportError, type Diagnostic } from '../diagnostics.js';
import { asyncapi, banner, bool, footer, hexColor, href, icon, isAbsoluteUrl, navbar, openapi, text } from './fields.js';
import { problemsOf } from './issues.js';
import { interaction } from './settings.js';

export const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;

export const SHIKI_THEMES = [
  'andromeeda', 'aurora-x', 'ayu-dark', 'catppuccin-frappe', 'catppuccin-latte', 'catppuccin-macchiato', 'catppuccin-mocha',
  'dark-plus', 'dracula', 'dracula-soft', 'everforest-dark', 'everforest-light', 'github-dark', 'github-dark-default',
  'github-dark-dimmed', 'github-dark-high-contrast', 'github-light', 'github-light-default', 'github-light-high-contrast',
  'gruvbox-dark-hard', 'gruvbox-dark-medium', 'gruvbox-dark-soft', 'gruvbox-light-hard', 'gruvbox-light-medium',
  'gruvbox-light-soft', 'houston', 'kanagawa-dragon', 'kanagawa-lotus', 'kanagawa-wave', 'laserwave', 'light-plus',
  'material-theme', 'material-theme-darker', 'material-theme-lighter', 'material-theme-ocean', 'material-theme-palenight',
  'min-dark', 'min-light', 'monokai', 'night-owl', 'nord', 'one-dark-pro', 'one-light', 'plastic', 'poimandres', 'red',
  'rose-pine', 'rose-pine-dawn', 'rose-pine-moon', 'slack-dark', 'slack-ochin', 'snazzy-light', 'solarized-dark',
  'solarized-light', 'synthwave-84', 'tokyo-night', 'vesper', 'vitesse-black', 'vitesse-dark', 'vitesse-light', 'css-variables',
] as const;

const CONTEXTUAL_OPTIONS = [
  'copy', 'assistant', 'view', 'download-pdf', 'download-spec', 'chatgpt', 'claude', 'perplexity', 'grok', 'aistudio',
  'devin', 'windsurf', 'mcp', 'add-mcp', 'cursor', 'vscode', 'devin-mcp',
] as const;

const url = z.string().check(z.refine(isAbsoluteUrl, 'must be an absolute URL'));
const httpsUrl = z.string().check(z.refine(isAbsoluteUrl, 'must be an absolute URL'), z.refine((u) => u.startsWith('https://'), 'must be an https URL'));
const lightDark = z.object({ light: text, dark: text });
const nonEmpty = z.string().check(z.minLength(1));
/** Whether a list holds each value once. */
const unique = <T>(key: (item: T) => unknown, message: string) => z.refine((items: unknown) => new Set((items as T[]).map(key)).size === (items as T[]).length, message);

const shikiTheme = z.enum(SHIKI_THEMES, { error: 'must be a Shiki theme the reference build knows ("github-dark", "dracula", "nord"...)' });
const styling = z.object({
  eyebrows: z.optional(z.enum(['section', 'breadcrumbs'])),
  codeblocks: z.optional(
    z.union(
      [
        z.enum(['system', 'dark']),
        z.object({
          theme: z.optional(z.union([shikiTheme, z.object({ light: shikiTheme, dark: shikiTheme })], { error: 'must be a Shiki theme or {light, dark}' })),
          languages: z.optional(z.object({ custom: z.optional(z.array(text)) })),
        }),
      ],
      { error: 'must be "system", "dark" or {theme, languages}' },
    ),
  ),
  latex: z.optional(bool),
});

const fontSource = z.string().check(
  z.trim(),
  z.minLength(1),
  z.refine((s) => !isAbsoluteUrl(s) || /^https?:/i.test(s), 'must be a path or an http(s) URL'),
);
const font = z.object({ family: text, weight: z.optional(z.number()), source: z.optional(fontSource), format: z.optional(z.enum(['woff', 'woff2'])) }).check(
  z.refine((f) => !f.source || Boolean(f.format), 'needs a "format" ("woff" or "woff2") beside its "source"'),
);

const seoPath = z.string().check(
  z.minLength(1),
  z.refine((p) => p.split('/').every((s) => /^[^\s/\\?#]+$/.test(s) && s !== '.' && s !== '..'), 'must be a folder path relative to the docs root ("guides/v2"): no leading or trailing slash, no ".", "..", spaces, "?" or "#"'),
);
const metatags = z.record(text, nonEmpty);

const startsWith = (prefix: string) => z.string().check(z.refine((s) => s.startsWith(prefix), `must start with "${prefix}"`));
const integrations = z.strictObject({
  adobe: z.optional(z.object({ launchUrl: url })),
  amplitude: z.optional(z.object({ apiKey: text })),
  clarity: z.optional(z.object({ projectId: text })),
  clearbit: z.optional(z.object({ publicApiKey: text })),
  fathom: z.optional(z.object({ siteId: text })),
  frontchat: z.optional(z.object({ snippetId: z.string().check(z.minLength(6, 'must be a Front chat snippet id')) })),
  ga4: z.optional(z.object({ measurementId: startsWith('G') })),
  gtm: z.optional(z.object({ tagId: startsWith('G') })),
  heap: z.optional(z.object({ appId: text })),
  hightouch: z.optional(z.object({ writeKey: text, apiHost: z.optional(text) })),
  hotjar: z.optional(z.object({ hjid: text, hjsv: text })),
  intercom: z.optional(z.object({ appId: z.string().check(z.minLength(6, 'must be an Intercom app id')) })),
  koala: z.optional(z.object({ publicApiKey: z.string().check(z.minLength(2)) })),
  logrocket: z.optional(z.object({ appId: text })),
  mixpanel: z.optional(z.object({ projectToken: text, region: z.optional(z.enum(['us', 'eu', 'in'])) })),
  onetrust: z.optional(z.object({ domainScript: nonEmpty, categoryId: z.optional(nonEmpty), scriptSource: z.optional(httpsUrl) })),
  pirsch: z.optional(z.object({ id: text })),
  posthog: z.optional(z.object({ apiKey: startsWith('phc_'), apiHost: z.optional(url), sessionRecording: z.optional(bool) })),
  plausible: z.optional(
    z.object({
      domain: z.string().check(z.refine((d) => !d.startsWith('https://'), 'must not start with https://')),
      server: z.optional(z.string().check(z.refine((d) => !d.startsWith('https://'), 'must not start with https://'))),
    }),
  ),
  segment: z.optional(
    z.object({
      key: text,
      cdnUrl: z.optional(httpsUrl.check(z.refine((u) => !URL.canParse(u) || (!new URL(u).search && !new URL(u).hash), 'must have no query or fragment'))),
    }),
  ),
  telemetry: z.optional(z.object({ enabled: z.optional(bool) })),
  cookies: z.optional(z.object({ key: z.optional(text), value: z.optional(text) })),
  transcend: z.optional(
    z.object({
      bundleId: z.string().check(z.trim(), z.regex(/^[a-zA-Z0-9_-]+$/, 'must hold only letters, digits, "-" and "_"')),
      analyticsPurpose: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
    }),
  ),
});

/** The top-level fields of docs.json but `navigation`, with the reference's rules. */
export const siteFields = z.looseObject({
  $schema: z.optional(url),
  theme: z.enum(THEMES, { error: `must be one of the reference build's themes (${THEMES.join(', ')})` }),
  name: z.string().check(z.trim(), z.minLength(1)),
  public: z.optional(bool),
  description: z.optional(text),
  colors: z.strictObject({ primary: hexColor, light: z.optional(hexColor), dark: z.optional(hexColor) }),
  logo: z.optional(
    z.union([z.string().check(z.minLength(3, 'must be the path of the logo file, with its extension')), z.object({ light: text, dark: text, href: z.optional(href) })], {
      error: 'must be a path or {light, dark, href}',
    }),
  ),
  favicon: z.optional(z.union([text, lightDark], { error: 'must be a path or {light, dark}' })),
  api: z.optional(
    z.object({
      openapi: z.optional(openapi),
      asyncapi: z.optional(asyncapi),
      params: z.optional(z.object({ expanded: z.optional(z.enum(['all', 'closed'])), post: z.optional(z.array(text)) })),
      playground: z.optional(z.object({ display: z.optional(z.enum(['interactive', 'simple', 'none', 'auth'])), proxy: z.optional(bool), credentials: z.optional(bool) })),
      examples: z.optional(
        z.object({ defaults: z.optional(z.enum(['required', 'all'])), languages: z.optional(z.array(text)), prefill: z.optional(bool), autogenerate: z.optional(bool) }),
      ),
      url: z.optional(z.enum(['full'])),
      mdx: z.optional(
        z.object({
          auth: z.optional(z.object({ method: z.optional(z.enum(['bearer', 'basic', 'key', 'cobo'])), name: z.optional(text) })),
          server: z.optional(z.union([url, z.array(url)], { error: 'must be a URL or a list of URLs' })),
        }),
      ),
    }),
  ),
  appearance: z.optional(z.object({ default: z.optional(z.enum(['system', 'light', 'dark'])), strict: z.optional(bool) })),
  background: z.optional(
    z.object({
      image: z.optional(z.union([text, lightDark], { error: 'must be a path or {light, dark}' })),
      decoration: z.optional(z.enum(['gradient', 'grid', 'windows'])),
      color: z.optional(z.strictObject({ light: z.optional(hexColor), dark: z.optional(hexColor) })),
    }),
  ),
  navbar: z.optional(navbar),
  footer: z.optional(footer),
  search: z.optional(z.object({ prompt: z.optional(text) })),
  seo: z.optional(
    z.object({
      metatags: z.optional(metatags),
      paths: z.optional(z.array(z.object({ path: seoPath, metatags })).check(unique((p: { path: string }) => p.path, 'names a path twice: each path once'))),
      organization: z.optional(
        z.object({
          id: z.optional(url),
          name: z.optional(nonEmpty),
          legalName: z.optional(nonEmpty),
          url: z.optional(url),
          logo: z.optional(url),
          sameAs: z.optional(z.array(url)),
        }),
      ),
      indexing: z.optional(z.enum(['navigable', 'all'])),
      trailingSlash: z.optional(bool),
    }),
  ),
  fonts: z.optional(z.union([font, z.strictObject({ heading: z.optional(font), body: z.optional(font) })], { error: 'must be a font {family, ...} or {heading, body}' })),
  icons: z.optional(z.object({ library: z.enum(['fontawesome', 'lucide', 'tabler']) })),
  styling: z.optional(styling),
  redirects: z.optional(
    z.array(z.object({ source: text, destination: text, permanent: z.optional(bool) })).check(unique((r: { source: string }) => r.source, 'names a source twice: each source once')),
  ),
  integrations: z.optional(integrations),
  banner: z.optional(banner),
  errors: z.optional(z.object({ '404': z.object({ redirect: z.optional(bool), title: z.optional(text), description: z.optional(text) }) })),
  contextual: z.optional(
    z.object({
      options: z
        .array(
          z.union(
            [
              z.enum(CONTEXTUAL_OPTIONS),
              z.object({
                title: text,
                description: text,
                icon: z.optional(icon),
                href: z.union([text, z.object({ base: text, query: z.optional(z.array(z.object({ key: text, value: text }))) })], { error: 'must be a URL or {base, query}' }),
              }),
            ],
            { error: `must be one of ${CONTEXTUAL_OPTIONS.map((o) => `"${o}"`).join(', ')} or {title, description, href}` },
          ),
        )
        .check(unique((o: unknown) => o, 'names an option twice: each option once')),
      display: z.optional(z.enum(['header', 'toc'])),
    }),
  ),
  thumbnails: z.optional(z.object({ appearance: z.optional(z.enum(['light', 'dark'])), background: z.optional(text), fonts: z.optional(z.object({ family: text })) })),
  interaction: z.optional(interaction),
  metadata: z.optional(z.object({ timestamp: z.optional(bool) })),
  variables: z.optional(z.record(text, text)),
  markdown: z.optional(z.object({ schema: z.optional(bool), instructions: z.optional(z.union([text, z.array(text)], { error: 'must be a string or a list of strings' })) })),
});

export type Site = z.infer<typeof siteFields>;

/** Reports, at its place, every top-level field of `config` (but `navigation`) the reference would refuse. */
export function checkSite(config: Record<string, unknown>, diagnostics: Diagnostic[]): void {
  const shape = siteFields.def.shape;
  for (const key of Object.keys(shape) as (keyof typeof shape)[]) {
    const value = Object.hasOwn(config, key) ? config[key] : undefined;
    const result = shape[key].safeParse(value);
    if (!result.success) for (const problem of problemsOf(result.error.issues, value, [key])) reportError(diagnostics, problem.path, problem.message);
  }
}
