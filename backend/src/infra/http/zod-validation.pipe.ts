import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { ZodType } from 'zod';

/**
 * Validates a request body with the shared zod schema from `@draftmode/domain`, so the API
 * answers with exactly the messages the forms show: `message` is the first problem and `fields`
 * maps each field to its first message.
 */
export class ZodValidationPipe<T> implements PipeTransform<unknown, T> {
  constructor(private readonly schema: ZodType<T>) {}

  transform(value: unknown): T {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.') || 'body';
      fields[field] ??= issue.message;
    }
    throw new BadRequestException({ message: result.error.issues[0]?.message ?? 'Invalid request', fields });
  }
}
