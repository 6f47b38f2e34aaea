/** A service as GET /api/services answers it; prices in centavos. */
export interface Service {
  id: number;
  name: string;
  description: string;
  /** Minutes. */
  duration: number;
  country: string;
  /** Centavos; null means 'SOB CONSULTA'. */
  price: number | null;
  /** Only in an administrator's answer. */
  discountAvailable?: boolean;
  /** A percentage, 1 to 99; only in an administrator's answer. */
  discountAmount?: number | null;
  discountCode?: string | null;
  active?: boolean;
}

/** A course as GET /api/courses answers it; prices in centavos. */
export interface Course {
  id: number;
  name: string;
  description: string;
  /** Hours. */
  duration: number;
  price: number;
  /** The promotional price, below `price`; null when there is none. */
  discountPrice: number | null;
  /** Rounded 1 - discountPrice / price, as a percentage; null without a promotional price. */
  discountPercent: number | null;
  active: boolean;
}

/** An administrator's edit of a service (PATCH /api/services/{id}); prices in centavos. */
export interface ServiceChanges {
  name: string;
  price: number | null;
  discountAvailable: boolean;
  discountAmount: number | null;
  discountCode: string | null;
  active: boolean;
}

/** An administrator's edit of a course (PATCH /api/courses/{id}); prices in centavos. */
export interface CourseChanges {
  name?: string;
  price: number;
  discountPrice: number | null;
  active?: boolean;
}
