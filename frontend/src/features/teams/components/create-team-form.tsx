import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, NumberInput, Radio, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  createTeamSchema,
  DEFAULT_ROSTER_SPOTS,
  FLEX_KINDS,
  LEAGUE_SIZES,
  MAX_ROSTER_SPOTS,
  ROSTER_SPOT_LABELS,
  SCORING_FORMAT_LABELS,
  SCORING_FORMATS,
  type CreateTeamPayload,
  type PointsPerStat,
  type RosterSpots,
} from '@draftmode/domain';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PointsPerStatFields } from '@/components/team/points-per-stat-fields';
import { FormAlert, formLevelError } from '@/components/ui/form-alert';
import { applyFieldErrors, toFormFailure } from '@/lib/error-message';

type CreateTeamInput = z.input<typeof createTeamSchema>;

const FIELDS = ['name', 'scoringFormat', 'leagueSize', 'draftPosition', 'rosterSpots', 'pointsPerStat'] as const;

const POSITION_SPOTS: (keyof RosterSpots)[] = ['QB', 'RB', 'WR', 'TE', 'DEF', 'K', 'Bench'];
const DEFAULT_SPOTS_TEXT = Object.entries(DEFAULT_ROSTER_SPOTS)
  .filter(([, count]) => count > 0)
  .map(([kind, count]) => `${kind} ${count}`)
  .join(', ');

/** The messages of nested field errors by dotted path (`passTd`, `receptionBonus.TE`), as the schema reports them. */
function fieldMessages(errors: unknown, prefix = ''): Record<string, string> {
  const messages: Record<string, string> = {};
  if (typeof errors !== 'object' || errors === null) return messages;
  for (const [key, error] of Object.entries(errors)) {
    if (key === 'message' || key === 'type' || key === 'ref' || typeof error !== 'object' || error === null) continue;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string') messages[`${prefix}${key}`] = message;
    Object.assign(messages, fieldMessages(error, `${prefix}${key}.`));
  }
  return messages;
}

/** The defaults for a new league (docs/draft-rules.md §8): PPR, 12 teams, pick 1. */
const CREATE_TEAM_DEFAULTS: CreateTeamInput = { name: '', scoringFormat: 'PPR', leagueSize: 12, draftPosition: 1 };

/**
 * The create-team form: name, draft position, league size (8–16) and scoring, validated with the
 * API's own schema so the messages are the same on both sides. `onCreate` sends it; a failure it
 * throws is shown on the matching field ('You already have a team with that name') or above.
 */
export function CreateTeamForm({
  onCreate,
  onCancel,
}: {
  onCreate: (payload: CreateTeamPayload) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<CreateTeamInput, unknown, CreateTeamPayload>({
    resolver: zodResolver(createTeamSchema),
    defaultValues: CREATE_TEAM_DEFAULTS,
  });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const leagueSize = useWatch({ control: form.control, name: 'leagueSize' });
  const rosterSpots = useWatch({ control: form.control, name: 'rosterSpots' });
  const scoringFormat = useWatch({ control: form.control, name: 'scoringFormat' });
  const leagueSizeLabel = useId();

  // The default roster spots unless the user opens them: then they are sent with the team.
  const customizeSpots = () => form.setValue('rosterSpots', { ...DEFAULT_ROSTER_SPOTS });
  const spotInput = (kind: keyof RosterSpots) => (
    <Controller
      key={kind}
      control={form.control}
      name={`rosterSpots.${kind}`}
      render={({ field }) => (
        <NumberInput
          label={ROSTER_SPOT_LABELS[kind]}
          min={0}
          max={MAX_ROSTER_SPOTS[kind]}
          allowDecimal={false}
          clampBehavior="strict"
          value={field.value ?? 0}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          onBlur={field.onBlur}
          error={errors.rosterSpots?.[kind]?.message}
        />
      )}
    />
  );

  const submit = async (values: CreateTeamPayload) => {
    setFailure(null);
    try {
      await onCreate(values);
    } catch (error) {
      const { message, fields } = toFormFailure(error);
      applyFieldErrors(fields, FIELDS, form.setError);
      setFailure(formLevelError(message, fields));
    }
  };

  const positions = Array.from({ length: leagueSize }, (_, index) => String(index + 1));

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label="Create team">
      <Stack gap="md">
        <FormAlert message={failure} />
        <TextInput
          label="Team name"
          required
          data-autofocus
          autoComplete="off"
          maxLength={60}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Input.Wrapper id={leagueSizeLabel} label="League size" labelElement="div" error={errors.leagueSize?.message}>
          <Controller
            control={form.control}
            name="leagueSize"
            render={({ field }) => (
              <SegmentedControl
                fullWidth
                aria-labelledby={`${leagueSizeLabel}-label`}
                data={LEAGUE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
                value={String(field.value)}
                onChange={(value) => {
                  field.onChange(Number(value));
                  // A pick beyond the new league size is reported by the schema at once.
                  if (form.getValues('draftPosition') > Number(value)) void form.trigger('draftPosition');
                }}
              />
            )}
          />
        </Input.Wrapper>
        <Controller
          control={form.control}
          name="draftPosition"
          render={({ field }) => (
            <Select
              label="Draft position"
              description="Your pick in the first round"
              required
              allowDeselect={false}
              data={positions}
              value={positions.includes(String(field.value)) ? String(field.value) : null}
              placeholder="Choose your pick"
              onChange={(value) => field.onChange(value === null ? Number.NaN : Number(value))}
              onBlur={field.onBlur}
              error={errors.draftPosition?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="scoringFormat"
          render={({ field }) => (
            <Radio.Group label="Scoring" required value={field.value} onChange={field.onChange} error={errors.scoringFormat?.message}>
              <Group gap="md" mt={6}>
                {SCORING_FORMATS.map((format) => (
                  <Radio key={format} value={format} label={SCORING_FORMAT_LABELS[format]} />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={form.control}
          name="pointsPerStat"
          render={({ field }) => (
            <PointsPerStatFields
              scoringFormat={scoringFormat}
              // Set whole from a preset by the switch, so every stat and bonus is there.
              value={(field.value as PointsPerStat | null | undefined) ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              error={errors.pointsPerStat?.message}
              fieldErrors={fieldMessages(errors.pointsPerStat)}
            />
          )}
        />
        {rosterSpots ? (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              Roster spots
            </Text>
            <SimpleGrid cols={4} spacing="xs">
              {POSITION_SPOTS.map(spotInput)}
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="xs">
              {FLEX_KINDS.map(spotInput)}
            </SimpleGrid>
            {errors.rosterSpots?.message && (
              <Text size="sm" c="red" role="alert">
                {errors.rosterSpots.message}
              </Text>
            )}
          </Stack>
        ) : (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Roster: {DEFAULT_SPOTS_TEXT}
            </Text>
            <Button variant="subtle" size="compact-sm" onClick={customizeSpots}>
              Change roster spots
            </Button>
          </Group>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={isSubmitting}>
            Create Team
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
