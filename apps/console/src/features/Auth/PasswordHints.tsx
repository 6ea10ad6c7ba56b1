import { type PasswordContext, passwordRules } from '@qone/domain/password-rules';
import { CheckIcon, DashIcon } from '@qone/ui';
import styled from 'styled-components';
import { authCopy } from '../../copy';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space25};
  margin: calc(-1 * ${({ theme }) => theme.space.space100}) 0 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

const Item = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space50};
  color: ${({ theme, $met }) => ($met ? theme.color.successFg : theme.color.fgMuted)};
  svg {
    flex: none;
  }
`;

export interface PasswordHintsProps {
  /** The new password as typed so far. */
  password: string;
  /** Give the password input `aria-describedby={id}` so the rules are read with it. */
  id: string;
  /** What is known of the account (email, name, company): the password may not contain it. */
  context?: PasswordContext;
}

/**
 * The new-password rules, ticked off live as the user types, in the words the server refuses with: the rules are
 * the server's own (`@qone/domain/password-rules`), which checks them again.
 */
export function PasswordHints({ password, id, context }: PasswordHintsProps) {
  return (
    <List id={id} aria-label={authCopy.passwordRules.label} aria-live="polite">
      {passwordRules(password, context).map((rule) => (
        <Item key={rule.id} $met={rule.met} data-met={rule.met}>
          {/* The icon's name says whether the rule is met ("met, Password must be at least 12 characters"). */}
          {rule.met ? (
            <CheckIcon aria-label={authCopy.passwordRules.met} />
          ) : (
            <DashIcon aria-label={authCopy.passwordRules.notMet} />
          )}
          {rule.message}
        </Item>
      ))}
    </List>
  );
}
