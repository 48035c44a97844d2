/**
 * The shape of a namespace's pt-BR strings with every text widened to `string`: the type its
 * English must fill, key for key, without repeating the Portuguese words as types.
 */
export type Widen<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : { [K in keyof T]: Widen<T[K]> };
