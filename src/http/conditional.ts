import type { FastifyReply } from 'fastify';

// Conditional requests and caches (RFC 9110): which ETags a header names, and what a response varies by.

/** Whether an If-None-Match header (one tag, a list, or *) names `tag`, by weak comparison. */
export const matchesTag = (header: string, tag: string) => {
  const opaque = (t: string) => t.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((t) => opaque(t) === opaque(tag));
};

/** Adds `name` to the response's Vary header, keeping what is there (CORS adds Origin). */
export function vary(res: FastifyReply, name: string): void {
  const current = String(res.getHeader('vary') ?? '');
  const names = current
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) res.header('Vary', [...names, name].join(', '));
}
