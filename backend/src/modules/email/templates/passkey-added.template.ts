import type { EmailMessage } from '../email-message';
import { escapeHtml, renderLayout, renderText } from './layout';

/** Sent whenever a passkey is added to an account, so its owner notices one they did not add. */
export function passkeyAddedEmail(
  to: string,
  params: { name: string; passkeyName: string; addedAt: Date; signInUrl: string },
): EmailMessage {
  const subject = 'A passkey was added to your DraftMode account';
  const when = `${params.addedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const html = renderLayout({
    preheader: 'If this was you, there is nothing to do.',
    heading: 'New passkey on your account',
    paragraphs: [
      `Hi ${escapeHtml(params.name.trim())}, a passkey (<strong>${escapeHtml(params.passkeyName)}</strong>) was added to your DraftMode account on ${escapeHtml(when)}. It can now sign in to your account.`,
      "If this was you, there is nothing to do. If it wasn't, reset your password right away (<strong>Forgot password?</strong> on the sign-in page): a reset signs every device out and removes all passkeys.",
    ],
    button: { label: 'Go to sign-in', url: params.signInUrl },
    footnote: 'You get this email every time a passkey is added to your account.',
  });
  const text = renderText([
    `Hi ${params.name.trim()},`,
    '',
    `A passkey (${params.passkeyName}) was added to your DraftMode account on ${when}. It can now sign in to your account.`,
    '',
    "If this was you, there is nothing to do. If it wasn't, reset your password right away (Forgot password? on the sign-in page): a reset signs every device out and removes all passkeys.",
    params.signInUrl,
  ]);
  return { to, subject, html, text, template: 'passkey-added' };
}
