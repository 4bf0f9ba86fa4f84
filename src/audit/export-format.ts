import { canonicalJson } from './canonical.js';
import type { SeatHolder } from './players.js';

/**
 * The export document (docs/export-format.md, "The file"). It is JSON, written line by line so that a damaged byte
 * can be traced to its event even when the damage breaks the JSON:
 *   line 1:        `{` + the head's members in canonical JSON + `,"events":[`
 *   one line each: an event's canonical JSON, followed by `,` except after the last
 *   last line:     `]}`
 * UTF-8 without a byte order mark, every line (the last too) ended by LF alone, nothing else: the bytes of a valid
 * export are the only spelling of its content. Format 2 covers every fact of its head: by the chain's genesis, by
 * the seed commitment, by the signature, or because the verifier recomputes it from the events. Format 1 (unsigned,
 * written by earlier versions of the service) is still read.
 *
 * A format 2 export may carry the match's chat (src/chat) as a section of its own after the events, outside the
 * hash chain and the head's signature, signed on its own (typ kartenrunde-chat+jwt over the SHA-256 of the
 * messages' canonical JSON). Then the events' closing line is followed by:
 *   `],"chat":{"messages":[`
 *   one line each: a message's canonical JSON, followed by `,` except after the last
 *   last line:     `],"signature":` + the signature as a JSON string + `}}`
 * Without chat (none, or not readable by whoever exported it) the export has no chat section: it ends after the
 * events.
 */
export const EXPORT_FORMAT = 'kartenrunde-export/2';
export const EXPORT_FORMAT_V1 = 'kartenrunde-export/1';

export interface ExportedMatch {
  id: string;
  game: string;
  /** The game's title (recomputed from `game`). */
  title: string;
  rulesVersion: number;
  options: Record<string, unknown>;
  seats: number;
  /** Who took which seat and when (recomputed from the PlayerJoined events). */
  players: SeatHolder[];
  dealingMode: string;
  /** The creator's preset deals; null in an export of a running match (they hold hidden cards). */
  presets: unknown[] | null;
  seedCommitment: string;
  /** Revealed once the match has ended; null before. */
  seed: string | null;
  /** The chain's salt (audit/chain.ts), revealed with the seed; null before, and for chain version 1. */
  salt: string | null;
  chainVersion: number;
  timeControl: unknown;
  createdAt: string;
}

export interface ExportedEvent {
  sequence: number;
  type: string;
  data: unknown;
  metadata: unknown;
  at: string;
  /** Null only in the export of a running match with an unsalted (version 1) chain. */
  hash: string | null;
}

export interface ExportHead {
  format: typeof EXPORT_FORMAT;
  /** false for a running match's export (creator only): events redacted, no seed, not verifiable yet. */
  complete: boolean;
  match: ExportedMatch;
  /** The number of events. */
  version: number;
  headHash: string | null;
  result: { outcome: unknown; standings: unknown; aborted?: true } | null;
  /** The service's signature over the head (audit/signing.ts, typ kartenrunde-head+jwt). */
  signature: string;
}

/** A chat message as the export holds it: as the chat's readers see it (chat/chat-message.ts). */
export interface ExportedChatMessage {
  id: number;
  sender: { id: string; kind: string; seat: number | null; name: string; playerId: string | null };
  createdAt: string;
  text: string;
}

export interface ExportedChat {
  messages: ExportedChatMessage[];
  /** The service's signature over the messages (audit/signing.ts, typ kartenrunde-chat+jwt). */
  signature: string;
}

export interface ExportDocument extends ExportHead {
  events: ExportedEvent[];
  /** The match's chat, apart from the game's record; absent when the export has none. */
  chat?: ExportedChat;
}

/** A format 1 export, as earlier versions of the service wrote it (unsigned). */
export interface ExportDocumentV1 {
  format: typeof EXPORT_FORMAT_V1;
  complete: boolean;
  match: Omit<ExportedMatch, 'players' | 'salt' | 'chainVersion' | 'timeControl'> & { players: { seat: number; name: string | null }[] };
  headHash: string;
  result: { outcome: unknown; standings: unknown; aborted?: true } | null;
  events: (ExportedEvent & { hash: string })[];
}

const EVENTS_OPEN = ',"events":[';
const CHAT_OPEN = '],"chat":{"messages":[';
const CHAT_CLOSE = '],"signature":';

/** Lines of canonical JSON, each followed by a comma except the last. */
const listed = (items: readonly unknown[]) => items.map((item, i) => canonicalJson(item) + (i < items.length - 1 ? ',' : ''));

export function renderExport(head: ExportHead, events: readonly ExportedEvent[], chat?: ExportedChat): string {
  const first = canonicalJson(head).slice(0, -1) + EVENTS_OPEN;
  const tail = chat ? [CHAT_OPEN, ...listed(chat.messages), `${CHAT_CLOSE}${JSON.stringify(chat.signature)}}}`] : [']}'];
  return [first, ...listed(events), ...tail].join('\n') + '\n';
}

/**
 * Where an export stopped making sense: the event or chat message (by position, 1-based) or the head, and the line
 * (1-based) when one line is to blame.
 */
export class ExportDamaged extends Error {
  constructor(
    readonly where: { event: number } | { chat: number } | 'head',
    message: string,
    readonly line: number | null = null,
  ) {
    super(message);
  }
}

const BOM = '\uFEFF';
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The export's text, held to the byte rules of its form (docs/export-format.md, "The file"): UTF-8 without a byte
 * order mark, lines ending in LF alone, no whitespace at a line's end, the last line followed by exactly one LF.
 * Given bytes, each line must be valid UTF-8 (a string has been decoded already, by whoever read it). Canonical
 * lines (parseExport) then make the bytes of a valid export the only spelling of its content.
 */
export function exportText(input: string | Uint8Array): string {
  const lines = typeof input === 'string' ? input.split('\n') : decodeLines(input);
  const damaged = (i: number, message: string) => new ExportDamaged(lineOwner(lines, i + 1), message, i + 1);
  const invalid = lines.indexOf(null);
  if (invalid >= 0) throw damaged(invalid, `Line ${invalid + 1} is not valid UTF-8.`);
  const text = lines as string[];
  if (text[0].startsWith(BOM)) throw damaged(0, 'Line 1 starts with a byte order mark (U+FEFF); an export has none.');
  for (const [i, line] of text.entries()) {
    if (line.includes('\r')) throw damaged(i, `Line ${i + 1} holds a carriage return: lines end with a line feed (LF) alone.`);
    if (/\s$/.test(line)) throw damaged(i, `Line ${i + 1} ends with whitespace.`);
  }
  if (text.at(-1) !== '') throw damaged(text.length - 1, `The last line (${text.length}) does not end with a line feed (LF).`);
  if (text.length > 1 && text.at(-2) === '')
    throw damaged(text.length - 2, `Line ${text.length - 1} is empty: the export ends with its last line and one line feed.`);
  return text.join('\n');
}

/** The bytes' lines (split at each LF), each decoded as strict UTF-8; null for a line that is not. */
function decodeLines(bytes: Uint8Array): (string | null)[] {
  const lines: (string | null)[] = [];
  for (let start = 0; ;) {
    const end = bytes.indexOf(0x0a, start);
    const line = bytes.subarray(start, end < 0 ? bytes.length : end);
    try {
      lines.push(strictUtf8.decode(line));
    } catch {
      lines.push(null);
    }
    if (end < 0) return lines;
    start = end + 1;
  }
}

/** Whose line `line` (1-based) is, before the document is read: line n + 1 holds event n; the chat's lines follow its opening line. */
function lineOwner(lines: readonly (string | null)[], line: number): ExportDamaged['where'] {
  const chatOpen = lines.indexOf(CHAT_OPEN) + 1;
  const close = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  if (line === 1 || line >= close) return 'head';
  if (chatOpen === 0 || line < chatOpen) return { event: line - 1 };
  return line === chatOpen ? 'head' : { chat: line - chatOpen };
}

/**
 * Reads an export line by line. The head and every event line must be exactly their canonical JSON, so no byte
 * can change without this, the hash chain or a recomputation noticing.
 */
export function parseExport(input: string | Uint8Array): ExportDocument | ExportDocumentV1 {
  const lines = exportText(input).slice(0, -1).split('\n');
  const first = lines[0] ?? '';
  if (!first.endsWith(EVENTS_OPEN)) throw new ExportDamaged('head', 'The first line must end with ,"events":[ (see the export format).', 1);
  const headJson = first.slice(0, -EVENTS_OPEN.length) + '}';
  let head: ExportHead | Omit<ExportDocumentV1, 'events'>;
  try {
    head = JSON.parse(headJson) as ExportHead;
  } catch {
    throw new ExportDamaged('head', 'The first line is not valid JSON.', 1);
  }
  if (head === null || typeof head !== 'object' || Array.isArray(head))
    throw new ExportDamaged('head', 'The head must be a JSON object.', 1);
  const format = (head as { format?: unknown }).format;
  if (format !== EXPORT_FORMAT && format !== EXPORT_FORMAT_V1) {
    throw new ExportDamaged('head', `The format must be "${EXPORT_FORMAT}" (or "${EXPORT_FORMAT_V1}").`, 1);
  }
  if (canonicalJson(head) !== headJson) throw new ExportDamaged('head', 'The first line is not in canonical JSON form.', 1);
  // The events and the chat follow the head's line; a member of that name inside the head would be shadowed by them.
  for (const member of ['events', 'chat']) if (member in head) throw new ExportDamaged('head', `The head holds a member "${member}".`, 1);
  const chatAt = format === EXPORT_FORMAT ? lines.indexOf(CHAT_OPEN) : -1;
  if (chatAt < 0) {
    if (lines.at(-1) !== ']}') {
      const chat =
        format === EXPORT_FORMAT && (lines.at(-1) ?? '').startsWith(CHAT_CLOSE)
          ? `, or a line ${CHAT_OPEN} must open the chat section`
          : '';
      throw new ExportDamaged('head', `The last line must be ]}${chat}.`, lines.length);
    }
    return { ...head, events: readLines<ExportedEvent>(lines.slice(1, -1), 2, (n) => ({ event: n }), 'event') } as
      ExportDocument | ExportDocumentV1;
  }
  const events = readLines<ExportedEvent>(lines.slice(1, chatAt), 2, (n) => ({ event: n }), 'event');
  const close = lines.at(-1) ?? '';
  const messages = readLines<ExportedChatMessage>(lines.slice(chatAt + 1, -1), chatAt + 2, (n) => ({ chat: n }), 'chat message');
  const at = { chat: messages.length + 1 };
  if (lines.length - 1 === chatAt || !close.startsWith(CHAT_CLOSE) || !close.endsWith('}}')) {
    throw new ExportDamaged(at, `The chat section must end with a line ${CHAT_CLOSE}"<signature>"}}.`, lines.length);
  }
  const quoted = close.slice(CHAT_CLOSE.length, -2);
  let signature: unknown;
  try {
    signature = JSON.parse(quoted);
  } catch {
    throw new ExportDamaged(at, "The chat section's signature is not a JSON string.", lines.length);
  }
  if (typeof signature !== 'string' || JSON.stringify(signature) !== quoted) {
    throw new ExportDamaged(at, "The chat section's signature is not a JSON string in canonical form.", lines.length);
  }
  return { ...(head as ExportHead), events, chat: { messages, signature } };
}

/** Lines (the first of them line `firstLine` of the export) each holding one item's canonical JSON, each followed by a comma except the last. */
function readLines<T>(
  body: string[],
  firstLine: number,
  where: (position: number) => { event: number } | { chat: number },
  what: string,
): T[] {
  return body.map((line, i) => {
    const position = i + 1;
    const last = i === body.length - 1;
    const damaged = (message: string) => new ExportDamaged(where(position), message, firstLine + i);
    if (last === line.endsWith(','))
      throw damaged(last ? `The last ${what} line must not end with a comma.` : `A ${what} line must end with a comma.`);
    const json = last ? line : line.slice(0, -1);
    let item: T;
    try {
      item = JSON.parse(json) as T;
    } catch {
      throw damaged('The line is not valid JSON.');
    }
    if (canonicalJson(item) !== json) throw damaged('The line is not in canonical JSON form.');
    return item;
  });
}
