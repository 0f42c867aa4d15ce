import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { StatusPage } from './StatusPage';

export default function NotFound() {
  const translate = useTranslate();
  return (
    <StatusPage
      code="404"
      title={translate('app.page.not_found')}
      hint={translate('app.page.not_found_hint')}
      actions={
        <Button component={Link} to="/dashboard" variant="contained">
          {translate('app.page.back_home')}
        </Button>
      }
    />
  );
}
