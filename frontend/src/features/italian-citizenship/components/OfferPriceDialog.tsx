import { useTranslation } from 'react-i18next';
import { PriceDialog, useSetCitizenshipOfferPricesMutation, type CitizenshipOffer } from '@/features/catalog';
import { usePromotionalPricesDialog } from '@/features/italian-course';
import '../i18n';

interface OfferPriceDialogProps {
  offer: CitizenshipOffer | null;
  opened: boolean;
  onClose: () => void;
}

/** An administrator's dialog for a citizenship service's regular and promotional prices. */
export function OfferPriceDialog({ offer, opened, onClose }: OfferPriceDialogProps) {
  const { t } = useTranslation();
  const [setPrices, { isLoading: saving }] = useSetCitizenshipOfferPricesMutation();
  const priceDialog = usePromotionalPricesDialog(
    offer,
    saving,
    (id, changed) => setPrices({ id, ...changed }).unwrap(),
    t('citizenship.services.priceSaved'),
  );
  return <PriceDialog {...priceDialog} opened={opened} onClose={onClose} />;
}
