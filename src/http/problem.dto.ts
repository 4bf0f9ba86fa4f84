import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every refusal and error (application/problem+json), documented in the OpenAPI document. */
export class ProblemDto {
  @ApiProperty({ example: 'about:blank' }) type!: string;
  @ApiProperty({ example: 'Conflict' }) title!: string;
  @ApiProperty({ example: 409 }) status!: number;
  @ApiProperty({ example: 'VERSION_CONFLICT', description: 'Stable machine-readable code.' }) code!: string;
  @ApiProperty({
    example: 'The match is at version 13, not 12; fetch the view and decide again.',
    description:
      'A sentence for people in the language of Accept-Language (de or en; Content-Language says which: a code without a German sentence answers in English).',
  })
  detail!: string;
  @ApiPropertyOptional({ example: '/matches/0b7e.../actions' }) instance?: string;
  @ApiPropertyOptional({ description: 'The request id (also in the X-Request-Id header), for matching a report with the logs.' })
  requestId?: string;
  @ApiPropertyOptional({
    description: 'With RATE_LIMITED, CHAT_RATE_LIMITED, EMAIL_RATE_LIMITED and TOO_MANY_STREAMS: seconds to wait (also in Retry-After).',
  })
  retryAfter?: number;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'With EMAIL_CODE_INVALID: wrong codes the mailed code survives; 0: it is dead, set the address again.',
  })
  triesLeft?: number;
  @ApiPropertyOptional({ description: 'With VERSION_CONFLICT: the current version.' }) currentVersion?: number;
  @ApiPropertyOptional({ description: 'With TOO_MANY_STREAMS: how many open streams are allowed.' }) limit?: number;
  @ApiPropertyOptional({
    description: 'With VALIDATION_FAILED: one entry per field.',
    type: 'array',
    items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
  })
  errors?: { field: string; message: string }[];
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'integer', minimum: 0 },
    description:
      "With NOT_YOUR_TURN from a game's rules: the seats whose decision the match waits for, as the view's `waitingFor` names them ([]: nobody's).",
  })
  waitingFor?: number[];
  @ApiPropertyOptional({
    example: 'HO',
    description:
      'With CARD_NOT_IN_HAND, CARD_NOT_ON_TABLE, MUST_FOLLOW, MUST_LEAD_MARRIAGE and ILLEGAL_ACTION for a card that may not be played now: the card the action named.',
  })
  card?: string;
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string' },
    example: ['HK', 'GA'],
    description:
      'With MUST_FOLLOW, MUST_LEAD_MARRIAGE and ILLEGAL_ACTION for a card that may not be played now: the cards of your hand you may play instead.',
  })
  playable?: string[];
  @ApiPropertyOptional({ enum: ['E', 'G', 'H', 'S'], description: 'With NO_MARRIAGE and MUST_LEAD_MARRIAGE: the suit of the 20 or 40.' })
  suit?: string;
  @ApiPropertyOptional({
    example: 'schafkopf',
    description: "With a refusal of an action by the game's rules: the game's id, whose words name `card` (the Schafkopf Ass is the Sau).",
  })
  game?: string;
}
