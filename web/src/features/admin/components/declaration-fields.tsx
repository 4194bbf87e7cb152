// The product form's "Pack declarations" (issue 28, Legal Metrology rules 6(10), 6(11)): "Sold
// pre-packed", and when ticked the generic name, who manufactured, packed or imported it (name
// and address), and the best-before. The server's messages ("declaration.packer") show under
// their fields; the net quantity and MRP of each pack are with its price.
import { CheckboxField, SelectField, TextAreaField, TextField } from '@/components/ui/text-field';
import { DECLARATION_TEXT_MAX, declarationField, PACKER_ROLES, type DeclarationField, type DeclarationFormValues, type PackerRole } from '../lib/declaration-form';

interface DeclarationFieldsProps {
  values: DeclarationFormValues;
  onChange: (values: DeclarationFormValues) => void;
  /** Field errors keyed as the server keys them ("declaration.genericName"). */
  errors: Record<string, string>;
  className?: string;
}

export function DeclarationFields({ values, onChange, errors, className = '' }: DeclarationFieldsProps) {
  const set = <K extends keyof DeclarationFormValues>(key: K, value: DeclarationFormValues[K]) => onChange({ ...values, [key]: value });
  const error = (field: DeclarationField) => errors[declarationField(field)];
  return (
    <fieldset className={`card min-w-0 space-y-4 p-5 sm:p-6 ${className}`}>
      <legend className="float-left mb-1 w-full font-display text-lg font-bold">Pack declarations</legend>
      <div className="clear-both">
        <CheckboxField
          label="Sold pre-packed"
          checked={values.packed}
          onChange={(e) => set('packed', e.target.checked)}
          hint="Pre-packed goods show these on their page, with each pack's net quantity, MRP and unit price. Leave unticked for loose produce weighed or counted at sale."
        />
      </div>
      {values.packed && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            dense
            label="Generic name"
            type="text"
            value={values.genericName}
            onChange={(e) => set('genericName', e.target.value)}
            placeholder="e.g. Almonds (California), raw, whole"
            maxLength={DECLARATION_TEXT_MAX}
            autoComplete="off"
            error={error('genericName')}
          />
          <SelectField
            dense
            label="Role"
            value={values.packerRole}
            onChange={(e) => set('packerRole', e.target.value as PackerRole)}
            error={error('packerRole')}
            hint="Who the label names: “Manufactured by”, “Packed by” or “Imported by”."
          >
            {PACKER_ROLES.map((role) => (
              <option key={role.value} value={role.value}>
                {role.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField
            dense
            label="Name and address"
            value={values.packer}
            onChange={(e) => set('packer', e.target.value)}
            rows={3}
            controlClassName="resize-y"
            maxLength={DECLARATION_TEXT_MAX}
            error={error('packer')}
            hint="Saved on one line: the lines are joined with commas."
          />
          <TextField
            dense
            label="Best before"
            type="text"
            value={values.bestBefore}
            onChange={(e) => set('bestBefore', e.target.value)}
            placeholder="Best before 6 months from packing"
            maxLength={DECLARATION_TEXT_MAX}
            autoComplete="off"
            error={error('bestBefore')}
          />
        </div>
      )}
    </fieldset>
  );
}
