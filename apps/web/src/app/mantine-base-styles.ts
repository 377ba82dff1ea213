// Mantine's reset and variables: every page, the landing's first paint included, is drawn with them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
