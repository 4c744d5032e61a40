import { expect } from '@open-wc/testing';
import { filterIndex, filterPages, fold } from '../../src/core/filter.js';
import type { ResolvedNavigation } from '../../src/core/scope.js';

const p = (href: string, title: string, extra: Record<string, unknown> = {}) => ({ href, title, ...extra });
const nav = {
  versions: [
    {
      version: 'v2',
      languages: [
        {
          language: 'en',
          tabs: [
            {
              tab: 'Guides',
              groups: [
                { group: 'Get started', root: p('/start', 'Start here'), pages: [p('/install', 'Installation'), p('/secret', 'Secret install', { hidden: true }), p('/draft', 'Draft install', { hidden: 'yes' }), p('https://blog.example.com', 'Install blog')] },
                { group: 'Déploiement', pages: [p('/deploy/vercel', 'Vercel'), { group: 'Advanced', pages: [p('/deploy/cache', 'Caching', { description: 'Keep responses for later', keywords: ['cdn'] })] }] },
                { group: 'Hidden', hidden: true, pages: [p('/hidden/install', 'Hidden install')] },
              ],
            },
            { tab: 'API', pages: [p('/api/users', 'List users', { sidebarTitle: 'Users' })] },
          ],
        },
        { language: 'fr', pages: [p('/fr/install', 'Installer')] },
      ],
    },
    { version: 'v1', pages: [p('/v1/install', 'Install v1')] },
  ],
} as unknown as ResolvedNavigation;
const index = filterIndex(nav);
const find = (query: string, version = 'v2', language = 'en') => filterPages(index, query, { version, language }).matches.map((m) => m.entry.page.href);

describe('fold: case, accents and spaces do not matter', () => {
  const cases: [string, string][] = [
    ['Déploiement', 'deploiement'],
    ['  ÉLAN   Vital ', 'elan vital'],
    ['Ǆemal', 'dzemal'],
    ['naïve café', 'naive cafe'],
  ];
  for (const [input, folded] of cases) it(`${input} -> ${folded}`, () => expect(fold(input)).to.equal(folded));
});

describe('filterIndex: the pages a reader can be sent to', () => {
  it('once each, in document order, with their trail, version and language; hidden (by any true value: `hidden: yes` in frontmatter) and external ones left out', () => {
    expect(index.map((e) => [e.page.href, e.trail.join(' > '), e.version, e.language])).to.deep.equal([
      ['/start', 'Guides > Get started', 'v2', 'en'],
      ['/install', 'Guides > Get started', 'v2', 'en'],
      ['/deploy/vercel', 'Guides > Déploiement', 'v2', 'en'],
      ['/deploy/cache', 'Guides > Déploiement > Advanced', 'v2', 'en'],
      ['/api/users', 'API', 'v2', 'en'],
      ['/fr/install', '', 'v2', 'fr'],
      ['/v1/install', '', 'v1', undefined],
    ]);
  });

  it('a page nested 5,000 groups deep is found without recursion', () => {
    let group: unknown = { group: 'g5000', pages: [p('/deep', 'Deepest page')] };
    for (let i = 4999; i > 0; i--) group = { group: `g${i}`, pages: [group] };
    const deep = filterIndex({ groups: [group] } as unknown as ResolvedNavigation);
    expect(deep.map((e) => [e.page.href, e.trail.length])).to.deep.equal([['/deep', 5000]]);
  });
});

describe('filterPages: matches in the current version and language, best first', () => {
  const cases: [string, string, string[]][] = [
    ['a title that starts with the query comes first, then one holding it, then other text', 'inst', ['/install']],
    ['case and accents do not matter, in the query or the text', 'DEPLOIEMENT', ['/deploy/vercel', '/deploy/cache']],
    ['every word must match, anywhere in the title, groups, description or keywords', 'advanced cdn', ['/deploy/cache']],
    ['descriptions match', 'responses', ['/deploy/cache']],
    ['the sidebar title is what is ranked', 'users', ['/api/users']],
    ['the title matches too', 'list', ['/api/users']],
    ['a word start ranks before a word middle', 'here', ['/start']],
    ['nothing matches', 'zzz', []],
    ['an empty query matches nothing', '   ', []],
  ];
  for (const [name, query, expected] of cases) it(name, () => expect(find(query)).to.deep.equal(expected));

  it('another language and version have their own pages', () => {
    expect(find('install', 'v2', 'fr')).to.deep.equal(['/fr/install']);
    expect(find('install', 'v1', 'en')).to.deep.equal(['/v1/install']);
  });

  it('ranks: the label starting with the query, then a word of it, then inside it, then other text', () => {
    const idx = filterIndex({ pages: [p('/d', 'Other', { description: 'cache' }), p('/c', 'Mycache'), p('/b', 'My cache'), p('/a', 'Cache')] } as unknown as ResolvedNavigation);
    expect(filterPages(idx, 'cache').matches.map((m) => [m.entry.page.href, m.rank])).to.deep.equal([['/a', 0], ['/b', 1], ['/c', 2], ['/d', 3]]);
  });

  it('finds a page by a title that is a number (`title: 2024` in frontmatter)', () => {
    const idx = filterIndex({ pages: [p('/changelog/2024', 2024 as unknown as string), p('/changelog/old', 'Old', { sidebarTitle: 2023 })] } as unknown as ResolvedNavigation);
    expect(filterPages(idx, '2024').matches.map((m) => [m.entry.page.href, m.entry.label])).to.deep.equal([['/changelog/2024', '2024']]);
    expect(filterPages(idx, '2023').matches.map((m) => m.entry.label)).to.deep.equal(['2023']);
  });

  it('counts every match, and returns at most the limit', () => {
    const many = filterIndex({ pages: Array.from({ length: 120 }, (_, i) => p(`/p${i}`, `Page ${i}`)) } as unknown as ResolvedNavigation);
    const { matches, total } = filterPages(many, 'page', { limit: 20 });
    expect(total).to.equal(120);
    expect(matches).to.have.length(20);
  });
});
