import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../engine/core/language.js';
import { vary } from './conditional.js';

/**
 * The language of a request's sentences for people, from its Accept-Language header (RFC 9110 12.5.4): the
 * languages it names, best q-value first (a later one of the same q loses); a range matches by its primary tag
 * ("de-AT" is de), "*" is any language (the default). Languages with q=0 are refused. Without a header, or with
 * none the service writes, English.
 */
export function parseAcceptLanguage(header: string | string[] | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (typeof text !== 'string' || text.trim() === '') return DEFAULT_LANGUAGE;
  const ranges = text
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';').map((p) => p.trim());
      // A malformed q-value makes the range count for nothing.
      const q = params.find((p) => /^q\s*=/i.test(p));
      const value = q === undefined ? '1' : (/^q\s*=\s*([01](?:\.\d{0,3})?)$/i.exec(q)?.[1] ?? 'x');
      const quality = Number(value);
      return { tag: tag.toLowerCase(), quality: Number.isFinite(quality) ? Math.min(1, Math.max(0, quality)) : 0, index };
    })
    .filter((range) => range.tag !== '');
  const refused = new Set(ranges.filter((r) => r.quality === 0).map((r) => r.tag.split('-')[0]));
  const ordered = ranges.filter((r) => r.quality > 0).sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ordered) {
    if (range.tag === '*') {
      const free = [DEFAULT_LANGUAGE, ...LANGUAGES].find((l) => !refused.has(l));
      if (free) return free;
      continue;
    }
    const primary = range.tag.split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(primary) && !refused.has(primary)) return primary as Language;
  }
  return DEFAULT_LANGUAGE;
}

/** The request's language (see parseAcceptLanguage). */
export function languageOf(request: Pick<FastifyRequest, 'headers'>): Language {
  return parseAcceptLanguage(request.headers['accept-language']);
}

/** Marks a response that holds sentences in `language`: Content-Language, and Vary: Accept-Language for caches. */
export function speaks(reply: FastifyReply, language: Language): void {
  reply.header('Content-Language', language);
  vary(reply, 'Accept-Language');
}

/** The headers of a response with sentences for people in the request's language (Accept-Language). */
export const LANGUAGE_HEADERS = {
  'Content-Language': {
    description: 'The language of its sentences for people: de or en.',
    schema: { type: 'string', enum: ['de', 'en'] },
  },
  Vary: { description: 'Accept-Language (and Authorization where each caller has their own answer).', schema: { type: 'string' } },
};
export const ACCEPT_LANGUAGE = {
  name: 'Accept-Language',
  required: false,
  description: 'The language of the sentences for people (de or en, q-values and regions such as de-AT honoured; default en).',
};
