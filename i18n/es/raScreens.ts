import type { TranslationMessages } from 'ra-core';
import type { RaScreenGroups } from '../types';

/** react-admin's strings only screens that show a resource read (./ra.ts has the rest). */
export const raScreens: Pick<TranslationMessages['ra'], RaScreenGroups> = {
  boolean: {
    true: 'Sí',
    false: 'No',
    null: ' ',
  },
  input: {
    file: {
      upload_several: 'Arrastre algunos archivos para subirlos o haga clic para seleccionar uno.',
      upload_single: 'Arrastre un archivo para subirlo o haga clic para seleccionarlo.',
    },
    image: {
      upload_several: 'Arrastre algunas imágenes para subirlas o haga clic para seleccionar una.',
      upload_single: 'Arrastre una imagen para subirla o haga clic para seleccionarla.',
    },
    references: {
      all_missing: 'No se encontraron los datos de las referencias.',
      many_missing: 'Al menos una de las referencias asociadas ya no parece estar disponible.',
      single_missing: 'La referencia asociada ya no parece estar disponible.',
    },
    password: {
      toggle_visible: 'Ocultar contraseña',
      toggle_hidden: 'Mostrar contraseña',
    },
  },
  sort: {
    sort_by: 'Ordenar por %{field_lower_first} %{order}',
    ASC: 'ascendente',
    DESC: 'descendente',
  },
  validation: {
    required: 'Obligatorio',
    minLength: 'Debe tener al menos %{min} caracteres',
    maxLength: 'Debe tener %{max} caracteres o menos',
    minValue: 'Debe ser al menos %{min}',
    maxValue: 'Debe ser %{max} o menos',
    number: 'Debe ser un número',
    email: 'Debe ser un correo electrónico válido',
    oneOf: 'Debe ser uno de los siguientes: %{options}',
    regex: 'Debe coincidir con un formato específico (expresión regular): %{pattern}',
    unique: 'Debe ser único',
  },
  saved_queries: {
    label: 'Consultas guardadas',
    query_name: 'Nombre de la consulta',
    new_label: 'Guardar la consulta actual...',
    new_dialog_title: 'Guardar la consulta actual como',
    remove_label: 'Eliminar consulta guardada',
    remove_label_with_name: 'Eliminar la consulta "%{name}"',
    remove_dialog_title: '¿Eliminar la consulta guardada?',
    remove_message: '¿Está seguro de que desea eliminar este elemento de su lista de consultas guardadas?',
    help: 'Filtre la lista y guarde esta consulta para usarla más tarde',
  },
  guesser: {
    empty: {
      title: 'No hay datos para mostrar',
      message: 'Verifique su proveedor de datos',
    },
  },
  configurable: {
    customize: 'Personalizar',
    configureMode: 'Configurar esta página',
    inspector: {
      title: 'Inspector',
      content: 'Pase el cursor sobre los elementos de la interfaz para configurarlos',
      reset: 'Restablecer configuración',
      hideAll: 'Ocultar todo',
      showAll: 'Mostrar todo',
    },
    Datagrid: {
      title: 'Tabla de datos',
      unlabeled: 'Columna sin etiqueta #%{column}',
    },
    SimpleForm: {
      title: 'Formulario',
      unlabeled: 'Campo sin etiqueta #%{input}',
    },
    SimpleList: {
      title: 'Lista',
      primaryText: 'Texto principal',
      secondaryText: 'Texto secundario',
      tertiaryText: 'Texto terciario',
    },
  },
};
