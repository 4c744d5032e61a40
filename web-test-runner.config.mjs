// Browser tests: every test/**/*.test.ts runs in real Chromium (Debian's /usr/bin/chromium).
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const cdpSessions = new WeakMap();
const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  files: ['test/core/**/*.test.ts', 'test/elements/**/*.test.ts'],
  nodeResolve: true,
  // Tests run Lit's development build (it checks more); its one-time "dev mode" notice is noise.
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html><body><script>globalThis.litIssuedWarnings = new Set(['dev-mode']);</script><script type="module" src="${testFramework}"></script></body></html>`,
  rootDir: '.',
  // One page at a time: a page in a background tab gets no requestAnimationFrame.
  concurrency: 1,
  testsFinishTimeout: 300_000,
  // Bad networks on demand: /__status/500/..., /__html/..., .../__hang/... anywhere in a path (answers after 30 s), /__slow/MS/...
  middleware: [
    async (ctx, next) => {
      const status = /^\/__status\/(\d{3})\//.exec(ctx.path);
      if (status) {
        ctx.status = Number(status[1]);
        ctx.body = 'failed on purpose';
        return;
      }
      if (ctx.path.startsWith('/__html/')) {
        ctx.type = 'text/html';
        ctx.body = '<!doctype html><title>Not found</title><p>This is the site\'s 404 page.</p>';
        return;
      }
      if (ctx.path.includes('/__hang/')) {
        await new Promise((resolve) => setTimeout(resolve, 30_000));
        ctx.body = '{}';
        return;
      }
      // /__large/docs.json: a docs.json of 6,000 pages (over the 100,000 characters from which
      // <docs-nav> fetches the code of long sidebars while it resolves), after 100 ms.
      if (ctx.path === '/__large/docs.json') {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ctx.type = 'json';
        ctx.set('Cache-Control', 'no-store');
        ctx.body = JSON.stringify({ navigation: { groups: Array.from({ length: 120 }, (_, g) => ({ group: `Group ${g}`, pages: Array.from({ length: 50 }, (_, p) => `group-${g}/page-${p}`) })) } });
        return;
      }
      // /__slow/MS/PATH: the repository's file PATH, answered after MS milliseconds (a slow
      // network); a 404 then when there is no such file.
      const slow = /^\/__slow\/(\d+)(\/.*)$/.exec(ctx.path);
      if (slow) {
        await new Promise((resolve) => setTimeout(resolve, Number(slow[1])));
        // (a file of the repository, every time: never from a cache)
        ctx.set('Cache-Control', 'no-store');
        try {
          ctx.body = await readFile(path.join(process.cwd(), slow[2]));
          ctx.type = path.extname(slow[2]);
        } catch {
          ctx.status = 404;
          ctx.body = 'not found';
        }
        return;
      }
      // /__without/NAME/dist/...: dist/ as it is, but the chunk NAME-[hash].js is missing (a 404).
      const without = /^\/__without\/([\w-]+)(\/dist\/.*)$/.exec(ctx.path);
      if (without) {
        if (new RegExp(`^/dist/chunks/${without[1]}-[\\w-]{8}\\.js$`).test(without[2])) {
          ctx.status = 404;
          ctx.body = 'not served';
          return;
        }
        ctx.url = without[2] + ctx.search;
        return next();
      }
      if (ctx.path.startsWith('/test/fixtures/csp/')) {
        await next();
        ctx.set(
          'Content-Security-Policy',
          "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types lit-html",
        );
        return;
      }
      return next();
    },
  ],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    // executeServerCommand('emulate-forced-colors', { active }): Windows contrast themes, through
    // CDP (the emulateMedia command of @web/test-runner-commands has no forced-colors for Chrome).
    {
      name: 'emulate-forced-colors',
      async executeCommand({ command, payload, session }) {
        if (command !== 'emulate-forced-colors') return undefined;
        const page = session.browser.getPage(session.id);
        // One CDP session per page, kept: an emulation ends with the session that set it.
        if (!cdpSessions.has(page)) cdpSessions.set(page, await page.createCDPSession());
        await cdpSessions.get(page).send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload?.active ? 'active' : 'none' }] });
        return true;
      },
    },
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: 'new',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          // The omnibox popup's pages (two renderers per window) take cores the tests need.
          '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
          // Tests run in several pages at once; none may be throttled as a background tab.
          '--disable-background-timer-throttling',
          '--disable-renderer-backgrounding',
          '--disable-backgrounding-occluded-windows',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 20_000 } },
};
