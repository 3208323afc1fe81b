/** Utm attribution defaults (SPEC §3): source 'organic', content the first 50 characters of the landing path. */
export const DEFAULT_UTM_SOURCE = 'organic';
const CONTENT_LENGTH = 50;

/** The path of the landing address, whether it came as a full URL or as a path with a query. */
function landingPath(landing: string): string {
  let path: string;
  try {
    path = new URL(landing, 'http://landing.invalid').pathname;
  } catch {
    return landing.split(/[?#]/)[0];
  }
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export const defaultUtmContent = (landing: string) => landingPath(landing).slice(0, CONTENT_LENGTH);
