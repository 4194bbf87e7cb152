// The banner create and inline-edit forms (SPEC §2 Banners, §5 Banner).
import type { Schemas } from '@/lib/api/client';
import { fromDateTimeLocal, toDateTimeLocal } from './banner-dates';
import { MSG } from './messages';
import { sortOrderField, sortOrderInput } from './sort-order';

export type AdminBanner = Schemas['Banner'];

export interface BannerFormValues {
  title: string;
  label: string;
  img: string;
  link: string;
  categoryId: string;
  sortOrder: string;
  active: boolean;
  startAt: string;
  endAt: string;
}

export const EMPTY_BANNER_FORM: BannerFormValues = {
  title: '',
  label: '',
  img: '',
  link: '',
  categoryId: '',
  sortOrder: '',
  active: true,
  startAt: '',
  endAt: '',
};

export function bannerToForm(banner: AdminBanner): BannerFormValues {
  return {
    title: banner.title,
    label: banner.label,
    img: banner.img,
    link: banner.link,
    categoryId: banner.categoryId ?? '',
    sortOrder: sortOrderInput(banner.sortOrder),
    active: banner.active,
    startAt: toDateTimeLocal(banner.startAt),
    endAt: toDateTimeLocal(banner.endAt),
  };
}

/** The validation message of a banner form, or null when it can be sent. */
export function validateBanner(values: Pick<BannerFormValues, 'img'>): string | null {
  return values.img.trim() ? null : MSG.bannerImageRequired;
}

/**
 * The request body. A blank sort order is left out (count + 1 on create, unchanged on update);
 * an empty or invalid start or end is null.
 */
export function bannerRequest(values: BannerFormValues): Schemas['BannerRequest'] {
  return {
    title: values.title.trim(),
    label: values.label.trim(),
    img: values.img.trim(),
    link: values.link.trim(),
    categoryId: values.categoryId || null,
    active: values.active,
    ...sortOrderField(values.sortOrder),
    startAt: fromDateTimeLocal(values.startAt),
    endAt: fromDateTimeLocal(values.endAt),
  };
}
