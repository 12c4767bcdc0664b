import { craftFromSlug, typesForCraft, type ChartType } from '@steekwerk/model';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../app/NotFoundPage';
import { PictureImportScreen } from '../../pictureImport/PictureImportScreen';

/** The chart type a route names in kebab case (`mosaic-overlay`), if the craft has it. */
function typeFromSlug(slug: string, types: readonly ChartType[]): ChartType | undefined {
  const camel = slug.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
  return types.find((type) => type === camel);
}

/** `/nl/chart/create/{craft}/{type}/convert-picture-photo-image`: import a picture into a new chart. */
export function ConvertPicturePage() {
  const { craftSlug = '', chartType = '' } = useParams();
  const craft = craftFromSlug(craftSlug);
  const type = craft && typeFromSlug(chartType, typesForCraft(craft));
  if (!craft || !type) return <NotFoundPage />;
  return <PictureImportScreen key={`${craft}/${type}`} craft={craft} type={type} />;
}
