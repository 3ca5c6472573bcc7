import { z } from 'zod';
import type { ImportedLeagueSettings } from './sleeper.schemas';

/**
 * Linking a team to an ESPN league (issue 35): the request, the answers, and the messages the form
 * and the API share. The cookies go in; they never come back out (`private: true` says they are kept).
 */
export const ESPN_LINK_MESSAGES = {
  leagueId: 'leagueId must be the ESPN league id: the digits after leagueId= in the league’s address',
  season: 'season must be the year the NFL season starts, like 2025',
  cookiesTogether: 'Give both cookies, espn_s2 and SWID, or neither for a public league',
  espnS2: 'espn_s2 must be the value of the espn_s2 cookie from espn.com',
  swid: 'SWID must be the value of the SWID cookie from espn.com, like {XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}',
  teamId: 'teamId must be your team’s id in the ESPN league, a whole number',
  private: 'ESPN refused: the league is private, add your espn_s2 and SWID cookies',
  notFound: (leagueId: string, season: number) => `ESPN has no league ${leagueId} in the ${season} season`,
  unreachable: "ESPN can't be reached right now, so the league could not be read. Please try again in a minute.",
  unexpected: 'ESPN answered with something DraftMode cannot read, so the league could not be read.',
  notLinked: 'Link an ESPN league first.',
  teamNotInLeague: (teamId: number) => `The ESPN league has no team ${teamId}`,
  cookiesRefused: 'ESPN refused the kept cookies: link again with fresh espn_s2 and SWID',
  credentialsUnreadable:
    'The ESPN cookies kept for this team can no longer be read (the server’s credentials key changed): link the league again with your cookies.',
} as const;

const cookie = (message: string) => z.string({ error: message }).trim().min(1, message).max(4096, message);

/** POST /api/teams/:id/espn-link. */
export const linkEspnLeagueSchema = z
  .object({
    leagueId: z
      .string({ error: ESPN_LINK_MESSAGES.leagueId })
      .trim()
      .regex(/^\d{1,20}$/, ESPN_LINK_MESSAGES.leagueId),
    season: z
      .number({ error: ESPN_LINK_MESSAGES.season })
      .int(ESPN_LINK_MESSAGES.season)
      .min(2000, ESPN_LINK_MESSAGES.season)
      .max(2100, ESPN_LINK_MESSAGES.season),
    espnS2: cookie(ESPN_LINK_MESSAGES.espnS2).optional(),
    swid: cookie(ESPN_LINK_MESSAGES.swid)
      .regex(/^\{?[0-9A-Za-z-]{8,64}\}?$/, ESPN_LINK_MESSAGES.swid)
      .optional(),
    /** The user's team in the league, when the SWID does not say it. */
    teamId: z.number({ error: ESPN_LINK_MESSAGES.teamId }).int(ESPN_LINK_MESSAGES.teamId).positive(ESPN_LINK_MESSAGES.teamId).optional(),
  })
  .strict()
  .refine((body) => (body.espnS2 === undefined) === (body.swid === undefined), {
    message: ESPN_LINK_MESSAGES.cookiesTogether,
    path: ['espnS2'],
  });
export type LinkEspnLeagueInput = z.input<typeof linkEspnLeagueSchema>;

/** A team's ESPN link. Never holds the cookies: `private` says whether some are kept. */
export interface EspnLinkDto {
  leagueId: string;
  season: number;
  name: string | null;
  /** The user's team in the league; null when neither the SWID nor the request said it. */
  espnTeamId: number | null;
  espnTeamName: string | null;
  private: boolean;
}

/** GET /api/teams/:id/espn-link: the link, or none. */
export interface EspnLinkStatusDto {
  link: EspnLinkDto | null;
}

/** GET /api/teams/:id/espn-league: the league's settings beside the team's; changes nothing. */
export interface EspnLeaguePreviewDto {
  leagueId: string;
  season: number;
  name: string | null;
  draftStatus: 'predraft' | 'inProgress' | 'drafted';
  settings: ImportedLeagueSettings;
  current: ImportedLeagueSettings;
  notes: string[];
}
