import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { SigningKeys } from './signing-keys.js';

export class JwkDto {
  @ApiProperty({ enum: ['OKP'] }) kty!: string;
  @ApiProperty({ enum: ['Ed25519'] }) crv!: string;
  @ApiProperty({ example: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo', description: 'The public key (base64url).' }) x!: string;
  @ApiProperty({
    example: 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k',
    description: 'The key id: its RFC 7638 thumbprint, named by the `kid` of every signature made with it.',
  })
  kid!: string;
  @ApiProperty({ enum: ['EdDSA'] }) alg!: string;
  @ApiProperty({ enum: ['sig'] }) use!: string;
}

export class JwksDto {
  @ApiProperty({ type: [JwkDto], description: 'Every key the service has signed with, oldest first (rotated keys stay).' }) keys!: JwkDto[];
}

@ApiTags('audit')
@Controller('.well-known')
export class JwksController {
  constructor(private readonly keys: SigningKeys) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    operationId: 'getSigningKeys',
    summary: "The service's public signing keys (JWKS)",
    description:
      'Checks the signature of export heads and move receipts (docs/export-format.md, "Verifying a match") with any JOSE library.',
  })
  @ApiOkResponse({ type: JwksDto })
  jwks(): Promise<JwksDto> {
    return this.keys.jwks() as Promise<JwksDto>;
  }
}
