import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { AppDataProvider } from '../../providers';
import { checkedImage } from '../../config/checkedImage';
import { USER_MENU_WIDTH_PX } from '../constants';

/**
 * The user panel's profile (SPEC §3 "personal profile"): photo, name, email, company and job,
 * as `getUserPersonal` gave them. Not a menu item: the menu's keyboard focus skips it.
 */
const WIDTH = USER_MENU_WIDTH_PX;

export function ProfileHeader() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['shell', 'profile'], queryFn: () => dataProvider.getUserPersonal(), staleTime: 60000 });
  const image = (data?.data as Record<string, unknown> | undefined)?.image;
  // The photo goes through the allow-list of URLs from data (docs/widgets.md) before it is a `src`.
  const { data: avatar } = useQuery({
    queryKey: ['shell', 'checked-image', image],
    queryFn: () => checkedImage(image),
    enabled: Boolean(image),
  });
  // One width, loaded or not: the menu is placed when it opens, and a header that appeared or
  // grew after that pushed the menu past the screen's edge on a phone (docs/decisions.md "Phone").
  if (!data) return <Box sx={{ width: WIDTH, maxWidth: '100%' }} />;
  const d = data.data as Record<string, string | undefined>;
  const profile = {
    fullName: [d.first_name, d.last_name].filter(Boolean).join(' ') || d.email,
    email: d.email,
    company_name: d.company_name,
    job: d.job,
  };
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        paddingInline: 2,
        paddingBlock: 1.5,
        borderBlockEnd: 1,
        borderColor: 'divider',
        width: WIDTH,
        maxWidth: '100%',
        boxSizing: 'border-box',
      }}
      data-testid="user-profile"
    >
      <Avatar src={avatar || undefined} alt="" sx={{ width: 48, height: 48 }}>
        {profile.fullName?.charAt(0)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap>
          {profile.fullName}
        </Typography>
        {profile.email && (
          <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'start' }}>
            {profile.email}
          </Typography>
        )}
        {(profile.job || profile.company_name) && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {[profile.job, profile.company_name].filter(Boolean).join(' · ')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
