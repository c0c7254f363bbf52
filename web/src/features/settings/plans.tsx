import { useProfile } from '@/api/me/get-profile';
import { LiftTheLimit } from '@/components/goals/plan-limit';
import { cn } from '@/components/ui/cn';

const PLANS = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    features: ['Set and track 1 goal', 'AI-generated roadmap', 'Daily task overview', 'Basic progress tracking'],
  },
  { id: 'pro', name: 'Pro', price: '$6.99 / month, billed annually', features: ['Unlimited goals', 'Early access to new features'] },
] as const;

/** The Free and Pro plans, with the one the server says the user is on, and how an owner grants Pro. */
export function Plans() {
  const profile = useProfile().data;
  const plan = profile?.plan ?? 'free';
  return (
    <section id="plans" className="mt-6" aria-labelledby="plans-title">
      <h2 id="plans-title" className="font-semibold">
        Plans &amp; Billing
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        {PLANS.map((p) => (
          <article
            key={p.id}
            className={cn('rounded-2xl border bg-white p-4 shadow-sm', plan === p.id ? 'border-brand-600' : 'border-slate-200')}
          >
            <div className="flex items-center justify-between">
              <h3 className="font-semibold">{p.name}</h3>
              {plan === p.id && <span className="rounded bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700">Current plan</span>}
            </div>
            <p className="mt-1 text-sm text-slate-600">{p.price}</p>
            <ul className="mt-3 list-inside list-disc text-sm text-slate-700">
              {p.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            {p.id === 'pro' && plan !== 'pro' && (
              <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                <LiftTheLimit email={profile?.email} /> Deployed with the AWS CDK, the owner starts every new account on Pro with{' '}
                <code className="rounded bg-white px-1 text-xs">-c defaultPlan=pro</code>.
              </p>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
