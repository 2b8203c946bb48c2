import { createRequire } from 'node:module';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { invalid } from './errors.ts';

// Visma's published description (OpenAPI 3, generated from the vendor's Swagger document) is what the
// sandbox checks every request against, so it refuses what Visma's own model validation refuses.

type Schema = { [key: string]: unknown };
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface RequestBody {
  $ref?: string;
  required?: boolean;
  content?: Record<string, { schema: Schema }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; requestBodies: Record<string, RequestBody> };
}

const document = createRequire(import.meta.url)(
  '@kansli/contracts/visma/generated/openapi.json',
) as OpenApiDocument;

// ajv-formats is CommonJS: its plugin is the module itself, typed as its default export.
const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const MAX_LENGTH_IN_WORDS = /Max length: (\d+)/;
const COMPONENTS = 'visma';

/**
 * The description's schemas as a request is checked against them: a length given only in words ('Max
 * length: 40 characters') is a maxLength too, and a read-only field is never required of a request.
 */
function requestSchemas(schemas: Record<string, Schema>): Record<string, Schema> {
  const copy = structuredClone(schemas);
  for (const schema of Object.values(copy)) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const property of Object.values(properties)) {
      const words = MAX_LENGTH_IN_WORDS.exec(String(property.description ?? ''));
      if (words && property.type === 'string' && property.maxLength === undefined)
        property.maxLength = Number(words[1]);
    }
    if (Array.isArray(schema.required)) {
      schema.required = schema.required.filter((name) => properties[name]?.readOnly !== true);
    }
  }
  return copy;
}

/** How .NET reads a date: a calendar date, optionally with a time and optionally with a zone. */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,7})?)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?)?$/;

function isDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function newAjv(coerceTypes: boolean): Ajv {
  // Visma's document puts 'pattern' on numbers (where JSON Schema ignores it); strictTypes would object.
  const ajv = new Ajv({ allErrors: true, coerceTypes, strictTypes: false });
  addFormats(ajv, ['uuid', 'int32', 'int64', 'double', 'float', 'byte']);
  // The description's schemas are added as one document and referred to at #/components/schemas/….
  ajv.addKeyword('components');
  ajv.addFormat('date-time', isDateTime);
  return ajv;
}

/** 'Rows/0/ArticleId' as 'Rows[0].ArticleId', the field a message names. */
function fieldOf(instancePath: string, child?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string') parts.push(child);
  return parts.reduce(
    (name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part),
    '',
  );
}

/** One violation in words, naming the field and never quoting the value sent. */
function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const field = fieldOf(error.instancePath, params.missingProperty);
  switch (error.keyword) {
    case 'required':
      return `${field} is required.`;
    case 'maxLength':
      return `${field} may have at most ${params.limit} characters.`;
    case 'minLength':
      return `${field} must have at least ${params.limit} characters.`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'format':
      return `${field} is not a valid ${params.format}.`;
    case 'type':
      return `${field || 'The body'} must be of type ${params.type}.`;
    default:
      return `${field || 'The body'} ${error.message ?? 'is not valid'}.`;
  }
}

function refuse(errors: ErrorObject[] | null | undefined): never {
  throw invalid((errors ?? []).map(describe).join(' ') || 'The request is not valid.');
}

interface CompiledOperation {
  parameters: ValidateFunction;
  body?: ValidateFunction;
  bodyRequired: boolean;
}

/** What a request brings besides its method and path: the query, the path's values, the JSON body. */
export interface RequestParts {
  query: URLSearchParams;
  path: Record<string, string>;
  /** Undefined when the request has no body. */
  body?: unknown;
}

/** Visma's OData options on every list, which the description leaves out. */
const ODATA_LIST_OPTIONS: Record<string, Schema> = {
  $filter: { type: 'string' },
  $page: { type: 'integer', format: 'int32', minimum: 1 },
  $pagesize: { type: 'integer', format: 'int32', minimum: 1 },
};

/** The properties of one of the description's types, as its lists are filtered on them. */
export function propertiesOf(type: string): Record<string, { type?: string; format?: string }> {
  const schema = document.components.schemas[type];
  if (!schema) throw new Error(`Visma's description has no type ${type}`);
  return (schema.properties ?? {}) as Record<string, { type?: string; format?: string }>;
}

const jsonSchemaOf = (content: RequestBody['content']) => content?.['application/json']?.schema;

/**
 * The operations the sandbox serves, compiled once at its start: `check` refuses a request as Visma
 * does (400, ErrorCode 2000, the fields named) and answers its query and path values with their types.
 */
export class VismaContract {
  readonly #operations = new Map<string, CompiledOperation>();
  readonly #bodies = newAjv(false);
  readonly #parameters = newAjv(true);

  constructor(operations: { method: string; path: string }[]) {
    this.#bodies.addSchema({
      $id: COMPONENTS,
      components: { schemas: requestSchemas(document.components.schemas) },
    });
    for (const { method, path } of operations) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) throw new Error(`Visma's description has no ${method} ${path}`);
      this.#operations.set(`${method} ${path}`, this.#compile(operation));
    }
  }

  #compile(operation: Operation): CompiledOperation {
    const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
    const answer = jsonSchemaOf(operation.responses?.['200']?.content);
    const isList = String(answer?.$ref ?? '').includes('/PaginatedResponse_');
    const schema = {
      type: 'object',
      properties: {
        ...(isList ? ODATA_LIST_OPTIONS : {}),
        ...Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
      },
      required: parameters.filter((p) => p.required).map((p) => p.name),
    };
    const requestBody = operation.requestBody?.$ref
      ? document.components.requestBodies[operation.requestBody.$ref.split('/').pop() ?? '']
      : operation.requestBody;
    const bodySchema = jsonSchemaOf(requestBody?.content);
    const ref = typeof bodySchema?.$ref === 'string' ? bodySchema.$ref : undefined;
    return {
      parameters: this.#parameters.compile(schema),
      body: ref ? this.#bodies.compile({ $ref: `${COMPONENTS}${ref}` }) : undefined,
      bodyRequired: requestBody?.required === true,
    };
  }

  /** The request's query and path values, typed; throws Visma's refusal when they or the body break the contract. */
  check(method: string, path: string, request: RequestParts): Record<string, unknown> {
    const operation = this.#operations.get(`${method} ${path}`);
    if (!operation) throw new Error(`The sandbox does not serve ${method} ${path}`);
    const values: Record<string, unknown> = { ...request.path };
    for (const [name, value] of request.query) {
      if (!(name in values)) values[name] = value;
    }
    if (!operation.parameters(values)) refuse(operation.parameters.errors);
    if (operation.body) {
      if (request.body === undefined) {
        if (operation.bodyRequired) throw invalid('The request body is required.');
      } else if (!operation.body(request.body)) {
        refuse(operation.body.errors);
      }
    }
    return values;
  }
}
