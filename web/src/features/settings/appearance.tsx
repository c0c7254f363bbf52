import { setThemeChoice, useThemeChoice, type ThemeChoice } from '@/lib/theme';

const THEMES: { value: ThemeChoice; label: string }[] = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

/** Light, dark, or whatever the device is set to; applied at once and remembered on this device. */
export function Appearance() {
  const choice = useThemeChoice();
  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 py-4 shadow-sm" aria-labelledby="appearance">
      <h2 id="appearance" className="font-semibold">
        Appearance
      </h2>
      <fieldset className="mt-3">
        <legend className="text-sm font-medium text-slate-700">Theme</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {THEMES.map((theme) => (
            <label
              key={theme.value}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm max-sm:min-h-11 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input
                type="radio"
                name="theme"
                value={theme.value}
                checked={choice === theme.value}
                onChange={() => setThemeChoice(theme.value)}
                className="accent-brand-600"
              />
              {theme.label}
            </label>
          ))}
        </div>
        <p className="mt-2 text-sm text-slate-600">System follows your device’s light or dark setting. Saved on this device.</p>
      </fieldset>
    </section>
  );
}
