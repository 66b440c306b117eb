import { TeachersSection } from '../features/teachers/components/TeachersSection';

/** Every teacher, for the shell's About page (exposed as ./TeachersSection); nothing when there are none. */
export default function AllTeachers() {
  return <TeachersSection />;
}
