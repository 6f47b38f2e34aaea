import { ComingSoonPage } from '@/components/ComingSoon';

export default function LaborBenefitsPage() {
  return <ComingSoonPage page="laborBenefits" />;
}
