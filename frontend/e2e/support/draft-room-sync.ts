import type { Locator, Page } from '@playwright/test';

/**
 * Opens the draft screen's 'Draft room sync' card at one source (a platform's tab, or 'Paste')
 * and answers the card.
 */
export async function openDraftRoomSync(page: Page, source: 'Sleeper' | 'ESPN' | 'Yahoo' | 'Paste'): Promise<Locator> {
  const card = page.getByTestId('draft-room-sync');
  await card.getByRole('button', { name: 'Draft room sync' }).click();
  // Mantine's SegmentedControl: a radio per option under its label.
  await card.getByRole('radiogroup', { name: 'Where the picks come from' }).getByText(source, { exact: true }).click();
  return card;
}
