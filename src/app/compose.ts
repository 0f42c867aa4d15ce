import { fillEngineSlots } from '../engine/slots';
import { ExportButton } from '../widgets/export/ExportButton';

/**
 * The app composes the engine with the parts that live above it (docs/architecture.md):
 * called once when the catalogue arrives, before any generic view renders, and by the tests
 * that render those views.
 */
export function composeEngine(): void {
  fillEngineSlots({ listExport: ExportButton });
}
