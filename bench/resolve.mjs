/**
 * Resolution: api-docs.json (tabs pulling the 5,000-operation, 10 MB openapi.json: two bulk
 * tabs and 2,000 endpoints named by hand) resolved by the core (dist/core), against JSON.parse of
 * the same two files in the same process: the floor, since nothing resolves faster than it reads.
 * Both read from memory (no disk or network), alternating, with a GC before each run.
 *
 *   node --expose-gc bench/resolve.mjs [--runs 9] [--data bench/.data] [--core dist/core/index.js]
 *   prints one JSON line
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const args = process.argv.slice(2);
const arg = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(arg('--runs', '9'));
const data = arg('--data', 'bench/.data');
const { resolveDocs } = await import(path.resolve(arg('--core', 'dist/core/index.js')));

const base = 'https://bench.test/';
const files = {
  [`${base}api-docs.json`]: await readFile(path.join(data, 'api-docs.json'), 'utf8'),
  [`${base}openapi.json`]: await readFile(path.join(data, 'openapi.json'), 'utf8'),
};
const reads = new Map();
const read = async (url) => {
  reads.set(url, (reads.get(url) ?? 0) + 1);
  const text = files[url];
  if (text === undefined) throw new Error(`could not fetch ${url}: HTTP 404`);
  return text;
};

const gc = globalThis.gc ?? (() => {});
let sink = 0;
function parse() {
  for (const text of Object.values(files)) sink += Object.keys(JSON.parse(text)).length;
}
let last;
async function resolve() {
  last = await resolveDocs(`${base}api-docs.json`, { read });
}

const time = async (fn) => {
  gc();
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};
// Cold: the first resolution in this process (what a CLI run or a page load pays: no optimized
// code yet), then the first parse of the same texts.
const coldResolve = await time(resolve);
const coldParse = await time(parse);
// Warm up both (JIT), then alternate.
for (let i = 0; i < 2; i++) {
  await time(parse);
  await time(resolve);
}
const parseTimes = [];
const resolveTimes = [];
reads.clear();
for (let i = 0; i < runs; i++) {
  parseTimes.push(await time(parse));
  resolveTimes.push(await time(resolve));
}
const pages = JSON.stringify(last.navigation).match(/"href":/g).length;
const diagnostics = last.diagnostics.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
process.stdout.write(
  `${JSON.stringify({
    parse: median(parseTimes),
    resolve: median(resolveTimes),
    coldResolve,
    coldParse,
    parseTimes,
    resolveTimes,
    specBytes: files[`${base}openapi.json`].length,
    pages,
    diagnostics,
    specReadsPerResolve: reads.get(`${base}openapi.json`) / runs,
    sink,
  })}\n`,
);
