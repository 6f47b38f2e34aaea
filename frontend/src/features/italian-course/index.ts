export { usePromotionalPricesDialog, type PromotionalPrices } from './components/use-course-prices-dialog';
