// Writes the element reference of README.md (between <!-- api:start --> and <!-- api:end -->)
// from custom-elements.json, so the tables are generated like the manifest, never by hand.
//   node scripts/readme-api.mjs          rewrite README.md
//   node scripts/readme-api.mjs --check  exit 1 when README.md is stale
import fs from 'node:fs';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(fs.readFileSync(new URL('custom-elements.json', root), 'utf8'));
const readmeUrl = new URL('README.md', root);
const readme = fs.readFileSync(readmeUrl, 'utf8');
const order = ['docs-nav', 'docs-tabs', 'docs-switcher', 'docs-breadcrumbs', 'docs-banner'];

const cell = (s) => (s ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
const code = (s) => (s ? `\`${cell(s)}\`` : '');
const table = (head, rows) => (rows.length ? [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`), ''].join('\n') : '');

const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
elements.sort((a, b) => order.indexOf(a.tagName) - order.indexOf(b.tagName));
const out = [];
for (const el of elements) {
  out.push(`### \`<${el.tagName}>\``, '', cell(el.description || el.summary), '');
  const attrs = (el.attributes ?? []).map((a) => [code(a.name), code(a.fieldName), code(a.type?.text), code(a.default), cell(a.description)]);
  out.push(table(['attribute', 'property', 'type', 'default', 'description'], attrs));
  const methods = (el.members ?? []).filter((m) => m.kind === 'method' && !m.static && !m.privacy).map((m) => [code(`${m.name}()`), cell(m.description)]);
  out.push(table(['method', 'description'], methods));
  out.push(table(['event', 'type', 'description'], (el.events ?? []).map((e) => [code(e.name), code(e.type?.text), cell(e.description)])));
  out.push(table(['slot', 'description'], (el.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', cell(s.description)])));
  out.push(table(['CSS part', 'description'], (el.cssParts ?? []).map((p) => [code(p.name), cell(p.description)])));
  out.push(table(['CSS custom property', 'description'], (el.cssProperties ?? []).map((p) => [code(p.name), cell(p.description)])));
}
const generated = `<!-- api:start (generated from custom-elements.json by scripts/readme-api.mjs) -->\n\n${out.join('\n').replace(/\n{3,}/g, '\n\n').trim()}\n\n<!-- api:end -->`;
const next = readme.replace(/<!-- api:start[^>]*-->[\s\S]*<!-- api:end -->/, generated);
if (!/<!-- api:start/.test(readme)) throw new Error('README.md has no <!-- api:start --> marker');
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md element reference is stale: run npm run manifest');
    process.exit(1);
  }
} else fs.writeFileSync(readmeUrl, next);
