import { type TemplateSummary, useApi } from '@qone/api-client';
import { Button, type EditorDevice, Modal, RadioGroup, uiCopy } from '@qone/ui';
import { useState } from 'react';
import { contentCopy } from '../../copy';
import { PreviewTab } from '../../features/TemplateEditor/PreviewTab';

/** The list's preview of an email, a page without slug or an SMS: the saved content, sandboxed, on three devices. */
export function TemplatePreviewDialog({
  template,
  onClose,
}: {
  template: TemplateSummary | null;
  onClose: () => void;
}) {
  const { useTemplate } = useApi();
  const full = useTemplate(template?._id);
  const [device, setDevice] = useState<EditorDevice>('desktop');
  const e = contentCopy.editor;
  return (
    <Modal
      open={template !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={contentCopy.list.previewTitle(template?.name ?? '')}
      size="xlarge"
      footer={<Button onClick={onClose}>{uiCopy.common.close}</Button>}
    >
      <RadioGroup
        label={e.devicesLabel}
        orientation="horizontal"
        value={device}
        onValueChange={(value) => setDevice(value as EditorDevice)}
        options={(['desktop', 'tablet', 'mobile'] as const).map((value) => ({
          value,
          label: e.devices[value],
        }))}
      />
      {template && full.data ? (
        <PreviewTab
          html={full.data.html}
          type={full.data.type}
          device={device}
          title={contentCopy.list.previewTitle(template.name)}
          active
        />
      ) : null}
    </Modal>
  );
}
