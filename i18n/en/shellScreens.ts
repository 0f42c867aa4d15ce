/**
 * The shell's strings only its panels' and lists' content reads (the activity log, the settings
 * tab, the notifications, the quick actions, the requests, the search results): with the screens'
 * strings, joined group by group with ./shell.ts.
 */
export const shellScreens = {
  log: {
    empty: 'Nothing recorded yet. Records you create, change or delete in this browser appear here.',
    create: 'Created: %{item} %{title}',
    update: 'Changed: %{item} %{title}',
    delete: 'Deleted: %{item} %{title}',
    updateMany: 'Changed %{count} record: %{name} |||| Changed %{count} records: %{name}',
    deleteMany: 'Deleted %{count} record: %{name} |||| Deleted %{count} records: %{name}',
    clear: 'Clear the log',
  },
  settings: {
    language: 'Language',
    aside: 'Menu',
    aside_expanded: 'Expanded',
    aside_minimized: 'Minimised',
    theme: 'Theme',
    theme_light: 'Light',
    theme_dark: 'Dark',
  },
  notifications: {
    empty: 'You have no notifications.',
    unread: 'Unread',
    mark_read: 'Mark as read',
    mark_all_read: 'Mark all as read',
    mark_all_done: 'All notifications are marked as read.',
    mark_all_error: 'Not every notification could be marked as read. Those still unread are shown as unread.',
    list_error: 'The notifications could not be loaded.',
  },
  panels: {
    quick_actions_empty: 'You have no create permission on any section.',
    quick_actions_hint: 'Create a new record',
    cart_empty: 'No open requests. Well done.',
    cart_error: 'The requests could not be loaded.',
    cart_more: 'Open the list (%{count})',
    cart_unavailable:
      'Service and extension requests are not managed in this back-office yet. They will appear here as soon as those screens exist.',
    tab_notifications: 'Notifications',
    tab_log: 'Log',
    tab_settings: 'Settings',
  },
  search: {
    error: 'Connection error. Please try again later..',
    min_chars: 'Type at least %{min} characters.',
    results: 'Search results',
    see_all: 'All results in %{name}',
  },
};
