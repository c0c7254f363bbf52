import type { ReactNode } from 'react';

/** The centred card every sign-in and onboarding screen sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <div className={`w-full ${wide ? 'max-w-3xl' : 'max-w-md'} rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8`}>
        <p className="mb-6 flex items-center gap-2 text-sm font-semibold text-brand-700">
          <img src="/favicon.svg" alt="" className="size-6" /> Stride
        </p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </main>
  );
}
