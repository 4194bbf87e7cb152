// The product form's pack declarations (issue 28, Legal Metrology rules 6(10), 6(11)): whether the
// product is sold pre-packed, its generic name, who manufactured, packed or imported it (name and
// address), and its best-before. The server says what a shown pre-packed product still lacks
// ("declaration.genericName", …); the form shows those messages under the fields.
import type { Schemas } from '@/lib/api/client';

export type PackerRole = 'manufacturer' | 'packer' | 'importer';

export const PACKER_ROLES: { value: PackerRole; label: string }[] = [
  { value: 'manufacturer', label: 'Manufacturer' },
  { value: 'packer', label: 'Packer' },
  { value: 'importer', label: 'Importer' },
];

/** Longest declaration text, in characters (the server's limit). */
export const DECLARATION_TEXT_MAX = 300;

export interface DeclarationFormValues {
  /** Sold pre-packed; unticked for loose produce (then nothing else is declared). */
  packed: boolean;
  genericName: string;
  packerRole: PackerRole;
  /** Name and address, on as many lines as the label has. */
  packer: string;
  bestBefore: string;
}

/** The text fields of a declaration, as the server keys their errors ("declaration.packer"). */
export type DeclarationField = 'genericName' | 'packerRole' | 'packer' | 'bestBefore';

export const EMPTY_DECLARATION: DeclarationFormValues = {
  packed: false,
  genericName: '',
  packerRole: 'packer',
  packer: '',
  bestBefore: '',
};

/** The error key of a declaration field, as the server names it. */
export function declarationField(field: DeclarationField): string {
  return `declaration.${field}`;
}

function isRole(role: string): role is PackerRole {
  return PACKER_ROLES.some((option) => option.value === role);
}

/** The form's values from the admin's product; an answer without a declaration is loose produce. */
export function declarationToForm(declaration: Schemas['Declaration'] | null | undefined): DeclarationFormValues {
  if (!declaration) return EMPTY_DECLARATION;
  return {
    packed: declaration.packed,
    genericName: declaration.genericName,
    packerRole: isRole(declaration.packerRole) ? declaration.packerRole : 'packer',
    packer: declaration.packer,
    bestBefore: declaration.bestBefore,
  };
}

/**
 * The name and address on one line, its lines joined by commas: the server takes line breaks only
 * in long texts (descriptions), and refuses them here as control characters.
 */
export function packerLine(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/,+$/, '').trim())
    .filter((line) => line !== '')
    .join(', ');
}

/** The request's declaration: always sent from the form, the texts trimmed, the packer on one line. */
export function declarationRequest(values: DeclarationFormValues): Schemas['DeclarationRequest'] {
  return {
    packed: values.packed,
    genericName: values.genericName.trim(),
    packerRole: values.packerRole,
    packer: packerLine(values.packer),
    bestBefore: values.bestBefore.trim(),
  };
}
