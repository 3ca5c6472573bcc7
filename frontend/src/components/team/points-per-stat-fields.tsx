import { NumberInput, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  FORMAT_KEY,
  POINTS_PER_STAT_FIELDS,
  presetPoints,
  RECEPTION_BONUS_RANGE,
  type PointsPerStat,
  type ReceivingPosition,
  type ScoringFormat,
  type StatPointsKey,
} from '@draftmode/domain';
import { useState } from 'react';

const STAT_KEYS = Object.keys(POINTS_PER_STAT_FIELDS) as StatPointsKey[];
const RECEIVERS: ReceivingPosition[] = ['RB', 'WR', 'TE'];

interface PointsPerStatFieldsProps {
  /** The preset the league's kickers, defenses and ADP use; custom points start from it. */
  scoringFormat: ScoringFormat;
  /** The league's points per stat; null: the preset scores everyone. */
  value: PointsPerStat | null;
  onChange: (value: PointsPerStat | null) => void;
  /** A message for the whole setting (the server's refusal, e.g. a pool without stat lines). */
  error?: string | undefined;
  /** Messages per field, keyed `passTd`, `receptionBonus.TE`, … (the shared schema's paths). */
  fieldErrors?: Partial<Record<string, string>>;
}

/**
 * "Custom points per stat": a switch that, on, shows a field per stat of `POINTS_PER_STAT_FIELDS`
 * (prefilled from the chosen preset) and the bonus per reception for RB, WR and TE (a TE premium).
 * The league settings dialog and the create-team form both use it; each validates with the shared
 * schema and passes the messages in.
 */
export function PointsPerStatFields({ scoringFormat, value, onChange, error, fieldErrors = {} }: PointsPerStatFieldsProps) {
  // What a field shows while it is edited ('' after clearing it, '-' before a number): a number is
  // taken at once, anything else is left to the field until it loses focus and shows the number kept.
  const [editing, setEditing] = useState<Record<string, string | number>>({});
  const field = (key: string, current: number, take: (input: number) => void) => ({
    value: editing[key] ?? current,
    onChange: (input: string | number) => {
      setEditing((shown) => ({ ...shown, [key]: input }));
      if (typeof input === 'number') take(input);
    },
    onBlur: () => setEditing(({ [key]: _left, ...rest }) => rest),
  });
  return (
    <Stack gap="xs">
      <Switch
        label="Custom points per stat"
        description="TE premium, 6-point passing TDs and the like. Kickers, defenses and ADP keep the scoring above."
        checked={value !== null}
        onChange={(event) => onChange(event.currentTarget.checked ? presetPoints(FORMAT_KEY[scoringFormat]) : null)}
        error={value === null ? error : undefined}
      />
      {value !== null && (
        <Stack gap="xs" role="group" aria-label="Points per stat">
          {/* Inputs line up at the bottom of each row, however a label wraps. */}
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" style={{ alignItems: 'end' }}>
            {STAT_KEYS.map((key) => {
              const { label, min, max } = POINTS_PER_STAT_FIELDS[key];
              return (
                <NumberInput
                  key={key}
                  label={label}
                  min={min}
                  max={max}
                  step={max <= 0.5 ? 0.01 : 0.5}
                  decimalScale={2}
                  {...field(key, value[key], (input) => onChange({ ...value, [key]: input }))}
                  error={fieldErrors[key]}
                />
              );
            })}
          </SimpleGrid>
          <div>
            <Text size="sm" fw={600}>
              Bonus per reception
            </Text>
            <Text size="xs" c="dimmed">
              On top of the points per reception: a TE premium is 0.5 or 1 per TE catch.
            </Text>
          </div>
          <SimpleGrid cols={3} spacing="xs">
            {RECEIVERS.map((position) => (
              <NumberInput
                key={position}
                label={`${position} catch`}
                min={RECEPTION_BONUS_RANGE.min}
                max={RECEPTION_BONUS_RANGE.max}
                step={0.25}
                decimalScale={2}
                {...field(`receptionBonus.${position}`, value.receptionBonus[position], (input) =>
                  onChange({ ...value, receptionBonus: { ...value.receptionBonus, [position]: input } }),
                )}
                error={fieldErrors[`receptionBonus.${position}`]}
              />
            ))}
          </SimpleGrid>
          {error && (
            <Text size="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
