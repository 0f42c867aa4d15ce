import { fillEngineSlots } from '../engine/slots';
import { lazyModule, lazyPart } from '../config/chunks';
import { FIELD_SETTINGS } from '../../resources/shared/fields';
import { loadScreenMessages } from '../locale/i18nProvider';

/**
 * The field kinds (src/fields) and the list's export button: code that every resource screen
 * draws but the dashboard does not, so it is fetched with the first screen that needs it, not
 * with the first screen after sign-in, which stays light. The kinds register themselves in the engine
 * when their chunk arrives.
 */
const fields = lazyModule(() =>
  import('../fields').then((m) => {
    m.installFields(FIELD_SETTINGS);
    return m;
  }),
);
const exportButton = lazyModule(() => import('../widgets/export/ExportButton'));
const importButton = lazyModule(() => import('../widgets/import/ImportButton'));

/** The field kinds, registered in the engine (the development check of the declarations waits for them). */
export const loadFieldKinds = () => fields.load();

/**
 * The field kinds, registered, with their inputs, the export button and the resources' field
 * strings (labels, choices, actions; src/locale/i18nProvider.ts): once, on first use.
 */
export const loadViewParts = () =>
  Promise.all([fields.load().then((m) => m.loadFormInputs()), exportButton.load(), importButton.load(), loadScreenMessages()]);

/**
 * The app composes the engine with the parts that live above it (docs/architecture.md): every
 * field kind (with the domain data the kinds need), the list's export button, both fetched as
 * the parts every screen's chunk comes with (`viewParts`, src/engine/slots.ts). Called once
 * when the catalogue arrives (src/app/catalog.ts), before any generic view renders, and by the
 * tests that render those views (which then await `loadViewParts`).
 */
export function composeEngine(): void {
  fillEngineSlots({
    listExport: lazyPart(exportButton, 'ExportButton'),
    listImport: lazyPart(importButton, 'ImportButton'),
    viewParts: loadViewParts,
  });
}
