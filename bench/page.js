// In-page half of the browser benchmarks (bench/browser.mjs drives it with puppeteer-core).
// Times run from a frame's start to the end of the frame that paints the result: the work is
// started in a requestAnimationFrame callback and the clock stops in a task posted from there at
// the highest priority (scheduler.postTask, user-blocking), which runs once that frame's style,
// layout and paint are done and before any task the page posted (a slice of the sidebar). Work
// that spills over into later tasks is timed to the end of the next frame that follows it.
// Every timing comes with what was on the screen when its clock stopped, read right then (what
// that frame painted), for bench/browser.mjs to check the work was done before the time counts.
import { NavStore } from '/dist/docs-nav.min.js';

const sidebar = document.getElementById('sidebar');
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const task = () => new Promise((resolve) => scheduler.postTask(resolve, { priority: 'user-blocking' }));

/**
 * Milliseconds from the start of a frame to the end of the frame that paints what `action` did;
 * `check(ms)`, if any, runs right then (its time not counted). `action` gets `painted(check)`:
 * the same clock, read at the end of the frame that paints what is there when it is called (it
 * may be kept, and called after). When `action` returns a time, that is the result.
 */
async function timed(action, check) {
  await frame();
  let sameFrame = true;
  task().then(() => (sameFrame = false));
  const t0 = performance.now();
  const painted = async (check) => {
    if (!sameFrame) await frame();
    await task();
    const ms = performance.now() - t0;
    check?.(ms);
    return ms;
  };
  return (await action(painted)) ?? painted(check);
}

/** Watches the element's shadow DOM from now on: `changed()` says whether it changed since (or since the last call). */
function watch() {
  const observer = new MutationObserver(() => (dirty = true));
  let dirty = false;
  observer.observe(nav.shadowRoot, { subtree: true, childList: true, attributes: true, characterData: true });
  return {
    changed() {
      const was = dirty || observer.takeRecords().length > 0;
      dirty = false;
      return was;
    },
    stop: () => observer.disconnect(),
  };
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

/**
 * Whether `el` is seen in the scrolling sidebar (its middle, at least). What the browser skips as
 * off screen (`content-visibility: auto`) is not: asking its box would lay it out, work of this
 * check that no reader's browser does, counted in the element's time.
 */
function inView(el) {
  if (!el || !el.checkVisibility({ contentVisibilityAuto: true })) return false;
  const r = el.getBoundingClientRect();
  const box = sidebar.getBoundingClientRect();
  const middle = (r.top + r.bottom) / 2;
  return r.height > 0 && middle >= box.top && middle <= box.bottom;
}

/** The links of the sidebar (their hrefs, in order); with `inViewOnly`, those seen in it. */
function links(inViewOnly = false) {
  const all = [...nav.shadowRoot.querySelectorAll('a[href]')];
  return (inViewOnly ? all.filter(inView) : all).map((a) => a.getAttribute('href'));
}

/** What is wrong with the sidebar's links against the pages `expected` (hrefs), if anything. */
function linksProblem(expected) {
  const got = links();
  const have = new Set(got);
  const missing = expected.filter((h) => !have.has(h));
  const want = new Set(expected);
  const extra = got.filter((h) => !want.has(h));
  if (got.length === expected.length && !missing.length && !extra.length) return undefined;
  return `${got.length} links rendered, ${expected.length} expected (missing ${missing.length}${missing.length ? `: ${missing[0]}...` : ''}; not expected ${extra.length}${extra.length ? `: ${extra[0]}...` : ''})`;
}

/** What is wrong with the current page's mark, if anything: one link marked, `path`, seen. */
function currentProblem(path) {
  const marked = nav.shadowRoot.querySelectorAll('a[aria-current="page"]');
  if (marked.length !== 1) return `${marked.length} links marked aria-current="page" (not 1)`;
  if (marked[0].getAttribute('href') !== path) return `the link marked current is ${marked[0].getAttribute('href')}, not ${path}`;
  if (!inView(marked[0])) return `the current page ${path} is not in view`;
  return undefined;
}

const problems = (...list) => list.filter(Boolean);

/**
 * First paint (figure 2): from connecting <docs-nav src> (its fetch of docs.json included) to the
 * end of the first frame that paints links, in a fresh browser context. Returns the links that
 * frame painted (what the baseline renders), what is wrong with them (the current page must be
 * marked and in view), and everything rendered: `all`, the end of the frame that paints the last
 * change of the element (the first paint when nothing changed after it), checked against
 * `expected`, the pages the scope shows. `fetched`, `ready`: when the docs.json had arrived, when
 * the store was ready.
 */
async function firstPaint(url, path, expected) {
  const absolute = new URL(url, location.href).href;
  let t0 = 0;
  let ready = 0;
  let firstLinks = [];
  let firstProblems = [];
  let allProblems = [];
  let changes;
  let first;
  const all = await timed(async (painted) => {
    t0 = performance.now();
    nav = document.createElement('docs-nav');
    nav.setAttribute('src', url);
    nav.setAttribute('current-path', path);
    sidebar.append(nav);
    const store = NavStore.for(url);
    store.subscribe(() => {
      if (store.state.status === 'ready' && !ready) ready = performance.now() - t0;
    });
    first = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!nav.shadowRoot.querySelector('a[href]')) return;
        observer.disconnect();
        const seen = () => {
          firstLinks = links();
          firstProblems = problems(currentProblem(path));
          changes = watch();
        };
        resolve(painted(seen));
      });
      observer.observe(nav.shadowRoot, { childList: true, subtree: true });
    });
    const done = rendered(nav, store);
    // No link at all (the element rendered none): no first paint, a problem.
    const firstMs = await Promise.race([first, done.then(frame).then(frame).then(() => NaN)]);
    if (Number.isNaN(firstMs)) {
      firstProblems = ['no link was rendered'];
      return NaN;
    }
    await done;
    const check = () => (allProblems = problems(linksProblem(expected), currentProblem(path)));
    const changed = changes.changed();
    changes.stop();
    if (changed) return painted(check);
    check();
    return firstMs;
  });
  const entry = performance.getEntriesByName(absolute).at(-1);
  return {
    first: Number.isNaN(all) ? NaN : await first,
    all,
    ready,
    fetched: entry ? entry.responseEnd - t0 : undefined,
    firstLinks,
    links: links().length,
    problems: [...firstProblems.map((p) => `at first paint: ${p}`), ...allProblems.map((p) => `everything rendered: ${p}`)],
  };
}

const title = (path) => {
  const last = path.slice(path.lastIndexOf('/') + 1).replace(/[-_]/g, ' ');
  return last.charAt(0).toUpperCase() + last.slice(1);
};
const escape = (s) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The baseline of the first paint: fetch the same docs.json, JSON.parse it, and set the same links
 * the element painted first (`hrefs`) as plain <a> elements with innerHTML, in one frame. The
 * pages are found in the parsed document (any `pages` list, every page string whose href is one
 * of them), so it renders exactly that set; `links` says how many it rendered.
 */
async function baselinePaint(url, hrefs) {
  const want = new Set(hrefs);
  let count = 0;
  const ms = await timed(async () => {
    const doc = JSON.parse(await (await fetch(url)).text());
    let html = '';
    const walk = (node) => {
      if (Array.isArray(node)) {
        for (const e of node) {
          if (typeof e !== 'string') walk(e);
          else if (want.has(`/${e}`)) {
            html += `<a href="/${escape(e)}">${escape(title(e))}</a>`;
            count++;
          }
        }
      } else if (node && typeof node === 'object') for (const k in node) if (typeof node[k] === 'object') walk(node[k]);
    };
    walk(doc.navigation);
    const div = document.createElement('div');
    div.id = 'baseline';
    div.innerHTML = html;
    sidebar.append(div);
  });
  return { ms, links: count, painted: sidebar.querySelectorAll('#baseline a').length };
}

/** The toggle of the group labelled `label` (its visible text, or its aria-label). */
function toggleOf(label) {
  // The text a reader sees (aria-hidden parts, the chevron, left out).
  const text = (el) => [...el.childNodes].map((n) => (n.nodeType === Node.TEXT_NODE ? n.textContent : n.nodeType === Node.ELEMENT_NODE && n.getAttribute('aria-hidden') !== 'true' ? text(n) : '')).join('');
  return [...nav.shadowRoot.querySelectorAll('button[aria-expanded]')].find((b) => text(b).trim() === label || b.getAttribute('aria-label') === label);
}

/**
 * An interaction timed to the next paint (`ms`: the frame that paints the element's update), and
 * to everything painted (`complete`: the end of the frame that paints the element's last change,
 * once its update is complete; a long sidebar comes in slices); `atPaint` and `atEnd` check what
 * is on the screen at each (a list of problems).
 */
async function interaction(act, atPaint, atEnd) {
  let later;
  let changes;
  let paintProblems = [];
  let endProblems = [];
  const ms = await timed(
    async (painted) => {
      later = painted;
      act();
    },
    () => {
      paintProblems = atPaint();
      changes = watch();
    },
  );
  await nav.updateComplete;
  const check = () => (endProblems = atEnd());
  const changed = changes.changed();
  changes.stop();
  const complete = changed ? await later(check) : (check(), ms);
  return { ms, complete, problems: [...paintProblems.map((p) => `at the next paint: ${p}`), ...endProblems.map((p) => `everything painted: ${p}`)] };
}

/**
 * Expanding the closed group labelled `label`, whose pages once open are `pages` (hrefs): at the
 * next paint, its toggle says expanded and its first page is rendered; once everything is painted,
 * the sidebar holds exactly what it held and those pages. Then (untimed) it is closed again.
 */
async function expand(label, pages) {
  const button = toggleOf(label);
  if (!button || button.getAttribute('aria-expanded') !== 'false') return { problems: [`no closed group "${label}"`] };
  const before = links();
  const r = await interaction(
    () => button.click(),
    () => problems(toggleOf(label)?.getAttribute('aria-expanded') !== 'true' && `the toggle of "${label}" is not expanded`, !links().includes(pages[0]) && `${pages[0]}, the group's first page, is not rendered`),
    () => problems(linksProblem([...before, ...pages])),
  );
  toggleOf(label).click();
  await nav.updateComplete;
  await frame();
  const closed = linksProblem(before);
  return { ...r, problems: [...r.problems, ...(closed ? [`closed again: ${closed}`] : [])] };
}

/** Closing and opening again the group labelled `label` (open), each timed to the next paint. */
async function toggle(label) {
  const button = toggleOf(label);
  if (!button || button.getAttribute('aria-expanded') !== 'true') throw new Error(`no open group ${label}`);
  const before = nav.shadowRoot.querySelectorAll('a').length;
  const close = await interaction(() => button.click(), () => [], () => []);
  const closed = nav.shadowRoot.querySelectorAll('a').length;
  await frame();
  const again = toggleOf(label);
  const open = await interaction(() => again.click(), () => [], () => []);
  const opened = nav.shadowRoot.querySelectorAll('a').length;
  await frame();
  // The work was done: closing took the group's links away, opening brought them back.
  if (!(closed < before && opened === before)) throw new Error(`toggling ${label}: ${before} links, ${closed} closed, ${opened} opened again`);
  return { close: close.ms, open: open.ms };
}

/**
 * Moving to `path` (a page of another version, or another page), as a router sets it. At the next
 * paint the page is marked current and in view, and every link in view is one of the pages the
 * sidebar of `path` shows (`expected`, hrefs); once everything is painted, the sidebar is exactly
 * those pages.
 */
async function go(path, expected) {
  const want = new Set(expected);
  const r = await interaction(
    () => (nav.currentPath = path),
    () => {
      const seen = links(true);
      const wrong = seen.filter((h) => !want.has(h));
      return problems(currentProblem(path), wrong.length && `${wrong.length} of the ${seen.length} links in view are not of this sidebar (${wrong[0]}...)`);
    },
    () => problems(linksProblem(expected), currentProblem(path)),
  );
  await frame();
  return r;
}

/**
 * For the memory and downloads figures: a <docs-nav> that loads `url` over the network as a site
 * would, until everything is rendered. Returns its links, the pages of the resolved navigation
 * (every page: all versions and tabs) and its problems.
 */
async function load(url, path) {
  nav = document.createElement('docs-nav');
  nav.setAttribute('src', url);
  nav.setAttribute('current-path', path);
  sidebar.append(nav);
  const store = NavStore.for(url);
  await rendered(nav, store);
  await frame();
  let pages = 0;
  const count = (node) => {
    if (Array.isArray(node)) node.forEach(count);
    else if (node && typeof node === 'object') {
      if (typeof node.href === 'string' && 'title' in node && !('pages' in node)) pages++;
      for (const k in node) if (typeof node[k] === 'object') count(node[k]);
    }
  };
  count(store.data.resolved.navigation);
  return { links: links(), pages, diagnostics: store.data.resolved.diagnostics.length, current: currentProblem(path) };
}

window.bench = { docsNav, firstPaint, baselinePaint, expand, toggle, go, load };
window.benchReady = true;
