import type { Ref } from 'react';
import styled from 'styled-components';
import { Select, type SelectOption } from '../Select';
import { Switch } from '../Switch';
import { TextField } from '../TextField';

/** A button template's settings; every choice may be unset (null) except the text and the two flags. */
export interface ButtonSettingsValue {
  text: string;
  linkedModule: string | null;
  linkedOption: string | null;
  updateStatusTo: string | null;
  routing: string | null;
  onClickAction: string | null;
  openInWindow: string | null;
  sendEmail: boolean;
  sendSms: boolean;
  emailTemplateId: string | null;
  smsTemplateId: string | null;
}

export interface ButtonSettingsLabels {
  text: string;
  linkedModule: string;
  linkedOption: string;
  updateStatusTo: string;
  routing: string;
  onClickAction: string;
  openInWindow: string;
  sendEmail: string;
  sendSms: string;
  emailTemplate: string;
  smsTemplate: string;
  /** The choice that leaves a select unset. */
  none: string;
  /** Hint under a template select that lists no template yet. */
  noTemplates: string;
}

export interface ButtonSettingsOptions {
  modules: readonly SelectOption[];
  statuses: readonly SelectOption[];
  actions: readonly SelectOption[];
  windows: readonly SelectOption[];
  /** The email templates a click may send (e.g. the live ones). */
  emailTemplates: readonly SelectOption[];
  /** The SMS templates a click may send. */
  smsTemplates: readonly SelectOption[];
}

export interface ButtonSettingsFormProps {
  /** The settings (controlled). */
  value: ButtonSettingsValue;
  /** Called with the whole new settings on every change. */
  onChange: (value: ButtonSettingsValue) => void;
  /** The choices of each select. */
  options: ButtonSettingsOptions;
  /** The form's words. */
  labels: ButtonSettingsLabels;
  /** The longest text each field takes, in characters (the API's limits; no bound when left out). */
  limits?: { text?: number };
  /** Validation messages by field. */
  errors?: Partial<Record<keyof ButtonSettingsValue, string>>;
  /** Disables every control, e.g. while saving. */
  disabled?: boolean;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

const NONE = '__none__';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.columnXLarge}, 1fr));
  gap: ${({ theme }) => theme.space.space200} ${({ theme }) => theme.space.space300};
`;

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space150};
  margin: 0;
  padding: 0;
  border: 0;
`;

/**
 * The settings of a call-to-action button: its text, the module and option it is linked to, the status a click
 * sets, where it leads, what it does and in which window, and whether it sends an email and/or an SMS — each with
 * the template to send, chosen from the templates the caller offers (its select is off while its flag is off).
 */
export function ButtonSettingsForm({
  value,
  onChange,
  options,
  labels,
  limits,
  errors,
  disabled,
  ref,
}: ButtonSettingsFormProps) {
  const set = <K extends keyof ButtonSettingsValue>(key: K, next: ButtonSettingsValue[K]) =>
    onChange({ ...value, [key]: next });
  const choice = (
    key:
      | 'linkedModule'
      | 'updateStatusTo'
      | 'onClickAction'
      | 'openInWindow'
      | 'emailTemplateId'
      | 'smsTemplateId',
    label: string,
    list: readonly SelectOption[],
    extra: { disabled?: boolean; hint?: string } = {},
  ) => (
    <Select
      label={label}
      options={[{ value: NONE, label: labels.none }, ...list]}
      value={value[key] ?? NONE}
      onValueChange={(next) => set(key, next === NONE ? null : next)}
      disabled={disabled || extra.disabled}
      hint={extra.hint}
      error={errors?.[key]}
    />
  );
  const text = (key: 'linkedOption' | 'routing', label: string) => (
    <TextField
      label={label}
      value={value[key] ?? ''}
      onChange={(event) => set(key, event.target.value === '' ? null : event.target.value)}
      disabled={disabled}
      error={errors?.[key]}
    />
  );
  return (
    <Grid ref={ref}>
      <TextField
        label={labels.text}
        value={value.text}
        required
        maxLength={limits?.text}
        onChange={(event) => set('text', event.target.value)}
        disabled={disabled}
        error={errors?.text}
      />
      {choice('linkedModule', labels.linkedModule, options.modules)}
      {text('linkedOption', labels.linkedOption)}
      {choice('updateStatusTo', labels.updateStatusTo, options.statuses)}
      {text('routing', labels.routing)}
      {choice('onClickAction', labels.onClickAction, options.actions)}
      {choice('openInWindow', labels.openInWindow, options.windows)}
      <Group>
        <Switch
          label={labels.sendEmail}
          checked={value.sendEmail}
          onCheckedChange={(checked) => set('sendEmail', checked)}
          disabled={disabled}
        />
        {choice('emailTemplateId', labels.emailTemplate, options.emailTemplates, {
          disabled: !value.sendEmail,
          hint: options.emailTemplates.length === 0 ? labels.noTemplates : undefined,
        })}
      </Group>
      <Group>
        <Switch
          label={labels.sendSms}
          checked={value.sendSms}
          onCheckedChange={(checked) => set('sendSms', checked)}
          disabled={disabled}
        />
        {choice('smsTemplateId', labels.smsTemplate, options.smsTemplates, {
          disabled: !value.sendSms,
          hint: options.smsTemplates.length === 0 ? labels.noTemplates : undefined,
        })}
      </Group>
    </Grid>
  );
}
ButtonSettingsForm.displayName = 'ButtonSettingsForm';
