import { ConfigError, errorMessage } from './diagnostics.js';

/**
 * JSON.parse with an error that names the file, line and column (a ConfigError). Describing the
 * error is a chunk of its own (json-error.ts), loaded only for text that is not JSON.
 */
export async function parseJson(text: string, file: string): Promise<unknown> {
  // A byte order mark is no character of the text: not parsed, not counted in columns.
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(json);
  } catch (e) {
    const described = await import('./json-error.js').then(
      (m) => m.jsonError(json, file, e),
      // Its chunk missing or unreachable: the engine's own words.
      () => new ConfigError([{ level: 'error', path: '', file, message: `invalid JSON: ${errorMessage(e)}` }]),
    );
    throw described;
  }
}

/** Whether `v` is a JSON object (not null, not an array). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `null`, `an array`, `an object`, `a string`...: what a value is, for messages. */
export function kindOf(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

