// AsyncAPI channel pages through the public core (resolveDocs). The pages of a good document are
// the reference build's (test/conformance/ holds whole sites with the oracle's answers); these
// tests pin what the reference cannot show: every failure is an error at its place, and the rest
// of the navigation still resolves.
import { expect } from '@open-wc/testing';
import { resolveDocs } from '../../src/core/resolve.js';
import { memorySite } from '../helpers/memory.js';

const CHAT = {
  asyncapi: '3.0.0',
  info: { title: 'Chat', version: '1' },
  channels: {
    roomMessages: { address: '/rooms/{id}', summary: 'Messages in a room.', tags: [{ name: 'Chat' }] },
    presence: { address: '/presence', title: 'Presence', description: 'Who is online.' },
  },
};

const guides = { tab: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] };

async function resolve(navigation: Record<string, unknown>, files: Record<string, unknown> = {}) {
  const site = memorySite({ 'docs.json': { navigation }, ...files });
  return resolveDocs(site.url, { read: site.read });
}

const errors = (ds: { level: string; path: string; message: string }[], level = 'error') => ds.filter((d) => d.level === level).map((d) => `${d.path}: ${d.message}`);

describe('resolveDocs: AsyncAPI', () => {
  it('adds a group per channel tag after the division content, a page per channel, from a YAML file', async () => {
    const yaml = `asyncapi: 3.0.0
info: { title: Chat, version: '1' }
channels:
  roomMessages:
    address: /rooms/{id}
    summary: Messages in a room.
    tags: [{ name: Chat }]
  presence:
    address: /presence
    title: Presence
    description: Who is online.
`;
    const { navigation, diagnostics } = await resolve({ tabs: [guides, { tab: 'Realtime', asyncapi: 'specs/chat.yaml', groups: [{ group: 'About', pages: ['realtime'] }] }] }, { 'specs/chat.yaml': yaml });
    expect(diagnostics).to.deep.equal([]);
    expect((navigation.tabs as unknown[])[1]).to.deep.equal({
      tab: 'Realtime',
      groups: [
        { group: 'About', pages: [{ title: 'Realtime', href: '/realtime' }] },
        { group: 'Chat', pages: [{ asyncapi: '/specs/chat.yaml roomMessages', href: '/api-reference/chat/roommessages', title: 'Room messages', description: 'Messages in a room.' }] },
        { group: 'Websockets', pages: [{ asyncapi: '/specs/chat.yaml presence', href: '/api-reference/websockets/presence', title: 'Presence', description: 'Who is online.' }] },
      ],
    });
  });

  it('on a group, adds the channel groups to its pages, under its directory', async () => {
    const { navigation, diagnostics } = await resolve({ groups: [{ group: 'Sockets', asyncapi: { source: '/chat.json', directory: 'ws' }, pages: ['overview'] }] }, { 'chat.json': CHAT });
    expect(diagnostics).to.deep.equal([]);
    const pages = (navigation.groups as { pages: { group?: string; href?: string; pages?: { href: string }[] }[] }[])[0]!.pages;
    expect(pages.map((p) => p.group ?? p.href)).to.deep.equal(['/overview', 'Chat', 'Websockets']);
    expect(pages[1]!.pages!.map((p) => p.href)).to.deep.equal(['/ws/chat/roommessages']);
  });

  it('reports an AsyncAPI 2 document, a missing file and a document without channels at their places; the rest resolves', async () => {
    const { navigation, diagnostics } = await resolve(
      {
        tabs: [
          guides,
          { tab: 'Old', asyncapi: 'v2.json', groups: [{ group: 'Kept', pages: ['kept'] }] },
          { tab: 'Gone', asyncapi: ['missing.yaml', 'chat.json'] },
          { tab: 'Empty', asyncapi: 'empty.json' },
        ],
      },
      { 'v2.json': { asyncapi: '2.6.0', info: { title: 'Old', version: '1' }, channels: { a: {} } }, 'chat.json': CHAT, 'empty.json': { asyncapi: '3.0.0', info: { title: 'E', version: '1' }, channels: {} } },
    );
    expect(errors(diagnostics)).to.deep.equal([
      'navigation.tabs[1].asyncapi: "v2.json" is AsyncAPI 2.6.0: only AsyncAPI 3 documents have pages',
      'navigation.tabs[2].asyncapi[0]: could not read the AsyncAPI file "missing.yaml": could not fetch https://docs.test/missing.yaml: HTTP 404',
      'navigation.tabs[3].asyncapi: "empty.json" defines no channels',
    ]);
    const tabs = navigation.tabs as { tab: string; groups?: { group: string }[] }[];
    expect(tabs[1]!.groups!.map((g) => g.group)).to.deep.equal(['Kept']);
    // The good file of a list still gives its pages.
    expect(tabs[2]!.groups!.map((g) => g.group)).to.deep.equal(['Chat', 'Websockets']);
    expect(tabs[3]!.groups).to.deep.equal([]);
    expect(tabs.every((t) => !('asyncapi' in t))).to.equal(true);
  });

  it('warns about asyncapi on the navigation itself (the reference makes no pages there) and checks the field like openapi', async () => {
    const { diagnostics } = await resolve({ asyncapi: 'chat.json', tabs: [guides, { tab: 'Bad', asyncapi: 5, groups: [{ group: 'G', pages: ['g'] }] }] }, { 'chat.json': CHAT });
    expect(errors(diagnostics, 'warning')).to.deep.equal(['navigation.asyncapi: the reference build makes no pages for an asyncapi on the navigation itself: put it on a tab, a group or another division']);
    expect(errors(diagnostics).map((e) => e.split(':')[0])).to.deep.equal(['navigation.tabs[1].asyncapi']);
  });

  it('reads each file once however many places name it', async () => {
    const site = memorySite({ 'docs.json': { navigation: { tabs: [{ tab: 'A', asyncapi: 'chat.json' }, { tab: 'B', asyncapi: '/chat.json' }] } }, 'chat.json': CHAT });
    const { navigation } = await resolveDocs(site.url, { read: site.read });
    expect(site.reads.filter((u) => u.endsWith('chat.json'))).to.have.length(1);
    expect((navigation.tabs as { groups: unknown[] }[]).map((t) => t.groups.length)).to.deep.equal([2, 2]);
  });
});
