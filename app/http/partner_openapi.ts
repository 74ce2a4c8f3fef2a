import router from '@adonisjs/core/services/router'
import type { RouteJSON } from '@adonisjs/core/types/http'
import {
  CREDENTIAL_SCHEMA,
  REQUEST_SCHEMA,
  TOMBSTONE_SCHEMA,
} from '#services/partners/partner_fields'
import { PARTNER_ERROR_CODES } from '#http/partner_api_errors'
import {
  externalScansValidator,
  feedQueryValidator,
  organisationRequestValidator,
} from '#validators/partners'

type Schema = Record<string, unknown>
type Validator = { toJSONSchema(): unknown }

/**
 * What a route of the partner API answers and reads besides what its route
 * says (path, method, scope from its middleware) and its validators say
 * (query string, body): a summary and the shape of its success. A route
 * under /api/v1 without an entry here fails the document (and its test).
 */
const OPERATIONS: Record<
  string,
  {
    summary: string
    query?: Validator
    body?: Validator
    success: Schema
    /** application/json unless given. */
    bodyType?: string
    /** 200 unless given (201 for what it creates). */
    status?: number
    contentType?: string
    /** Answers beside the common ones (the quota's 409). */
    errors?: Record<number, string>
  }
> = {
  'partner_api.openapi': {
    summary: 'This document',
    success: { type: 'object' },
  },
  'partner_api.credentials': {
    summary: "The tournament's credentials: a full listing, then what changed since the cursor",
    query: feedQueryValidator,
    success: page({ $ref: '#/components/schemas/Credential' }),
  },
  'partner_api.credential': {
    summary: 'One credential',
    success: one({ $ref: '#/components/schemas/Credential' }),
  },
  'partner_api.photo': {
    summary: "A credential's photo (JPEG or PNG)",
    success: { type: 'string', format: 'binary' },
    contentType: 'image/*',
  },
  'partner_api.requests': {
    summary: "The tournament's requests in any state: a full listing, then what changed",
    query: feedQueryValidator,
    success: page({ $ref: '#/components/schemas/Request' }),
  },
  'partner_api.request': {
    summary: 'One request',
    success: one({ $ref: '#/components/schemas/Request' }),
  },
  'partner_api.organisation_requests': {
    summary:
      "A request for an organisation of the token's tournament, within its quota: multipart, the quota's form fields (photo `image` included) beside `quotaId`",
    body: organisationRequestValidator,
    bodyType: 'multipart/form-data',
    status: 201,
    success: one({ $ref: '#/components/schemas/Request' }),
    errors: {
      409: 'The quota is full: nothing was stored (`over_quota`, with `places` and `used`)',
    },
  },
  'partner_api.scans': {
    summary: "An external access system's passages, each recorded once under its key",
    body: externalScansValidator,
    success: {
      type: 'object',
      properties: {
        results: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              key: { type: 'string' },
              status: { enum: ['recorded', 'replayed', 'conflict', 'unknown_door'] },
            },
            required: ['key', 'status'],
            additionalProperties: false,
          },
        },
      },
      required: ['results'],
      additionalProperties: false,
    },
  },
}

function page(item: Schema): Schema {
  return {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: { oneOf: [item, { $ref: '#/components/schemas/Tombstone' }] },
      },
      cursor: { type: 'string', description: 'Send it back as `cursor` for the next page.' },
      hasMore: { type: 'boolean' },
    },
    required: ['data', 'cursor', 'hasMore'],
    additionalProperties: false,
  }
}

function one(item: Schema): Schema {
  return {
    type: 'object',
    properties: { data: item },
    required: ['data'],
    additionalProperties: false,
  }
}

const ERROR_SCHEMA: Schema = {
  type: 'object',
  properties: {
    error: { enum: [...PARTNER_ERROR_CODES] },
    message: { type: 'string' },
    errors: { type: 'array', items: { type: 'object' } },
    scope: { type: 'string' },
    places: { type: 'integer' },
    used: { type: 'integer' },
  },
  required: ['error', 'message'],
  additionalProperties: false,
}

/** The scope a route's `partnerAuth` middleware asks for, if any. */
function scopeOf(route: RouteJSON): string | null {
  for (const entry of route.middleware.all()) {
    const named = entry as { name?: string; args?: { scope?: string } }
    if (named.name === 'partnerAuth' && named.args?.scope) return named.args.scope
  }
  return null
}

/** A validator's JSON Schema (draft 7) as OpenAPI 3.1 reads it. */
function schemaOf(validator: Validator): Schema {
  const schema = { ...(validator.toJSONSchema() as Schema) }
  delete schema.$schema
  return schema
}

function queryParameters(validator: Validator) {
  const schema = schemaOf(validator) as { properties?: Record<string, Schema>; required?: string[] }
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (schema.required ?? []).includes(name),
    schema: property,
  }))
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
})

/**
 * The OpenAPI 3.1 document of the partner API, generated from the routes
 * registered under /api/v1 (paths, methods, parameters, scopes) and their
 * VineJS validators (query strings and bodies), never written by hand.
 */
export function partnerOpenApi() {
  const paths: Record<string, Record<string, unknown>> = {}
  const routes = Object.values(router.toJSON()).flat()
  for (const route of routes.filter((entry) => entry.pattern.startsWith('/api/v1/'))) {
    const operation = route.name ? OPERATIONS[route.name] : undefined
    if (!operation) throw new Error(`The partner API route ${route.pattern} is not described`)
    const path = route.pattern.replace(/:(\w+)/g, '{$1}')
    const parameters: unknown[] = route.tokens
      .filter((token) => token.type === 1)
      .map((token) => ({
        name: token.val,
        in: 'path',
        required: true,
        schema: { type: 'integer', minimum: 1, maximum: 2147483647 },
      }))
    if (operation.query) parameters.push(...queryParameters(operation.query))
    const scope = scopeOf(route)
    const responses: Record<string, unknown> = {
      [operation.status ?? 200]: {
        description: 'Success',
        content: { [operation.contentType ?? 'application/json']: { schema: operation.success } },
      },
    }
    if (scope) {
      Object.assign(responses, {
        401: errorResponse('No valid token (missing, expired, revoked)'),
        403: errorResponse('The token lacks the scope'),
        429: errorResponse('Over the rate limit of the token (see Retry-After)'),
      })
    }
    if (operation.query) {
      Object.assign(responses, {
        304: { description: 'Not modified (If-None-Match)' },
        400: errorResponse('A malformed cursor'),
        410: errorResponse('The cursor is older than the kept changes: list again without it'),
      })
    }
    if (parameters.some((parameter) => (parameter as { in: string }).in === 'path')) {
      responses[404] = errorResponse("Not found in the token's tournament")
    }
    if (operation.query || operation.body) {
      responses[422] = errorResponse('Invalid input, per field')
    }
    for (const [status, description] of Object.entries(operation.errors ?? {})) {
      responses[status] = errorResponse(description)
    }
    for (const method of route.methods.filter((name) => name !== 'HEAD')) {
      paths[path] ??= {}
      paths[path][method.toLowerCase()] = {
        operationId: route.name,
        summary: operation.summary,
        ...(scope
          ? { 'security': [{ partnerToken: [scope] }], 'x-scope': scope }
          : { security: [] }),
        ...(parameters.length ? { parameters } : {}),
        ...(operation.body
          ? {
              requestBody: {
                required: true,
                content: {
                  [operation.bodyType ?? 'application/json']: { schema: schemaOf(operation.body) },
                },
              },
            }
          : {}),
        responses,
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Accreditation partner API',
      version: '1',
      description:
        'Credentials and requests of one tournament for its partners, with delta sync by cursor.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        partnerToken: { type: 'http', scheme: 'bearer', description: 'A partner token (ptk_...)' },
      },
      schemas: {
        Credential: CREDENTIAL_SCHEMA,
        Request: REQUEST_SCHEMA,
        Tombstone: TOMBSTONE_SCHEMA,
        Error: ERROR_SCHEMA,
      },
    },
  }
}
