import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiFile } from '@/lib/api';

/** Downloads the user's data: everything as JSON, or the completed tasks as CSV. */
export function useDownload() {
  return useMutation({
    mutationFn: async (format: 'json' | 'csv') => {
      const { blob, filename } = await apiFile('data.export', { query: { format } });
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: filename });
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click is handled.
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return filename;
    },
  });
}

/** Takes an export back; everything shown may have changed. */
export function useImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: unknown) => api('data.import', { body: file }).then((r) => r.imported),
    onSuccess: () => void client.invalidateQueries(),
  });
}
