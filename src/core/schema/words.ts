/**
 * The sentences of the problems the walk (walk.ts) finds in a navigation's structure, told once
 * the walk is over, with zod's (issues.ts): in the script-tag bundle they are a chunk of their
 * own, which only a config with a problem needs. The walk names a problem by its kind and what
 * it names (a `Said`, see below); each kind here makes its sentence.
 */
import { typeName } from './values.js';

const quoted = (keys: readonly string[]): string => keys.map((k) => `"${k}"`).join(', ');
/** `a tab`, `the navigation`. */
const aNode = (kind: string): string => (kind === 'navigation' ? 'the navigation' : `a ${kind}`);

export const WORDS = {
  noLabel: (key: string) => `has no "${key}" label (a non-empty string)`,
  notAllowed: (kind: string, key: string) => `is not allowed on ${aNode(kind)} (only on ${key === 'sdk' ? 'tabs and groups' : 'tabs'})`,
  specTabExtra: (spec: string, extra: readonly string[]) => `has "${spec}", so it may hold nothing but "groups" beside its own fields, not ${quoted(extra)}`,
  /** `dropped`: each kind of content dropped, and why (see divisionEnd). */
  keeps: (chosen: string | undefined, dropped: readonly (readonly [key: string, why: string])[]) => {
    const listed = dropped.map(([key, why]) => `"${key}" (${why})`);
    return `${chosen ? `keeps "${chosen}"` : 'keeps no content'}: the reference build drops its ${listed.length > 1 ? `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}` : listed[0]}`;
  },
  both: (chosen: string, key: string) => `has both "${chosen}" and "${key}": one kind of content per level, "${key}" is ignored`,
  noneOf: (order: readonly string[], unknown: readonly string[]) => `has none of ${quoted(order)}${unknown.length ? ` (unknown: ${quoted(unknown)})` : ''}`,
  forbidden: () => 'is not a docs.json key: ignored (as a key it would change what every field of this node inherits)',
  cannotHold: (kind: string, key: string) => `${aNode(kind)} cannot hold "${key}": ignored`,
  notLink: (value: string) => `"${value}" is not a URL, an absolute path (/...), a #fragment or a mailto: link`,
  unsafeLink: (unsafe: string) => `${unsafe}: not shown as a link`,
  unsafeGlobal: (unsafe: string) => `${unsafe}: the link is left out`,
  notArray: (value: unknown) => `must be an array, not ${typeName(value)}`,
  empty: (kind: string) => `is empty: list at least one ${kind}`,
  notNode: (kind: string, value: unknown) => `must be a ${kind === 'item' ? 'menu item' : kind} object, not ${typeName(value)}`,
  emptyPath: () => 'is an empty page path',
  notPage: (value: unknown) => `must be a page path or a group, not ${typeName(value)}`,
  asyncapiIgnored: () => 'is ignored beside "openapi", as the reference build ignores it',
  graphqlOnGroup: () => 'is not allowed on a group (only on tabs)',
  notLinkObject: (kind: string, value: unknown) => `must be a ${kind} link {${kind}, href}, not ${typeName(value)}`,
  notObject: (value: unknown) => `must be an object, not ${typeName(value)}`,
};

/** A problem as the walk names it: its kind and what its sentence names. */
export type Said = { [K in keyof typeof WORDS]: [K, ...Parameters<(typeof WORDS)[K]>] }[keyof typeof WORDS];

/** The sentence of a problem the walk named. */
export function sentence([kind, ...args]: Said): string {
  return (WORDS[kind] as (...a: unknown[]) => string)(...args);
}
