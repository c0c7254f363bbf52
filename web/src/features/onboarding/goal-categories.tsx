import { Briefcase, Dumbbell, Languages, Lightbulb, Palette, PiggyBank, Sparkles, Timer, type LucideIcon } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { CATALOG, categoryBySlug, optionSlug, type Category } from '@contract';
import { useProfile } from '@/api/me/get-profile';
import { LiftTheLimit } from '@/components/goals/plan-limit';
import { paths } from '@/config/paths';
import { plural } from '@/lib/plural';

const ICONS: Record<Category, LucideIcon> = {
  custom: Sparkles,
  languages: Languages,
  skills: Lightbulb,
  finance: PiggyBank,
  health: Dumbbell,
  productivity: Timer,
  career: Briefcase,
  hobbies: Palette,
};

const tile =
  'flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left font-medium text-slate-800 shadow-sm hover:border-brand-500 hover:bg-brand-50';

function Page({ title, subtitle, children, back }: { title: string; subtitle: string; children: React.ReactNode; back?: string }) {
  return (
    <section>
      {back && (
        <Link to={back} className="text-sm text-brand-700 hover:underline">
          ← Back
        </Link>
      )}
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-600">{subtitle}</p>
      <div className="mt-6">{children}</div>
    </section>
  );
}

export function GoalCategoriesPage() {
  const profile = useProfile().data;
  const limit = profile?.goalLimit ?? null;
  const full = !!profile && limit !== null && profile.goalCount >= limit;
  return (
    <Page title="What do you want to achieve?" subtitle="Pick an area. Stride plans the weeks, days and tasks for you.">
      {full ? (
        <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-900" role="status">
          <p className="font-semibold">
            Your Free plan includes {plural(limit, 'goal')}, and you already have {profile.goalCount === 1 ? 'it' : 'them'}.
          </p>
          <p className="mt-1 text-sm">
            Archive your current goal to start another — it keeps its tasks in your History, and you can restore it later — or delete it.{' '}
            <LiftTheLimit email={profile.email} />
          </p>
          <div className="mt-4 flex flex-wrap gap-4 text-sm font-medium">
            <Link to={paths.home} className="text-brand-700 underline">
              Go to your goal
            </Link>
            <Link to={paths.settings} className="text-brand-700 underline">
              See the plans
            </Link>
          </div>
        </div>
      ) : (
        <>
          {profile?.plan === 'free' && profile.goalLimit !== null && (
            <p className="-mt-3 mb-4 text-sm text-slate-600">
              Your Free plan has room for {profile.goalLimit === 1 ? 'one goal' : `${profile.goalLimit} goals`} at a time; archive one when
              you are done with it, and the next has room.
            </p>
          )}
          <CategoryTiles />
        </>
      )}
      <p className="mt-8 text-center">
        <Link to={paths.home} className="text-sm font-medium text-slate-600 hover:underline">
          Skip
        </Link>
      </p>
    </Page>
  );
}

function CategoryTiles() {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {CATALOG.map((c) => {
        const Icon = ICONS[c.id];
        const to = c.id === 'custom' ? paths.questionnaire('custom', 'custom') : paths.category(c.slugs[0]!);
        return (
          <li key={c.id}>
            <Link to={to} className={tile}>
              <Icon className="size-5 text-brand-600" aria-hidden /> {c.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function CategoryOptionsPage() {
  const { category: slug = '' } = useParams();
  const info = categoryBySlug(slug);
  if (!info) return <Navigate to={paths.goals} replace />;
  if (info.id === 'custom') return <Navigate to={paths.questionnaire('custom', 'custom')} replace />;
  return (
    <Page title={info.label} subtitle="Choose what you want to work on." back={paths.goals}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {info.options.map((option) => (
          <li key={option}>
            <Link to={paths.questionnaire(slug, optionSlug(option))} className={tile}>
              {option}
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
