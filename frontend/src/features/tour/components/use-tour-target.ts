import { useMemo, useSyncExternalStore } from 'react';

export interface TargetBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

interface TourTarget {
  element: HTMLElement | null;
  box: TargetBox | null;
}

const NONE: TourTarget = { element: null, box: null };

/**
 * Watches the page for the element with `data-tour="<target>"` and its box in the viewport. The
 * draft page renders its controls only after loading and the user scrolls, so the element is
 * watched (DOM changes, scroll, resize) rather than looked up once.
 */
function createTargetStore(target: string | null) {
  let current: TourTarget = NONE;
  const selector = target ? `[data-tour="${CSS.escape(target)}"]` : null;

  const read = (): TourTarget => {
    const element = selector ? document.querySelector<HTMLElement>(selector) : null;
    if (!element) {
      current = NONE;
      return current;
    }
    const rect = element.getBoundingClientRect();
    const box = current.box;
    if (
      current.element === element &&
      box &&
      box.top === rect.top &&
      box.left === rect.left &&
      box.width === rect.width &&
      box.height === rect.height
    ) {
      return current;
    }
    current = { element, box: { top: rect.top, left: rect.left, width: rect.width, height: rect.height } };
    return current;
  };

  const subscribe = (notify: () => void) => {
    if (!selector) return () => undefined;
    let frame = 0;
    const schedule = () => {
      if (!frame)
        frame = requestAnimationFrame(() => {
          frame = 0;
          notify();
        });
    };
    const mutations = new MutationObserver(schedule);
    // Text and attribute changes move things too (a header's text, a panel's style).
    mutations.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    const sizes = new ResizeObserver(schedule);
    sizes.observe(document.body);
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      mutations.disconnect();
      sizes.disconnect();
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
    };
  };

  return { read, subscribe };
}

/** The tour step's target element while it is on the page, with its current box. */
export function useTourTarget(target: string | null): TourTarget {
  const store = useMemo(() => createTargetStore(target), [target]);
  return useSyncExternalStore(store.subscribe, store.read, () => NONE);
}
