/** What a library call refused with: the SettingsError's code, setting and message (anything else is rethrown). */
import { SettingsError } from '../../src/index.js';

export async function refusal(f: () => unknown): Promise<[string, string | undefined, string]> {
  try {
    await f();
  } catch (e) {
    if (e instanceof SettingsError) return [e.code, e.setting, e.message];
    throw e;
  }
  throw new Error('nothing was thrown');
}
