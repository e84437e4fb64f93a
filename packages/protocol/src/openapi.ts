import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';
import { REST_ROUTES, type RestRoute } from './rest-routes.ts';
import { errorResponseSchema } from './rest-schemas.ts';
import { CLIENT_EVENT_TYPES, SERVER_EVENT_TYPES } from './ws-events.ts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // OpenAPI 3.1 uses JSON Schema 2020-12 as is; refinements and transforms have no JSON form and are dropped.
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Path and query parameters, one entry per property of the object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

function errorStatuses(route: RestRoute): number[] {
  const statuses = new Set<number>([400, 500]);
  if (route.path.includes(':')) statuses.add(404);
  if (route.method !== 'GET') statuses.add(409);
  if (route.body || route.multipart) statuses.add(413).add(415);
  if (route.multipart) statuses.add(422);
  if (route.operationId === 'createEstimate') statuses.add(422);
  return [...statuses].sort();
}

const ETAG_HEADER = { description: 'The version of this answer', schema: { type: 'string' } };

/** A cached read revalidated: send the ETag of the body you hold, get 304 and no body while it is current. */
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The ETag of a body already held; 304 with no body when it is still current',
  schema: { type: 'string' },
};

const NOT_MODIFIED = {
  description: 'Not Modified: the body held (its ETag sent in If-None-Match) is current; no body is sent',
  headers: { ETag: ETAG_HEADER },
};

function operation(route: RestRoute): JsonSchema {
  const error = {
    description: 'Error',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
  const success = route.success.body
    ? { 'application/json': { schema: jsonSchema(route.success.body, 'output') } }
    : Object.fromEntries((route.success.contentTypes ?? []).map((type) => [type, {}]));
  return {
    operationId: route.operationId,
    summary: route.summary,
    parameters: [
      ...parameters(route.params, 'path'),
      ...parameters(route.query, 'query'),
      ...(route.notModified ? [IF_NONE_MATCH] : []),
    ],
    ...(route.multipart
      ? {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: [route.multipart.field],
                  properties: { [route.multipart.field]: { type: 'string', format: 'binary' } },
                },
              },
            },
          },
        }
      : {}),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [route.success.status]: {
        description: 'Success',
        content: success,
        ...(route.notModified ? { headers: { ETag: ETAG_HEADER } } : {}),
      },
      ...(route.notModified ? { 304: NOT_MODIFIED } : {}),
      ...Object.fromEntries(errorStatuses(route).map((status) => [status, error])),
    },
  };
}

/** `/api/estimates/:id` → `/api/estimates/{id}`. */
export function toOpenApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}

/** The OpenAPI 3.1 document of the REST API, generated from the same zod schemas the server validates with. */
export function buildOpenApiDocument(options: {
  version: string;
  routes?: readonly RestRoute[];
}): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of options.routes ?? REST_ROUTES) {
    const path = toOpenApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Quoin API',
      version: options.version,
      description:
        'Estimates over REST; live editing over the WebSocket /ws/{estimateId}, whose frames are JSON objects ' +
        'with a `type` naming the event beside its fields. Money is integer cents.',
    },
    paths,
    components: { schemas: { Error: jsonSchema(errorResponseSchema, 'output') } },
    'x-error-codes': ERROR_CODES,
    'x-websocket': {
      path: '/ws/{estimateId}',
      clientEvents: CLIENT_EVENT_TYPES,
      serverEvents: SERVER_EVENT_TYPES,
    },
  };
}
