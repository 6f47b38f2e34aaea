import {
  IconBinaryTree,
  IconBook,
  IconBriefcase,
  IconCalendarEvent,
  IconFiles,
  IconFlag,
  IconHomeDollar,
  IconClipboardList,
  IconLayoutDashboard,
  IconMessages,
  IconProgressCheck,
  IconQrcode,
  IconSchool,
  IconSettings,
  IconShieldLock,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';

export type NavItemKey =
  | 'dashboard'
  | 'appointments'
  | 'processTracking'
  | 'italianCitizenship'
  | 'familyTree'
  | 'italianCourse'
  | 'estateInventory'
  | 'laborBenefits'
  | 'messages'
  | 'documents'
  | 'quickAccess'
  | 'settings'
  | 'admin'
  | 'usersManagement'
  | 'italianCourseAdmin'
  | 'requests';

export interface NavItem {
  key: NavItemKey;
  to: string;
  icon: Icon;
}

const item = (key: NavItemKey, to: string, icon: Icon): NavItem => ({ key, to, icon });

const dashboard = item('dashboard', paths.home, IconLayoutDashboard);
const appointments = item('appointments', paths.appointments, IconCalendarEvent);
const processTracking = item('processTracking', paths.processTracking, IconProgressCheck);
const italianCitizenship = item('italianCitizenship', paths.italianCitizenship, IconFlag);
const familyTree = item('familyTree', paths.familyTree, IconBinaryTree);
const italianCourse = item('italianCourse', paths.italianCourse, IconSchool);
const estateInventory = item('estateInventory', paths.estateInventory, IconHomeDollar);
const laborBenefits = item('laborBenefits', paths.laborBenefits, IconBriefcase);
const messages = item('messages', paths.messages, IconMessages);
const documents = item('documents', paths.documents, IconFiles);
const quickAccess = item('quickAccess', paths.quickAccess, IconQrcode);
const settings = item('settings', paths.settings, IconSettings);
const requests = item('requests', paths.requests, IconClipboardList);

/**
 * Every page of a client, in one order on a desktop's sidebar and in a phone's menu: each page can be
 * reached from either (decision 27 of docs/product-decisions.md).
 */
const clientItems: NavItem[] = [
  dashboard,
  appointments,
  processTracking,
  italianCitizenship,
  familyTree,
  italianCourse,
  estateInventory,
  laborBenefits,
  messages,
  documents,
  requests,
  quickAccess,
  settings,
];

/** Staff follow every client's cases and requests from Administração, not their own. */
const clientsOnly = new Set<NavItemKey>(['processTracking', 'requests']);

/** The navigation's entries for `role`, before the administration section. */
export function navigationItems(role: 'admin' | 'user'): NavItem[] {
  return role === 'admin' ? clientItems.filter((entry) => !clientsOnly.has(entry.key)) : clientItems;
}

export const bottomBarItems: NavItem[] = [dashboard, appointments, messages, documents];

/** Shown only to administrators; the server enforces the same rule on every call. */
export const adminItems: NavItem[] = [
  item('admin', paths.admin, IconShieldLock),
  item('usersManagement', paths.usersManagement, IconUsers),
  item('italianCourseAdmin', paths.italianCourseAdmin, IconBook),
];
