import type { EmailMessage, EmailTemplate } from '../email-message';
import { resetPasswordEmail } from './reset-password.template';
import { welcomeEmail } from './welcome.template';

/** A template filled in for the admin test page. The sample reset link carries no real token. */
export function sampleEmail(template: EmailTemplate, to: string, name: string, appUrl: string): EmailMessage {
  const base = appUrl.replace(/\/+$/, '');
  return template === 'welcome'
    ? welcomeEmail(to, { name, appUrl: base })
    : resetPasswordEmail(to, { name, resetUrl: `${base}/reset-password?token=sample-token-from-the-email-test-page` });
}
