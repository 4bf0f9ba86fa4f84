import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathOf } from '../http/request-context.js';

/**
 * Content-Security-Policy for the API's own responses (JSON, problem+json, event streams): they load nothing,
 * run nothing and are framed by no one.
 */
export const API_CSP = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Content-Security-Policy for Swagger UI under /docs: its HTML, scripts and stylesheet come from this service;
 * it needs inline styles (a <style> block in its page, style attributes it sets) and data: images (icons in
 * its stylesheet); "Try it out" calls this service. No inline or remote scripts.
 */
export const DOCS_CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/**
 * Content-Security-Policy for the web client's page (`/`, see http/web-client.ts): its scripts, stylesheet and
 * icon come from this service and it calls only this service's API; inline style attributes (card layout) are
 * allowed, inline and remote scripts are not.
 */
export const WEB_CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

/** The paths of the web client's page (its assets are loaded under the page's policy). */
export const isWebPagePath = (path: string) => path === '/' || path === '/index.html';

/** The paths Swagger UI is served under (its page and its assets). */
export const isDocsPath = (path: string) => path === '/docs' || path.startsWith('/docs/');

/**
 * Security headers for a public JSON API (helmet): HSTS, nosniff, no referrer, no framing, same-origin
 * resource and opener policies, no X-Powered-By, and a Content-Security-Policy that allows nothing except on
 * the Swagger UI pages and the web client's page, which get the policies they need.
 */
export function securityHeaders(options: { webClient?: boolean } = {}) {
  const common = headersOf(helmet({ contentSecurityPolicy: false, xFrameOptions: { action: 'deny' } }));
  const withCsp = (directives: Record<string, string[]>) => [
    ...common,
    ...headersOf(helmet.contentSecurityPolicy({ useDefaults: false, directives })),
  ];
  const api = withCsp(API_CSP);
  const docs = withCsp(DOCS_CSP);
  const web = withCsp(WEB_CSP);
  // Set on Node's response: Fastify merges them into whatever it sends, and raw responses (event streams) get them too.
  return (request: FastifyRequest, reply: FastifyReply): void => {
    const path = pathOf(request);
    const headers = isDocsPath(path) ? docs : options.webClient && isWebPagePath(path) ? web : api;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  };
}

/**
 * The headers a helmet middleware sets, worked out once: its settings here are fixed, so every response gets the
 * same ones, and setting them from a list costs a fraction of running helmet per request.
 */
function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void): [string, string][] {
  const headers: [string, string][] = [];
  const res = { setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]), removeHeader: () => undefined };
  let failed: unknown = null;
  middleware({} as IncomingMessage, res as unknown as ServerResponse, (error) => void (failed = error ?? null));
  if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
  return headers;
}
