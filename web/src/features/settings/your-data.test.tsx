import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '@/test/render';
import { YourData } from './your-data';

const exportFile = { format: 'stride-export', version: 1, goals: [], personalTasks: [] };
const fileOf = (text: string, name = 'stride-export.json') => new File([text], name, { type: 'application/json' });

describe('Settings → Your data', () => {
  it('downloads everything as JSON with the name the server gives it', async () => {
    mockApi({ 'GET /export': { body: exportFile } });
    const created = vi.fn(() => 'blob:stride');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderRoute(<YourData />);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Download ready')).toBeInTheDocument();
    expect(created).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveBeenCalledTimes(1);
    clicked.mockRestore();
  });

  it('imports an export and says what it added and what was already there', async () => {
    const { calls } = mockApi({ 'POST /import': { body: { imported: { goals: 1, personalTasks: 2, skipped: 3 } } } });
    const { user } = renderRoute(<YourData />);
    await user.upload(screen.getByLabelText('Stride export file'), fileOf(JSON.stringify(exportFile)));
    expect(await screen.findByText('Import complete')).toBeInTheDocument();
    expect(screen.getByText('Added 1 goal and 2 personal tasks. 3 items were already here.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(exportFile);
  });

  it('says plainly when a file is not an export, or the server refuses it', async () => {
    mockApi({
      'POST /import': {
        status: 403,
        body: { error: { code: 'PLAN_LIMIT', message: 'The Free plan includes 1 goal; this import would make 3.' } },
      },
    });
    const { user } = renderRoute(<YourData />);
    const input = screen.getByLabelText('Stride export file');
    await user.upload(input, fileOf('not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a Stride export: it is not JSON.');
    await user.upload(input, fileOf(JSON.stringify(exportFile)));
    expect(await screen.findByText('The Free plan includes 1 goal; this import would make 3.')).toBeInTheDocument();
  });
});
