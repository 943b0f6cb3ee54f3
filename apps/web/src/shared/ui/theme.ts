import type { ThemeConfig } from 'antd';

/** The brand violet: fills, borders and white-on-violet buttons (4.5:1 with white text). */
const BRAND_VIOLET = '#6d5efc';
/**
 * The brand violet as text. BRAND_VIOLET reads at only 4.0:1 on its own pale tint and 4.2:1 on the page's grey;
 * this shade keeps the hue and reaches 5.0:1 and 5.2:1 (WCAG AA asks 4.5:1), see docs/accessibility.md.
 */
export const BRAND_VIOLET_TEXT = '#5b4cf0';
/** A pressed primary button, a step darker than hover (6.9:1 with white text). */
const BRAND_VIOLET_PRESSED = '#4c3de0';
/**
 * antd's secondary-of-secondary text is black at 45% (3.3:1 on the page's grey); at 57% it is 5.0:1 on every
 * light surface of the app and still reads lighter than secondary text (65%).
 */
const DESCRIPTION_TEXT = 'rgba(0, 0, 0, 0.57)';
/** Placeholders are read before anything is typed: 4.6:1 on white and on the page's grey, lighter than entries. */
const PLACEHOLDER_TEXT = 'rgba(0, 0, 0, 0.55)';

/**
 * Tags write their colour's 7th palette shade on its 1st; for green, cyan, orange, gold, lime, yellow, volcano and
 * the status colours that is under 4.5:1, so tags take a darker shade of the same hue (5.0:1 or more on its tint).
 */
const TAG_TEXT = {
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorError: '#cf1322',
  colorInfo: BRAND_VIOLET_TEXT,
  green7: '#237804',
  cyan7: '#006d75',
  orange7: '#ad4e00',
  gold7: '#ad4e00',
  lime7: '#3f6600',
  volcano7: '#ad2102',
  yellow7: '#876800',
  grey7: '#1a1a1a',
};

/** The brand colours and type; global.css repeats them for the page outside antd components. */
export const BRAND_THEME: ThemeConfig = {
  token: {
    colorPrimary: BRAND_VIOLET,
    // antd lightens a primary button under the pointer, to 2.9:1 with its white text: it darkens instead (5.6:1).
    colorPrimaryHover: BRAND_VIOLET_TEXT,
    colorPrimaryActive: BRAND_VIOLET_PRESSED,
    colorInfo: BRAND_VIOLET,
    colorLink: BRAND_VIOLET_TEXT,
    colorTextTertiary: DESCRIPTION_TEXT,
    colorTextDescription: DESCRIPTION_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    borderRadius: 10,
    fontFamily:
      "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang SC', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Menu: { itemSelectedColor: BRAND_VIOLET_TEXT, groupTitleColor: DESCRIPTION_TEXT },
    Tabs: { itemSelectedColor: BRAND_VIOLET_TEXT, itemActiveColor: BRAND_VIOLET_TEXT },
    Tag: TAG_TEXT,
    // An empty table says so in antd's disabled grey (1.8:1); it is a message, so it reads as description text.
    Table: { colorTextDisabled: DESCRIPTION_TEXT },
  },
};
