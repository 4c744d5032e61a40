/**
 * Page metadata from page files, by the reference build's rules (@mintlify/common's
 * getFileCategory and getDecoratedNavPageAndSlug): which files of a docs folder are pages, and
 * the entry of the page index (`docs-nav index`) a page's frontmatter makes: its keys as they
 * are, `href` from the file's path, and for a page whose frontmatter is `openapi: GET /path` (or
 * `asyncapi: channel`) the operation's (channel's) title and description where the frontmatter
 * has none. An entry has a `title` only when the frontmatter or the operation gives one: the
 * navigation's decoration gives the others their title from the path, and lets a generated page
 * at the same path lend its title (decorate.ts).
 *
 * Pure: the Node reader (src/node/page-index.ts) lists the files, reads them, parses the YAML
 * and gives the spec documents; the browser gets the finished index.
 */
import { isObject } from './json.js';
import { join, normalize, parse, resolveFromRoot } from './openapi/posix.js';
import type { PageMeta } from './decorate.js';

/** A page index: entries by page path (`guides/intro`), as `docs-nav index` prints it. */
export type PageIndex = Record<string, PageMeta>;

/** An OpenAPI or AsyncAPI document of the docs folder, as the reference records it. */
export interface ApiFile {
  /** The file's name without its folder and extension (`openapi` for `/api/openapi.json`). */
  name: string;
  /** Its path from the docs folder with a leading slash (`/api/openapi.json`), or its URL. */
  location: string;
  doc: Record<string, unknown>;
}

export interface ApiFiles {
  /** OpenAPI 3 documents, in the reference's order (a later match wins). */
  openapi: readonly ApiFile[];
  /** AsyncAPI 3 documents, likewise. */
  asyncapi: readonly ApiFile[];
}

const SNIPPET_EXTENSIONS = ['.mdx', '.jsx', '.tsx', '.md'];
/** Markdown files the reference never makes pages of (by name, any case). */
const EXCLUDED_MD = ['readme', 'license', 'contributing', 'contribute'];

/** The extension of a file path (`.mdx`), as `path.parse` gives it. */
function extensionOf(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot) : '';
}

/** Whether the reference reads a file of the docs folder for its imports (`.mdx`, `.md`, `.jsx`, `.tsx`). */
export function isMdxCandidate(file: string): boolean {
  return SNIPPET_EXTENSIONS.includes(extensionOf(file));
}

/**
 * Whether a file (`/guides/intro.mdx`, from the docs folder) is a page: an `.mdx` or `.md` file
 * outside `snippets/` and `_snippets/` that no other file imports (an imported one is a snippet),
 * and no README, LICENSE or CONTRIBUTING `.md`, nor an agent's `skill.md`. `imported` holds the
 * imported files, lower-cased.
 */
export function isPageFile(file: string, imported: ReadonlySet<string>): boolean {
  const lower = file.toLowerCase().replace(/^\//, '');
  const ext = extensionOf(lower);
  if ((lower.startsWith('_snippets/') || lower.startsWith('snippets/')) && SNIPPET_EXTENSIONS.includes(ext)) return false;
  if (ext !== '.mdx' && ext !== '.md') return false;
  // An agent skill file, not a page.
  if (lower === 'skill.md' || (lower.startsWith('.mintlify/skills/') && lower.endsWith('/skill.md'))) return false;
  if (ext === '.md' && EXCLUDED_MD.includes(parse(lower).name)) return false;
  return !imported.has('/' + lower);
}

const IMPORT_SOURCE = /import\s+(?:[\w$*{},\s]+?\s+from\s+)?['"]([^'"]+)['"]/g;
const IMPORT_SOURCE_TEST = new RegExp(IMPORT_SOURCE.source);
const FENCE = /^(`{3,}|~{3,})/;

/**
 * The files an MDX file imports (`import X from '/snippets/x.mdx'`), resolved from the docs
 * folder and lower-cased (`/snippets/x.mdx`): local imports (`/`, `./`, `../`) only.
 */
export function importedFiles(content: string, file: string): string[] {
  const found: string[] = [];
  for (const source of importSources(content)) {
    if (!(source.startsWith('/') || source.startsWith('./') || source.startsWith('../'))) continue;
    const resolved = source.startsWith('/') ? normalize(source) : resolveFromRoot(join(parse(file).dir || '/', source));
    found.push(resolved.toLowerCase());
  }
  return found;
}

/**
 * Whether the reference's MDX parser finds an import in a page (it then reads the page after
 * the others, its frontmatter as that parser finds it: see page-index.ts): an `import` line
 * where a block begins (after the frontmatter, a blank line, a heading, a code block or another
 * import or export), not one that goes on with a paragraph, nor one inside a component (which the
 * parser refuses, and so finds none). The files a page imports (importedFiles) are told by its
 * lines alone: the reference finds them so.
 */
export function hasImportBlock(content: string): boolean {
  if (!/^import\s/m.test(content)) return false;
  const lines = mdxLines(content);
  // The frontmatter, as the MDX parser finds it: a block of its own.
  let i = frontmatterEnd(lines) + 1;
  let blockStart = true;
  let fence: string | undefined;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const run = FENCE.exec(line.trimStart())?.[1];
    if (fence !== undefined) {
      if (run !== undefined && run.charAt(0) === fence.charAt(0) && run.length >= fence.length) {
        fence = undefined;
        blockStart = true;
      }
    } else if (run !== undefined) fence = run;
    else if (line.trim() === '') blockStart = true;
    else if (blockStart && /^(import|export)[\s{*]/.test(line)) {
      if (line.startsWith('import')) return true;
    } else blockStart = BLOCK_LINE.test(line);
  }
  return false;
}

/** A block of one line, after which another begins: a heading, a thematic break (or a heading's underline). */
const BLOCK_LINE = /^(#{1,6}(\s|$)|(-{3,}|\*{3,}|_{3,}|=+)[ \t]*$)/;

/** `---`, and nothing but spaces or tabs after it: a fence of frontmatter, as the MDX parser takes it. */
export const FRONTMATTER_FENCE = /^---[ \t]*$/;

/** The lines of an MDX file as its parser reads them: no byte order mark, any line ending. */
export const mdxLines = (content: string): string[] => (content.charCodeAt(0) === 0xfeff ? content.slice(1) : content).split(/\r\n|\r|\n/);

/** The line that closes the frontmatter the MDX parser finds (FRONTMATTER_FENCE on the first line and a later one), or -1 when there is none. */
export function frontmatterEnd(lines: readonly string[]): number {
  return FRONTMATTER_FENCE.test(lines[0] ?? '') ? lines.findIndex((line, i) => i > 0 && FRONTMATTER_FENCE.test(line)) : -1;
}

/** What the `import` lines of an MDX file (outside code fences) import (`/snippets/x.mdx`, `react`...), as written. */
export function importSources(content: string): string[] {
  if (!/^import\s/m.test(content)) return [];
  const found: string[] = [];
  let fence: { char: string; length: number } | undefined;
  const lines = content.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const run = FENCE.exec(line.trimStart())?.[1];
    if (fence) {
      if (run !== undefined && run.charAt(0) === fence.char && run.length >= fence.length) fence = undefined;
      continue;
    }
    if (run !== undefined) {
      fence = { char: run.charAt(0), length: run.length };
      continue;
    }
    if (!line.startsWith('import ') && !line.startsWith('import\t')) continue;
    // A statement over several lines (`import {` ... `} from '/x.mdx'`), which the reference reads
    // by parsing the MDX: its lines up to the one naming the source.
    let statement = line;
    for (let j = i + 1; !IMPORT_SOURCE_TEST.test(statement) && j < lines.length && j <= i + 50 && statement.length < 4000; j++) statement += '\n' + lines[j];
    if (statement !== line && IMPORT_SOURCE_TEST.test(statement)) i += statement.split('\n').length - 1;
    else statement = line;
    for (const match of statement.matchAll(IMPORT_SOURCE)) if (match[1]) found.push(match[1]);
  }
  return found;
}

/** A page file's path in the navigation: `/guides/intro.mdx` -> `guides/intro`. */
export function pageSlug(file: string): string {
  return file.replace(/\.mdx?$/, '').replace(/^\/+/, '');
}

/**
 * The index entry of the page file `file` (`/guides/intro.mdx`) whose frontmatter parsed to
 * `attributes`, with the API documents `apis` for its `openapi:` or `asyncapi:` key (see the
 * header). The reference spreads whatever the YAML gave, so a scalar or a list adds no key, or its
 * indexes as keys, just the same.
 */
export function pageEntry(file: string, attributes: unknown, apis: ApiFiles): PageMeta {
  // Own keys only, copied as data properties into objects without a prototype: a `__proto__`
  // or `constructor` key is a key like the others.
  const meta: Record<string, unknown> = Object.create(null);
  const source: Record<string, unknown> = attributes == null ? {} : Object(attributes);
  for (const key of Object.keys(source)) define(meta, key, source[key]);
  let fromApi: { title?: unknown; description?: unknown } | undefined;
  if (typeof meta.openapi === 'string' && meta.openapi) fromApi = operationInfo(meta.openapi, apis.openapi);
  if (typeof meta.asyncapi === 'string' && meta.asyncapi) {
    meta.asyncapi = asyncApiValue(file, meta.asyncapi);
    fromApi = channelInfo(meta.asyncapi as string, apis.asyncapi);
  }
  const entry: PageMeta = Object.create(null);
  if (fromApi?.title != null) define(entry, 'title', fromApi.title);
  if (fromApi?.description !== undefined) entry.description = fromApi.description;
  for (const key of Object.keys(meta)) define(entry, key, meta[key]);
  define(entry, 'href', resolveFromRoot(pageSlug(file)));
  return entry;
}

/** Sets `key` as an own data property, whatever its name (`__proto__` too). */
export function define(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const OPENAPI_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `"[file] METHOD /path"`, as the reference reads it (undefined when it is not that shape). */
function parseOperationRef(value: string): { file?: string; method: string; endpoint: string } | undefined {
  const parts = value.trim().split(/\s+/);
  let file: string | undefined;
  let method: string;
  let endpoint: string;
  if (parts.length > 3) return undefined;
  if (parts[0] && parts[1] && parts[2]) [file, method, endpoint] = parts as [string, string, string];
  else if (parts[0] && parts[1]) [method, endpoint] = parts as [string, string];
  else return undefined;
  method = method.toLowerCase();
  if (!OPENAPI_METHODS.includes(method) && method !== 'webhook') return undefined;
  return { file, method, endpoint };
}

/** The path item for `endpoint` in a `paths` object: an exact key, else one equal but for a trailing slash. */
function findPathItem(paths: unknown, endpoint: string): Record<string, unknown> | undefined {
  if (!isObject(paths)) return undefined;
  const exact = Object.hasOwn(paths, endpoint) ? paths[endpoint] : undefined;
  if (isObject(exact)) return exact;
  const canonical = (p: string): string => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
  const target = canonical(endpoint);
  for (const [key, item] of Object.entries(paths)) if (isObject(item) && canonical(key) === target) return item;
  return undefined;
}

/** The summary and description of the operation an `openapi:` frontmatter names (the last document that has its path wins). */
function operationInfo(value: string, files: readonly ApiFile[]): { title?: unknown; description?: unknown } | undefined {
  const ref = parseOperationRef(value);
  if (!ref) return undefined;
  let item: Record<string, unknown> | undefined;
  for (const file of files) {
    const found = findPathItem(file.doc.paths, ref.endpoint);
    if (found && (!ref.file || ref.file === file.name || ref.file === file.location)) item = found;
  }
  if (!item || !OPENAPI_METHODS.includes(ref.method) || !Object.hasOwn(item, ref.method)) return undefined;
  const operation = item[ref.method];
  if (!isObject(operation)) return undefined;
  return { title: operation.summary, description: operation.description };
}

/** `"[file] channelId"`, as the reference reads it. */
function parseChannelRef(value: string): { file?: string; channel: string } | undefined {
  const parts = value.trim().split(/\s+/);
  if (parts.length > 2) return undefined;
  if (parts[0] && parts[1]) return { file: parts[0], channel: parts[1] };
  if (parts[0]) return { channel: parts[0] };
  return undefined;
}

/** The `asyncapi` frontmatter value as the reference keeps it: a file path in it made relative to the page's folder (`asyncapi.yaml chat`). */
function asyncApiValue(file: string, value: string): string {
  const ref = parseChannelRef(value);
  if (!ref?.file || !/\.(json|ya?ml)$/i.test(ref.file)) return value;
  if (/^https?:/.test(ref.file)) return `${ref.file} ${ref.channel}`;
  const dir = parse(file).dir;
  return `${resolveFromRoot(ref.file.startsWith('/') ? ref.file : join(dir, ref.file)).slice(1)} ${ref.channel}`;
}

/** A value of an AsyncAPI document with its local `$ref`s followed (a few levels). */
function deref(doc: Record<string, unknown>, value: unknown): unknown {
  for (let depth = 0; depth < 8 && isObject(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/'); depth++) {
    let target: unknown = doc;
    for (const raw of value.$ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      target = isObject(target) && Object.hasOwn(target, key) ? target[key] : undefined;
    }
    value = target;
  }
  return value;
}

/** `"tradeStream"` -> `"Trade stream"`. */
function sentenceCase(s: string): string {
  const words = s.split(/(?=[A-Z])/).map((w) => w.toLowerCase());
  return words.map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ');
}

/** The title and description of the channel an `asyncapi:` frontmatter names (the last document that has it wins). */
function channelInfo(value: string, files: readonly ApiFile[]): { title?: unknown; description?: unknown } | undefined {
  const ref = parseChannelRef(value);
  if (!ref) return undefined;
  let found: ApiFile | undefined;
  for (const file of files) {
    const channels = file.doc.channels;
    const componentChannels = isObject(file.doc.components) ? file.doc.components.channels : undefined;
    const has = (isObject(channels) && Object.hasOwn(channels, ref.channel)) || (isObject(componentChannels) && Object.hasOwn(componentChannels, ref.channel));
    if (has && (!ref.file || ref.file === file.name || ref.file === file.location)) found = file;
  }
  if (!found) return undefined;
  const channels = found.doc.channels;
  const channel = deref(found.doc, isObject(channels) && Object.hasOwn(channels, ref.channel) ? channels[ref.channel] : undefined);
  const text = (key: string): string | undefined => (isObject(channel) && typeof channel[key] === 'string' && channel[key] ? (channel[key] as string) : undefined);
  return { title: text('title') ?? sentenceCase(ref.channel), description: text('description') ?? text('summary') ?? '' };
}

/** The `source`s of an `openapi` setting (a string, a list, `{source}`), as the reference reads `api.openapi`. */
export function openApiSources(setting: unknown): unknown[] {
  if (setting == null) return [];
  if (typeof setting === 'string') return [setting];
  if (Array.isArray(setting)) return setting.map((entry) => (typeof entry === 'string' ? entry : isObject(entry) ? entry.source : undefined));
  return [isObject(setting) ? setting.source : undefined];
}

/** The file a navigation node's `openapi` names, as the reference takes it: the first of a list. */
function nodeOpenApi(node: Record<string, unknown>): unknown {
  const setting = node.openapi;
  if (typeof setting === 'string') return setting;
  if (Array.isArray(setting)) return typeof setting[0] === 'string' ? setting[0] : isObject(setting[0]) ? setting[0].source : undefined;
  return isObject(setting) && typeof setting.source === 'string' ? setting.source : undefined;
}

const DIVISION_LISTS = ['groups', 'anchors', 'dropdowns', 'languages', 'tabs', 'versions', 'menu', 'products'];

/**
 * The https OpenAPI documents a docs.json names, in the order the reference adds them to the
 * documents `openapi:` frontmatter is matched against (after the folder's own files, a later
 * match winning): `api.openapi`; then those of the navigation's endpoint references (`GET /x`
 * under an `openapi`, or naming a URL of its own); then the navigation's `openapi` settings.
 */
export function remoteOpenApiSources(config: Record<string, unknown>): string[] {
  const out: string[] = [];
  const https = (source: unknown): source is string => typeof source === 'string' && source.startsWith('https:');
  if (isObject(config.api)) for (const source of openApiSources(config.api.openapi)) if (https(source)) out.push(source);
  const fromNavigation: string[] = [];
  const add = (source: unknown): void => {
    if (https(source) && !fromNavigation.includes(source)) fromNavigation.push(source);
  };
  const children = (node: Record<string, unknown>): Record<string, unknown>[] => {
    const found: Record<string, unknown>[] = [];
    for (const key of DIVISION_LISTS) {
      const items = node[key];
      if (Array.isArray(items)) for (const item of items) if (isObject(item)) found.push(item);
    }
    return found;
  };
  const endpoints = (node: Record<string, unknown>, inherited: unknown): void => {
    const current = nodeOpenApi(node) ?? inherited;
    if (Array.isArray(node.pages)) {
      for (const page of node.pages) {
        if (isObject(page) && 'group' in page) endpoints(page, current);
        else if (typeof page === 'string') {
          const ref = parseOperationRef(page);
          if (ref) add(ref.file ?? current);
        }
      }
    }
    for (const child of children(node)) endpoints(child, current);
  };
  const settings = (node: Record<string, unknown>): void => {
    add(nodeOpenApi(node));
    if (Array.isArray(node.pages)) for (const page of node.pages) if (isObject(page) && 'group' in page) settings(page);
    for (const child of children(node)) settings(child);
  };
  if (isObject(config.navigation)) {
    endpoints(config.navigation, undefined);
    settings(config.navigation);
  }
  return [...out, ...fromNavigation];
}
