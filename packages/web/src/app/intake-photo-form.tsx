import { type FormEvent, useState } from 'react';
import { api } from './api-client.ts';
import type { IntakeResponse } from './wire-types.ts';

/** A photo of the job with a note, uploaded to the estimate and named in the interview's brief. */
export function IntakePhotoForm({
  estimateId,
  intakeId,
  onAdded,
}: {
  estimateId: string;
  intakeId: string;
  onAdded: (intake: IntakeResponse) => void;
}) {
  const [file, setFile] = useState<File | undefined>();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    try {
      const upload = await api.uploadFile(estimateId, file);
      onAdded(
        await api.addIntakePhoto(intakeId, {
          name: upload.originalName ?? file.name,
          note,
          uploadId: upload.id,
        }),
      );
      setNote('');
      setFile(undefined);
      setError(undefined);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="intake-photo" aria-label="Add a photo" onSubmit={(event) => void onSubmit(event)}>
      <input
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label="Photo"
        onChange={(event) => setFile(event.target.files?.[0])}
      />
      <input
        aria-label="Photo note"
        value={note}
        maxLength={500}
        placeholder="What the photo shows (optional)"
        onChange={(event) => setNote(event.target.value)}
      />
      <button type="submit" disabled={busy || !file}>
        Add photo
      </button>
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </form>
  );
}
