import { Injectable, NotFoundException } from '@nestjs/common';
import { POSITIONS, type Position } from '@draftmode/domain';
import type { ChatCompletionFunctionTool } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { ChatTools } from './chat-tools';
import { ADVICE_TOPICS, type AdviceTopic } from './draft-advisor';
import type { NameMatch } from './player-names';

/** Who is asking and about what: tools never see another user's id. */
interface ToolScope {
  userId: string;
  /** 'all' or the id of one of the user's teams. */
  focus: string;
  /** The team on the user's draft screen, what 'all' means unless the question names another. */
  screenTeam?: string | null;
  /** The user's question, for the advice that depends on its words (which strategy, which tier). */
  question?: string;
}

const teamId = z.string({ error: 'team_id is required' }).min(1, 'team_id is required').optional();
const position = z.enum(POSITIONS as [Position, ...Position[]], { error: `position must be one of ${POSITIONS.join(', ')}` }).optional();

const ARGUMENTS = {
  list_teams: z.object({}),
  get_team: z.object({ team_id: teamId }),
  best_available: z.object({ team_id: teamId, position, limit: z.number().int().min(1).max(15).optional() }),
  grade_pick: z.object({ team_id: teamId, player: z.string({ error: 'player is required' }).min(1, 'player is required') }),
  lookup_player: z.object({ name: z.string({ error: 'name is required' }).min(1, 'name is required'), team_id: teamId }),
  draft_advice: z.object({
    team_id: teamId,
    topic: z.enum(ADVICE_TOPICS, { error: `topic must be one of ${ADVICE_TOPICS.join(', ')}` }),
    players: z.array(z.string().min(1)).max(4).optional(),
    position,
  }),
} as const;

type ToolName = keyof typeof ARGUMENTS;

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
      description:
        'One team’s roster by slot, open starter slots and needs, current and next pick numbers, live draft grade, roster grade per position and bye-week conflicts.',
      parameters: { type: 'object', properties: { team_id: TEAM_ID_PARAM }, additionalProperties: false },
    },
  },
  {
    type: 'function',
    function: {
      name: 'best_available',
      description:
        'Best available players for a team right now, ranked for its needs, each with the percent chance he is still available at the team’s next pick.',
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
      description:
        'Grade taking a player with the team’s current pick: letter, percentage, and the reasons (value vs ADP, VOR vs alternatives, need, risk).',
      parameters: {
        type: 'object',
        properties: { team_id: TEAM_ID_PARAM, player: { type: 'string', description: 'Player name' } },
        required: ['player'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'lookup_player',
      description:
        'Look up players by name: position, NFL team, bye week, ADP, projection, value over replacement, injury, handcuffs, and availability in the team’s draft.',
      parameters: {
        type: 'object',
        properties: { name: { type: 'string' }, team_id: TEAM_ID_PARAM },
        required: ['name'],
        additionalProperties: false,
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'draft_advice',
      description:
        'The draft model’s answer to one kind of question about a team, with the same grades, chances and values as the draft screen: recommend (what next and why, tiers, runs), at-next-pick (who or whether named players are likely still there at the next pick), next-pick (pick numbers), grade-team (the one draft grade and construction problems such as a QB/TE hoard), weakest, byes (with named players to cover), handcuffs, kicker-defense, strategy (zero-RB, hero-RB, robust-RB, late QB/TE fit), position-timing (when to take a first or second player of a position), tiers, runs, injuries and rookies (what the pool says), drop, start-sit (week 1 lineup), trade (values and what the tool cannot judge), compare, grade-pick, lookup, waivers, values (players past their ADP), reaches (picks made furthest ahead of ADP so far), ages (ages on the roster or the board, with the RB age risk), stack, my-picks (each own pick with the grade it got), explain (what VOR, ADP, tiers, the chance, the pick grade and the draft grade mean). Quote its numbers as they are.',
      parameters: {
        type: 'object',
        properties: {
          team_id: TEAM_ID_PARAM,
          topic: { type: 'string', enum: [...ADVICE_TOPICS] },
          players: { type: 'array', items: { type: 'string' }, maxItems: 4, description: 'Player names the question is about' },
          position: { type: 'string', enum: [...POSITIONS], description: 'The position the question is about' },
        },
        required: ['topic'],
        additionalProperties: false,
      },
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
        const players = this.tools.bestAvailable(
          team,
          args['position'] as Position | undefined,
          (args['limit'] as number | undefined) ?? 5,
        );
        return {
          team: team.summary.name,
          currentPick: team.currentPick,
          nextPick: team.nextPick,
          players: players.map(({ player: _player, ...rest }) => rest),
        };
      }
      case 'grade_pick': {
        const id = await this.teamIdFor(scope, args['team_id']);
        if (!id) return NO_TEAM;
        const match = this.tools.names.resolve(args['player'] as string);
        if (match.kind !== 'player') return this.unresolved(match);
        return {
          ...this.tools.gradePickFor(await this.tools.team(scope.userId, id), match.player),
          ...(match.how === 'fuzzy'
            ? { readAs: `"${match.typed}" read as ${match.player.name} (${Math.round(match.confidence * 100)}% name match): say so` }
            : {}),
        };
      }
      case 'draft_advice': {
        const id = await this.teamIdFor(scope, args['team_id']);
        if (!id) return NO_TEAM;
        const players = [];
        for (const typed of (args['players'] as string[] | undefined) ?? []) {
          const match = this.tools.names.resolve(typed);
          if (match.kind !== 'player') return this.unresolved(match);
          players.push(match.player);
        }
        const team = await this.tools.team(scope.userId, id);
        const topic = args['topic'] as AdviceTopic;
        return {
          team: team.summary.name,
          topic,
          answer: this.tools.advisor.answer(team, {
            intent: topic,
            message: scope.question ?? '',
            players,
            position: args['position'] as Position | undefined,
          }),
        };
      }
      case 'lookup_player': {
        const id = await this.teamIdFor(scope, args['team_id']);
        const team = id ? await this.tools.team(scope.userId, id) : null;
        const players = this.tools.lookup(args['name'] as string, team);
        return players.length > 0 ? { players } : { error: `No player named "${String(args['name'])}" in the ${this.tools.season} pool.` };
      }
    }
  }

  /** The draft as the model should know it before any tool call: the team asked about, its picks, roster and grade. */
  async draftContext(scope: ToolScope): Promise<string | null> {
    const id = await this.teamIdFor(scope, undefined);
    if (!id) return null;
    const team = await this.tools.team(scope.userId, id);
    const roster = team.roster.map((player) => `${player.name} (${player.position}, ${player.team})`).join(', ') || 'no players yet';
    const timing = team.isFull
      ? 'The roster is full: the draft is over for this team.'
      : `Pick ${team.currentPick} (round ${team.currentRound}) is on the clock; ${team.onTheClock ? 'the user is on the clock' : `the user's next pick is ${team.nextPick}`}; "still there" chances look ahead to pick ${team.chancePick ?? 'none'}.`;
    return [
      `Draft context for ${team.summary.name} (id ${team.summary.id}), ${team.summary.leagueSize} teams, slot ${team.summary.draftPosition}, ${team.rounds} rounds: ${timing}`,
      `Roster (${team.roster.length}/${team.rounds}): ${roster}.`,
      team.grade ? `Draft grade on the screen: ${team.grade.letter} (${team.grade.percentage}%).` : '',
      team.alerts.length > 0 ? `Board alerts: ${team.alerts.map((alert) => alert.text).join('; ')}.` : '',
    ]
      .filter(Boolean)
      .join('\n');
  }

  /** The explicit team id, else the focused team, else the team on the draft screen, else the user's first team; null when the user has none. */
  private async teamIdFor(scope: ToolScope, explicit: unknown): Promise<string | null> {
    if (typeof explicit === 'string') return explicit;
    if (scope.focus !== 'all') return scope.focus;
    const teams = await this.tools.listTeams(scope.userId);
    return teams.find((team) => team.id === scope.screenTeam)?.id ?? teams[0]?.id ?? null;
  }

  /** A name the pool does not settle: the model must ask the user, or say the player is not in the pool. */
  private unresolved(match: Exclude<NameMatch, { kind: 'player' }>) {
    if (match.kind === 'ask') {
      return {
        error: `Not sure who "${match.typed}" is. Ask the user: did you mean ${match.candidates.map((p) => `${p.name} (${p.position}, ${p.team})`).join(' or ')}? Do not guess.`,
      };
    }
    return {
      error: `${match.typed} is not in the ${this.tools.season} player pool. Tell the user so; do not answer about another player.`,
    };
  }
}

const NO_TEAM = { error: 'The user has no teams yet. They can add one in My Teams.' };
