import { useEffect, useEffectEvent } from 'react';

/** Whether a key goes to something that takes typing or its own keys (a text field, a select, tabs), so a shortcut must leave it alone. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  // Tabs, radio groups, menus and lists move with the arrows themselves.
  if (target.closest('[role="tablist"],[role="radiogroup"],[role="listbox"],[role="menu"],[role="slider"],[role="grid"]')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  // Radios and checkboxes take arrows (a segmented control) and space; buttons take Enter.
  return !['button', 'submit', 'reset', 'image'].includes(type);
}

/** Whether a key is pressed inside an open dialog (it has its own keys). */
export function inDialog(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[role="dialog"]') !== null;
}

/**
 * Calls `handler` for a key pressed on the page outside text fields and dialogs, without Ctrl, Alt or
 * Meta: the draft screen's single-key shortcuts ('?' for the list of them).
 */
export function usePageKey(key: string, handler: () => void, enabled = true): void {
  const onKey = useEffectEvent(handler);
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== key || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || inDialog(event.target)) return;
      event.preventDefault();
      onKey();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [key, enabled]);
}
