import englishMessages from 'ra-language-english';

/**
 * English: the reference catalogue. `ar` and `es` are typed against it (a missing key is a
 * compile error) and a parity test checks every key both ways. SPEC messages keep their
 * `{{name}}`/`{{min}}` placeholders; react-admin's own keep polyglot's `%{name}`.
 * Resource titles (`name`) are plural without polyglot plural forms, `item` is the singular.
 */
const app = {
  title: 'Subscription platform back-office',
  short_title: 'Back-office',
  demo: {
    badge: 'Demo data',
    badge_hint: 'This back-office runs on its built-in demo API. Changes stay in this browser.',
    reset: 'Reset demo data',
    reset_confirm: 'Reset all demo data to its initial state? Your changes in this browser will be lost.',
    reset_done: 'Demo data was reset.',
  },
  language: {
    label: 'Language',
    choose: 'Choose the interface language',
  },
  menu: {
    dashboard: 'Dashboard',
    groups: {
      users: 'Users and roles',
      settings: 'Settings',
      subscription: 'Subscriptions',
      payments: 'Payments',
      reports: 'Reports',
      agents: 'Agents and partners',
    },
    skip_to_content: 'Skip to content',
  },
  page: {
    dashboard: 'Dashboard',
    dashboard_welcome: 'Welcome, %{name}',
    dashboard_intro: 'Open a section you are allowed to manage.',
    dashboard_open: 'Open %{name}',
    forbidden: "You don't have permission.",
    forbidden_hint: 'Ask an administrator for access to this page.',
    not_found: 'The page not found.',
    not_found_hint: 'Check the address, or go back to the dashboard.',
    error: 'Oops! Something went wrong.',
    error_hint: 'The error was recorded in the browser console. Go back and try again.',
    back_home: 'Back to the dashboard',
    go_back: 'Go back',
    reload: 'Reload the page',
    chunk_failed: 'Part of the application could not be loaded. Check your connection and reload the page.',
    style_failed: 'The page styles could not be loaded. Check your connection and reload the page.',
    loading: 'Loading…',
    page_loading: 'Loading data',
    details: 'Details',
    create: 'New: %{name}',
    edit: 'Edit: %{name}',
    of_parent: '%{name} of %{parent}',
  },
  auth: {
    sign_in: 'Sign in',
    sign_in_title: 'Sign in to the back-office',
    sign_up: 'Create an account',
    sign_up_title: 'Create an account',
    sign_out: 'Sign out',
    logout_confirm: 'Do you want to close the session?',
    email: 'Email',
    password: 'Password',
    username: 'Username',
    full_name: 'Full name',
    confirm_password: 'Confirm password',
    accept_terms: 'I accept the terms and conditions',
    have_account: 'Already have an account? Sign in',
    no_account: 'No account yet? Create one',
    login_incorrect: 'The login detail is incorrect.',
    demo_accounts: 'Demo accounts: %{admin} (everything) and %{viewer} (countries and cities only), password %{password}.',
    show_password: 'Show password',
    hide_password: 'Hide password',
    profile: 'Profile',
  },
  validation: {
    required: '{{name}} is required.',
    invalid: '{{name}} is not valid.',
    min_length: '{{name}} minimum length is {{min}}.',
    terms_required: 'Accepting terms & conditions are required.',
    email: 'The value is not a valid email address.',
    password_mismatch: 'The password and its confirm are not the same.',
    agree_terms: 'You should agree terms and conditions.',
    correct_data: 'Please provide correct data!',
    upload_valid_file: 'Please upload valid file.',
    taken: '{{name}} has already been taken.',
  },
  confirm: {
    Do_you_want_delete_it: 'Do you want delete it?',
    delete_content: 'This cannot be undone.',
    delete_many_content: '%{smart_count} selected items will be deleted. This cannot be undone.',
    draft: 'Do you want make it as draft?',
  },
  write_lock: {
    dropped: 'This change was not sent: another change is still being saved. Nothing was saved; try again in a moment.',
  },
  errors: {
    http: 'The server answered with an error (%{status}).',
    network: 'The server could not be reached. Check your connection.',
    not_found: 'The record was not found.',
    unauthenticated: 'Your session has ended. Please sign in again.',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
  },
  actions: {
    open_children: 'Open %{name}',
    back_to_parent: 'Back to %{name}',
  },
};

const resources = {
  users: {
    name: 'Users',
    item: 'User',
    fields: {
      id: 'ID',
      q: 'Search',
      first_name: 'First name',
      last_name: 'Last name',
      email: 'Email',
      phone: 'Phone',
      password: 'Password',
      password_confirmation: 'Confirm password',
      roles: 'Roles',
      countries: 'Countries',
      cities: 'Cities',
      status: 'Status',
      created_at: 'Created at',
    },
  },
  roles: {
    name: 'Roles',
    item: 'Role',
    fields: {
      id: 'ID',
      q: 'Search',
      name: 'Role name',
      description: 'Description',
      status: 'Status',
      created_at: 'Created at',
    },
  },
  countries: {
    name: 'Countries',
    item: 'Country',
    fields: {
      id: 'ID',
      q: 'Search',
      phone_code: 'Phone code',
      name_en: 'English name',
      name_ar: 'Arabic name',
      code2: 'Code (2 letters)',
      code3: 'Code (3 letters)',
    },
  },
  cities: {
    name: 'Cities',
    item: 'City',
    fields: {
      id: 'ID',
      q: 'Search',
      name_en: 'English name',
      name_ar: 'Arabic name',
      code2: 'Code (2 letters)',
      code3: 'Code (3 letters)',
      status: 'Status',
      country_code2: 'Country',
    },
  },
};

export const en = { ra: englishMessages.ra, app, resources };
export default en;
