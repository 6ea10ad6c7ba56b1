import { accessWith } from '@qone/domain/access';
import { type ActivityActor, activity, type SignInStep } from '@qone/domain/activity';
import {
  authMessages,
  emailChangeMessages,
  linkMessages,
  secondFactorMessages,
  userMessages,
} from '@qone/domain/messages';
import { passwordProblem } from '@qone/domain/password-rules';
import { describeUserAgent } from '@qone/domain/sessions';
import { normaliseRecoveryCode, SIGN_IN_TICKET_SECONDS, verifyTotp } from '@qone/domain/totp';
import { requestOptions, userHandleOf } from '@qone/domain/webauthn';
import { changeRecord, type MockDb, type StoredUser, secondFactorKinds, shownFields } from '../db';
import { makeCompany } from '../fixtures/company';
import { badRequest, conflict, fail, notFound, routesFor } from '../http';
import { fakeRelyingParty, keepChallenge, keyChallenge, takeChallenge, takePasskey } from './second-factors';

/** How long an unconfirmed sign-up (and its set-password link) lasts: the server's one hour. */
const SIGN_UP_MS = 60 * 60 * 1000;

/** Sign-in, sign-out, invitations, registration, password set-up, company sign-up and email confirmation. */
export function authHandlers(db: MockDb) {
  const { get, post } = routesFor(db);

  /** The invited user behind a register token, in any company: 404 unknown, 410 used or replaced. */
  const invited = (token: string) => {
    if (db.revokedTokens.has(token)) return fail(410, linkMessages.invitationGone);
    return (
      db.findUserAnywhere((user) => user.registerToken === token && user.status === 'invited') ??
      notFound(linkMessages.invitationUnknown)
    );
  };
  /** The new password's first broken rule for that account, as a 400 (the server also checks a common list). */
  const assertAcceptable = (password: string, user: StoredUser, companyName: string) => {
    const problem = passwordProblem(password, { email: user.email, name: user.name, companyName });
    if (problem) badRequest(problem);
  };
  const owner = (user: StoredUser): ActivityActor => ({ id: user._id, name: user.name, email: user.email });
  /** The client as the record keeps it: the fake's sessions all come from 127.0.0.1 (`addSession`), as in tests. */
  const clientOf = (request: Request) => ({
    ip: '127.0.0.1',
    ...describeUserAgent(request.headers.get('user-agent') ?? ''),
  });
  /** A sign-in recorded as the server records it; the account's failures in a row start again. */
  const recordSignIn = (user: StoredUser, request: Request, method: string) => {
    db.signInFailures.delete(user._id);
    db.recordActivity(
      activity.signIn({
        action: 'user.signed-in',
        user: { id: user._id, name: user.name, email: user.email },
        client: clientOf(request),
        method,
      }),
      user.companyId,
    );
  };
  /** A failed sign-in of a known account, counted in a row as the server's throttle counts it. */
  const recordFailure = (user: StoredUser, request: Request, step: SignInStep) => {
    const failures = (db.signInFailures.get(user._id) ?? 0) + 1;
    db.signInFailures.set(user._id, failures);
    db.recordActivity(
      activity.signIn({
        action: 'user.sign-in-failed',
        user: { id: user._id, name: user.name, email: user.email },
        client: clientOf(request),
        step,
        failures,
      }),
      user.companyId,
    );
  };
  return [
    // Addresses are unique per company: `companyId` picks the account, else the address's oldest with a password.
    post('/api/users/login', ({ body, request, response }) => {
      const wanted = body.email.toLowerCase();
      const accounts = db
        .tenants()
        .flatMap((tenant) =>
          tenant.users.filter((user) => user.status !== 'deleted' && user.email.toLowerCase() === wanted),
        )
        .filter((user) =>
          body.companyId === undefined ? user.password !== null : user.companyId === body.companyId,
        )
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      const user = accounts[0];
      if (user?.status !== 'verified' || user.password !== body.password) {
        // Only an account whose password was checked records the failure (an invited one has none).
        if (user?.status === 'verified') recordFailure(user, request, 'password');
        return fail(401, authMessages.invalidCredentials);
      }
      // Only now, the password being right, does the answer depend on the account's second factors.
      const kinds = secondFactorKinds(user);
      if (kinds.length > 0) {
        const ticket = db.token(43);
        db.signInTickets.set(ticket, {
          userId: user._id,
          companyId: user.companyId,
          expiresAt: db.totpNow() + SIGN_IN_TICKET_SECONDS * 1000,
        });
        const methods = [
          ...(kinds.includes('totp') ? (['totp'] as const) : []),
          ...(kinds.includes('webauthn') ? (['security-key'] as const) : []),
          'recovery-code' as const,
        ];
        return response(200).json({ secondFactor: { ticket, methods } });
      }
      const session = db.signIn(user, { userAgent: request.headers.get('user-agent') ?? '' });
      db.markProved();
      recordSignIn(user, request, 'password');
      return response(200).json({
        token: session.token,
        permissions: db.currentPermissions(),
        user: session.user,
      });
    }),

    // The second step: a code of a later step than the last used (±1 step), or an unused recovery code; a wrong
    // one keeps the ticket, a right one uses it up.
    post('/api/users/login/second-factor', async ({ body, request, response }) => {
      const held = db.signInTickets.get(body.ticket);
      if (!held || held.expiresAt <= db.totpNow()) return fail(401, secondFactorMessages.ticketExpired);
      const found = db.findUserAnywhere((user) => user._id === held.userId);
      const user = found?.user;
      if (user?.status !== 'verified') return fail(401, secondFactorMessages.ticketExpired);
      let right = false;
      if (body.credential !== undefined) {
        const challenge = takeChallenge(db, body.credential, 'second-step', user._id);
        const passkey = (user.passkeys ?? []).find((p) => p.credentialId === body.credential?.id);
        right =
          challenge !== undefined &&
          passkey !== undefined &&
          (await takePasskey(db, passkey, body.credential, challenge, request, false)) === 'signed';
        // A wrong assertion keeps its challenge, as the server's transaction is rolled back with it.
        if (!right && challenge) keepChallenge(db, challenge, 'second-step', user._id);
      } else if (body.code !== undefined && user.totp?.confirmedAt) {
        const step = verifyTotp(user.totp.secret, body.code, db.totpNow());
        if (step !== null && (user.totp.lastStep === null || step > user.totp.lastStep)) {
          user.totp.lastStep = step;
          user.totp.lastUsedAt = db.now();
          right = true;
        }
      } else if (body.recoveryCode !== undefined) {
        const typed = normaliseRecoveryCode(body.recoveryCode);
        const code = (user.recoveryCodes ?? []).find((entry) => !entry.used && entry.code === typed);
        if (code) {
          code.used = true;
          db.sendMail({
            to: user.email,
            kind: 'second-factor-notice',
            token: null,
            userId: user._id,
            companyId: held.companyId,
          });
          right = true;
        }
      }
      if (!right) {
        recordFailure(
          user,
          request,
          body.credential !== undefined ? 'security-key' : body.code !== undefined ? 'code' : 'recovery-code',
        );
        return fail(
          401,
          body.credential !== undefined
            ? secondFactorMessages.securityKeyRefused
            : secondFactorMessages.invalidCode,
        );
      }
      db.signInTickets.delete(body.ticket);
      const method =
        body.credential !== undefined
          ? 'password+security-key'
          : body.code !== undefined
            ? 'password+totp'
            : 'password+recovery';
      const session = db.signIn(user, { userAgent: request.headers.get('user-agent') ?? '', method });
      db.markProved();
      recordSignIn(user, request, method);
      return response(200).json({
        token: session.token,
        permissions: db.currentPermissions(),
        user: session.user,
      });
    }),

    post('/api/users/login/second-factor/options', async ({ body, request, response }) => {
      const held = db.signInTickets.get(body.ticket);
      if (!held || held.expiresAt <= db.totpNow()) return fail(401, secondFactorMessages.ticketExpired);
      const user = db.findUserAnywhere((someone) => someone._id === held.userId)?.user;
      return response(200).json({ data: await keyChallenge(db, request, user, 'second-step') });
    }),

    post('/api/users/login/passkey/options', async ({ request, response }) => {
      const options = await requestOptions({ rp: fakeRelyingParty(request), userVerification: 'required' });
      keepChallenge(db, options.challenge, 'sign-in', null);
      return response(200).json({ data: options });
    }),

    // A discoverable passkey that verified its user, no email typed: the server's rules and words.
    post('/api/users/login/passkey', async ({ body, request, response }) => {
      const challenge = takeChallenge(db, body.credential, 'sign-in', null);
      if (!challenge) return fail(401, secondFactorMessages.passkeyChallengeExpired);
      const owner = db.findUserAnywhere((someone) =>
        (someone.passkeys ?? []).some((p) => p.credentialId === body.credential.id),
      )?.user;
      const passkey = owner?.passkeys?.find((p) => p.credentialId === body.credential.id);
      const handle = userHandleOf(body.credential);
      if (!owner || !passkey || (handle !== undefined && handle !== owner._id)) {
        return fail(401, secondFactorMessages.passkeyUnknown);
      }
      const outcome = await takePasskey(db, passkey, body.credential, challenge, request, true);
      if (outcome === 'unverified-user') return fail(401, secondFactorMessages.passkeyNeedsVerification);
      if (outcome !== 'signed' || owner.status !== 'verified') {
        return fail(401, secondFactorMessages.passkeyUnknown);
      }
      const session = db.signIn(owner, {
        userAgent: request.headers.get('user-agent') ?? '',
        method: 'passkey',
      });
      db.markProved();
      recordSignIn(owner, request, 'passkey');
      return response(200).json({
        token: session.token,
        permissions: db.currentPermissions(),
        user: session.user,
      });
    }),

    post('/api/users/logout', ({ request, response }) => {
      const row = db.currentSession();
      const user = db.currentUser();
      if (row?.endedAt === null && user) {
        db.recordActivity(
          activity.signIn({
            action: 'user.signed-out',
            user: { id: user._id, name: user.name, email: user.email },
            client: clientOf(request),
          }),
        );
      }
      db.signOut();
      return response(200).json({ message: authMessages.signedOut });
    }),

    // One link per verified account of the address (one per company); the same answer whatever the address.
    post('/api/users/forgot-password', ({ body, response }) => {
      const wanted = body.email.toLowerCase();
      for (const tenant of db.tenants()) {
        for (const user of tenant.users) {
          if (user.status !== 'verified' || user.email.toLowerCase() !== wanted) continue;
          const token = db.token(32);
          db.passwordTokens.set(token, user._id);
          db.sendMail({ to: user.email, kind: 'password', token, companyId: tenant.company._id });
        }
      }
      return response(200).json({ message: linkMessages.forgotPasswordSent });
    }),

    post('/api/users/set-password', ({ body, response }) => {
      const userId = db.passwordTokens.get(body.utoken);
      const found = userId === undefined ? undefined : db.findUserAnywhere((user) => user._id === userId);
      if (!found || db.revokedTokens.has(body.utoken)) return badRequest(linkMessages.invalidLink);
      const { user, tenant } = found;
      assertAcceptable(body.password, user, tenant.company.name);
      user.password = body.password;
      if (user.status === 'invited') {
        changeRecord(user, shownFields.user, (changed) => {
          changed.status = 'verified';
        });
        user.registerToken = null;
      }
      // A company's sign-up is confirmed by its first password (the current company's fields are the db's own).
      if (tenant.company._id === db.company._id) db.signUpExpiresAt = null;
      else tenant.signUpExpiresAt = null;
      db.passwordTokens.delete(body.utoken);
      db.revokedTokens.add(body.utoken);
      // A forgotten password replaced: whoever was signed in with the old one is signed out.
      db.endSessionsOf(user._id);
      if (db.session?.user._id === user._id) db.signOut();
      db.recordActivity(
        activity.users({
          actor: owner(user),
          action: 'user.password-set',
          user: { id: user._id, email: user.email },
          before: { password: 'old' },
          after: { password: 'new' },
        }),
        tenant.company._id,
      );
      return response(200).json({ message: linkMessages.passwordSet });
    }),

    get('/api/users/invitations/{registerToken}', ({ params, response }) => {
      const { user, tenant } = invited(params.registerToken);
      return response(200).json({
        data: { email: user.email, name: user.name, companyName: tenant.company.name },
      });
    }),

    post('/api/users/register', ({ body, response }) => {
      const { user, tenant } = invited(body.registerToken);
      assertAcceptable(body.password, { ...user, name: body.name }, tenant.company.name);
      const before = { name: user.name, status: 'invited' };
      // Two writes on the server (the name, then the password), each moving the version when it changes something.
      changeRecord(user, shownFields.user, (changed) => {
        changed.name = body.name;
      });
      changeRecord(user, shownFields.user, (changed) =>
        Object.assign(changed, { password: body.password, status: 'verified', registerToken: null }),
      );
      db.revokedTokens.add(body.registerToken);
      db.recordActivity(
        activity.users({
          actor: owner(user),
          action: 'user.registered',
          user: { id: user._id, email: user.email },
          before,
          after: { name: body.name, status: 'verified' },
        }),
        tenant.company._id,
      );
      return response(200).json({ message: linkMessages.registered });
    }),

    post('/api/users/confirm-email', ({ body, response }) => {
      const change = db.emailTokens.get(body.token);
      const found = change && db.findUserAnywhere((user) => user._id === change.userId);
      if (!change || !found || db.revokedTokens.has(body.token) || found.user.status === 'deleted') {
        return badRequest(linkMessages.invalidLink);
      }
      const { user, tenant } = found;
      const wanted = change.newEmail.toLowerCase();
      if (
        tenant.users.some(
          (other) => other !== user && other.status !== 'deleted' && other.email.toLowerCase() === wanted,
        )
      ) {
        return conflict(userMessages.emailTaken);
      }
      const before = { email: user.email, pendingEmail: change.newEmail };
      changeRecord(user, shownFields.user, (changed) => {
        changed.email = change.newEmail;
      });
      // The user's other links stop working: every password link and other email confirmations.
      for (const [token, userId] of db.passwordTokens) if (userId === user._id) db.revokedTokens.add(token);
      for (const [token, other] of db.emailTokens) if (other.userId === user._id) db.revokedTokens.add(token);
      // Every session ends but the one that opened the link, if it is the user's own (a public operation: the
      // fake's caller is whoever is signed in in this browser).
      const own = db.session?.user._id === user._id ? db.session.id : undefined;
      db.endSessionsOf(user._id, own);
      db.recordActivity(
        activity.users({
          actor: { ...owner(user), email: before.email },
          action: 'user.email-changed',
          user: { id: user._id, email: user.email },
          before,
          after: { email: user.email, pendingEmail: null },
        }),
        tenant.company._id,
      );
      return response(200).json({ message: emailChangeMessages.confirmed });
    }),

    // A new company whose first administrator sets a password from the mailed link; it expires unconfirmed after an
    // hour, and never touches an existing account. An address with an unconfirmed sign-up gets a fresh link for it.
    post('/api/accounts', ({ body, response }) => {
      const now = db.now();
      db.otherTenants = db.otherTenants.filter(
        (tenant) => tenant.signUpExpiresAt === null || tenant.signUpExpiresAt > now,
      );
      const expiresAt = new Date(Date.parse(now) + SIGN_UP_MS).toISOString();
      const wanted = body.email.toLowerCase();
      const pending = db.otherTenants.find(
        (tenant) =>
          tenant.signUpExpiresAt !== null &&
          tenant.users.some((user) => user.status === 'invited' && user.email.toLowerCase() === wanted),
      );
      const token = db.token(32);
      let companyId = pending?.company._id ?? null;
      if (pending) {
        const user = pending.users.find((candidate) => candidate.email.toLowerCase() === wanted);
        if (user) {
          db.passwordTokens.set(token, user._id);
          user.invitationExpiresAt = expiresAt;
        }
        pending.signUpExpiresAt = expiresAt;
      } else {
        const newCompanyId = db.id();
        companyId = newCompanyId;
        const groupId = db.id();
        const name = `${body.firstName} ${body.lastName}`;
        const tenant = db.newTenant(
          makeCompany({
            _id: newCompanyId,
            name: body.companyName,
            invoice_email: '',
            invoice_address: '',
            vat: '',
            contact_person: name,
            logo: '',
            logoUrl: null,
            plan: 'Standard',
            lastInvoiceDate: null,
            nextInvoiceDate: null,
          }),
        );
        tenant.groups.push({
          _id: groupId,
          name: 'Administration',
          description: 'Full access to every module, setting and panel of the company.',
          access: accessWith(true),
          version: 1,
        });
        const userId = db.id();
        tenant.users.push({
          _id: userId,
          name,
          email: body.email,
          phone: null,
          status: 'invited',
          isDeleted: 'false',
          permissionGroupId: groupId,
          companyId: newCompanyId,
          createdAt: now,
          // Until its set-password link expires, as the server reads it from the user's open links.
          invitationExpiresAt: expiresAt,
          // A sign-up's administrator was mailed a set-password link, not an invitation.
          invitationMail: null,
          password: null,
          registerToken: null,
          version: 1,
        });
        tenant.signUpExpiresAt = expiresAt;
        db.passwordTokens.set(token, userId);
        db.otherTenants.push(tenant);
        db.recordActivity(
          activity.company({
            actor: { id: null, name, email: body.email },
            action: 'company.signed-up',
            target: { id: newCompanyId, label: body.companyName },
            before: null,
            after: { name: body.companyName, administrator: body.email, status: 'unconfirmed' },
          }),
          newCompanyId,
        );
      }
      db.sendMail({ to: body.email, kind: 'sign-up', token, companyId });
      return response(201).json({ message: linkMessages.signUpAccepted });
    }),
  ];
}
