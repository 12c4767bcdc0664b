import { editorPageConfig } from '../render/editorPageConfig.mjs';

/** The freeform rendering benchmark page: the editor's own view of a freeform chart built in the page. */
export default editorPageConfig('freeform-render');
