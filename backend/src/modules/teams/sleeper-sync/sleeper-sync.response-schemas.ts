import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { COMMAND_RESULT_SCHEMA } from '../team.response-schemas';

/** OpenAPI shape of GET /api/teams/:id/sleeper-sync (SleeperSyncStatusDto). */
export const SLEEPER_SYNC_STATUS_SCHEMA: SchemaObject = {
  type: 'object',
  required: [
    'linked',
    'draftId',
    'draftSlot',
    'polling',
    'draftStatus',
    'lastPolledAt',
    'lastPickNo',
    'picksRecorded',
    'unmatchedPicks',
    'lastError',
    'reconnect',
  ],
  properties: {
    linked: { type: 'boolean' },
    draftId: {
      type: 'string',
      nullable: true,
      description: 'The linked Sleeper draft id',
    },
    draftSlot: {
      type: 'integer',
      nullable: true,
      description: 'The user’s slot in that draft; null: every pick is recorded as another team’s',
    },
    polling: {
      type: 'boolean',
      description: 'Linked and Sleeper has not reported the draft complete',
    },
    draftStatus: {
      type: 'string',
      nullable: true,
      enum: ['pre_draft', 'drafting', 'paused', 'complete'],
    },
    lastPolledAt: { type: 'string', format: 'date-time', nullable: true },
    lastPickNo: {
      type: 'integer',
      description: 'Highest Sleeper pick number dealt with',
    },
    picksRecorded: {
      type: 'integer',
      description: 'Picks the sync recorded on this team',
    },
    unmatchedPicks: {
      type: 'array',
      description: 'Picks not recorded: no DraftMode player matched, or the draft rules refused them',
      items: {
        type: 'object',
        properties: {
          pickNo: { type: 'integer' },
          round: { type: 'integer', nullable: true },
          platformPlayerId: { type: 'string', description: 'Sleeper’s player id' },
          name: { type: 'string' },
          position: { type: 'string', nullable: true },
          team: { type: 'string', nullable: true },
          reason: { type: 'string' },
        },
      },
    },
    lastError: {
      type: 'object',
      nullable: true,
      properties: {
        message: { type: 'string' },
        at: { type: 'string', format: 'date-time' },
      },
      description: 'The last failure talking to Sleeper or recording a pick; cleared by the next good poll',
    },
    reconnect: { type: 'boolean', description: 'The failure needs the user; always false for Sleeper, which needs no sign-in' },
  },
};

/** A link answers like every team command, plus the sync status. */
export const LINK_RESULT_SCHEMA: SchemaObject = {
  ...COMMAND_RESULT_SCHEMA,
  properties: {
    ...COMMAND_RESULT_SCHEMA.properties,
    sleeperSync: SLEEPER_SYNC_STATUS_SCHEMA,
  },
};

const IMPORTED_SETTINGS_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['scoringFormat', 'leagueSize', 'draftPosition', 'rosterSpots', 'draftOrder', 'pointsPerStat', 'tradedPicks'],
  properties: {
    scoringFormat: { type: 'string', enum: ['PPR', 'Half-PPR', 'Standard'] },
    leagueSize: { type: 'integer', enum: [8, 10, 12, 14, 16] },
    draftPosition: { type: 'integer' },
    rosterSpots: { type: 'object', additionalProperties: { type: 'integer' } },
    draftOrder: { type: 'string', enum: ['snake', 'third-round-reversal', 'linear'] },
    pointsPerStat: { type: 'object', nullable: true, description: 'Null: the preset scores everyone' },
    tradedPicks: {
      type: 'array',
      items: { type: 'object', properties: { pick: { type: 'integer' }, slot: { type: 'integer' } } },
    },
  },
};

/** OpenAPI shape of GET /api/teams/:id/sleeper-league (SleeperLeaguePreviewDto). */
export const SLEEPER_LEAGUE_PREVIEW_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['draftId', 'leagueId', 'name', 'season', 'draftStatus', 'rounds', 'settings', 'current', 'keepers', 'notes'],
  properties: {
    draftId: { type: 'string' },
    leagueId: { type: 'string', nullable: true, description: 'Null for a draft without a league (a mock draft)' },
    name: { type: 'string', nullable: true },
    season: { type: 'string', nullable: true },
    draftStatus: { type: 'string', enum: ['pre_draft', 'drafting', 'paused', 'complete'] },
    rounds: { type: 'integer', nullable: true, description: 'Sleeper’s rounds; DraftMode’s draft has one per roster spot' },
    settings: { ...IMPORTED_SETTINGS_SCHEMA, description: 'What DraftMode would take: send it to PUT /api/teams/{id}/settings' },
    current: { ...IMPORTED_SETTINGS_SCHEMA, description: 'The team’s settings now' },
    keepers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          pickNo: { type: 'integer' },
          round: { type: 'integer' },
          slot: { type: 'integer' },
          sleeperPlayerId: { type: 'string' },
          name: { type: 'string' },
          position: { type: 'string', nullable: true },
          team: { type: 'string', nullable: true },
          own: { type: 'boolean' },
        },
      },
    },
    notes: { type: 'array', items: { type: 'string' }, description: 'What DraftMode cannot take as Sleeper has it; one line each' },
  },
};
