import { expect } from '@open-wc/testing';
import { pagerOf } from '../../src/core/pager.js';
import { createScoper, type ResolvedNavigation } from '../../src/core/scope.js';

/** docs.json navigation -> resolved navigation: page strings become page objects titled by their path. */
function resolve(node: unknown): ResolvedNavigation {
  const walk = (n: unknown): unknown => {
    if (typeof n === 'string') return { title: n, href: `/${n}` };
    if (Array.isArray(n)) return n.map(walk);
    if (!n || typeof n !== 'object') return n;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(n)) out[k] = k === 'root' && typeof v === 'string' ? walk(v) : typeof v === 'object' ? walk(v) : v;
    return out;
  };
  return walk(node) as ResolvedNavigation;
}

const nav = resolve({
  versions: [
    {
      version: 'v2',
      tabs: [
        {
          tab: 'Guides',
          groups: [
            { group: 'Start', root: 'start', pages: ['start', 'install', { title: 'Secret', href: '/secret', hidden: true }, { title: 'Draft', href: '/draft', hidden: 'yes' }, { title: 'Blog', href: 'https://blog.example.com' }] },
            { group: 'Deploy', pages: ['deploy/vercel', { group: 'Advanced', root: 'deploy/advanced', pages: ['deploy/advanced/cache'] }, 'deploy/last'] },
            { group: 'Hidden', hidden: true, pages: ['hidden/a'] },
            { group: 'End', pages: ['end'] },
          ],
        },
        { tab: 'API', groups: [{ group: 'Users', pages: ['api/list', 'api/get'] }] },
      ],
    },
    { version: 'v1', groups: [{ group: 'Old', pages: ['v1/one', 'v1/two'] }] },
  ],
});
const scoper = createScoper(nav);

/** [previous title, previous group] and [next title, next group] of the page at href ('' for none). */
function around(href: string): [string, string, string, string] {
  const p = pagerOf(scoper.view(href), href);
  return [p.previous?.page.title ?? '', p.previous?.group ?? '', p.next?.page.title ?? '', p.next?.group ?? ''];
}

describe('pagerOf: previous and next page in the sidebar order', () => {
  const cases: [string, string, [string, string, string, string]][] = [
    ['the first page has no previous; its root page and first page are one', '/start', ['', '', 'install', '']],
    ['hidden pages and external links are skipped; the next group continues, named', '/install', ['start', '', 'deploy/vercel', 'Deploy']],
    ['a nested group: its root page comes before its pages', '/deploy/vercel', ['install', 'Start', 'deploy/advanced', 'Advanced']],
    ['inside the nested group', '/deploy/advanced/cache', ['deploy/advanced', '', 'deploy/last', 'Deploy']],
    ['a hidden group is skipped', '/deploy/last', ['deploy/advanced/cache', 'Advanced', 'end', 'End']],
    ['the last page of a tab has no next: the next tab is another order', '/end', ['deploy/last', 'Deploy', '', '']],
    ['another tab has its own order', '/api/list', ['', '', 'api/get', '']],
    ['another version has its own order', '/v1/two', ['v1/one', '', '', '']],
    ['a trailing slash is the same page', '/api/get/', ['api/list', '', '', '']],
    ['a hidden page gets no pager', '/secret', ['', '', '', '']],
    ['a path that is no page gets no pager', '/nowhere', ['', '', '', '']],
  ];
  for (const [name, href, expected] of cases) {
    it(name, () => expect(around(href)).to.deep.equal(expected));
  }

  it('a page whose frontmatter `url` leads to another site is an external link, skipped; one leading to a path stays', () => {
    const pages = [
      { title: 'One', href: '/one' },
      { title: 'Partner', href: '/partner', url: 'https://example.com/contributing' },
      { title: 'Section', href: '/section', url: '/one#part' },
      { title: 'Mail', href: '/mail', url: 'mailto:docs@example.com' },
      { title: 'Two', href: '/two' },
    ];
    const view = createScoper({ groups: [{ group: 'G', pages }] }).view('/one');
    expect(pagerOf(view, '/one').next?.page.title).to.equal('Section');
    expect(pagerOf(view, '/section').next?.page.title).to.equal('Two');
  });

  it('a sidebar of 1,000 nested groups (the deepest the core lets through)', () => {
    const page = (s: string) => ({ title: s, href: `/${s}` });
    let group: unknown = { group: 'g1000', pages: [page('deep/last')] };
    for (let i = 999; i > 0; i--) group = { group: `g${i}`, pages: [page(`deep/${i}`), group] };
    const deep = createScoper({ groups: [group] } as ResolvedNavigation);
    const p = pagerOf(deep.view('/deep/last'), '/deep/last');
    expect(p.previous?.page.title).to.equal('deep/999');
    expect(p.previous?.group).to.equal('g999');
    expect(p.next).to.equal(undefined);
  });
});
