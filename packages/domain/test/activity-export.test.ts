import {
  ACTIVITY_RETENTION,
  ACTIVITY_RETENTION_CHOICES,
  actionWords,
  activityExportHead,
  activityExportLines,
  activityRetentionCutoff,
  csvCell,
  spreadsheetSafeText,
} from '@qone/domain/activity-export';
import { describe, expect, it } from 'vitest';

const event = {
  _id: '00000000-0000-4000-8000-000000000001',
  at: '2026-11-27T10:00:00.000Z',
  actor: { _id: null, name: 'Ada', email: 'ada@example.com' },
  area: 'roles',
  action: 'role.updated',
  targetType: 'role',
  targetId: 'r1',
  targetLabel: 'Lead',
  before: { role: 'Auditor', rank: 1 },
  after: { role: 'Lead', rank: 2 },
};

describe('the activity export (issue 25 point 8)', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('makes %j text in a spreadsheet', (text) => {
    expect(spreadsheetSafeText(text)).toBe(`'${text}`);
  });

  it('leaves other texts as they are', () => {
    for (const text of ['', 'Plain', 'a=b', ' =1', '1-2']) expect(spreadsheetSafeText(text)).toBe(text);
  });

  it('quotes a cell holding the delimiter, a quote or a line break (RFC 4180), after making it formula-safe', () => {
    expect(csvCell('a,b', ',')).toBe('"a,b"');
    expect(csvCell('a,b', ';')).toBe('a,b');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('say "hi"', ',')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines', ',')).toBe('"two\nlines"');
    expect(csvCell('\rx', ',')).toBe(`"'\rx"`);
    expect(csvCell('=HYPERLINK("u","x")', ',')).toBe(`"'=HYPERLINK(""u"",""x"")"`);
  });

  it('starts a CSV with the byte-order mark and the header; JSON Lines with nothing', () => {
    expect(activityExportHead({ format: 'csv', delimiter: ';', rows: 'event' })).toBe(
      '\uFEFFTime;Actor;Actor email;Action;Action key;Area;Target type;Target;Target id;Field;Before;After\r\n',
    );
    expect(activityExportHead({ format: 'jsonl', delimiter: ',', rows: 'event' })).toBe('');
  });

  it('writes one row per event or one per changed field', () => {
    const fixed = '2026-11-27T10:00:00.000Z,Ada,ada@example.com,Role updated,role.updated,roles,role,Lead,r1';
    expect(activityExportLines(event, { format: 'csv', delimiter: ',', rows: 'event' })).toBe(
      `${fixed},"role, rank","{""role"":""Auditor"",""rank"":1}","{""role"":""Lead"",""rank"":2}"\r\n`,
    );
    expect(activityExportLines(event, { format: 'csv', delimiter: ',', rows: 'field' })).toBe(
      `${fixed},role,Auditor,Lead\r\n${fixed},rank,1,2\r\n`,
    );
    expect(
      activityExportLines(
        { ...event, before: null, after: null },
        { format: 'csv', delimiter: ',', rows: 'field' },
      ),
    ).toBe(`${fixed},,,\r\n`);
    expect(
      JSON.parse(activityExportLines(event, { format: 'jsonl', delimiter: ',', rows: 'event' })),
    ).toEqual(event);
  });

  it('says an action in words', () => {
    expect(actionWords('permission-group.flag-changed')).toBe('Permission group flag changed');
  });
});

describe('activity retention (issue 25 point 9)', () => {
  it('offers choices from 90 days to 10 years, the default among them', () => {
    expect(ACTIVITY_RETENTION_CHOICES[0]).toBe(ACTIVITY_RETENTION.minDays);
    expect(ACTIVITY_RETENTION_CHOICES.at(-1)).toBe(ACTIVITY_RETENTION.maxDays);
    expect(ACTIVITY_RETENTION_CHOICES).toContain(ACTIVITY_RETENTION.defaultDays);
  });

  it('cuts off `days` whole days before now', () => {
    expect(activityRetentionCutoff(new Date('2026-11-27T00:00:00Z'), 90).toISOString()).toBe(
      '2026-08-29T00:00:00.000Z',
    );
  });
});
