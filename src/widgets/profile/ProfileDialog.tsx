import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HttpError, useDataProvider, useTranslate } from 'ra-core';
import { useQueryClient } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers';
import { LANGUAGES } from '../../locale/languages';
import { UploadButton } from '../../fields/upload/UploadButton';
import { DEFAULT_MAX_SIZE_MB, IMAGE_EXTENSIONS, type UploadedFile } from '../../fields/upload/rules';
import { dataUrl } from '../../config/dataUrl';
import { useChangeLanguage } from '../../engine/useChangeLanguage';

/** SPEC §3: the profile as shown — photo, name, surname, company_name, job, email, phone, company_site. */
const SHOWN = [
  ['first_name', 'name'],
  ['last_name', 'surname'],
  ['company_name', 'company_name'],
  ['job', 'job'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['company_site', 'company_site'],
] as const;
const LTR = new Set(['email', 'phone', 'company_site']);
const PASSWORD_MIN = 8;

type Profile = Record<string, unknown>;

function PasswordForm() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const newLabel = translate('widgets.profile.new_password');
  const confirmLabel = translate('widgets.profile.confirm_password');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found.password = translate('app.validation.required', { name: newLabel });
    else if (password.length < PASSWORD_MIN) found.password = translate('app.validation.min_length', { name: newLabel, min: PASSWORD_MIN });
    if (!confirm) found.password_confirmation = translate('app.validation.required', { name: confirmLabel });
    else if (password && confirm !== password) found.password_confirmation = translate('app.validation.password_mismatch');
    setErrors(found);
    setStatus(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await dataProvider.changePassword({ password, password_confirmation: confirm });
      setPassword('');
      setConfirm('');
      setStatus({ ok: true, text: translate('widgets.profile.password_changed') });
    } catch (error) {
      // The form keeps what was typed; the server's messages go under the fields.
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string> }) : undefined;
      if (body?.errors) setErrors(body.errors);
      const message = error instanceof Error ? error.message : String(error);
      setStatus({ ok: false, text: translate(message, { _: message }) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="profile-password-title">
      <Typography id="profile-password-title" variant="subtitle1" sx={{ mb: 1 }}>
        {translate('widgets.profile.password_title')}
      </Typography>
      <TextField
        fullWidth
        margin="dense"
        type="password"
        autoComplete="new-password"
        label={newLabel}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={!!errors.password}
        helperText={errors.password ?? ' '}
        required
      />
      <TextField
        fullWidth
        margin="dense"
        type="password"
        autoComplete="new-password"
        label={confirmLabel}
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={!!errors.password_confirmation}
        helperText={errors.password_confirmation ?? ' '}
        required
      />
      {status && (
        <Alert severity={status.ok ? 'success' : 'error'} sx={{ mb: 1 }} role={status.ok ? 'status' : 'alert'}>
          {status.text}
        </Alert>
      )}
      <Button type="submit" variant="outlined" disabled={busy}>
        {translate('widgets.profile.change_password')}
      </Button>
    </Box>
  );
}

/**
 * The profile area (SPEC §1, §3, §7): the personal profile from `GET getUserPersonal`, a new
 * photo through the cropper, the password change (`PUT password`) and the language (ar, en,
 * es). A widget, not a screen: opened from the user menu.
 */
export default function ProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [locale, setLocale] = useChangeLanguage();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [photo, setPhoto] = useState<string | null>(null);
  const [photoSaving, setPhotoSaving] = useState(false);
  const [photoStatus, setPhotoStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const queryClient = useQueryClient();

  /**
   * The cropped photo is uploaded by the button, then saved to the profile. Only a saved photo
   * replaces the one shown: a refused or dropped save keeps the old photo and says why.
   */
  const savePhoto = async (file: UploadedFile) => {
    setPhotoSaving(true);
    setPhotoStatus(null);
    try {
      const { data } = await dataProvider.updateUserPersonal({ image: file });
      setPhoto(typeof data.image === 'string' && data.image ? data.image : file.path);
      setPhotoStatus({ ok: true, text: translate('widgets.profile.photo_changed') });
      // The header's avatar reads the same profile.
      void queryClient.invalidateQueries({ queryKey: ['shell', 'profile'] });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: Record<string, string[] | string> }) : undefined;
      const first = body?.errors?.image;
      const message = (Array.isArray(first) ? first[0] : first) ?? (error instanceof Error ? error.message : String(error));
      setPhotoStatus({ ok: false, text: translate('widgets.profile.photo_not_saved', { message: translate(message, { _: message }) }) });
    } finally {
      setPhotoSaving(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    let live = true;
    dataProvider.getUserPersonal().then(
      ({ data }) => {
        if (!live) return;
        setProfile(data);
        setPhoto(typeof data.image === 'string' && data.image ? data.image : null);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      // Reopened, the dialog starts from a fresh read, not from the last failure.
      setFailed(false);
    };
  }, [open, dataProvider]);

  const fullName = profile ? `${String(profile.first_name ?? '')} ${String(profile.last_name ?? '')}`.trim() : '';

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="profile-title" fullWidth maxWidth="sm">
      <DialogTitle id="profile-title">{translate('widgets.profile.title')}</DialogTitle>
      <DialogContent dividers>
        {failed && <Alert severity="error">{translate('widgets.profile.load_failed')}</Alert>}
        {!profile && !failed && <CircularProgress aria-label={translate('app.page.loading')} />}
        {profile && (
          <>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
              <Avatar
                src={dataUrl(photo, 'image') ?? undefined}
                alt={fullName || translate('widgets.profile.photo')}
                sx={{ width: 96, height: 96 }}
              >
                {fullName ? fullName[0] : null}
              </Avatar>
              <Box>
                <Typography variant="h6" component="p" dir="auto">
                  {fullName}
                </Typography>
                <UploadButton
                  id="profile-photo"
                  label="widgets.profile.change_photo"
                  rules={{ extensions: IMAGE_EXTENSIONS, maxSizeMb: DEFAULT_MAX_SIZE_MB }}
                  uploadLabel="avatar"
                  crop
                  onUploaded={savePhoto}
                />
                {photoSaving && <CircularProgress size={16} aria-label={translate('widgets.profile.photo_saving')} sx={{ mt: 1 }} />}
                {photoStatus && (
                  <Typography variant="body2" color={photoStatus.ok ? 'success.main' : 'error'} role={photoStatus.ok ? 'status' : 'alert'}>
                    {photoStatus.text}
                  </Typography>
                )}
              </Box>
            </Box>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}
              data-testid="profile-fields"
            >
              {SHOWN.map(([source, key]) => (
                <Box key={source} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {translate(`widgets.profile.${key}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    <span dir={LTR.has(source) ? 'ltr' : 'auto'}>{String(profile[source] ?? '') || '—'}</span>
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
        <Divider sx={{ my: 2 }} />
        <TextField
          select
          label={translate('widgets.profile.language')}
          value={locale}
          onChange={(e) => setLocale(e.target.value)}
          sx={{ minWidth: 200, mb: 2 }}
          slotProps={{ select: { inputProps: { 'data-testid': 'profile-language' } } }}
        >
          {LANGUAGES.map((l) => (
            <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <Divider sx={{ mb: 2 }} />
        <PasswordForm />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('widgets.profile.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
