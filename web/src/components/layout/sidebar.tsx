import { History, Home, LifeBuoy, LogOut, Menu, PanelLeftClose, PanelLeftOpen, Plus, Settings, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import type { GoalSummary } from '@contract';
import { useGoals } from '@/api/goals/get-goals';
import { goalLabels } from '@/components/goals/goal-labels';
import { StreakBadge } from '@/components/streak-badge';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useLogout } from './use-logout';

const links = [
  { to: paths.home, label: 'Home', icon: Home },
  { to: paths.history, label: 'History', icon: History },
  { to: paths.settings, label: 'Settings', icon: Settings },
  { to: paths.support, label: 'Support', icon: LifeBuoy },
];

const item = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium max-md:min-h-11',
    isActive ? 'bg-brand-100 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
  );

function GoalLink({ goal, label, onNavigate }: { goal: GoalSummary; label: string; onNavigate?: () => void }) {
  return (
    <li>
      <NavLink to={paths.goal(goal.id)} onClick={onNavigate} className={item} title={label}>
        {/* Two lines, so that goals named by what they aim at read whole, and apart. */}
        <span className="line-clamp-2 min-w-0 break-words">{label}</span>
        <span className="ml-auto shrink-0 text-xs text-slate-600">{goal.status === 'generating' ? '…' : `${goal.progress}%`}</span>
      </NavLink>
    </li>
  );
}

function GoalsList({ onNavigate }: { onNavigate?: () => void }) {
  const goals = useGoals();
  const active = goals.data?.filter((g) => !g.archivedAt) ?? [];
  const archived = goals.data?.filter((g) => g.archivedAt) ?? [];
  const labels = goalLabels(goals.data ?? []);
  return (
    <div className="mt-6">
      <div className="flex items-center justify-between px-3">
        <h2 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">Goals</h2>
        <Link
          to={paths.goals}
          onClick={onNavigate}
          aria-label="Add a goal"
          className="grid place-items-center rounded p-1 text-slate-600 hover:bg-slate-100 max-md:size-11"
        >
          <Plus className="size-4" aria-hidden />
        </Link>
      </div>
      {goals.isPending && <p className="px-3 py-2 text-xs text-slate-500">Loading goals…</p>}
      {goals.isError && <p className="px-3 py-2 text-xs text-red-600">Goals could not be loaded.</p>}
      {goals.data?.length === 0 && <p className="px-3 py-2 text-xs text-slate-500">No goals yet.</p>}
      <ul className="mt-1 flex flex-col gap-0.5">
        {active.map((goal) => (
          <GoalLink key={goal.id} goal={goal} label={labels.get(goal.id)!} onNavigate={onNavigate} />
        ))}
      </ul>
      {archived.length > 0 && (
        <>
          <h2 className="mt-4 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">Archived</h2>
          <ul className="mt-1 flex flex-col gap-0.5" aria-label="Archived goals">
            {archived.map((goal) => (
              <GoalLink key={goal.id} goal={goal} label={labels.get(goal.id)!} onNavigate={onNavigate} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Signing out is one click away on every page, not only in Settings. */
function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { logout } = useLogout();
  const leave = async () => {
    if (await logout()) onSignedOut();
  };
  return (
    <button
      type="button"
      onClick={() => void leave()}
      className="mt-6 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 max-md:min-h-11"
    >
      <LogOut className="size-4" aria-hidden /> Sign out
    </button>
  );
}

interface SidebarProps {
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

export function Sidebar({ collapsed, onCollapsedChange, mobileOpen, onMobileOpenChange }: SidebarProps) {
  const close = () => onMobileOpenChange(false);
  const opener = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  // The open drawer takes focus and gives it back; Escape closes it.
  useEffect(() => {
    if (!mobileOpen) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        onMobileOpenChange(false);
        opener.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen, onMobileOpenChange]);
  return (
    <>
      <header className="sticky top-0 z-30 flex items-center gap-2 border-b border-slate-200 bg-white px-2 py-1 md:hidden">
        <button
          ref={opener}
          type="button"
          onClick={() => onMobileOpenChange(true)}
          aria-label="Open menu"
          aria-expanded={mobileOpen}
          className="grid size-11 place-items-center rounded-lg hover:bg-slate-100"
        >
          <Menu className="size-5" aria-hidden />
        </button>
        <span className="font-semibold text-brand-700">Stride</span>
      </header>
      {mobileOpen && <div className="fixed inset-0 z-40 bg-slate-900/40 md:hidden" onClick={close} aria-hidden />}
      {collapsed ? (
        <div className="hidden border-r border-slate-200 bg-white p-2 md:block">
          <button
            type="button"
            onClick={() => onCollapsedChange(false)}
            aria-label="Expand sidebar"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          >
            <PanelLeftOpen className="size-5" aria-hidden />
          </button>
        </div>
      ) : null}
      <nav
        ref={drawer}
        aria-label="Main"
        className={cn(
          'fixed inset-y-0 left-0 z-50 w-64 overflow-y-auto border-r border-slate-200 bg-white p-4 md:visible md:static md:z-auto md:w-64 md:translate-x-0',
          // Closed, the drawer is out of sight and out of reach: not in the Tab order, not read out.
          // (It turns visible at once on opening, so it can take focus, and hidden after it slid away.)
          mobileOpen ? 'translate-x-0 transition-transform' : 'invisible -translate-x-full transition-[transform,visibility]',
          collapsed && 'md:hidden',
        )}
      >
        <div className="mb-6 flex items-center justify-between px-1">
          <Link to={paths.home} onClick={close} className="flex items-center gap-2 font-semibold text-brand-700 max-md:min-h-11">
            <img src="/favicon.svg" alt="" className="size-6" /> Stride
          </Link>
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="grid size-11 place-items-center rounded-lg hover:bg-slate-100 md:hidden"
          >
            <X className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => onCollapsedChange(true)}
            aria-label="Collapse sidebar"
            className="hidden rounded p-1 text-slate-500 hover:bg-slate-100 md:block"
          >
            <PanelLeftClose className="size-5" aria-hidden />
          </button>
        </div>
        <div className="mb-4">
          <StreakBadge compact />
        </div>
        <ul className="flex flex-col gap-0.5">
          {links.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink to={to} onClick={close} className={item}>
                <Icon className="size-4" aria-hidden /> {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <GoalsList onNavigate={close} />
        <SignOutButton onSignedOut={close} />
      </nav>
    </>
  );
}
