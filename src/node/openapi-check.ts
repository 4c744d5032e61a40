/**
 * The reference build's check of an OpenAPI 3 document, for `docs-nav check`: Mintlify's build
 * validates every spec it reads (the folder's files, and the URLs docs.json names) and stops on
 * one that fails: a text its YAML reader refuses (JSON included: a key twice in one object, more
 * than 100 levels), a `$ref` to another file, a document the OpenAPI 3.0 or 3.1 JSON Schema
 * refuses (a response without `description`, an operation without `responses`, a path that does
 * not start with `/`, a key the schema does not know...), a `$ref` whose target's parent is
 * missing. The validation is Scalar's OpenAPI parser (`validate`), the release whose validator
 * the reference's own fork of it has: Ajv against the official schemas of 2021-09-28 (3.0) and
 * 2022-10-07 (3.1), and the same resolution of references. Node only: the elements never load it.
 */
import { validate } from '@scalar/openapi-parser';
import { load, YAMLException } from 'js-yaml';
import type { Diagnostic } from '../core/diagnostics.js';
import { parseSpecText, specVersion } from '../core/openapi/parse.js';
import { openApiSources } from '../core/pages.js';

/** `$ref`s that are not `#...` pointers into the document itself: where, and what they name. */
function externalRefs(value: unknown, at: string, found: string[], seen: WeakSet<object>): string[] {
  if (typeof value !== 'object' || value === null || seen.has(value)) return found;
  seen.add(value);
  if (Array.isArray(value)) value.forEach((item, i) => externalRefs(item, `${at}[${i}]`, found, seen));
  else {
    for (const [key, child] of Object.entries(value)) {
      const here = at ? `${at}.${key}` : key;
      if (key === '$ref' && typeof child === 'string' && !child.startsWith('#')) found.push(`${here}: ${child}`);
      else externalRefs(child, here, found, seen);
    }
  }
  return found;
}

const SHOWN = 3;

/** A JSON pointer as a reader follows it: `/paths/~1widgets/get` -> `paths › /widgets › get`. */
const readablePointer = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join(' › ');

/**
 * Why the reference build refuses `doc` (an OpenAPI 3 document, overlays applied), or undefined.
 * `text`: the file's text, which the reference reads as YAML, JSON included: js-yaml refuses what
 * JSON.parse takes (a key twice in one object), and the reference stops on it.
 */
export async function openApiProblem(doc: Record<string, unknown>, text?: string): Promise<string | undefined> {
  if (text !== undefined) {
    try {
      load(text);
    } catch (e) {
      const reason = e instanceof YAMLException ? `${e.reason}${e.mark ? ` at line ${e.mark.line + 1}, column ${e.mark.column + 1}` : ''}` : String(e);
      return `its text is not one the reference reads (as YAML, JSON included): ${reason}`;
    }
  }
  try {
    return await problemOf(doc);
  } catch (e) {
    // A document nested deeper than the stack (the reference's walks overflow on it too).
    return `its validation failed: ${e instanceof Error ? e.message : String(e)}`;
  }
}

async function problemOf(doc: Record<string, unknown>): Promise<string | undefined> {
  const external = externalRefs(doc, '', [], new WeakSet());
  if (external.length) {
    const more = external.length > SHOWN ? ` and ${external.length - SHOWN} more` : '';
    return `it has $ref references to other files, which the reference build does not allow (${external.slice(0, SHOWN).join(', ')}${more})`;
  }
  // The validator gives an `info` without `version` one ("0.0.1"), in the object it is given: a
  // copy, so that the document keeps its own.
  const info = doc.info;
  const copy = typeof info === 'object' && info !== null && !Array.isArray(info) ? { ...doc, info: { ...info } } : { ...doc };
  const result = await validate(copy);
  if (result.valid && result.schema) return undefined;
  const errors = (result.errors ?? []).map((error) => {
    const where = 'path' in error && error.path ? readablePointer(String(error.path)) : '';
    return where ? `at ${where}: ${error.message}` : error.message;
  });
  if (!errors.length) return 'it fails the OpenAPI schema';
  const more = errors.length > SHOWN ? ` (and ${errors.length - SHOWN} more)` : '';
  const version = result.version ? ` ${result.version}` : '';
  return `it fails the OpenAPI${version} schema: ${errors.slice(0, SHOWN).join('; ')}${more}`;
}

/**
 * The https specs `api.openapi` names, read and checked as the reference build reads them: it
 * fetches and validates each one, used or not, and stops on one it cannot read or refuses (a
 * file path there it leaves alone). Each problem is an error at its place.
 */
export async function checkApiSpecs(config: Record<string, unknown>, read: (url: string) => Promise<string>): Promise<Diagnostic[]> {
  const api = config.api;
  if (typeof api !== 'object' || api === null || Array.isArray(api)) return [];
  const out: Diagnostic[] = [];
  const setting = (api as Record<string, unknown>).openapi;
  for (const [i, source] of openApiSources(setting).entries()) {
    if (typeof source !== 'string' || !source.startsWith('https:')) continue;
    const at = Array.isArray(setting) ? `api.openapi[${i}]` : 'api.openapi';
    const named = `OpenAPI spec ${JSON.stringify(source)}`;
    const stops = 'Mintlify\'s build reads every https spec "api.openapi" names, and stops';
    let doc: unknown;
    let text: string;
    try {
      text = await read(source);
      doc = await parseSpecText(text, source);
    } catch (e) {
      out.push({ level: 'error', path: at, message: `${named} could not be loaded (${e instanceof Error ? e.message : String(e)}): ${stops}` });
      continue;
    }
    const version = specVersion(doc);
    const problem =
      version === 'openapi3'
        ? await openApiProblem(doc as Record<string, unknown>, text)
        : version === 'swagger2'
          ? 'it is a Swagger 2.0 document, and the reference build takes OpenAPI 3.0 and 3.1 only'
          : 'it is no OpenAPI document (no "openapi" version)';
    if (problem) out.push({ level: 'error', path: at, message: `${named} is one the reference build refuses (${problem}): ${stops}` });
  }
  return out;
}
