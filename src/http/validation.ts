import { applyDecorators, type ArgumentMetadata, ValidationPipe } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { getMetadataStorage, IsInt, Max, Min, ValidateIf, type ValidationError } from 'class-validator';
import { ApiError } from './problem.js';

/** The largest number the database stores (PostgreSQL integer): versions, sequences, notification and delivery ids. */
export const MAX_STORED_INT = 2_147_483_647;

export interface FieldError {
  field: string;
  message: string;
}

export function validationFailed(errors: FieldError[]): ApiError {
  return new ApiError(400, 'VALIDATION_FAILED', errors.map((e) => `"${e.field}" ${e.message}`).join('; ') + '.', { errors });
}

/** A UUID as PostgreSQL's uuid type reads it (8-4-4-4-12 hex digits); anything else cannot name a stored row. */
export function isUuid(text: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);
}

/** A path parameter that names a stored integer id: digits only, within the database's range. */
function isStoredInt(value: unknown): boolean {
  return typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) <= MAX_STORED_INT;
}

// --- text ------------------------------------------------------------------------------------------------

/** NUL, or a surrogate that is not half of a pair (in a `u` regex a pair is one code point, so only lone halves match). */
const UNSTORABLE = /[\u0000\ud800-\udfff]/u;

/** A string PostgreSQL can store as text and in JSON: no NUL and no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** Every string in `value` (member names too) that is not storable text, by path. */
export function unstorableText(value: unknown, path: string, errors: FieldError[] = []): FieldError[] {
  const message = 'must not contain NUL characters or unpaired surrogates';
  if (typeof value === 'string') {
    if (!isStorableText(value)) errors.push({ field: path || 'body', message });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => unstorableText(item, join(path, String(i)), errors));
  } else if (typeof value === 'object' && value !== null) {
    for (const key of Object.keys(value)) {
      if (!isStorableText(key))
        errors.push({ field: join(path, JSON.stringify(key)), message: 'is a member name with NUL characters or unpaired surrogates' });
      else unstorableText((value as Record<string, unknown>)[key], join(path, key), errors);
    }
  }
  return errors;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

// --- declared fields ---------------------------------------------------------------------------------------

/** A DTO class, as class-validator and class-transformer keep their metadata: by its constructor. */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- the metadata APIs take any class
type DtoClass = Function;

/** A DTO's declared fields: each with the DTO it nests (validated as a nested object) or null, and whether it is a free-form object or array. */
type Fields = Map<string, { nested: DtoClass | null; freeForm: boolean }>;

const fieldCache = new WeakMap<DtoClass, Fields>();

/** The fields a DTO class declares through class-validator decorators (a Map: membership is an own-entry check). */
export function declaredFields(dto: DtoClass): Fields {
  let fields = fieldCache.get(dto);
  if (fields) return fields;
  fields = new Map();
  const metadatas = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  for (const name of new Set(metadatas.map((m) => m.propertyName))) {
    const design = Reflect.getMetadata('design:type', dto.prototype, name) as unknown;
    const nestedRule = metadatas.some((m) => m.propertyName === name && m.type === 'nestedValidation');
    const describesDto = typeof design === 'function' && design !== Object && design !== Array && isDto(design);
    const nested = nestedRule && describesDto ? (design as DtoClass) : null;
    // An object or array whose shape the DTO does not describe (rule options, presets): checked further by the engine.
    const freeForm = nested === null && (design === Object || design === Array);
    fields.set(name, { nested, freeForm });
  }
  fieldCache.set(dto, fields);
  return fields;
}

function isDto(type: DtoClass): boolean {
  return getMetadataStorage().getTargetValidationMetadatas(type, '', true, false).length > 0;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every member of `value` that `dto` does not declare, by own-property checks (Object.keys), recursing into
 * nested DTOs. class-validator's whitelist looks names up in a plain object, so names inherited from
 * Object.prototype (constructor, toString, ...) would pass it, and class-transformer drops __proto__ and
 * constructor without a word; this runs on the parsed body before either.
 */
export function undeclaredFields(dto: DtoClass, value: unknown, path = '', errors: FieldError[] = []): FieldError[] {
  if (!isPlainObject(value)) return errors;
  const fields = declaredFields(dto);
  for (const key of Object.keys(value)) {
    const field = fields.get(key);
    if (!field) errors.push({ field: join(path, key), message: 'is not a field of this request' });
    else if (field.nested) {
      const item = value[key];
      if (Array.isArray(item)) item.forEach((each, i) => undeclaredFields(field.nested!, each, join(path, `${key}.${i}`), errors));
      else undeclaredFields(field.nested, item, join(path, key), errors);
    }
  }
  return errors;
}

/**
 * Puts the client's own objects back into free-form fields (rule options, presets) of a transformed DTO, so
 * the engine's own-property checks see every member sent, including the ones class-transformer leaves out.
 */
function restoreFreeForm(dto: DtoClass, raw: unknown, entity: unknown): void {
  if (!isPlainObject(raw) || typeof entity !== 'object' || entity === null) return;
  const target = entity as Record<string, unknown>;
  for (const [name, field] of declaredFields(dto)) {
    if (!Object.hasOwn(raw, name)) continue;
    if (field.freeForm) target[name] = raw[name];
    else if (field.nested && isPlainObject(raw[name])) restoreFreeForm(field.nested, raw[name], target[name]);
  }
}

/**
 * The global validation pipe: class-validator DTOs, plus what it does not do by itself. Bodies must be JSON
 * objects; no body, query or path parameter may carry text PostgreSQL refuses (NUL, unpaired surrogates); a
 * DTO's body or query may only have the members it declares, checked on the client's own members.
 */
export class StrictValidationPipe extends ValidationPipe {
  constructor(exceptionFactory: (errors: ValidationError[]) => unknown) {
    super({ whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true, transform: true, exceptionFactory });
  }

  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const { type, metatype } = metadata;
    if (type !== 'body' && type !== 'query' && type !== 'param') return super.transform(value, metadata);
    const dto = metatype && metatype !== Object && declaredFields(metatype).size > 0 ? metatype : null;
    if (type === 'body') {
      // Without a body, a DTO's fields are all missing (class-validator says which are required).
      if (value === undefined && dto) value = {};
      if (!isPlainObject(value)) throw validationFailed([{ field: 'body', message: 'must be a JSON object' }]);
    }
    const text = unstorableText(value, type === 'param' ? (metadata.data ?? 'path') : '');
    if (text.length > 0) throw validationFailed(text);
    if (type === 'param' && metatype === Number && !isStoredInt(value)) {
      throw validationFailed([{ field: metadata.data ?? 'path', message: `must be an integer from 0 to ${MAX_STORED_INT}` }]);
    }
    if (dto) {
      const undeclared = undeclaredFields(dto, value);
      if (undeclared.length > 0) throw validationFailed(undeclared);
    }
    // Nest strips __proto__, prototype and constructor members in place before class-transformer runs; it gets
    // a copy, so the client's own objects stay intact for free-form fields.
    const result = await super.transform(dto ? structuredClone(value) : value, metadata);
    if (dto) restoreFreeForm(dto, value, result);
    return result;
  }
}

// --- optional members -------------------------------------------------------------------------------------

/**
 * The member may be left out; when it is sent it is validated, `null` included. (class-validator's `IsOptional`
 * lets `null` through unvalidated, so a member documented as an integer or a string would reach the service as
 * null.) A member that may be null says so in its own schema and validator.
 */
export function Optional(): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined);
}

/** "true" and "false" in a query become booleans; anything else stays as it is and fails @IsBoolean. */
export const queryBoolean = () => Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value));

/**
 * An integer query parameter from `minimum` to `maximum`: read from the query string, documented and validated
 * from these bounds alone. Optional unless `required`.
 */
export function IntegerQuery(query: { minimum: number; maximum: number; default?: number; description: string; required?: boolean }) {
  const { minimum, maximum, description, required = false } = query;
  const schema = {
    type: 'integer' as const,
    ...(query.default === undefined ? {} : { default: query.default }),
    minimum,
    maximum,
    description,
  };
  return applyDecorators(
    required ? ApiProperty(schema) : ApiPropertyOptional(schema),
    ...(required ? [] : [Optional()]),
    Type(() => Number),
    IsInt(),
    Min(minimum),
    Max(maximum),
  );
}
