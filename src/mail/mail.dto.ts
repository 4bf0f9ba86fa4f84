import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayUnique, IsArray, IsEmail, IsIn, IsString, Length, MaxLength } from 'class-validator';
import { Optional } from '../http/validation.js';
import { LANGUAGES, type Language } from '../engine/core/language.js';
import { MAIL_NOTICES, type MailNotice } from './mail-repository.js';

const NOTICES_DESCRIPTION =
  'Which notices are mailed: yourMove (combined into one mail per player after the digest wait, MAIL_DIGEST_MINUTES), invitation, matchEnded. ' +
  'An empty list mails nothing but keeps the address.';

const LANGUAGE_DESCRIPTION = 'The language of the mails (subject and text): de (German) or en (English).';

export class SetEmailDto {
  @ApiProperty({ example: 'anna@example.org', maxLength: 254, description: 'Where notices go, once confirmed with the code mailed to it.' })
  @IsString()
  @MaxLength(254)
  @IsEmail({ require_tld: false, allow_ip_domain: false })
  address!: string;

  @ApiPropertyOptional({
    type: [String],
    enum: MAIL_NOTICES,
    example: ['yourMove', 'invitation'],
    description: `${NOTICES_DESCRIPTION} Default: all of them.`,
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAIL_NOTICES.length)
  @ArrayUnique()
  @IsIn(MAIL_NOTICES, { each: true })
  notices?: MailNotice[];

  @ApiPropertyOptional({
    enum: LANGUAGES,
    example: 'de',
    description: `${LANGUAGE_DESCRIPTION} Default: the language of the request (Accept-Language; English without one).`,
  })
  @Optional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class EmailNoticesDto {
  @ApiPropertyOptional({
    type: [String],
    enum: MAIL_NOTICES,
    example: ['matchEnded'],
    description: `${NOTICES_DESCRIPTION} Absent: unchanged.`,
  })
  @Optional()
  @IsArray()
  @ArrayMaxSize(MAIL_NOTICES.length)
  @ArrayUnique()
  @IsIn(MAIL_NOTICES, { each: true })
  notices?: MailNotice[];

  @ApiPropertyOptional({ enum: LANGUAGES, example: 'de', description: `${LANGUAGE_DESCRIPTION} Absent: unchanged.` })
  @Optional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class ConfirmEmailDto {
  @ApiProperty({ example: 'K7QX2MPA', minLength: 1, maxLength: 32, description: 'The code mailed to the address.' })
  @IsString()
  @Length(1, 32)
  code!: string;
}

export class EmailSettingsDto {
  @ApiProperty({ example: 'anna@example.org' }) address!: string;
  @ApiProperty({
    example: true,
    description: 'False until the code mailed to the address is confirmed: nothing but the code is mailed before.',
  })
  confirmed!: boolean;
  @ApiProperty({ type: [String], enum: MAIL_NOTICES, example: ['yourMove', 'invitation', 'matchEnded'], description: NOTICES_DESCRIPTION })
  notices!: string[];
  @ApiProperty({ enum: LANGUAGES, example: 'de', description: LANGUAGE_DESCRIPTION }) language!: Language;
}
