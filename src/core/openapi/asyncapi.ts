/**
 * AsyncAPI channel pages, by the reference build's rules (prebuild's generateAsyncApiFromDocsConfig
 * and scraping's processAsyncApiChannel). A division or group with `asyncapi` (a file, a list of
 * files, or `{source, directory}`) gets, after its own content, one group per channel tag (the
 * first tag of each channel; "Websockets" without one) holding one page per channel:
 * `directory/tag/title`, titled by the channel's `title` (else its id, in sentence case), with
 * its description (else its summary) and an `asyncapi` field naming the file and the channel.
 *
 * The reference reads AsyncAPI 3 documents only, and fails the whole build on anything else; here
 * such a file is an error at its place and the rest still resolves.
 */
import { normalizePagePath } from '../normalize.js';
import { DIVISION_ARRAYS, DIVISION_KEYS, isObj, pointer, type Obj } from './spec.js';
import { toFileName } from './generate.js';
import { Places } from './places.js';
import { join, resolveFromRoot } from './posix.js';
import type { Diagnostic, PageMeta } from './index.js';

export interface AsyncApiResult {
  navigation: Obj;
  /** The channel pages, by slug. */
  pages: Map<string, PageMeta>;
  diagnostics: Diagnostic[];
}

const DEFAULT_OUTPUT_DIR = 'api-reference';
const DEFAULT_GROUP = 'Websockets';

/** `"tradeStream"` -> `"Trade stream"` (the reference's camelToSentenceCase). */
function sentenceCase(s: string): string {
  return s
    .split(/(?=[A-Z])/)
    .map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1).toLowerCase() : word.toLowerCase()))
    .join(' ');
}

/** A value of the document with its local `$ref` (`#/components/...`) followed, a few levels deep (undefined when broken). */
function deref(doc: Obj, value: unknown): unknown {
  for (let depth = 0; depth < 8 && isObj(value) && typeof value.$ref === 'string' && value.$ref.startsWith('#/'); depth++) value = pointer(doc, value.$ref);
  return value;
}

/** The file named in the config as the reference identifies it: an https URL, or its path from the docs root with a leading slash. */
const locationOf = (source: string): string => (/^https:/i.test(source) ? source : '/' + normalizePagePath(source));

/** The groups of channel pages of one document, into `pages`; an Error for a document the reference refuses. */
function channelGroups(doc: unknown, location: string, outDir: string, pages: Map<string, PageMeta>): { group: string; pages: string[] }[] {
  if (!isObj(doc)) throw new Error('is not an AsyncAPI document (it is not a JSON/YAML object)');
  const version = doc.asyncapi;
  if (typeof version !== 'string') throw new Error('is not an AsyncAPI document (it has no "asyncapi" version field)');
  if (!version.startsWith('3.')) throw new Error(`is AsyncAPI ${version}: only AsyncAPI 3 documents have pages`);
  const channels = isObj(doc.channels) ? Object.entries(doc.channels) : [];
  if (!channels.length) throw new Error('defines no channels');
  const nav: { group: string; pages: string[] }[] = [];
  for (const [id, raw] of channels) {
    const channel = deref(doc, raw);
    if (!isObj(channel)) continue;
    const tags = deref(doc, channel.tags);
    const tag = Array.isArray(tags) ? deref(doc, tags[0]) : undefined;
    const groupName = isObj(tag) && typeof tag.name === 'string' ? tag.name : DEFAULT_GROUP;
    const title = typeof channel.title === 'string' ? channel.title : id;
    const base = join(outDir, toFileName(groupName) ?? '', toFileName(title) ?? '');
    let group = nav.find((g) => g.group === groupName);
    if (!group) nav.push((group = { group: groupName, pages: [] }));
    // Unique within the group: base, base-1, base-2... (compared before lower-casing, as the reference).
    let slug = base;
    for (let n = 1; group.pages.includes(slug); n++) slug = `${base}-${n}`;
    slug = slug.toLowerCase();
    group.pages.push(slug);
    pages.set(slug, {
      asyncapi: `${location} ${id}`,
      href: resolveFromRoot(slug),
      title: title === id ? sentenceCase(title) : title,
      description: channel.description ?? channel.summary ?? '',
    } as PageMeta);
  }
  return nav;
}

/**
 * Adds the channel pages of every `asyncapi` of the navigation (see the header). `loadDoc` reads
 * and parses a file named in the config (JSON or YAML), once per file.
 */
export async function expandAsyncApi(navigation: Obj, loadDoc: (source: string) => Promise<unknown>, places = new Places()): Promise<AsyncApiResult> {
  const pages = new Map<string, PageMeta>();
  const diagnostics: Diagnostic[] = [];
  // One read per file however it is spelled, for this stage only (the documents go with it).
  const docs = new Map<string, Promise<unknown>>();
  const read = (source: string): Promise<unknown> => {
    const location = locationOf(source);
    let doc = docs.get(location);
    if (!doc) docs.set(location, (doc = loadDoc(source)));
    return doc;
  };

  /** A node with `asyncapi`, with its channel groups after its content; undefined when the node is not one (or names no file). */
  async function expand(node: Obj, at: string): Promise<Obj | undefined> {
    const setting = node.asyncapi;
    let outDir = DEFAULT_OUTPUT_DIR;
    let sources: unknown[] = [];
    if (typeof setting === 'string') sources = [setting];
    else if (Array.isArray(setting)) sources = setting;
    else if (isObj(setting) && 'source' in setting) {
      sources = [setting.source];
      if (typeof setting.directory === 'string') outDir = setting.directory;
    }
    if (!sources.length) return undefined;
    const { asyncapi: _, ...rest } = node;
    const kind = DIVISION_KEYS.find((k) => k in rest);
    if (!kind) {
      diagnostics.push({ level: 'warning', path: `${at}.asyncapi`, message: 'the reference build makes no pages for an asyncapi on the navigation itself: put it on a tab, a group or another division' });
      return undefined;
    }
    const generated: { group: string; pages: string[] }[] = [];
    for (const [i, source] of sources.entries()) {
      const place = Array.isArray(setting) ? `${at}.asyncapi[${i}]` : `${at}.asyncapi`;
      if (typeof source !== 'string' || !source) continue;
      const fail = (message: string): void => void diagnostics.push({ level: 'error', path: place, message });
      let doc: unknown;
      try {
        doc = await read(source);
      } catch (e) {
        fail(`could not read the AsyncAPI file "${source}": ${e instanceof Error ? e.message : String(e)}`);
        continue;
      }
      try {
        generated.push(...channelGroups(doc, locationOf(source), outDir, pages));
      } catch (e) {
        fail(`"${source}" ${(e as Error).message}`);
      }
    }
    if (kind === 'group') return { ...rest, pages: Array.isArray(rest.pages) ? [...rest.pages, ...generated] : generated };
    return { ...rest, groups: Array.isArray(rest.groups) ? [...rest.groups, ...generated] : generated };
  }

  async function visit(node: Obj, at: string): Promise<Obj> {
    const expanded = await expand(node, at);
    if (expanded) return expanded;
    let out = node;
    if (Array.isArray(node.pages)) {
      const list: unknown[] = [];
      for (const [i, p] of node.pages.entries()) list.push(isObj(p) && 'group' in p ? await visit(p, `${at}.pages[${places.index(node.pages, i)}]`) : p);
      places.same(node.pages, list);
      out = { ...out, pages: list };
    }
    for (const key of DIVISION_ARRAYS) {
      const items = out[key];
      if (!Array.isArray(items)) continue;
      const list: unknown[] = [];
      for (const [i, item] of items.entries()) list.push(isObj(item) ? await visit(item, `${at}.${key}[${places.index(items, i)}]`) : item);
      places.same(items, list);
      out = { ...out, [key]: list };
    }
    return out;
  }

  return { navigation: await visit(navigation, 'navigation'), pages, diagnostics };
}
