#!/usr/bin/env node
// The docs-nav command line; the code is built by `npm run build` into dist/cli/ (one module:
// see rollup.config.mjs).
import '../dist/cli/docs-nav.js';
