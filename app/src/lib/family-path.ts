// The address of a skill's page for the family (docs/decisions/0078), which the challenge card and
// 'Minhas habilidades' link to: public, one per skill, the same for every learner, so sharing it
// shares nothing about a child.

/** '/familia/pedir-ajuda': the path of `skillKey`'s page for the family. */
export function familyPath(skillKey: string): string {
  return `/familia/${encodeURIComponent(skillKey)}`;
}
