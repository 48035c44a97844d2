// Whether a picked answer is on screen and its 'Continuar' not pressed yet: the pick is kept only
// at 'Continuar' (docs/product/journey.md#choosing), so nothing may reload the page in between.
// The scenario card says so; the offer of a new version reads it (docs/decisions/0056).

let open = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  open += by;
  for (const listener of listeners) listener();
}

export const openAnswer = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: (): boolean => open > 0,
  /**
   * An answer is picked; the returned function says it is closed ('Continuar', or the card
   * gone). Counted, so a card mounted twice (StrictMode) closes once it is really gone.
   */
  hold(): () => void {
    change(1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      change(-1);
    };
  },
};
