import { useState } from 'react';
import { Outlet } from 'react-router';
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
          <Outlet />
        </div>
      </main>
    </div>
  );
}
