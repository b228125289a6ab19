import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: course creation form, ADMIN (/course/create). */
export function CreateCoursePage() {
  return <ComingSoon title="Create New Course" />;
}
