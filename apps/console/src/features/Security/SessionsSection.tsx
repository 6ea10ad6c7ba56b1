import { type Session, useApi } from '@qone/api-client';
import { Button, SectionHeader, type SessionRow, SessionTable, sessionName } from '@qone/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { loadError } from '../../app/LoadError';
import { useAction } from '../../app/useAction';
import { useFormat } from '../../app/useFormat';
import { securityCopy } from '../../copy';
import { ConfirmAction } from '../RecordList';

const t = securityCopy.sessions;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.space200};
`;

/**
 * My sessions: each browser signed in to my account (this one marked), when and how it signed in, End for any other
 * and End all other sessions — each confirmed; a fresh proof is asked for by the shell when the server wants one.
 */
export function SessionsSection() {
  const { useMySessions, useMutations } = useApi();
  const sessions = useMySessions();
  const { endMySession, endMyOtherSessions } = useMutations();
  const format = useFormat();
  const [ending, setEnding] = useState<Session | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const endOne = useAction({
    run: (id: string) => endMySession(id),
    success: (answer) => answer.message,
  });
  const endOthers = useAction({
    run: () => endMyOtherSessions(),
    success: (answer) => answer.message,
  });

  const rows: SessionRow[] = (sessions.data ?? []).map((session) => ({
    id: session.id,
    browser: session.browser,
    system: session.system,
    ip: session.ip,
    signedInAt: format.moment(session.createdAt),
    lastActiveAt: format.moment(session.lastActiveAt),
    method: t.methods[session.method],
    current: session.current,
  }));
  const others = rows.filter((row) => !row.current).length;

  return (
    <Section aria-labelledby="sessions-heading">
      <SectionHeader
        title={t.heading}
        titleId="sessions-heading"
        description={t.intro}
        actions={
          others > 0 ? (
            <Button
              variant="danger"
              onClick={() => {
                endOthers.reset();
                setEndingOthers(true);
              }}
            >
              {t.endAllOthers}
            </Button>
          ) : null
        }
      />
      <SessionTable
        rows={rows}
        labels={t}
        loading={sessions.isLoading}
        error={loadError(sessions, { title: t.loadError })}
        onEnd={(id) => {
          endOne.reset();
          setEnding(sessions.data?.find((session) => session.id === id) ?? null);
        }}
      />
      <ConfirmAction
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null);
        }}
        title={t.confirmEndTitle}
        message={ending ? t.confirmEnd(sessionName(ending, t.unknown)) : ''}
        confirmLabel={t.end}
        error={endOne.error}
        onConfirm={() => (ending ? endOne.run(ending.id) : undefined)}
      />
      <ConfirmAction
        open={endingOthers}
        onOpenChange={setEndingOthers}
        title={t.confirmEndOthersTitle}
        message={t.confirmEndOthers}
        confirmLabel={t.endAllOthers}
        error={endOthers.error}
        onConfirm={() => endOthers.run()}
      />
    </Section>
  );
}
