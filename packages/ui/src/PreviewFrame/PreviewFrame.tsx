import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { Spinner } from '../Spinner';

/** The widths a preview can take: desktop 1024, tablet 768, mobile 375 (the `device*` size tokens). */
export type PreviewDevice = 'desktop' | 'tablet' | 'mobile';

export interface PreviewFrameProps {
  /** The URL of the rendered content; it should be served with its own sandboxing policy. */
  src: string | undefined;
  /** Names the frame for screen readers, e.g. "Preview of Welcome email". */
  title: string;
  /** The width the content is shown at. */
  device?: PreviewDevice;
  /**
   * The frame's `sandbox` attribute: `''` (the default) allows nothing — no script, form, popup or same-origin
   * access. Widen it only for content that must run scripts, never with `allow-same-origin`.
   */
  sandbox?: string;
  /** A caption above the frame, e.g. "Mobile · 375 px". */
  caption?: ReactNode;
  /** The caller is preparing the content. */
  loading?: boolean;
  /** Shown instead of the frame, e.g. an `ErrorState`. */
  error?: ReactNode;
  /** Fills the viewport (the public page) instead of the framed preview area. */
  fullPage?: boolean;
  /** The iframe. */
  ref?: Ref<HTMLIFrameElement>;
}

const widths = { desktop: 'deviceDesktop', tablet: 'deviceTablet', mobile: 'deviceMobile' } as const;

const Area = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.space100};
  padding: ${({ theme }) => theme.space.space200};
  overflow-x: auto;
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusMedium};
  background: ${({ theme }) => theme.color.canvasInset};
`;

const Caption = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fgMuted};
  font-size: ${({ theme }) => theme.fontSize.fontSize75};
`;

/** Holds the frame at its scaled size, so the layout around it takes the size the frame is seen at. */
const Scaled = styled.div`
  flex-shrink: 0;
`;

const Frame = styled.iframe<{ $device: PreviewDevice }>`
  display: block;
  transform-origin: 0 0;
  width: ${({ theme, $device }) => theme.size[widths[$device]]};
  height: ${({ theme }) => theme.size.previewHeight};
  border: ${({ theme }) => theme.size.borderWidth} solid ${({ theme }) => theme.color.borderDefault};
  border-radius: ${({ theme }) => theme.radius.radiusSmall};
  background: ${({ theme }) => theme.color.canvasDefault};
  box-shadow: ${({ theme }) => theme.shadow.shadowMedium};
`;

const FullPage = styled.iframe`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  background: ${({ theme }) => theme.color.canvasDefault};
`;

const Placeholder = styled.div`
  display: grid;
  place-items: center;
  width: 100%;
  min-height: ${({ theme }) => theme.size.previewHeight};
`;

/**
 * Rendered content (an email, a page) in a sandboxed frame at a device's width: desktop 1024 px, tablet 768 px,
 * mobile 375 px. The frame never shares the app's origin (no `allow-same-origin`), so what the content holds cannot
 * reach the app's cookies, storage or page; with the default `sandbox=""` it cannot run scripts at all.
 */
export function PreviewFrame({
  src,
  title,
  device = 'desktop',
  sandbox = '',
  caption,
  loading,
  error,
  fullPage,
  ref,
}: PreviewFrameProps) {
  const theme = useTheme();
  const areaRef = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState<number | null>(null);
  useLayoutEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setAvailable(entry.contentRect.width);
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, []);
  // A device wider than the place it is shown in (the desktop preview in a dialog) is scaled down to fit whole.
  const deviceWidth = Number.parseFloat(theme.size[widths[device]]);
  const height = Number.parseFloat(theme.size.previewHeight);
  const scale = available !== null && available < deviceWidth ? available / deviceWidth : 1;
  const frame =
    src && !loading && !error ? (
      fullPage ? (
        <FullPage ref={ref} src={src} title={title} sandbox={sandbox} referrerPolicy="no-referrer" />
      ) : (
        <Scaled style={{ width: deviceWidth * scale, height: height * scale }}>
          <Frame
            ref={ref}
            src={src}
            title={title}
            sandbox={sandbox}
            referrerPolicy="no-referrer"
            $device={device}
            style={scale < 1 ? { transform: `scale(${scale})` } : undefined}
          />
        </Scaled>
      )
    ) : null;
  if (fullPage) return frame ?? <Placeholder>{error ?? <Spinner srText={title} />}</Placeholder>;
  return (
    <Area ref={areaRef} data-device={device}>
      {caption ? <Caption>{caption}</Caption> : null}
      {frame ?? <Placeholder>{error ?? <Spinner srText={title} />}</Placeholder>}
    </Area>
  );
}
PreviewFrame.displayName = 'PreviewFrame';
