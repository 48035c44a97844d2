// The characters a scene references, read from the Studio's documents (their drafts first, as
// the author sees them), for the drawings of docs/decisions/0063.
import { useEffect, useState } from 'react';
import { useClient } from 'sanity';
import { apiVersion } from '../env.ts';
import type { StoredCharacter } from './drawable-scene.ts';

const QUERY = '*[_type == "character" && (_id in $ids || _id in $draftIds)]{ _id, name, look }';

export function useCharacters(ids: readonly string[]): ReadonlyMap<string, StoredCharacter> {
  const client = useClient({ apiVersion });
  const [characters, setCharacters] = useState<ReadonlyMap<string, StoredCharacter>>(new Map());
  const key = [...ids].sort().join(',');
  useEffect(() => {
    if (key === '') return;
    const wanted = key.split(',');
    let current = true;
    client
      .fetch<StoredCharacter[]>(QUERY, {
        ids: wanted,
        draftIds: wanted.map((id) => `drafts.${id}`),
      })
      .then((found) => {
        if (current) setCharacters(byPublishedId(found));
      })
      // No drawing of that person rather than a broken form: the fields still work.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [client, key]);
  return characters;
}

/** Each character under its published id; its draft, when there is one, wins. */
export function byPublishedId(found: readonly StoredCharacter[]): Map<string, StoredCharacter> {
  const map = new Map<string, StoredCharacter>();
  for (const character of found) {
    const id = character._id.replace(/^drafts\./, '');
    if (!map.has(id) || character._id.startsWith('drafts.')) map.set(id, { ...character, _id: id });
  }
  return map;
}
