import { editorPageConfig } from '../render/editorPageConfig.mjs';

/** The grid items rendering benchmark page: the editor's own view with custom lines (and later other items). */
export default editorPageConfig('items-render');
