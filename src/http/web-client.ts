import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The paths the web client's files are served under: its page and its built assets (hashed names). */
export const isWebClientPath = (path: string) => path === '/' || path === '/index.html' || path === '/favicon.svg' || /^\/assets\/[\w.-]+$/.test(path);

/**
 * Serves the web client (web/, built into `dir` by `npm run build`) at `/`: its page, its favicon and its
 * assets, nothing else, so every API path and every unknown path answers as before (problem+json for a 404).
 * The page names its assets by content hash, so they are cached for good; the page itself is revalidated.
 * A missing build (e.g. a test that does not build it) leaves `/` to the API's 404.
 */
export function webClient(dir: string) {
  const cache = new Map<string, { body: Buffer; type: string; mtime: number }>();
  const read = (path: string) => {
    const file = join(dir, path === '/' ? 'index.html' : path.slice(1));
    if (!existsSync(file) || !statSync(file).isFile()) return null;
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit;
    const entry = { body: readFileSync(file), type: TYPES[extname(file)] ?? 'application/octet-stream', mtime };
    cache.set(file, entry);
    return entry;
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isWebClientPath(req.path)) return next();
    const file = read(req.path);
    if (!file) return next();
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', req.path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Content-Length', String(file.body.length));
    res.status(200).end(req.method === 'HEAD' ? undefined : file.body);
  };
}
