import { createHash, createHmac } from 'node:crypto';
import { canonicalJson, type ChainedEvent } from '../../src/audit/chain.js';

export type { ChainedEvent };
import { isCard } from '../../src/engine/core/cards.js';

/**
 * What an attacker does with the texts a running match gave him: looks for digests he can recompute from a guess
 * of a hidden card. The pieces here are pure; test/e2e/leaks.e2e.spec.ts records the texts over HTTP.
 */

export const sha256 = (data: string | Buffer): Buffer => createHash('sha256').update(data).digest();
export const hmac = (key: string | Buffer, message: string): Buffer => createHmac('sha256', key).update(message, 'utf8').digest();

/** The printable forms of a digest an attacker would compare: lowercase hex and base64url (base64 is normalised to it). */
export const digestForms = (digest: Buffer): { hex: string; b64: string } => ({
  hex: digest.toString('hex'),
  b64: digest.toString('base64url'),
});

const HEX_RUN = /[0-9a-fA-F]{64,}/g;
const B64_RUN = /[A-Za-z0-9+/_-]{43,}/g;
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]*)?/g;

/**
 * Every place in a set of texts where a SHA-256 digest could be printed: each 64-character window of a run of hex
 * digits (any case) and each 43-character window of a run of base64 or base64url characters. A digest "appears in
 * the texts" when its hex or base64url form is one of these windows, wherever in a longer token it sits.
 */
export class DigestIndex {
  private readonly hex = new Set<string>();
  private readonly b64 = new Set<string>();
  private readonly runs = new Set<string>();
  texts = 0;

  add(text: string): void {
    this.texts++;
    for (const run of text.match(HEX_RUN) ?? []) {
      if (this.runs.has(run)) continue;
      this.runs.add(run);
      const lower = run.toLowerCase();
      for (let i = 0; i + 64 <= lower.length; i++) this.hex.add(lower.slice(i, i + 64));
    }
    for (const run of text.match(B64_RUN) ?? []) {
      if (this.runs.has(run)) continue;
      this.runs.add(run);
      const url = run.replace(/\+/g, '-').replace(/\//g, '_');
      for (let i = 0; i + 43 <= url.length; i++) this.b64.add(url.slice(i, i + 43));
    }
  }

  has(digest: Buffer): boolean {
    const { hex, b64 } = digestForms(digest);
    return this.hex.has(hex) || this.b64.has(b64);
  }

  /** How many distinct hex digests the texts hold (to show the index saw the chain's hashes at all). */
  get hexWindows(): number {
    return this.hex.size;
  }
}

/** The text plus the decoded header and payload of every JWT in it (a receipt's headHash is inside its payload). */
export function withDecodedJwts(text: string): string[] {
  const out = [text];
  for (const token of text.match(JWT) ?? []) {
    for (const part of token.split('.').slice(0, 2)) {
      try {
        out.push(Buffer.from(part, 'base64url').toString('utf8'));
      } catch {
        // not base64url after all
      }
    }
  }
  return out;
}

type Path = (string | number)[];

export function getAt(value: unknown, path: Path): unknown {
  let here = value;
  for (const key of path) {
    if (here === null || typeof here !== 'object') return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

export function setAt<T>(value: T, path: Path, replacement: unknown): T {
  const copy = JSON.parse(JSON.stringify(value)) as T;
  if (path.length === 0) return replacement as T;
  const parent = getAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1]] = replacement;
  return copy;
}

/** A part of an event the attacker never saw while the match ran: where it is in `data`, and its true value. */
export interface HiddenField {
  path: Path;
  value: unknown;
  /**
   * A list of cards shown with its length but some of its cards hidden (e.g. as nulls): the cards are hidden fields
   * of their own; this one asks whether the length was meant to be shown.
   */
  lengthOnly?: true;
}

/**
 * The parts of an event's full `data` that none of the attacker's observations of that event showed: a member is
 * known when some observation has exactly its value there; a container that some observation shows as a
 * container of the same shape is looked into member by member; anything else is hidden (e.g. a hand shown as null).
 */
export function hiddenFields(full: unknown, observed: unknown[], path: Path = []): HiddenField[] {
  const same = observed.filter((o) => o !== undefined);
  if (same.some((o) => canonicalJson(o) === canonicalJson(full))) return [];
  if (Array.isArray(full)) {
    const shaped = same.filter((o) => Array.isArray(o) && o.length === full.length);
    if (shaped.length > 0) {
      const inner = full.flatMap((item, i) =>
        hiddenFields(
          item,
          shaped.map((o) => (o as unknown[])[i]),
          [...path, i],
        ),
      );
      return inner.length > 0 && isCardList(full) ? [{ path, value: full, lengthOnly: true }, ...inner] : inner;
    }
  } else if (full !== null && typeof full === 'object') {
    const shaped = same.filter((o) => o !== null && typeof o === 'object' && !Array.isArray(o));
    if (shaped.length > 0) {
      return Object.keys(full).flatMap((key) =>
        hiddenFields(
          (full as Record<string, unknown>)[key],
          shaped.map((o) => (o as Record<string, unknown>)[key]),
          [...path, key],
        ),
      );
    }
  }
  return [{ path, value: full }];
}

export const isCardList = (value: unknown): value is string[] => Array.isArray(value) && value.length > 0 && value.every(isCard);

/**
 * What an attacker would try for a hidden value: for a card, every card of the pack; for a list of cards, the
 * true list, every list with one card replaced by another card of the pack, and (the count is not always public)
 * the list one card shorter and one card longer; for anything else only the true value (the strongest guess: if
 * even the correct guess cannot be confirmed, no guess can). `lengths: false` leaves out the length variants.
 */
export function candidatesFor(value: unknown, pack: readonly string[], lengths = true): { value: unknown; swap?: [string, string] }[] {
  if (isCard(value)) return pack.map((card) => ({ value: card, swap: [value, card] as [string, string] }));
  if (isCardList(value)) {
    const out: { value: unknown; swap?: [string, string] }[] = [{ value }];
    value.forEach((card, i) => {
      for (const other of pack) {
        if (other !== card) out.push({ value: value.map((c, j) => (j === i ? other : c)), swap: [card, other] });
      }
    });
    if (lengths) {
      out.push({ value: value.slice(0, -1) });
      const extra = pack.find((card) => !value.includes(card));
      if (extra) out.push({ value: [...value, extra] });
    }
    return out;
  }
  return [{ value }];
}

/** The digests of a value an attacker would try: its canonical JSON and, for a card list, the list joined (as dealt and sorted). */
export function valueDigests(value: unknown): Buffer[] {
  const out = [sha256(canonicalJson(value))];
  if (typeof value === 'string') out.push(sha256(value));
  if (isCardList(value)) {
    const sorted = [...value].sort();
    for (const list of [value, sorted]) {
      for (const joint of [',', '', ' ', '\n']) out.push(sha256(list.join(joint)));
    }
    out.push(sha256(canonicalJson(sorted)));
  }
  return out;
}

/**
 * The digests of one guessed event: the version 1 chain link from every previous hash the attacker saw
 * (SHA-256(prev + "\n" + canonical(event))), the bare event, its type and data, and its data alone. The link is
 * written out here on purpose, from the formula of docs/export-format.md as an attacker would: the leak test checks it against
 * the service's chain, so both must agree.
 */
export function eventDigests(event: ChainedEvent, previous: readonly string[]): Buffer[] {
  const body = canonicalJson({ sequence: event.sequence, type: event.type, data: event.data, metadata: event.metadata, at: event.at });
  return [
    ...previous.map((prev) => sha256(`${prev}\n${body}`)),
    sha256(body),
    sha256(canonicalJson({ type: event.type, data: event.data })),
    sha256(canonicalJson(event.data)),
    sha256(JSON.stringify(event.data)),
  ];
}

/** Every array under a key named `hand` in a view (Schnapsen keeps it in `current`, a Dreier play-off in `playoff.zweier`). */
export function handsIn(view: unknown): string[][] {
  const out: string[][] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') {
      for (const [key, member] of Object.entries(value)) {
        if (key === 'hand' && Array.isArray(member)) out.push(member as string[]);
        else walk(member);
      }
    }
  };
  walk(view);
  return out;
}

/** A problem+json body without what differs between any two requests (the request id), for comparing refusals. */
export function refusalShape(text: string, cards: readonly string[]): string {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return text;
  }
  const { requestId: _id, ...rest } = body;
  let shape = JSON.stringify(rest);
  for (const card of cards) shape = shape.replace(new RegExp(`(?<![A-Za-z0-9])${card}(?![A-Za-z0-9])`, 'g'), '<card>');
  return shape;
}
