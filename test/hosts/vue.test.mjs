// The Vue 3 + vue-router recipe (vue/src/DocsNavigation.vue, vue/vite.config.ts) in an app,
// type-checked by vue-tsc with its type tests, built by Vite and driven in Chromium.
import { run } from './harness.mjs';
import { appBuild, appDir, routerApp } from './router-app.mjs';

routerApp('vue', [
  ["type-checks (vue-tsc -b): the elements' attributes, properties and events are typed in templates", () => run('vue-tsc', ['-b'], appDir('vue'))],
  ['builds (vite build)', () => run('vite', ['build', '--outDir', appBuild('vue'), '--emptyOutDir', '--logLevel', 'warn'], appDir('vue'))],
]);
