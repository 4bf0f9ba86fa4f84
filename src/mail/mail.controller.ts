import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { languageOf } from '../http/language.js';
import { ApiProblems } from '../http/openapi.js';
import { ConfirmEmailDto, EmailNoticesDto, EmailSettingsDto, SetEmailDto } from './mail.dto.js';
import { CODE_TRIES, CONFIRMATIONS_PER_WINDOW, MailService } from './mail.service.js';
import { CallerOf } from '../access/caller.js';
import type { Caller } from '../access/access.js';

@ApiTags('players')
@ApiBearerAuth()
@Controller('players/me/email')
export class MailController {
  constructor(private readonly mail: MailService) {}

  @Get()
  @ApiOperation({
    operationId: 'getEmail',
    summary: 'Your e-mail address for notices',
    description: 'The address, whether it is confirmed, which notices are mailed, and in which language.',
  })
  @ApiResponse({ status: 200, type: EmailSettingsDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'EMAIL_NOT_SET' })
  get(@CallerOf() caller: Caller): Promise<EmailSettingsDto> {
    return this.mail.get(caller);
  }

  @Put()
  @ApiOperation({
    operationId: 'setEmail',
    summary: 'Give an e-mail address for notices (a confirmation code is mailed to it)',
    description:
      'The address is unconfirmed until you send the code mailed to it (POST /players/me/email/confirm, within 24 hours); nothing else is ' +
      'mailed before. The mails are written in `language`, or else in the language of the request (Accept-Language: de or en; ' +
      'English without one). A new address replaces the old one (and drops mails still queued for it); the same address, once ' +
      'confirmed, only changes the notices and the language. 409 EMAIL_OFF when the service sends no e-mail (SMTP_URL unset). At most ' +
      `${CONFIRMATIONS_PER_WINDOW} confirmation mails go out per player, and per address, within an hour: beyond that 429 ` +
      'EMAIL_RATE_LIMITED with Retry-After.',
  })
  @ApiResponse({ status: 200, type: EmailSettingsDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 409: 'EMAIL_OFF', 429: 'EMAIL_RATE_LIMITED' })
  set(@Body() body: SetEmailDto, @Req() req: FastifyRequest, @CallerOf() caller: Caller): Promise<EmailSettingsDto> {
    return this.mail.set(caller, body.address.trim(), body.notices, body.language ?? languageOf(req));
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'confirmEmail',
    summary: 'Confirm your e-mail address with the mailed code',
    description:
      `From now on the chosen notices are mailed. A wrong code is 422 EMAIL_CODE_INVALID with the tries left (triesLeft); the ${CODE_TRIES}th ` +
      'wrong code kills the code, and so does its expiry: then set the address again for a new one.',
  })
  @ApiResponse({ status: 200, type: EmailSettingsDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'EMAIL_NOT_SET', 422: 'EMAIL_CODE_INVALID' })
  confirm(@Body() body: ConfirmEmailDto, @CallerOf() caller: Caller): Promise<EmailSettingsDto> {
    return this.mail.confirm(caller, body.code);
  }

  @Patch()
  @ApiOperation({
    operationId: 'chooseEmailNotices',
    summary: 'Choose which notices are mailed, and in which language',
    description:
      'Each of notices and language changes only when given. Mails of notices no longer chosen that are still queued are dropped.',
  })
  @ApiResponse({ status: 200, type: EmailSettingsDto })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'EMAIL_NOT_SET' })
  choose(@Body() body: EmailNoticesDto, @CallerOf() caller: Caller): Promise<EmailSettingsDto> {
    return this.mail.choose(caller, body.notices, body.language);
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    operationId: 'deleteEmail',
    summary: 'Remove your e-mail address (unsubscribe from every notice)',
    description: 'Queued mails are dropped; nothing more is mailed.',
  })
  @ApiResponse({ status: 204, description: 'Removed.' })
  @ApiProblems({ 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'EMAIL_NOT_SET' })
  remove(@CallerOf() caller: Caller): Promise<void> {
    return this.mail.remove(caller);
  }
}
