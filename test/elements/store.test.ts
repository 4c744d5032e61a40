import { expect, waitUntil } from '@open-wc/testing';
import { NavStore } from '../../src/elements/store.js';
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
