/**
 * A choice as the card shows it: its place after shuffling is its id
 * (docs/product/journey.md#choosing: ids 1 to 3).
 */
export type NumberedChoice<T> = Omit<T, 'id'> & { id: number };

/**
 * docs/product/journey.md#choosing: the choices are shuffled on each load and renumbered 1 to 3.
 * Fisher–Yates on a copy; `random` returns a number in [0, 1) like Math.random, so a test can pass
 * a seeded one.
 */
export function shuffleChoices<T extends object>(
  choices: readonly T[],
  random: () => number,
): NumberedChoice<T>[] {
  const order = [...choices];
  for (let i = order.length - 1; i > 0; i -= 1) {
    // min() keeps a random() that returns exactly 1 inside the array.
    const j = Math.min(i, Math.floor(random() * (i + 1)));
    const picked = order[j] as T;
    order[j] = order[i] as T;
    order[i] = picked;
  }
  return order.map((choice, index) => ({ ...choice, id: index + 1 }));
}
