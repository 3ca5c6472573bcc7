import { z, type ZodType } from 'zod';

/**
 * The shared form schemas say what an empty field means ("Password is required") but not a
 * missing one, for which zod would answer "Invalid input: expected string, received undefined".
 * An API client that leaves a field out gets the empty-field message instead.
 */
export function formBody<T>(schema: ZodType<T>, fields: readonly string[]): ZodType<T> {
  return z.preprocess((body) => {
    if (body === undefined || body === null) body = {};
    if (typeof body !== 'object' || Array.isArray(body)) return body;
    const filled: Record<string, unknown> = { ...body };
    for (const field of fields) filled[field] ??= '';
    return filled;
  }, schema) as unknown as ZodType<T>;
}

/** The OpenAPI (3.0) request body of a zod schema, so /api/docs shows the same rules the API applies. */
export function openApiBody(schema: ZodType): { schema: Record<string, unknown> } {
  return { schema: z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as Record<string, unknown> };
}
