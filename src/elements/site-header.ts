/**
 * Every page's small scripts, in one module: the theme picker, the phone menu and the "On this
 * page" highlight. The search dialog's button lives in the search box's own script.
 */
import './theme-picker.ts';
import './site-menu.ts';
import './toc.ts';
