import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: charts and courses overview, ADMIN (/admin/dashboard); Victory stays in this chunk. */
export function AdminDashboardPage() {
  return <ComingSoon title="Admin Dashboard" />;
}
