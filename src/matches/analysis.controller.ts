import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { matchesTag, vary } from '../http/conditional.js';
import { ApiOptionalBearer, ApiProblems } from '../http/openapi.js';
import { ANALYSIS_RESPONSE } from '../http/analysis-schemas.js';
import { AnalysisService } from './analysis.service.js';
import { CallerOnDemand } from '../access/caller.js';

/** Seconds a client is asked to wait before asking again for an analysis still being computed. */
const RETRY_AFTER_SECONDS = 5;

@ApiTags('audit')
@Controller('matches')
export class AnalysisController {
  constructor(private readonly analyses: AnalysisService) {}

  @Get(':id/analysis')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'getAnalysis',
    summary: 'The analysis of a finished match: every move valued with all hands open',
    description:
      'Per deal, per move: the seat, what it did, the number of the event that recorded it (`sequence`), the value of that and of every ' +
      "legal alternative (the deal's result in its unit: Schafkopf cents and the Augen; Schnapsen, Bauernschnapsen and " +
      'Dreierschnapsen game points toward the Bummerl; Schwimmen the lives kept), exact with all hands open where the work budget ' +
      "allows and estimated otherwise, the loss where the move was worse than the best alternative, the deal's mistakes as one " +
      'sentence in German and English, from which trick the values are exact, the bidding decisions valued on sampled deals, and the ' +
      "deal's par (what could have been won with all hands open; not for Schwimmen). The document of each game is told apart by " +
      '`game`. Computed once, in the background, after the first request once the match has ended (or as it ends, where the ' +
      'service is set to analyse every match): until then ' +
      "`status: pending` (with Retry-After; registered players and the match's webhooks get an analysisReady notification when it is stored), then " +
      "`status: ready`, the same document `npm run analyse` prints from the match's export. The ETag names its bytes: send it in " +
      'If-None-Match for a 304. A match that has not ended is 409 MATCH_NOT_FINISHED. A private match is found only with the token or ' +
      'key of one of its seats, its creator or an invited player.',
  })
  @ApiResponse({
    status: 200,
    description: 'The analysis (status ready), or status pending while it is computed.',
    schema: ANALYSIS_RESPONSE,
    headers: {
      ETag: {
        description: 'With status ready: a digest of the analysis, e.g. "9f86d081884c7d659a2feaa0c55ad015".',
        schema: { type: 'string' },
      },
      'Retry-After': { description: 'With status pending: seconds to wait before asking again.', schema: { type: 'integer' } },
    },
  })
  @ApiResponse({ status: 304, description: 'Not modified since the ETag in If-None-Match.' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'An ETag of this analysis: 304 if it is still the same.' })
  @ApiProblems(
    { 401: 'UNAUTHORIZED', 404: 'MATCH_NOT_FOUND', 409: 'MATCH_NOT_FINISHED' },
    {
      401: 'Only for a private match, with a token or key that is not known.',
      409: 'The match has not ended: nothing about it is analysed.',
    },
  )
  async analysis(
    @Param('id') id: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @CallerOnDemand() caller: CallerOnDemand,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer = await this.analyses.analysisOf(id, caller);
    reply.type('application/json; charset=utf-8');
    // A private match's analysis is found only with a token or key: a cache keeps answers apart by it.
    vary(reply, 'Authorization');
    if (answer.status === 'pending') {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-cache').send(answer.body);
      return;
    }
    reply.header('ETag', answer.etag);
    if (ifNoneMatch !== undefined && matchesTag(ifNoneMatch, answer.etag)) {
      reply.status(304).send();
      return;
    }
    reply.send(answer.body);
  }
}
