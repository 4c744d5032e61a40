// dist/docs-nav.min.js: one ES module (Lit included) for <script type="module" src>, with
// chunks loaded on demand, each only for the configs that need it: the OpenAPI stage (a docs.json
// that names specs or endpoints; never a navigation precomputed by `docs-nav resolve`), the YAML
// parser (a spec that is not JSON), `$ref` files (a docs.json that has a `$ref`) and the
// description of a JSON error (text that is not JSON).
// dist/docs-nav.classic.js: the same as a classic script (IIFE) for pages that cannot load
// modules; it has no chunks, so all of them are inside.
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import ts from 'typescript';

/**
 * Minifies the CSS of Lit `css` templates (comments, white space, last semicolons, the zero
 * before a decimal point): terser keeps template literals as they are. Only literals without
 * `${}`; the source map keeps lines.
 */
function minifyLitCss() {
  const minify = (css) =>
    css
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/ ?([{};,>]) ?/g, '$1')
      .replace(/: /g, ':')
      .replace(/;}/g, '}')
      .replace(/([\s:,(])0\.(\d)/g, '$1.$2')
      .trim();
  return {
    name: 'minify-lit-css',
    transform(code, id) {
      if (!/[\\/]dist[\\/]elements[\\/][^\\/]+\.js$/.test(id) || !/\bcss\s*`/.test(code)) return null;
      const out = code.replace(/\bcss\s*`([^`$]*)`/g, (_, css) => `css\`${minify(css)}\``);
      return out === code ? null : { code: out, map: lineMap(out, code, id) };
    },
  };
}

/**
 * Collapses the indentation of Lit `html` templates: a run of white space that holds a line break
 * becomes one space, which renders the same (HTML collapses white space; our templates have no
 * `<pre>` or `<textarea>`); and drops the quotes of static attribute values that need none
 * (`aria-hidden="true"` -> `aria-hidden=true`, which the HTML parser reads the same). Only the
 * literal text changes, never an expression: the templates are found with the TypeScript
 * parser. About 1.7 KB minified.
 */
function minifyLitHtml() {
  return {
    name: 'minify-lit-html',
    transform(code, id) {
      if (!/[\\/]dist[\\/]elements[\\/][^\\/]+\.js$/.test(id) || !/\bhtml\s*`/.test(code)) return null;
      const file = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
      const edits = [];
      const literal = (node, open, close) => {
        const start = node.getStart(file) + open;
        const end = node.end - close;
        const text = code.slice(start, end);
        // Static attribute values of letters, digits and dashes need no quotes (`part=tag`).
        const out = text.replace(/\s*\n\s*/g, ' ').replace(/(\s[\w-]+)="([\w-]+)"/g, '$1=$2');
        if (out !== text) edits.push([start, end, out]);
      };
      const visit = (node) => {
        if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'html') {
          const t = node.template;
          if (ts.isNoSubstitutionTemplateLiteral(t)) literal(t, 1, 1);
          else {
            literal(t.head, 1, 2);
            t.templateSpans.forEach((span, i) => literal(span.literal, 1, i === t.templateSpans.length - 1 ? 1 : 2));
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(file);
      if (!edits.length) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: lineMap(out, code, id) };
    },
  };
}

/**
 * A source map from `out` back to `code` at line level: every output line maps to the source
 * line holding the same text, or to the line of the template it came from.
 */
function lineMap(out, code, id) {
  const src = code.split('\n');
  const index = new Map();
  src.forEach((l, i) => {
    if (!index.has(l)) index.set(l, []);
    index.get(l).push(i);
  });
  let prev = 0;
  let cursor = 0;
  const segments = out.split('\n').map((l) => {
    const candidates = index.get(l);
    const found = candidates?.find((i) => i >= cursor);
    const target = found ?? cursor;
    cursor = found !== undefined ? found + 1 : cursor;
    const delta = target - prev;
    prev = target;
    return `A${vlq(0)}${vlq(delta)}A`;
  });
  return { version: 3, sources: [id], names: [], mappings: segments.join(';') };
}

function vlq(n) {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let s = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    s += chars[digit];
  } while (v > 0);
  return s;
}

const plugins = [
  minifyLitCss(),
  minifyLitHtml(),
  nodeResolve({ browser: true, exportConditions: ['production'] }),
  terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

export default [
  {
    input: 'dist/index.js',
    // The OpenAPI chunk imports what it shares with the rest (titles, path normalising) from the
    // entry: the entry may export more than its own exports, so that it stays one file.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist',
      entryFileNames: 'docs-nav.min.js',
      // The spec stages' chunk (OpenAPI, AsyncAPI, GraphQL; entered through stages.js) is named
      // after its folder. No manualChunks: it would pull the stage's dependencies that the main
      // chunk also uses (titles, normalize) into the chunk, and the main chunk would then import
      // it statically, loading the stage on every page.
      chunkFileNames: (chunk) => (chunk.facadeModuleId && /[\\/]core[\\/]openapi[\\/]stages\.js$/.test(chunk.facadeModuleId) ? 'chunks/openapi-[hash].js' : 'chunks/[name]-[hash].js'),
      format: 'es',
      sourcemap: true,
    },
    plugins,
  },
  {
    input: 'dist/index.js',
    output: { file: 'dist/docs-nav.classic.js', format: 'iife', name: 'DocsNav', inlineDynamicImports: true, sourcemap: true },
    plugins,
  },
];
