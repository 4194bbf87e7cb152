// The product form's Pictures section: the main picture and any number of extra ones.
import { ImagePlus, X } from 'lucide-react';
import { useId } from 'react';
import { hintClass, iconButtonClass, labelClass } from './admin-ui';
import { PictureField } from './picture-field';

interface ProductPicturesFieldsProps {
  mainImage: string;
  extraImages: string[];
  onMainImage: (url: string) => void;
  onExtraImages: (change: (current: string[]) => string[]) => void;
  /** Whether a picture is uploading, and the callback pictures report that to. */
  uploading: boolean;
  onBusyChange: (busy: boolean) => void;
}

export function ProductPicturesFields(props: ProductPicturesFieldsProps) {
  const { mainImage, extraImages, onMainImage, onExtraImages, uploading, onBusyChange } = props;
  const id = useId();
  const setExtra = (index: number, url: string) => onExtraImages((current) => current.map((u, i) => (i === index ? url : u)));
  const removeExtra = (index: number) => onExtraImages((current) => current.filter((_, i) => i !== index));
  return (
    <section aria-labelledby={`${id}-pictures`} className="card space-y-4 p-5 sm:p-6">
      <h2 id={`${id}-pictures`} className="font-display text-lg font-bold">
        Pictures
      </h2>
      <PictureField
        variant="large"
        label="Main Product Image URL"
        labelContent={
          <>
            Main Product Image<span className="sr-only"> URL</span>
          </>
        }
        pictureName="main image"
        value={mainImage}
        onChange={onMainImage}
        required
        placeholder="…or paste a URL: /images/products/… or https://…"
        previewAlt="Main image preview"
        previewSizes="160px"
        onBusyChange={onBusyChange}
      />
      <fieldset className="space-y-3">
        <legend className={labelClass}>Extra images</legend>
        {extraImages.length === 0 && <p className={hintClass}>Optional: more pictures for the product page.</p>}
        {extraImages.map((url, index) => (
          // Rows are positional and fully controlled, so index keys are safe.
          <PictureField
            key={index}
            label={`Extra image URL ${index + 1}`}
            hideLabel
            pictureName={`extra image ${index + 1}`}
            value={url}
            onChange={(next) => setExtra(index, next)}
            placeholder={`Extra image URL ${index + 1}`}
            previewAlt={`Extra image ${index + 1} preview`}
            previewClassName="size-12"
            previewSizes="48px"
            onBusyChange={onBusyChange}
            trailing={
              // Not while a picture uploads: the rows after it would move, and it would land in the wrong one.
              <button
                type="button"
                onClick={() => removeExtra(index)}
                disabled={uploading}
                className={iconButtonClass}
                aria-label={`Remove extra image ${index + 1}`}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            }
          />
        ))}
        <button type="button" onClick={() => onExtraImages((current) => [...current, ''])} className="btn btn-outline px-4">
          <ImagePlus aria-hidden="true" className="size-4" />
          Add image URL
        </button>
      </fieldset>
    </section>
  );
}
