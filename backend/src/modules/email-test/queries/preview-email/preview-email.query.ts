import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type RuntimeConfig } from '../../../../infra/config/app-config';
import type { EmailTestPayload } from '../../email-test.schemas';
import { sampleEmail } from '../../../email';

/** Renders a template without sending it: it changes nothing, so it is a query. */
@Injectable()
export class PreviewEmailQuery {
  constructor(@Inject(APP_CONFIG) private readonly config: RuntimeConfig) {}

  execute(payload: EmailTestPayload): { subject: string; html: string; text: string } {
    const { subject, html, text } = sampleEmail(payload.template, payload.email, payload.name, this.config.appUrl);
    return { subject, html, text };
  }
}
