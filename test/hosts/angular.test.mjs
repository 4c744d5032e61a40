// The Angular 20 recipe (angular/src/docs-navigation.component.ts) in an app: compiled ahead of
// time by ngc with strict templates (which type `$event` from the package's event types), bundled
// by Vite (not the Angular CLI: its build toolchain is too heavy for CI) and driven in Chromium.
import fs from 'node:fs';
import path from 'node:path';
import { run, work } from './harness.mjs';
import { appBuild, appDir, routerApp } from './router-app.mjs';

const compiled = path.join(work, 'angular-ngc');
routerApp('angular', [
  ['type-checks and compiles (ngc, strict templates): $event of (docs-navigate) is a DocsNavigateEvent', () => run('ngc', ['-p', 'tsconfig.json'], appDir('angular'))],
  [
    'builds (vite build of the compiled app)',
    () => {
      fs.copyFileSync(path.join(appDir('angular'), 'index.html'), path.join(compiled, 'index.html'));
      run('vite', ['build', compiled, '--outDir', appBuild('angular'), '--emptyOutDir', '--logLevel', 'error'], appDir('angular'));
    },
  ],
]);
