import { CheckIcon, DashIcon } from '@qone/ui';
import styled from 'styled-components';
import { authCopy } from '../../copy';
import { passwordHints } from '../../forms/rules';

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
}

/** The new-password rules, ticked off live as the user types (the server checks them again). */
export function PasswordHints({ password, id }: PasswordHintsProps) {
  return (
    <List id={id} aria-label={authCopy.passwordRules.label} aria-live="polite">
      {passwordHints(password).map((hint) => (
        <Item key={hint.id} $met={hint.met} data-met={hint.met}>
          {/* The icon's name says whether the rule is met ("met, At least 12 characters"). */}
          {hint.met ? (
            <CheckIcon aria-label={authCopy.passwordRules.met} />
          ) : (
            <DashIcon aria-label={authCopy.passwordRules.notMet} />
          )}
          {hint.label}
        </Item>
      ))}
    </List>
  );
}
