import { Controller, Get, HttpCode, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiProblems } from '../http/openapi.js';
import { ApiError } from '../http/problem.js';
import { DATABASE } from '../persistence/tokens.js';
import { ping, type Database } from '../persistence/database.js';

export class HealthDto {
  @ApiProperty({ enum: ['ok'] }) status!: string;
  @ApiProperty({ description: 'The process that answered (with WORKERS > 1, one of the worker processes).', example: 4242 }) pid!: number;
}

/** Set while the service shuts down: readiness fails so load balancers stop sending requests. */
export class Lifecycle {
  stopping = false;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly lifecycle: Lifecycle,
  ) {}

  @Get('live')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'checkLiveness',
    summary: 'Liveness: the process answers',
    description: 'For orchestrators; not rate limited and needs no token.',
  })
  @ApiResponse({ status: 200, type: HealthDto })
  live(): HealthDto {
    return { status: 'ok', pid: process.pid };
  }

  @Get('ready')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'checkReadiness',
    summary: 'Readiness: the database answers and the service is not shutting down',
    description: 'For load balancers: 503 while the database does not answer or the service shuts down; not rate limited.',
  })
  @ApiResponse({ status: 200, type: HealthDto })
  @ApiProblems({ 503: 'NOT_READY' })
  async ready(): Promise<HealthDto> {
    if (this.lifecycle.stopping) throw new ApiError(503, 'NOT_READY', 'The service is shutting down.');
    try {
      await ping(this.db);
    } catch {
      throw new ApiError(503, 'NOT_READY', 'The database does not answer.');
    }
    return { status: 'ok', pid: process.pid };
  }
}
