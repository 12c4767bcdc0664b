import { editorPageConfig } from '../render/editorPageConfig.mjs';

/** The part-stitch rendering benchmark page: the editor's own view with 100 000 half stitches. */
export default editorPageConfig('part-stitches-render');
