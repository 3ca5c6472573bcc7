import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import type { DraftOrder, TradedPick } from '@draftmode/domain';
import { roundOfPick, slotOfPick } from '@draftmode/draft-core';

interface TradedPicksFieldProps {
  leagueSize: number;
  /** The rounds of the draft: a traded pick is one of its `leagueSize × rounds` picks. */
  rounds: number;
  order: DraftOrder | undefined;
  /** The user's draft slot, named "You" in the team lists. */
  draftPosition: number;
  value: readonly TradedPick[];
  onChange: (value: TradedPick[]) => void;
  error?: string | undefined;
}

const teamName = (slot: number, draftPosition: number) => (slot === draftPosition ? `you (team ${slot})` : `team ${slot}`);

/**
 * The picks that changed hands in a league's draft: each row an overall pick and the team that now
 * makes it, with the team that would have made it by the draft order shown beside it.
 */
export function TradedPicksField({ leagueSize, rounds, order, draftPosition, value, onChange, error }: TradedPicksFieldProps) {
  const lastPick = leagueSize * rounds;
  const teams = Array.from({ length: leagueSize }, (_, index) => ({
    value: String(index + 1),
    label: index + 1 === draftPosition ? `You (team ${index + 1})` : `Team ${index + 1}`,
  }));
  const update = (index: number, change: Partial<TradedPick>) =>
    onChange(value.map((trade, at) => (at === index ? { ...trade, ...change } : trade)));
  const firstUntraded = () => {
    for (let pick = 1; pick <= lastPick; pick++) if (!value.some((trade) => trade.pick === pick)) return pick;
    return lastPick;
  };

  return (
    <Stack gap={6} role="group" aria-labelledby="traded-picks-title">
      <Text size="sm" fw={600} id="traded-picks-title">
        Traded picks
      </Text>
      {value.length === 0 && (
        <Text size="xs" c="dimmed">
          No pick has changed hands. Add one when a trade moved a pick to another team.
        </Text>
      )}
      {value.map((trade, index) => {
        const inDraft = Number.isInteger(trade.pick) && trade.pick >= 1 && trade.pick <= lastPick;
        return (
          <Stack key={index} gap={2}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <NumberInput
                label={index === 0 ? 'Overall pick' : undefined}
                aria-label={`Traded pick ${index + 1}: overall pick`}
                min={1}
                max={lastPick}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                value={trade.pick || ''}
                onChange={(pick) => update(index, { pick: typeof pick === 'number' ? pick : 0 })}
                w={104}
                style={{ flexShrink: 0 }}
              />
              <NativeSelect
                label={index === 0 ? 'Now made by' : undefined}
                aria-label={`Traded pick ${index + 1}: now made by`}
                value={String(trade.slot)}
                onChange={(event) => update(index, { slot: Number(event.currentTarget.value) })}
                data={teams}
                style={{ flex: 1, minWidth: 0 }}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="input-sm"
                aria-label={`Remove traded pick ${trade.pick}`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                ×
              </ActionIcon>
            </Group>
            {inDraft && (
              <Text size="xs" c="dimmed">
                Round {roundOfPick(trade.pick, leagueSize)}, was {teamName(slotOfPick(trade.pick, leagueSize, order), draftPosition)}
              </Text>
            )}
          </Stack>
        );
      })}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" onClick={() => onChange([...value, { pick: firstUntraded(), slot: draftPosition }])}>
          Add a traded pick
        </Button>
      </Group>
    </Stack>
  );
}
