/**
 * The `docs-nav` command: resolve, scope, check and index docs.json navigations offline.
 *
 *   docs-nav resolve <docs.json> [--pages index.json]   resolved navigation as JSON
 *   docs-nav scope <docs.json> [--pages index.json]     hrefs on stdin -> {href: scope} as JSON
 *   docs-nav check <docs.json> [--pages index.json]     every error and warning; exit 1 on errors
 *   docs-nav index <docs-dir>                           page index from MDX frontmatter as JSON
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, type Diagnostic, formatDiagnostic } from './core/diagnostics.js';
import type { PageMeta } from './core/decorate.js';
import { resolveDocs, type Resolved } from './core/resolve.js';
import { createScoper } from './core/scope.js';
import { buildPageIndex } from './node/page-index.js';
import { nodeReader } from './node/read.js';

const USAGE = `usage:
  docs-nav resolve <docs.json> [--pages index.json]   print the resolved navigation (JSON)
  docs-nav scope <docs.json> [--pages index.json]     read hrefs (one a line) on stdin, print their scope (JSON)
  docs-nav check <docs.json> [--pages index.json]     print every error and warning; exit 1 when there are errors
  docs-nav index <docs-dir>                           print page metadata from the MDX frontmatter (JSON)
  <docs.json> may be a file path or an http(s) URL; it may also be a navigation printed by "docs-nav resolve".`;

async function main(argv: string[]): Promise<number> {
  const [command, target, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  if (!target) return usage(`"${command}" needs a path`);
  const pagesAt = rest.indexOf('--pages');
  const pagesFile = pagesAt >= 0 ? rest[pagesAt + 1] : undefined;
  if (pagesAt >= 0 && !pagesFile) return usage('--pages needs a file');

  if (command === 'index') {
    const { pages, problems } = await buildPageIndex(path.resolve(target));
    for (const p of problems) process.stderr.write(`warning ${p}\n`);
    process.stdout.write(`${JSON.stringify(pages, null, 2)}\n`);
    return 0;
  }
  if (command !== 'resolve' && command !== 'scope' && command !== 'check') return usage(`unknown command "${command}"`);

  const url = /^https?:\/\//.test(target) ? target : pathToFileURL(path.resolve(target)).href;
  let pages: Map<string, PageMeta> | undefined;
  if (pagesFile) pages = new Map(Object.entries(JSON.parse(await readFile(pagesFile, 'utf8')) as Record<string, PageMeta>));
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
  const { navigation, settings, diagnostics } = resolved;

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
    process.stderr.write(`docs-nav: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
