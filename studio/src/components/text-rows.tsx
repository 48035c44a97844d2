// Text areas as tall as their text can be (docs/decisions/0046-guard-rails-for-editors.md): a
// one-sentence choice gets 2 rows, a scenario's situation 7, instead of Sanity's 10 for every
// text. The localized text types are one type for all fields (the plugin's, and the snapshot's
// items name it), so each field says its rows through React context, read by the text inputs.
import { createContext, useContext } from 'react';
import type { FieldProps, InputProps, SchemaType, StringInputProps, TextSchemaType } from 'sanity';

/** Characters on one row of the Studio's form at a laptop's width. */
const CHARACTERS_PER_ROW = 80;

/** Rows for a text of at most `maxCharacters`: enough to see it whole, never fewer than 2. */
export function rowsFor(maxCharacters: number): number {
  return Math.max(2, Math.ceil(maxCharacters / CHARACTERS_PER_ROW));
}

const TextRows = createContext<number | undefined>(undefined);

/**
 * The field component of a localized text field with `rows`. It renders the field as the
 * plugin's own field component does (level 0, without the nested frame) inside the context.
 */
export function localizedTextField(rows: number) {
  function LocalizedTextField(props: FieldProps) {
    return (
      <TextRows.Provider value={rows}>
        {props.renderDefault({ ...props, level: 0 })}
      </TextRows.Provider>
    );
  }
  return LocalizedTextField;
}

function isText(type: SchemaType | undefined): boolean {
  for (let current = type; current; current = current.type)
    if (current.name === 'text') return true;
  return false;
}

/** Every input of the form: a text area inside a field that set its rows gets them. */
export function SizedTextInput(props: InputProps) {
  const rows = useContext(TextRows);
  if (rows === undefined || !isText(props.schemaType)) return props.renderDefault(props);
  const schemaType = { ...props.schemaType, rows } as TextSchemaType;
  return props.renderDefault({ ...(props as StringInputProps), schemaType });
}
