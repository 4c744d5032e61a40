#!/usr/bin/env node
// The docs-nav command line; the code is built into dist/ by `npm run build`.
import '../dist/cli.js';
