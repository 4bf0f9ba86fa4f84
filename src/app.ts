import 'reflect-metadata';
import { type INestApplication, Logger, type LoggerService, Module, ValidationPipe, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { ValidationError } from 'class-validator';
import type { NextFunction, Request, Response } from 'express';
import { GamesController } from './games/games.controller.js';
import { addActionSchemas } from './http/openapi.js';
import { ApiError, bodyParserProblem, ProblemFilter, sendProblem } from './http/problem.js';
import { AuditController } from './matches/audit.controller.js';
import { AuditService } from './matches/audit.service.js';
import { MatchesController } from './matches/matches.controller.js';
import { DATABASE, MatchesService } from './matches/matches.service.js';
import { type Database, type DatabaseConfig, openDatabase } from './persistence/database.js';
import { migrate } from './persistence/migrate.js';

export interface AppConfig extends DatabaseConfig {
  logger?: LoggerService | false;
}

@Module({})
class AppModule {
  static with(db: Database): DynamicModule {
    return {
      module: AppModule,
      controllers: [GamesController, MatchesController, AuditController],
      providers: [{ provide: DATABASE, useValue: db }, MatchesService, AuditService],
    };
  }
}

/** Builds the whole service: opens the database, applies pending migrations, wires HTTP. Not yet listening. */
export async function createApp(config: AppConfig): Promise<{ app: INestApplication; db: Database }> {
  const db = openDatabase(config);
  const applied = await migrate(db);
  if (applied.length > 0 && config.logger !== false) (config.logger ?? new Logger('App')).log(`applied migrations: ${applied.join(', ')}`);

  const app = await NestFactory.create<NestExpressApplication>(AppModule.with(db), {
    bodyParser: false,
    logger: config.logger === false ? false : config.logger,
  });
  app.useBodyParser('json', { limit: '16kb', type: ['application/json', 'application/*+json'] });
  app.useGlobalFilters(new ProblemFilter());
  app.useGlobalPipes(
    new ValidationPipe({
      whitelist: true,
      forbidNonWhitelisted: true,
      forbidUnknownValues: true,
      transform: true,
      exceptionFactory: (errors) => {
        const list = flatten(errors);
        return new ApiError(400, 'VALIDATION_FAILED', list.map((e) => e.message).join('; ') + '.', { errors: list });
      },
    }),
  );
  // Body-parser errors happen before routing, so the filter above never sees them.
  app.use((error: { type?: string }, _req: Request, res: Response, next: NextFunction) => {
    const body = bodyParserProblem(error);
    if (body) sendProblem(res, body);
    else next(error);
  });

  const document = addActionSchemas(
    SwaggerModule.createDocument(
      app,
      new DocumentBuilder()
        .setTitle('Kartenrunde')
        .setDescription(
          'Persistent, event-sourced matches of traditional German and Austrian card games. ' +
            'Errors are RFC 9457 problem+json with a stable `code`.',
        )
        .setVersion('0.1.0')
        .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'A seat token (from joining) or a creator token.' })
        .build(),
    ),
  );
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml' });
  app.enableShutdownHooks();
  return { app, db };
}

function flatten(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  return errors.flatMap((error) => {
    const field = prefix + error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flatten(error.children ?? [], `${field}.`)];
  });
}

