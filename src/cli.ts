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
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, type Diagnostic, formatDiagnostic } from './core/diagnostics.js';
import { pageMap, type PageMeta } from './core/decorate.js';
import { parseJson } from './core/json.js';
import { resolveDocs, type Resolved } from './core/resolve.js';
import { createScoper } from './core/scope.js';
import { readPages } from './node/page-index.js';
import { nodeReader } from './node/read.js';

const USAGE = `usage:
  docs-nav resolve <docs.json> [--pages index.json | --no-pages]   print the resolved navigation (JSON)
  docs-nav scope <docs.json> [--pages index.json | --no-pages]     read hrefs (one a line) on stdin, print their scope (JSON)
  docs-nav check <docs.json> [--pages index.json | --no-pages]     print every error and warning; exit 1 when there are errors
  docs-nav index <docs-dir>                                        print page metadata from the MDX frontmatter (JSON)
  <docs.json> may be a file path or an http(s) URL; it may also be a navigation printed by "docs-nav resolve".
  Page titles come from the .mdx/.md files beside docs.json; --pages takes them from an index
  printed by "docs-nav index" instead, --no-pages from the page paths alone.`;

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

  if (command === 'index') {
    let reading;
    try {
      reading = await readPages(path.resolve(target));
    } catch (e) {
      throw new InputError((e as Error).message);
    }
    report(reading.problems);
    process.stdout.write(`${JSON.stringify(reading.pages, null, 2)}\n`);
    return 0;
  }
  if (command !== 'resolve' && command !== 'scope' && command !== 'check') return usage(`unknown command "${command}"`);

  const remote = /^https?:\/\//.test(target);
  const url = remote ? target : pathToFileURL(path.resolve(target)).href;
  const pageProblems: Diagnostic[] = [];
  let pages: Map<string, PageMeta> | undefined;
  if (pagesFile) pages = await readIndexFile(pagesFile, pageProblems);
  else if (!noPages && !remote && (await isFile(target))) {
    const reading = await readPages(path.dirname(path.resolve(target)), { config: path.resolve(target) });
    pageProblems.push(...reading.problems);
    // A folder with no page file at all holds a config only: titles come from paths, and no page
    // is reported missing.
    if (reading.count) pages = new Map(Object.entries(reading.pages));
  }
  let resolved: Resolved;
  try {
    resolved = await resolveDocs(url, { read: nodeReader, pages });
  } catch (e) {
    if (e instanceof ConfigError) {
      report(e.diagnostics);
      return 1;
    }
    throw e;
  }
  const { navigation, settings } = resolved;
  const diagnostics = [...pageProblems, ...resolved.diagnostics];

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
    process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
    return 0;
  }
  const input = await readStdin();
  const scoper = createScoper(navigation);
  const result: Record<string, unknown> = {};
  for (const line of input.split(/\r?\n/)) {
    const href = line.trim();
    if (href) result[href] = scoper.scope(href);
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
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
  for (const d of diagnostics) stream.write(`${formatDiagnostic(d)}\n`);
}

function usage(message: string): number {
  process.stderr.write(`docs-nav: ${message}\n${USAGE}\n`);
  return 2;
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
    process.stderr.write(`docs-nav: ${e instanceof InputError ? e.message : e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
