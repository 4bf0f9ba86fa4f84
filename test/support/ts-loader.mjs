// `node --import ./test/support/ts-loader.mjs src/main.ts` runs the service from its TypeScript sources.
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
