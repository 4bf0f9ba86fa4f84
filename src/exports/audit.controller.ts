import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiOptionalBearer, ApiProblems } from '../http/openapi.js';
import { ExportDto, StateAtDto, StateQueryDto } from './audit.dto.js';
import { AuditService } from './audit.service.js';
import { CallerOf, CallerOnDemand } from '../access/caller.js';
import type { Caller } from '../access/access.js';

@ApiTags('audit')
@Controller('matches')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get(':id/export')
  @ApiOptionalBearer()
  @ApiProduces('application/json')
  @ApiOperation({
    operationId: 'exportMatch',
    summary: 'Export a match for auditing',
    description:
      'A self-contained document: the match as created, the revealed seed, every event with its hash, the result. ' +
      'Public once the match has ended (a private match: for its seats, its creator and invited players only); before that only for its ' +
      'creator, redacted. Check it with `npm run verify`. ' +
      "For a caller who reads the match's chat, its messages follow in a `chat` section of their own: not part of the hash chain " +
      "or of the head's signature, signed on their own (typ kartenrunde-chat+jwt).",
  })
  @ApiResponse({ status: 200, type: ExportDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'MATCH_NOT_FOUND' })
  async exportMatch(@Param('id') id: string, @CallerOf() caller: Caller, @Res() reply: FastifyReply): Promise<void> {
    const text = await this.audit.exportOf(id, caller);
    reply.type('application/json; charset=utf-8').header('Content-Disposition', `attachment; filename="match-${id}.json"`).send(text);
  }

  @Get(':id/state')
  @ApiOptionalBearer()
  @ApiOperation({
    operationId: 'getStateAt',
    summary: 'The complete state after any event of an ended match',
    description:
      'Replays the first `version` events; for step-by-step review once nothing is hidden any more. A private match is found only ' +
      'with the token or key of one of its seats, its creator or an invited player; for other matches the token is not looked at.',
  })
  @ApiResponse({ status: 200, type: StateAtDto })
  @ApiProblems(
    { 401: 'UNAUTHORIZED', 404: 'MATCH_NOT_FOUND', 409: 'MATCH_NOT_FINISHED', 422: 'VERSION_OUT_OF_RANGE' },
    { 401: 'Only for a private match, with a token or key that is not known.' },
  )
  stateAt(@Param('id') id: string, @Query() query: StateQueryDto, @CallerOnDemand() caller: CallerOnDemand): Promise<StateAtDto> {
    return this.audit.stateAt(id, query.version, caller) as Promise<StateAtDto>;
  }
}
