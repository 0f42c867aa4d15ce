import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfirmProvider, useConfirm, type ConfirmRequest } from '../../src/engine/ConfirmProvider';
import { CompanyDeleteDialog, CompanyRenameDialog } from '../../src/widgets/company/CompanyDialogs';
import { companyNameMatches } from '../../src/widgets/company/companyName';
import { ar } from '../../i18n/ar';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { WidgetContext } from '../helpers/widgetContext';

afterEach(cleanup);

function Asker({ request }: { request: Omit<ConfirmRequest, 'onConfirm'> & { onConfirm: () => void } }) {
  const confirm = useConfirm();
  return <button onClick={() => confirm(request)}>ask</button>;
}

function ask(request: Omit<ConfirmRequest, 'onConfirm'>, locale: 'en' | 'ar' = 'en') {
  const onConfirm = vi.fn();
  render(
    <WidgetContext dataProvider={{}} locale={locale}>
      <ConfirmProvider>
        <Asker request={{ ...request, onConfirm }} />
      </ConfirmProvider>
    </WidgetContext>,
  );
  fireEvent.click(screen.getByText('ask'));
  return onConfirm;
}

describe('the one confirmation dialog (SPEC §8)', () => {
  it('should ask "Do you want delete it?" by default with Confirm and Cancel, and do nothing on Cancel', async () => {
    const onConfirm = ask({});
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Do you want delete it?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should run the action once on Confirm', async () => {
    const onConfirm = ask({ title: 'app.confirm.draft' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Do you want make it as draft?');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('should ask to close the session in Arabic with translated buttons', async () => {
    ask({ title: 'app.auth.logout_confirm' }, 'ar');
    expect(await screen.findByRole('dialog')).toHaveTextContent(ar.app.auth.logout_confirm);
    expect(screen.getByRole('button', { name: ar.ra.action.confirm })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: ar.ra.action.cancel })).toBeInTheDocument();
  });

  it('should have the three SPEC questions in English exactly and translated in ar and es', () => {
    expect(en.app.confirm.Do_you_want_delete_it).toBe('Do you want delete it?');
    expect(en.app.confirm.draft).toBe('Do you want make it as draft?');
    expect(en.app.auth.logout_confirm).toBe('Do you want to close the session?');
    for (const other of [ar, es]) {
      for (const text of [other.app.confirm.Do_you_want_delete_it, other.app.confirm.draft, other.app.auth.logout_confirm]) {
        expect(text).toMatch(/[?؟]$/);
        expect([en.app.confirm.Do_you_want_delete_it, en.app.confirm.draft, en.app.auth.logout_confirm]).not.toContain(text);
      }
    }
  });
});

describe('company dialogs (SPEC §5)', () => {
  it('should compare the typed name exactly, forgiving only surrounding spaces', () => {
    expect(companyNameMatches(' Acme Trading ', 'Acme Trading')).toBe(true);
    expect(companyNameMatches('acme trading', 'Acme Trading')).toBe(false);
    expect(companyNameMatches('', '')).toBe(false);
  });

  it('should refuse a wrong company name with the SPEC message and not delete', async () => {
    const onConfirm = vi.fn();
    render(
      <WidgetContext dataProvider={{}}>
        <CompanyDeleteDialog open companyName="شركة الأفق" onClose={() => undefined} onConfirm={onConfirm} />
      </WidgetContext>,
    );
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'شركة الافق' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The company name is incorrect, it must match the required company name.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should delete once the exact name is typed, then close', async () => {
    const onConfirm = vi.fn(async () => undefined);
    const onClose = vi.fn();
    render(
      <WidgetContext dataProvider={{}}>
        <CompanyDeleteDialog open companyName="Acme" onClose={onClose} onConfirm={onConfirm} />
      </WidgetContext>,
    );
    fireEvent.change(screen.getByLabelText('Company name'), { target: { value: 'Acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('should require a new name to rename and pass it trimmed', async () => {
    const onRename = vi.fn(async () => undefined);
    render(
      <WidgetContext dataProvider={{}}>
        <CompanyRenameDialog open companyName="Acme" onClose={() => undefined} onRename={onRename} />
      </WidgetContext>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Enter a new company name.')).toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/New company name/), { target: { value: '  Acme Holding ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(onRename).toHaveBeenCalledWith('Acme Holding'));
  });
});
