import { Link } from 'react-router-dom';
import Button from '@mui/material/Button';
import { useTranslate } from 'ra-core';
import { StatusPage } from './StatusPage';

export default function Forbidden() {
  const translate = useTranslate();
  return (
    <StatusPage
      code="403"
      title={translate('app.page.forbidden')}
      hint={translate('app.page.forbidden_hint')}
      actions={
        <Button component={Link} to="/dashboard" variant="contained">
          {translate('app.page.back_home')}
        </Button>
      }
    />
  );
}
