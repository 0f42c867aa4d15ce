import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyPage, retryFailedChunks } from '../config/chunks';
import { ChunkBoundary } from './ChunkBoundary';

/** Not on the first screen: fetched when the first question is asked. */
const Confirm = lazyPage(() => import('./confirmDialog'));

export interface ConfirmRequest {
  /** Translation keys; the title defaults to "Do you want delete it?" (SPEC §8). */
  title?: string;
  content?: string;
  onConfirm: () => void | Promise<void>;
}

export const ConfirmContext = createContext<((request: ConfirmRequest) => void) | null>(null);

/**
 * One confirmation dialog for the whole shell. It lives outside menus and popovers, so a
 * menu can close before the question is asked and nothing stays open behind the dialog. Drawn
 * from the first question on (and kept, so closing plays its transition); if its code does not
 * arrive, the operator reads so with Retry, and Close cancels the question.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((r: ConfirmRequest) => {
    setAsked(true);
    setRequest(r);
  }, []);
  const value = useMemo(() => ask, [ask]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      {asked && (
        <ChunkBoundary
          onClose={() => {
            // The next question fetches its code again.
            retryFailedChunks();
            setRequest(null);
            setAsked(false);
          }}
        >
          <Confirm
            isOpen={request !== null}
            loading={busy}
            title={request?.title ?? 'app.confirm.Do_you_want_delete_it'}
            content={request?.content ?? ''}
            confirm="ra.action.confirm"
            cancel="ra.action.cancel"
            onConfirm={async () => {
              if (!request) return;
              setBusy(true);
              try {
                await request.onConfirm();
              } finally {
                setBusy(false);
                setRequest(null);
              }
            }}
            onClose={() => setRequest(null)}
          />
        </ChunkBoundary>
      )}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): (request: ConfirmRequest) => void {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return ask;
}
