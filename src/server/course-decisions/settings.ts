import { CourseSettings, DEFAULT_COURSE_SETTINGS } from '../../domain/course-settings-schema';
import { storedSetting } from '../settings/stored-setting';

const setting = storedSetting('courses', CourseSettings, DEFAULT_COURSE_SETTINGS);

export const readCourseSettings = setting.read;
export const saveCourseSettings = setting.save;
