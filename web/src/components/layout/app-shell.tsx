import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/ui/spinner';
import { Sidebar } from './sidebar';

const KEY = 'sidebar-collapsed';

/** The signed-in layout: the sidebar beside the page. */
export function AppShell() {
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(KEY) === '1');
  const [mobileOpen, setMobileOpen] = useState(false);
  return (
    <div className="min-h-dvh md:flex">
      <Sidebar
        collapsed={collapsed}
        onCollapsedChange={(value) => {
          setCollapsed(value);
          localStorage.setItem(KEY, value ? '1' : '0');
        }}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
      />
      <main className="min-w-0 flex-1 px-4 py-6 sm:px-8">
        <div className="mx-auto max-w-4xl">
          {/* A page loading on demand keeps the sidebar in place. */}
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
    </div>
  );
}
