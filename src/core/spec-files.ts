/**
 * The spec files a navigation's `openapi` settings name, found before the code of the spec stages
 * (a chunk of its own, openapi/stages.ts) has come: resolve.ts asks for them at once, so that they
 * download beside that chunk, not one round trip after it. What the OpenAPI stage reads is its
 * own rule (openapi/index.ts: the first entry of the `openapi` setting of each division and
 * group, not the navigation's own, and the files of endpoint references); this follows the
 * settings' part of it. It is a hint: a file read early and not asked for is dropped with the
 * stages, one not read early is read when asked for.
 */
import { joinUrl } from './load.js';
import { isObject } from './json.js';
import { normalizePagePath } from './normalize.js';

/** Keys under which a navigation node holds child nodes, in the order the reference visits them (the stages' too). */
export const DIVISION_ARRAYS = ['groups', 'anchors', 'dropdowns', 'languages', 'tabs', 'versions', 'menu', 'products'];

/** A URL's scheme at the start (`https:`). */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A URL's scheme (`https:`), not a Windows drive (`C:\\`). */
export const hasScheme = (s: string): boolean => SCHEME.test(s) && !/^[a-z]:[\\/]/i.test(s);

/** A spec's identity, as the OpenAPI stage keys it: its URL, or its path from the docs root with a leading slash (the reference's file location). */
export function specLocation(source: string): string {
  const s = source.trim();
  return hasScheme(s) ? s : `/${normalizePagePath(s)}`;
}

/** The URL a spec file is read from: a URL as it is, a path from the docs root `root`. */
export function specUrl(source: string, root: string): string | undefined {
  return SCHEME.test(source) ? source : joinUrl(source.replace(/^\/+/, ''), root);
}

/** The locations the `openapi` settings below `node` name (its own too unless it is the navigation). */
export function openApiLocations(node: Record<string, unknown>, isRoot = true, out = new Set<string>()): Set<string> {
  if (!isRoot) {
    // A path or URL, the first of a list, or `{ source, directory }`.
    const setting = [node.openapi].flat()[0];
    const source = isObject(setting) ? setting.source : setting;
    if (typeof source === 'string' && source.trim()) out.add(specLocation(source));
  }
  const pages = node.pages;
  if (Array.isArray(pages)) for (const page of pages) if (isObject(page) && 'group' in page) openApiLocations(page, false, out);
  for (const key of DIVISION_ARRAYS) {
    const items = node[key];
    if (Array.isArray(items)) for (const item of items) if (isObject(item)) openApiLocations(item, false, out);
  }
  return out;
}

type YamlModule = typeof import('./openapi/yaml.js');
let yamlModule: Promise<YamlModule> | undefined;
/** The YAML parser: a chunk of its own (only specs that are not JSON pay for it). */
export const loadYaml = (): Promise<YamlModule> => (yamlModule ??= import('./openapi/yaml.js'));

/**
 * Starts loading the YAML parser for a file named like a YAML one (`.yaml`, `.yml`), while the
 * file itself is read: over a network, its chunk then comes in the same round trip as the file,
 * not one after it. (Text that turns out to be JSON still never needs it.)
 */
export function expectYaml(url: string): void {
  if (/\.ya?ml$/i.test(url.replace(/[?#].*$/, ''))) void loadYaml().catch(() => undefined);
}
