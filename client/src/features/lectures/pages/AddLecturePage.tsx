import { ComingSoon } from '../../../components/ui/coming-soon';

/** Placeholder: lecture upload with progress and cancel, ADMIN (/course/addlecture). */
export function AddLecturePage() {
  return <ComingSoon title="Add New Lecture" />;
}
