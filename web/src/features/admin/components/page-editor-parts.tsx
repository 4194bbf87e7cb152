// The page editor's Markdown box (with its character count and a short syntax guide) and its live
// preview, made by the server once typing pauses.
import { useId } from 'react';
import { RichText } from '@/components/ui/rich-text';
import { usePagePreview } from '../api/preview-page';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { formatCount, MAX_PAGE_CONTENT_CHARS, pageLength } from '../lib/page-rules';
import { ErrorNote, hintClass, labelClass } from './admin-ui';

interface MarkdownFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

export function MarkdownField({ value, onChange, error }: MarkdownFieldProps) {
  const id = useId();
  const length = pageLength(value);
  const over = length > MAX_PAGE_CONTENT_CHARS;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={labelClass}>
        Text (Markdown)
      </label>
      <textarea
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        rows={22}
        spellCheck
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count ${id}-help${error ? ` ${id}-error` : ''}`}
        className={`field min-h-80 flex-1 resize-y font-mono text-sm leading-relaxed ${error ? 'border-red-600 dark:border-red-500' : ''}`}
      />
      <div className="mt-1 flex flex-wrap justify-between gap-x-4 gap-y-1">
        <p id={`${id}-help`} className={hintClass}>
          <code>## Heading</code> · <code>**bold**</code> · <code>*italic*</code> · <code>- list item</code> ·{' '}
          <code>[link](/products)</code>. HTML is shown as typed, not run.
        </p>
        <p id={`${id}-count`} className={`text-xs font-semibold ${over ? 'text-red-700 dark:text-red-400' : 'text-stone-600 dark:text-stone-400'}`}>
          {formatCount(length)} / {formatCount(MAX_PAGE_CONTENT_CHARS)} characters
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
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
