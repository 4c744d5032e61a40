// In-page half of the browser benchmarks (bench/browser.mjs drives it with puppeteer-core).
// Times run from a frame's start to the end of the frame that paints the result: the work is
// started in a requestAnimationFrame callback and the clock stops in a task posted from there at
// the highest priority (scheduler.postTask, user-blocking), which runs once that frame's style,
// layout and paint are done and before any task the page posted (a slice of the sidebar, which
// a plain posted task would wait behind). Work that spills over into later tasks is timed to the
// end of the next frame that follows it.
import { NavStore } from '/dist/docs-nav.min.js';

const sidebar = document.getElementById('sidebar');
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const task = () => new Promise((resolve) => scheduler.postTask(resolve, { priority: 'user-blocking' }));

/**
 * Milliseconds from the start of a frame to the end of the frame that paints what `action` did.
 * `action` gets `painted()`: the same clock, read at the end of the frame that paints what is
 * there when it is called.
 */
async function timed(action) {
  await frame();
  let sameFrame = true;
  task().then(() => (sameFrame = false));
  const t0 = performance.now();
  const painted = async () => {
    if (!sameFrame) await frame();
    await task();
    return performance.now() - t0;
  };
  await action(painted);
  return painted();
}

const texts = new Map();
async function text(url) {
  if (!texts.has(url)) texts.set(url, await (await fetch(url)).text());
  return texts.get(url);
}

/** Resolves when the store of `el` is ready and `el` has rendered it. */
async function rendered(el, store) {
  if (store.state.status !== 'ready') {
    await new Promise((resolve, reject) => {
      const off = store.subscribe(() => {
        if (store.state.status === 'ready') (off(), resolve());
        else if (store.state.status === 'error') (off(), reject(new Error(store.state.message)));
      });
    });
  }
  while (!(await el.updateComplete));
}

let nav;

/**
 * First render of <docs-nav>: from the docs.json text in hand to the sidebar painted. `ms`: all
 * of it rendered and painted; `first`: the first frame that paints links (a long sidebar comes
 * in slices, the first screens first); `ready`: the navigation resolved and scoped.
 */
async function docsNav(url, path) {
  const body = await text(url);
  const store = NavStore.for(url, { read: async () => body });
  let ready = 0;
  let first;
  const ms = await timed(async (painted) => {
    const t0 = performance.now();
    // Marks for the trace (bench/browser.mjs reads the main thread's tasks between them).
    performance.mark('docs-nav:start');
    store.subscribe(() => {
      if (store.state.status === 'ready' && !ready) {
        ready = performance.now() - t0;
        performance.mark('docs-nav:ready');
      }
    });
    nav = document.createElement('docs-nav');
    nav.setAttribute('src', url);
    nav.setAttribute('current-path', path);
    sidebar.append(nav);
    first = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!nav.shadowRoot.querySelector('a')) return;
        observer.disconnect();
        resolve(painted().then((t) => (performance.mark('docs-nav:first-paint'), t)));
      });
      observer.observe(nav.shadowRoot, { childList: true, subtree: true });
    });
    await rendered(nav, store);
  });
  performance.mark('docs-nav:end');
  const current = nav.shadowRoot.querySelector('a[aria-current="page"]');
  return { ms, first: await first, ready, links: nav.shadowRoot.querySelectorAll('a').length, current: current?.getAttribute('href'), currentInView: inView(current) };
}

/** Whether `el` is seen in the scrolling sidebar (its middle, at least). */
function inView(el) {
  if (!el) return false;
  const r = el.getBoundingClientRect();
  const box = sidebar.getBoundingClientRect();
  const middle = (r.top + r.bottom) / 2;
  return r.height > 0 && middle >= box.top && middle <= box.bottom;
}

const title = (path) => {
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
};
const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The baseline: the same visible links (pages of top-level groups and of expanded nested groups,
 * in the default version) as plain <a> elements set with innerHTML, from the same text.
 */
async function baseline(url) {
  const body = await text(url);
  let links = 0;
  const ms = await timed(() => {
    const doc = JSON.parse(body);
    const versions = doc.navigation.versions;
    const version = versions.find((v) => v.default) ?? versions[0];
    let html = '';
    const walk = (entries) => {
      for (const e of entries) {
        if (typeof e === 'string') {
          html += `<a href="/${escape(e)}">${escape(title(e))}</a>`;
          links++;
        } else if (e.expanded) walk(e.pages);
      }
    };
    for (const g of version.groups) walk(g.pages);
    const div = document.createElement('div');
    div.id = 'baseline';
    div.innerHTML = html;
    sidebar.append(div);
  });
  return { ms, links };
}

function toggleOf(label) {
  return [...nav.shadowRoot.querySelectorAll('button[aria-expanded]')].find((b) => b.textContent.includes(label) || b.getAttribute('aria-label') === label);
}

/**
 * An interaction timed to the next paint (`ms`: the frame that paints the element's update), and
 * to the paint of everything it brings (`complete`: a long sidebar comes in slices).
 */
async function interaction(act) {
  let complete;
  const ms = await timed(async (painted) => {
    act();
    while (nav.isUpdatePending) await null;
    complete = nav.updateComplete.then(() => painted());
  });
  return { ms, complete: await complete };
}

/** Expanding (and, untimed, collapsing again) the group labelled `label`. */
async function expand(label) {
  const button = toggleOf(label);
  if (!button || button.getAttribute('aria-expanded') !== 'false') throw new Error(`no closed group ${label}`);
  const r = await interaction(() => button.click());
  const links = nav.shadowRoot.querySelectorAll('a').length;
  toggleOf(label).click();
  await nav.updateComplete;
  await frame();
  return { ...r, links };
}

/** Closing and opening again the group labelled `label` (open), each timed to the next paint. */
async function toggle(label) {
  const button = toggleOf(label);
  if (!button || button.getAttribute('aria-expanded') !== 'true') throw new Error(`no open group ${label}`);
  const before = nav.shadowRoot.querySelectorAll('a').length;
  const close = await interaction(() => button.click());
  const closed = nav.shadowRoot.querySelectorAll('a').length;
  await frame();
  const again = toggleOf(label);
  const open = await interaction(() => again.click());
  const opened = nav.shadowRoot.querySelectorAll('a').length;
  await frame();
  // The work was done: closing took the group's links away, opening brought them back.
  if (!(closed < before && opened === before)) throw new Error(`toggling ${label}: ${before} links, ${closed} closed, ${opened} opened again`);
  return { close: close.ms, open: open.ms };
}

/** Moving to `path` (a page of another version, or another page), as a router sets it. */
async function go(path) {
  const r = await interaction(() => (nav.currentPath = path));
  const current = nav.shadowRoot.querySelector('a[aria-current="page"]');
  if (!current || current.getAttribute('href') !== path) throw new Error(`after going to ${path} the current link is ${current?.getAttribute('href')}`);
  await frame();
  return { ...r, links: nav.shadowRoot.querySelectorAll('a').length };
}

/** For the memory benchmark: a <docs-nav> that loads `url` over the network as a site would. */
async function load(url, path) {
  nav = document.createElement('docs-nav');
  nav.setAttribute('src', url);
  nav.setAttribute('current-path', path);
  sidebar.append(nav);
  await rendered(nav, NavStore.for(url));
  await frame();
  return { links: nav.shadowRoot.querySelectorAll('a').length, problems: NavStore.for(url).data.resolved.diagnostics.length };
}

window.bench = { docsNav, baseline, expand, toggle, go, load };
window.benchReady = true;

/** Cold timings of the core's steps for one docs.json, in this fresh page (not a bar: a breakdown). */
async function phases(url, path) {
  const { resolveDocs, createScoper } = await import('/dist/docs-nav.min.js');
  const body = await text(url);
  let t = performance.now();
  const resolved = await resolveDocs(url, { read: async () => body });
  const resolve = performance.now() - t;
  t = performance.now();
  const scoper = createScoper(resolved.navigation);
  const scope = performance.now() - t;
  t = performance.now();
  scoper.view(path);
  const view = performance.now() - t;
  return { resolve, scope, view };
}
window.bench.phases = phases;
