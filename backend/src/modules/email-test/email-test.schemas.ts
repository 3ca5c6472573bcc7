import { forgotPasswordSchema, signupSchema } from '@draftmode/domain';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

export const emailTestSchema = z.object({
  template: z.enum(['welcome', 'reset'], { error: 'Template must be welcome or reset' }),
  email: forgotPasswordSchema.shape.email,
  name: signupSchema.shape.name,
});
export type EmailTestPayload = z.infer<typeof emailTestSchema>;

/** What the test endpoints that send answer. */
export interface EmailTestResult {
  success: boolean;
  message: string;
  method: string;
}

export const EMAIL_TEST_RESULT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['success', 'message', 'method'],
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    method: { type: 'string', enum: ['smtp', 'outbox', 'queue+smtp', 'queue+outbox'] },
  },
};
