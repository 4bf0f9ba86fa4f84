import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pathOf } from './request-context.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

export interface StaticFile {
  body: Buffer;
  type: string;
  mtime: number;
}

/** Reads files of `dir` by name (relative, already checked by the caller), cached until a file changes; null if missing. */
export function fileReader(dir: string): (name: string) => StaticFile | null {
  const cache = new Map<string, StaticFile>();
  return (name) => {
    const file = join(dir, name);
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit;
    const entry = { body: readFileSync(file), type: TYPES[extname(file)] ?? 'application/octet-stream', mtime };
    cache.set(file, entry);
    return entry;
  };
}

/** The paths the web client's files are served under: its page and its built assets (hashed names). */
export const isWebClientPath = (path: string) =>
  path === '/' || path === '/index.html' || path === '/favicon.svg' || /^\/assets\/[\w.-]+$/.test(path);

/**
 * Serves the web client (web/, built into `dir` by `npm run build`) at `/`: its page, its favicon and its
 * assets, nothing else, so every API path and every unknown path answers as the API does (problem+json for a 404).
 * The page names its assets by content hash, so they are cached for good; the page itself is revalidated.
 * A missing build (e.g. a test that does not build it) leaves `/` to the API's 404.
 */
export function webClient(dir: string) {
  const files = fileReader(dir);
  const read = (path: string) => files(path === '/' ? 'index.html' : path.slice(1));
  /** An onRequest hook: answers with the file, or calls `done` for everything else. */
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const path = pathOf(request);
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isWebClientPath(path)) return done();
    const file = read(path);
    if (!file) return done();
    reply
      .code(200)
      .header('Content-Type', file.type)
      .header('Cache-Control', path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(file.body);
  };
}
