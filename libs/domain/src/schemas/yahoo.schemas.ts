import { z } from 'zod';
import type { ImportedLeagueSettings } from './sleeper.schemas';

/**
 * A Yahoo account connected over OAuth 2.0 and a team linked to one of its NFL leagues (issue 35,
 * item 1): the requests, the answers, and the messages the card and the API share. The tokens
 * never come out: answers say only whether an account is connected.
 */
export const YAHOO_LINK_MESSAGES = {
  notConfigured:
    'Yahoo is not configured on this server: its administrator has to register a Yahoo app and set YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET.',
  notConnected: 'Connect your Yahoo account first.',
  reconnect: 'Your Yahoo sign-in has expired or was revoked: connect your Yahoo account again.',
  tokensUnreadable:
    'The Yahoo sign-in kept for your account can no longer be read (the server’s credentials key changed): connect your Yahoo account again.',
  throttled: 'Yahoo is throttling requests right now. Please try again in a minute.',
  unreachable: "Yahoo can't be reached right now. Please try again in a minute.",
  unexpected: 'Yahoo answered with something DraftMode cannot read.',
  leagueKey: 'leagueKey must be a Yahoo league key like 449.l.123456',
  notLinked: 'Link a Yahoo league first.',
  signInFailed: 'Yahoo sign-in did not complete: start connecting again under Draft room sync › Yahoo.',
  signInExpired: 'That Yahoo sign-in link was already used or has expired: start connecting again under Draft room sync › Yahoo.',
} as const;

/**
 * Why a Yahoo sign-in did not complete, as the callback names it in the address it sends the
 * browser back to (`/draft?yahoo=error&reason=…`): a name, never text, so a crafted address can
 * only show one of these messages.
 */
export const YAHOO_SIGN_IN_ERRORS = ['signInFailed', 'signInExpired', 'notConfigured', 'throttled', 'unreachable', 'unexpected'] as const;
export type YahooSignInError = (typeof YAHOO_SIGN_IN_ERRORS)[number];

/** The message of a sign-in error named in the address; an unknown name reads as a sign-in that did not complete. */
export function yahooSignInErrorMessage(reason: string | null): string {
  const known = YAHOO_SIGN_IN_ERRORS.find((name) => name === reason);
  return YAHOO_LINK_MESSAGES[known ?? 'signInFailed'];
}

/** POST /api/teams/:id/yahoo-link. */
export const linkYahooLeagueSchema = z
  .object({
    leagueKey: z
      .string({ error: YAHOO_LINK_MESSAGES.leagueKey })
      .trim()
      .regex(/^\d{1,6}\.l\.\d{1,12}$/, YAHOO_LINK_MESSAGES.leagueKey),
  })
  .strict();
export type LinkYahooLeagueInput = z.input<typeof linkYahooLeagueSchema>;

/** POST /api/yahoo/connect: where to send the browser to sign in with Yahoo. */
export interface YahooConnectDto {
  authorizeUrl: string;
}

/** GET /api/yahoo/account. Never holds a token. */
export interface YahooAccountDto {
  connected: boolean;
  connectedAt: string | null;
}

/** One of the connected user's Yahoo NFL leagues (GET /api/yahoo/leagues). */
export interface YahooLeagueSummaryDto {
  leagueKey: string;
  name: string;
  season: string | null;
  numTeams: number;
  /** Yahoo's "predraft", "draft" or "postdraft". */
  draftStatus: string | null;
}

export interface YahooLeaguesDto {
  leagues: YahooLeagueSummaryDto[];
}

/** A team's Yahoo link. */
export interface YahooLinkDto {
  leagueKey: string;
  name: string | null;
  season: string | null;
  /** The user's team in the league; null when Yahoo names none of the league's teams as the user's. */
  yahooTeamKey: string | null;
  yahooTeamName: string | null;
}

/** GET /api/teams/:id/yahoo-link: the link, or none. */
export interface YahooLinkStatusDto {
  link: YahooLinkDto | null;
}

/** GET /api/teams/:id/yahoo-league: the league's settings beside the team's; changes nothing. */
export interface YahooLeaguePreviewDto {
  leagueKey: string;
  name: string | null;
  season: string | null;
  draftStatus: string | null;
  settings: ImportedLeagueSettings;
  current: ImportedLeagueSettings;
  notes: string[];
}
