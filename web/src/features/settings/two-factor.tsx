import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { setTwoFactor } from '@/api/me/account-security';
import { fetchMFAPreference, setUpTOTP, useAuth, verifyTOTPSetup } from '@/lib/auth';
import { useAction } from './use-action';
import { useFreshSignIn } from './use-fresh-sign-in';
import { SetupQr } from './setup-qr';

type Setup = { secret: string; uri: string };

/** The secret in groups of four, easier to type into an authenticator app. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Two-factor authentication with an authenticator app (TOTP): turned on by scanning or typing the
 * secret and confirming one code; turned off only after a recent sign-in, since whoever holds an
 * unlocked session should not be able to remove the second factor alone.
 */
export function TwoFactor() {
  const { user } = useAuth();
  const { whenFresh } = useFreshSignIn();
  const { busy, run } = useAction();
  const [enabled, setEnabled] = useState<boolean>();
  const [setup, setSetup] = useState<Setup>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    fetchMFAPreference()
      .then((pref) => live && setEnabled(!!pref.enabled?.includes('TOTP')))
      .catch(() => live && setEnabled(false));
    return () => {
      live = false;
    };
  }, []);

  const start = () =>
    run(async () => {
      const details = await setUpTOTP();
      setSetup({ secret: details.sharedSecret, uri: details.getSetupUri('Stride', user?.email).toString() });
    });

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) {
      setError('Enter the 6-digit code your authenticator app shows.');
      return;
    }
    setError(undefined);
    const done = await run(async () => {
      await verifyTOTPSetup({ code: code.trim() });
      // Turned on by the server, which tells the account's address.
      await setTwoFactor(true);
    });
    if (!done) return;
    setSetup(undefined);
    setCode('');
    setEnabled(true);
    toast({ title: 'Two-factor authentication is on', description: 'Signing in will now also ask for a code from your app.' });
  };

  const turnOff = async () => {
    const done = await whenFresh('turning off two-factor authentication', run, () => setTwoFactor(false));
    if (!done) return;
    setEnabled(false);
    toast({ title: 'Two-factor authentication is off' });
  };

  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="two-factor">
      <h2 id="two-factor" className="font-semibold">
        Two-factor authentication
      </h2>
      {enabled === undefined && <p className="mt-2 text-sm text-slate-600">Checking…</p>}
      {enabled === true && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">On: signing in asks for a code from your authenticator app.</p>
          <Button variant="secondary" disabled={busy} onClick={() => void turnOff()}>
            Turn off
          </Button>
        </div>
      )}
      {enabled === false && !setup && (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">Off. Add a code from an authenticator app to every sign-in.</p>
          <Button disabled={busy} onClick={() => void start()}>
            Turn on
          </Button>
        </div>
      )}
      {setup && (
        <form onSubmit={confirm} className="mt-3 flex flex-col gap-3" noValidate>
          <p className="text-sm text-slate-700">
            In your authenticator app (Google Authenticator, 1Password, Authy…), scan this code or add an account with the key beside it, or{' '}
            <a className="font-medium text-brand-700 underline" href={setup.uri}>
              open it in the app
            </a>{' '}
            on this device:
          </p>
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <SetupQr uri={setup.uri} />
            <p className="rounded-lg bg-slate-100 p-3 font-mono text-base break-all" aria-label="Setup key">
              {grouped(setup.secret)}
            </p>
          </div>
          <Field
            label="6-digit code from the app"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={error}
          />
          <div className="flex gap-3">
            <Button type="submit" disabled={busy}>
              Confirm and turn on
            </Button>
            <Button type="button" variant="secondary" onClick={() => setSetup(undefined)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
