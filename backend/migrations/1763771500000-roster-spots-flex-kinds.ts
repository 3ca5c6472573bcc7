import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Roster spots gain the SUPERFLEX, WRTE and WRRB kinds (issue 34): every team listed before has none
 * of them. The roster read model needs no change here: its positions were written with the fixed
 * slots (wr3 and flex in every league), and the read model reader fits them to the league's slots
 * with the auto-assign rule (`fitRosterToSpots`) until the team's next event rewrites them;
 * `npm run projections:rebuild` rewrites every row from the events at once.
 */
export class RosterSpotsFlexKinds1763771500000 implements MigrationInterface {
  name = 'RosterSpotsFlexKinds1763771500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // `||` keeps the row's own value of a key it already has.
    await queryRunner.query(`UPDATE team_list SET roster_spots = '{"SUPERFLEX": 0, "WRTE": 0, "WRRB": 0}'::jsonb || roster_spots`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE team_list SET roster_spots = roster_spots - 'SUPERFLEX' - 'WRTE' - 'WRRB'`);
  }
}
