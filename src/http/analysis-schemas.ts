import type { OpenAPIObject } from '@nestjs/swagger';
import {
  AnalysisPendingSchema,
  BauernAnalysisSchema,
  DreierAnalysisSchema,
  SchafkopfAnalysisSchema,
  SchnapsenAnalysisSchema,
  SchwimmenAnalysisSchema,
} from '../analysis/schemas.js';
import { ANALYSIS_EXAMPLE } from './analysis-example.js';
import { toJson } from './game-schemas.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The response of GET /matches/{id}/analysis: the analysis of the match's game, or pending. */
export const ANALYSIS_RESPONSE = { oneOf: [ref('MatchAnalysis'), ref('AnalysisPending')], example: ANALYSIS_EXAMPLE };

/**
 * The analysis's components, from its zod schemas (src/analysis/schemas.ts): one per game (`SchafkopfAnalysis`,
 * `SchnapsenAnalysis`, `BauernschnapsenAnalysis`, `DreierschnapsenAnalysis`,
 * `SchwimmenAnalysis`), `MatchAnalysis` told apart by `game`,
 * and `AnalysisPending`.
 */
export function addAnalysisSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas = ((document.components ??= {}).schemas ??= {}) as Record<string, unknown>;
  schemas.SchafkopfAnalysis = { title: 'Schafkopf: analysis', ...toJson(SchafkopfAnalysisSchema, { bareActions: true }) };
  schemas.SchnapsenAnalysis = { title: 'Schnapsen for two: analysis', ...toJson(SchnapsenAnalysisSchema, { bareActions: true }) };
  schemas.BauernschnapsenAnalysis = { title: 'Bauernschnapsen: analysis', ...toJson(BauernAnalysisSchema, { bareActions: true }) };
  schemas.DreierschnapsenAnalysis = { title: 'Dreierschnapsen: analysis', ...toJson(DreierAnalysisSchema, { bareActions: true }) };
  schemas.SchwimmenAnalysis = { title: 'Schwimmen: analysis', ...toJson(SchwimmenAnalysisSchema, { bareActions: true }) };
  schemas.AnalysisPending = { title: 'Analysis pending', ...toJson(AnalysisPendingSchema) };
  schemas.MatchAnalysis = {
    description: "A finished match's analysis, told apart by `game`.",
    oneOf: [
      ref('SchafkopfAnalysis'),
      ref('SchnapsenAnalysis'),
      ref('BauernschnapsenAnalysis'),
      ref('DreierschnapsenAnalysis'),
      ref('SchwimmenAnalysis'),
    ],
    discriminator: {
      propertyName: 'game',
      mapping: {
        schafkopf: '#/components/schemas/SchafkopfAnalysis',
        schnapsen: '#/components/schemas/SchnapsenAnalysis',
        bauernschnapsen: '#/components/schemas/BauernschnapsenAnalysis',
        dreierschnapsen: '#/components/schemas/DreierschnapsenAnalysis',
        schwimmen: '#/components/schemas/SchwimmenAnalysis',
      },
    },
  };
  return document;
}
