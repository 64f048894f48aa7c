import type { ProductType } from '../../../domain/catalog';
import type { CourseSection, NetContent, Property } from '../../../domain/catalog-schema';

export interface SeedImage {
  /** A complete SVG document; stored as is and rendered to WebP on request. */
  svg: string;
  alt: string;
}

export interface SeedRating {
  title: string | null;
  ort: string | null;
  rate: number;
  comment: string | null;
  /** ISO yyyy-mm-dd */
  date: string;
  enabled: boolean;
}

export interface SeedCourseDate {
  /** 'Gruppe 1' for a series group, null for a single date. */
  label: string | null;
  /** ISO dates; the first one is the start date. */
  fixedDates: string[];
  time: string;
  totalSpace: number;
  /** Places already booked by demo buyers. */
  booked: number;
}

export interface SeedCourse {
  series: boolean;
  time: string;
  location: string;
  /** What participants bring along (the reminder and the calendar file say it). */
  bring?: string;
  sections: CourseSection[];
  dates: SeedCourseDate[];
}

export interface SeedProduct {
  id: string;
  type: ProductType;
  title: string;
  priceCents: number;
  shortDescription: string;
  description: string;
  longDescription: string;
  amountAvailable: number;
  /** Defaults to true; false proves that hidden products stay out of the shop. */
  productDisplayed?: boolean;
  properties: Property[];
  netContent?: NetContent;
  images: SeedImage[];
  ratings?: SeedRating[];
  course?: SeedCourse;
}
