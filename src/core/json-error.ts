/** What is wrong with a text that is not JSON: its error, with the place when it can be found. */
import { ConfigError, errorMessage } from './diagnostics.js';
import { lineColumn } from './json.js';

/**
 * The ConfigError of JSON.parse's error `e` on `text`, naming the file, line and column. Engines
 * word their syntax errors differently; both V8 forms ("at position N" and "(line L column C)")
 * are understood; an engine that gives no position (Safari) has it found by a scanner of the
 * JSON grammar (jsonErrorOffset).
 */
export function jsonError(text: string, file: string, e: unknown): ConfigError {
  const message = errorMessage(e);
  let place: { line: number; column: number } | undefined;
  const lc = /line (\d+) column (\d+)/.exec(message);
  if (lc) place = { line: Number(lc[1]), column: Number(lc[2]) };
  else {
    const pos = /position (\d+)/.exec(message);
    const offset = pos ? Number(pos[1]) : jsonErrorOffset(text);
    if (offset >= 0) place = lineColumn(text, offset);
  }
  // The message alone, on one line: the place is given apart, and V8's quote of the text
  // around the error (`, "...{"a": }" is not valid JSON`, which may hold line breaks) is left out.
  const clean = message
    .replace(/^JSON[. ]parse(?: error)?: /i, '') // Firefox's and Safari's prefixes
    .replace(/,? (?:"|\.\.\.)[\s\S]* is not valid JSON$/, '')
    .replace(/ (?:in JSON )?at position \d+[\s\S]*$/, '')
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return new ConfigError([{ level: 'error', path: '', file, line: place?.line, column: place?.column, message: `invalid JSON: ${clean}` }]);
}

/**
 * Where JSON text first goes wrong (an offset), for engines whose syntax errors give no
 * position. A small scanner of the JSON grammar; -1 when the text is valid.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    for (const ch of word) if (text[i++] !== ch) (i--, fail());
  };
  const string = () => {
    i++; // opening quote
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 34) return void i++;
      if (c < 32) fail();
      if (c === 92) {
        i++;
        const e = text[i];
        if (e === 'u') {
          for (let k = 1; k <= 4; k++) if (!/[0-9a-fA-F]/.test(text[i + k] ?? '')) ((i += k), fail());
          i += 4;
        } else if (!e || !'"\\/bfnrt'.includes(e)) fail();
      }
      i++;
    }
    fail();
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i, i + 400));
    if (!m || m[0] === '-' || m[0] === '') fail();
    i += m![0].length;
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    number();
  };
  try {
    value();
    ws();
    return i < text.length ? i : -1;
  } catch (at) {
    return typeof at === 'number' ? Math.min(at, text.length) : -1;
  }
}
