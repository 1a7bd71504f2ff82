// The catch-all's 404 page (signed-in visitors; the catch-all sends signed-out ones to /auth).
import { ErrorPage } from './error-page';

export default function NotFoundPage() {
  return <ErrorPage kind="notFound" />;
}
