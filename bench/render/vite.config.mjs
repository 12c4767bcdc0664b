import { editorPageConfig } from './editorPageConfig.mjs';

/** The rendering benchmark page: the editor's own view (React panels, PixiJS renderer, engine worker). */
export default editorPageConfig('render');
