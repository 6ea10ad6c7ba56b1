import { Alert, type AlertProps } from '@qone/ui';
import { useEffect, useRef } from 'react';

export interface FormErrorProps extends Omit<AlertProps, 'variant' | 'children'> {
  /** The server's error text; nothing renders without one. */
  message: string | null | undefined;
}

/**
 * A failed submission: the server's text in a danger Alert (role alert), focused when it appears so keyboard and
 * screen-reader users land on it (the server's own text; a browser `alert()` is never used).
 */
export function FormError({ message, ...rest }: FormErrorProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <Alert ref={ref} variant="danger" tabIndex={-1} {...rest}>
      {message}
    </Alert>
  );
}
