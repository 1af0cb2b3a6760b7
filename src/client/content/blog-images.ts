import prototypalInheritance from '../assets/blog/prototypal-inheritance.svg';
import reactAngularVue from '../assets/blog/react-angular-vue.svg';
import reactState from '../assets/blog/react-state.svg';
import unitTests from '../assets/blog/unit-tests.svg';

export const BLOG_IMAGES: Record<string, string> = {
  'react-state-management': reactState,
  'prototypal-inheritance': prototypalInheritance,
  'unit-tests': unitTests,
  'react-angular-vue': reactAngularVue,
};
