export {
  useGetCitizenshipOffersQuery,
  useSetCitizenshipOfferPricesMutation,
  useGetCoursesQuery,
  useGetServicesQuery,
  useSetCoursePriceMutation,
  useSetServicePriceMutation,
  useUpdateCourseMutation,
  useUpdateServiceMutation,
} from './api';
export { CoursesTab } from './components/CoursesTab';
export { CoursePriceTag } from './components/CoursePriceTag';
export { computeDiscountPercent, discountPercent } from './discount';
export { ServicesTab } from './components/ServicesTab';
export type { CitizenshipOffer, Course, CourseChanges, Service, ServiceChanges } from './types';
export { checkCoursePrices, readRequiredPrice, type PriceErrorKey } from './course-prices';
export { StatusBadge } from './components/StatusBadge';
export { PriceDialog, type PriceDialogSetup } from './components/PriceDialog';
export { PriceInput } from './components/PriceInput';
export { FormDialog, type FormDialogProps } from './components/FormDialog';
export { PencilButton } from './components/PencilButton';
