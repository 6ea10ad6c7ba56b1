import { useParams } from 'react-router-dom';
import { HtmlTemplateEditor } from '../../features/TemplateEditor/HtmlTemplateEditor';

/** /edit-content-page/{id}: the page editor (Design, HTML, Preview, Settings with slug and tracking codes, History). */
export function PageEditorPage() {
  const { id = '' } = useParams();
  return <HtmlTemplateEditor key={id} id={id} type="page" />;
}
