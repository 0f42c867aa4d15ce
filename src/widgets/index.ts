/**
 * The widgets a resource file or screen may use by name (docs/widgets.md). Field kinds `file`,
 * `image` and `phone` and the list's export tool are wired through the engine; these are
 * the pieces used directly. Heavy libraries stay behind dynamic import() inside them.
 */
export { CompanyDeleteDialog, CompanyRenameDialog } from './company/CompanyDialogs';
export { companyNameMatches, newCompanyName } from './company/companyName';
export { UploadButton } from '../fields/upload/UploadButton';
export { GENERIC_EXTENSIONS, IMAGE_EXTENSIONS, type UploadedFile } from '../fields/upload/rules';
