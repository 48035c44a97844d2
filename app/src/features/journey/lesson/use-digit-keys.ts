import { useEffect, useEffectEvent } from 'react';

/**
 * Digit keys 1 to `count` pick a choice while `active`, as in Duolingo. Not while typing in a
 * field or with a modifier held (Ctrl+1 switches browser tabs).
 */
export function useDigitKeys(count: number, onPick: (id: number) => void, active: boolean) {
  const pick = useEffectEvent(onPick);
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const digit = Number(event.key);
      if (Number.isInteger(digit) && digit >= 1 && digit <= count) {
        event.preventDefault();
        pick(digit);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, count]);
}
