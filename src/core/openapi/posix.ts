/**
 * The few POSIX path operations the reference build applies to generated slugs, written to give
 * the same results as Node's `path.posix` (join / normalize / resolve('/', p) / parse), so this
 * stage runs unchanged in the browser.
 */

/** Collapses '', '.' and '..' segments; a '..' that would climb above the start is kept only when `aboveRoot`. */
function normalizeSegments(path: string, aboveRoot: boolean): string {
  const out: string[] = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (aboveRoot) out.push('..');
      continue;
    }
    out.push(seg);
  }
  return out.join('/');
}

/** True when a path has no empty, `.` or `..` segment between slashes: normalizing leaves it as it is. */
const CLEAN = /^(?!\.\.?(?:\/|$))(?:[^/]|\/(?!\/|\.\.?(?:\/|$)))*$/;

/** A relative path that normalising leaves as it is, with no slash at either end (`a/b-c`). */
export function isCleanRelative(path: string): boolean {
  return path !== '' && path.charCodeAt(0) !== 47 && path.charCodeAt(path.length - 1) !== 47 && CLEAN.test(path);
}

/** `path.posix.normalize`. */
export function normalize(path: string): string {
  if (path.length === 0) return '.';
  if (CLEAN.test(path)) return path;
  const absolute = path.startsWith('/');
  const trailing = path.endsWith('/');
  let res = normalizeSegments(path, !absolute);
  if (res.length === 0) {
    if (absolute) return '/';
    return trailing ? './' : '.';
  }
  if (trailing) res += '/';
  return absolute ? `/${res}` : res;
}

/** `path.posix.join`. */
export function join(...parts: string[]): string {
  let joined = '';
  for (const p of parts) if (p.length > 0) joined = joined.length > 0 ? `${joined}/${p}` : p;
  return joined.length === 0 ? '.' : normalize(joined);
}

/** `path.posix.resolve('/', p)`: an absolute, normalized path without a trailing slash. */
export function resolveFromRoot(path: string): string {
  if (path.length > 0 && path.charCodeAt(0) !== 47 && path.charCodeAt(path.length - 1) !== 47 && CLEAN.test(path)) return '/' + path;
  return '/' + normalizeSegments(path, false);
}

/** `path.posix.parse(p).dir` and `.name` (the last segment without its extension). */
export function parse(path: string): { dir: string; name: string } {
  let name = '';
  let dir = '';
  if (path.length === 0) return { dir, name };
  const absolute = path.charCodeAt(0) === 47;
  const start = absolute ? 1 : 0;
  let startDot = -1;
  let startPart = 0;
  let end = -1;
  let matchedSlash = true;
  let preDotState = 0;
  for (let i = path.length - 1; i >= start; --i) {
    const code = path.charCodeAt(i);
    if (code === 47) {
      if (!matchedSlash) {
        startPart = i + 1;
        break;
      }
      continue;
    }
    if (end === -1) {
      matchedSlash = false;
      end = i + 1;
    }
    if (code === 46) {
      if (startDot === -1) startDot = i;
      else if (preDotState !== 1) preDotState = 1;
    } else if (startDot !== -1) {
      preDotState = -1;
    }
  }
  if (end !== -1) {
    const from = startPart === 0 && absolute ? 1 : startPart;
    if (
      startDot === -1 ||
      preDotState === 0 ||
      (preDotState === 1 && startDot === end - 1 && startDot === startPart + 1)
    ) {
      name = path.slice(from, end);
    } else {
      name = path.slice(from, startDot);
    }
  }
  if (startPart > 0) dir = path.slice(0, startPart - 1);
  else if (absolute) dir = '/';
  return { dir, name };
}
