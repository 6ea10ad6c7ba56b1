import { type ActivityExportQuery, type ActivityFilter, useApi } from '@qone/api-client';
import {
  type ActivityExportDelimiter,
  type ActivityExportFormat,
  type ActivityExportRows,
  activityExportFileName,
} from '@qone/domain/activity-export';
import { Alert, Button, Modal, RadioGroup } from '@qone/ui';
import { type ReactElement, useState } from 'react';
import styled from 'styled-components';
import { saveBlob } from '../../app/download';
import { useAction } from '../../app/useAction';
import { settingsCopy } from '../../copy';

const t = settingsCopy.activityExport;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

export interface ActivityExportDialogProps {
  /** The timeline's current filters: the file holds every event they select. */
  filters: ActivityFilter;
  /** Whether the dialog is open, when controlled. */
  open?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (usually a Button); focus returns to it on close. */
  trigger?: ReactElement;
}

/**
 * 'Export activity': the file's format (CSV or JSON Lines) and, for CSV, its delimiter and whether it has one row
 * per event or per changed field; Download fetches `GET /api/activity/export` with the timeline's filters (the
 * server records the export) and saves the file. A failure stays in the dialog.
 */
export function ActivityExportDialog({ filters, open, onOpenChange, trigger }: ActivityExportDialogProps) {
  const { useMutations } = useApi();
  const { exportActivity } = useMutations();
  const [format, setFormat] = useState<ActivityExportFormat>('csv');
  const [delimiter, setDelimiter] = useState<ActivityExportDelimiter>(',');
  const [rows, setRows] = useState<ActivityExportRows>('event');
  const [shown, setShown] = useState(open ?? false);
  const isOpen = open ?? shown;
  const setOpen = (next: boolean) => {
    setShown(next);
    onOpenChange?.(next);
  };
  const download = useAction({
    run: async (query: ActivityExportQuery) => {
      const file = await exportActivity(query);
      saveBlob(file, activityExportFileName(query.format ?? 'csv', new Date()));
    },
    success: () => t.downloaded,
  });

  const submit = () => {
    const query: ActivityExportQuery = {
      ...filters,
      format,
      ...(format === 'csv' ? { delimiter, rows } : {}),
    };
    void download
      .run(query)
      .then(() => setOpen(false))
      .catch(() => undefined);
  };

  return (
    <Modal
      title={t.title}
      description={t.description}
      size="small"
      open={isOpen}
      onOpenChange={(next) => {
        if (next) download.reset();
        setOpen(next);
      }}
      trigger={trigger}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)} disabled={download.pending}>
            {t.cancel}
          </Button>
          <Button variant="primary" onClick={submit} loading={download.pending}>
            {t.download}
          </Button>
        </>
      }
    >
      <Fields>
        {download.error ? <Alert variant="danger">{download.error}</Alert> : null}
        <RadioGroup
          label={t.format}
          value={format}
          onValueChange={(value) => setFormat(value === 'jsonl' ? 'jsonl' : 'csv')}
          options={[
            { value: 'csv', label: t.csv },
            { value: 'jsonl', label: t.jsonl },
          ]}
        />
        {format === 'csv' ? (
          <>
            <RadioGroup
              label={t.delimiter}
              orientation="horizontal"
              value={delimiter}
              onValueChange={(value) => setDelimiter(value === ';' ? ';' : ',')}
              options={[
                { value: ',', label: t.comma },
                { value: ';', label: t.semicolon },
              ]}
            />
            <RadioGroup
              label={t.rows}
              value={rows}
              onValueChange={(value) => setRows(value === 'field' ? 'field' : 'event')}
              options={[
                { value: 'event', label: t.perEvent },
                { value: 'field', label: t.perField },
              ]}
            />
          </>
        ) : null}
      </Fields>
    </Modal>
  );
}
