import type { Course } from './types';

/** The percentage a promotional price takes off: rounded 1 - discount / price. */
export function computeDiscountPercent(price: number, discountPrice: number): number {
  return Math.round((1 - discountPrice / price) * 100);
}

/** A course's discount percentage as the API gives it, computed when the answer lacks it. */
export function discountPercent(course: Pick<Course, 'price' | 'discountPrice' | 'discountPercent'>): number | null {
  if (course.discountPercent !== null) return course.discountPercent;
  if (course.discountPrice === null || course.price <= 0) return null;
  return computeDiscountPercent(course.price, course.discountPrice);
}
