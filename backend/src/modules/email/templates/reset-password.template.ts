import type { EmailMessage } from '../email-message';
import { escapeHtml, renderLayout, renderText } from './layout';

/** The forgot-password email; the link carries the only copy of the reset token. */
export function resetPasswordEmail(to: string, params: { name: string; resetUrl: string }): EmailMessage {
  const subject = 'Reset your DraftMode password';
  const html = renderLayout({
    preheader: 'This link works for 1 hour.',
    heading: "Let's get you back in the draft room",
    paragraphs: [
      `Hi ${escapeHtml(params.name.trim())}, someone (hopefully you) asked to reset the password for your DraftMode account.`,
      'Choose a new password with the button below. The link works for <strong>1 hour</strong> and only once.',
    ],
    button: { label: 'Reset my password', url: params.resetUrl },
    footnote: "Didn't ask for this? You can ignore this email: your password stays the same and nobody gets in without this link.",
  });
  const text = renderText([
    `Hi ${params.name.trim()},`,
    '',
    'Someone (hopefully you) asked to reset the password for your DraftMode account.',
    'Choose a new password here (the link works for 1 hour and only once):',
    '',
    params.resetUrl,
    '',
    "Didn't ask for this? You can ignore this email: your password stays the same and nobody gets in without this link.",
  ]);
  return { to, subject, html, text, template: 'reset' };
}
