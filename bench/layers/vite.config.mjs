import { editorPageConfig } from '../render/editorPageConfig.mjs';

/** The layer-switch benchmark page: the editor's own view with a chart of several layers. */
export default editorPageConfig('layers');
