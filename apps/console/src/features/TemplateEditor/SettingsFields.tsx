import type { NotificationUnit, TemplateType } from '@qone/api-client';
import { Select, Textarea, TextField } from '@qone/ui';
import styled from 'styled-components';
import { contentCopy } from '../../copy';
import { INCREMENT } from '../../forms/patterns';
import type { Draft, DraftProblem } from './useTemplateDraft';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.columnXLarge}, 1fr));
  gap: ${({ theme }) => theme.space.space200} ${({ theme }) => theme.space.space300};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.space150};
  & > * { flex: 1; }
`;

const NONE = 'none';
const modules = ['projects', 'surveys', 'panels', 'contacts'] as const;
const units: NotificationUnit[] = ['minutes', 'hours', 'days', 'weeks'];

/** The editor rules a save is checked against before it is sent (the server checks them too). */
export function settingsProblems(draft: Draft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  if (draft.name.trim() === '') problems.push({ field: 'name', message: contentCopy.editor.nameRequired });
  const increment = draft.notificationIncrement.trim();
  if (increment !== '' && !INCREMENT.test(increment)) {
    problems.push({ field: 'notificationIncrement', message: contentCopy.editor.incrementInvalid });
  }
  return problems;
}

export interface SettingsFieldsProps {
  draft: Draft;
  type: TemplateType;
  update: (patch: Partial<Draft>) => void;
  problems: readonly DraftProblem[];
}

/** Name, description, the email's subject, the linked module and the notification frequency (unit Hours by default). */
export function SettingsFields({ draft, type, update, problems }: SettingsFieldsProps) {
  const e = contentCopy.editor;
  const problem = (field: keyof Draft) => problems.find((p) => p.field === field)?.message;
  return (
    <Grid>
      <TextField
        label={e.name}
        required
        maxLength={200}
        value={draft.name}
        onChange={(event) => update({ name: event.target.value })}
        error={problem('name')}
      />
      {type === 'email' ? (
        <TextField
          label={e.subject}
          maxLength={500}
          value={draft.subject}
          hint={e.subjectHint}
          onChange={(event) => update({ subject: event.target.value })}
        />
      ) : null}
      <Textarea
        label={e.description}
        rows={3}
        maxLength={2000}
        value={draft.description}
        onChange={(event) => update({ description: event.target.value })}
      />
      <Select
        label={e.linkedModule}
        value={draft.linkedModule ?? NONE}
        options={[
          { value: NONE, label: e.modules.none },
          ...modules.map((module) => ({ value: module, label: e.modules[module] })),
        ]}
        onValueChange={(value) => update({ linkedModule: value === NONE ? null : value })}
      />
      <Row role="group" aria-label={e.notificationFrequency}>
        <TextField
          label={e.notificationIncrement}
          inputMode="numeric"
          value={draft.notificationIncrement}
          hint={e.notificationHint}
          onChange={(event) => update({ notificationIncrement: event.target.value })}
          error={problem('notificationIncrement')}
        />
        <Select
          label={e.notificationUnit}
          value={draft.notificationUnit}
          options={units.map((unit) => ({ value: unit, label: e.units[unit] }))}
          onValueChange={(value) => update({ notificationUnit: value as NotificationUnit })}
        />
      </Row>
    </Grid>
  );
}
