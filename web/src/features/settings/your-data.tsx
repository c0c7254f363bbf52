import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { LIMITS } from '@contract';
import { useDownload, useImport } from '@/api/data/data';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { plural } from '@/lib/plural';

/** A file's text (FileReader: every browser, and the test DOM, has it). */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });

/** Settings → Your data: take it all away (JSON, or completed tasks as CSV), and bring an export back. */
export function YourData() {
  const id = useId();
  const download = useDownload();
  const importer = useImport();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();

  const save = (format: 'json' | 'csv') =>
    download.mutate(format, {
      onSuccess: (name) => toast({ title: 'Download ready', description: name }),
      onError: (error) => toast({ variant: 'destructive', title: 'Could not download your data', description: error.message }),
    });

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // the same file may be chosen again
    if (!file) return;
    setProblem(undefined);
    if (file.size > LIMITS.importBytes)
      return setProblem(`This file is ${(file.size / 1024 / 1024).toFixed(1)} MB; an import can be at most 5 MB.`);
    let text: string;
    try {
      text = await readText(file);
    } catch {
      return setProblem('This file could not be read. Choose it again.');
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return setProblem('This file is not a Stride export: it is not JSON.');
    }
    importer.mutate(data, {
      onSuccess: ({ goals, personalTasks, skipped }) =>
        toast({
          title: goals || personalTasks ? 'Import complete' : 'Nothing new to import',
          description: [
            `Added ${plural(goals, 'goal')} and ${plural(personalTasks, 'personal task')}.`,
            skipped ? `${plural(skipped, 'item was', 'items were')} already here.` : '',
          ]
            .filter(Boolean)
            .join(' '),
        }),
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="font-semibold">
        Your data
      </h2>
      <p className="mt-1 max-w-prose text-sm text-slate-600">
        Download everything Stride keeps for you — your goals with their plans, your tasks and what you completed — to keep, or to import on
        another Stride install.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={download.isPending} onClick={() => save('json')}>
          <Download className="size-4" aria-hidden /> Download my data
        </Button>
        <Button variant="secondary" disabled={download.isPending} onClick={() => save('csv')}>
          <Download className="size-4" aria-hidden /> Completed tasks (CSV)
        </Button>
        <Button
          variant="secondary"
          disabled={importer.isPending}
          onClick={() => input.current?.click()}
          aria-describedby={problem ? `${id}-problem` : undefined}
        >
          <Upload className="size-4" aria-hidden /> {importer.isPending ? 'Importing…' : 'Import a Stride export'}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          tabIndex={-1}
          aria-label="Stride export file"
          onChange={(e) => void choose(e)}
        />
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      )}
    </section>
  );
}
