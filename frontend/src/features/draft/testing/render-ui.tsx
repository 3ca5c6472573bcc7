import { MantineProvider } from '@mantine/core';
import type { PlayerListItem } from '@draftmode/domain';
import { bundledPlayers } from '@draftmode/players';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders inside the app's UI provider, as the pages are. */
export function renderUi(ui: ReactElement) {
  return render(<MantineProvider>{ui}</MantineProvider>);
}

/** The bundled season's players as the player API lists them (VOR and points are filled by the callers that need them). */
export function poolItems(): PlayerListItem[] {
  return bundledPlayers().map((player) => ({ ...player, vor: 0, projectedPoints: player.projection.ppr }));
}
