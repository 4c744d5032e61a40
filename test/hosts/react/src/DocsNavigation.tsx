// React 19 with react-router 7: the router owns the URL; the elements show its path and hand it
// their links. Links that leave the site (detail.external) are left to the browser.
import 'docs-nav/react'; // registers the elements, and types them in JSX
import type { DocsNavigateEvent } from 'docs-nav/react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

export function DocsNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = (e: DocsNavigateEvent) => {
    if (e.detail.external) return;
    e.preventDefault();
    navigate(e.detail.href);
  };
  return (
    <>
      <header>
        <docs-tabs src="/docs.json" currentPath={pathname} ondocs-navigate={route}>
          <docs-switcher type="version" />
        </docs-tabs>
      </header>
      <aside>
        <docs-nav src="/docs.json" currentPath={pathname} ondocs-navigate={route} />
      </aside>
      <main>
        <docs-breadcrumbs src="/docs.json" currentPath={pathname} ondocs-navigate={route} />
        {children}
      </main>
    </>
  );
}
