#!/usr/bin/env node
/**
 * A large, deterministic OpenAPI 3.1 document for the benchmarks, shaped like the big public specs
 * (Stripe, GitHub): thousands of operations over tagged paths, shared component schemas and
 * parameters reached through `$ref`, long descriptions, a few path items that are `$ref`s, and
 * the cases the resolver must handle on every spec: repeated summaries (slug collisions),
 * operations without a summary, `x-hidden`, `x-excluded`, `x-mint`, tags with `x-group`, webhooks.
 *
 *   node scripts/gen-openapi.mjs [--operations 5000] [--out bench/.data/openapi.json]
 *
 * Every operation's `operationId` is `benchOp<n>`: the memory benchmark looks for those strings in
 * a heap snapshot to prove the parsed spec is not kept.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A small seeded PRNG (mulberry32): the same document on every run. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'account balance charge customer dispute event file invoice item line mandate payment method ' +
  'payout plan price product promotion quote refund review session setup source subscription tax ' +
  'token topup transfer webhook endpoint report run issuing card holder authorization transaction ' +
  'terminal reader location connection treasury financial outbound inbound credit debit note order ' +
  'repository issue pull request commit branch release asset deployment environment secret variable ' +
  'workflow job artifact cache runner label milestone project column team member organization gist'
).split(' ');

/**
 * Builds the document. `operations` is the number of operations (at least); about 2 KB of JSON
 * each, so 5,000 make about 10 MB.
 */
export function generateSpec({ operations = 5000, seed = 42 } = {}) {
  const rand = rng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const sentence = (n) => {
    const w = words(n);
    return w.charAt(0).toUpperCase() + w.slice(1) + '.';
  };
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

  const resources = [];
  const tagCount = Math.max(8, Math.round(operations / 40));
  for (let i = 0; i < tagCount; i++) resources.push(`${pick(WORDS)}_${i}`);
  const tags = resources.map((name, i) => ({
    name: cap(name.replace('_', ' ')),
    description: sentence(12),
    ...(i % 5 === 0 ? { 'x-group': `${cap(pick(WORDS))} group ${i % 3}` } : {}),
  }));

  const schemas = {};
  const schemaNames = [];
  const schemaCount = Math.max(20, Math.round(operations / 2.2));
  for (let i = 0; i < schemaCount; i++) {
    const name = `${cap(pick(WORDS))}${cap(pick(WORDS))}${i}`;
    schemaNames.push(name);
    const properties = {};
    const n = 4 + Math.floor(rand() * 8);
    for (let p = 0; p < n; p++) {
      const prop = `${pick(WORDS)}_${p}`;
      const kind = rand();
      properties[prop] =
        kind < 0.2 && i > 0
          ? { $ref: `#/components/schemas/${schemaNames[Math.floor(rand() * i)]}` }
          : kind < 0.5
            ? { type: 'string', description: sentence(8), maxLength: 5000 }
            : kind < 0.7
              ? { type: 'integer', description: sentence(6), format: 'int64' }
              : kind < 0.85
                ? { type: 'array', items: { type: 'string' }, description: sentence(6) }
                : { type: 'boolean', description: sentence(5) };
    }
    schemas[name] = { type: 'object', title: name, description: sentence(14), properties, required: Object.keys(properties).slice(0, 2) };
  }
  const parameters = {
    Limit: { name: 'limit', in: 'query', description: 'A limit on the number of objects to be returned, between 1 and 100.', schema: { type: 'integer', minimum: 1, maximum: 100 } },
    StartingAfter: { name: 'starting_after', in: 'query', description: 'A cursor for use in pagination.', schema: { type: 'string', maxLength: 5000 } },
    Expand: { name: 'expand', in: 'query', description: 'Specifies which fields in the response should be expanded.', style: 'deepObject', explode: true, schema: { type: 'array', items: { type: 'string', maxLength: 5000 } } },
  };
  schemas.Error = { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' }, param: { type: 'string' } } } } };
  const pathItems = {};

  const paths = {};
  const methodSets = [['get', 'post'], ['get', 'post', 'delete'], ['get'], ['post'], ['get', 'put', 'patch', 'delete']];
  let made = 0;
  let p = 0;
  while (made < operations) {
    const resource = resources[p % resources.length];
    const tagName = tags[p % resources.length].name;
    const idParam = p % 3 === 0;
    const key = `/v1/${resource}s${p % 2 ? `/{${resource}_id}` : ''}/${pick(WORDS)}_${p}${idParam ? '/{id}' : ''}`;
    const item = {};
    if (idParam) item.parameters = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
    for (const method of methodSets[p % methodSets.length]) {
      if (made >= operations) break;
      const n = made++;
      const schema = schemaNames[n % schemaNames.length];
      // Repeated summaries within a tag make slug collisions (-1, -2 ...); some have none.
      const summary = n % 17 === 0 ? undefined : n % 11 === 0 ? `${cap(method)} ${resource.split('_')[0]}` : `${cap(method)} ${words(2)} ${n}`;
      const op = {
        operationId: `benchOp${n}`,
        ...(summary ? { summary } : {}),
        description: `${sentence(24)} ${sentence(18)} ${sentence(14)}`,
        tags: n % 29 === 0 ? [] : [tagName],
        parameters: method === 'get' ? [{ $ref: '#/components/parameters/Limit' }, { $ref: '#/components/parameters/StartingAfter' }, { $ref: '#/components/parameters/Expand' }] : [{ $ref: '#/components/parameters/Expand' }],
        ...(method === 'post' || method === 'put' || method === 'patch'
          ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } } }
          : {}),
        responses: {
          200: { description: 'Successful response.', content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } },
          400: { description: 'Bad request.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          404: { description: 'Not found.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
          default: { description: 'Error response.', content: { 'application/json': { schema: { type: 'object', properties: { error: { type: 'string' } } } } } },
        },
      };
      op['x-codeSamples'] = [
        { lang: 'curl', source: `curl -X ${method.toUpperCase()} https://api.example.com${key.replace(/\{[^}]+\}/g, 'abc_123')} \\\n  -u sk_test_123: \\\n  -d ${pick(WORDS)}=${pick(WORDS)}` },
        { lang: 'node', source: `const result = await client.${resource.split('_')[0]}s.${method}(${JSON.stringify({ [pick(WORDS)]: pick(WORDS) })});` },
      ];
      if (n % 97 === 0) op.deprecated = true;
      if (n % 211 === 0) op['x-hidden'] = true;
      if (n % 307 === 0) op['x-excluded'] = true;
      if (n % 401 === 0) op['x-mint'] = { metadata: { tag: 'BETA' }, href: `/custom/${resource}/${n}` };
      item[method] = op;
    }
    // Some path items live in components and are referenced (as generated clients often emit).
    if (p % 50 === 25) {
      const name = `Item${p}`;
      pathItems[name] = item;
      paths[key] = { $ref: `#/components/pathItems/${name}` };
    } else paths[key] = item;
    p++;
  }

  const webhooks = {};
  for (let i = 0; i < Math.max(2, Math.round(operations / 500)); i++) {
    webhooks[`${pick(WORDS)}.${pick(WORDS)}.${i}`] = {
      post: { summary: `Webhook ${words(2)} ${i}`, description: sentence(12), tags: [tags[i % tags.length].name], requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/${schemaNames[i]}` } } } }, responses: { 200: { description: 'ok' } } },
    };
  }

  return {
    openapi: '3.1.0',
    info: { title: 'Benchmark API', version: '2024-01-01', description: sentence(30) },
    servers: [{ url: 'https://api.example.com' }],
    tags,
    paths,
    webhooks,
    components: { schemas, parameters, pathItems },
  };
}

/** The paths and methods of a spec, in order: for docs.json files that name endpoints by hand. */
export function endpointsOf(spec) {
  const out = [];
  for (const [key, item] of Object.entries(spec.paths)) {
    const resolved = item.$ref ? spec.components.pathItems[item.$ref.split('/').pop()] : item;
    for (const method of ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']) {
      if (resolved[method] && !resolved[method]['x-excluded']) out.push(`${method.toUpperCase()} ${key}`);
    }
  }
  return out;
}

async function main() {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const operations = Number(arg('--operations', '5000'));
  const out = arg('--out', 'bench/.data/openapi.json');
  const text = JSON.stringify(generateSpec({ operations }));
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, text);
  process.stdout.write(`${out}: ${operations} operations, ${(text.length / 1e6).toFixed(1)} MB\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
