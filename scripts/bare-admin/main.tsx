// The baseline of scripts/bench.mjs: a bare react-admin 5 + MUI app as its documentation
// starts one (<Admin> with its default sign-in page, layout and theme), with three lists of
// 500 rows served from memory so the memory rounds measure the same screens as ours.
import { createRoot } from 'react-dom/client';
import { Admin, Datagrid, DateField, List, NumberField, Resource, TextField, type AuthProvider, type DataProvider } from 'react-admin';

const TOKEN = 'bare-admin-token';
const authProvider: AuthProvider = {
  login: async () => localStorage.setItem(TOKEN, '1'),
  logout: async () => localStorage.removeItem(TOKEN),
  checkAuth: async () => {
    if (!localStorage.getItem(TOKEN)) throw new Error('signed out');
  },
  checkError: async () => undefined,
  getPermissions: async () => undefined,
};

const RESOURCES = ['companies', 'payments', 'requests'];
const rows = (resource: string) =>
  Array.from({ length: 500 }, (_, i) => ({
    id: i + 1,
    name: `${resource} ${i + 1}`,
    email: `contact${i + 1}@example.test`,
    city: `City ${i % 40}`,
    amount: (i * 37.5) % 10000,
    status: i % 3 ? 'active' : 'pending',
    created_at: new Date(Date.UTC(2026, 0, 1 + (i % 300))).toISOString(),
  }));
const data = new Map(RESOURCES.map((r) => [r, rows(r)]));

const never = () => Promise.reject(new Error('read-only baseline'));
const dataProvider = {
  getList: async (resource: string, { pagination }: { pagination?: { page: number; perPage: number } }) => {
    const all = data.get(resource) ?? [];
    const { page = 1, perPage = 500 } = pagination ?? {};
    return { data: all.slice((page - 1) * perPage, page * perPage), total: all.length };
  },
  getOne: async (resource: string, { id }: { id: number }) => ({ data: data.get(resource)!.find((r) => r.id === Number(id))! }),
  getMany: async (resource: string, { ids }: { ids: number[] }) => ({ data: data.get(resource)!.filter((r) => ids.includes(r.id)) }),
  getManyReference: async () => ({ data: [], total: 0 }),
  create: never,
  update: never,
  updateMany: never,
  delete: never,
  deleteMany: never,
} as unknown as DataProvider;

const RowList = () => (
  <List perPage={500}>
    <Datagrid rowClick={false} bulkActionButtons={false}>
      <TextField source="id" />
      <TextField source="name" />
      <TextField source="email" />
      <TextField source="city" />
      <NumberField source="amount" />
      <TextField source="status" />
      <DateField source="created_at" />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  // No telemetry call: the benchmarks never reach the internet.
  <Admin dataProvider={dataProvider} authProvider={authProvider} disableTelemetry>
    {RESOURCES.map((name) => (
      <Resource key={name} name={name} list={RowList} />
    ))}
  </Admin>,
);
