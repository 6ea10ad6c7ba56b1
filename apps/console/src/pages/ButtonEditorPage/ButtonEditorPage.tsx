import { type ButtonTemplateSettings, type TemplateStatus, useApi } from '@qone/api-client';
import { templateMessages } from '@qone/domain/messages';
import { buttonMissingTemplate } from '@qone/domain/templates';
import { Alert, ButtonSettingsForm, EditorShell, Spinner, TextField } from '@qone/ui';
import { useEffect, useState } from 'react';
import { generatePath, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { fieldLimits } from '../../app/limits';
import { useAction } from '../../app/useAction';
import { commonCopy, contentCopy } from '../../copy';
import { EditorNotices } from '../../features/TemplateEditor/EditorNotices';
import { SaveButtons } from '../../features/TemplateEditor/SaveButtons';
import { UnsavedChangesGuard } from '../../features/TemplateEditor/UnsavedChangesGuard';
import { paths } from '../../routes';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space300};
  max-width: ${({ theme }) => theme.size.contentMaxWidth};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.columnXLarge}, 1fr));
  gap: ${({ theme }) => theme.space.space200} ${({ theme }) => theme.space.space300};
`;

const NEW_SETTINGS: ButtonTemplateSettings = {
  text: '',
  linkedModule: null,
  linkedOption: null,
  updateStatusTo: null,
  routing: null,
  onClickAction: null,
  openInWindow: null,
  sendEmail: true,
  sendSms: false,
  emailTemplateId: null,
  smsTemplateId: null,
};

interface Form {
  name: string;
  description: string;
  settings: ButtonTemplateSettings;
}

const same = (a: Form, b: Form) => JSON.stringify(a) === JSON.stringify(b);

/**
 * /edit-content-button and /edit-content-button/{id}: a button template's name and its settings — text, linked
 * module and option, 'Update Status To', routing, 'Select On Click Action', 'Open In Window', whether a click sends
 * an email (on by default) and an SMS (off by default), and which live templates. Save as Draft / Publish save the
 * settings and the status; without an id the first save creates the template.
 */
export function ButtonEditorPage() {
  const { id } = useParams();
  return <ButtonEditor key={id ?? 'new'} id={id} />;
}

function ButtonEditor({ id }: { id: string | undefined }) {
  const { useTemplate, useButtonSettings, useTemplates, useMutations } = useApi();
  const template = useTemplate(id);
  const settings = useButtonSettings(id);
  const emails = useTemplates({ type: 'email', status: 'live' });
  const smses = useTemplates({ type: 'sms', status: 'live' });
  const { createTemplate, updateTemplate, updateButtonSettings } = useMutations();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Form | null>(
    id ? null : { name: '', description: '', settings: NEW_SETTINGS },
  );
  const [form, setForm] = useState<Form | null>(saved);
  const [status, setStatus] = useState<TemplateStatus>('draft');
  const [touched, setTouched] = useState(false);
  const [publishTried, setPublishTried] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);

  const saving = useAction({
    run: async (next: Form, status: TemplateStatus) => {
      const fields = { name: next.name.trim(), description: next.description.trim(), status };
      if (!id) return createTemplate({ ...fields, type: 'button', button: next.settings });
      const save = () => updateTemplate(id, { ...fields, html: template.data?.html ?? '' });
      // The stored button stays publishable between the two writes: a publish saves the settings first, a draft
      // its status first (the server refuses a live button without the templates it sends).
      if (status === 'live') {
        await updateButtonSettings(id, next.settings);
        return save();
      }
      const result = await save();
      await updateButtonSettings(id, next.settings);
      return result;
    },
    success: (result) => result.message,
  });

  // A new button moves to its own address once saved (after the saved state is in, so nothing counts as unsaved).
  useEffect(() => {
    if (createdId) navigate(generatePath(paths.buttonEditor, { id: createdId }), { replace: true });
  }, [createdId, navigate]);

  useEffect(() => {
    if (!id || saved || !template.data || !settings.data) return;
    const loaded = {
      name: template.data.name,
      description: template.data.description,
      settings: settings.data,
    };
    setSaved(loaded);
    setForm(loaded);
  }, [id, saved, template.data, settings.data]);

  const e = contentCopy.editor;
  const b = contentCopy.button;
  if (id && (template.error || settings.error) && !form) {
    return (
      <LoadError
        read={template.error ? template : settings}
        headingLevel={3}
        title={e.loadError}
        retry={false}
      />
    );
  }
  if (!form) return <Spinner srText={e.loading} />;
  if (template.data && template.data.type !== 'button') {
    return <Alert variant="warning" title={e.wrongType} />;
  }

  const dirty = saved !== null && !same(form, saved);
  const missing = buttonMissingTemplate(form.settings);
  const problems = {
    name: form.name.trim() === '' ? e.nameRequired : undefined,
    text: form.settings.text.trim() === '' ? b.textRequired : undefined,
  };
  // Said before sending, in the server's words: a live button names the templates it sends.
  const settingsErrors: Partial<Record<keyof ButtonTemplateSettings, string>> = {
    ...(touched && problems.text ? { text: problems.text } : {}),
    ...(publishTried && missing
      ? {
          [missing === 'email' ? 'emailTemplateId' : 'smsTemplateId']:
            templateMessages.buttonTemplateRequired(missing),
        }
      : {}),
  };

  const save = (next: TemplateStatus) => {
    setTouched(true);
    setPublishTried(next === 'live');
    if (problems.name || problems.text || (next === 'live' && missing)) return;
    setStatus(next);
    saving
      .run(form, next)
      .then((result) => {
        setSaved(form);
        if (!id) setCreatedId(result.data._id);
      })
      // The failure shows in the editor's notices (useAction's error).
      .catch(() => undefined);
  };

  const options = (list: { _id: string; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item._id, label: item.name }));
  const stored = template.data?.status;

  return (
    <>
      <UnsavedChangesGuard when={dirty} />
      <EditorShell
        title={form.name || template.data?.name || b.newTitle}
        status={
          stored
            ? { label: commonCopy.statuses[stored], tone: stored === 'live' ? 'success' : 'neutral' }
            : undefined
        }
        description={dirty ? `${e.types.button} · ${e.unsaved}` : e.types.button}
        tabs={[
          {
            value: 'settings',
            label: b.settings,
            content: (
              <Stack>
                <Row>
                  <TextField
                    label={e.name}
                    required
                    maxLength={200}
                    value={form.name}
                    onChange={(event) => setForm({ ...form, name: event.target.value })}
                    error={touched ? problems.name : undefined}
                  />
                  <TextField
                    label={e.description}
                    maxLength={2000}
                    value={form.description}
                    onChange={(event) => setForm({ ...form, description: event.target.value })}
                  />
                </Row>
                <ButtonSettingsForm
                  limits={fieldLimits.buttonSettings}
                  value={form.settings}
                  onChange={(next) => setForm({ ...form, settings: next })}
                  errors={settingsErrors}
                  disabled={saving.pending}
                  options={{
                    modules: (['projects', 'surveys', 'panels', 'contacts'] as const).map((value) => ({
                      value,
                      label: e.modules[value],
                    })),
                    statuses: Object.entries(b.statuses).map(([value, label]) => ({ value, label })),
                    actions: Object.entries(b.actions).map(([value, label]) => ({ value, label })),
                    windows: Object.entries(b.windows).map(([value, label]) => ({ value, label })),
                    emailTemplates: options(emails.data),
                    smsTemplates: options(smses.data),
                  }}
                  labels={{
                    text: b.text,
                    linkedModule: b.linkedModule,
                    linkedOption: b.linkedOption,
                    updateStatusTo: b.updateStatusTo,
                    routing: b.routing,
                    onClickAction: b.onClickAction,
                    openInWindow: b.openInWindow,
                    sendEmail: b.sendEmail,
                    sendSms: b.sendSms,
                    emailTemplate: b.emailTemplate,
                    smsTemplate: b.smsTemplate,
                    none: b.none,
                    noTemplates: b.noTemplates,
                  }}
                />
              </Stack>
            ),
          },
        ]}
        value="settings"
        onValueChange={() => undefined}
        tabsLabel={e.tabsLabel}
        notice={<EditorNotices failure={saving.error} onDismissFailure={saving.reset} />}
        actions={<SaveButtons saving={saving.pending ? status : null} onSave={save} />}
      />
    </>
  );
}
