import { expect, waitUntil } from '@open-wc/testing';

/**
 * The built bundle (dist/docs-nav.min.js, made by `npm run build`) in a page served with a strict
 * Content-Security-Policy: no inline scripts or styles, no eval, Trusted Types required for every
 * HTML sink (only Lit's own policy allowed). The elements must render and nothing may be refused.
 */
describe('strict CSP and Trusted Types', () => {
  it('renders every element with no policy violation', async () => {
    const frame = document.createElement('iframe');
    frame.style.inlineSize = '400px';
    frame.style.blockSize = '600px';
    const violations: string[] = [];
    document.body.append(frame);
    try {
      await new Promise<void>((resolve) => {
        frame.addEventListener('load', () => resolve(), { once: true });
        frame.src = '/test/fixtures/csp/index.html';
      });
      const doc = frame.contentDocument!;
      doc.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
      // The policy is really in force: the header is sent, and a raw HTML sink throws.
      const header = (await fetch(frame.src)).headers.get('content-security-policy') ?? '';
      expect(header).to.contain("require-trusted-types-for 'script'");
      expect(header).to.contain("script-src 'self'");
      expect(() => {
        doc.createElement('div').innerHTML = '<b>x</b>';
      }).to.throw(/TrustedHTML/);
      await waitUntil(() => violations.length > 0, 'the probe was reported');
      violations.length = 0;
      await waitUntil(() => doc.querySelector('docs-nav')?.shadowRoot?.querySelector('a[aria-current="page"]'), 'the sidebar never rendered under CSP', { timeout: 10000 });
      const nav = doc.querySelector('docs-nav')!;
      expect(nav.shadowRoot!.querySelector('a[aria-current="page"]')!.textContent!.trim()).to.equal('Cache');
      expect(nav.shadowRoot!.querySelectorAll('a').length).to.be.greaterThan(5);
      const root = (tag: string) => doc.querySelector(tag)!.shadowRoot!;
      await waitUntil(() => root('docs-tabs').querySelector('[aria-current="page"]') && root('docs-switcher').querySelector('select') && root('docs-banner').querySelector('a') && root('docs-breadcrumbs').querySelector('ol'), 'every element renders under CSP', { timeout: 10000 });
      expect(root('docs-tabs').querySelector('[aria-current="page"]')!.textContent).to.contain('Guides');
      expect(root('docs-switcher').querySelector('select')!.options.length).to.be.greaterThan(1);
      expect(root('docs-breadcrumbs').textContent).to.contain('Advanced');
      expect(violations.join('\n')).to.equal('');
    } finally {
      frame.remove();
    }
  });
});
