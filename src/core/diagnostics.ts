/** One problem found in a config or a spec. `path` names the place: `navigation.tabs[2].groups[0].pages[3]`. */
export interface Diagnostic {
  level: 'error' | 'warning';
  /** JSON path of the node, starting at `navigation` (or the top-level key) of docs.json. */
  path: string;
  message: string;
  /** The file the problem is in, when it is not docs.json itself (a `$ref` file, an OpenAPI spec). */
  file?: string;
  line?: number;
  column?: number;
}

export type PathSegment = string | number;

/** `['navigation', 'tabs', 2, 'pages', 0]` -> `navigation.tabs[2].pages[0]`. */
export function formatPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(s)) out += out ? `.${s}` : s;
    else out += `[${JSON.stringify(s)}]`;
  }
  return out;
}

const reporter =
  (level: Diagnostic['level']) =>
  (diagnostics: Diagnostic[], at: readonly PathSegment[], message: string): void => {
    diagnostics.push({ level, path: formatPath(at), message });
  };
/** Adds an error found at `at` (`['navigation', 'tabs', 2]`) to `diagnostics`. */
export const reportError = reporter('error');
/** Adds a warning found at `at` (`['navigation', 'tabs', 2]`) to `diagnostics`. */
export const reportWarning = reporter('warning');

/** What a thrown value says: its message, or the value itself. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

const CONFIG_ERROR = Symbol.for('docs-nav.ConfigError');

/**
 * A fatal problem: nothing could be resolved (docs.json unreadable or not JSON). `instanceof`
 * recognises it by a brand, not by its class: the chunks loaded on demand are a build of their own
 * with their own copy of this class (see rollup.config.mjs), as is a second copy of the package.
 */
export class ConfigError extends Error {
  readonly diagnostics: Diagnostic[];
  constructor(diagnostics: Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'ConfigError';
    this.diagnostics = diagnostics;
    Object.defineProperty(this, CONFIG_ERROR, { value: true });
  }

  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && CONFIG_ERROR in value;
  }
}

/** `error navigation.tabs[1] (docs.json:12:5): has both "groups" and "anchors"` */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.file ? ` (${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''})` : '';
  return `${d.level} ${d.path || '(root)'}${where}: ${d.message}`;
}
