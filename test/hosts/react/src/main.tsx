// The app around the recipe (DocsNavigation.tsx): a router, and a page that shows its path.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { DocsNavigation } from './DocsNavigation';

function Page() {
  const { pathname } = useLocation();
  return <h1 id="page">{pathname}</h1>;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <DocsNavigation>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </DocsNavigation>
    </BrowserRouter>
  </StrictMode>,
);
