// A greyed-out "Publicar" says why (docs/decisions/0046-guard-rails-for-editors.md): its tooltip
// names each error and where it is, instead of Sanity's "there are validation errors".
import { useSchema, type DocumentActionComponent } from 'sanity';
import { useDocumentPane } from 'sanity/structure';
import { publishBlockedReason } from './publish-blocked-reason.ts';

export function publishSayingWhy(publish: DocumentActionComponent): DocumentActionComponent {
  const Publish: DocumentActionComponent = (props) => {
    // `publish` is itself a hook (the Studio's action); called on every render, as hooks are.
    const original = publish(props);
    const { validation, value } = useDocumentPane();
    const schemaType = useSchema().get(props.type);
    // Only a draft's errors block it; a document without a draft is disabled for other reasons.
    if (!original?.disabled || !props.draft) return original;
    const reason = publishBlockedReason(validation, schemaType, value);
    return reason ? { ...original, title: reason } : original;
  };
  Publish.action = publish.action;
  Publish.displayName = 'PublishSayingWhy';
  return Publish;
}
