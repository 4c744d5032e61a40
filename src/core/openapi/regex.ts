/**
 * The regular expressions of JSONPath's `match()` and `search()` (RFC 9535, their patterns
 * I-Regexps: RFC 9485) in linear time, with RE2 (re2js): an overlay's filter cannot make the
 * page or the command hang on a pattern that backtracks without end (`(a+)+` on a long string),
 * as JavaScript's own RegExp would. The reference evaluates them the same way (re2js, and
 * iregexp-check for what is an I-Regexp). A chunk of its own, loaded only for overlays whose
 * targets call one of the two.
 */
// (by its path: see iregexp-check.d.ts)
import { check as isIRegexp } from 'iregexp-check/dist/iregexp-check.esm.js';
import { RE2JS } from 're2js';

/**
 * An I-Regexp as RE2 reads it: outside a character class, `.` is any character but CR and LF,
 * and `^` and `$` are characters, not anchors (I-Regexp has none).
 */
function toRe2(pattern: string): string {
  let out = '';
  let escaped = false;
  let inClass = false;
  for (const ch of pattern) {
    if (escaped) {
      out += ch;
      escaped = false;
    } else if (ch === '\\') {
      out += ch;
      escaped = true;
    } else if (ch === '.' && !inClass) out += '[^\\r\\n]';
    else if ((ch === '^' || ch === '$') && !inClass) out += `\\${ch}`;
    else {
      if (ch === '[') inClass = true;
      else if (ch === ']') inClass = false;
      out += ch;
    }
  }
  return out;
}

const compiled = new Map<string, RE2JS | null>();

/** `pattern` compiled, or null when it is no I-Regexp (the filter is then false, as RFC 9535 says). */
function compile(pattern: string): RE2JS | null {
  let re = compiled.get(pattern);
  if (re === undefined) {
    try {
      re = isIRegexp(pattern) ? RE2JS.compile(toRe2(pattern)) : null;
    } catch {
      re = null;
    }
    // (a small cache: a filter is evaluated once per node it tests)
    if (compiled.size >= 64) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

/** `match()`: the whole of `s` matches `pattern`. */
export function matches(s: string, pattern: string): boolean {
  return compile(pattern)?.matcher(s).matches() ?? false;
}

/** `search()`: a part of `s` matches `pattern`. */
export function finds(s: string, pattern: string): boolean {
  return compile(pattern)?.matcher(s).find() ?? false;
}
