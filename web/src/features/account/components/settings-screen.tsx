// /profile/settings (SPEC §2, §3): the theme (light or dark, for the whole app, kept under `theme`)
// and a notifications flag (kept under `notifications`). Both are saved on this device.
import { Bell, Moon, Sun } from 'lucide-react';
import { useId, useState } from 'react';
import { THEMES, type Theme } from '@/lib/constants';
import { saveTheme, storedTheme } from '@/lib/theme';
import { saveNotifications, storedNotifications } from '../lib/notifications';
import { PageHeader } from './page-parts';

const THEME_OPTIONS: Record<Theme, { label: string; text: string; icon: typeof Sun }> = {
  light: { label: 'Light', text: 'Bright and airy', icon: Sun },
  dark: { label: 'Dark', text: 'Easy on the eyes at night', icon: Moon },
};

function ThemeSetting() {
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const name = useId();
  return (
    <div className="card p-5 sm:p-6">
    <fieldset aria-describedby={`${name}-text`}>
      <legend className="text-lg font-bold">Theme</legend>
      <p id={`${name}-text`} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
        Choose how Tokri looks on this device.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {THEMES.map((value) => {
          const { label, text, icon: Icon } = THEME_OPTIONS[value];
          const checked = theme === value;
          return (
            <label
              key={value}
              className={`flex cursor-pointer items-center gap-3 rounded-2xl border-2 p-4 transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600 ${
                checked
                  ? 'border-emerald-600 bg-emerald-50 dark:border-emerald-500 dark:bg-emerald-950/50'
                  : 'border-stone-200 hover:border-stone-300 dark:border-stone-700 dark:hover:border-stone-600'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={value}
                checked={checked}
                onChange={() => {
                  setTheme(value);
                  saveTheme(value);
                }}
                className="sr-only"
              />
              <span
                className={`grid size-10 shrink-0 place-items-center rounded-xl ${
                  value === 'dark' ? 'bg-stone-800 text-amber-200' : 'bg-amber-100 text-amber-700'
                }`}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1">
                <span className="block font-semibold">{label}</span>
                <span className="block text-sm text-stone-600 dark:text-stone-400">{text}</span>
              </span>
              <span
                aria-hidden="true"
                className={`grid size-5 place-items-center rounded-full border-2 ${
                  checked ? 'border-emerald-600 dark:border-emerald-400' : 'border-stone-300 dark:border-stone-600'
                }`}
              >
                {checked && <span className="size-2.5 rounded-full bg-emerald-600 dark:bg-emerald-400" />}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
    </div>
  );
}

function NotificationsSetting() {
  const [enabled, setEnabled] = useState(storedNotifications);
  const labelId = useId();
  const textId = useId();
  return (
    <section aria-labelledby={labelId} className="card flex items-start gap-4 p-5 sm:p-6">
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-emerald-50 text-emerald-700 dark:bg-emerald-950/60 dark:text-emerald-300">
        <Bell aria-hidden="true" className="size-5" />
      </span>
      <div className="flex-1">
        <h2 id={labelId} className="text-lg font-bold">
          Notifications
        </h2>
        <p id={textId} className="mt-1 text-sm text-stone-600 dark:text-stone-400">
          Updates about your orders and seasonal offers.
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={enabled}
        aria-labelledby={labelId}
        aria-describedby={textId}
        onClick={() => {
          setEnabled(!enabled);
          saveNotifications(!enabled);
        }}
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors ${
          enabled ? 'bg-emerald-700 dark:bg-emerald-600' : 'bg-stone-300 dark:bg-stone-600'
        }`}
      >
        <span
          aria-hidden="true"
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${enabled ? 'translate-x-6' : 'translate-x-1'}`}
        />
      </button>
    </section>
  );
}

export function SettingsScreen() {
  return (
    <div>
      <PageHeader title="Settings" description="Settings are saved on this device." />
      <div className="space-y-5">
        <ThemeSetting />
        <NotificationsSetting />
      </div>
    </div>
  );
}
