// A field's actions (Sanity's "Copiar campo" and "Colar campo") as their own buttons, each with
// its Portuguese name. In a menu they sit behind a "…" button that Sanity labels "Field actions"
// in English, in code no locale reaches (docs/decisions/0046-guard-rails-for-editors.md).
import type { DocumentFieldAction } from 'sanity';

export function asButton(action: DocumentFieldAction): DocumentFieldAction {
  return {
    ...action,
    useAction(props) {
      // `action.useAction` is a hook; it is called on every render, as hooks are.
      const item = action.useAction(props);
      return item.type === 'action' ? { ...item, renderAsButton: true } : item;
    },
  };
}
