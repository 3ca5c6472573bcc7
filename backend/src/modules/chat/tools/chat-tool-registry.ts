import { Injectable, NotFoundException } from '@nestjs/common';
import { POSITIONS, type Position } from '@draftmode/domain';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ChatTools } from './chat-tools';

/** Who is asking and about what: tools never see another user's id. */
export interface ToolScope {
  userId: string;
  /** 'all' or the id of one of the user's teams. */
  focus: string;
}

const teamId = z.string({ error: 'team_id is required' }).min(1, 'team_id is required').optional();
const position = z.enum(POSITIONS as [Position, ...Position[]], { error: `position must be one of ${POSITIONS.join(', ')}` }).optional();

const ARGUMENTS = {
  list_teams: z.object({}),
  get_team: z.object({ team_id: teamId }),
  best_available: z.object({ team_id: teamId, position, limit: z.number().int().min(1).max(15).optional() }),
  grade_pick: z.object({ team_id: teamId, player: z.string({ error: 'player is required' }).min(1, 'player is required') }),
  lookup_player: z.object({ name: z.string({ error: 'name is required' }).min(1, 'name is required'), team_id: teamId }),
} as const;

export type ToolName = keyof typeof ARGUMENTS;

const TEAM_ID_PARAM = { type: 'string', description: 'Id of one of the user’s teams (from list_teams). Defaults to the focused team.' };

/** The function tools the model is offered (OpenAI chat-completions format). */
export const CHAT_TOOL_DEFINITIONS: ChatCompletionFunctionTool[] = [
  {
    type: 'function',
    function: {
      name: 'list_teams',
      description: 'List the user’s fantasy teams with league settings, draft position and player count.',
      parameters: { type: 'object', properties: {}, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'get_team',
      description: 'One team’s roster by slot, open starter slots and needs, current and next pick numbers, live draft grade, roster grade per position and bye-week conflicts.',
      parameters: { type: 'object', properties: { team_id: TEAM_ID_PARAM }, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'best_available',
      description: 'Best available players for a team right now, ranked for its needs, each with the percent chance he is still available at the team’s next pick.',
      parameters: {
        type: 'object',
        properties: {
          team_id: TEAM_ID_PARAM,
          position: { type: 'string', enum: [...POSITIONS], description: 'Only this position' },
          limit: { type: 'integer', minimum: 1, maximum: 15, description: 'How many (default 5)' },
        },
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'grade_pick',
      description: 'Grade taking a player with the team’s current pick: letter, percentage, and the reasons (value vs ADP, VOR vs alternatives, need, risk).',
      parameters: { type: 'object', properties: { team_id: TEAM_ID_PARAM, player: { type: 'string', description: 'Player name' } }, required: ['player'], additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'lookup_player',
      description: 'Look up players by name: position, NFL team, bye week, ADP, projection, value over replacement, injury, handcuffs, and availability in the team’s draft.',
      parameters: { type: 'object', properties: { name: { type: 'string' }, team_id: TEAM_ID_PARAM }, required: ['name'], additionalProperties: false },
    },
  },
];

/**
 * Runs a tool call from the model against the user's own data. Bad arguments, unknown tools and
 * other users' team ids come back to the model as `{ error }`, so it can correct itself; they are
 * never thrown at the user.
 */
@Injectable()
export class ChatToolRegistry {
  constructor(private readonly tools: ChatTools) {}

  async run(scope: ToolScope, name: string, rawArguments: string): Promise<unknown> {
    if (!(name in ARGUMENTS)) return { error: `Unknown tool ${name}. Use one of ${Object.keys(ARGUMENTS).join(', ')}.` };
    let parsedJson: unknown;
    try {
      parsedJson = rawArguments.trim() === '' ? {} : JSON.parse(rawArguments);
    } catch {
      return { error: 'Arguments must be a JSON object.' };
    }
    const parsed = ARGUMENTS[name as ToolName].safeParse(parsedJson);
    if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Invalid arguments' };
    try {
      return await this.dispatch(scope, name as ToolName, parsed.data as Record<string, unknown>);
    } catch (error) {
      if (error instanceof NotFoundException) return { error: 'Team not found. Use a team id from list_teams.' };
      throw error;
    }
  }

  private async dispatch(scope: ToolScope, name: ToolName, args: Record<string, unknown>): Promise<unknown> {
    switch (name) {
      case 'list_teams':
        return this.tools.listTeamsTool(scope.userId);
      case 'get_team': {
        const id = await this.teamIdFor(scope, args['team_id']);
        return id ? this.tools.teamTool(scope.userId, id) : NO_TEAM;
      }
      case 'best_available': {
        const id = await this.teamIdFor(scope, args['team_id']);
        if (!id) return NO_TEAM;
        const team = await this.tools.team(scope.userId, id);
        const players = this.tools.bestAvailable(team, args['position'] as Position | undefined, (args['limit'] as number | undefined) ?? 5);
        return { team: team.summary.name, currentPick: team.currentPick, nextPick: team.nextPick, players: players.map(({ player: _player, ...rest }) => rest) };
      }
      case 'grade_pick': {
        const id = await this.teamIdFor(scope, args['team_id']);
        if (!id) return NO_TEAM;
        const [player] = this.tools.names.search(args['player'] as string, 1);
        if (!player) return { error: `No player named "${String(args['player'])}" in the ${this.tools.season} pool.` };
        return this.tools.gradePickFor(await this.tools.team(scope.userId, id), player);
      }
      case 'lookup_player': {
        const id = await this.teamIdFor(scope, args['team_id']);
        const team = id ? await this.tools.team(scope.userId, id) : null;
        const players = this.tools.lookup(args['name'] as string, team);
        return players.length > 0 ? { players } : { error: `No player named "${String(args['name'])}" in the ${this.tools.season} pool.` };
      }
    }
  }

  /** The explicit team id, else the focused team, else the user's only team; null when the user has none. */
  private async teamIdFor(scope: ToolScope, explicit: unknown): Promise<string | null> {
    if (typeof explicit === 'string') return explicit;
    if (scope.focus !== 'all') return scope.focus;
    const teams = await this.tools.listTeams(scope.userId);
    return teams[0]?.id ?? null;
  }
}

const NO_TEAM = { error: 'The user has no teams yet. They can add one in My Teams.' };
