import type { TextReader } from '../../src/core/load.js';

/** A TextReader over an in-memory site: `{ 'docs.json': {...}, 'nav/tabs.json': '...' }` at https://docs.test/. */
export function memorySite(files: Record<string, unknown>, base = 'https://docs.test/'): { read: TextReader; url: string; reads: string[] } {
  const reads: string[] = [];
  const read: TextReader = async (url) => {
    reads.push(url);
    if (!url.startsWith(base)) throw new Error(`could not fetch ${url}: HTTP 404`);
    const value = files[url.slice(base.length)];
    if (value === undefined) throw new Error(`could not fetch ${url}: HTTP 404`);
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  return { read, url: `${base}docs.json`, reads };
}
