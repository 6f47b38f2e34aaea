import { api } from '@/lib/api';
import type { CitizenshipOffer, Course, CourseChanges, Service, ServiceChanges } from './types';

/** `all`: administrators also get the inactive items (the /admin tables). */
interface ListArgs {
  all?: boolean;
}

const listUrl = (path: string, args: ListArgs | void) => (args?.all ? `${path}?all=true` : path);

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<Service[], ListArgs | void>({
      query: (args) => listUrl('/services', args),
      providesTags: ['Services'],
    }),
    getCourses: build.query<Course[], ListArgs | void>({
      query: (args) => listUrl('/courses', args),
      providesTags: ['Courses'],
    }),
    /** The price dialog of the appointments page. */
    setServicePrice: build.mutation<Service, { id: number; price: number }>({
      query: ({ id, price }) => ({ url: `/admin/services/${id}`, method: 'PATCH', body: { price } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Services']),
    }),
    setCoursePrice: build.mutation<Course, { id: number; price: number }>({
      query: ({ id, price }) => ({ url: `/admin/courses/${id}`, method: 'PATCH', body: { price } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Courses']),
    }),
    /** The edit dialog of the /admin services table. */
    updateService: build.mutation<Service, { id: number; changes: ServiceChanges }>({
      query: ({ id, changes }) => ({ url: `/services/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error) => (error ? [] : ['Services']),
    }),
    /** The edit dialogs of the /admin courses table and of /italian-course-admin. */
    updateCourse: build.mutation<Course, { id: number; changes: CourseChanges }>({
      query: ({ id, changes }) => ({ url: `/courses/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, error) => (error ? [] : ['Courses']),
    }),
    /** The Italian citizenship services with their stored prices. */
    getCitizenshipOffers: build.query<CitizenshipOffer[], void>({
      query: () => '/citizenship-offers',
      providesTags: ['CitizenshipOffers'],
    }),
    /** 'Editar Preço' of a citizenship service (administrators). */
    setCitizenshipOfferPrices: build.mutation<
      CitizenshipOffer,
      { id: number; price: number; discountPrice: number | null }
    >({
      query: ({ id, price, discountPrice }) => ({
        url: `/admin/citizenship-offers/${id}`,
        method: 'PATCH',
        body: { price, discountPrice },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['CitizenshipOffers']),
    }),
  }),
});

export const {
  useGetCitizenshipOffersQuery,
  useSetCitizenshipOfferPricesMutation,
  useGetServicesQuery,
  useGetCoursesQuery,
  useSetServicePriceMutation,
  useSetCoursePriceMutation,
  useUpdateServiceMutation,
  useUpdateCourseMutation,
} = catalogApi;
