/** The shell's strings only its panels' content reads (the activity log, the settings tab): with the screens' strings. */
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
};
