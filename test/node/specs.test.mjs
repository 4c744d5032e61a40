// Spec files over a slow network: the files docs.json names are asked for at once, not one
// stage after another (the AsyncAPI stage runs after the OpenAPI one, on what it made, but its
// files need not wait for it).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveDocs } from '../../dist/core/index.js';

const openapi = { openapi: '3.0.0', info: { title: 'API', version: '1' }, paths: { '/users': { get: { summary: 'List users' } } } };
const asyncapi = { asyncapi: '3.0.0', info: { title: 'Events', version: '1' }, channels: { chat: { address: 'chat', title: 'Chat' } } };
const docs = {
  name: 'Specs',
  navigation: {
    tabs: [
      { tab: 'API', openapi: 'openapi.json' },
      { tab: 'Events', groups: [{ group: 'Realtime', asyncapi: 'events.json', pages: ['events/intro'] }] },
    ],
  },
};

/** A reader whose OpenAPI spec comes only once the AsyncAPI file was asked for (or after 2 s). */
function slowReader() {
  const asked = [];
  let askedForEvents;
  const eventsAsked = new Promise((resolve) => (askedForEvents = resolve));
  const files = { 'docs.json': docs, 'openapi.json': openapi, 'events.json': asyncapi };
  const read = async (url) => {
    const name = url.split('/').pop();
    asked.push(name);
    if (name === 'events.json') askedForEvents();
    if (name === 'openapi.json') await Promise.race([eventsAsked, new Promise((resolve) => setTimeout(resolve, 2000))]);
    if (!(name in files)) throw new Error(`could not fetch ${url}: HTTP 404`);
    return JSON.stringify(files[name]);
  };
  return { read, asked };
}

describe('spec files', () => {
  it('read early are only those a stage reads: not an asyncapi on the navigation itself', async () => {
    const asked = [];
    const files = {
      'docs.json': { ...docs, navigation: { ...docs.navigation, asyncapi: 'root.json' } },
      'openapi.json': openapi,
      'events.json': asyncapi,
    };
    const read = async (url) => {
      const name = url.split('/').pop();
      asked.push(name);
      if (!(name in files)) throw new Error(`could not fetch ${url}: HTTP 404`);
      return JSON.stringify(files[name]);
    };
    const resolved = await resolveDocs('https://docs.test/docs.json', { read });
    assert.deepEqual(asked.slice(1).sort(), ['events.json', 'openapi.json']);
    assert.ok(resolved.diagnostics.some((d) => d.path === 'navigation.asyncapi'), 'the asyncapi on the navigation itself is reported');
  });

  it('are all asked for before the first of them is in: the AsyncAPI file does not wait for the OpenAPI stage', async () => {
    const { read, asked } = slowReader();
    const started = Date.now();
    const resolved = await resolveDocs('https://docs.test/docs.json', { read });
    assert.deepEqual(asked.slice(1).sort(), ['events.json', 'openapi.json'], 'each spec file is read once');
    assert.ok(Date.now() - started < 1500, 'the OpenAPI spec waited for the AsyncAPI file to be asked for, which came only after it');
    // Both stages made their pages.
    const hrefs = JSON.stringify(resolved.navigation);
    assert.match(hrefs, /"\/api-reference\/[^"]*users[^"]*"/i);
    assert.match(hrefs, /chat/i);
    assert.deepEqual(resolved.diagnostics.filter((d) => d.level === 'error'), []);
  });
});
