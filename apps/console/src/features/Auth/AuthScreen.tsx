import { PageHeader } from '@qone/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { frameCopy } from '../../copy';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space300};
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.space600} ${({ theme }) => theme.space.space200};
  background: ${({ theme }) => theme.color.canvasSubtle};
`;

const Brand = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.fontSize300};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.color.fgDefault};
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space250};
  width: 100%;
  max-width: ${({ theme }) => theme.size.modalSmall};
  padding: ${({ theme }) => theme.space.space400} ${({ theme }) => theme.space.space300};
  background: ${({ theme }) => theme.color.canvasDefault};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusLarge};
  box-shadow: ${({ theme }) => theme.shadow.shadowMedium};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space150};
  padding-top: ${({ theme }) => theme.space.space200};
  border-top: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
  color: ${({ theme }) => theme.color.fgMuted};
`;

export interface AuthScreenProps {
  /** The page's heading (its only h1). */
  title: ReactNode;
  /** One or two sentences under the heading. */
  intro?: ReactNode;
  /** The form, or the message that replaces it. */
  children: ReactNode;
  /** Links to the neighbouring screens (log in, sign up, forgot password). */
  footer?: ReactNode;
}

/** The frame of the signed-out screens: the logo text and one centred panel. */
export function AuthScreen({ title, intro, children, footer }: AuthScreenProps) {
  return (
    <Screen>
      <Brand>{frameCopy.brand.logoText}</Brand>
      <Panel aria-labelledby="auth-screen-title">
        <PageHeader spacing="loose" titleId="auth-screen-title" title={title} description={intro} />
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Panel>
    </Screen>
  );
}

/** A vertical stack of fields and the submit button. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

/** A vertical stack of messages and actions (results that replace a form). */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

/** The row under a field that holds a secondary link (e.g. "Forgot password?"). */
export const FieldAside = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: calc(-1 * ${({ theme }) => theme.space.space100});
`;

/** A spinner and a sentence side by side, for a screen waiting on the server. */
export const LoadingRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  color: ${({ theme }) => theme.color.fgMuted};
`;
