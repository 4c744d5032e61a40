import { ConfigError, errorMessage } from './diagnostics.js';

/**
 * JSON.parse with an error that names the file, line and column. Engines word their syntax errors
 * differently; both V8 forms ("at position N" and "(line L column C)") are understood, and the
 * position is otherwise left out rather than guessed.
 */
export async function parseJson(text: string, file: string): Promise<unknown> {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const message = errorMessage(e);
    let place: { line: number; column: number } | undefined;
    const lc = /line (\d+) column (\d+)/.exec(message);
    if (lc) place = { line: Number(lc[1]), column: Number(lc[2]) };
    else {
      const pos = /position (\d+)/.exec(message);
      // An engine that gives no position (Safari): a scanner of the JSON grammar finds it. A
      // chunk of its own, loaded only then.
      const offset = pos ? Number(pos[1]) : (await import('./json-scan.js')).jsonErrorOffset(text);
      if (offset >= 0) place = lineColumn(text, offset);
    }
    const clean = message
      .replace(/^JSON\.parse: /, '')
      .replace(/ in JSON at position \d+.*$/s, '')
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/, "(?:[^"\\]|\\.)*" is not valid JSON$/s, '')
      .replace(/, ".*" is not valid JSON$/s, '');
    throw new ConfigError([{ level: 'error', path: '', file, line: place?.line, column: place?.column, message: `invalid JSON: ${clean}` }]);
  }
}

/** Whether `v` is a JSON object (not null, not an array). */
export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
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

