import fc from 'fast-check';

/** A JSON schema as the OpenAPI document carries it (the parts the arbitraries read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface DocumentedOperation {
  method: string;
  /** Fastify's form: `/api/products/:id`. */
  url: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: JsonSchema | null;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the document with what a client may send it. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      return {
        method: method.toUpperCase(),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
      };
    }),
  );
}

/**
 * Values shaped by a schema — mostly inside it, so requests reach past validation into the
 * services — mixed with `junk` anywhere a value sits, so the edges are tried too.
 */
export function arbitraryFor(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  junk: fc.Arbitrary<unknown>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const shaped = shapedBy(schema, components, junk, depth);
  return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: junk });
}

function shapedBy(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  junk: fc.Arbitrary<unknown>,
  depth: number,
): fc.Arbitrary<unknown> {
  const next = (child: JsonSchema) => arbitraryFor(child, components, junk, depth + 1);
  if (depth > 6) return junk;
  if (schema.$ref) {
    const target = components[schema.$ref.replace('#/components/schemas/', '')];
    return target ? shapedBy(target, components, junk, depth + 1) : junk;
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map(next));
  if (schema.allOf?.length) return next(schema.allOf[0] as JsonSchema);
  const types = [schema.type ?? []].flat();
  if (types.length > 1) return fc.oneof(...types.map((type) => next({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.oneof(
        fc.integer({
          min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
          max: Math.min(schema.maximum ?? 1000, 2 ** 31 - 1),
        }),
        fc.constantFrom(0, -1, 2 ** 31, 2 ** 53),
      );
    case 'number':
      return fc.oneof(fc.double({ noNaN: true }), fc.integer());
    case 'string':
      return schema.format === 'email'
        ? fc.emailAddress()
        : fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 40 });
    case 'array':
      return fc.array(schema.items ? next(schema.items) : junk, { maxLength: 4 });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, child]) => [key, next(child)])),
        { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
      );
    }
    default:
      return junk;
  }
}
