// The OpenAPI stage. Every expected value below was checked against the reference build
// (Mintlify's published packages, run through the oracle's golden.mjs on the same docs.json and specs).
import { expect } from '@open-wc/testing';
import { expandOpenApi, parseSpecText, type OpenApiResult, type PageMeta } from '../../src/core/openapi/index.js';

type Files = Record<string, unknown>;

/** Runs the stage with specs held in memory (objects, or text parsed like a real file). */
async function run(navigation: Record<string, unknown>, files: Files, calls: string[] = []): Promise<OpenApiResult> {
  return expandOpenApi(navigation, async (source) => {
    calls.push(source);
    const file = files[source.replace(/^\/+/, '')];
    if (file === undefined) throw new Error(`file not found: ${source}`);
    return typeof file === 'string' ? parseSpecText(file, source) : file;
  });
}

/** The navigation with slugs replaced by page metadata, the way the page-decoration stage does it. */
function decorate(res: OpenApiResult): any {
  const walk = (node: any): any => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'string') {
      const cleaned = node.replace(/^\/+/, '').replace(/\/$/, '');
      return res.pages.get(cleaned) ?? res.pages.get(node) ?? node;
    }
    if (!node || typeof node !== 'object') return node;
    const out: any = {};
    for (const [k, v] of Object.entries(node)) if (k !== 'openapi') out[k] = walk(v);
    return out;
  };
  return walk(res.navigation);
}

const ok = { '200': { description: 'ok' } };

/** The spec of most tests: tags with x-group, duplicate summaries, no summary, hidden, excluded, x-mint, a webhook. */
const petSpec = () => ({
  openapi: '3.1.0',
  info: { title: 'T', version: '1.0' },
  tags: [{ name: 'Users', 'x-group': 'People' }],
  paths: {
    '/users': {
      get: { summary: 'List Users', description: 'Lists them', tags: ['Users'], responses: ok },
      post: { summary: 'List Users', tags: ['Users'], deprecated: true, responses: ok },
    },
    '/users/{id}': {
      delete: { tags: ['Users'], deprecated: false, responses: ok },
      get: { summary: 'Hidden one', 'x-hidden': true, tags: ['Users'], responses: ok },
      put: { summary: 'Excluded one', 'x-excluded': true, responses: ok },
      patch: {
        summary: 'Minty',
        'x-mint': { href: '/custom/Place.v2', metadata: { title: 'Over', tag: 'NEW' }, groups: ['admin'] },
        responses: ok,
      },
    },
    '/': { get: { responses: ok } },
  },
  webhooks: { newPet: { post: { summary: 'New pet!', description: 'Fired', responses: ok } } },
});

const PEOPLE_BULK = [
  { title: 'List Users', description: 'Lists them', openapi: '/openapi.json get /users', href: '/api-reference/users/list-users' },
  { title: 'List Users', deprecated: true, openapi: '/openapi.json post /users', href: '/api-reference/users/list-users-1' },
  { title: 'Delete users', deprecated: false, openapi: '/openapi.json delete /users/{id}', href: '/api-reference/users/delete-users' },
];
const MINTY = {
  title: 'Over',
  sidebarTitle: 'Place',
  tag: 'NEW',
  groups: ['admin'],
  openapi: '/openapi.json patch /users/{id}',
  href: '/custom/place',
};

describe('expandOpenApi: bulk generation', () => {
  it('appends every operation, grouped by tag (x-group names the group), to a division\'s groups', async () => {
    const res = await run(
      { tabs: [{ tab: 'API', openapi: 'openapi.json', groups: [{ group: 'Intro', pages: ['intro'] }] }] },
      { 'openapi.json': petSpec() },
    );
    expect(res.diagnostics).to.deep.equal([]);
    const tab = res.navigation.tabs as any[];
    expect(tab[0]).to.not.have.property('openapi');
    expect(tab[0].groups).to.deep.equal([
      { group: 'Intro', pages: ['intro'] },
      {
        group: 'People',
        pages: ['api-reference/users/list-users', 'api-reference/users/list-users-1', 'api-reference/users/delete-users'],
      },
      { group: 'API Reference', pages: ['custom/place', 'api-reference/get-', 'api-reference/new-pet!'] },
    ]);
    const d = decorate(res);
    expect(d.tabs[0].groups[1].pages).to.deep.equal(PEOPLE_BULK);
    expect(d.tabs[0].groups[2].pages).to.deep.equal([
      MINTY,
      { title: 'Get ', openapi: '/openapi.json get /', href: '/api-reference/get-' },
      { title: 'New pet!', description: 'Fired', openapi: '/openapi.json webhook newPet', href: '/api-reference/new-pet!' },
    ]);
  });

  it('keeps hidden operations out of the navigation but in the page map; excluded ones nowhere', async () => {
    const res = await run({ groups: [{ group: 'G', openapi: 'openapi.json' }] }, { 'openapi.json': petSpec() });
    expect(res.pages.get('api-reference/users/hidden-one')).to.deep.equal({
      title: 'Hidden one',
      openapi: '/openapi.json get /users/{id}',
      href: '/api-reference/users/hidden-one',
    });
    expect(JSON.stringify(res.navigation)).to.not.contain('hidden-one');
    expect(JSON.stringify([...res.pages.values()])).to.not.contain('put /users');
  });

  it('appends generated groups to a group\'s pages, after its own pages; directory sets the folder', async () => {
    const yaml = [
      'openapi: 3.0.3',
      'info: {title: s, version: "1"}',
      'x-common: &common',
      '  tags: [Items]',
      '  responses: {"200": {description: ok}}',
      'paths:',
      '  /items/{id}/parts:',
      '    get:',
      '      <<: *common',
      '    post:',
      '      <<: *common',
      '      summary: Add part',
    ].join('\n');
    const res = await run(
      { groups: [{ group: 'Bulk', openapi: { source: 'small.yaml', directory: 'small' }, pages: ['overview'] }] },
      { 'small.yaml': yaml },
    );
    expect(decorate(res).groups[0]).to.deep.equal({
      group: 'Bulk',
      pages: [
        'overview',
        {
          group: 'Items',
          pages: [
            { title: 'Get items parts', openapi: '/small.yaml get /items/{id}/parts', href: '/small/items/get-items-parts' },
            { title: 'Add part', openapi: '/small.yaml post /items/{id}/parts', href: '/small/items/add-part' },
          ],
        },
      ],
    });
  });

  it('creates a tag group even when all its operations are hidden (it stays empty)', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'V3', version: '1' },
      paths: { '/hidden': { get: { summary: 'Secret op', 'x-hidden': true, responses: ok } } },
    };
    const res = await run({ tabs: [{ tab: 'B', openapi: 'v3.json', groups: [{ group: 'x', pages: ['a'] }] }] }, { 'v3.json': spec });
    expect((res.navigation.tabs as any[])[0].groups).to.deep.equal([
      { group: 'x', pages: ['a'] },
      { group: 'API Reference', pages: [] },
    ]);
  });

  it('resolves path-item $ref in bulk generation', async () => {
    const spec = {
      openapi: '3.0.3',
      info: { title: 'V3', version: '1' },
      paths: { '/things': { $ref: '#/x-paths/things' } },
      'x-paths': { things: { get: { summary: 'Get things', description: 'From ref', tags: ['Stuff'], responses: ok } } },
    };
    const res = await run({ tabs: [{ tab: 'B', openapi: [{ source: '/specs/v3.json', directory: 'bee' }], groups: [] }] }, { 'specs/v3.json': spec });
    expect(decorate(res).tabs[0].groups).to.deep.equal([
      {
        group: 'Stuff',
        pages: [{ title: 'Get things', description: 'From ref', openapi: '/specs/v3.json get /things', href: '/bee/stuff/get-things' }],
      },
    ]);
  });

  it('never suffixes duplicates whose directory has upper-case letters (the reference compares before lower-casing)', async () => {
    const res = await run(
      { groups: [{ group: 'Dir', openapi: { source: 'openapi.json', directory: 'Custom/Dir' } }] },
      { 'openapi.json': petSpec() },
    );
    const people = (res.navigation.groups as any[])[0].pages[0];
    expect(people.pages).to.deep.equal(['custom/dir/users/list-users', 'custom/dir/users/list-users', 'custom/dir/users/delete-users']);
    // One page map entry: the later operation's.
    expect(res.pages.get('custom/dir/users/list-users')!.openapi).to.equal('/openapi.json post /users');
  });
});

describe('expandOpenApi: endpoint references', () => {
  it('replaces references by slugs among pages and nested groups; the owner gets no bulk pages', async () => {
    const nav = {
      groups: [
        {
          group: 'G',
          openapi: '/openapi.json',
          pages: ['intro2', 'GET /users', 'POST /users/', { group: 'Nested', pages: ['DELETE /users/{id}', 'WEBHOOK newPet'] }],
        },
      ],
    };
    const res = await run(nav, { 'openapi.json': petSpec() });
    expect(res.diagnostics).to.deep.equal([]);
    expect(res.navigation.groups).to.deep.equal([
      {
        group: 'G',
        openapi: '/openapi.json',
        pages: [
          'intro2',
          'api-reference/users/list-users',
          'api-reference/users/list-users',
          { group: 'Nested', pages: ['api-reference/users/delete-users', 'api-reference/new-pet!'] },
        ],
      },
    ]);
    // Both references got the same slug (no de-duplication between references): the later write wins.
    expect(res.pages.get('api-reference/users/list-users')).to.deep.equal({
      title: 'List Users',
      deprecated: true,
      openapi: '/openapi.json post /users',
      href: '/api-reference/users/list-users',
    });
  });

  it('lets bulk pages, written after all references, win a shared slug', async () => {
    const nav = {
      tabs: [
        { tab: 'API', openapi: 'openapi.json', groups: [] },
        { tab: 'Refs', groups: [{ group: 'G', openapi: 'openapi.json', pages: ['POST /users'] }] },
      ],
    };
    const res = await run(nav, { 'openapi.json': petSpec() });
    expect(decorate(res).tabs[1].groups[0].pages).to.deep.equal([PEOPLE_BULK[0]]);
  });

  it('writes page metadata for a slug shared by references in document order', async () => {
    const api = {
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      paths: {
        '/x': { get: { summary: 'Same', description: 'from x', tags: ['t'], responses: ok } },
        '/y': { get: { summary: 'Same', description: 'from y', tags: ['t'], responses: ok } },
      },
    };
    const nav = {
      groups: [
        { group: 'One', openapi: 'api.json', pages: ['GET /x'] },
        { group: 'Two', openapi: 'api.json', pages: ['GET /y'] },
      ],
    };
    const res = await run(nav, { 'api.json': api });
    const page = { title: 'Same', description: 'from y', openapi: '/api.json get /y', href: '/api-reference/t/same' };
    expect(decorate(res).groups.map((g: any) => g.pages[0])).to.deep.equal([page, page]);
  });

  it('shows a hidden operation when referenced explicitly', async () => {
    const res = await run({ groups: [{ group: 'G', openapi: 'openapi.json', pages: ['GET /users/{id}'] }] }, { 'openapi.json': petSpec() });
    expect(decorate(res).groups[0].pages).to.deep.equal([
      { title: 'Hidden one', openapi: '/openapi.json get /users/{id}', href: '/api-reference/users/hidden-one' },
    ]);
  });

  it('a WEBHOOK reference makes pages for every method of the webhook and shows the first (HTTP method order)', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      tags: [{ name: 'alpha', 'x-group': 'Shared' }],
      paths: {},
      webhooks: {
        hook: {
          post: { 'x-mint': { metadata: { sidebarTitle: 'Hooky' }, href: '/hooks/my-hook' }, responses: ok },
          put: { summary: 'Hook put', tags: ['alpha'], responses: ok },
        },
      },
    };
    const res = await run({ groups: [{ group: 'G', openapi: { source: 'api.json', directory: '' }, pages: ['WEBHOOK hook'] }] }, { 'api.json': spec });
    expect(res.navigation.groups).to.deep.equal([{ group: 'G', openapi: { source: 'api.json', directory: '' }, pages: ['alpha/hook-put'] }]);
    expect(res.pages.get('alpha/hook-put')).to.deep.equal({ title: 'Hook put', openapi: '/api.json webhook hook', href: '/alpha/hook-put' });
    expect(res.pages.get('hooks/my-hook')).to.deep.equal({
      title: 'My hook',
      sidebarTitle: 'Hooky',
      openapi: '/api.json webhook hook',
      href: '/hooks/my-hook',
    });
  });
});

describe('expandOpenApi: inheritance, override and directory', () => {
  const rootSpec = {
    openapi: '3.1.0',
    info: { title: 'Root', version: '1' },
    paths: { '/rootop': { get: { summary: 'Root Op', operationId: 'rootOp', responses: ok } } },
  };
  const v3 = {
    openapi: '3.0.3',
    info: { title: 'V3', version: '1' },
    paths: { '/things': { get: { summary: 'Get things', tags: ['Stuff'], responses: ok } } },
  };

  it('inherits the nearest openapi (first list entry) and its directory; a file part overrides the spec only', async () => {
    const nav = {
      tabs: [
        { tab: 'A', openapi: ['specs/v3.json', 'other.json'], groups: [{ group: 'Explicit', pages: ['GET /things', 'specs/root.json GET /rootop'] }] },
        { tab: 'B', openapi: [{ source: '/specs/v3.json', directory: 'bee' }], groups: [{ group: 'Mixed', pages: ['specs/root.json GET /rootop', 'page-b'] }] },
      ],
    };
    const calls: string[] = [];
    const res = await run(nav, { 'specs/v3.json': v3, 'specs/root.json': rootSpec }, calls);
    expect(calls.sort()).to.deep.equal(['/specs/root.json', '/specs/v3.json']);
    const d = decorate(res);
    // Tab A: references without a file part make it "explicit": no bulk pages.
    expect(d.tabs[0].groups).to.deep.equal([
      {
        group: 'Explicit',
        pages: [
          { title: 'Get things', openapi: '/specs/v3.json get /things', href: '/api-reference/stuff/get-things' },
          { title: 'Root Op', openapi: '/specs/root.json get /rootop', href: '/api-reference/root-op' },
        ],
      },
    ]);
    // Tab B: a reference with a file part keeps the inherited directory and does not stop bulk pages.
    expect(d.tabs[1].groups).to.deep.equal([
      {
        group: 'Mixed',
        pages: [{ title: 'Root Op', openapi: '/specs/root.json get /rootop', href: '/bee/root-op' }, 'page-b'],
      },
      { group: 'Stuff', pages: [{ title: 'Get things', openapi: '/specs/v3.json get /things', href: '/bee/stuff/get-things' }] },
    ]);
    expect(res.diagnostics).to.deep.equal([
      {
        level: 'warning',
        path: 'navigation.tabs[0].openapi',
        message: 'Only the first OpenAPI spec of a list is used (as in Mintlify); the other 1 are ignored',
      },
    ]);
  });

  it('lets a nested openapi override the inherited one', async () => {
    const nav = {
      tabs: [{ tab: 'A', openapi: 'specs/v3.json', groups: [{ group: 'G', openapi: { source: 'specs/root.json', directory: 'root' }, pages: ['GET /rootop'] }] }],
    };
    const res = await run(nav, { 'specs/v3.json': v3, 'specs/root.json': rootSpec });
    const d = decorate(res);
    expect(d.tabs[0].groups[0].pages).to.deep.equal([{ title: 'Root Op', openapi: '/specs/root.json get /rootop', href: '/root/root-op' }]);
    // The tab's own spec still gets bulk pages: the reference resolved against the group's spec.
    expect(d.tabs[0].groups[1].group).to.equal('Stuff');
  });

  it('ignores an openapi setting on the navigation root (the schema drops it)', async () => {
    const res = await run({ openapi: 'specs/root.json', groups: [{ group: 'G', pages: ['GET /rootop'] }] }, { 'specs/root.json': rootSpec });
    expect(res.navigation.groups).to.deep.equal([{ group: 'G', pages: ['GET /rootop'] }]);
    expect(res.diagnostics.map((d) => [d.level, d.path])).to.deep.equal([
      ['warning', 'navigation.openapi'],
      ['warning', 'navigation.groups[0].pages[0]'],
    ]);
  });

  it('joins directory like a path: leading slash kept, ./ and .. resolved, x-mint href ignores it', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      paths: {
        '/trail/': { get: { summary: "It's a {weird} -- name (yes).", tags: ['Weird Tag (v2).x'], responses: ok } },
        '/c/{id}/d': { post: { tags: ['gamma'], responses: ok } },
      },
    };
    const res = await run(
      {
        versions: [
          { version: 'v1', openapi: { source: '/api.json', directory: '/v1/' }, anchors: [{ anchor: 'X', pages: ['p1'] }] },
          { version: 'v2', openapi: { source: 'api.json', directory: './docs/../API Ref' }, groups: [] },
        ],
      },
      { 'api.json': spec },
    );
    const versions = res.navigation.versions as any[];
    expect(versions[0]).to.deep.equal({
      version: 'v1',
      anchors: [{ anchor: 'X', pages: ['p1'] }],
      groups: [
        { group: 'Weird Tag (v2).x', pages: ['/v1/weird-tag-v2x/its-a---name-yes'] },
        { group: 'gamma', pages: ['/v1/gamma/post-c-d'] },
      ],
    });
    expect(res.pages.get('/v1/gamma/post-c-d')).to.deep.equal({ title: 'Post c d', openapi: '/api.json post /c/{id}/d', href: '/v1/gamma/post-c-d' });
    expect(versions[1].groups[1].pages).to.deep.equal(['api ref/gamma/post-c-d']);
  });
});

describe('expandOpenApi: x-mint, deprecated, titles', () => {
  it('applies x-mint href (extension dropped, lower-cased), metadata, and merges path-level and operation groups', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      paths: {
        '/trail/': {
          'x-mint': { groups: ['pathgroup'] },
          get: {
            summary: 'Trail',
            tags: ['Shared'],
            'x-mint': { groups: ['opgroup'], metadata: { groups: [{ includes: ['a'] }, 'named'], icon: 'star' } },
            responses: ok,
          },
          post: { summary: 'Trail post', tags: ['Shared'], 'x-mint': { metadata: { groups: ['m1'] }, groups: ['g2'] }, responses: ok },
          head: { summary: 'UPPER {id} Case', 'x-mint': { href: 'Custom/Path/Page.Name.ext' }, responses: ok },
        },
      },
    };
    const res = await run({ groups: [{ group: 'G', openapi: 'api.json' }] }, { 'api.json': spec });
    expect(decorate(res).groups[0].pages).to.deep.equal([
      {
        group: 'Shared',
        pages: [
          {
            title: 'Trail',
            groups: [{ includes: ['a'] }, { includes: ['named', 'pathgroup', 'opgroup'] }],
            icon: 'star',
            openapi: '/api.json get /trail/',
            href: '/api-reference/shared/trail',
          },
          { title: 'Trail post', groups: ['m1', 'pathgroup', 'g2'], openapi: '/api.json post /trail/', href: '/api-reference/shared/trail-post' },
        ],
      },
      {
        group: 'API Reference',
        pages: [
          {
            title: 'UPPER {id} Case',
            sidebarTitle: 'Page.name',
            groups: ['pathgroup'],
            openapi: '/api.json head /trail/',
            href: '/custom/path/page.name',
          },
        ],
      },
    ]);
  });

  it('only explicit references lose path-level x-mint groups', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      paths: { '/a': { 'x-mint': { groups: ['pathgroup'] }, get: { summary: 'A', responses: ok } } },
    };
    const res = await run({ groups: [{ group: 'G', openapi: 'api.json', pages: ['GET /a'] }] }, { 'api.json': spec });
    expect(res.pages.get('api-reference/a')).to.deep.equal({ title: 'A', openapi: '/api.json get /a', href: '/api-reference/a' });
  });

  it('titles from the summary, else from the slug ("method-path"); a spec path with spaces loses summary titles', async () => {
    const spec = {
      openapi: '3.1.0',
      info: { title: 'x', version: '1' },
      paths: {
        '/weird': {
          delete: { summary: '.', deprecated: false, responses: ok },
          put: { summary: '-Lead and trail-', tags: ['Big Tag'], responses: ok },
          patch: { summary: '', responses: ok },
        },
      },
    };
    const res = await run({ groups: [{ group: 'G', openapi: { source: 'my spec.json', directory: 'ref' } }] }, { 'my spec.json': spec });
    expect(decorate(res).groups[0].pages).to.deep.equal([
      { group: 'Big Tag', pages: [{ title: 'Lead and trail', openapi: '/my spec.json put /weird', href: '/ref/big-tag/lead-and-trail' }] },
      {
        group: 'API Reference',
        pages: [
          { title: 'Ref', deprecated: false, openapi: '/my spec.json delete /weird', href: '/ref' },
          { title: 'Patch weird', openapi: '/my spec.json patch /weird', href: '/ref/patch-weird' },
        ],
      },
    ]);
  });
});

describe('expandOpenApi: errors and diagnostics', () => {
  const spec = () => ({
    openapi: '3.0.3',
    info: { title: 'x', version: '1' },
    paths: {
      '/a': { get: { summary: 'A', responses: ok } },
      '/ex': { get: { 'x-excluded': true, responses: ok } },
    },
  });

  it('drops unresolvable references with an error at their path and resolves the rest', async () => {
    const nav = {
      tabs: [
        {
          tab: 'T',
          groups: [
            { group: 'G', openapi: 's.json', pages: ['GET /missing', 'POST /a', 'GET /ex', 'GET /a', 'WEBHOOK nope', 'FETCH /a', 'get started'] },
          ],
        },
      ],
    };
    const res = await run(nav, { 's.json': spec() });
    expect((res.navigation.tabs as any[])[0].groups[0].pages).to.deep.equal(['api-reference/a', 'FETCH /a']);
    expect(res.diagnostics.map((d) => [d.level, d.path])).to.deep.equal([
      ['error', 'navigation.tabs[0].groups[0].pages[0]'],
      ['error', 'navigation.tabs[0].groups[0].pages[1]'],
      ['error', 'navigation.tabs[0].groups[0].pages[2]'],
      ['error', 'navigation.tabs[0].groups[0].pages[4]'],
      ['error', 'navigation.tabs[0].groups[0].pages[5]'],
      ['error', 'navigation.tabs[0].groups[0].pages[6]'],
    ]);
    expect(res.diagnostics[0]!.message).to.equal('Endpoint /missing not found in "s.json"');
    expect(res.diagnostics[1]!.message).to.equal('Method POST for endpoint /a not found in "s.json" (it has GET)');
    expect(res.diagnostics[2]!.message).to.contain('x-excluded');
    expect(res.diagnostics[3]!.message).to.contain('Webhook nope not found in "s.json"');
    expect(res.diagnostics[4]!.message).to.contain('FETCH is not an HTTP method');
    expect(res.diagnostics[5]!.message).to.equal('Endpoint started not found in "s.json"');
  });

  it('reports a missing spec once, at the openapi setting, and drops references that needed it', async () => {
    const nav = {
      groups: [
        { group: 'G', openapi: 'missing.yaml', pages: ['GET /a', 'GET /b', 'intro'] },
        { group: 'H', pages: ['missing.yaml GET /a', 's.json GET /a'] },
      ],
    };
    const res = await run(nav, { 's.json': spec() });
    expect(res.navigation.groups).to.deep.equal([
      { group: 'G', openapi: 'missing.yaml', pages: ['intro'] },
      { group: 'H', pages: ['api-reference/a'] },
    ]);
    expect(res.diagnostics).to.deep.equal([
      {
        level: 'error',
        path: 'navigation.groups[0].openapi',
        message: 'OpenAPI spec "missing.yaml" could not be loaded: file not found: /missing.yaml',
      },
      {
        level: 'error',
        path: 'navigation.groups[1].pages[0]',
        message: 'OpenAPI spec "missing.yaml" could not be loaded: file not found: /missing.yaml',
      },
    ]);
  });

  it('reads Swagger 2.0 like OpenAPI 3 (same slugs, titles, grouping and metadata), and says the reference build stops on it', async () => {
    const paths = {
      '/pets': { get: { summary: 'List pets', tags: ['Pets'] }, post: { summary: 'Add a pet', tags: ['Pets'], deprecated: true } },
      '/pets/{id}': { get: { summary: 'Get a pet', description: 'One pet', tags: ['Pets'] } },
    };
    const v2 = await run({ groups: [{ group: 'API', openapi: 'swagger.json' }] }, { 'swagger.json': { swagger: '2.0', info: { title: 'x', version: '1' }, paths } });
    const v3 = await run({ groups: [{ group: 'API', openapi: 'openapi.json' }] }, { 'openapi.json': { openapi: '3.0.3', info: { title: 'x', version: '1' }, paths } });
    expect(v2.diagnostics.map((d) => [d.level, d.path])).to.deep.equal([['error', 'navigation.groups[0].openapi']]);
    expect(v2.diagnostics[0]!.message).to.contain('Swagger 2.0').and.contain('OpenAPI 3.0 and 3.1 only');
    expect(v3.diagnostics).to.deep.equal([]);
    const slugs = (r: typeof v2) => JSON.stringify(r.navigation).replace(/openapi\.json/g, 'SPEC').replace(/swagger\.json/g, 'SPEC');
    expect(slugs(v2)).to.equal(slugs(v3));
    expect([...v2.pages.values()].map((p) => [p.title, p.href, p.deprecated])).to.deep.equal([
      ['List pets', '/api-reference/pets/list-pets', undefined],
      ['Add a pet', '/api-reference/pets/add-a-pet', true],
      ['Get a pet', '/api-reference/pets/get-a-pet', undefined],
    ]);
  });

  it('reports unparsable and non-OpenAPI specs, Swagger 2.0 with webhooks, and a 3.0.0 spec without paths', async () => {
    const res = await run(
      {
        groups: [
          { group: 'Bad', openapi: 'bad.yaml' },
          { group: 'Swagger', openapi: 'swagger.json' },
          { group: 'Other', openapi: 'other.json' },
          { group: 'Empty', openapi: 'empty.json' },
        ],
      },
      {
        'bad.yaml': 'openapi: 3.1.0\ninfo: {title: x, version: "1"}\npaths:\n  /a:\n    get: {summary: A, responses: {"200": {description: ok}}\n',
        'swagger.json': JSON.stringify({ swagger: '2.0', info: { title: 'x', version: '1' }, paths: {}, webhooks: {} }),
        'other.json': '{"name": "not a spec"}',
        'empty.json': { openapi: '3.0.0', info: { title: 'x', version: '1' }, paths: {} },
      },
    );
    expect(res.diagnostics.map((d) => d.path)).to.deep.equal([
      'navigation.groups[0].openapi',
      'navigation.groups[1].openapi',
      'navigation.groups[2].openapi',
      'navigation.groups[3].openapi',
    ]);
    expect(res.diagnostics[0]!.message).to.match(/^OpenAPI spec "bad.yaml" could not be loaded: Could not parse \/bad.yaml as JSON or YAML: .* at line 6, column 1$/);
    expect(res.diagnostics[1]!.message).to.contain('Swagger 2.0');
    expect(res.diagnostics[2]!.message).to.contain('has no "openapi" version field');
    expect(res.diagnostics[3]!.message).to.equal('OpenAPI spec "empty.json" defines no paths');
    expect(res.navigation.groups).to.deep.equal([
      { group: 'Bad', openapi: 'bad.yaml' },
      { group: 'Swagger', openapi: 'swagger.json' },
      { group: 'Other', openapi: 'other.json' },
      { group: 'Empty', openapi: 'empty.json' },
    ]);
  });

  it('reports openapi values of a wrong type and keeps going', async () => {
    const res = await run(
      {
        groups: [
          { group: 'A', openapi: 42, pages: ['GET /a'] },
          { group: 'B', openapi: { directory: 'x' } },
          { group: 'C', openapi: { source: 's.json', directory: 7 } },
        ],
      },
      { 's.json': spec() },
    );
    expect(res.diagnostics.map((d) => [d.level, d.path])).to.deep.equal([
      ['error', 'navigation.groups[0].openapi'],
      ['warning', 'navigation.groups[0].pages[0]'],
      ['error', 'navigation.groups[1].openapi'],
      ['error', 'navigation.groups[2].openapi'],
    ]);
    expect((res.navigation.groups as any[])[2].pages).to.deep.equal([{ group: 'API Reference', pages: ['api-reference/a'] }]);
  });

  it('never throws, even for a loader that throws synchronously or a navigation that is not an object', async () => {
    const res = await expandOpenApi({ groups: [{ group: 'G', openapi: 's.json' }] }, () => {
      throw new Error('boom');
    });
    expect(res.diagnostics[0]!.message).to.equal('OpenAPI spec "s.json" could not be loaded: boom');
    const res2 = await expandOpenApi(null as unknown as Record<string, unknown>, async () => ({}));
    expect(res2.diagnostics[0]!.level).to.equal('error');
  });
});

describe('expandOpenApi: loading', () => {
  it('loads each spec once whatever its spelling, and does not mutate the input', async () => {
    const nav = {
      tabs: [
        { tab: 'A', openapi: 'api/spec.json', groups: [{ group: 'G', pages: ['GET /a'] }] },
        { tab: 'B', openapi: './api/spec.json', groups: [{ group: 'H', pages: ['/api/spec.json GET /a'] }] },
        { tab: 'C', openapi: { source: '/api/spec.json' }, groups: [] },
      ],
    };
    const frozen = JSON.stringify(nav);
    const calls: string[] = [];
    const spec = { openapi: '3.1.0', info: { title: 'x', version: '1' }, paths: { '/a': { get: { summary: 'A', responses: ok } } } };
    const res = await run(nav, { 'api/spec.json': spec }, calls);
    expect(calls).to.deep.equal(['/api/spec.json']);
    expect(JSON.stringify(nav)).to.equal(frozen);
    expect(res.pages.get('api-reference/a')).to.deep.equal({ title: 'A', openapi: '/api/spec.json get /a', href: '/api-reference/a' });
  });

  it('is linear for big specs', async () => {
    const paths: Record<string, unknown> = {};
    for (let i = 0; i < 5000; i++) paths[`/r${i % 100}/item${i}`] = { get: { summary: i % 5 ? `Get ${i}` : 'Same', tags: [`t${i % 40}`], responses: ok } };
    const spec = { openapi: '3.1.0', info: { title: 'x', version: '1' }, paths };
    const t0 = performance.now();
    const res = await run({ tabs: [{ tab: 'A', openapi: 'big.json', groups: [] }, { tab: 'B', openapi: { source: 'big.json', directory: 'b' }, groups: [] }] }, { 'big.json': spec });
    expect(res.pages.size).to.equal(10000);
    expect(performance.now() - t0).to.be.below(3000);
  });
});

describe('parseSpecText', () => {
  it('parses JSON, and YAML (with merge keys) when the text is not JSON', async () => {
    expect(await parseSpecText('{"openapi":"3.0.1","paths":{}}', 'a.json')).to.deep.equal({ openapi: '3.0.1', paths: {} });
    const doc = (await parseSpecText('openapi: 3.1.0\nx: &x {a: 1}\npaths:\n  /p:\n    <<: *x\n', 'a.yaml')) as any;
    expect(doc.paths['/p']).to.deep.equal({ a: 1 });
  });

  it('throws naming the source and position for bad text, and for non-OpenAPI documents', async () => {
    let err: Error | undefined;
    try {
      await parseSpecText('openapi: 3.1.0\npaths: [1, 2\nx: 1', 'specs/bad.yaml');
    } catch (e) {
      err = e as Error;
    }
    expect(err?.message).to.match(/^Could not parse specs\/bad.yaml as JSON or YAML: .+ at line \d+, column \d+$/);
    for (const [text, why] of [
      ['[1, 2]', 'is not an OpenAPI document'],
      ['openapi: 3.2.0', 'unsupported OpenAPI version "3.2.0"'],
      ['just text', 'is not an OpenAPI document'],
    ]) {
      let e2: Error | undefined;
      try {
        await parseSpecText(text!, 'x.yaml');
      } catch (e) {
        e2 = e as Error;
      }
      expect(e2?.message, text).to.contain(why);
      expect(e2?.message).to.contain('x.yaml');
    }
    // Swagger 2.0 parses.
    expect(await parseSpecText('{"swagger":"2.0"}', 's.json')).to.deep.equal({ swagger: '2.0' });
  });
});

export type { PageMeta };
