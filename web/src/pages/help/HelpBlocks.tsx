import type { HelpBlock, HelpPictureName } from './articles';
import downloadPicture from './pictures/download.webp';
import editorPicture from './pictures/editor.webp';
import pictureImportPicture from './pictures/picture-import.webp';
import trackerPicture from './pictures/tracker.webp';
import writtenPicture from './pictures/written.webp';
import { helpTexts } from './helpTexts';

const pictures: Readonly<Record<HelpPictureName, string>> = {
  editor: editorPicture,
  tracker: trackerPicture,
  download: downloadPicture,
  pictureImport: pictureImportPicture,
  written: writtenPicture,
};

/** An article's text, block by block. */
export function HelpBlocks({ blocks }: { blocks: readonly HelpBlock[] }) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case 'text':
        return <p key={index}>{block.text}</p>;
      case 'heading':
        return <h2 key={index}>{block.text}</h2>;
      case 'steps':
        return (
          <ol key={index} className="help-article__steps" aria-label={helpTexts.steps}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ol>
        );
      case 'list':
        return (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      case 'tip':
        return (
          <aside key={index} className="help-article__tip" aria-label={helpTexts.tip}>
            <strong>{helpTexts.tip}: </strong>
            {block.text}
          </aside>
        );
      case 'picture':
        return (
          <figure key={index} className="help-article__picture">
            <img src={pictures[block.picture]} alt={block.alt} loading="lazy" width={800} height={500} />
            <figcaption>{block.caption}</figcaption>
          </figure>
        );
    }
  });
}
