// The app's fixed names in the reader's language: its own, the categories', the conditions'.
import type { BookCondition } from '../../shared/constants';
import { NAMES } from '../../shared/i18n/en/names';
import { texts } from '.';

const t = texts(NAMES);

export const appName = () => t('appName');
export const appTagline = () => t('appTagline');
/** What a browser without JavaScript shows instead of the app. */
export const noScriptText = () => t('noscript');

/** A category's name by its id ('admission-test' → 'Admission Test' / 'ভর্তি পরীক্ষা'). */
export const categoryName = (id: string, fallback = id) => {
  const key = `category.${id}`;
  return key in NAMES ? t(key as keyof typeof NAMES) : fallback;
};

/** A book's condition ('Good' → 'Good' / 'ভালো'). */
export const conditionName = (condition: BookCondition) => t(`condition.${condition}`);
