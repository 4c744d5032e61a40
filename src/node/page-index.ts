/**
 * The page files of a docs folder, read as the reference build reads them: the page index that
 * `docs-nav index` prints and that `resolve`, `scope` and `check` decorate the navigation with.
 *
 * Which files count: every file of the folder and its subfolders except what the reference
 * always skips (`.git`, `node_modules`, `README.md`...) and what `.mintignore` names (gitignore
 * rules, by the `ignore` package the reference uses); of those, the `.mdx` and `.md` files that
 * are pages (src/core/pages.ts: not in `snippets/`, not imported by another file). Frontmatter is
 * read with the `front-matter` package, as the reference reads it (it carries its own js-yaml 3,
 * whose YAML differs from js-yaml 4 in folding, nulls and timestamps). A page whose frontmatter
 * names an operation (`openapi: GET /users`) or a channel (`asyncapi: chat`) takes its title
 * and description from the OpenAPI or AsyncAPI files of the folder (and the https OpenAPI files
 * docs.json names), which are read only then.
 *
 * Both packages are loaded here only, with dynamic imports: the browser gets the finished index.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Diagnostic } from '../core/diagnostics.js';
import type { PageMeta } from '../core/decorate.js';
import type { FoundOverlay } from '../core/openapi/overlay.js';
import { isObject, kindOf } from '../core/json.js';
import { unsafeUrl } from '../core/schema/values.js';
import { loadConfig } from '../core/load.js';
import { parseSpecText, specVersion } from '../core/openapi/parse.js';
import { type ApiFile, type ApiFiles, define, FRONTMATTER_FENCE, frontmatterEnd, hasImportBlock, importedFiles, isMdxCandidate, isPageFile, mdxLines, pageEntry, pageSlug, type PageIndex, remoteOpenApiSources } from '../core/pages.js';
import { nodeReader } from './read.js';

/** What the reference skips in every docs folder (its DEFAULT_MINT_IGNORES), in .gitignore syntax. */
const ALWAYS_IGNORED = [
  '.git',
  '.github',
  '.claude',
  '.agents',
  '.idea',
  '.vscode',
  '.cursor',
  '.mintlify/**',
  '!.mintlify/**/',
  '!.mintlify/skills/**',
  '!.mintlify/**/*.json',
  '!.mintlify/**/*.yaml',
  '!.mintlify/**/*.yml',
  'node_modules',
  'README.md',
  'LICENSE.md',
  'CHANGELOG.md',
  'CONTRIBUTING.md',
];

/** Largest OpenAPI or AsyncAPI file read for `openapi:` frontmatter: the core's default maxSpecSize. */
const MAX_SPEC_SIZE = 50_000_000;

export interface PageReading {
  /** The index, by page path; an object without a prototype (a page may be called `__proto__`). */
  pages: PageIndex;
  /** How many page files the folder has. */
  count: number;
  /**
   * Files that could not be read or parsed, naming the file and line: an error for a page whose
   * frontmatter cannot be read (the reference's build stops at it), a warning otherwise.
   */
  problems: Diagnostic[];
}

/**
 * Why a page's frontmatter `url` (where its entry leads, see core/titles.ts pageTarget) is one the
 * elements do not follow, or nothing: no string, or a link that runs code. The reference keeps it
 * as it is.
 */
function urlProblem(url: unknown): string | undefined {
  if (typeof url !== 'string') return `must be a string (where the page's entry leads), not ${kindOf(url)}`;
  return unsafeUrl(url.trim()) ?? undefined;
}

/**
 * Reads the page files of the docs folder `dir` (see the header); `config` is its docs.json
 * (`dir/docs.json` by default), whose https OpenAPI files `openapi:` frontmatter may name too.
 * Throws, with a one-line message, only when `dir` is no folder.
 */
export async function readPages(dir: string, options: { config?: string; overlays?: readonly FoundOverlay[] } = {}): Promise<PageReading> {
  await assertFolder(dir);
  const problems: Diagnostic[] = [];
  const say =
    (level: Diagnostic['level']) =>
    (file: string, message: string, line?: number, column?: number): void => {
      problems.push({ level, path: 'pages', file, line, column, message });
    };
  const warn = say('warning');
  // Frontmatter the reference cannot read stops its build ("There is a syntax error in your
  // frontmatter"): an error, as `check` reports what the reference refuses. The page keeps its
  // path's title here, and the rest of the site resolves.
  const refuse = say('error');
  const files = await listFiles(dir);

  // MDX files are read for their imports first: a page another file imports is a snippet.
  const texts = new Map<string, string>();
  const imported = new Set<string>();
  for (const file of files.filter(isMdxCandidate)) {
    try {
      const text = readFileSync(path.join(dir, file), 'utf8');
      texts.set(file, text);
      for (const source of importedFiles(text, file)) imported.add(source);
    } catch (e) {
      warn(file.slice(1), `cannot be read: ${(e as Error).message}`);
    }
  }

  const { default: frontMatter } = await import('front-matter');
  const parsed: { file: string; attributes: unknown; imports: boolean }[] = [];
  let usesOpenApi = false;
  let usesAsyncApi = false;
  for (const file of files) {
    const text = texts.get(file);
    if (text === undefined || !isPageFile(file, imported)) continue;
    let attributes: unknown = {};
    const imports = hasImportBlock(text);
    try {
      const yaml: unknown = frontMatter(imports ? importPageText(text) : text).attributes;
      for (const problem of unreadableApiKeys(yaml, text)) refuse(file.slice(1), problem.message, problem.line);
      attributes = boundedJson(yaml, text.length);
    } catch (e) {
      const where = yamlPlace(text, e);
      refuse(file.slice(1), describeFrontmatterError(e), where?.line, where?.column);
      attributes = {};
    }
    if (isObject(attributes) && attributes.url != null) {
      const why = urlProblem(attributes.url);
      if (why) warn(file.slice(1), `"url" ${why}: the page's link leads to the page itself`);
    }
    if (isObject(attributes) && typeof attributes.openapi === 'string' && attributes.openapi) usesOpenApi = true;
    if (isObject(attributes) && typeof attributes.asyncapi === 'string' && attributes.asyncapi) usesAsyncApi = true;
    parsed.push({ file, attributes, imports });
  }

  const apis: ApiFiles = usesOpenApi || usesAsyncApi ? await readApiFiles(dir, files, warn) : { openapi: [], asyncapi: [] };
  if (usesOpenApi) {
    const configFile = options.config ?? (files.includes('/docs.json') ? path.join(dir, 'docs.json') : undefined);
    const config = configFile === undefined ? undefined : await readConfig(configFile);
    if (config) {
      apis.openapi = [...apis.openapi, ...(await readRemoteOpenApi(config, warn))];
      const found = options.overlays ?? (await findOverlays(dir, files, warn));
      apis.openapi = await withOverlays(apis.openapi, config, found, dir, warn);
    }
    apis.openapi = await validOpenApi(apis.openapi, warn);
  }
  const pages: PageIndex = Object.create(null);
  // The reference reads the pages with imports after the others (it resolves their imports first).
  for (const { file, attributes } of [...parsed.filter((p) => !p.imports), ...parsed.filter((p) => p.imports)]) {
    const slug = pageSlug(file);
    const entry = pageEntry(file, attributes, apis);
    const earlier = Object.hasOwn(pages, slug) ? pages[slug] : undefined;
    define(pages, slug, earlier ? laterEntry(earlier, entry, attributes) : entry);
  }
  return { pages, count: parsed.length, problems };
}

async function assertFolder(dir: string): Promise<void> {
  let info;
  try {
    info = await stat(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(code === 'ENOENT' ? `no such folder: ${dir}` : `cannot read ${dir}: ${(e as Error).message}`);
  }
  if (!info.isDirectory()) throw new Error(`${dir} is a file, not a folder`);
}

/** Every file of `dir` the reference reads, as `/sub/file.ext`, in its order (names sorted, depth first). */
async function listFiles(dir: string): Promise<string[]> {
  const { default: ignore } = await import('ignore');
  let own: string[] = [];
  try {
    own = readFileSync(path.join(dir, '.mintignore'), 'utf8').split(/\r?\n/).map((line) => line.trim());
  } catch {
    // no .mintignore
  }
  const ignored = ignore().add([...new Set([...ALWAYS_IGNORED, ...own])]);
  const isIgnored = (rel: string, folder: boolean): boolean => {
    try {
      return ignored.ignores(folder ? `${rel}/` : rel);
    } catch {
      return false; // a name `ignore` refuses to test (never the case for names readdir gives)
    }
  };
  const files: string[] = [];
  const walk = (rel: string): void => {
    let entries;
    try {
      entries = readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      // A link to a folder is not followed (nor is it a file the reference can read).
      const folder = entry.isDirectory();
      if (isIgnored(child, folder)) continue;
      if (folder) walk(child);
      else files.push(`/${child}`);
    }
  };
  walk('');
  return files;
}

/**
 * The frontmatter as JSON gives it (what the reference's output holds: dates as ISO strings), or
 * an Error when it is far larger than its text once its YAML aliases are expanded (an "alias
 * bomb" of a few lines expands to billions of values) or refers to itself.
 */
function boundedJson(value: unknown, textLength: number): unknown {
  let budget = 1_000_000 + 4 * textLength;
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    budget -= typeof v === 'string' ? 1 + v.length : 1;
    if (budget < 0) throw new RangeError('frontmatter is too large once its YAML aliases are expanded (or refers to itself)');
    if (Array.isArray(v)) for (const item of v) stack.push(item);
    else if (v !== null && typeof v === 'object' && !(v instanceof Date)) {
      for (const key of Object.keys(v)) {
        budget -= key.length;
        stack.push((v as Record<string, unknown>)[key]);
      }
    }
  }
  const json = JSON.stringify(value);
  return json === undefined ? {} : JSON.parse(json);
}

/**
 * The text of a page with imports whose frontmatter the reference reads: it parses the page's
 * MDX (remark-frontmatter), resolves the imports and writes the page out again before reading
 * its frontmatter (with front-matter, as any page's). Its parser's fences differ from
 * front-matter's: `---` on the first line and on a later one, each followed by nothing but
 * spaces or tabs; the YAML between them is written out again between plain `---` lines. Without
 * a closing `---` there is no frontmatter to the parser, and the first line, a thematic break, is
 * written out as `---` (front-matter may still read the lines after it, up to a `...`).
 */
function importPageText(text: string): string {
  const lines = mdxLines(text);
  if (!FRONTMATTER_FENCE.test(lines[0]!)) return text;
  const close = frontmatterEnd(lines);
  if (close < 0) return ['---', ...lines.slice(1)].join('\n');
  const yaml = lines.slice(1, close).join('\n');
  return yaml ? `---\n${yaml}\n---\n` : '---\n---\n';
}

/**
 * The entry of a page that a second file makes (`a.md` and `a.mdx`), as the reference makes it:
 * the file read later wins, and keeps the title, description and sidebar title of the earlier
 * where its own frontmatter gives none (their values falsy). The earlier's title, where its entry
 * has none, is its path's: so is the later's then.
 */
function laterEntry(earlier: PageMeta, later: PageMeta, frontmatter: unknown): PageMeta {
  for (const field of ['title', 'description', 'sidebarTitle']) {
    if (isObject(frontmatter) && frontmatter[field]) continue;
    if (field === 'title' && !Object.hasOwn(earlier, 'title')) delete later.title;
    else if (earlier[field]) define(later, field, earlier[field]);
  }
  return later;
}

/** What `openapi:` and `asyncapi:` frontmatter name, for the message of a value that is not a string. */
const API_KEYS = { openapi: '"GET /users" or "openapi.json GET /users"', asyncapi: '"chat" or "asyncapi.yaml chat"' } as const;

/**
 * `openapi:` or `asyncapi:` frontmatter that is set but no string (a number, `true`, a list, a
 * date): the reference reads it as an operation or a channel and its build fails on it (it calls
 * a string's `trim`). Each with its line in the file, where the key is found.
 */
function unreadableApiKeys(yaml: unknown, text: string): { message: string; line?: number }[] {
  if (!isObject(yaml)) return [];
  const found = [];
  for (const [key, shape] of Object.entries(API_KEYS)) {
    const value = yaml[key];
    if (!value || typeof value === 'string') continue;
    const what = value instanceof Date ? 'a date' : kindOf(value);
    const at = text.search(new RegExp(`^["']?${key}["']?[ \\t]*:`, 'm'));
    found.push({
      message: `"${key}" must be a string (${shape}), not ${what}: Mintlify's build stops at it`,
      line: at < 0 ? undefined : text.slice(0, at).split('\n').length,
    });
  }
  return found;
}

function describeFrontmatterError(e: unknown): string {
  if (e instanceof RangeError) return e.message.startsWith('frontmatter') ? e.message : 'frontmatter is nested too deeply';
  const reason = (e as { reason?: unknown }).reason;
  return `frontmatter is not valid YAML: ${typeof reason === 'string' ? reason : (e as Error).message?.split('\n')[0] ?? String(e)}`;
}

/** The line and column in the file of a YAML error (js-yaml counts from the trimmed frontmatter). */
function yamlPlace(text: string, e: unknown): { line: number; column: number } | undefined {
  const mark = (e as { mark?: { line?: unknown; column?: unknown } }).mark;
  if (!mark || typeof mark.line !== 'number' || typeof mark.column !== 'number') return undefined;
  // The YAML starts at the first non-blank character after the opening `---` line.
  const open = text.indexOf('\n');
  let start = open + 1;
  while (start < text.length && /\s/.test(text.charAt(start))) start++;
  const before = text.slice(0, start);
  const startLine = before.split('\n').length;
  const startColumn = start - (before.lastIndexOf('\n') + 1);
  return { line: startLine + mark.line, column: (mark.line === 0 ? startColumn : 0) + mark.column + 1 };
}

/**
 * The OpenAPI 3 and AsyncAPI 3 documents among the JSON and YAML files of the folder, in the
 * reference's order, for `openapi:` and `asyncapi:` frontmatter.
 */
async function readApiFiles(dir: string, files: string[], warn: (file: string, message: string) => void): Promise<ApiFiles> {
  const { load } = await import('js-yaml');
  const apis = { openapi: [] as ApiFile[], asyncapi: [] as ApiFile[] };
  for (const file of files) {
    if (!/\.(json|ya?ml)$/.test(file)) continue;
    let doc: unknown;
    try {
      const full = path.join(dir, file);
      if (statSync(full).size > MAX_SPEC_SIZE) {
        warn(file.slice(1), `is over ${MAX_SPEC_SIZE / 1_000_000} MB: not read for "openapi" or "asyncapi" frontmatter`);
        continue;
      }
      // js-yaml 4, as the reference reads these files (JSON included).
      doc = load(readFileSync(full, 'utf8'));
    } catch {
      continue; // not JSON or YAML: no API document (the reference reports it only when docs.json names it)
    }
    if (!isObject(doc)) continue;
    const entry = { name: path.posix.parse(file).name, location: file, doc };
    if (Object.hasOwn(doc, 'openapi') && specVersion(doc) === 'openapi3') apis.openapi.push(entry);
    if (Object.hasOwn(doc, 'asyncapi') && typeof doc.asyncapi === 'string' && doc.asyncapi.startsWith('3.')) apis.asyncapi.push(entry);
  }
  return apis;
}

/**
 * The OpenAPI files the reference keeps for frontmatter: those its validation takes, once their
 * overlays are applied (node/openapi-check.ts: the OpenAPI schema, `$ref`s). One it refuses is
 * left out with a warning, as the reference leaves it out (an error where the navigation names
 * it: resolving says so at its place).
 */
async function validOpenApi(files: readonly ApiFile[], warn: (file: string, message: string) => void): Promise<ApiFile[]> {
  if (!files.length) return [];
  const { openApiProblem } = await import('./openapi-check.js');
  const out: ApiFile[] = [];
  for (const file of files) {
    const problem = await openApiProblem(file.doc);
    if (problem) warn(file.location.replace(/^\//, ''), `not used for "openapi" frontmatter: the reference build refuses it (${problem})`);
    else out.push(file);
  }
  return out;
}

/**
 * The OpenAPI Overlay files of the docs folder `dir` (JSON or YAML with a top-level `overlay`,
 * among its `files`, or all its files but those the reference skips): each with the URL of the
 * spec its `extends` names (relative to the overlay's folder, or the root with a leading `/`), as
 * the reference finds them for specs docs.json names no overlays for. One the Overlay
 * specification does not allow is left out with a warning, as in the reference; one without
 * `extends` applies to nothing.
 */
export async function findOverlays(dir: string, files?: string[], warn?: (file: string, message: string) => void): Promise<FoundOverlay[]> {
  const { load } = await import('js-yaml');
  const { overlayOf, rootPath } = await import('../core/openapi/overlay.js');
  const found: FoundOverlay[] = [];
  for (const file of files ?? (await listFiles(dir))) {
    if (!/\.(json|ya?ml)$/.test(file)) continue;
    let doc: unknown;
    try {
      const full = path.join(dir, file);
      if (statSync(full).size > MAX_SPEC_SIZE) continue;
      const text = readFileSync(full, 'utf8');
      // (most files are no overlay: those that do not say `overlay` at all are not parsed)
      if (!/["']?overlay["']?\s*:/.test(text)) continue;
      doc = load(text);
    } catch {
      continue;
    }
    if (!isObject(doc) || !Object.hasOwn(doc, 'overlay')) continue;
    const name = file.slice(1);
    try {
      const overlay = overlayOf(doc);
      if (typeof overlay.extends !== 'string') continue;
      const target = overlay.extends;
      // From the overlay's folder, or the root with a leading `/`.
      const url = /^[a-z][a-z0-9+.-]*:/i.test(target) ? target : pathToFileURL(path.join(dir, rootPath(target.startsWith('/') ? target : `${path.posix.dirname(file)}/${target}`))).href;
      found.push({ name, extends: url, overlay });
    } catch (e) {
      warn?.(name, `is an OpenAPI Overlay the reference build leaves out: ${(e as Error).message}`);
    }
  }
  return found;
}

/** The docs.json at `file`, its `$ref`s resolved; undefined when it cannot be read (resolving says so). */
async function readConfig(file: string): Promise<Record<string, unknown> | undefined> {
  try {
    return (await loadConfig(pathToFileURL(file).href, nodeReader)).config;
  } catch {
    return undefined;
  }
}

/**
 * The API files with the OpenAPI Overlays docs.json names for them applied (`openapi: {source,
 * overlays}` anywhere in it, as the reference collects them: core/openapi/overlay.ts). A file
 * whose overlays cannot be read or applied is not used for frontmatter, as in the reference (a
 * warning here; resolving reports the error at the spec's place when the navigation uses it).
 */
async function withOverlays(files: readonly ApiFile[], config: Record<string, unknown>, found: readonly FoundOverlay[], dir: string, warn: (file: string, message: string) => void): Promise<ApiFile[]> {
  if (!found.length && !JSON.stringify(config).includes('"overlays"')) return [...files];
  const { overlayLists, overlaysOf } = await import('../core/openapi/overlay.js');
  const { Places } = await import('../core/openapi/places.js');
  const root = pathToFileURL(dir + path.sep).href;
  // (the problems of the lists are reported by resolving, at their places)
  const overlaid = overlaysOf(overlayLists(config, new Places(), root, []).lists, found, nodeReader);
  const out: ApiFile[] = [];
  for (const file of files) {
    try {
      const doc = await overlaid(file.doc, file.location.startsWith('/') ? pathToFileURL(path.join(dir, file.location)).href : file.location);
      if (isObject(doc)) out.push({ ...file, doc });
    } catch (e) {
      warn(file.location.replace(/^\//, ''), `not used for "openapi" frontmatter: ${(e as Error).message}`);
    }
  }
  return out;
}

/**
 * The https OpenAPI documents docs.json (`config`) names (remoteOpenApiSources), read, for
 * `openapi:` frontmatter; one that cannot be read is a warning (resolving reports it at its place).
 */
async function readRemoteOpenApi(config: Record<string, unknown>, warn: (file: string, message: string) => void): Promise<ApiFile[]> {
  const sources = remoteOpenApiSources(config);
  const docs = new Map<string, Record<string, unknown> | undefined>();
  const files: ApiFile[] = [];
  for (const url of sources) {
    if (!docs.has(url)) {
      let doc: Record<string, unknown> | undefined;
      try {
        const parsed = await parseSpecText(await nodeReader(url), url);
        if (isObject(parsed) && Object.hasOwn(parsed, 'openapi') && specVersion(parsed) === 'openapi3') doc = parsed;
      } catch (e) {
        warn(url, `could not be read for "openapi" frontmatter: ${(e as Error).message}`);
      }
      docs.set(url, doc);
    }
    const doc = docs.get(url);
    if (doc) files.push({ name: url, location: url, doc });
  }
  return files;
}
