/**
 * Pure draft rules shared by the backend and the frontend: roster slots and auto-assign, swaps,
 * completeness, the snake order and the draft clock, and the team stream's decide/evolve.
 *
 * @packageDocumentation
 */
export * from './errors/draft-rule-error';
export * from './roster/slot-eligibility';
export * from './roster/roster-players';
export * from './roster/swap';
export * from './roster/completeness';
export * from './draft/snake';
export * from './draft/draft-clock';
export * from './team/team-state';
export * from './team/team-commands';
export * from './team/pick-commands';
export * from './team/pick-clock';
export * from './team/evolve';
export * from './team/decide';
