// node --import ./test/node/https-specs.mjs: https://specs.test/NAME answers with
// test/fixtures/remote-specs/NAME (404 when there is none), so that the CLI's reading of https
// specs is tested without a network. Every other URL goes to the real fetch.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../fixtures/remote-specs/', import.meta.url));
const realFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : (input.url ?? String(input));
  if (!url.startsWith('https://specs.test/')) return realFetch(input, init);
  const file = root + url.slice('https://specs.test/'.length);
  return fs.existsSync(file) ? new Response(fs.readFileSync(file), { status: 200 }) : new Response('not found', { status: 404, statusText: 'Not Found' });
};
