// The app around the recipe (docs-navigation.component.ts): a router, and a page that shows its
// path. Compiled ahead of time by ngc (strict templates); the Angular packages' own partial
// declarations are linked at run time by @angular/compiler, where the Angular CLI would link them
// at build time.
import '@angular/compiler';
import { Component, inject, provideZonelessChangeDetection } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { bootstrapApplication } from '@angular/platform-browser';
import { NavigationEnd, provideRouter, Router, RouterOutlet } from '@angular/router';
import { filter, map } from 'rxjs';
import { DocsNavigationComponent } from './docs-navigation.component';

@Component({ selector: 'app-page', template: '' })
class PageComponent {}

@Component({
  selector: 'app-root',
  imports: [DocsNavigationComponent, RouterOutlet],
  template: `<app-docs-navigation><h1 id="page">{{ path() }}</h1><router-outlet /></app-docs-navigation>`,
})
class AppComponent {
  private readonly router = inject(Router);
  protected readonly path = toSignal(
    this.router.events.pipe(
      filter((e) => e instanceof NavigationEnd),
      map(() => new URL(this.router.url, location.origin).pathname),
    ),
    { initialValue: '' },
  );
}

bootstrapApplication(AppComponent, {
  providers: [provideZonelessChangeDetection(), provideRouter([{ path: '**', component: PageComponent }])],
}).catch((e) => console.error(e));
