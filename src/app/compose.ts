import { fillEngineSlots } from '../engine/slots';
import { installFields, loadFormInputs } from '../fields';
import { FIELD_SETTINGS } from '../../resources/shared/fields';
import { ExportButton } from '../widgets/export/ExportButton';

/**
 * The app composes the engine with the parts that live above it (docs/architecture.md): every
 * field kind (with the domain data the kinds need), the list's export button, and the kinds'
 * inputs as the parts every screen's chunk is fetched with. Called once
 * when the catalogue arrives, before any generic view renders (src/app/catalog.ts: the kinds
 * stay out of the sign-in page's first load), and by the tests that render those views.
 */
export function composeEngine(): void {
  installFields(FIELD_SETTINGS);
  fillEngineSlots({ listExport: ExportButton, viewParts: loadFormInputs });
}
