import { Link } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useTranslate, useCanAccess } from 'ra-core';
import { Title } from 'ra-ui-materialui';
import { useCatalog } from '../engine/CatalogContext';
import type { ResourceDeclaration } from '../engine/types';

function SectionCard({ decl }: { decl: ResourceDeclaration }) {
  const translate = useTranslate();
  const catalog = useCatalog();
  const { canAccess } = useCanAccess({ resource: decl.name, action: 'list' });
  if (!canAccess || !decl.menu) return null;
  const Icon = decl.menu.icon;
  const name = translate(`resources.${decl.name}.name`);
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={catalog.path(decl.name, 'list')} aria-label={translate('app.page.dashboard_open', { name })}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Icon color="primary" />
          <Box>
            <Typography variant="subtitle1" component="h2">{name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.menu.groups.${decl.menu.group}`)}
            </Typography>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The dashboard of the foundation: a welcome and the sections this operator may open. */
export default function Dashboard() {
  const translate = useTranslate();
  const catalog = useCatalog();
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('app.page.dashboard')} />
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {translate('app.page.dashboard_welcome', { name: identity?.fullName ?? '' })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.page.dashboard_intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
        {catalog.all.filter((d) => d.menu).map((decl) => (
          <SectionCard key={decl.name} decl={decl} />
        ))}
      </Box>
    </Box>
  );
}
