import { useAuth } from '@/lib/auth';
import { AccountActions } from './account-actions';
import { Appearance } from './appearance';
import { CalendarFeedSettings } from './calendar-feed';
import { EmailForm } from './email-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import { Plans } from './plans';
import { ReminderSettingsSection } from './reminders';
import { TwoFactor } from './two-factor';
import { YourData } from './your-data';

export function SettingsPage() {
  const { user } = useAuth();
  return (
    <div>
      <h1 className="text-2xl font-bold">Settings</h1>
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm" aria-labelledby="personal-info">
        <h2 id="personal-info" className="pt-4 font-semibold">
          Personal Information
        </h2>
        <NameForm />
        {user?.federated ? (
          <p className="py-4 text-sm text-slate-600">
            You sign in with Google, so your email address, password and two-step verification are managed in your Google account.
          </p>
        ) : (
          <>
            <EmailForm />
            <PasswordForm />
          </>
        )}
      </section>
      {!user?.federated && <TwoFactor />}
      <Appearance />
      <ReminderSettingsSection />
      <CalendarFeedSettings />
      <YourData />
      <Plans />
      <section className="mt-6 rounded-2xl border border-slate-200 bg-white px-4 shadow-sm" aria-labelledby="account">
        <h2 id="account" className="pt-4 font-semibold">
          Account
        </h2>
        <AccountActions />
      </section>
    </div>
  );
}
