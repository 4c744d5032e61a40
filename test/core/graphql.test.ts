// GraphQL reference pages through the public core (resolveDocs). The pages of good schemas are the
// reference build's (test/conformance/graphql-* hold whole sites with the oracle's answers); these
// tests pin what the reference cannot show: a schema that cannot be read is an error at its place,
// with the line and column, and the rest of the navigation still resolves.
import { expect } from '@open-wc/testing';
import { resolveDocs } from '../../src/core/resolve.js';
import { memorySite } from '../helpers/memory.js';

const SDL = `type Query {
  "A user."
  user(id: ID!): User
  users: [User] @deprecated(reason: "Use search.")
}
type Mutation { createUser(name: String = "anon"): User }
"""
  Someone.
"""
type User { id: ID! }
enum Role { ADMIN }
`;

async function resolve(navigation: Record<string, unknown>, files: Record<string, unknown>) {
  const site = memorySite({ 'docs.json': { navigation }, ...files });
  return { ...(await resolveDocs(site.url, { read: site.read })), reads: site.reads };
}

const guides = { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] };

describe('resolveDocs: GraphQL', () => {
  it('adds Queries, Mutations and Types groups after the tab groups, each page with its tag and description', async () => {
    const { navigation, diagnostics } = await resolve({ tabs: [guides, { tab: 'API', graphql: 'schema.graphql', groups: [{ group: 'About', pages: ['api'] }] }] }, { 'schema.graphql': SDL });
    expect(diagnostics).to.deep.equal([]);
    const tab = (navigation.tabs as { groups: { group: string; pages: Record<string, unknown>[] }[] }[])[1]!;
    expect(tab.groups.map((g) => g.group)).to.deep.equal(['About', 'Queries', 'Mutations', 'Types']);
    expect(tab.groups[1]!.pages).to.deep.equal([
      { href: '/graphql-reference/queries/user', title: 'user', description: 'A user.', tag: 'QUERY', graphql: { source: 'schema.graphql', kind: 'query', name: 'user' } },
      { href: '/graphql-reference/queries/users', title: 'users', deprecated: true, tag: 'QUERY', graphql: { source: 'schema.graphql', kind: 'query', name: 'users' } },
    ]);
    expect(tab.groups[3]!.pages.map((p) => `${p.title} ${p.tag} ${p.description ?? ''}`)).to.deep.equal(['Role ENUM ', 'User OBJECT Someone.']);
    expect('graphql' in tab).to.equal(false);
  });

  it('reports a schema it cannot read, with the line and column, and a missing file; the rest resolves', async () => {
    const { navigation, diagnostics } = await resolve(
      { tabs: [guides, { tab: 'Bad', graphql: 'bad.graphql', groups: [{ group: 'Kept', pages: ['kept'] }] }, { tab: 'Gone', graphql: { source: 'missing.graphql' } }, { tab: 'Good', graphql: 'schema.graphql' }] },
      { 'bad.graphql': 'type Query {\n  user: User\n  oops(: Int\n}\n', 'schema.graphql': SDL },
    );
    expect(diagnostics.filter((d) => d.level === 'error').map((d) => `${d.path}: ${d.message}`)).to.deep.equal([
      'navigation.tabs[1].graphql: GraphQL schema "bad.graphql": expected a name, found ":" at line 3, column 8',
      'navigation.tabs[2].graphql: GraphQL schema "missing.graphql": could not fetch https://docs.test/missing.graphql: HTTP 404',
    ]);
    const tabs = navigation.tabs as { tab: string; groups?: { group: string }[] }[];
    expect(tabs.map((t) => t.groups?.map((g) => g.group))).to.deep.equal([['Start'], ['Kept'], undefined, ['Queries', 'Mutations', 'Types']]);
    expect(tabs.every((t) => !('graphql' in t))).to.equal(true);
  });

  it('reads a schema once for every tab that names it', async () => {
    const { reads } = await resolve({ tabs: [{ tab: 'A', graphql: 'schema.graphql' }, { tab: 'B', graphql: 'schema.graphql' }] }, { 'schema.graphql': SDL });
    expect(reads.filter((u) => u.endsWith('schema.graphql'))).to.have.length(1);
  });
});
