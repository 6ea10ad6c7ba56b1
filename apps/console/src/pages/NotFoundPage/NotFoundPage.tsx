import { NotFound } from '../../app/NotFound';

/** Any address the console does not know (`app/NotFound`, which a public page that does not exist shows too). */
export function NotFoundPage() {
  return <NotFound />;
}
