/**
 * GraphQL reference pages, by the reference build's rules (prebuild's generateGraphqlDivisions and
 * scraping's parseGraphqlSdl). A tab with `graphql` (an SDL file, or `{source, directory}`) gets,
 * after its own groups, the groups "Queries", "Mutations" and "Types" (those that have pages): a
 * page per field of the query and mutation types and per object, input, interface, union and enum
 * type that is no root, each sorted by name, at `directory/queries/name` (`graphql-reference` by
 * default), titled by the name, with its description, `deprecated`, a tag (`QUERY`, `OBJECT`...)
 * and a `graphql` field naming what it documents.
 *
 * The SDL is read by the small parser below: the definitions, descriptions and `@deprecated` are
 * what pages need. The reference also validates the schema (unknown types, bad implementations)
 * and fails the whole build on any error; here what cannot be parsed is an error, at its place,
 * and `docs-nav check` validates the schema as the reference does (SchemaCheck), with graphql-js,
 * which the browser never downloads.
 */
import { lineColumn } from '../json.js';
import { normalizePagePath } from '../normalize.js';
import { Places } from './places.js';
import { isObj, type Obj } from './spec.js';
import { join } from './posix.js';
import type { Diagnostic, PageMeta } from './index.js';

export interface GraphqlResult {
  navigation: Obj;
  pages: Map<string, PageMeta>;
  diagnostics: Diagnostic[];
}

const DEFAULT_OUTPUT_DIR = 'graphql-reference';

type Kind = 'object' | 'input' | 'interface' | 'union' | 'enum' | 'scalar';
interface FieldInfo {
  name: string;
  description?: string;
  deprecated: boolean;
}
interface TypeInfo {
  kind: Kind;
  name: string;
  description?: string;
  fields: FieldInfo[];
}
/** What pages need of a schema. */
export interface SchemaInfo {
  types: Map<string, TypeInfo>;
  roots: { query?: string; mutation?: string; subscription?: string };
}

// ------------------------------------------------------------------ the SDL, read

type Token = { kind: 'punct' | 'name' | 'number' | 'string'; value: string; at: number };

const PUNCT = '!$&():=@[]{}|';
const NAME = /[_A-Za-z][_0-9A-Za-z]*/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** The value of a block string (`"""..."""`): common indentation and blank first and last lines removed (GraphQL's BlockStringValue). */
function blockStringValue(raw: string): string {
  const lines = raw.split(/\r\n|[\n\r]/);
  let common: number | undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    const indent = line.length - line.replace(/^[ \t]+/, '').length;
    if (indent < line.length && (common === undefined || indent < common)) common = indent;
  }
  if (common) for (let i = 1; i < lines.length; i++) lines[i] = lines[i]!.slice(common);
  const blank = (l: string): boolean => /^[ \t]*$/.test(l);
  while (lines.length && blank(lines[0]!)) lines.shift();
  while (lines.length && blank(lines[lines.length - 1]!)) lines.pop();
  return lines.join('\n');
}

/** `line L, column C` of an offset of the SDL, for messages. */
function place(sdl: string, at: number): string {
  const { line, column } = lineColumn(sdl, at);
  return `line ${line}, column ${column}`;
}

const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

function tokenize(sdl: string): Token[] {
  const tokens: Token[] = [];
  const fail = (at: number, what: string): never => {
    throw new Error(`${what} at ${place(sdl, at)}`);
  };
  let i = 0;
  while (i < sdl.length) {
    const c = sdl[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ',' || c === '\ufeff') i++;
    else if (c === '#') while (i < sdl.length && sdl[i] !== '\n' && sdl[i] !== '\r') i++;
    else if (c === '.' && sdl.startsWith('...', i)) {
      tokens.push({ kind: 'punct', value: '...', at: i });
      i += 3;
    } else if (PUNCT.includes(c)) tokens.push({ kind: 'punct', value: c, at: i++ });
    else if (sdl.startsWith('"""', i)) {
      let j = i + 3;
      let raw = '';
      for (;;) {
        if (j >= sdl.length) fail(i, 'unterminated block string');
        if (sdl.startsWith('\\"""', j)) {
          raw += '"""';
          j += 4;
        } else if (sdl.startsWith('"""', j)) break;
        else raw += sdl[j++];
      }
      tokens.push({ kind: 'string', value: blockStringValue(raw), at: i });
      i = j + 3;
    } else if (c === '"') {
      let j = i + 1;
      let value = '';
      for (;;) {
        const d = sdl[j];
        if (d === undefined || d === '\n' || d === '\r') fail(i, 'unterminated string');
        if (d === '"') break;
        if (d === '\\') {
          const e = sdl[j + 1]!;
          if (e === 'u') {
            const braced = /^\{([0-9A-Fa-f]+)\}/.exec(sdl.slice(j + 2));
            const hex = braced ? braced[1]! : sdl.slice(j + 2, j + 6);
            if (!/^[0-9A-Fa-f]+$/.test(hex)) fail(j, 'bad unicode escape');
            value += String.fromCodePoint(parseInt(hex, 16));
            j += braced ? 4 + hex.length : 6;
          } else {
            if (!(e in ESCAPES)) fail(j, `bad escape \\${e}`);
            value += ESCAPES[e];
            j += 2;
          }
        } else {
          value += d;
          j++;
        }
      }
      tokens.push({ kind: 'string', value, at: i });
      i = j + 1;
    } else {
      NAME.lastIndex = NUMBER.lastIndex = i;
      const name = NAME.exec(sdl);
      const number = name ? null : NUMBER.exec(sdl);
      if (name) tokens.push({ kind: 'name', value: name[0], at: i });
      else if (number) tokens.push({ kind: 'number', value: number[0], at: i });
      else fail(i, `unexpected character ${JSON.stringify(c)}`);
      i = (name ?? number)!.index + (name ?? number)![0].length;
    }
  }
  return tokens;
}

/** Reads a schema's SDL: its types (kind, description, fields) and root operation types. Throws an Error saying where it cannot. */
export function readSchema(sdl: string): SchemaInfo {
  const tokens = tokenize(sdl);
  let p = 0;
  const peek = (value?: string): boolean => {
    const t = tokens[p];
    return !!t && (value === undefined || (t.value === value && t.kind !== 'string'));
  };
  const fail = (what: string): never => {
    const t = tokens[p];
    throw new Error(t ? `${what}, found ${JSON.stringify(t.value)} at ${place(sdl, t.at)}` : `${what}, found the end of the file`);
  };
  const expect = (value: string): void => {
    if (!peek(value)) fail(`expected "${value}"`);
    p++;
  };
  const take = (value: string): boolean => (peek(value) ? (p++, true) : false);
  const name = (): string => {
    const t = tokens[p];
    if (t?.kind !== 'name') fail('expected a name');
    p++;
    return t!.value;
  };
  const description = (): string | undefined => (tokens[p]?.kind === 'string' ? tokens[p++]!.value : undefined);
  /** A value (of an argument or a default); a string's value, undefined for others, null for `null`. */
  const value = (): string | null | undefined => {
    const t = tokens[p];
    if (!t) return fail('expected a value');
    if (t.kind === 'string') return (p++, t.value);
    if (take('$')) return (name(), undefined);
    if (take('[')) {
      while (!take(']')) value();
      return undefined;
    }
    if (take('{')) {
      while (!take('}')) {
        name();
        expect(':');
        value();
      }
      return undefined;
    }
    if (t.kind === 'number' || t.kind === 'name') return (p++, t.kind === 'name' && t.value === 'null' ? null : undefined);
    return fail('expected a value');
  };
  /** Directives; whether `@deprecated` is among them (not with `reason: null`). */
  const directives = (): boolean => {
    let deprecated = false;
    while (take('@')) {
      const d = name();
      let reason: string | null | undefined;
      if (take('(')) {
        while (!take(')')) {
          const arg = name();
          expect(':');
          const v = value();
          if (arg === 'reason') reason = v;
        }
      }
      if (d === 'deprecated' && reason !== null) deprecated = true;
    }
    return deprecated;
  };
  const type = (): void => {
    if (take('[')) {
      type();
      expect(']');
    } else name();
    take('!');
  };
  const inputValues = (close: string): void => {
    while (!take(close)) {
      description();
      name();
      expect(':');
      type();
      if (take('=')) value();
      directives();
    }
  };
  const fields = (): FieldInfo[] => {
    const out: FieldInfo[] = [];
    if (!take('{')) return out;
    while (!take('}')) {
      const desc = description();
      const field = name();
      if (take('(')) inputValues(')');
      expect(':');
      type();
      const deprecated = directives();
      out.push({ name: field, ...(desc === undefined ? {} : { description: desc }), deprecated });
    }
    return out;
  };

  const types = new Map<string, TypeInfo>();
  const roots: SchemaInfo['roots'] = {};
  let schemaDefined = false;
  const defined = new Set<string>();
  /** The type of that name (an extension may come before its definition: graphql-js applies extensions last). */
  const define = (kind: Kind, typeName: string, desc: string | undefined, extend: boolean): TypeInfo => {
    let t = types.get(typeName);
    if (!t) types.set(typeName, (t = { kind, name: typeName, fields: [] }));
    if (!extend) {
      if (defined.has(typeName)) throw new Error(`there can be only one type named "${typeName}"`);
      defined.add(typeName);
      t.kind = kind;
      if (desc !== undefined) t.description = desc;
    }
    return t;
  };

  while (p < tokens.length) {
    const desc = description();
    let keyword = name();
    const extend = keyword === 'extend';
    if (extend) keyword = name();
    switch (keyword) {
      case 'schema': {
        schemaDefined = true;
        directives();
        if (take('{')) {
          while (!take('}')) {
            const op = name();
            expect(':');
            const typeName = name();
            if (op === 'query' || op === 'mutation' || op === 'subscription') roots[op] = typeName;
            else fail('expected query, mutation or subscription');
          }
        }
        break;
      }
      case 'scalar':
        define('scalar', name(), desc, extend);
        directives();
        break;
      case 'type':
      case 'interface': {
        const t = define(keyword === 'type' ? 'object' : 'interface', name(), desc, extend);
        if (take('implements')) {
          take('&');
          name();
          while (take('&')) name();
        }
        directives();
        for (const f of fields()) if (!t.fields.some((g) => g.name === f.name)) t.fields.push(f);
        break;
      }
      case 'input':
        define('input', name(), desc, extend);
        directives();
        if (take('{')) inputValues('}');
        break;
      case 'enum':
        define('enum', name(), desc, extend);
        directives();
        if (take('{')) {
          while (!take('}')) {
            description();
            name();
            directives();
          }
        }
        break;
      case 'union':
        define('union', name(), desc, extend);
        directives();
        if (take('=')) {
          take('|');
          name();
          while (take('|')) name();
        }
        break;
      case 'directive':
        expect('@');
        name();
        if (take('(')) inputValues(')');
        take('repeatable');
        if (!take('on')) fail('expected "on"');
        take('|');
        name();
        while (take('|')) name();
        break;
      default:
        p--;
        fail('expected a type, schema or directive definition');
    }
  }
  // Without a schema definition, the types named Query, Mutation and Subscription are the roots.
  if (!schemaDefined) for (const op of ['query', 'mutation', 'subscription'] as const) {
    const typeName = op.charAt(0).toUpperCase() + op.slice(1);
    if (types.has(typeName)) roots[op] = typeName;
  }
  return { types, roots };
}

// ------------------------------------------------------------------ pages

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name);
const PAGE_KINDS = new Set<Kind>(['object', 'input', 'interface', 'union', 'enum']);

/** The groups of a schema's pages, into `pages`. */
function schemaGroups(schema: SchemaInfo, source: string, directory: string, pages: Map<string, PageMeta>): { group: string; pages: string[] }[] {
  const rootFields = (typeName: string | undefined): FieldInfo[] => {
    const t = typeName === undefined ? undefined : schema.types.get(typeName);
    return t?.kind === 'object' ? t.fields.slice().sort(byName) : [];
  };
  const roots = new Set(Object.values(schema.roots));
  const sections: [string, 'query' | 'mutation' | 'type', { name: string; description?: string; deprecated?: boolean; tag: string }[]][] = [
    ['Queries', 'query', rootFields(schema.roots.query).map((f) => ({ ...f, tag: 'QUERY' }))],
    ['Mutations', 'mutation', rootFields(schema.roots.mutation).map((f) => ({ ...f, tag: 'MUTATION' }))],
    [
      'Types',
      'type',
      [...schema.types.values()]
        .filter((t) => PAGE_KINDS.has(t.kind) && !roots.has(t.name) && !t.name.startsWith('__'))
        .sort(byName)
        .map((t) => ({ name: t.name, ...(t.description === undefined ? {} : { description: t.description }), tag: t.kind.toUpperCase() })),
    ],
  ];
  const groups: { group: string; pages: string[] }[] = [];
  for (const [group, kind, entries] of sections) {
    if (!entries.length) continue;
    const slugs: string[] = [];
    for (const e of entries) {
      const slug = join(directory, kind === 'query' ? 'queries' : kind === 'mutation' ? 'mutations' : 'types', e.name);
      slugs.push(slug);
      pages.set(slug, {
        href: `/${slug}`,
        title: e.name,
        ...(e.description ? { description: e.description } : {}),
        ...(e.deprecated ? { deprecated: true } : {}),
        tag: e.tag,
        graphql: { source, kind, name: e.name },
      });
    }
    groups.push({ group, pages: slugs });
  }
  return groups;
}

/**
 * Why Mintlify's build refuses a GraphQL schema it reads (graphql-js builds and validates it, and
 * stops on an unknown type, a missing Query type...), or undefined: what `docs-nav check` passes
 * (node/graphql-check.ts). The elements pass none: a schema this file can read gives its pages.
 */
export type SchemaCheck = (sdl: string) => Promise<string | undefined>;

/**
 * Adds the reference pages of every tab with `graphql` (see the header). `loadText` reads a file
 * named in the config; each is read and parsed once.
 */
export async function expandGraphql(navigation: Obj, loadText: (source: string) => Promise<string>, places = new Places(), checkSchema?: SchemaCheck): Promise<GraphqlResult> {
  const pages = new Map<string, PageMeta>();
  const diagnostics: Diagnostic[] = [];
  const texts = new Map<string, Promise<string>>();
  const textOf = (source: string): Promise<string> => {
    let t = texts.get(source);
    if (!t) texts.set(source, (t = loadText(source)));
    return t;
  };
  const schemas = new Map<string, Promise<SchemaInfo>>();
  const schemaOf = (source: string): Promise<SchemaInfo> => {
    let s = schemas.get(source);
    if (!s) schemas.set(source, (s = textOf(source).then(readSchema)));
    return s;
  };
  // Each schema checked once, however many tabs name it.
  const problems = new Map<string, Promise<string | undefined>>();
  const problemOf = (source: string): Promise<string | undefined> => {
    let p = problems.get(source);
    if (!p) problems.set(source, (p = checkSchema ? textOf(source).then(checkSchema) : Promise.resolve(undefined)));
    return p;
  };

  async function visit(value: unknown, at: string): Promise<unknown> {
    if (Array.isArray(value)) {
      const out: unknown[] = [];
      for (const [i, v] of value.entries()) out.push(await visit(v, `${at}[${places.index(value, i)}]`));
      places.same(value, out);
      return out;
    }
    if (!isObj(value)) return value;
    if ('tab' in value && 'graphql' in value) {
      const { graphql: setting, ...tab } = value;
      const raw = isObj(setting) ? setting.source : setting;
      // As the reference's config schema reads them: a URL as it is, a path from the docs root.
      const source = typeof raw !== 'string' ? '' : /^[a-z][a-z0-9+.-]*:/i.test(raw.trim()) ? raw.trim() : normalizePagePath(raw.trim());
      const directory = isObj(setting) && typeof setting.directory === 'string' && setting.directory.trim() ? normalizePagePath(setting.directory.trim()) : DEFAULT_OUTPUT_DIR;
      const place = `${at}.graphql`;
      if (!source) {
        diagnostics.push({ level: 'error', path: place, message: 'must be the path of a GraphQL schema, or {source, directory}' });
        return tab;
      }
      let groups: { group: string; pages: string[] }[];
      try {
        groups = schemaGroups(await schemaOf(source), source, directory, pages);
      } catch (e) {
        diagnostics.push({ level: 'error', path: place, message: `GraphQL schema "${source}": ${e instanceof Error ? e.message : String(e)}` });
        return tab;
      }
      const problem = await problemOf(source);
      if (problem) diagnostics.push({ level: 'error', path: place, message: `GraphQL schema "${source}" is one Mintlify's build refuses, and stops on (docs-nav makes its pages all the same): ${problem}` });
      return { ...tab, groups: [...(Array.isArray(tab.groups) ? tab.groups : []), ...groups] };
    }
    const out: Obj = {};
    for (const [k, v] of Object.entries(value)) {
      const r = await visit(v, `${at}.${k}`);
      // (An own `__proto__` key stays a key.)
      if (k === '__proto__') Object.defineProperty(out, k, { value: r, writable: true, enumerable: true, configurable: true });
      else out[k] = r;
    }
    return out;
  }

  return { navigation: (await visit(navigation, 'navigation')) as Obj, pages, diagnostics };
}
