import { expect, waitUntil } from '@open-wc/testing';
import { NavStore } from '../../src/elements/store.js';
import '../../src/elements/docs-nav.js';
import type { DocsNav } from '../../src/elements/docs-nav.js';
import type { TextReader } from '../../src/core/load.js';

/** A reader that answers docs.json only when told to, and gives up when its load is aborted. */
function gate(): { read: TextReader; reads: number; answer: () => void } {
  const waiting: Array<() => void> = [];
  const gated = {
    reads: 0,
    answer: () => waiting.splice(0).forEach((f) => f()),
    read: ((_url, signal) => {
      gated.reads++;
      return new Promise<string>((resolve, reject) => {
        waiting.push(() => resolve(JSON.stringify({ navigation: { pages: ['one'] } })));
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }) as TextReader,
  };
  return gated;
}

describe('NavStore', () => {
  it('loads on the first subscriber and tells every subscriber', async () => {
    const g = gate();
    const store = new NavStore('http://docs.test/a/docs.json', { read: g.read });
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    expect(store.state.status).to.equal('loading');
    g.answer();
    await waitUntil(() => store.state.status === 'ready');
    expect(calls).to.be.at.least(2);
    expect(g.reads).to.equal(1);
    stop();
  });

  it('tells the size of docs.json while it resolves (what elements fetch their code by, beside it)', async () => {
    const g = gate();
    const store = new NavStore('http://docs.test/size/docs.json', { read: g.read });
    const sizes: (number | undefined)[] = [];
    const stop = store.subscribe(() => {
      if (store.state.status === 'loading') sizes.push(store.state.size);
    });
    g.answer();
    await waitUntil(() => store.state.status === 'ready');
    expect(sizes).to.include(JSON.stringify({ navigation: { pages: ['one'] } }).length);
    stop();
  });

  it('an element renders nothing again when a loading store only tells the size of docs.json', async () => {
    const g = gate();
    const src = 'http://docs.test/told/docs.json';
    NavStore.for(src, { read: g.read });
    const el = document.createElement('docs-nav') as DocsNav;
    el.setAttribute('src', src);
    document.body.append(el);
    await el.updateComplete;
    expect(el.getAttribute('status')).to.equal('loading');
    const states: string[] = [];
    const stop = NavStore.for(src).subscribe(() => states.push(NavStore.for(src).state.status));
    // (its updates counted)
    let updates = 0;
    const update = (el as unknown as { update(c: unknown): void }).update;
    (el as unknown as { update(c: unknown): void }).update = function (this: DocsNav, c: unknown) {
      updates++;
      update.call(this, c);
    };
    g.answer();
    await waitUntil(() => el.getAttribute('status') === 'ready');
    await el.updateComplete;
    // The store told the size (a loading state), then was ready: one update, for the navigation.
    expect(states).to.deep.equal(['loading', 'ready']);
    expect(updates).to.equal(1);
    expect(el.shadowRoot!.querySelector('a')!.textContent).to.equal('One');
    stop();
    el.remove();
  });

  it('the last subscriber leaving during a load aborts it and goes back to idle; the next one loads again', async () => {
    const g = gate();
    const store = new NavStore('http://docs.test/b/docs.json', { read: g.read });
    const stop = store.subscribe(() => {});
    expect(store.state.status).to.equal('loading');
    stop();
    expect(store.state.status).to.equal('idle');
    // The aborted load settles: it changes nothing.
    await new Promise((r) => setTimeout(r, 10));
    expect(store.state.status).to.equal('idle');
    const again = store.subscribe(() => {});
    expect(store.state.status).to.equal('loading');
    g.answer();
    await waitUntil(() => store.state.status === 'ready');
    expect(g.reads).to.equal(2);
    again();
  });

  it('a newer load wins over an older one still running', async () => {
    const g = gate();
    const store = new NavStore('http://docs.test/c/docs.json', { read: g.read });
    const stop = store.subscribe(() => {});
    const newer = store.load();
    g.answer();
    await newer;
    expect(store.state.status).to.equal('ready');
    await new Promise((r) => setTimeout(r, 10));
    expect(store.state.status).to.equal('ready');
    stop();
  });
});
