import type { resources as enResources } from '../en/resources';
import type { Messages } from '../types';

export const resources: Messages<typeof enResources> = {
  users: {
    name: 'Usuarios',
    item: 'Usuario',
    fields: {
      id: 'ID',
      q: 'Buscar',
      first_name: 'Nombre',
      last_name: 'Apellido',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      password: 'Contraseña',
      password_confirmation: 'Confirmar contraseña',
      roles: 'Roles',
      countries: 'Países',
      cities: 'Ciudades',
      status: 'Estado',
      created_at: 'Fecha de creación',
    },
  },
  roles: {
    name: 'Roles',
    item: 'Rol',
    fields: {
      id: 'ID',
      q: 'Buscar',
      name: 'Nombre del rol',
      description: 'Descripción',
      status: 'Estado',
      created_at: 'Fecha de creación',
    },
  },
  countries: {
    name: 'Países',
    item: 'País',
    fields: {
      id: 'ID',
      q: 'Buscar',
      phone_code: 'Prefijo telefónico',
      name_en: 'Nombre en inglés',
      name_ar: 'Nombre en árabe',
      code2: 'Código (2 letras)',
      code3: 'Código (3 letras)',
    },
  },
  cities: {
    name: 'Ciudades',
    item: 'Ciudad',
    fields: {
      id: 'ID',
      q: 'Buscar',
      name_en: 'Nombre en inglés',
      name_ar: 'Nombre en árabe',
      code2: 'Código (2 letras)',
      code3: 'Código (3 letras)',
      status: 'Estado',
      country_code2: 'País',
    },
  },
};
