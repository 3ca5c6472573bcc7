import { Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { rosterSlotLabel, type RosterDto, type RosterSlot } from '@draftmode/domain';
import { eligibleForSlot, isEligibleForSlot, slotOf } from '@draftmode/draft-core';
import { PlayerLabel } from '@/components/team/player-label';
import type { RosterPlayer } from '@/components/team/roster-slots';
import classes from './teams.module.css';

export const NO_ELIGIBLE_PLAYERS = 'No eligible players available to swap';

/**
 * The swap list a slot click opens (docs/draft-rules.md §8): the rostered players who may play `slot`,
 * each with where he is now. Choosing one moves him into the slot; a bench player and the
 * previous occupant trade places. Eligibility comes from draft-core, the rules the server uses.
 */
export function SwapList({
  roster,
  slot,
  players,
  onChoose,
  busy = false,
}: {
  roster: Pick<RosterDto, 'playerIds' | 'positions' | 'bench'>;
  slot: RosterSlot;
  players: ReadonlyMap<string, RosterPlayer>;
  onChoose: (playerId: string) => void;
  busy?: boolean;
}) {
  const occupantId = roster.positions[slot] ?? null;
  const occupant = occupantId ? players.get(occupantId) : undefined;
  const candidates = eligibleForSlot(roster, slot, (id) => players.get(id)?.position);
  const label = rosterSlotLabel(slot);

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {occupantId ? (
          <>
            In {label} now: <strong>{occupant?.name ?? 'Unknown player'}</strong>
          </>
        ) : (
          `${label} is empty.`
        )}
      </Text>
      {candidates.length === 0 ? (
        <Text size="sm" role="status">
          {NO_ELIGIBLE_PLAYERS}
        </Text>
      ) : (
        <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Players who can play ${label}`}>
          {candidates.map((id) => {
            const player = players.get(id);
            const from = slotOf(roster, id);
            const fromLabel = from ? rosterSlotLabel(from) : 'Bench';
            const name = player?.name ?? 'Unknown player';
            return (
              <li key={id}>
                <UnstyledButton w="100%" disabled={busy} onClick={() => onChoose(id)} className={classes.choice}>
                  <VisuallyHidden>Move to {label}: </VisuallyHidden>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Stack gap={2} miw={0}>
                      {player ? <PlayerLabel player={player} /> : <Text size="sm">{name}</Text>}
                      <Text size="xs" c="dimmed">
                        Now: {fromLabel}
                        {occupant &&
                          ` · ${occupant.name} ${from !== null && isEligibleForSlot(occupant.position, from) ? `moves to ${fromLabel}` : 'goes to the bench'}`}
                      </Text>
                    </Stack>
                    <IconArrowRight size={18} aria-hidden style={{ flexShrink: 0 }} />
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
