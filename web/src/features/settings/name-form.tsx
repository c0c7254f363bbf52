import { useState, type FormEvent } from 'react';
import { useRenameProfile } from '@/api/me/rename-profile';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { updateUserAttributes, useAuth } from '@/lib/auth';
import { ChangeButton, FormRow } from './form-row';
import { useAction } from './use-action';

export function NameForm() {
  const { user, refresh } = useAuth();
  const rename = useRenameProfile();
  const { busy, run } = useAction();
  const original = user?.fullName ?? '';
  // What the user typed, until it is saved; otherwise the name the session says.
  const [draft, setDraft] = useState<string | null>(null);
  const name = draft ?? original;
  const next = name.trim();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!next || next === original) return;
    const done = await run(async () => {
      await updateUserAttributes({ userAttributes: { name: next, given_name: next.split(' ')[0]! } });
      await rename.mutateAsync(next);
      await refresh(true);
    });
    if (!done) return;
    setDraft(null);
    toast({ title: 'Name updated' });
  };

  return (
    <FormRow onSubmit={submit}>
      <Field className="flex-1" label="Full Name" autoComplete="name" value={name} onChange={(e) => setDraft(e.target.value)} />
      <ChangeButton changed={!!next && next !== original} busy={busy}>
        Change Name
      </ChangeButton>
    </FormRow>
  );
}
