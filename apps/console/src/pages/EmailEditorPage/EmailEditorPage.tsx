import { useParams } from 'react-router-dom';
import { HtmlTemplateEditor } from '../../features/TemplateEditor/HtmlTemplateEditor';

/** /edit-content-email/{id}: the email template editor (Design, HTML, Preview, Settings, History). */
export function EmailEditorPage() {
  const { id = '' } = useParams();
  // A new template id is a new editor: nothing of the previous one's state carries over.
  return <HtmlTemplateEditor key={id} id={id} type="email" />;
}
