import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: grid of course cards (spec section 2, /courses). */
export function CoursesPage() {
  return <ComingSoon title="All Courses" />;
}
