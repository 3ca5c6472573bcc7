import { Button, Group, Modal, NativeSelect, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  DRAFT_ORDER_LABELS,
  DRAFT_ORDERS,
  LEAGUE_SIZES,
  SCORING_FORMAT_LABELS,
  SCORING_FORMATS,
  FLEX_KINDS,
  leagueSettingsSchema,
  MAX_ROSTER_SPOTS,
  ROSTER_SPOT_LABELS,
  rosterSpotsSchema,
  scoresReceptionsOnly,
  type DraftOrder,
  type LeagueSettings,
  type PointsPerStat,
  type RosterSpots,
  type ScoringFormat,
} from '@draftmode/domain';
import { DRAFT_RULE_MESSAGES, rosterSize } from '@draftmode/draft-core';
import { memo, useState } from 'react';
import { PointsPerStatFields } from '@/components/team/points-per-stat-fields';
import { TradedPicksField } from './traded-picks-field';

/** Settings as the dialog saves them: `pointsPerStat` null clears the league's (the preset scores everyone again), absent: it had none. */
export type SavedLeagueSettings = Omit<LeagueSettings, 'pointsPerStat'> & { pointsPerStat?: PointsPerStat | null };

interface LeagueSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The team's current settings; null when no team is selected. */
  settings: LeagueSettings | null;
  onSave: (settings: SavedLeagueSettings) => void;
  /**
   * Whether the player pool has projected stat lines: without them per-stat scoring is refused
   * beside its field, with the server's own message, before anything is sent. Default true.
   */
  poolHasStatLines?: boolean;
}

const POSITION_FIELDS: (keyof RosterSpots)[] = ['QB', 'RB', 'WR', 'TE', 'DEF', 'K', 'Bench'];

/** The team's league settings: scoring, league size, draft position, draft order, traded picks and roster spots. */
export const LeagueSettingsDialog = memo(function LeagueSettingsDialog({
  opened,
  onClose,
  settings,
  onSave,
  poolHasStatLines = true,
}: LeagueSettingsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="League settings" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      {settings ? (
        // The modal unmounts its content when closed, so each opening starts from what the team has
        // now; an update that arrives while the dialog is open neither resets the user's edits nor
        // replaces the buttons under the pointer.
        <SettingsForm settings={settings} onCancel={onClose} onSave={onSave} poolHasStatLines={poolHasStatLines} />
      ) : (
        <Text size="sm">Add your team in My Teams, then set its league here.</Text>
      )}
    </Modal>
  );
});

function SettingsForm({
  settings,
  onCancel,
  onSave,
  poolHasStatLines,
}: {
  settings: LeagueSettings;
  onCancel: () => void;
  onSave: (settings: SavedLeagueSettings) => void;
  poolHasStatLines: boolean;
}) {
  const [values, setValues] = useState<SavedLeagueSettings & { pointsPerStat: PointsPerStat | null }>({
    ...settings,
    pointsPerStat: settings.pointsPerStat ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const total = rosterSize(values.rosterSpots);

  const submit = () => {
    const parsed = leagueSettingsSchema.safeParse(values);
    const found: Record<string, string> = {};
    // A per-stat field's message goes beside that field (`pointsPerStat.passTd`), the others by setting.
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[issue.path[0] === 'pointsPerStat' && issue.path.length > 1 ? issue.path.map(String).join('.') : String(issue.path[0])] ??=
          issue.message;
    // Points per catch alone (a TE premium) are scored from the preset projections; the rest needs stat lines.
    if (
      values.pointsPerStat &&
      !scoresReceptionsOnly(values.pointsPerStat) &&
      !poolHasStatLines &&
      values.pointsPerStat !== settings.pointsPerStat
    )
      found['pointsPerStat'] = DRAFT_RULE_MESSAGES.pointsPerStatNeedsStatLines;
    // The API's own roster spot rules: each kind within its bounds (shown at the field), 1 to 30 in all.
    const spots = rosterSpotsSchema.safeParse(values.rosterSpots);
    if (!spots.success)
      for (const issue of spots.error.issues)
        found[issue.path.length > 0 ? `spot.${String(issue.path[0])}` : 'rosterSpots'] ??= issue.message;
    if (total < 1) found['rosterSpots'] = 'A roster needs at least one spot.';
    const lastPick = total * values.leagueSize;
    const outside = values.tradedPicks?.find((trade) => trade.pick > lastPick);
    if (outside) found['tradedPicks'] ??= `Pick ${outside.pick} is not in this draft (its picks are 1 to ${lastPick})`;
    setErrors(found);
    const { pointsPerStat, ...rest } = values;
    if (Object.keys(found).length === 0) onSave(pointsPerStat === null && !settings.pointsPerStat ? rest : values);
  };

  const spotInput = (field: keyof RosterSpots) => (
    <NumberInput
      key={field}
      label={ROSTER_SPOT_LABELS[field]}
      min={0}
      max={MAX_ROSTER_SPOTS[field]}
      allowDecimal={false}
      clampBehavior="strict"
      value={values.rosterSpots[field]}
      error={errors[`spot.${field}`]}
      onChange={(value) => setValues({ ...values, rosterSpots: { ...values.rosterSpots, [field]: typeof value === 'number' ? value : 0 } })}
    />
  );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="sm">
        <NativeSelect
          label="Scoring"
          value={values.scoringFormat}
          onChange={(event) => setValues({ ...values, scoringFormat: event.currentTarget.value as ScoringFormat })}
          data={SCORING_FORMATS.map((format) => ({ value: format, label: SCORING_FORMAT_LABELS[format] }))}
          error={errors['scoringFormat']}
        />
        <PointsPerStatFields
          scoringFormat={values.scoringFormat}
          value={values.pointsPerStat}
          onChange={(pointsPerStat) => setValues({ ...values, pointsPerStat })}
          error={errors['pointsPerStat']}
          fieldErrors={Object.fromEntries(
            Object.entries(errors)
              .filter(([key]) => key.startsWith('pointsPerStat.'))
              .map(([key, message]) => [key.slice('pointsPerStat.'.length), message]),
          )}
        />
        <SimpleGrid cols={2}>
          <NativeSelect
            label="League size"
            value={String(values.leagueSize)}
            onChange={(event) => {
              const leagueSize = Number(event.currentTarget.value) as LeagueSettings['leagueSize'];
              setValues({ ...values, leagueSize, draftPosition: Math.min(values.draftPosition, leagueSize) });
            }}
            data={LEAGUE_SIZES.map((size) => ({ value: String(size), label: `${size} teams` }))}
            error={errors['leagueSize']}
          />
          <NativeSelect
            label="Draft position"
            value={String(values.draftPosition)}
            onChange={(event) => setValues({ ...values, draftPosition: Number(event.currentTarget.value) })}
            data={Array.from({ length: values.leagueSize }, (_, index) => ({ value: String(index + 1), label: `Pick ${index + 1}` }))}
            error={errors['draftPosition']}
          />
        </SimpleGrid>
        <NativeSelect
          label="Draft order"
          description="Who picks when in each round"
          value={values.draftOrder ?? 'snake'}
          onChange={(event) => setValues({ ...values, draftOrder: event.currentTarget.value as DraftOrder })}
          data={DRAFT_ORDERS.map((order) => ({ value: order, label: DRAFT_ORDER_LABELS[order] }))}
          error={errors['draftOrder']}
        />
        <TradedPicksField
          leagueSize={values.leagueSize}
          rounds={total}
          order={values.draftOrder}
          draftPosition={values.draftPosition}
          value={values.tradedPicks ?? []}
          onChange={(tradedPicks) => setValues({ ...values, tradedPicks })}
          error={errors['tradedPicks']}
        />
        <Text size="sm" fw={600}>
          Roster spots ({total} total)
        </Text>
        <SimpleGrid cols={4} spacing="xs">
          {POSITION_FIELDS.map(spotInput)}
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          {FLEX_KINDS.map(spotInput)}
        </SimpleGrid>
        {errors['rosterSpots'] && (
          <Text size="sm" c="red" role="alert">
            {errors['rosterSpots']}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit">Save settings</Button>
        </Group>
      </Stack>
    </form>
  );
}
