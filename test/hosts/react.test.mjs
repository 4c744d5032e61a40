// The React 19 + react-router 7 recipe (react/src/DocsNavigation.tsx) in an app, type-checked as
// `tsc -b` does with its type tests, built by Vite and driven in Chromium.
import { run } from './harness.mjs';
import { appBuild, appDir, routerApp } from './router-app.mjs';

routerApp('react', [
  ["type-checks (tsc -b): the elements' attributes, properties and events are typed in JSX", () => run('tsc', ['-b'], appDir('react'))],
  ['builds (vite build)', () => run('vite', ['build', '--outDir', appBuild('react'), '--emptyOutDir', '--logLevel', 'warn'], appDir('react'))],
]);
