import { BUILD_DATE, buildDate } from '../content/lib/time/build-date';
import { BuildError } from './build-error';

/** The day `BUILD_DATE` names, else today in Nairobi; a value that is no day stops the build, saying so. */
export function dayToBuildAsOf(): string {
  try {
    return buildDate(process.env[BUILD_DATE]);
  } catch (error) {
    throw new BuildError((error as Error).message, { cause: error });
  }
}
