/** The landing page's example charts, one per craft in the craft picker's order (spec §1, §2). */
import { gridCrafts } from '@steekwerk/model';
import { owl, strawberry, tulip } from './drawnExamples';
import type { ExampleChart } from './exampleChart';
import {
  c2cHeart,
  fairIsleBand,
  hotAirBalloon,
  pineTree,
  rainbow,
  sunset,
  tripAroundTheWorld,
} from './generatedExamples';

export type { ExampleChart } from './exampleChart';
export { exampleImageSource } from './paintExample';

let made: readonly ExampleChart[] | undefined;

/** The examples, made on first use. */
export function landingExamples(): readonly ExampleChart[] {
  made ??= [
    fairIsleBand(),
    c2cHeart(),
    tulip(),
    sunset(),
    strawberry(),
    pineTree(),
    rainbow(),
    tripAroundTheWorld(),
    owl(),
    hotAirBalloon(),
  ].sort((left, right) => gridCrafts.indexOf(left.craft) - gridCrafts.indexOf(right.craft));
  return made;
}
