import { sha256Words, utf8 } from '../engine/core/sha256.js';
import type { MatchAnalysis } from './analyse.js';

/** The analysis as the service stores and serves it and `npm run analyse` prints it: one line of JSON. */
export function renderAnalysis(analysis: MatchAnalysis): string {
  return JSON.stringify(analysis);
}

/** The ETag of a rendered analysis: the first 128 bits of its SHA-256, in hex (strong: it names these bytes). */
export function analysisTag(body: string): string {
  const words = sha256Words(utf8(body));
  const hex = Array.from(words.subarray(0, 4), (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
  return `"${hex}"`;
}
