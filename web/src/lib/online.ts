import { useSyncExternalStore } from 'react';

function subscribe(notify: () => void) {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
}

/** Whether the device says it is online, following it as it changes. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
