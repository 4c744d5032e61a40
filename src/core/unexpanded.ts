/**
 * The navigation when the code of the spec stages (a chunk loaded on demand) could not be loaded:
 * what needs a spec goes, with an error at each place that names one, and the rest stays. It is
 * what the stages make of specs that cannot be read: the `openapi`, `asyncapi` and `graphql`
 * fields are dropped, and so are endpoint pages (`"GET /users"`).
 */
import { type Diagnostic, formatPath, type PathSegment, reportError } from './diagnostics.js';
import { isObject } from './json.js';
import { CONTENT_KEYS, isNode } from './schema/index.js';

const KINDS = { openapi: 'OpenAPI spec', asyncapi: 'AsyncAPI document', graphql: 'GraphQL schema' } as const;

export function withoutSpecs(navigation: Record<string, unknown>, reason: string, diagnostics: Diagnostic[]): Record<string, unknown> {
  const fail = (at: PathSegment[], what: string) => reportError(diagnostics, at, `${what} not read: the code that reads specs could not be loaded (${reason})`);
  // `underSpec`: an endpoint page below a place already reported goes without an error of its own.
  const visit = (node: Record<string, unknown>, at: PathSegment[], isDivision: boolean, underSpec: boolean): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      // The OpenAPI and AsyncAPI stages look at divisions and groups; GraphQL at any tab.
      if ((isDivision && (key === 'openapi' || key === 'asyncapi')) || (key === 'graphql' && 'tab' in node)) {
        fail([...at, key], KINDS[key]);
        underSpec = true;
      } else out[key] = value;
    }
    for (const [key, value] of Object.entries(out)) {
      if (!Array.isArray(value)) {
        if (isObject(value)) out[key] = visit(value, [...at, key], false, underSpec);
        continue;
      }
      const content = (CONTENT_KEYS as readonly string[]).includes(key);
      const kept: unknown[] = [];
      value.forEach((item, i) => {
        if (content && key === 'pages' && typeof item === 'string' && /\s/.test(item)) {
          if (!underSpec) fail([...at, key, i], `endpoint page "${item}"`);
        } else kept.push(isObject(item) ? visit(item, [...at, key, i], content && isNode(key, item), underSpec) : item);
      });
      out[key] = kept;
    }
    return out;
  };
  return visit(navigation, ['navigation'], true, false);
}

/**
 * docs.json when the code that reads `$ref` files (a chunk loaded on demand) could not be loaded:
 * every `$ref` is dropped with an error at its place, as one whose file cannot be read is.
 */
export function withoutRefs(config: Record<string, unknown>, reason: string, file: string, diagnostics: Diagnostic[]): Record<string, unknown> {
  const dropped = Symbol('dropped');
  const visit = (value: unknown, at: PathSegment[]): unknown => {
    if (Array.isArray(value)) return value.map((v, i) => visit(v, [...at, i])).filter((v) => v !== dropped);
    if (!isObject(value)) return value;
    if (typeof value.$ref === 'string') {
      diagnostics.push({ level: 'error', path: formatPath(at), file, message: `$ref "${value.$ref}" not read: the code that reads $ref files could not be loaded (${reason})` });
      return dropped;
    }
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      const kept = visit(v, [...at, key]);
      if (kept !== dropped) out[key] = kept;
    }
    return out;
  };
  const kept = visit(config, []);
  return kept === dropped ? {} : (kept as Record<string, unknown>);
}
