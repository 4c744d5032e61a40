/**
 * The `docs-nav` command: resolve, scope, check and index docs.json navigations offline.
 *
 *   docs-nav resolve <docs.json> [--pages index.json | --no-pages]   resolved navigation as JSON
 *   docs-nav scope <docs.json> [--pages index.json | --no-pages]     hrefs on stdin -> {href: scope} as JSON
 *   docs-nav check <docs.json> [--pages index.json | --no-pages]     every error and warning; exit 1 on errors
 *   docs-nav index <docs-dir>                                        page index from MDX frontmatter as JSON
 *
 * resolve, scope and check read the page files beside docs.json (src/node/page-index.ts) for
 * their titles, as the reference build does, unless given an index or `--no-pages`.
 *
 * Options of resolve, scope and check: --timeout <seconds> (each URL read, 30 by default),
 * --max-spec-size <MB> (largest OpenAPI/AsyncAPI/GraphQL file read, 50 by default). resolve,
 * scope and index print indented JSON, or with --compact one line of it (for pipelines).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, type Diagnostic, formatDiagnostic } from './core/diagnostics.js';
import { pageMap, type PageMeta } from './core/decorate.js';
import { parseJson } from './core/json.js';
import { resolveDocs, type Resolved } from './core/resolve.js';
import { checkSite } from './core/schema/site.js';
import { createScoper } from './core/scope.js';
import { findOverlays, readPages } from './node/page-index.js';
import { nodeReader } from './node/read.js';
import type { TextReader } from './core/load.js';

const USAGE = `usage:
  docs-nav resolve <docs.json> [--pages index.json | --no-pages]   print the resolved navigation (JSON)
  docs-nav scope <docs.json> [--pages index.json | --no-pages]     read hrefs (one a line) on stdin, print their scope (JSON)
  docs-nav check <docs.json> [--pages index.json | --no-pages]     print every error and warning; exit 1 when there are errors
  docs-nav index <docs-dir>                                        print page metadata from the MDX frontmatter (JSON)
  <docs.json> may be a file path or an http(s) URL; it may also be a navigation printed by "docs-nav resolve".
  Page titles come from the .mdx/.md files beside docs.json; --pages takes them from an index
  printed by "docs-nav index" instead, --no-pages from the page paths alone.
options of resolve, scope and check:
  --timeout <seconds>      give up a URL (docs.json, a $ref file, a spec) that has not answered after this long (30)
  --max-spec-size <MB>     read OpenAPI, AsyncAPI and GraphQL files up to this size (50)
options of resolve, scope and index:
  --compact                print the JSON on one line, not indented: less to write and to read, for pipelines`;

/** Seconds a URL may take to answer, and megabytes a spec may have, unless the command says otherwise. */
const DEFAULT_TIMEOUT = 30;
const DEFAULT_MAX_SPEC_SIZE = 50;

/** An error to print as one line (`docs-nav: ...`), exiting 1: bad input files, not bugs. */
class InputError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, target, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  if (!target) return usage(`"${command}" needs a path`);
  const pagesAt = rest.indexOf('--pages');
  const pagesFile = pagesAt >= 0 ? rest[pagesAt + 1] : undefined;
  if (pagesAt >= 0 && (!pagesFile || pagesFile.startsWith('--'))) return usage('--pages needs a file');
  const noPages = rest.includes('--no-pages');
  if (pagesFile && noPages) return usage('--pages and --no-pages exclude each other');
  const timeout = numberOption(rest, '--timeout', DEFAULT_TIMEOUT);
  const maxSpecSize = numberOption(rest, '--max-spec-size', DEFAULT_MAX_SPEC_SIZE);
  if (typeof timeout === 'string') return usage(timeout);
  if (typeof maxSpecSize === 'string') return usage(maxSpecSize);
  // Indented for a reader, unless it goes to another program.
  const compact = rest.includes('--compact');
  const printJson = (value: unknown): void => {
    process.stdout.write(`${compact ? JSON.stringify(value) : JSON.stringify(value, null, 2)}\n`);
  };

  if (command === 'index') {
    let reading;
    try {
      reading = await readPages(path.resolve(target));
    } catch (e) {
      throw new InputError((e as Error).message);
    }
    report(reading.problems);
    printJson(reading.pages);
    return 0;
  }
  if (command !== 'resolve' && command !== 'scope' && command !== 'check') return usage(`unknown command "${command}"`);

  const remote = /^https?:\/\//.test(target);
  const url = remote ? target : pathToFileURL(path.resolve(target)).href;
  const pageProblems: Diagnostic[] = [];
  // The OpenAPI Overlay files of the docs folder, which apply to the specs docs.json names no
  // overlays for (as the reference finds them).
  const local = !remote && (await isFile(target));
  const foundOverlays = local
    ? await findOverlays(path.dirname(path.resolve(target)), undefined, (file, message) => pageProblems.push({ level: 'warning', path: 'overlays', file, message }))
    : undefined;
  let pages: Map<string, PageMeta> | undefined;
  if (pagesFile) pages = await readIndexFile(pagesFile, pageProblems);
  else if (!noPages && local) {
    const reading = await readPages(path.dirname(path.resolve(target)), { config: path.resolve(target), overlays: foundOverlays });
    pageProblems.push(...reading.problems);
    // A folder with no page file at all holds a config only: titles come from paths, and no page
    // is reported missing.
    if (reading.count) pages = new Map(Object.entries(reading.pages));
  }
  const read = withTimeout(nodeReader, timeout);
  // `check` says what the reference build says of the specs too: it validates each it reads (and
  // every https one `api.openapi` names), and GraphQL schemas, and stops on one it refuses. Its
  // code (Ajv and the OpenAPI schemas, graphql-js) is loaded for `check` alone.
  const checking = command === 'check' ? await import('./node/openapi-check.js') : undefined;
  const checkingGraphql = command === 'check' ? await import('./node/graphql-check.js') : undefined;
  let apiSpecs: Promise<Diagnostic[]> | undefined;
  let resolved: Resolved;
  try {
    resolved = await resolveDocs(url, {
      read,
      pages,
      maxSpecSize: maxSpecSize * 1_000_000,
      foundOverlays,
      oversizeAdvice: `give a higher limit with --max-spec-size (in MB; ${maxSpecSize} now)`,
      checkSite: (config, diagnostics) => {
        checkSite(config, diagnostics);
        if (checking) apiSpecs = checking.checkApiSpecs(config, (specUrl) => read(specUrl));
      },
      checkOpenApi: checking?.openApiProblem,
      checkGraphql: checkingGraphql?.graphqlProblem,
    });
  } catch (e) {
    if (e instanceof ConfigError) {
      report(e.diagnostics);
      return 1;
    }
    throw e;
  }
  const { navigation, settings } = resolved;
  const diagnostics = [...pageProblems, ...resolved.diagnostics, ...((await apiSpecs) ?? [])];

  if (command === 'check') {
    report(diagnostics, process.stdout);
    const errors = diagnostics.filter((d) => d.level === 'error').length;
    const warnings = diagnostics.length - errors;
    process.stdout.write(`${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}\n`);
    return errors ? 1 : 0;
  }
  report(diagnostics);
  if (command === 'resolve') {
    const out: Record<string, unknown> = { ...navigation };
    if (settings.eyebrows !== undefined) out.styling = { eyebrows: settings.eyebrows };
    if (settings.drilldown !== undefined) out.interaction = { drilldown: settings.drilldown };
    printJson(out);
    return 0;
  }
  const input = await readStdin();
  const scoper = createScoper(navigation);
  // A Map, then own properties: an href such as `__proto__` is an href like any other.
  const result = new Map<string, unknown>();
  for (const line of input.split(/\r?\n/)) {
    const href = line.trim();
    if (href) result.set(href, scoper.scope(href));
  }
  printJson(Object.fromEntries(result));
  return 0;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The page index of `--pages` (what `docs-nav index` prints); an InputError saying what is wrong with the file. */
async function readIndexFile(file: string, diagnostics: Diagnostic[]): Promise<Map<string, PageMeta>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(`--pages ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a folder, not a file' : (e as Error).message}`);
  }
  let index: unknown;
  try {
    index = await parseJson(text, file);
  } catch (e) {
    const d = e instanceof ConfigError ? e.diagnostics[0] : undefined;
    throw new InputError(d ? `--pages ${file}${d.line ? `:${d.line}:${d.column}` : ''}: ${d.message}` : `--pages ${file}: ${(e as Error).message}`);
  }
  if (typeof index !== 'object' || index === null || Array.isArray(index)) {
    throw new InputError(`--pages ${file}: must be a JSON object of pages by path, as "docs-nav index" prints it`);
  }
  return pageMap(index, diagnostics);
}

function report(diagnostics: Diagnostic[], stream: NodeJS.WritableStream = process.stderr): void {
  for (const d of diagnostics) stream.write(`${printable(formatDiagnostic(d))}\n`);
}

/**
 * Text of a config made safe for a terminal, on one line: control characters (escape sequences
 * that clear the screen or forge output, line breaks), and the invisible marks that reorder
 * text, shown as `\u001b`.
 */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function usage(message: string): number {
  process.stderr.write(`docs-nav: ${printable(message)}\n${USAGE}\n`);
  return 2;
}

/** The number after `flag` in `args` (positive), `fallback` when absent, or a message saying what is wrong. */
function numberOption(args: string[], flag: string, fallback: number): number | string {
  const at = args.indexOf(flag);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  return args[at + 1] !== undefined && Number.isFinite(value) && value > 0 ? value : `${flag} needs a positive number`;
}

/** A reader that gives up an http(s) URL that has not answered after `seconds`. */
function withTimeout(read: TextReader, seconds: number): TextReader {
  return async (url, signal) => {
    if (!/^https?:/i.test(url)) return read(url, signal);
    const timer = AbortSignal.timeout(seconds * 1000);
    try {
      return await read(url, signal ? AbortSignal.any([signal, timer]) : timer);
    } catch (e) {
      if (timer.aborted && !signal?.aborted) throw new Error(`no answer from ${url} after ${seconds} s (see --timeout)`);
      throw e;
    }
  };
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

// `docs-nav resolve docs.json | head`: a reader that stops reading ends the command quietly, as
// other command-line tools do, instead of with an EPIPE stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(process.exitCode ?? 0);
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    // A bad input file is one line (terminal-safe); anything else is a bug, with its stack.
    process.stderr.write(`docs-nav: ${e instanceof InputError ? printable(e.message) : e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
