import { ComingSoonPage } from '@/components/ComingSoon';

export default function ItalianCoursePage() {
  return <ComingSoonPage page="italianCourse" />;
}
