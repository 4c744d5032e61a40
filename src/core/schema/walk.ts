/**
 * Checks a navigation against the format (the zod schemas of this folder) and returns the
 * navigation the reference build makes of it: what it refuses is an error, what it repairs is
 * repaired the same way and reported as a warning. The input is not modified; unknown keys stay
 * on their node.
 *
 * How the reference repairs: each division (tab, anchor, version...) may hold one kind of
 * content, tried in a fixed order (CONTENT_ORDER); the first kind whose content is valid through
 * and through is kept, the others are dropped, and when none is valid the division is kept with
 * no content at all. So one bad page in a version drops that version's whole content, and the
 * config is still accepted. What is bad in a node's own fields (a label that is no string, an
 * icon that is a number) fails the node itself, and the failure climbs until a division drops
 * it; at the navigation, which has no such fallback, the config is refused.
 *
 * The walk goes node by node: each node's own fields are checked by its kind's zod schema, its
 * lists are walked here. Every problem is reported once, at its place, as an error; when a
 * division above drops the part that holds it, it becomes a warning.
 */
import * as z from 'zod/mini';
import { type Diagnostic, type PathSegment, formatPath } from '../diagnostics.js';
import { isObject } from '../json.js';
import { type NavSettings, normalizePagePath } from '../normalize.js';
import { keepShape } from '../shapes.js';
import { PathPage, plainPage } from '../titles.js';
import { DIVISION_FIELDS, globalFields, navigationFields, specFields } from './divisions.js';
import { bool, graphql, href as hrefSchema, icon, label as labelSchema, page as pageSchema, sdk, text } from './fields.js';
import { groupFields, groupSpecs } from './groups.js';
import type { Navigation } from './index.js';
import { interaction, styling } from './settings.js';
import { isFatal, type Issue, type Unsaid, type Untold } from './severity.js';
import { CONTENT_KEYS, CONTENT_ORDER, type ContentKey, GLOBAL_KEYS, NON_EMPTY, type NodeKind, childKind, isResolvedPage } from './structure.js';
import { unsafeUrl } from './values.js';
import type { Said } from './words.js';

type Json = Record<string, unknown>;

const own = (o: object, key: string): boolean => Object.hasOwn(o, key);
/** A node kind's fields, each with its schema. */
type Shape = Record<string, z.ZodMiniType>;

/**
 * A place in the tree, from the node up: one small object per node, spelt out as a path
 * (`['navigation', 'tabs', 2]`) only for a message. Undefined is the top of docs.json.
 */
type At = { readonly up: At; readonly key: PathSegment } | undefined;
const to = (up: At, key: PathSegment): At => ({ up, key });
function place(at: At): PathSegment[] {
  const path: PathSegment[] = [];
  for (let a = at; a; a = a.up) path.push(a.key);
  return path.reverse();
}

/** A problem at `at`, its sentence to be made (see Walk.fail). */
const unsaid = (level: Diagnostic['level'], at: At | readonly PathSegment[], said: Said): Unsaid => ({ level, path: formatPath(Array.isArray(at) ? at : place(at as At)), message: '', said });

/** How a node fares: valid; standing but marked (the config is refused unless a division drops it); failed outright. */
const VALID = 0;
const DIRTY = 1;
const FATAL = 2;
type Status = typeof VALID | typeof DIRTY | typeof FATAL;

interface Outcome<T> {
  value: T;
  status: Status;
  /** Whether the value may be shown: false for a node without a label, or a link that leads nowhere. */
  keep: boolean;
  /** What the value holds for the spec stages (SPEC_BITS), found on the way: no walk of the result to look. */
  uses: number;
}

/**
 * What a part of the navigation gives the spec stages to do, as bits: OpenAPI (a node with
 * `openapi`, an endpoint page: a page path with white space), AsyncAPI (a node with
 * `asyncapi`), GraphQL (a tab with `graphql`, under any key, as the reference looks).
 */
const OPENAPI = 1;
const ASYNCAPI = 2;
const GRAPHQL = 4;

/** Which spec stages a navigation needs (what resolve.ts loads the stages' chunk for). */
export interface SpecUses {
  openapi: boolean;
  asyncapi: boolean;
  graphql: boolean;
}

/** A node's own bits: the specs it names, and whether it is a tab with `graphql`. */
const nodeUses = (out: Json): number =>
  (own(out, 'openapi') ? OPENAPI : 0) | (own(out, 'asyncapi') ? ASYNCAPI : 0) | (own(out, 'tab') && own(out, 'graphql') ? GRAPHQL : 0);

/**
 * GRAPHQL when a value the walk does not walk (an unknown key's, a field's, a page object of a
 * resolved navigation) holds a tab with `graphql` anywhere: the GraphQL stage looks under every
 * key. Recursive: the value is bounded in depth (json-limits.ts).
 */
function graphqlIn(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (Array.isArray(value)) {
    for (const v of value) if (graphqlIn(v)) return GRAPHQL;
    return 0;
  }
  if ('tab' in value && 'graphql' in value) return GRAPHQL;
  for (const key in value) if (own(value, key) && graphqlIn((value as Json)[key])) return GRAPHQL;
  return 0;
}

export interface NormalizeOptions {
  /** The input is a navigation `docs-nav resolve` printed: pages may be `{title, href}` objects. */
  resolved?: boolean;
  /**
   * Decorate as it goes when no spec stage is needed, and there is no page index: every page path
   * becomes the page object decorateNavigation would make of it (`{title, href}`, the title from
   * the path), `global` first. One walk instead of two. A navigation that turns out to need a
   * spec stage is walked again, undecorated (the stages read page paths). A resolved navigation
   * too: its page objects stay as they are, the page paths a hand added become page objects.
   */
  decorate?: boolean;
  /** Decorating, a page path nothing else describes becomes a PathPage (its title made when read), not plainPage's object. */
  lazyPages?: boolean;
}

const shapeOf = (schema: { def: { shape: unknown } }): Shape => schema.def.shape as Shape;

/** Whether a value passes a field's schema as it is (the schema gives it back unchanged). */
type AsIs = (value: unknown) => boolean;

/**
 * The values the commonest field schemas take as they are, told without a parse: a label that is
 * a non-empty string, a flag that is a boolean, an icon name. Only a value these say nothing of
 * goes through zod (and its message, when it fails, is zod's).
 */
const AS_IS = new Map<z.ZodMiniType, AsIs>([
  [text, (v) => typeof v === 'string'],
  [labelSchema, (v) => typeof v === 'string' && v !== ''],
  [pageSchema, (v) => typeof v === 'string' && v !== ''],
  [bool, (v) => typeof v === 'boolean'],
  [icon, (v) => typeof v === 'string' && !v.startsWith('fa-')],
]);

/** A node kind's fields, those a node must have (their schema refuses `undefined`), and the quick test of each, if any. */
interface Fields {
  shape: Shape;
  required: string[];
  asIs: Record<string, AsIs | undefined>;
}
const fieldsOf = (shape: Shape): Fields => ({
  shape,
  required: Object.keys(shape).filter((key) => !shape[key]!.safeParse(undefined).success),
  asIs: Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => {
      const def = schema.def as { type: string; innerType?: z.ZodMiniType };
      return [key, AS_IS.get(def.type === 'optional' ? def.innerType! : schema)];
    }),
  ),
});

/** The fields each kind checks on its nodes: the kind's own, and the specs it may name. */
const FIELDS = {
  navigation: fieldsOf(shapeOf(navigationFields)),
  group: fieldsOf(shapeOf(groupFields)),
  ...(Object.fromEntries(Object.entries(DIVISION_FIELDS).map(([kind, schema]) => [kind, fieldsOf({ ...shapeOf(schema), ...specFields })])) as Record<keyof typeof DIVISION_FIELDS, Fields>),
} satisfies Record<NodeKind, Fields>;

/** A group's fields but its root: a resolved navigation's root is a page object. */
const { root: _root, ...withoutRoot } = FIELDS.group.shape;
const GROUP_WITHOUT_ROOT = fieldsOf(withoutRoot);

/** The fields of a link in `navigation.global`: its division's own fields and an `href`. */
const LINK_FIELDS = Object.fromEntries(Object.entries(DIVISION_FIELDS).map(([kind, schema]) => [kind, fieldsOf({ ...shapeOf(schema), href: hrefSchema })])) as Record<string, Fields>;

/** The two settings around the navigation that change it. */
const SETTINGS = fieldsOf({ styling: z.optional(styling), interaction: z.optional(interaction) });

/** The keys a tab may have beside `graphql` or `sdk`: the reference allows no other (and only `groups` as content). */
const SPEC_TAB_KEYS = new Set([...Object.keys(shapeOf(DIVISION_FIELDS.tab)), 'groups', 'graphql', 'sdk']);

/** A node's own fields as checked: the good ones (as the schema gives them), the names of the others, how the node fares. */
interface Checked {
  fields: Json;
  failed: Set<string> | undefined;
  status: Status;
}

/** White space in a page path: an endpoint page. */
const SPACE = /\s/;
/** What a page path needs a second look for: white space, what normalising changes (a `.` or `..` segment, `//`; and a leading `/`), a query (`?`: its title ends before it). */
const UNUSUAL = /[\s.?]|\/\//;
/** A page path as the reference stores it, naming no endpoint, with no query (`?`): most are, told by one test. */
const isPlainPath = (item: unknown): boolean => typeof item === 'string' && item !== '' && item.charCodeAt(0) !== 47 && !UNUSUAL.test(item);

/** Keys never copied: `__proto__` would set the copy's prototype (and so its inherited fields). */
const FORBIDDEN = '__proto__';

class Walk {
  constructor(
    readonly diagnostics: Diagnostic[],
    readonly resolved: boolean,
    readonly decorate = false,
    readonly lazyPages = false,
  ) {}

  /**
   * A page path of the result: the path, or when decorating, its page object (as decorate.ts
   * makes it without a page index; a PathPage with `lazyPages`). `plain`: it passed isPlainPath.
   */
  page(path: string, plain = false): unknown {
    if (!this.decorate) return path;
    return this.lazyPages ? new PathPage(path) : plainPage(path, plain);
  }

  /**
   * Reports a problem as an error; a division that drops the part holding it makes it a warning
   * (`drop`). Its sentence is made once the walk is over (words.ts).
   */
  fail(at: At | readonly PathSegment[], said: Said): void {
    this.diagnostics.push(unsaid('error', at, said));
  }

  warn(at: At | readonly PathSegment[], said: Said): void {
    this.diagnostics.push(unsaid('warning', at, said));
  }

  /**
   * Reports the problems of a failed parse of `value` (at `at`), worded once the walk is over
   * (see severity.ts): how grave they are for the node is told now.
   */
  problems(issues: readonly Issue[], value: unknown, at: At, level: Diagnostic['level'] = 'error', suffix?: string): Status {
    const untold: Untold = { level, path: '', message: '', issues, value, at: place(at), suffix };
    this.diagnostics.push(untold);
    return issues.some(isFatal) ? FATAL : DIRTY;
  }

  /** The errors reported since `mark` were in a part the reference drops: they become warnings. */
  drop(mark: number, end = this.diagnostics.length): void {
    for (let i = mark; i < end; i++) if (this.diagnostics[i]!.level === 'error') this.diagnostics[i]!.level = 'warning';
  }

  /** Checks `node`'s fields one by one (so the good ones are kept) into `into`. `label`: the field that names the node. */
  fields(node: Json, { shape, required, asIs }: Fields, at: At, into: Checked, label?: string): void {
    // The fields the node has, then the required ones it lacks: an absent optional field needs no
    // parse, nor does a value its schema takes as it is.
    for (const key in node) {
      if (!Object.hasOwn(shape, key) || !Object.hasOwn(node, key)) continue;
      if (asIs[key]?.(node[key])) into.fields[key] = node[key];
      else this.field(node, key, shape[key]!, at, into, label);
    }
    for (const key of required) if (!Object.hasOwn(node, key)) this.field(node, key, shape[key]!, at, into, label);
  }

  private field(node: Json, key: string, schema: z.ZodMiniType, at: At, into: Checked, label?: string): void {
    const status = this.fieldStatus(node, key, schema, at, into, label);
    if (status > into.status) into.status = status;
  }

  private fieldStatus(node: Json, key: string, schema: z.ZodMiniType, at: At, into: Checked, label?: string): Status {
    const present = own(node, key);
    const out = into.fields;
    const result = schema.safeParse(present ? node[key] : undefined);
    if (result.success) {
      if (present) out[key] = result.data;
      return VALID;
    }
    (into.failed ??= new Set()).add(key);
    if (key === label) {
      if (!present) {
        this.fail(at, ['noLabel', key]);
        return FATAL;
      }
      // A label that is a string is still shown (an unknown language code), though it fails the node.
      if (typeof node[key] === 'string' && node[key] !== '') out[key] = node[key];
    }
    return this.problems(result.error.issues, node[key], to(at, key));
  }
}

// One per resolution: see shapes.ts.
keepShape(new Walk([], false, false));

/**
 * The navigation the reference build makes of `navigation`, problems reported into `diagnostics`.
 * Errors are what the reference refuses; what it repairs is repaired, with a warning.
 */
export function normalizeNavigation(navigation: unknown, diagnostics: Diagnostic[], options: NormalizeOptions = {}): Navigation {
  return checkNavigation(navigation, diagnostics, options).navigation;
}

/**
 * normalizeNavigation, and which spec stages the navigation it returns needs: found by the same
 * walk. `decorated`: whether its pages are page objects already (options.decorate, no spec stage needed).
 */
export function checkNavigation(
  navigation: unknown,
  diagnostics: Diagnostic[],
  options: NormalizeOptions = {},
): { navigation: Navigation; uses: SpecUses; decorated: boolean } {
  const resolved = options.resolved ?? false;
  const decorate = options.decorate ?? false;
  if (!isObject(navigation)) {
    new Walk(diagnostics, resolved).fail(['navigation'], ['notObject', navigation]);
    return { navigation: {}, uses: { openapi: false, asyncapi: false, graphql: false }, decorated: decorate };
  }
  const start = diagnostics.length;
  let { value, uses } = division(new Walk(diagnostics, resolved, decorate, options.lazyPages), navigation, 'navigation', to(undefined, 'navigation'));
  if (decorate && uses !== 0) {
    // The spec stages read page paths: again, undecorated (the same diagnostics, made anew).
    diagnostics.length = start;
    ({ value, uses } = division(new Walk(diagnostics, resolved), navigation, 'navigation', to(undefined, 'navigation')));
  } else if (decorate && own(value, 'global')) {
    // As decorateNavigation places it.
    const { global, ...rest } = value;
    value = { global, ...rest };
  }
  return {
    navigation: value as Navigation,
    uses: { openapi: (uses & OPENAPI) !== 0, asyncapi: (uses & ASYNCAPI) !== 0, graphql: (uses & GRAPHQL) !== 0 },
    decorated: decorate && uses === 0,
  };
}

/*
 * The walk recurses once per level of the tree (list -> division or group -> list...), so the
 * functions that stay on the stack while their content is walked (division, group, list,
 * firstValid) keep few locals: what a node does before and after its content is in functions of
 * their own (…Head, …End), which have returned or not yet started. A chain of a thousand nested
 * groups resolves with room to spare.
 */

/** What a node's own fields came to, and what it says of itself (shown before what its content says). */
interface Head extends Checked {
  start: number;
  notes: Diagnostic[] | undefined;
  /** A tab with `graphql` or `sdk`: it may hold groups and nothing else of its own. */
  specTab: boolean;
  /** A group's root and specs, as kept. */
  root: unknown;
  specs: Json | undefined;
}

/** A node's head before its fields are checked (every node the same shape: one hidden class for the code that reads them). */
const headOf = (walk: Walk): Head => ({ start: walk.diagnostics.length, notes: undefined, fields: {}, failed: undefined, status: VALID, specTab: false, root: undefined, specs: undefined });

/** A kind of content tried and not kept: where its problems are, how it fared, what of it could be shown. */
interface Tried {
  key: string;
  mark: number;
  end: number;
  status: Status;
  value: unknown;
  uses: number;
}

interface Content {
  chosen?: { key: string; value: unknown; uses: number };
  tried: Tried[];
}

const note = (head: Head, at: At, said: Said): void => {
  (head.notes ??= []).push(unsaid('warning', at, said));
};
/** Shows what the node says of itself before what its content said. */
const flushNotes = (walk: Walk, head: Head): void => {
  if (head.notes) walk.diagnostics.splice(head.start, 0, ...head.notes);
};
const worse = (a: Status, b: Status): Status => (b > a ? b : a);

/** A division (or the navigation itself): its fields, then the first kind of content that holds. */
function division(walk: Walk, node: Json, kind: NodeKind, at: At): Outcome<Json> {
  const head = divisionHead(walk, node, kind, at);
  const content = head.specTab ? specTabContent(walk, node, at, head) : firstValid(walk, node, kind, at);
  return divisionEnd(walk, node, kind, at, head, content);
}

function divisionHead(walk: Walk, node: Json, kind: NodeKind, at: At): Head {
  const head = headOf(walk);
  walk.fields(node, FIELDS[kind], at, head, kind);
  head.specTab = kind === 'tab' && (own(node, 'graphql') || own(node, 'sdk'));
  if (!head.specTab) {
    for (const key of ['graphql', 'sdk']) {
      if (!own(node, key)) continue;
      walk.fail(to(at, key), ['notAllowed', kind, key]);
      head.status = FATAL;
    }
  }
  return head;
}

/** The kinds of content in the reference's order, until one is valid through and through. */
function firstValid(walk: Walk, node: Json, kind: NodeKind, at: At): Content {
  const tried: Tried[] = [];
  for (const key of CONTENT_ORDER[kind]) {
    if (!own(node, key)) continue;
    const mark = walk.diagnostics.length;
    const result = key === 'href' ? link(walk, node.href, to(at, 'href')) : list(walk, node[key], key, to(at, key));
    if (result.status === VALID) return { chosen: { key, value: result.value, uses: result.uses }, tried };
    tried.push({ key, mark, end: walk.diagnostics.length, status: result.status, value: result.value, uses: result.uses });
  }
  return { tried };
}

/** A tab with `graphql` (or `sdk`): the spec, and groups beside it, nothing else of its own (the reference's strict options). */
function specTabContent(walk: Walk, node: Json, at: At, head: Head): Content {
  const spec = own(node, 'graphql') ? 'graphql' : 'sdk';
  const result = (spec === 'graphql' ? graphql : sdk).safeParse(node[spec]);
  if (result.success) head.fields[spec] = result.data;
  else head.status = worse(head.status, walk.problems(result.error.issues, node[spec], to(at, spec)));
  const extra = Object.keys(node).filter((key) => !SPEC_TAB_KEYS.has(key) || (key === 'sdk' && spec === 'graphql'));
  if (extra.length) {
    walk.fail(at, ['specTabExtra', spec, extra]);
    head.status = worse(head.status, DIRTY);
  }
  if (!own(node, 'groups')) return { tried: [] };
  const groups = list(walk, node.groups, 'groups', to(at, 'groups'));
  // Without valid groups the reference falls back to the tab alone, which refuses "groups" as an unknown key.
  if (groups.status !== VALID) head.status = worse(head.status, DIRTY);
  return { chosen: { key: 'groups', value: groups.value, uses: groups.uses }, tried: [] };
}

function divisionEnd(walk: Walk, node: Json, kind: NodeKind, at: At, head: Head, content: Content): Outcome<Json> {
  const { tried } = content;
  let { chosen } = content;
  let global: unknown;
  if (own(node, 'global')) {
    const checked = globalLinks(walk, node.global, to(at, 'global'));
    head.status = worse(head.status, checked.status);
    global = checked.value;
  }
  const order: readonly string[] = CONTENT_ORDER[kind];
  if (head.specTab) {
    // Decided by specTabContent.
  } else if (chosen || (kind !== 'navigation' && head.status === VALID)) {
    // The reference keeps the chosen kind (or, with none valid, the division alone) and drops
    // the kinds tried before it: what is wrong in them no longer stands in the way.
    for (const t of tried) walk.drop(t.mark, t.end);
    if (tried.length) {
      const why = (t: Tried): string => (t.key === 'href' ? 'not a link' : t.status === DIRTY && (node[t.key] as unknown[]).length === 0 ? 'empty' : 'see below');
      note(head, at, ['keeps', chosen?.key, tried.map((t) => [t.key, why(t)] as const)]);
    }
    if (chosen) {
      for (const key of order.slice(order.indexOf(chosen.key) + 1)) {
        if (own(node, key)) note(head, at, ['both', chosen.key, key]);
      }
    }
  } else {
    // The node fails anyway (its own fields, or no valid kind of content for the navigation): the
    // reference would report the first kind that only broke rules. Keep what can be shown.
    const best = tried.find((t) => t.status === DIRTY) ?? tried[0];
    if (best) chosen = { key: best.key, value: best.value, uses: best.uses };
    if (kind === 'navigation') head.status = worse(head.status, best?.status ?? FATAL);
    if (!tried.length && kind === 'navigation') {
      const unknown = Object.keys(node).filter((k) => k !== 'global' && !own(FIELDS.navigation.shape, k));
      walk.fail(at, ['noneOf', order, unknown]);
    }
  }

  const out: Json = {};
  let uses = 0;
  for (const key in node) {
    if (!own(node, key)) continue;
    if (key === FORBIDDEN) note(head, to(at, key), ['forbidden']);
    else if (key === chosen?.key) {
      if (chosen.value !== undefined) {
        out[key] = chosen.value;
        uses |= chosen.uses;
      }
    } else if (order.includes(key)) continue;
    else if (own(head.fields, key)) uses |= graphqlIn((out[key] = head.fields[key]));
    else if (key === 'global') {
      if (global !== undefined) uses |= graphqlIn((out.global = global));
    } else if ((CONTENT_KEYS as readonly string[]).includes(key)) {
      // Content this kind cannot hold (`tabs` in a tab): the reference drops it.
      note(head, to(at, key), ['cannotHold', kind, key]);
    } else if (!head.failed?.has(key) && !(!head.specTab && (key === 'graphql' || key === 'sdk'))) uses |= graphqlIn((out[key] = node[key]));
  }
  // Decoration makes a page of any node's `root` path.
  if (walk.decorate && typeof out.root === 'string') out.root = walk.page(out.root);
  flushNotes(walk, head);
  // A node is shown when it has a label to show, and is not a link that leads nowhere.
  const keep = kind === 'navigation' || (typeof out[kind] === 'string' && out[kind] !== '' && !(chosen?.key === 'href' && chosen.value === undefined));
  return { value: out, status: head.status, keep, uses: uses | nodeUses(out) };
}

/** A division's `href`, as the reference takes it: a link, else not this kind of content. Links that run code are never kept. */
function link(walk: Walk, value: unknown, at: At): Outcome<string | undefined> {
  const result = hrefSchema.safeParse(value);
  if (!result.success) {
    const status = result.error.issues.some(isFatal) ? FATAL : DIRTY;
    if (status === DIRTY && typeof value === 'string') walk.fail(at, ['notLink', value]);
    else walk.problems(result.error.issues, value, at);
    return { value: undefined, status, keep: false, uses: 0 };
  }
  const unsafe = unsafeUrl(result.data);
  // The reference would make it a link; docs-nav never does.
  if (unsafe) walk.warn(at, ['unsafeLink', unsafe]);
  return { value: unsafe ? undefined : result.data, status: VALID, keep: true, uses: 0 };
}

/** A content list: pages (paths and groups) or divisions of one kind. What cannot be shown is left out. */
function list(walk: Walk, items: unknown, key: string, at: At): Outcome<unknown[]> {
  if (!Array.isArray(items)) {
    walk.fail(at, ['notArray', items]);
    return { value: [], status: FATAL, keep: true, uses: 0 };
  }
  let status: Status = VALID;
  if (items.length === 0 && NON_EMPTY.has(key)) {
    walk.fail(at, ['empty', childKind(key as ContentKey)]);
    status = DIRTY;
  }
  const pages = key === 'pages';
  // The result is a copy of the list (one array of the right size), each entry overwritten by
  // what it makes, and shortened at the end by the entries left out. Page paths that need
  // nothing (most lists hold only those) stay as they are when not decorating them.
  const out: unknown[] = items.slice();
  let i = 0;
  if (pages && !walk.decorate) while (i < items.length && isPlainPath(items[i])) i++;
  let kept = i;
  let uses = 0;
  for (; i < items.length; i++) {
    const item: unknown = items[i];
    // A hole: an entry whose $ref failed (reported where it was named) keeps its neighbours' places.
    if (item === undefined && !(i in items)) continue;
    // A page path: the page schema is a non-empty string, and the common case needs no parse.
    if (pages && typeof item === 'string' && item !== '') {
      if (isPlainPath(item)) out[kept++] = walk.page(item, true);
      else {
        const path = normalizePagePath(item);
        // White space: an endpoint ("GET /users"), or what looks like one, for the OpenAPI stage.
        if (SPACE.test(path)) uses |= OPENAPI;
        out[kept++] = walk.page(path);
      }
      continue;
    }
    const result = isObject(item) && !(pages && walk.resolved && !own(item, 'group') && isResolvedPage(item))
      ? pages || key === 'groups' ? group(walk, item, to(at, i)) : division(walk, item, childKind(key as ContentKey), to(at, i))
      : entry(walk, item, key, to(at, i));
    if (result.status > status) status = result.status;
    if (result.keep) {
      out[kept++] = result.value;
      uses |= result.uses;
    }
  }
  if (kept < out.length) out.length = kept;
  return { value: out, status, keep: true, uses };
}

/** An entry of a list that is no node: an empty page path, a page of a resolved navigation, or a stray value. */
function entry(walk: Walk, item: unknown, key: string, at: At): Outcome<unknown> {
  if (key !== 'pages') {
    const kind = childKind(key as ContentKey);
    walk.fail(at, ['notNode', kind, item]);
    return { value: undefined, status: FATAL, keep: false, uses: 0 };
  }
  // A page of a resolved navigation, kept as it is.
  if (isObject(item)) return { value: item, status: VALID, keep: true, uses: graphqlIn(item) };
  if (typeof item === 'string' && !pageSchema.safeParse(item).success) {
    walk.fail(at, ['emptyPath']);
    return { value: undefined, status: DIRTY, keep: false, uses: 0 };
  }
  walk.fail(at, ['notPage', item]);
  return { value: undefined, status: FATAL, keep: false, uses: 0 };
}

/** A group: its fields, its specs (dropped when they do not fit), its pages. */
function group(walk: Walk, node: Json, at: At): Outcome<Json> {
  if (isPlainGroup(node, walk.resolved)) return plainGroup(walk, node, at);
  const head = groupHead(walk, node, at);
  const pages = own(node, 'pages') ? list(walk, node.pages, 'pages', to(at, 'pages')) : undefined;
  return groupEnd(walk, node, at, head, pages);
}

/**
 * Whether a group has nothing but fields its schema takes as they are (a label, an icon name, a
 * tag, flags, a root page path that needs nothing) and `pages`: most groups of most sites. Such
 * a group has nothing to report of itself, and is copied as it is, its pages walked.
 */
function isPlainGroup(node: Json, resolved: boolean): boolean {
  if (!own(node, 'group') || typeof node.group !== 'string' || node.group === '') return false;
  for (const key in node) {
    if (!own(node, key)) return false;
    const value = node[key];
    switch (key) {
      case 'group':
      case 'pages':
        break;
      case 'icon':
        if (typeof value !== 'string' || value.startsWith('fa-')) return false;
        break;
      case 'tag':
        if (typeof value !== 'string') return false;
        break;
      case 'hidden':
      case 'expanded':
      case 'public':
      case 'searchable':
        if (typeof value !== 'boolean') return false;
        break;
      case 'root':
        // (A resolved navigation's root may be a page object.)
        if (resolved || !isPlainPath(value)) return false;
        break;
      default:
        return false;
    }
  }
  return true;
}

/** A plain group (see isPlainGroup): what group() makes of it, in one pass. */
function plainGroup(walk: Walk, node: Json, at: At): Outcome<Json> {
  const pages = own(node, 'pages') ? list(walk, node.pages, 'pages', to(at, 'pages')) : undefined;
  const out: Json = {};
  for (const key in node) out[key] = key === 'pages' ? pages!.value : key === 'root' ? walk.page(node.root as string, true) : node[key];
  // The reference's default: a group without pages has an empty list.
  if (!pages) out.pages = [];
  return { value: out, status: pages ? pages.status : VALID, keep: true, uses: pages ? pages.uses : 0 };
}

function groupHead(walk: Walk, node: Json, at: At): Head {
  const head = headOf(walk);
  // A resolved navigation's root is a page object; a docs.json's is a page path.
  const resolvedRoot = walk.resolved && isResolvedPage(node.root);
  walk.fields(node, resolvedRoot ? GROUP_WITHOUT_ROOT : FIELDS.group, at, head, 'group');
  head.root = resolvedRoot ? node.root : typeof head.fields.root === 'string' ? normalizePagePath(head.fields.root) : undefined;
  for (const key of ['openapi', 'asyncapi'] as const) {
    if (!own(node, key)) continue;
    const specs = (head.specs ??= {});
    const result = groupSpecs[key].safeParse(node[key]);
    if (result.success) specs[key] = result.data;
    else walk.problems(result.error.issues, node[key], to(at, key), 'warning', ': ignored, as the reference build ignores it');
  }
  if (head.specs && own(head.specs, 'openapi') && own(head.specs, 'asyncapi')) {
    walk.warn(to(at, 'asyncapi'), ['asyncapiIgnored']);
    delete head.specs.asyncapi;
  }
  if (own(node, 'graphql')) {
    walk.fail(to(at, 'graphql'), ['graphqlOnGroup']);
    head.status = FATAL;
  }
  return head;
}

function groupEnd(walk: Walk, node: Json, at: At, head: Head, pages: Outcome<unknown[]> | undefined): Outcome<Json> {
  if (pages) head.status = worse(head.status, pages.status);
  const out: Json = {};
  let uses = pages ? pages.uses : 0;
  for (const key in node) {
    if (!own(node, key)) continue;
    if (key === FORBIDDEN) note(head, to(at, key), ['forbidden']);
    else if (key === 'pages') out.pages = pages!.value;
    else if (key === 'root') {
      // A page object of a resolved navigation, or a path.
      if (head.root !== undefined) uses |= graphqlIn((out.root = typeof head.root === 'string' ? walk.page(head.root) : head.root));
    } else if (key === 'openapi' || key === 'asyncapi') {
      if (head.specs && own(head.specs, key)) uses |= graphqlIn((out[key] = head.specs[key]));
    } else if (own(head.fields, key)) uses |= graphqlIn((out[key] = head.fields[key]));
    else if ((CONTENT_KEYS as readonly string[]).includes(key)) note(head, to(at, key), ['cannotHold', 'group', key]);
    else if (!head.failed?.has(key) && key !== 'graphql') uses |= graphqlIn((out[key] = node[key]));
  }
  // The reference's default: a group without pages has an empty list.
  if (!pages) out.pages = [];
  flushNotes(walk, head);
  return { value: out, status: head.status, keep: typeof out.group === 'string' && out.group !== '', uses: uses | nodeUses(out) };
}

/** `navigation.global`: lists of links (`anchors`, `tabs`...), each a division's fields and an `href`. Links that cannot be shown are left out. */
function globalLinks(walk: Walk, value: unknown, at: At): { value: unknown; status: Status } {
  // An own `__proto__` key is ignored below (with a warning), not reported as an unknown key.
  const result = globalFields.safeParse(isObject(value) && own(value, FORBIDDEN) ? Object.fromEntries(Object.entries(value).filter(([k]) => k !== FORBIDDEN)) : value);
  let status: Status = VALID;
  if (!result.success) status = walk.problems(result.error.issues, value, at);
  if (!isObject(value)) return { value: undefined, status };
  const out: Json = {};
  for (const key of Object.keys(value)) {
    const links = value[key];
    if (key === FORBIDDEN) walk.warn(to(at, key), ['forbidden']);
    else if (!(GLOBAL_KEYS as readonly string[]).includes(key)) out[key] = links;
    else if (Array.isArray(links)) {
      const kind = childKind(key as ContentKey);
      out[key] = links.flatMap((entry, i) => {
        const here = to(to(at, key), i);
        if (!isObject(entry)) {
          walk.fail(here, ['notLinkObject', kind, entry]);
          status = FATAL;
          return [];
        }
        const checked: Checked = { fields: {}, failed: undefined, status: VALID };
        walk.fields(entry, LINK_FIELDS[kind]!, here, checked, kind);
        const { fields, failed } = checked;
        status = worse(status, checked.status);
        if (failed?.has(kind) || failed?.has('href')) return [];
        const unsafe = unsafeUrl(fields.href as string);
        if (unsafe) {
          walk.warn(to(here, 'href'), ['unsafeGlobal', unsafe]);
          return [];
        }
        const link: Json = {};
        for (const k of Object.keys(entry)) {
          if (k === FORBIDDEN) walk.warn(to(here, k), ['forbidden']);
          else if (own(fields, k)) link[k] = fields[k];
          else if (!failed?.has(k)) link[k] = entry[k];
        }
        return [link];
      });
    }
  }
  return { value: out, status };
}

/**
 * The two settings around `navigation` that change it, each checked (unless `quiet`: when the
 * whole top level is checked by schema/site.ts) and left out when it does not fit.
 */
export function checkSettings(config: Json, diagnostics: Diagnostic[], options: { quiet?: boolean } = {}): NavSettings {
  const walk = new Walk(options.quiet ? [] : diagnostics, false);
  walk.fields(config, SETTINGS, undefined, { fields: {}, failed: undefined, status: VALID });
  const settings: NavSettings = {};
  const read = (section: unknown, key: string, schema: Shape): unknown => {
    if (!isObject(section) || !own(section, key)) return undefined;
    const result = schema[key]!.safeParse(section[key]);
    return result.success ? result.data : undefined;
  };
  // Each on its own: a wrong `styling.codeblocks` does not cost the eyebrows.
  const eyebrows = read(config.styling, 'eyebrows', shapeOf(styling));
  const drilldown = read(config.interaction, 'drilldown', shapeOf(interaction));
  if (eyebrows !== undefined) settings.eyebrows = eyebrows as NavSettings['eyebrows'];
  if (drilldown !== undefined) settings.drilldown = drilldown as boolean;
  return settings;
}
