// The category create and inline-edit forms (SPEC §2 Category list, §5 Category add and edit).
import type { Schemas } from '@/lib/api/client';
import { CATEGORY_BACKGROUNDS, type CategoryBackground } from '@/lib/constants';
import { MSG } from './messages';
import { sortOrderField, sortOrderInput } from './sort-order';

export type CategoryLayout = Schemas['Layout'];
export type AdminCategory = Schemas['Category'];

export const CATEGORY_LAYOUTS: readonly { value: CategoryLayout; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'giftBox', label: 'Gift box' },
];

export interface CategoryFormValues {
  name: string;
  slug: string;
  image: string;
  bg: CategoryBackground;
  sortOrder: string;
  active: boolean;
  layout: CategoryLayout;
}

export const EMPTY_CATEGORY_FORM: CategoryFormValues = {
  name: '',
  slug: '',
  image: '',
  bg: CATEGORY_BACKGROUNDS[0],
  sortOrder: '',
  active: true,
  layout: 'standard',
};

export function isBackground(value: unknown): value is CategoryBackground {
  return typeof value === 'string' && (CATEGORY_BACKGROUNDS as readonly string[]).includes(value);
}

export function categoryToForm(category: AdminCategory): CategoryFormValues {
  return {
    name: category.name,
    slug: category.slug,
    image: category.image ?? '',
    bg: category.bg,
    sortOrder: sortOrderInput(category.sortOrder),
    active: category.active !== false,
    layout: category.layout === 'giftBox' ? 'giftBox' : 'standard',
  };
}

/** The validation message of a category form, or null when it can be sent. */
export function validateCategory(values: Pick<CategoryFormValues, 'name'>): string | null {
  return values.name.trim() ? null : MSG.categoryNameRequired;
}

/** POST body: a blank sort order is left out, so the server uses count + 1. */
export function categoryCreateRequest(values: CategoryFormValues): Schemas['CategoryRequest'] {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    image: values.image.trim(),
    bg: values.bg,
    active: values.active,
    layout: values.layout,
    ...sortOrderField(values.sortOrder),
  };
}

/** PUT body of the inline edit: a blank or non-numeric sort order is left out (kept as it was). */
export function categoryUpdateRequest(values: CategoryFormValues): Schemas['CategoryRequest'] {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    image: values.image.trim(),
    bg: values.bg,
    active: values.active,
    ...sortOrderField(values.sortOrder),
  };
}
