// Packs the library (npm pack, as it would be published; run `npm run build` first) and installs
// the tarball into test/hosts/node_modules, as an app installs it: with its own dependencies, not
// the repository's. Not saved to package.json: the tarball changes with every build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { hosts, repo, work } from './harness.mjs';

function npm(args, cwd) {
  const r = spawnSync('npm', args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`npm ${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });
const [{ filename }] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], repo));
npm(['install', '--no-save', '--no-audit', '--no-fund', path.join(work, filename)], hosts);
console.log(`installed ${filename} in test/hosts/node_modules`);
