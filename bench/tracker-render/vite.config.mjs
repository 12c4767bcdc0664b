import { editorPageConfig } from '../lib/editorPageConfig.mjs';

/** The tracker rendering benchmark page: the editor's own view in tracker mode. */
export default editorPageConfig('tracker-render');
