/** Parsing spec text into a document: JSON first, YAML (loaded on demand) otherwise. */
import { countDistinct, isShallowTree, MAX_DEPTH, MAX_REPEATED, measure } from '../json-limits.js';
import { loadYaml } from '../spec-files.js';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The spec's kind from its version field, as the reference reads it: `openapi: "3.0.x"` or
 * `"3.1.x"` are OpenAPI 3, `swagger: "2.0"` is Swagger 2.0; anything else is no OpenAPI document.
 */
export function specVersion(doc: unknown): 'swagger2' | 'openapi3' | undefined {
  if (!isObject(doc)) return undefined;
  const openapi = doc.openapi;
  if (typeof openapi === 'string' && (openapi.startsWith('3.0') || openapi.startsWith('3.1'))) return 'openapi3';
  const swagger = doc.swagger;
  if (typeof swagger === 'string' && swagger.startsWith('2.0')) return 'swagger2';
  return undefined;
}

/** Checks that a loaded value is an OpenAPI 3.0/3.1 or Swagger 2.0 document; throws naming `source` otherwise. */
export function assertSpecDocument(doc: unknown, source: string): asserts doc is Record<string, unknown> {
  if (!isObject(doc)) throw new Error(`${source} is not an OpenAPI document (it is not a JSON/YAML object)`);
  if (specVersion(doc) === undefined) {
    const v = doc.openapi ?? doc.swagger;
    throw new Error(
      v === undefined
        ? `${source} is not an OpenAPI document (it has no "openapi" version field)`
        : `${source} has an unsupported OpenAPI version ${JSON.stringify(v)} (supported: 3.0.x, 3.1.x)`,
    );
  }
}

/**
 * YAML aliases (`*name`) share one value between several places: written out, a document of a
 * few hundred bytes can stand for billions of values (an "alias bomb"), or hold itself. Every
 * walk of it would then never end: such a document is refused. JSON has no aliases.
 */
function checkAliases(doc: unknown, source: string): void {
  // Most documents have no alias, or none that matters: one pass says so.
  if (isShallowTree(doc)) return;
  const size = measure(doc);
  if (size.cycle) throw new Error(`${source} holds itself (a YAML alias inside its own anchor)`);
  const repeated = size.values - countDistinct(doc);
  if (repeated > MAX_REPEATED) {
    throw new Error(`${source} is refused: its YAML aliases repeat ${repeated.toLocaleString('en-US')} values written out, over the limit of ${MAX_REPEATED.toLocaleString('en-US')} (an alias bomb?)`);
  }
  if (size.levels > MAX_DEPTH) throw new Error(`${source} is refused: with its YAML aliases written out, it nests ${size.levels.toLocaleString('en-US')} levels deep, over the limit of ${MAX_DEPTH.toLocaleString('en-US')}`);
}

/**
 * Parse spec text: JSON, else YAML (the YAML parser is loaded with a dynamic `import('js-yaml')`
 * only when the text is not JSON). Throws an Error naming `source` (and line/column where the
 * parser gives them) when it is neither, or is not an OpenAPI/Swagger document.
 */
export function parseSpecText(text: string, source: string): Promise<unknown> {
  // The same promise as parseDocText's, not one awaiting it: the OpenAPI stage's order of
  // concurrent writes counts microtask turns (see turns() in index.ts).
  return parseDocText(text, source, true);
}

/** A JSON or YAML document (an OpenAPI spec with `openapiOnly`, an AsyncAPI document), parsed; an Error saying what it is not. */
export async function parseDocText(text: string, source: string, openapiOnly = false): Promise<unknown> {
  let doc: unknown;
  let parsed = false;
  try {
    doc = JSON.parse(text);
    parsed = true;
  } catch {
    // not JSON: YAML below (as the reference, which reads every spec with a YAML loader)
  }
  if (!parsed) {
    const yaml = await loadYaml();
    try {
      // js-yaml 4 with its default schema, as the reference reads specs (merge keys, timestamps).
      doc = yaml.load(text, { schema: yaml.DEFAULT_SCHEMA });
    } catch (err) {
      const e = err as { reason?: unknown; mark?: { line?: unknown; column?: unknown }; message?: unknown };
      const reason = typeof e.reason === 'string' ? e.reason : String(e.message ?? err);
      const line = e.mark && typeof e.mark.line === 'number' ? e.mark.line + 1 : undefined;
      const column = e.mark && typeof e.mark.column === 'number' ? e.mark.column + 1 : undefined;
      const where = line !== undefined ? ` at line ${line}${column !== undefined ? `, column ${column}` : ''}` : '';
      throw new Error(`Could not parse ${source} as JSON or YAML: ${reason}${where}`);
    }
    checkAliases(doc, source);
  }
  if (openapiOnly) assertSpecDocument(doc, source);
  return doc;
}
