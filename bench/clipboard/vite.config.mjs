import { editorPageConfig } from '../render/editorPageConfig.mjs';

/** The clipboard benchmark page: the editor's own view with the browser's shared clipboard. */
export default editorPageConfig('clipboard');
