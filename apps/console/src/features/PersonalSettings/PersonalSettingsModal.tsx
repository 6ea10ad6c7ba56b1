import { type User, useApi } from '@qone/api-client';
import { Button, Modal, PasswordField, Spinner, TextField, TextLink, uiCopy } from '@qone/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { generatePath } from 'react-router-dom';
import styled from 'styled-components';
import { LoadError } from '../../app/LoadError';
import { saveSession, toSessionUser, useSession } from '../../app/session';
import { useAction } from '../../app/useAction';
import { commonCopy, peopleCopy } from '../../copy';
import {
  changesEmail,
  formResolver,
  type PersonalSettingsValues,
  personalSettingsSchema,
} from '../../forms/rules';
import { paths } from '../../routes';
import { FormError } from '../Auth';
import { type ConflictField, RecordConflict, useConflictOn } from '../Conflict';

const FORM_ID = 'personal-settings-form';
const BLOCKED_ID = 'personal-settings-blocked';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

/** Why Save is off, at the footer's start (the buttons stay right-aligned). */
const Blocked = styled.p`
  flex: 1 1 12rem;
  align-self: center;
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

/** Close and Save stay together when the footer wraps (a phone), at its end. */
const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.space100};
  margin-left: auto;
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme }) => theme.space.space300} 0;
  color: ${({ theme }) => theme.color.fgMuted};
`;

export interface PersonalSettingsModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the dialog asks to close (Close, ×, Escape, a saved form, the Change Password link). */
  onOpenChange(open: boolean): void;
}

/** What a profile save sends, besides its base version. */
type ProfileBody = {
  name: string;
  email: string;
  phone: string;
  currentPassword?: string;
};

const versionOf = (user: User) => user.version;

const t = peopleCopy.personalSettings;

/** What the conflict notice compares: the fields of this form. */
const profileFields: ConflictField<User>[] = [
  { label: t.yourName, value: (user) => user.name },
  { label: t.yourEmail, value: (user) => user.email },
  { label: t.yourMobile, value: (user) => user.phone },
];

const toValues = (user: User): PersonalSettingsValues => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  currentPassword: '',
});

/**
 * Personal Settings, opened from the profile menu: the signed-in user's name, email and mobile, loaded fresh from the server.
 * Save is enabled only when something changed and everything is valid; a failure stays in the dialog in an alert;
 * success stores the user (never a password) and closes the dialog. Change Password opens /reset-password/{userId}.
 * A new email address asks for the current password and does not change at once: the server mails a confirmation
 * link to it (and a notice to the old one), and the success message says so; until the link is opened, the old
 * address stays the account's.
 */
export function PersonalSettingsModal({ open, onOpenChange }: PersonalSettingsModalProps) {
  const session = useSession();
  const userId = session?.user._id;
  const { useUser, useMutations } = useApi();
  const user = useUser(open ? userId : undefined);
  const { updateUserProfile } = useMutations();
  // A save refused because the user was changed meanwhile (an administrator, another tab): the dialog says so.
  const conflict = useConflictOn<User, number, string>(versionOf);

  const values = useMemo(() => (user.data ? toValues(user.data) : undefined), [user.data]);
  const storedEmail = user.data?.email ?? '';
  const schema = useMemo(() => personalSettingsSchema(storedEmail), [storedEmail]);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    control,
    formState: { errors, isDirty, isValid, isSubmitting },
  } = useForm<PersonalSettingsValues>({
    resolver: formResolver(schema),
    mode: 'onChange',
    defaultValues: { name: '', email: '', phone: '', currentPassword: '' },
    values,
    // A revalidation while the user types must not undo their edits.
    resetOptions: { keepDirtyValues: true },
  });
  // The record the typed values are based on: a refresh while the user types keeps their edits (keepDirtyValues),
  // so their save is still based on the version they started from.
  const [base, setBase] = useState<User | undefined>(undefined);
  // A stored value the rules refuse (an account without a mobile number) is marked as the dialog opens, so that a
  // disabled Save never goes unexplained; `mode: 'onChange'` alone would wait until the field is typed in.
  useEffect(() => {
    if (values) void trigger();
  }, [values, trigger]);
  useEffect(() => {
    if (user.data && !isDirty) setBase(user.data);
  }, [user.data, isDirty]);
  const typedEmail = useWatch({ control, name: 'email' });
  const newEmail = user.data !== undefined && changesEmail(storedEmail, typedEmail ?? '');

  const changeOpen = (next: boolean) => {
    if (!next) {
      // Reopening starts from the stored values again, without the last attempt's error.
      reset(values);
      save.reset();
      overwrite.reset();
      conflict.clear();
    }
    onOpenChange(next);
  };

  // Everything after the save is part of it (the session, the form, closing): an Overwrite runs it again. It
  // answers the toast's text: with an email change asked for, the server's message says where the confirmation went.
  const write = async (body: ProfileBody, baseVersion: number) => {
    if (!session || !userId) return t.saved;
    const { data: saved, message } = await updateUserProfile(userId, { ...body, baseVersion });
    saveSession({ ...session, user: toSessionUser(saved), userEmail: saved.email });
    reset(toValues(saved));
    onOpenChange(false);
    return message ?? t.saved;
  };
  const save = useAction({
    run: (body: ProfileBody, version: number) =>
      conflict.save(version, (baseVersion) => write(body, baseVersion)),
    success: (message) => message,
  });
  const overwrite = useAction({ run: conflict.overwrite, success: (message) => message });

  const onSubmit = handleSubmit(async (form) => {
    if (!session || !userId || !base) return;
    const body = {
      name: form.name.trim(),
      email: form.email.trim(),
      phone: form.phone.trim(),
      ...(newEmail ? { currentPassword: form.currentPassword } : {}),
    };
    await save.run(body, base.version).catch(() => undefined);
  });

  /** Reload: the user as they are now, in the form (the typed edits are dropped). */
  const reload = () => {
    const current = conflict.current;
    if (!current) return;
    reset(toValues(current));
    setBase(current);
    conflict.clear();
    void user.mutate();
  };

  const blocked = user.data !== undefined && isDirty && !isValid;
  let body: ReactNode;
  if (user.data) {
    body = (
      <Form id={FORM_ID} noValidate onSubmit={onSubmit}>
        {conflict.current ? (
          <RecordConflict
            current={conflict.current}
            base={base}
            fields={profileFields}
            onReload={reload}
            onOverwrite={() => overwrite.start()}
            overwriting={conflict.overwriting}
          />
        ) : null}
        <FormError message={save.error ?? overwrite.error} />
        <TextField
          label={peopleCopy.personalSettings.yourName}
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={peopleCopy.personalSettings.yourEmail}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...(newEmail ? { hint: peopleCopy.personalSettings.emailChangeHint } : {})}
          {...register('email')}
        />
        {newEmail ? (
          <PasswordField
            label={peopleCopy.personalSettings.currentPassword}
            autoComplete="current-password"
            required
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        ) : null}
        <TextField
          label={peopleCopy.personalSettings.yourMobile}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <div>
          <TextLink
            href={generatePath(paths.resetPassword, { resetToken: user.data._id })}
            onClick={() => changeOpen(false)}
          >
            {peopleCopy.personalSettings.changePassword}
          </TextLink>
        </div>
        <div>
          <TextLink href={paths.accountSecurity} onClick={() => changeOpen(false)}>
            {peopleCopy.personalSettings.signInAndSecurity}
          </TextLink>
        </div>
      </Form>
    );
  } else if (user.error) {
    body = <LoadError read={user} compact headingLevel={3} title={peopleCopy.personalSettings.loadError} />;
  } else {
    body = (
      <Loading role="status">
        <Spinner size="small" srText={null} />
        {peopleCopy.personalSettings.loading}
      </Loading>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={changeOpen}
      title={peopleCopy.personalSettings.title}
      disableBackdropClose={isDirty}
      footer={
        <>
          {blocked ? <Blocked id={BLOCKED_ID}>{t.saveBlocked}</Blocked> : null}
          <Buttons>
            <Modal.Close>
              <Button variant="secondary">{uiCopy.common.close}</Button>
            </Modal.Close>
            <Button
              type="submit"
              form={FORM_ID}
              variant="primary"
              disabled={!user.data || !isDirty || !isValid}
              aria-describedby={blocked ? BLOCKED_ID : undefined}
              loading={isSubmitting}
            >
              {commonCopy.save}
            </Button>
          </Buttons>
        </>
      }
    >
      {body}
    </Modal>
  );
}
