import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { MOCK_SPEEDS } from '@draftmode/domain';

/** OpenAPI shapes of the mock-draft responses, for the controllers' response decorators. */
export const MOCK_DRAFT_SCHEMA: SchemaObject = {
  type: 'object',
  required: ['id', 'teamId', 'name', 'status', 'speed', 'autoPick', 'seed', 'totalPicks', 'picksMade', 'userOnTheClock', 'version'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    teamId: { type: 'string', format: 'uuid', description: 'The mock team: make picks and undos with /api/teams/{teamId}/picks and /undo' },
    name: { type: 'string' },
    sourceTeamId: { type: 'string', format: 'uuid', nullable: true },
    status: { type: 'string', enum: ['running', 'paused', 'finished'] },
    speed: { type: 'string', enum: [...MOCK_SPEEDS] },
    autoPick: { type: 'boolean', description: 'At instant speed, the user’s turn takes the top recommendation' },
    seed: { type: 'integer', description: 'The bots’ seed: the same seed gives the same bot picks' },
    scoringFormat: { type: 'string', enum: ['PPR', 'Half-PPR', 'Standard'] },
    leagueSize: { type: 'integer', enum: [8, 10, 12, 14, 16] },
    draftPosition: { type: 'integer' },
    rounds: { type: 'integer' },
    totalPicks: { type: 'integer' },
    picksMade: { type: 'integer' },
    currentOverallPick: { type: 'integer', nullable: true },
    slotOnTheClock: { type: 'integer', nullable: true },
    userOnTheClock: { type: 'boolean' },
    version: { type: 'integer', description: 'The mock team’s stream version: send it as expectedVersion on /api/teams/{teamId} commands' },
    reportCard: { type: 'object', nullable: true, properties: { grade: { type: 'string' }, percentage: { type: 'number' } } },
    pausedReason: {
      type: 'string',
      nullable: true,
      description: 'Why the draft is paused when the bots could not make their pick after retrying; null otherwise. Resuming clears it',
    },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

export const MOCK_DRAFT_LIST_SCHEMA: SchemaObject = { type: 'array', items: MOCK_DRAFT_SCHEMA };

export const MOCK_DRAFT_DETAIL_SCHEMA: SchemaObject = {
  allOf: [
    MOCK_DRAFT_SCHEMA,
    {
      type: 'object',
      properties: {
        teams: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              slot: { type: 'integer' },
              name: { type: 'string' },
              isUser: { type: 'boolean' },
              picks: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    overallPick: { type: 'integer' },
                    round: { type: 'integer' },
                    playerId: { type: 'string' },
                    position: { type: 'string', nullable: true },
                  },
                },
              },
            },
          },
        },
      },
    },
  ],
};
