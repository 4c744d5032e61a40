/**
 * The classic script, dist/docs-nav.classic.js (one IIFE, global `DocsNav`), for pages that
 * cannot load modules: the bundle's code (src/bundle.ts) and every element, defined on load (it
 * has no chunks: the elements autoload.ts would fetch are inside).
 */
import { discover, load, watchDocument } from './elements/autoload.js';

export * from './bundle.js';
export { discover, load };

if (globalThis.document) watchDocument(document);
