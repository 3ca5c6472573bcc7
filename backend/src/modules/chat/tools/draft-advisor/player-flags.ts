import { gamesExpectedMissed, INJURY_STATUS_LABELS, SEASON_GAMES, type Player, type Position } from '@draftmode/domain';
import type { ChatPool, TeamContext } from '../team-context';
import { adp, chanceShort, label, name } from './shared';

// What the pool flags on a player: injuries, ages, and the rookie flag it does not have.

/** How the pool lists a player: his injury report listing with the games it is expected to cost, or the bare flag. */
function listing(p: Player): string {
  if (p.injuryStatus) {
    const games = gamesExpectedMissed(p);
    return `**${INJURY_STATUS_LABELS[p.injuryStatus]}** (expected to miss about ${games < 1 ? 'part of a game' : `${Math.round(games)} of ${SEASON_GAMES} games`})`;
  }
  return p.isInjured ? '**listed as injured**' : 'not listed as injured';
}

export function injuries(pool: ChatPool, team: TeamContext, players: Player[], position?: Position): string {
  const listed = pool.players.some((p) => p.injuryStatus !== undefined);
  const note = listed
    ? `The ${pool.season} pool carries the injury report's listings; the draft model takes off the games a listing is expected to cost (injured reserve or the PUP list 6 of ${SEASON_GAMES}, out 2, doubtful 1, suspended 2, questionable part of one).`
    : `The ${pool.season} pool carries one injury flag per player ("listed as injured"), with no injury type or expected return, so that is all I can say; the draft model takes off the ${gamesExpectedMissed({ isInjured: true })} of ${SEASON_GAMES} games such a flag is expected to cost.`;
  if (players.length > 0) {
    return [players.map((p) => `${label(p)} is ${listing(p)} in the pool.`).join(' '), note].join('\n\n');
  }
  const hurt = team.roster.filter((p) => gamesExpectedMissed(p) > 0);
  const onBoard = team.moment.board
    .filter((v) => gamesExpectedMissed(v.player) > 0 && (!position || v.player.position === position))
    .slice(0, 5);
  return [
    hurt.length > 0
      ? `On ${name(team)}: ${hurt.map((p) => `**${p.name}** (${p.position}) is ${listing(p).replace(/\*\*/g, '')}`).join('; ')}.`
      : `Nobody on ${name(team)} is listed as injured.`,
    !team.isFull && onBoard.length > 0
      ? `Injured players still on the board: ${onBoard.map((v) => `${label(v.player)}, ADP ${adp(team, v.player)}`).join('; ')}.`
      : '',
    note,
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The ages on the roster (or, asked about the board, of the players left), with the grader's flag on RBs from 28. */
export function ages(team: TeamContext, position: Position | undefined, message: string): string {
  const flag = (p: Player) => (p.position === 'RB' && p.age >= 28 ? ' (an RB from 28: the grader flags it)' : '');
  const youngFirst = /\b(young|younger|youngest|under \d\d)\b/i.test(message);
  const line = (list: Player[]) =>
    [...list]
      .sort((a, b) => (youngFirst ? a.age - b.age : b.age - a.age))
      .map((p) => `- ${p.name} (${p.position}): ${p.age}${flag(p)}`)
      .join('\n');
  const aboutBoard = /\b(board|available|left|draft(able)?|undrafted|out there)\b/i.test(message) || team.roster.length === 0;
  if (aboutBoard && !team.isFull) {
    const left = team.moment.board
      .filter((v) => v.player.position !== 'DEF' && (!position || v.player.position === position))
      .slice(0, 30)
      .map((v) => v.player);
    const picked = [...left].sort((a, b) => (youngFirst ? a.age - b.age : b.age - a.age)).slice(0, 8);
    return `The ${youngFirst ? 'youngest' : 'oldest'} ${position ?? 'players'} near the top of your board:\n\n${line(picked)}`;
  }
  const mine = team.roster.filter((p) => p.position !== 'DEF' && (!position || p.position === position));
  if (mine.length === 0) return `${name(team)} has no ${position ?? 'players'} yet.`;
  const average = mine.reduce((sum, p) => sum + p.age, 0) / mine.length;
  const risky = mine.filter((p) => p.position === 'RB' && p.age >= 28);
  return [
    `Ages on ${name(team)}${position ? ` at ${position}` : ''}, oldest first (average ${average.toFixed(1)}):`,
    line(mine),
    risky.length > 0
      ? `The grader counts age as a risk only for RBs, from 28: ${risky.map((p) => p.name).join(', ')}.`
      : 'The grader counts age as a risk only for RBs from 28, and none of yours is.',
  ].join('\n\n');
}

export function rookies(pool: ChatPool, team: TeamContext, players: Player[], position?: Position): string {
  const note = `The ${pool.season} pool has no rookie flag, so I can't tell you who is a rookie; it only has each player's age.`;
  const youngest = (list: Player[]) => [...list].sort((a, b) => a.age - b.age).slice(0, 5);
  if (players.length > 0) return `${note} ${players.map((p) => `${p.name} is ${p.age}.`).join(' ')}`;
  const board = team.isFull
    ? []
    : youngest(
        team.moment.board
          .filter((v) => !position || v.player.position === position)
          .slice(0, position ? 20 : 60)
          .map((v) => v.player),
      );
  return [
    note,
    board.length > 0
      ? `The youngest ${position ?? 'players'} near the top of your board (age only): ${board.map((p) => `${label(p)}, age ${p.age}, ${chanceShort(team, team.moment.byId.get(p.id)!)}`).join('; ')}.`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
