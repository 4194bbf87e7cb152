// The page editor's Markdown box (with its character count and a short syntax guide) and its live
// preview, made by the server once typing pauses.
import { RichText } from '@/components/ui/rich-text';
import { TextAreaField } from '@/components/ui/text-field';
import { usePagePreview } from '../api/preview-page';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { formatCount, MAX_PAGE_CONTENT_CHARS, pageLength } from '../lib/page-rules';
import { ErrorNote, hintClass, labelClass } from './admin-ui';

interface MarkdownFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function MarkdownField({ value, onChange, error }: MarkdownFieldProps) {
  const length = pageLength(value);
  const over = length > MAX_PAGE_CONTENT_CHARS;
  return (
    <TextAreaField
      dense
      className="flex flex-col"
      label="Text (Markdown)"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      rows={22}
      spellCheck
      error={error}
      controlClassName="min-h-80 flex-1 resize-y font-mono text-sm leading-relaxed"
      hint={
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <p>
            <code>## Heading</code> · <code>**bold**</code> · <code>*italic*</code> · <code>- list item</code> ·{' '}
            <code>[link](/products)</code>. HTML is shown as typed, not run.
          </p>
          <p className={`font-semibold ${over ? 'text-red-700 dark:text-red-400' : ''}`}>
            {formatCount(length)} / {formatCount(MAX_PAGE_CONTENT_CHARS)} characters
          </p>
        </div>
      }
    />
  );
}

export function PagePreview({ content }: { content: string }) {
  const debounced = useDebouncedValue(content);
  const tooLong = pageLength(debounced) > MAX_PAGE_CONTENT_CHARS;
  const preview = usePagePreview(debounced, !tooLong);
  return (
    <section aria-labelledby="page-preview" className="flex flex-col">
      <h2 id="page-preview" className={labelClass}>
        Preview
      </h2>
      <div
        aria-busy={preview.isFetching}
        className={`card min-h-80 flex-1 overflow-auto p-5 transition-opacity ${preview.isFetching || debounced !== content ? 'opacity-70' : ''}`}
      >
        {tooLong ? (
          <p className={hintClass}>Shorten the text to see the preview.</p>
        ) : preview.isError ? (
          <ErrorNote>{preview.error.message}</ErrorNote>
        ) : preview.data !== undefined ? (
          <RichText html={preview.data} />
        ) : (
          <p className={hintClass}>Making the preview...</p>
        )}
      </div>
    </section>
  );
}
