import { Create, CreateClasses } from 'ra-ui-materialui';
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
      // Not clipped, so the form's toolbar can stay in view while the form scrolls.
      sx={{ [`& .${CreateClasses.card}`]: { overflow: 'visible' } }}
    >
      <ResourceForm decl={decl} creating defaultValues={defaults} listPath={listPath} />
    </Create>
  );
}
