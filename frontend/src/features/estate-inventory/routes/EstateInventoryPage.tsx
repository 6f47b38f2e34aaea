import { ComingSoonPage } from '@/components/ComingSoon';

export default function EstateInventoryPage() {
  return <ComingSoonPage page="estateInventory" />;
}
