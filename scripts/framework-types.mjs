// Writes the elements' typings for framework templates, from custom-elements.json (npm run build
// runs it after tsc, into dist/):
//   dist/react.d.ts  React 19's JSX: <docs-nav current-path={path} ondocs-navigate={(e) => …} />
//   dist/vue.d.ts    Vue's GlobalComponents: <docs-nav :current-path="path" @docs-navigate="(e) => …" />
// each beside a module (dist/react.js, dist/vue.js) that registers the elements like the main one,
// so that `import 'docs-nav/react'` both defines them and brings their types.
//
// What an element takes comes from the manifest: its attributes, its writable properties and its
// events. Their types are the elements' own, imported from dist/index.d.ts (`DocsNav['currentPath']`,
// `DocsNavigateEvent`): they cannot drift from the classes. Attributes the element sets itself
// (`status`) and read-only properties (`path`) are no input, and are left out.
//
// (The generators made for this, custom-element-jsx-integration and custom-element-vuejs-integration,
// were tried first. The Vue one names props by attribute and events `"ondocs-navigate"`, which Vue's
// template checker does not match to `current-path` and `@docs-navigate`: the handler stays an
// implicit `any`, the bug this fixes. The JSX one gives React elements no React props (`onClick`),
// and writes declarations that do not compile here: one import per element of the same event
// types, and `DocsNav['undefined']` for an attribute with no property.)
import fs from 'node:fs';

const root = new URL('..', import.meta.url);
const manifest = JSON.parse(fs.readFileSync(new URL('custom-elements.json', root), 'utf8'));
const dist = new URL('dist/', root);

const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.tagName);
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
const camel = (name) => name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
const doc = (text, indent) => (text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, `\n${indent} * `)} */\n` : '');

/** What a host may set or listen to on an element: [name, type, description] of properties, attributes and events. */
function inputs(el) {
  const fields = (el.members ?? []).filter((m) => m.kind === 'field' && !m.static && !m.readonly && (!m.privacy || m.privacy === 'public'));
  const properties = fields.map((f) => ({ name: f.name, type: `${el.name}['${f.name}']`, description: f.description }));
  const attributes = (el.attributes ?? [])
    .filter((a) => a.fieldName && fields.some((f) => f.name === a.fieldName))
    .map((a) => ({ name: a.name, field: a.fieldName, type: `${el.name}['${a.fieldName}']`, description: a.description }));
  const events = (el.events ?? []).map((e) => {
    const type = e.type?.text ?? 'CustomEvent';
    if (!/^[A-Z]\w*$/.test(type)) throw new Error(`${el.tagName}: event ${e.name} has the type "${type}", not the name of a type the package exports`);
    return { name: e.name, type, description: e.description };
  });
  return { properties, attributes, events };
}

const imported = new Set();
for (const el of elements) {
  imported.add(el.name);
  for (const e of inputs(el).events) if (e.type !== 'CustomEvent') imported.add(e.type);
}
const header = (what) =>
  `// Generated from custom-elements.json by scripts/framework-types.mjs: the docs-nav elements in ${what}.\n` +
  `// Import 'docs-nav/${what === 'React JSX' ? 'react' : 'vue'}' (it also registers the elements) for these types.\n` +
  `import type { ${[...imported].sort().join(', ')} } from './index.js';\n`;

/** React 19 sets a property when the element has one (`currentPath`), else an attribute (`current-path`); `on<event>` listens to the event of that exact name. */
function react() {
  const out = [header('React JSX'), "import type { DetailedHTMLProps, HTMLAttributes } from 'react';\n\nexport * from './index.js';\n"];
  const entries = [];
  for (const el of elements) {
    const { properties, attributes, events } = inputs(el);
    const props = new Map();
    for (const p of properties) props.set(p.name, p);
    for (const a of attributes) if (!props.has(a.name)) props.set(a.name, a);
    for (const e of events) props.set(`on${e.name}`, { type: `(event: ${e.type}) => void`, description: e.description });
    const body = [...props].map(([name, p]) => `${doc(p.description, '  ')}  ${key(name)}?: ${p.type};`).join('\n');
    out.push(`\n${doc(`Props of \`<${el.tagName}>\`: its properties (and attributes), and its events as \`on${events[0]?.name ?? 'event'}\`.`, '')}export interface ${el.name}JsxProps extends DetailedHTMLProps<HTMLAttributes<${el.name}>, ${el.name}> {\n${body}\n}\n`);
    entries.push(`${doc(el.summary || el.description, '      ')}      '${el.tagName}': ${el.name}JsxProps;`);
  }
  out.push(`\ndeclare module 'react' {\n  namespace JSX {\n    interface IntrinsicElements {\n${entries.join('\n')}\n    }\n  }\n}\n`);
  return out.join('');
}

/** Vue's template checker matches `current-path` to a prop `currentPath`, and `@docs-navigate` to `onDocsNavigate`. */
function vue() {
  const out = [header('Vue'), "import type { DefineComponent } from 'vue';\n\nexport * from './index.js';\n"];
  const entries = [];
  for (const el of elements) {
    const { properties, attributes, events } = inputs(el);
    const props = new Map();
    for (const p of properties) props.set(p.name, p);
    for (const a of attributes) if (!props.has(camel(a.name))) props.set(camel(a.name), a);
    for (const e of events) props.set(camel(`on-${e.name}`), { type: `(event: ${e.type}) => void`, description: e.description });
    const body = [...props].map(([name, p]) => `${doc(p.description, '  ')}  ${name}?: ${p.type};`).join('\n');
    out.push(`\n${doc(`Props of \`<${el.tagName}>\`: its properties (and attributes), and its events as \`@${events[0]?.name ?? 'event'}\`.`, '')}export interface ${el.name}VueProps {\n${body}\n}\n`);
    entries.push(`${doc(el.summary || el.description, '    ')}    '${el.tagName}': DefineComponent<${el.name}VueProps>;`);
  }
  out.push(`\ndeclare module 'vue' {\n  interface GlobalComponents {\n${entries.join('\n')}\n  }\n}\n`);
  return out.join('');
}

const register = "// Registers every element, as 'docs-nav' does; this entry also brings their typings for templates.\nexport * from './index.js';\n";
fs.writeFileSync(new URL('react.d.ts', dist), react());
fs.writeFileSync(new URL('react.js', dist), register);
fs.writeFileSync(new URL('vue.d.ts', dist), vue());
fs.writeFileSync(new URL('vue.js', dist), register);
