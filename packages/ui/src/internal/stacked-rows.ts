import styled from 'styled-components';

/** A column's name beside its value, shown only where the rows stack as cards (the header row is hidden there). */
export const PhoneLabel = styled.span`
  display: none;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
  font-weight: ${({ theme }) => theme.font.weightSemibold};
`;

/**
 * Wraps a kit `Table` whose rows are few and tall with meaning (sessions, passkeys): below the tablet breakpoint each
 * row is a card-like block, its cells one under the other, rather than a row wider than the phone that scrolls
 * sideways with its buttons off to the right. Cells that need their column's name say it with `PhoneLabel`.
 */
export const StackedOnPhone = styled.div`
  @media (width < ${({ theme }) => theme.breakpoints.tablet}) {
    /* The cards are taller than rows: the page scrolls, not a frame inside it. */
    & > div {
      max-height: none;
    }
    table {
      min-width: 0;
    }
    colgroup,
    thead {
      display: none;
    }
    table,
    tbody,
    tr,
    td {
      display: block;
      width: auto;
    }
    tr {
      height: auto;
      padding: ${({ theme }) => theme.space.space150} 0;
      border-bottom: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderMuted};
    }
    tr:last-child {
      border-bottom: 0;
    }
    td {
      padding: ${({ theme }) => theme.space.space50} ${({ theme }) => theme.space.space200};
      border-bottom: 0;
      white-space: normal;
    }
    td:empty {
      display: none;
    }
    ${PhoneLabel} {
      display: block;
    }
  }
`;
