import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { hostOf } from './address-policy.js';

/**
 * POSTs `body` to `url` and resolves with the receiver's status code (its body is not read). Names are
 * resolved by `lookup`, which decides which addresses may be connected to; IP literals never reach it, so the
 * caller checks those first. Redirects are not followed; no proxy is used; no connection is reused.
 */
export function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { lookup: LookupFunction; signal: AbortSignal },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const host = hostOf(url);
    const request = (url.protocol === 'https:' ? https : http).request(
      {
        protocol: url.protocol,
        hostname: 'ip' in host ? host.ip : host.name,
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        auth: url.username || url.password ? `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}` : undefined,
        lookup: options.lookup,
        signal: options.signal,
        agent: false,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
