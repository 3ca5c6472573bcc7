import { expect, test, type Page } from '@playwright/test';
import { storeSession } from './support/session';
import { completeTour, createTeamViaApi } from './support/teams';

/** The team selector's inner width against what its selected name needs in its own font and padding. */
async function selectorFit(page: Page): Promise<{ have: number; need: number; title: string }> {
  return page.getByRole('combobox', { name: 'Team' }).evaluate((element) => {
    const select = element as HTMLSelectElement;
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = select.options[select.selectedIndex]!.text;
    const need = context.measureText(text).width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    return { have: select.clientWidth, need, title: select.title };
  });
}

test.describe('the team selector on the draft screen (1366×768)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('shows a long team name whole, and names it on hover', async ({ page }) => {
    const account = await storeSession(page);
    await createTeamViaApi(page.request, account, { name: 'Sunday Shark' });
    await createTeamViaApi(page.request, account, { name: 'The Fourth Down Dynasty' });
    await completeTour(page.request, account);
    await page.goto('/draft');
    const select = page.getByRole('combobox', { name: 'Team' });
    await expect(select).toBeVisible();
    for (const name of ['Sunday Shark', 'The Fourth Down Dynasty']) {
      await select.selectOption({ label: name });
      await expect(select).toHaveAttribute('title', name);
      const fit = await selectorFit(page);
      expect(fit.have, `${name}: ${fit.have}px shown, ${Math.ceil(fit.need)}px needed`).toBeGreaterThanOrEqual(fit.need);
    }
  });
});

test.describe('the team selector on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows "Sunday Shark" whole beside the header buttons', async ({ page }) => {
    const account = await storeSession(page);
    await createTeamViaApi(page.request, account, { name: 'Sunday Shark' });
    await completeTour(page.request, account);
    await page.goto('/draft');
    await expect(page.getByRole('combobox', { name: 'Team' })).toHaveAttribute('title', 'Sunday Shark');
    const fit = await selectorFit(page);
    expect(fit.have, `${fit.have}px shown, ${Math.ceil(fit.need)}px needed`).toBeGreaterThanOrEqual(fit.need);
  });
});
