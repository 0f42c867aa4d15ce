import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Confirm } from './overlays';

export interface ConfirmRequest {
  /** Translation keys; the title defaults to "Do you want delete it?" (SPEC §8). */
  title?: string;
  content?: string;
  onConfirm: () => void | Promise<void>;
}

export const ConfirmContext = createContext<((request: ConfirmRequest) => void) | null>(null);

/**
 * One confirmation dialog for the whole shell. It lives outside menus and popovers, so a
 * menu can close before the question is asked and nothing stays open behind the dialog.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = useCallback((r: ConfirmRequest) => setRequest(r), []);
  const value = useMemo(() => ask, [ask]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
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
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): (request: ConfirmRequest) => void {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return ask;
}
