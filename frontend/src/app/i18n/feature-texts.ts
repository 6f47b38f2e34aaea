import type { formTexts } from '@/components/form/i18n';
import type { appointmentsTexts } from '@/features/appointments/i18n';
import type { authTexts } from '@/features/auth/i18n';
import type { catalogTexts } from '@/features/catalog/i18n';
import type { demoTexts } from '@/features/demo/i18n';
import type { closuresTexts } from '@/features/closures/i18n';
import type { documentsTexts } from '@/features/documents/i18n';
import type { familyTreeTexts } from '@/features/family-tree/i18n';
import type { requestsTexts } from '@/features/requests/i18n';
import type { citizenshipTexts } from '@/features/italian-citizenship/i18n';
import type { inventoryTexts } from '@/features/estate-inventory/i18n';
import type { italianCourseTexts } from '@/features/italian-course/i18n';
import type { laborBenefitsTexts } from '@/features/labor-benefits/i18n';
import type { processTrackingTexts } from '@/features/process-tracking/i18n';
import type { inviteTexts } from '@/features/invite/i18n';
import type { messagesTexts } from '@/features/messages/i18n';
import type { quickAccessTexts } from '@/features/quick-access/i18n';
import type { selfServiceTexts } from '@/features/self-service/i18n';
import type { waitlistTexts } from '@/features/waitlist/i18n';
import type { settingsTexts } from '@/features/settings/i18n';
import type { usersTexts } from '@/features/users/i18n';

/**
 * The texts of the features (sign-in and registration included), of the pages reached from an e-mail
 * link and of the form kit's password field, each group added
 * by its feature's `i18n.ts` when a module that shows it loads (docs/decisions/feature-texts.md).
 */
export interface FeatureTexts {
  auth: typeof authTexts;
  form: typeof formTexts;
  settings: typeof settingsTexts;
  users: typeof usersTexts;
  catalog: typeof catalogTexts;
  laborBenefits: typeof laborBenefitsTexts;
  italianCoursePage: typeof italianCourseTexts;
  inventory: typeof inventoryTexts;
  appointments: typeof appointmentsTexts;
  selfService: typeof selfServiceTexts;
  waitlist: typeof waitlistTexts;
  messages: typeof messagesTexts;
  documents: typeof documentsTexts;
  closures: typeof closuresTexts;
  familyTree: typeof familyTreeTexts;
  requests: typeof requestsTexts;
  citizenship: typeof citizenshipTexts;
  processTracking: typeof processTrackingTexts;
  quickAccess: typeof quickAccessTexts;
  invite: typeof inviteTexts;
  demo: typeof demoTexts;
}
