import { Alert, Button } from '@qone/ui';
import { contentCopy } from '../../copy';

const e = contentCopy.editor;

export interface EditorNoticesProps {
  /** A save refused because someone else saved meanwhile (its text); shown with Reload. */
  stale?: string | null;
  /** The stale notice's title. */
  staleTitle?: string;
  /** The last save's failure (its text); dismissible. */
  failure?: string | null;
  onDismissFailure?: () => void;
  /** Offer Reload on the failure too (an editor whose refusals all come from a newer saved version). */
  reloadOnFailure?: boolean;
  /** Loads the saved template again, dropping the edits. */
  onReload?: () => void;
  /** Merge tags the text uses that the company does not know. */
  unknownTags?: readonly string[];
  /** The merge tags the company knows (the list the warning refers to), by name. */
  allowedTags?: readonly string[];
}

/** Merge tags as written in a template: `{{firstName}}, {{lastName}}`. */
export const writtenTags = (tags: readonly string[]) => tags.map((tag) => `{{${tag}}}`).join(', ');

/** The alert block above every template editor: a stale save, the last save's failure, unknown merge tags. */
export function EditorNotices({
  stale,
  staleTitle,
  failure,
  onDismissFailure,
  reloadOnFailure = false,
  onReload,
  unknownTags = [],
  allowedTags = [],
}: EditorNoticesProps) {
  const reload = onReload ? (
    <Button size="small" onClick={onReload}>
      {e.reload}
    </Button>
  ) : undefined;
  return (
    <>
      {stale ? (
        <Alert variant="danger" {...(staleTitle ? { title: staleTitle } : {})} actions={reload}>
          {stale}
        </Alert>
      ) : null}
      {failure ? (
        <Alert
          variant="danger"
          {...(onDismissFailure ? { onDismiss: onDismissFailure } : {})}
          actions={reloadOnFailure ? reload : undefined}
        >
          {failure}
        </Alert>
      ) : null}
      {unknownTags.length > 0 ? (
        <Alert variant="warning">
          {e.unknownTagsInline(writtenTags(unknownTags))}
          {allowedTags.length > 0 ? (
            <>
              <br />
              {e.allowedTags(writtenTags(allowedTags))}
            </>
          ) : null}
        </Alert>
      ) : null}
    </>
  );
}
