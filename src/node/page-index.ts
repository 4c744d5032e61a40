/**
 * `docs-nav index <docs-dir>`: page metadata from the frontmatter of every .mdx/.md file, keyed by
 * page path (`guides/intro`), for `resolve --pages` and the elements' `pages` attribute.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageMeta } from '../core/decorate.js';

const SKIP = new Set(['node_modules', '.git', 'snippets', '_snippets']);

export async function buildPageIndex(dir: string): Promise<{ pages: Record<string, PageMeta>; problems: string[] }> {
  const pages: Record<string, PageMeta> = {};
  const problems: string[] = [];
  const { load } = await import('js-yaml');
  async function walk(rel: string): Promise<void> {
    const entries = await readdir(path.join(dir, rel), { withFileTypes: true });
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const e of entries) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) {
        if (!SKIP.has(e.name) && !e.name.startsWith('.')) await walk(r);
      } else if (/\.mdx?$/.test(e.name)) {
        const text = await readFile(path.join(dir, r), 'utf8');
        const slug = r.replace(/\.mdx?$/, '');
        const fm = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(text);
        let meta: Record<string, unknown> = {};
        if (fm) {
          try {
            const parsed = load(fm[1] ?? '');
            if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) meta = parsed as Record<string, unknown>;
          } catch (err) {
            problems.push(`${r}: frontmatter is not valid YAML: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
          }
        }
        pages[slug] = { ...meta, href: `/${slug}` };
      }
    }
  }
  await walk('');
  return { pages, problems };
}
