import { api } from '@/lib/api';
import type { ApiQuery, ApiSchema } from '@/lib/api-types';

/** What a link of an appointment mail does. */
export type ClientAction = ApiSchema<'ClientAction'>;
/** The appointment a link names, as its page shows it. */
export type LinkedAppointment = ApiSchema<'LinkedAppointmentView'>;
/** The link's appointment, action and token, as the mail's address carries them. */
export type LinkArgs = ApiQuery<'linked_appointment'>;
export type ActByLinkBody = ApiSchema<'ActBody'>;
type Slot = ApiSchema<'SlotView'>;

/**
 * The pages of the links in a client's appointment mails (docs/api.md, self-service): reading never
 * changes anything; the page's button sends the one POST.
 */
export const selfServiceApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLinkedAppointment: build.query<LinkedAppointment, LinkArgs>({
      query: (params) => ({ url: '/self-service', params }),
    }),
    /** The day's slots at the appointment's place, for a 'Remarcar' link. */
    getLinkedSlots: build.query<Slot[], LinkArgs & { date: string }>({
      query: (params) => ({ url: '/self-service/slots', params }),
    }),
    actByLink: build.mutation<LinkedAppointment, ActByLinkBody>({
      query: (body) => ({ url: '/self-service', method: 'POST', body }),
    }),
  }),
});

export const { useGetLinkedAppointmentQuery, useGetLinkedSlotsQuery, useActByLinkMutation } = selfServiceApi;
