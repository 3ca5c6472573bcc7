import type { EmailMessage } from '../email-message';
import { escapeHtml, renderLayout, renderText } from './layout';

/** Sent once, right after sign-up. */
export function welcomeEmail(to: string, params: { name: string; appUrl: string }): EmailMessage {
  const name = params.name.trim();
  // The name is the sign-up form's, typed by whoever signed up: never in the subject, where it
  // would turn our sender into a megaphone for arbitrary text.
  const subject = "Welcome to DraftMode. You're on the clock.";
  const html = renderLayout({
    preheader: 'Set up your league and get a grade on every pick.',
    heading: `Welcome to the war room, ${name}`,
    paragraphs: [
      'Your DraftMode account is ready. Keep it open beside ESPN, Yahoo or Sleeper on draft day and we will do the homework while you make the calls.',
      '<strong>How it works:</strong> tap each player the other managers take, record your own picks, and DraftMode grades every pick before and after you make it, suggests who to take next and tells you the chance each player is still there at your next turn.',
      'Start by telling us your league size, scoring format and draft slot. It takes less than a minute.',
    ],
    button: { label: 'Set up my league', url: params.appUrl },
    footnote: `Didn't sign up for DraftMode? Someone may have used ${escapeHtml(to)} by mistake. You can ignore this email.`,
  });
  const text = renderText([
    `Welcome to the war room, ${name}!`,
    '',
    'Your DraftMode account is ready. Keep it open beside ESPN, Yahoo or Sleeper on draft day and we will do the homework while you make the calls.',
    '',
    'How it works: tap each player the other managers take, record your own picks, and DraftMode grades every pick before and after you make it, suggests who to take next and tells you the chance each player is still there at your next turn.',
    '',
    'Start by telling us your league size, scoring format and draft slot:',
    params.appUrl,
    '',
    `Didn't sign up for DraftMode? Someone may have used ${to} by mistake. You can ignore this email.`,
  ]);
  return { to, subject, html, text, template: 'welcome' };
}
