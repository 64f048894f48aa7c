import { CourseSelfServiceSettings, DEFAULT_SELF_SERVICE } from '../../domain/waitlist-schema';
import { storedSetting } from '../settings/stored-setting';

// looked at a few times a day (an offer, a cancel), not on every page
const setting = storedSetting('courseSelfService', CourseSelfServiceSettings, DEFAULT_SELF_SERVICE);

export const selfServiceSettings = setting.read;
export const saveSelfServiceSettings = setting.save;
