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
  type DraftOrder,
  type LeagueSettings,
  type RosterSpots,
  type ScoringFormat,
} from '@draftmode/domain';
import { rosterSize } from '@draftmode/draft-core';
import { useState } from 'react';
import { TradedPicksField } from './traded-picks-field';

export interface LeagueSettingsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The team's current settings; null when no team is selected. */
  settings: LeagueSettings | null;
  onSave: (settings: LeagueSettings) => void;
}

const POSITION_FIELDS: (keyof RosterSpots)[] = ['QB', 'RB', 'WR', 'TE', 'DEF', 'K', 'Bench'];

/** The team's league settings: scoring, league size, draft position, draft order, traded picks and roster spots. */
export function LeagueSettingsDialog({ opened, onClose, settings, onSave }: LeagueSettingsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="League settings" centered size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      {settings ? (
        // The modal unmounts its content when closed, so each opening starts from what the team has
        // now; an update that arrives while the dialog is open neither resets the user's edits nor
        // replaces the buttons under the pointer.
        <SettingsForm settings={settings} onCancel={onClose} onSave={onSave} />
      ) : (
        <Text size="sm">Add your team in My Teams, then set its league here.</Text>
      )}
    </Modal>
  );
}

function SettingsForm({
  settings,
  onCancel,
  onSave,
}: {
  settings: LeagueSettings;
  onCancel: () => void;
  onSave: (settings: LeagueSettings) => void;
}) {
  const [values, setValues] = useState<LeagueSettings>(settings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const total = rosterSize(values.rosterSpots);

  const submit = () => {
    const parsed = leagueSettingsSchema.safeParse(values);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
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
    if (Object.keys(found).length === 0) onSave(values);
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
