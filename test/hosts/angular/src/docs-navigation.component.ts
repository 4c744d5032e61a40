// Angular 20: CUSTOM_ELEMENTS_SCHEMA lets the template use the elements, and the package types
// their events ($event is a DocsNavigateEvent). The router owns the URL; the elements show its
// path and hand it their links. Links that leave the site (detail.external) are left to the browser.
import { Component, CUSTOM_ELEMENTS_SCHEMA, inject } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { NavigationEnd, Router } from '@angular/router';
import { filter, map } from 'rxjs';
import 'docs-nav';
import type { DocsNavigateEvent } from 'docs-nav';

@Component({
  selector: 'app-docs-navigation',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <header>
      <docs-tabs src="/docs.json" [currentPath]="path()" (docs-navigate)="go($event)">
        <docs-switcher type="version"></docs-switcher>
      </docs-tabs>
    </header>
    <aside>
      <docs-nav src="/docs.json" [currentPath]="path()" (docs-navigate)="go($event)"></docs-nav>
    </aside>
    <main>
      <docs-breadcrumbs src="/docs.json" [currentPath]="path()" (docs-navigate)="go($event)"></docs-breadcrumbs>
      <ng-content />
    </main>
  `,
})
export class DocsNavigationComponent {
  private readonly router = inject(Router);
  protected readonly path = toSignal(
    this.router.events.pipe(
      filter((e) => e instanceof NavigationEnd),
      map((e) => new URL(e.urlAfterRedirects, location.origin).pathname),
    ),
    { initialValue: location.pathname },
  );

  protected go(e: DocsNavigateEvent): void {
    if (e.detail.external) return;
    e.preventDefault();
    void this.router.navigateByUrl(e.detail.href);
  }
}
