import { useSyncExternalStore } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface Progress {
  text: string;
  /** 0…1, or undefined while the length of the job is unknown (fetching). */
  fraction?: number;
}

export interface ProgressStore {
  get(): Progress;
  set(next: Progress): void;
  subscribe(listener: () => void): () => void;
}

/**
 * The export's progress lives outside the dialog's state: a worker message then re-renders
 * this line only, not the dialog with its checkboxes (a full re-render per message was the
 * largest main-thread task left once the rows moved to the worker). Updates that would not
 * change the text or the shown percentage are dropped.
 */
export function createProgressStore(): ProgressStore {
  let value: Progress = { text: '' };
  const listeners = new Set<() => void>();
  const percent = (p: Progress) => (p.fraction === undefined ? -1 : Math.round(p.fraction * 100));
  return {
    get: () => value,
    set(next) {
      if (next.text === value.text && percent(next) === percent(value)) return;
      value = next;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function ExportProgress({ store }: { store: ProgressStore }) {
  const { text, fraction } = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      <Typography variant="body2">{text}</Typography>
      <LinearProgress
        variant={fraction === undefined ? 'indeterminate' : 'determinate'}
        value={Math.round((fraction ?? 0) * 100)}
        aria-label={text}
      />
    </>
  );
}
