import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundledPlayers } from '../data/bundled-pool';
import { sharedDataDir } from '../testing/shared-data';
import { addEspnIds, readEspnPlayers } from './espn-players';
import { PlayerImportError } from './import-error';

/** Real answers of ESPN's players view (platforms/SOURCES.md rows 51 and 59), read at test time. */
const recorded = (folder: string, file: string): unknown =>
  JSON.parse(readFileSync(join(sharedDataDir(), 'platforms', 'espn', folder, file), 'utf8'));
const players2018 = () => recorded('cwendt94__espn-api@21e3289', 'league_players_2018.json');

describe('addEspnIds', () => {
  it('keeps the ESPN id of each pool player ESPN’s 2018 players view names, a defense by its id', () => {
    const result = addEspnIds(bundledPlayers(), players2018());
    const byId = new Map(result.players.map((player) => [player.id, player]));
    expect(byId.get('saquon-barkley')?.espnId).toBe('3929630');
    expect(byId.get('alvin-kamara')?.espnId).toBe('3054850');
    // −16033: Baltimore's D/ST.
    expect(byId.get('def-bal')?.espnId).toBe('-16033');
    expect(result.added).toBe(result.players.filter((player) => player.espnId !== undefined).length);
    expect(result.added).toBeGreaterThan(90);
    // 2018's players today's pool lacks are listed, never guessed.
    expect(result.unmatched.find((row) => row.row.name === "Le'Veon Bell")).toMatchObject({ reason: 'not-in-pool' });
    expect(result.otherPositions).toBeGreaterThan(0);
    // Every ESPN id once.
    const ids = result.players.flatMap((player) => (player.espnId ? [player.espnId] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('never replaces an id the pool has, and reads a league’s kona_player_info too', () => {
    const pool = bundledPlayers().map((player) => (player.id === 'saquon-barkley' ? { ...player, espnId: '1' } : player));
    const result = addEspnIds(pool, players2018());
    expect(result.players.find((player) => player.id === 'saquon-barkley')?.espnId).toBe('1');
    expect(result.kept).toBeGreaterThan(0);
    const kona = recorded('joco00__fantasy_football@716e33a', 'kona_player_info.json');
    const read = readEspnPlayers(kona);
    expect(read.ok && read.players.length).toBe(50);
  });

  it('refuses a body that is not the players view in one line', () => {
    expect(() => addEspnIds(bundledPlayers(), { teams: [] })).toThrow(PlayerImportError);
    expect(() => addEspnIds(bundledPlayers(), { teams: [] })).toThrow(/^not ESPN's players view \(/);
  });
});
