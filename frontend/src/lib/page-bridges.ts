/**
 * Hooks between features that must not import each other: the draft page's 'Try AI Chat'
 * button focuses the chat input, the guided tour points at the draft page's controls, and any
 * page can ask the draft page to open its league settings dialog (a browser event, as the
 * original describes).
 */

/** DOM id of the chat panel's message input. */
export const CHAT_INPUT_ID = 'chat-input';

/**
 * Scrolls the chat input into view (if it is not) and focuses it, waiting up to `waitMs` for it to appear (the draft
 * room mounts the chat after the board, and its code loads then); false when it does not.
 */
export async function focusChatInput(waitMs = 5_000): Promise<boolean> {
  const input = document.getElementById(CHAT_INPUT_ID) ?? (await elementAppearing(CHAT_INPUT_ID, waitMs));
  if (!input) return false;
  // Only as far as it takes to show it: on a laptop the chat column is already in view, and centring
  // the input scrolled the page under the sticky clock bar.
  input.scrollIntoView({ block: 'nearest' });
  input.focus({ preventScroll: true });
  return true;
}

function elementAppearing(id: string, waitMs: number): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const done = (element: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    const observer = new MutationObserver(() => {
      const element = document.getElementById(id);
      if (element) done(element);
    });
    const timer = setTimeout(() => done(null), waitMs);
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** Browser event that opens the draft page's league settings dialog. */
export const OPEN_LEAGUE_SETTINGS_EVENT = 'draftmode:open-league-settings';

export function openLeagueSettings(): void {
  window.dispatchEvent(new Event(OPEN_LEAGUE_SETTINGS_EVENT));
}

/** `data-tour` values of the elements the guided tour's steps point at. */
export const TOUR_TARGETS = {
  leagueSettings: 'league-settings',
  playerBoard: 'player-board',
  pickGrade: 'pick-grade',
  /** The draft page's 'No Teams Yet' card, shown until the user has a team. */
  addTeam: 'add-team',
} as const;
