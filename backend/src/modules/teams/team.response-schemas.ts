import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { DEFAULT_ROSTER_SPOTS } from '@draftmode/domain';

/** OpenAPI shapes of the team read models, for the controllers' response decorators. */
const ROSTER_SPOTS_SCHEMA: SchemaObject = {
  type: 'object',
  properties: Object.fromEntries(Object.keys(DEFAULT_ROSTER_SPOTS).map((key) => [key, { type: 'integer' }])),
};

export const TEAM_SUMMARY_SCHEMA: SchemaObject = {
  type: 'object',
  required: [
    'id',
    'userId',
    'name',
    'scoringFormat',
    'leagueSize',
    'draftPosition',
    'rosterSpots',
    'draftGrade',
    'playerCount',
    'isMock',
    'version',
    'createdAt',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    userId: { type: 'string', format: 'uuid' },
    name: { type: 'string' },
    scoringFormat: { type: 'string', enum: ['PPR', 'Half-PPR', 'Standard'] },
    leagueSize: { type: 'integer', enum: [8, 10, 12, 14, 16] },
    draftPosition: { type: 'integer' },
    rosterSpots: ROSTER_SPOTS_SCHEMA,
    draftOrder: { type: 'string', enum: ['third-round-reversal', 'linear'], description: 'Absent for a snake' },
    pointsPerStat: { type: 'object', description: 'Points per stat for QB/RB/WR/TE; absent for preset scoring' },
    tradedPicks: {
      type: 'array',
      description: 'Picks that changed hands: the overall pick and the draft slot that owns it; absent when none',
      items: { type: 'object', required: ['pick', 'slot'], properties: { pick: { type: 'integer' }, slot: { type: 'integer' } } },
    },
    draftGrade: { type: 'string', nullable: true },
    playerCount: { type: 'integer' },
    isMock: { type: 'boolean' },
    version: { type: 'integer', description: 'Stream version: send it back as expectedVersion' },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const TEAM_LIST_SCHEMA: SchemaObject = { type: 'array', items: TEAM_SUMMARY_SCHEMA };

export const TEAM_DETAIL_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['team', 'roster', 'takenByOthers', 'liveGrade', 'version'],
  properties: {
    team: TEAM_SUMMARY_SCHEMA,
    roster: {
      type: 'object',
      properties: {
        playerIds: { type: 'array', items: { type: 'string' } },
        positions: {
          type: 'object',
          description: "One entry per starting slot of the league's roster spots (qb, rb1, rb2, wr1, wr2, te, flex, def, k by default)",
          additionalProperties: { type: 'string', nullable: true },
        },
        bench: { type: 'array', items: { type: 'string' } },
        ownPicks: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              playerId: { type: 'string' },
              overallPick: { type: 'integer' },
              slot: { type: 'string', nullable: true },
              keeper: { type: 'boolean', enum: [true], description: 'Kept from last season (absent otherwise)' },
            },
          },
        },
      },
    },
    takenByOthers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          playerId: { type: 'string' },
          overallPick: { type: 'integer' },
          position: { type: 'string', nullable: true },
          adp: { type: 'number', nullable: true },
        },
      },
    },
    liveGrade: {
      type: 'object',
      nullable: true,
      properties: { letter: { type: 'string' }, percentage: { type: 'number' }, isFinal: { type: 'boolean' } },
    },
    pickClock: {
      type: 'object',
      nullable: true,
      description: 'The pick clock (null: none); time left = secondsPerPick − ((pausedAt ?? now) − startedAt)',
      properties: {
        secondsPerPick: { type: 'integer' },
        startedAt: { type: 'string', format: 'date-time' },
        pausedAt: { type: 'string', format: 'date-time', nullable: true },
      },
    },
    version: { type: 'integer' },
  },
};

export const COMMAND_RESULT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['version', 'duplicate', 'team'],
  properties: {
    version: { type: 'integer', description: 'Stream version after the command' },
    duplicate: { type: 'boolean', description: 'True when this commandId was already accepted; nothing new was written' },
    team: { ...TEAM_DETAIL_SCHEMA, nullable: true, description: 'Null once the team is deleted' },
  },
};

export const HISTORY_SCHEMA: SchemaObject = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      userId: { type: 'string' },
      teamId: { type: 'string' },
      draftData: {
        type: 'object',
        properties: {
          source: { type: 'string' },
          completedAt: { type: 'string' },
          grade: { type: 'string' },
          percentage: { type: 'number' },
          gradeBreakdown: { type: 'array', items: { type: 'object' } },
          roster: { type: 'object' },
        },
      },
      completedAt: { type: 'string', format: 'date-time' },
      draftDuration: { type: 'integer', nullable: true, description: 'Seconds from team creation to the saved report card' },
      aiRecommendationsUsed: { type: 'integer' },
    },
  },
};
