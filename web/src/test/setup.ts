import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { clearToasts } from '@/components/ui/toast';

// Amplify's Auth talks to Cognito, which cannot run in jsdom: every test gets the harness's stand-in
// (test/amplify-mock.ts), whose state each test sets.
vi.mock('aws-amplify/auth', async () => (await import('@/test/amplify-mock')).amplifyAuth);

// Each test starts with no toasts and empty storage: what an earlier test left (a toast, "seen Home")
// must not answer for this one.
afterEach(() => {
  cleanup();
  clearToasts();
  localStorage.clear();
  sessionStorage.clear();
});

// findBy*/waitFor wait for what the user would see; on a loaded 2-core machine a render can take longer
// than the library's 1 s default, so the ceiling is raised (a passing wait still returns at once).
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement the native dialog's modal methods; this is the part of them the app uses.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// Nor pointer capture, which Radix's toast uses when a finger swipes it (or a test clicks its action).
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}

// The app loads Radix's toaster after its first screen; tests load it once here, so that no test's
// first toast waits for a module to be compiled.
await import('@/components/ui/toaster');
