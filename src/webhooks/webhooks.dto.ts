import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString, IsUUID, Length } from 'class-validator';
import { LANGUAGES, type Language } from '../engine/core/language.js';
import { IntegerQuery, Optional } from '../http/validation.js';
import { NOTIFICATION_TYPES } from '../bus/notices.js';

export class CreateWebhookDto {
  @ApiProperty({
    example: 'https://example.org/kartenrunde',
    maxLength: 2000,
    description: 'An http or https URL that accepts POSTs, on a public internet address (unless the operator allows private networks).',
  })
  @IsString()
  @Length(1, 2000)
  url!: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description:
      'A match webhook (creator only): one matchUpdated per change of the match and one chatMessage per message of its chat. ' +
      'Without: your own notifications (API key).',
  })
  @Optional()
  @IsUUID()
  matchId?: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    example: 'de',
    description:
      "The language of each delivery's `sentence`: de (German) or en (English). Default: the language of this request (Accept-Language; English without one).",
  })
  @Optional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class DeliveriesQueryDto {
  @IntegerQuery({ minimum: 1, maximum: 200, default: 50, description: 'How many deliveries, newest first.' })
  limit?: number;
}

// --- responses -------------------------------------------------------------------------------------------

export class WebhookDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'https://example.com/kartenrunde-hook' }) url!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Set for a player webhook.' }) playerId!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Set for a match webhook.' }) matchId!: string | null;
  @ApiProperty({ enum: LANGUAGES, example: 'de', description: "The language of each delivery's `sentence`." }) language!: Language;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

export class CreatedWebhookDto extends WebhookDto {
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description: 'The signing secret, `whsec_` and the base64 HMAC-SHA-256 key, as Standard Webhooks libraries take it. Shown once.',
  })
  secret!: string;
}

export class AttemptDto {
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The receiver's HTTP status; null when it did not answer or its address was refused.",
  })
  statusCode!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why it failed: the status the receiver answered, one text for every attempt without an answer (whatever the connection did), ' +
      'or the refusal of a non-public address (no connection made).',
  })
  error!: string | null;
  @ApiProperty({ description: 'How long the attempt took; one without an answer is recorded when the timeout has passed.' })
  durationMs!: number;
}

export class DeliveryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ format: 'uuid' }) webhookId!: string;
  @ApiProperty({ description: "The notification delivered (the body's id)." }) notificationId!: number;
  @ApiProperty({ enum: [...NOTIFICATION_TYPES] }) type!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'The delivery this one replays.' }) replayOf!: number | null;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'] }) status!: string;
  @ApiProperty() attempts!: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) nextAttemptAt!: string | null;
  @ApiProperty({ type: Number, nullable: true }) lastStatusCode!: number | null;
  @ApiProperty({ type: String, nullable: true }) lastError!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) deliveredAt!: string | null;
  @ApiProperty({ type: [AttemptDto] }) log!: AttemptDto[];
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}
