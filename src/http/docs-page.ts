import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './request-context.js';
import { fileReader } from './web-client.js';

const require = createRequire(import.meta.url);

/** Swagger UI's files (the swagger-ui-dist package) that its page loads. */
const ASSETS = new Set([
  'swagger-ui.css',
  'swagger-ui-bundle.js',
  'swagger-ui-standalone-preset.js',
  'favicon-32x32.png',
  'favicon-16x16.png',
]);

/**
 * The page: Swagger UI's files from this service and its script that loads the document; no inline script, so
 * the docs' Content-Security-Policy (ops/security.ts) can forbid them. Asset paths are absolute, so `/docs` and
 * `/docs/` both work.
 */
const PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Kartenrunde API</title>
<link rel="stylesheet" href="/docs/swagger-ui.css">
<link rel="icon" type="image/png" href="/docs/favicon-32x32.png" sizes="32x32">
<style>html { box-sizing: border-box; overflow-y: scroll; } *, *:before, *:after { box-sizing: inherit; } body { margin: 0; }</style>
</head>
<body>
<div id="swagger-ui"></div>
<script src="/docs/swagger-ui-bundle.js"></script>
<script src="/docs/swagger-ui-standalone-preset.js"></script>
<script src="/docs/swagger-ui-init.js"></script>
</body>
</html>
`;

/** Loads the OpenAPI document; no badge from the public validator (it would send the docs' address there). */
function initScript(documentUrl: string): string {
  const options = { url: documentUrl, dom_id: '#swagger-ui', deepLinking: true, layout: 'StandaloneLayout', validatorUrl: null };
  return `window.onload = function () {
  const options = ${JSON.stringify(options, null, 2)};
  options.presets = [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset];
  options.plugins = [SwaggerUIBundle.plugins.DownloadUrl];
  window.ui = SwaggerUIBundle(options);
};
`;
}

/**
 * Serves Swagger UI at `/docs` (an onRequest hook): its page, its start script and its own files, read from
 * the swagger-ui-dist package. Other paths under /docs are left to the router (a 404).
 */
export function docsPage(documentUrl: string) {
  const dir: string = require('swagger-ui-dist/absolute-path.js')();
  const files = fileReader(dir);
  const init = initScript(documentUrl);
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (!request.url.startsWith('/docs') || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
    const path = pathOf(request);
    if (path === '/docs' || path === '/docs/' || path === '/docs/index.html') {
      reply.code(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(PAGE);
      return;
    }
    if (path === '/docs/swagger-ui-init.js') {
      reply.code(200).type('text/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(init);
      return;
    }
    const name = path.startsWith('/docs/') ? path.slice('/docs/'.length) : '';
    const file = ASSETS.has(name) ? files(name) : null;
    if (!file) return done();
    reply.code(200).type(file.type).header('Cache-Control', 'public, max-age=3600').send(file.body);
  };
}
