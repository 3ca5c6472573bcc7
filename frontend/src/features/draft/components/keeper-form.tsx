import { Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface KeeperFormProps {
  leagueSize: number;
  /** The user's draft slot: his own team in the list. */
  draftPosition: number;
  rounds: number;
  /** Records the keeper; resolves once recorded, rejects with the message to show. */
  onKeep: (draftSlot: number, round: number) => Promise<void>;
}

/**
 * A kept player, entered before the draft: which team keeps him (the user's own or another draft
 * slot) and the round he costs. He goes in at that team's pick of that round, which the draft
 * then skips.
 */
export function KeeperForm({ leagueSize, draftPosition, rounds, onKeep }: KeeperFormProps) {
  const [open, setOpen] = useState(false);
  const [draftSlot, setDraftSlot] = useState(draftPosition);
  const [round, setRound] = useState<number | string>(1);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!open) {
    return (
      <Button variant="subtle" size="xs" onClick={() => setOpen(true)} style={{ alignSelf: 'flex-start' }}>
        Kept from last season…
      </Button>
    );
  }
  const teams = Array.from({ length: leagueSize }, (_, index) => index + 1).map((slot) => ({
    value: String(slot),
    label: slot === draftPosition ? `Your team (slot ${slot})` : `Team ${slot}`,
  }));
  const submit = async () => {
    if (typeof round !== 'number' || !Number.isInteger(round) || round < 1 || round > rounds) {
      setError(`Pick a round from 1 to ${rounds}`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onKeep(draftSlot, round);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="xs" role="group" aria-label="Keeper" data-no-shortcuts>
      <Text size="sm">A keeper goes in at his team’s pick of the round he costs; the draft skips that pick.</Text>
      <Group gap="sm" align="flex-start" grow>
        <NativeSelect
          label="Kept by"
          value={String(draftSlot)}
          onChange={(event) => setDraftSlot(Number(event.currentTarget.value))}
          data={teams}
        />
        <NumberInput label="Round it costs" value={round} onChange={setRound} min={1} max={rounds} allowDecimal={false} error={error} />
      </Group>
      <Button variant="light" onClick={() => void submit()} loading={saving} style={{ alignSelf: 'flex-start' }}>
        Record keeper
      </Button>
    </Stack>
  );
}
