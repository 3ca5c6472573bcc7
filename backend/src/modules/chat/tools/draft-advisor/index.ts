import type { TeamContext } from '../team-context';
import { drop, startSit, trade, waivers } from './after-the-draft';
import { reaches, runs, stack, tiers, values } from './board';
import { byes, handcuffs, playerByes } from './byes-and-handcuffs';
import { explain } from './glossary';
import { compare, gradePick, lookup } from './named-players';
import { ages, injuries, rookies } from './player-flags';
import { myPicks, weakest } from './roster';
import { gradeTeam } from './roster-grade';
import { kickerDefense, positionTiming, strategy } from './strategy';
import type { Question } from './questions';
import { atNextPick, choosePosition, nextPick, recommend } from './what-next';

export { ADVICE_TOPICS, type AdviceTopic, type Question } from './questions';

/**
 * Answers the draft questions managers ask from one team's draft model (see `buildTeamContext`):
 * every grade, chance and value is the draft screen's, at this moment of the draft. Pure: the
 * same team and question give the same answer.
 *
 * This is the entry: each question family is answered in its own file of this folder (what to
 * pick next, the roster's grade, the roster, byes and handcuffs, strategy, the board, player flags,
 * after the draft, named players, the glossary); `shared.ts` holds how every answer words a player,
 * a chance or the clock.
 */
export class DraftAdvisor {
  answer(team: TeamContext, asked: Question): string {
    // Every answer values players in the league's scoring: its pool, and the named players as that pool has them.
    const pool = team.pool;
    const question = { ...asked, players: asked.players.map((player) => pool.get(player.id) ?? player) };
    switch (question.intent) {
      case 'recommend':
        return (question.positions?.length ?? 0) >= 2
          ? choosePosition(pool, team, question.positions!)
          : recommend(pool, team, question.position);
      case 'at-next-pick':
        return atNextPick(pool, team, question);
      case 'next-pick':
        return nextPick(team);
      case 'grade-team':
        return gradeTeam(pool, team);
      case 'weakest':
        return weakest(pool, team);
      case 'byes':
        return question.players.length > 0
          ? playerByes(pool, team, question.players)
          : byes(pool, team, question.message, question.position);
      case 'handcuffs':
        return handcuffs(pool, team, question.players);
      case 'ages':
        return ages(team, question.position, question.message);
      case 'reaches':
        return reaches(pool, team, question.position);
      case 'values':
        return values(pool, team, question.position);
      case 'stack':
        return stack(pool, team, question.players);
      case 'waivers':
        return waivers(pool, team, question.position);
      case 'kicker-defense':
        return kickerDefense(team);
      case 'strategy':
        return strategy(team, question.message);
      case 'position-timing':
        return positionTiming(team, question.position ?? 'QB', question.message);
      case 'tiers':
        return tiers(team, question.position, tierAskedFor(question.message));
      case 'runs':
        return runs(pool, team, question.position);
      case 'injuries':
        return injuries(pool, team, question.players, question.position);
      case 'rookies':
        return rookies(pool, team, question.players, question.position);
      case 'drop':
        return drop(team, question.players, question.position);
      case 'start-sit':
        return startSit(team, question.players, question.position);
      case 'trade':
        return trade(team, question.players);
      case 'compare':
        return question.players.length > 0 ? compare(team, question.players) : recommend(pool, team, question.position);
      case 'grade-pick':
        return question.players[0] ? gradePick(team, question.players[0]) : recommend(pool, team, question.position);
      case 'lookup':
        return question.players[0] ? lookup(pool, team, question.players[0]) : recommend(pool, team, question.position);
      case 'my-picks':
        return myPicks(team);
      case 'explain':
        return explain(pool, team, question.message);
    }
  }
}

/** A tier number the question names ("tier 1 RBs"). */
function tierAskedFor(message: string): number | undefined {
  const match = /\btier\s*(\d{1,2})\b/i.exec(message);
  return match ? Number(match[1]) : undefined;
}
