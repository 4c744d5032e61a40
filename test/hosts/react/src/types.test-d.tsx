// Type tests of dist/react.d.ts (type-checked with the app, never bundled): what the JSX of each
// element accepts and refuses, and the type of its events.
import type { DocsErrorDetail, DocsNav, DocsNavigateDetail, DocsSwitchDetail, DocsSwitchEvent, DocsToggleDetail } from 'docs-nav/react';
import { useRef } from 'react';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const same = <A, B>(value: Equal<A, B>) => value;

export function Typed() {
  const ref = useRef<DocsNav>(null);
  return (
    <>
      <docs-nav
        ref={ref}
        src="/docs.json"
        current-path="/quickstart"
        drilldown
        pages={{ quickstart: { title: 'Quickstart' } }}
        timeout={5000}
        className="sidebar"
        onClick={() => {}}
        ondocs-navigate={(e) => same<typeof e.detail, DocsNavigateDetail>(true)}
        ondocs-toggle={(e) => same<typeof e.detail, DocsToggleDetail>(true)}
        ondocs-error={(e) => same<typeof e.detail, DocsErrorDetail>(true)}
      />
      <docs-switcher type="language" auto-language ondocs-switch={(e) => same<typeof e.detail, DocsSwitchDetail>(true)} />
      <docs-breadcrumbs mode="section" />
      {/* @ts-expect-error timeout is a number */}
      <docs-nav timeout="soon" />
      {/* @ts-expect-error a switcher's type is one of five */}
      <docs-switcher type="colour" />
      {/* @ts-expect-error docs-navigate is no docs-switch event */}
      <docs-nav ondocs-navigate={(e: DocsSwitchEvent) => void e} />
      {/* @ts-expect-error path is read-only */}
      <docs-nav path="/x" />
      <docs-tabs ondocs-navigate={(e) => {
        // @ts-expect-error the detail has no such field
        void e.detail.pathname;
      }} />
    </>
  );
}
