import { useEffect, useState } from 'react';

/**
 * `value`, updated only after the frame showing the current render has been painted (a frame,
 * then a task): what depends on it never delays the paint of a tap's result, nor the first
 * paint of the screen (null until then).
 */
export function useAfterPaint<T>(value: T): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  useEffect(() => {
    if (settled === value) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setSettled(value), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [value, settled]);
  return settled;
}
