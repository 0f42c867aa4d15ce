import { Create } from 'ra-ui-materialui';
import type { ResourceDeclaration } from '../types';
import { ResourceForm } from './ResourceForm';
import { useResourceRoute } from './useResourceRoute';
import { createDefaults } from './createDefaults';

export default function CreateView({ decl }: { decl: ResourceDeclaration }) {
  const route = useResourceRoute(decl);
  const listPath = route.pathTo('list');
  const defaults = createDefaults(decl, route.params);
  return (
    <Create
      resource={decl.name}
      title={route.translate('app.page.create', { name: route.title('item') })}
      redirect={() => listPath ?? '/dashboard'}
    >
      <ResourceForm decl={decl} creating defaultValues={defaults} />
    </Create>
  );
}
