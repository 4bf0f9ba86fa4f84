import { parseExport, type ExportDocument, type ExportDocumentV1 } from '../audit/export-format.js';
import type { AnalysisInput } from './types.js';

/** Why an export cannot be analysed: it is of a running match (no seed), or aborted. */
export class NotAnalysable extends Error {}

/** The analysis input of an export (audit/export-format.ts): the head's match, its seed and presets, its events. */
export function inputFromExport(doc: ExportDocument | ExportDocumentV1): AnalysisInput {
  const { match } = doc;
  if (!doc.complete || match.seed === null) throw new NotAnalysable('The export is of a running match: its seed is not revealed yet.');
  return {
    matchId: match.id,
    game: match.game,
    rulesVersion: match.rulesVersion,
    seats: match.seats,
    options: match.options as Record<string, unknown>,
    seed: match.seed,
    presets: match.presets ?? [],
    events: doc.events.map(({ type, data, sequence }) => ({ type, data, sequence })),
  };
}

export function inputFromExportText(text: string): AnalysisInput {
  return inputFromExport(parseExport(text));
}
