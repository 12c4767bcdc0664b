import { editorPageConfig } from '../lib/editorPageConfig.mjs';

/** The rendering benchmark page: the editor's own view. */
export default editorPageConfig('render');
