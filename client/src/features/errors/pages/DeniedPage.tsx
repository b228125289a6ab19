import { StatusScreen } from '../components/StatusScreen';

/** '403 Access denied' with a Go Back button. */
export function DeniedPage() {
  return <StatusScreen code="403" message="Access denied" />;
}
