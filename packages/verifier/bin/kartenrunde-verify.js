#!/usr/bin/env node
// The verifier's command: lib/verify-standalone.js, generated from src/audit/verify-standalone.ts.
import '../lib/verify-standalone.js';
