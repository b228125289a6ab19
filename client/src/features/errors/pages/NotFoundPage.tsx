import { StatusScreen } from '../components/StatusScreen';

/** '404 Page not found' with a Go Back button. */
export function NotFoundPage() {
  return <StatusScreen code="404" message="Page not found" />;
}
