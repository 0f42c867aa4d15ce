import { useEffect } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { useDataProvider, useLocaleState, useTranslate } from 'ra-core';
import type { MenuBadgeDeclaration } from '../engine/types';
import { formatNumber } from '../locale/format';
import { DEFAULT_LOCALE, isLocale } from '../locale/languages';
import { NOTIFICATIONS_REFRESH_MS } from './constants';

export const MENU_BADGE_KEY = ['shell', 'menuBadge'] as const;

/** A menu entry that asks for a badge, and may be opened by this operator. */
export interface BadgeSource {
  resource: string;
  badge: MenuBadgeDeclaration;
}

/**
 * The count of each badge: ONE `getList` per entry (`perPage: 1`, the answer's `total`), asked
 * again on the notifications' period and whenever a write to that resource succeeds (a record
 * action, an edit, a delete: react-admin keys its mutations `[resource, …]`).
 */
export function useMenuBadgeCounts(sources: readonly BadgeSource[]): Record<string, number | undefined> {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: sources.map(({ resource, badge }) => ({
      queryKey: [...MENU_BADGE_KEY, resource, badge.filter],
      queryFn: () =>
        dataProvider.getList(resource, {
          filter: { ...badge.filter },
          sort: { field: 'id', order: 'ASC' },
          pagination: { page: 1, perPage: 1 },
        }),
      refetchInterval: NOTIFICATIONS_REFRESH_MS,
      refetchIntervalInBackground: false,
      retry: false,
    })),
  });
  const names = sources.map((s) => s.resource).join(',');
  useEffect(() => {
    const watched = new Set(names.split(','));
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.mutation?.state.status !== 'success') return;
      // The resource is in the key when the hook was given it (`useUpdate('x')`), else in the
      // call's variables (`update('x', …)`, as the record actions do).
      const key = event.mutation.options.mutationKey;
      const variables = event.mutation.state.variables as { resource?: unknown } | undefined;
      const resource = String(variables?.resource ?? (Array.isArray(key) ? key[0] : ''));
      if (watched.has(resource)) void queryClient.invalidateQueries({ queryKey: [...MENU_BADGE_KEY, resource] });
    });
  }, [names, queryClient]);
  return Object.fromEntries(sources.map((s, i) => [s.resource, results[i]?.data?.total]));
}

/**
 * The count shown next to a menu entry; nothing at 0 or before the answer. Screen readers hear
 * "3 pending" (the visible number alone would be read without its meaning).
 */
export function MenuBadge({ count, label }: { count: number | undefined; label: MenuBadgeDeclaration['label'] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!count) return null;
  const text = translate(`app.menu.badges.${label}`, { smart_count: count });
  return (
    <Box
      component="span"
      data-testid="menu-badge"
      data-count={count}
      title={text}
      sx={{
        marginInlineStart: 'auto',
        paddingInline: 0.75,
        minWidth: 20,
        height: 20,
        borderRadius: 10,
        flexShrink: 0,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        fontSize: 12,
        // 500, the theme's medium: at 600 its few digits made every page fetch the Latin bold face (14 KB).
        fontWeight: 500,
        lineHeight: 1,
      }}
    >
      <span aria-hidden>{formatNumber(isLocale(locale) ? locale : DEFAULT_LOCALE, count)}</span>
      {/* Read, never seen: at the badge's weight its Arabic words would fetch a face for text nobody sees. */}
      <span
        style={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
          fontWeight: 400,
        }}
      >
        {text}
      </span>
    </Box>
  );
}
