/** A whole percent, 0 of nothing; multiplying first keeps 159 of 200 at exactly 79.5 (→ 80). */
export function roundedPercent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part * 100) / whole);
}
