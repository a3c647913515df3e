import { useId, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

type WritePreviewTabsProps = {
  /** The editor (a textarea and its label). */
  write: ReactNode;
  /** The live preview. */
  preview: ReactNode;
};

/**
 * An editor and its live preview: side by side on a laptop, two tabs « Écrire » / « Aperçu » on a
 * phone (admin.css hides the tabs and shows both panels from 64rem up).
 */
export function WritePreviewTabs({ write, preview }: WritePreviewTabsProps) {
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const id = useId();
  const tabs = [
    { key: 'write', label: 'Écrire' },
    { key: 'preview', label: 'Aperçu' },
  ] as const;
  return (
    <div className="admin-split">
      <div className="admin-split__tabs" role="tablist" aria-label="Écrire ou voir l’aperçu">
        {tabs.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${id}-${item.key}-tab`}
            aria-controls={`${id}-${item.key}`}
            aria-selected={tab === item.key}
            tabIndex={tab === item.key ? 0 : -1}
            className={cx('admin-split__tab', tab === item.key && 'is-active')}
            onClick={() => setTab(item.key)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const next = tab === 'write' ? 'preview' : 'write';
              setTab(next);
              document.getElementById(`${id}-${next}-tab`)?.focus();
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div
        className={cx('admin-split__panel', tab === 'write' && 'is-active')}
        id={`${id}-write`}
        role="tabpanel"
        aria-labelledby={`${id}-write-tab`}
      >
        {write}
      </div>
      <div
        className={cx('admin-split__panel', tab === 'preview' && 'is-active')}
        id={`${id}-preview`}
        role="tabpanel"
        aria-labelledby={`${id}-preview-tab`}
      >
        {preview}
      </div>
    </div>
  );
}
