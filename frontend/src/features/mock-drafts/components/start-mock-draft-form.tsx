import { Button, Checkbox, Group, Input, NativeSelect, Radio, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  LEAGUE_SIZES,
  MOCK_SPEED_LABELS,
  MOCK_SPEEDS,
  SCORING_FORMAT_LABELS,
  SCORING_FORMATS,
  scoringLabel,
  startMockDraftSchema,
  type LeagueSize,
  type MockSpeed,
  type ScoringFormat,
  type StartMockDraftPayload,
  type TeamSummaryDto,
} from '@draftmode/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { toFormFailure } from '@/lib/error-message';

type MockSource = 'team' | 'fresh';

interface StartMockDraftValues {
  source: MockSource;
  sourceTeamId: string;
  copyPicks: boolean;
  name: string;
  scoringFormat: ScoringFormat;
  leagueSize: LeagueSize;
  draftPosition: number;
  speed: MockSpeed;
  autoPick: boolean;
}

type FieldErrors = Partial<
  Record<'name' | 'sourceTeamId' | 'copyPicks' | 'scoringFormat' | 'leagueSize' | 'draftPosition' | 'speed' | 'autoPick', string>
>;
const FIELDS = ['name', 'sourceTeamId', 'copyPicks', 'scoringFormat', 'leagueSize', 'draftPosition', 'speed', 'autoPick'] as const;

/** A fresh league uses the new-league defaults (PPR, 12 teams, pick 1); the bots pick one a second. */
export function initialValues(teams: readonly TeamSummaryDto[], preferredTeamId: string | null): StartMockDraftValues {
  const preferred = teams.find((team) => team.id === preferredTeamId) ?? teams[0];
  return {
    source: preferred && preferredTeamId !== 'new' ? 'team' : 'fresh',
    sourceTeamId: preferred?.id ?? '',
    copyPicks: false,
    name: '',
    scoringFormat: 'PPR',
    leagueSize: 12,
    draftPosition: 1,
    speed: '1s',
    autoPick: false,
  };
}

/** The request body for the form's values: a team's settings, or the fresh league's. */
export function toPayload(values: StartMockDraftValues, commandId: string): StartMockDraftPayload {
  const name = values.name.trim() === '' ? undefined : values.name;
  const common = { commandId, speed: values.speed, autoPick: values.autoPick, ...(name === undefined ? {} : { name }) };
  return values.source === 'team'
    ? { ...common, sourceTeamId: values.sourceTeamId, copyPicks: values.copyPicks }
    : { ...common, scoringFormat: values.scoringFormat, leagueSize: values.leagueSize, draftPosition: values.draftPosition };
}

/** The API's own schema on the payload: the same messages as a 400 would carry. */
function validate(payload: StartMockDraftPayload): FieldErrors {
  const parsed = startMockDraftSchema.safeParse(payload);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if ((FIELDS as readonly string[]).includes(field) && !errors[field as keyof FieldErrors])
      errors[field as keyof FieldErrors] = issue.message;
  }
  return errors;
}

/**
 * 'Start a mock draft': from one of the user's teams (its league settings, optionally its picks so
 * far) or fresh settings, the bots' speed and auto-pick. `onStart` sends it; a failure it throws is
 * shown on the matching field or above the form.
 */
export function StartMockDraftForm({
  teams,
  preferredTeamId,
  onStart,
  onCancel,
}: {
  teams: readonly TeamSummaryDto[];
  /** The team to offer first (?start=<team id>), or 'new' for fresh settings. */
  preferredTeamId: string | null;
  onStart: (payload: StartMockDraftPayload) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState(() => initialValues(teams, preferredTeamId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One id per form: a retried submit (a lost answer) is the same start, never a second draft.
  const [commandId] = useState(() => crypto.randomUUID());
  const sizeId = useId();
  const set = <K extends keyof StartMockDraftValues>(key: K, value: StartMockDraftValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // A field's message goes once it is changed; the next submit checks again.
    if (key in errors) setErrors(({ [key as keyof FieldErrors]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const payload = toPayload(values, commandId);
    const found = validate(payload);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await onStart(payload);
    } catch (error) {
      const { message, fields } = toFormFailure(error);
      const known: FieldErrors = {};
      for (const field of FIELDS) if (fields[field]) known[field] = fields[field];
      setErrors(known);
      if (!Object.values(known).includes(message)) setFailure(message);
    } finally {
      setSubmitting(false);
    }
  };

  const sourceTeam = teams.find((team) => team.id === values.sourceTeamId);
  const positions = Array.from({ length: values.leagueSize }, (_, index) => String(index + 1));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Start a mock draft">
      <Stack gap="md">
        <FormAlert message={failure} />
        {teams.length > 0 && (
          <Radio.Group label="League settings" value={values.source} onChange={(value) => set('source', value as MockSource)}>
            <Group gap="md" mt={6}>
              <Radio value="team" label="From one of my teams" />
              <Radio value="fresh" label="Fresh settings" />
            </Group>
          </Radio.Group>
        )}
        {values.source === 'team' && teams.length > 0 ? (
          <>
            <NativeSelect
              label="Team"
              description={
                sourceTeam ? `${scoringLabel(sourceTeam)} · ${sourceTeam.leagueSize} teams · pick ${sourceTeam.draftPosition}` : undefined
              }
              value={values.sourceTeamId}
              onChange={(event) => set('sourceTeamId', event.currentTarget.value)}
              data={teams.map((team) => ({ value: team.id, label: team.name }))}
              error={errors.sourceTeamId}
            />
            <Checkbox
              label="Copy its picks so far"
              description="The mock draft starts where this team's draft stands."
              checked={values.copyPicks}
              onChange={(event) => set('copyPicks', event.currentTarget.checked)}
              error={errors.copyPicks}
            />
          </>
        ) : (
          <>
            <Input.Wrapper id={sizeId} label="League size" labelElement="div" error={errors.leagueSize}>
              <SegmentedControl
                fullWidth
                aria-labelledby={`${sizeId}-label`}
                data={LEAGUE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
                value={String(values.leagueSize)}
                onChange={(value) => {
                  const size = Number(value) as LeagueSize;
                  setValues((current) => ({ ...current, leagueSize: size, draftPosition: Math.min(current.draftPosition, size) }));
                }}
              />
            </Input.Wrapper>
            <NativeSelect
              label="Draft position"
              description="Your pick in the first round"
              value={String(values.draftPosition)}
              onChange={(event) => set('draftPosition', Number(event.currentTarget.value))}
              data={positions}
              error={errors.draftPosition}
            />
            <Radio.Group
              label="Scoring"
              value={values.scoringFormat}
              onChange={(value) => set('scoringFormat', value as ScoringFormat)}
              error={errors.scoringFormat}
            >
              <Group gap="md" mt={6}>
                {SCORING_FORMATS.map((format) => (
                  <Radio key={format} value={format} label={SCORING_FORMAT_LABELS[format]} />
                ))}
              </Group>
            </Radio.Group>
          </>
        )}
        <TextInput
          label="Name (optional)"
          description={values.source === 'team' && sourceTeam ? `Left empty: "${sourceTeam.name} mock"` : 'Left empty: "Mock draft"'}
          autoComplete="off"
          maxLength={60}
          value={values.name}
          onChange={(event) => set('name', event.currentTarget.value)}
          error={errors.name}
        />
        <Radio.Group
          label="Bot speed"
          description="How fast the other teams pick. Your turn always waits for you."
          value={values.speed}
          onChange={(value) => set('speed', value as MockSpeed)}
          error={errors.speed}
        >
          <Group gap="md" mt={6}>
            {MOCK_SPEEDS.map((speed) => (
              <Radio key={speed} value={speed} label={MOCK_SPEED_LABELS[speed]} />
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label="Auto-pick my turns at instant speed"
          description="Takes the top recommendation for you, so a whole draft runs at once."
          checked={values.autoPick}
          onChange={(event) => set('autoPick', event.currentTarget.checked)}
          error={errors.autoPick}
        />
        {values.autoPick && values.speed !== 'instant' && (
          <Text size="sm" c="dimmed">
            Auto-pick works at instant speed only; at this speed you make your own picks.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            Start mock draft
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
