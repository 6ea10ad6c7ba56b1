import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { uiCopy } from '../copy';
import { Spinner } from '../Spinner';

const Frame = styled.div`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.size.columnMedium};
  height: ${({ theme }) => theme.size.columnMedium};
  padding: ${({ theme }) => theme.space.space100};
  background: ${({ theme }) => theme.color.canvasDefault};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  & > img {
    width: 100%;
    height: 100%;
  }
`;

/**
 * A QR code of `value`, drawn as SVG by uqr (`./qr.editor.ts`) — imported only when a QR code first shows, so the
 * library is in no page's first load.
 */
export function QrCode({ value, label = uiCopy.totpEnrolment.qrCode }: { value: string; label?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setSvg(null);
    import('./qr.editor').then(({ qrSvg }) => {
      if (current) setSvg(qrSvg(value));
    });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Frame>
      {svg ? (
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={label} />
      ) : (
        <Spinner srText={uiCopy.totpEnrolment.qrLoading} />
      )}
    </Frame>
  );
}
